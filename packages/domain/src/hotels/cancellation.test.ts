import { describe, expect, it } from 'vitest';
import { cancellationPreview, freeCancellationUntil, refundOnCancel } from './cancellation.ts';

const freeThreeDays = { refundable: true, freeCancellationDays: 3 } as const;
const nonRefundable = { refundable: false } as const;

describe('hotel cancellation policy', () => {
  it('is free until a number of days before check-in, or never', () => {
    expect(freeCancellationUntil(freeThreeDays, '2031-03-10')).toBe('2031-03-07');
    expect(freeCancellationUntil({ refundable: true, freeCancellationDays: 0 }, '2031-03-10')).toBe('2031-03-10');
    expect(freeCancellationUntil(freeThreeDays, '2031-03-01')).toBe('2031-02-26');
    expect(freeCancellationUntil(nonRefundable, '2031-03-10')).toBeNull();
  });

  it('refunds everything paid up to and including the free date, and nothing after it', () => {
    const stay = { checkIn: '2031-03-10', paid: 240_000 };
    expect(refundOnCancel(freeThreeDays, { ...stay, today: '2031-03-01' })).toBe(240_000);
    expect(refundOnCancel(freeThreeDays, { ...stay, today: '2031-03-07' })).toBe(240_000);
    expect(refundOnCancel(freeThreeDays, { ...stay, today: '2031-03-08' })).toBe(0);
  });

  it('refunds nothing of a non-refundable rate, however early', () => {
    expect(refundOnCancel(nonRefundable, { checkIn: '2031-03-10', paid: 240_000, today: '2030-12-01' })).toBe(0);
  });
});

describe('cancellationPreview', () => {
  const booking = { status: 'completed', checkIn: '2026-12-20', paid: 300_000, cancellation: { refundable: true, freeCancellationUntil: '2026-12-17' } };

  it('refunds everything until the free date, nothing after it, and nothing on a non-refundable rate', () => {
    expect(cancellationPreview(booking, '2026-12-17')).toEqual({ refund: 300_000 });
    expect(cancellationPreview(booking, '2026-12-18')).toEqual({ refund: 0 });
    expect(cancellationPreview({ ...booking, cancellation: { refundable: false, freeCancellationUntil: null } }, '2026-12-01')).toEqual({ refund: 0 });
  });

  it('offers no online cancellation once the stay began, or for a booking not paid or already ended', () => {
    expect(cancellationPreview(booking, '2026-12-21')).toBeNull();
    expect(cancellationPreview(booking, '2026-12-20')).toEqual({ refund: 0 });
    for (const status of ['held', 'expired', 'cancelled', 'waitlisted']) expect(cancellationPreview({ ...booking, status }, '2026-12-01')).toBeNull();
  });
});

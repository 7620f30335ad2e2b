import { describe, expect, it } from 'vitest';
import { fareOutcome, orderActionsFor } from './order-actions.ts';

describe('the console actions an order allows', () => {
  it('follows the life cycle table', () => {
    expect(orderActionsFor({ status: 'pending', paymentStatus: 'none' })).toEqual(['confirm-fare', 'reject']);
    expect(orderActionsFor({ status: 'waitlisted', paymentStatus: 'paid' })).toEqual(['confirm-fare', 'reject']);
    expect(orderActionsFor({ status: 'processing', paymentStatus: 'paid' })).toEqual(['retry-fulfilment', 'cancel']);
    expect(orderActionsFor({ status: 'paid', paymentStatus: 'paid' })).toEqual(['cancel']);
    expect(orderActionsFor({ status: 'completed', paymentStatus: 'paid' })).toEqual(['cancel']);
    for (const status of ['held', 'cancelled', 'expired'] as const) expect(orderActionsFor({ status, paymentStatus: 'none' })).toEqual([]);
  });
});

describe('confirming a fare', () => {
  it('confirms a fare no higher than paid and refunds the difference', () => {
    expect(fareOutcome(120_000, 120_000)).toEqual({ kind: 'confirmed', refund: 0 });
    expect(fareOutcome(100_000, 120_000)).toEqual({ kind: 'confirmed', refund: 20_000 });
  });

  it('asks for the difference of a higher fare, and for the whole fare of a request never paid', () => {
    expect(fareOutcome(150_000, 120_000)).toEqual({ kind: 'due', due: 30_000 });
    expect(fareOutcome(150_000, 0)).toEqual({ kind: 'due', due: 150_000 });
  });

  it('refuses a fare that is not a whole amount above zero', () => {
    for (const fare of [0, -1, 1.5, Number.NaN]) expect(() => fareOutcome(fare, 0)).toThrow(RangeError);
  });
});

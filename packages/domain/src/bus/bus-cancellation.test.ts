import { describe, expect, it } from 'vitest';
import { busRefund, isRefundableNow, refundPercent } from './bus-cancellation.ts';
import type { CancellationTier } from './bus-network.ts';

const tiers: CancellationTier[] = [
  { moreThanHours: 48, refundPercent: 90 },
  { moreThanHours: 12, refundPercent: 50 },
];
const departure = new Date('2031-03-10T14:00:00Z');
const hoursBefore = (hours: number) => new Date(departure.getTime() - hours * 3_600_000);

describe('a bus ticket’s cancellation by hours before departure', () => {
  it('gives back the tier’s share, the boundary hour in the lower tier', () => {
    expect(refundPercent(tiers, 49)).toBe(90);
    expect(refundPercent(tiers, 48)).toBe(50);
    expect(refundPercent(tiers, 12.5)).toBe(50);
    expect(refundPercent(tiers, 12)).toBe(0);
    expect(refundPercent([], 100)).toBe(0);
  });

  it('rounds the refund down to whole kyats and refuses once the coach has left', () => {
    expect(busRefund(tiers, { paid: 45_501, departure, now: hoursBefore(72) })).toEqual({ refund: 40_950, percent: 90 });
    expect(busRefund(tiers, { paid: 45_500, departure, now: hoursBefore(20) })).toEqual({ refund: 22_750, percent: 50 });
    expect(busRefund(tiers, { paid: 45_500, departure, now: hoursBefore(2) })).toEqual({ refund: 0, percent: 0 });
    expect(busRefund(tiers, { paid: 45_500, departure, now: departure })).toEqual({ refused: 'too_late' });
  });

  it('tags a ticket refundable while some of it would come back', () => {
    expect(isRefundableNow(tiers, departure, hoursBefore(13))).toBe(true);
    expect(isRefundableNow(tiers, departure, hoursBefore(11))).toBe(false);
  });
});

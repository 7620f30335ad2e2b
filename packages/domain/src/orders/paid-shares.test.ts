import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paidShares } from './paid-shares.ts';

describe('paidShares', () => {
  it('gives a lone item all that was paid, promotion or not', () => {
    expect(paidShares([250_000], 250_000)).toEqual([250_000]);
    expect(paidShares([250_000], 225_000)).toEqual([225_000]);
  });

  it('spreads a promotion over the items in proportion to their amounts', () => {
    expect(paidShares([300_000, 30_000], 330_000)).toEqual([300_000, 30_000]);
    expect(paidShares([300_000, 100_000], 360_000)).toEqual([270_000, 90_000]);
  });

  it('gives the odd kyats to the largest remainders, so the shares add up exactly', () => {
    expect(paidShares([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(paidShares([100, 100, 100], 100)).toEqual([34, 33, 33]);
  });

  it('adds up to what was paid and never gives an item more than its amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 6 }), fc.double({ min: 0, max: 1, noNaN: true }), (amounts, fraction) => {
        const total = amounts.reduce((sum, amount) => sum + amount, 0);
        const paid = Math.floor(total * fraction);
        const shares = paidShares(amounts, paid);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total > 0 ? paid : 0);
        shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(amounts[index]!));
      }),
    );
  });
});

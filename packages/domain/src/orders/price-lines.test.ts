import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '../booking/price-breakdown.ts';
import { amountOfLines, breakdownOfLines, linesOfBreakdown, type PriceLine } from './price-lines.ts';

const roundTrip = priceBreakdown({
  fares: [
    { taxIncluded: true, adult: { base: 150_000, discount: 5_000, tax: 20_000 }, child: { base: 110_000, discount: 0, tax: 15_000 } },
    { taxIncluded: false, adult: { base: 140_000, discount: 0, tax: 18_000 }, child: { base: 100_000, discount: 2_000, tax: 14_000 } },
  ],
  counts: { adult: 2, child: 1, infant: 0 },
});

describe('price lines', () => {
  it('give back the breakdown a product computed in the spec’s shape, line for line', () => {
    expect(breakdownOfLines([linesOfBreakdown(roundTrip)])).toEqual(roundTrip);
    expect(amountOfLines(linesOfBreakdown(roundTrip))).toBe(roundTrip.grandTotal);
  });

  it('show an insurance beside a flight as the breakdown’s insurance line, outside the total the promotion comes off', () => {
    const cover: PriceLine[] = [{ kind: 'insurance', amount: 12_000 }];
    const breakdown = breakdownOfLines([linesOfBreakdown(roundTrip), cover], 10_000);
    expect(breakdown).toMatchObject({ subTotal: roundTrip.subTotal, insurance: 12_000, total: roundTrip.total, promotion: 10_000, grandTotal: roundTrip.total - 10_000 + 12_000 });
    expect(amountOfLines(cover)).toBe(12_000);
  });

  it('add up every item’s lines of a kind, and take discounts off', () => {
    const stay: PriceLine[] = [
      { kind: 'fare', amount: 300_000 },
      { kind: 'discount', amount: 45_000 },
    ];
    expect(amountOfLines(stay)).toBe(255_000);
    expect(breakdownOfLines([stay, stay])).toEqual({
      subTotal: 600_000,
      airlineTaxes: 0,
      taxes: 0,
      convenienceFees: 0,
      discount: 90_000,
      promotion: 0,
      insurance: 0,
      total: 510_000,
      grandTotal: 510_000,
      currency: 'MMK',
    });
  });

  it('never let a promotion take the total below zero, nor count a negative one', () => {
    const small: PriceLine[] = [{ kind: 'fare', amount: 5_000 }];
    expect(breakdownOfLines([small], 8_000)).toMatchObject({ promotion: 5_000, grandTotal: 0 });
    expect(breakdownOfLines([small], -1)).toMatchObject({ promotion: 0, grandTotal: 5_000 });
  });

  it('refuse lines that are not whole MMK, of no known kind, or that cost less than nothing', () => {
    expect(() => amountOfLines([{ kind: 'fare', amount: 10.5 }])).toThrow(RangeError);
    expect(() => amountOfLines([{ kind: 'fare', amount: -1 }])).toThrow(RangeError);
    expect(() => amountOfLines([{ kind: 'tip' as never, amount: 1 }])).toThrow(RangeError);
    expect(() => amountOfLines([{ kind: 'discount', amount: 1 }])).toThrow(RangeError);
    expect(() => breakdownOfLines([[{ kind: 'discount', amount: 1 }]])).toThrow(RangeError);
  });

  it('leave out lines of nothing', () => {
    expect(linesOfBreakdown(breakdownOfLines([[{ kind: 'fare', amount: 1_000 }]]))).toEqual([{ kind: 'fare', amount: 1_000 }]);
  });
});

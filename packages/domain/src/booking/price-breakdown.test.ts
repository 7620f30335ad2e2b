import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CONVENIENCE_FEE_MMK, priceBreakdown, type DirectionFare, type FareAmounts } from './price-breakdown.ts';

const fare = (base: number, discount: number, tax: number): FareAmounts => ({ base, discount, tax });

const fareArb = (taxIncluded: boolean): fc.Arbitrary<FareAmounts> =>
  fc
    .record({ net: fc.integer({ min: 0, max: 5_000_000 }), tax: fc.integer({ min: 0, max: 1_000_000 }), share: fc.double({ min: 0, max: 1, noNaN: true }) })
    .map(({ net, tax, share }) => fare(taxIncluded ? net + tax : net, Math.floor(net * share), tax));

const directionArb: fc.Arbitrary<DirectionFare> = fc.boolean().chain((taxIncluded) =>
  fc.record({ taxIncluded: fc.constant(taxIncluded), adult: fareArb(taxIncluded), child: fareArb(taxIncluded), infant: fareArb(taxIncluded) }),
);

const inputArb = fc.record({
  fares: fc.array(directionArb, { minLength: 1, maxLength: 2 }),
  counts: fc.record({ adult: fc.integer({ min: 1, max: 9 }), child: fc.integer({ min: 0, max: 8 }), infant: fc.integer({ min: 0, max: 9 }) }),
  promotion: fc.integer({ min: 0, max: 100_000_000 }),
  insurance: fc.integer({ min: 0, max: 500_000 }),
});

describe('priceBreakdown (spec §3 price breakdown)', () => {
  it('for one adult without tax in the base: total is spec §5’s price (base − discount + tax) plus the fee', () => {
    fc.assert(
      fc.property(fareArb(false), (adult) => {
        const b = priceBreakdown({ fares: [{ taxIncluded: false, adult }], counts: { adult: 1, child: 0, infant: 0 } });
        expect(b.total).toBe(adult.base - adult.discount + adult.tax + CONVENIENCE_FEE_MMK);
        expect(b.grandTotal).toBe(b.total);
      }),
    );
  });

  it('for one adult with tax in the base: total is base − discount plus the fee, tax shown separately', () => {
    const b = priceBreakdown({ fares: [{ taxIncluded: true, adult: fare(120_000, 10_000, 20_000) }], counts: { adult: 1, child: 0, infant: 0 } });
    expect(b).toEqual({
      subTotal: 100_000,
      airlineTaxes: 20_000,
      taxes: 0,
      convenienceFees: 2_000,
      discount: 10_000,
      promotion: 0,
      insurance: 0,
      total: 112_000,
      grandTotal: 112_000,
      currency: 'MMK',
    });
  });

  it('adds every traveller of every direction, and charges the fee per adult and child ticket, not infants', () => {
    const outward: DirectionFare = { taxIncluded: false, adult: fare(100_000, 0, 10_000), child: fare(75_000, 0, 10_000), infant: fare(10_000, 0, 1_000) };
    const back: DirectionFare = { ...outward, adult: fare(90_000, 5_000, 10_000) };
    const b = priceBreakdown({ fares: [outward, back], counts: { adult: 2, child: 1, infant: 1 }, promotion: 3_000, insurance: 15_000 });
    expect(b.subTotal).toBe(2 * 100_000 + 75_000 + 10_000 + 2 * 90_000 + 75_000 + 10_000);
    expect(b.airlineTaxes).toBe(2 * (2 * 10_000 + 10_000 + 1_000));
    expect(b.discount).toBe(2 * 5_000);
    expect(b.convenienceFees).toBe(2 * 3 * CONVENIENCE_FEE_MMK);
    expect(b.total).toBe(b.subTotal + b.airlineTaxes + b.convenienceFees - b.discount);
    expect(b.grandTotal).toBe(b.total - 3_000 + 15_000);
  });

  it('grand total is always the sum of the lines, and never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = priceBreakdown(input);
        expect(b.total).toBe(b.subTotal + b.airlineTaxes + b.taxes + b.convenienceFees - b.discount);
        expect(b.grandTotal).toBe(b.total - b.promotion + b.insurance);
        expect(b.grandTotal).toBeGreaterThanOrEqual(0);
        expect(b.total).toBeGreaterThanOrEqual(0);
        for (const value of [b.subTotal, b.airlineTaxes, b.taxes, b.convenienceFees, b.discount, b.promotion, b.insurance, b.total, b.grandTotal]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('caps the promotion at the total, so a large promo code makes the booking free, not negative', () => {
    const b = priceBreakdown({ fares: [{ taxIncluded: false, adult: fare(50_000, 0, 0) }], counts: { adult: 1, child: 0, infant: 0 }, promotion: 1_000_000, insurance: 5_000 });
    expect(b.promotion).toBe(52_000);
    expect(b.grandTotal).toBe(5_000);
  });

  it('takes another convenience fee when given one', () => {
    const b = priceBreakdown({ fares: [{ taxIncluded: false, adult: fare(50_000, 0, 0) }], counts: { adult: 1, child: 0, infant: 0 }, convenienceFeePerTraveller: 0 });
    expect(b.total).toBe(50_000);
  });

  it('refuses amounts that are not whole non-negative MMK, a discount above the fare, and a missing fare', () => {
    const counts = { adult: 1, child: 0, infant: 0 };
    expect(() => priceBreakdown({ fares: [{ taxIncluded: false, adult: fare(100.5, 0, 0) }], counts })).toThrow(RangeError);
    expect(() => priceBreakdown({ fares: [{ taxIncluded: false, adult: fare(100, -1, 0) }], counts })).toThrow(RangeError);
    expect(() => priceBreakdown({ fares: [{ taxIncluded: false, adult: fare(100, 101, 0) }], counts })).toThrow(RangeError);
    expect(() => priceBreakdown({ fares: [{ taxIncluded: true, adult: fare(100, 0, 101) }], counts })).toThrow(RangeError);
    expect(() => priceBreakdown({ fares: [{ taxIncluded: true, adult: fare(100, 0, 0) }], counts: { ...counts, child: 1 } })).toThrow(RangeError);
    expect(() => priceBreakdown({ fares: [{ taxIncluded: true, adult: fare(100, 0, 0) }], counts, promotion: -5 })).toThrow(RangeError);
    expect(() => priceBreakdown({ fares: [{ taxIncluded: true, adult: fare(100, 0, 0) }], counts: { ...counts, adult: 1.5 } })).toThrow(RangeError);
  });
});

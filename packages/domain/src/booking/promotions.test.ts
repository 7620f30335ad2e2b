import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PRODUCT_TYPE_IDS } from '../constants.ts';
import {
  PROMOTION_MESSAGES,
  PROMOTION_REJECTIONS,
  findPromotion,
  normalizePromoCode,
  promoRejectionOf,
  promotedAmount,
  promotionAppliesTo,
  promotionCustomer,
  promotionDiscount,
  promotionRejectionMessage,
  type Promotion,
} from './promotions.ts';

const promo: Promotion = {
  code: 'SUMMER10',
  kind: 'percent',
  value: 10,
  minAmount: 100_000,
  maxDiscount: 20_000,
  validFrom: '2025-03-01T00:00:00+06:30',
  validTo: '2025-04-01T00:00:00+06:30',
  usageLimit: 100,
  used: 5,
  active: true,
};
const now = new Date('2025-03-10T05:00:00Z');

describe('normalizePromoCode and findPromotion', () => {
  it('trims and upper-cases what was typed', () => {
    expect(normalizePromoCode('  summer10 ')).toBe('SUMMER10');
    expect(findPromotion([promo], ' Summer10')).toBe(promo);
    expect(findPromotion([promo], 'WINTER')).toBeUndefined();
    expect(findPromotion([promo], '   ')).toBeUndefined();
  });
});

describe('promotionDiscount', () => {
  it('gives a percent of the amount, rounded down to whole MMK', () => {
    expect(promotionDiscount(promo, 123_456, now)).toEqual({ ok: true, discount: 12_345 });
  });

  it('caps a percent discount at maxDiscount', () => {
    expect(promotionDiscount(promo, 500_000, now)).toEqual({ ok: true, discount: 20_000 });
    expect(promotionDiscount({ ...promo, maxDiscount: null }, 500_000, now)).toEqual({ ok: true, discount: 50_000 });
  });

  it('gives a fixed amount, never more than the amount itself', () => {
    const fixed: Promotion = { ...promo, kind: 'fixed', value: 30_000, minAmount: 0 };
    expect(promotionDiscount(fixed, 100_000, now)).toEqual({ ok: true, discount: 30_000 });
    expect(promotionDiscount(fixed, 10_000, now)).toEqual({ ok: true, discount: 10_000 });
  });

  it('says why a code cannot be used', () => {
    expect(promotionDiscount(undefined, 200_000, now)).toEqual({ ok: false, reason: 'not_found' });
    expect(promotionDiscount({ ...promo, active: false }, 200_000, now)).toEqual({ ok: false, reason: 'inactive' });
    expect(promotionDiscount(promo, 200_000, new Date('2025-02-28T17:29:59Z'))).toEqual({ ok: false, reason: 'not_started' });
    expect(promotionDiscount(promo, 200_000, new Date('2025-02-28T17:30:00Z')).ok).toBe(true);
    expect(promotionDiscount(promo, 200_000, new Date('2025-03-31T17:30:00Z'))).toEqual({ ok: false, reason: 'expired' });
    expect(promotionDiscount({ ...promo, used: 100 }, 200_000, now)).toEqual({ ok: false, reason: 'used_up' });
    expect(promotionDiscount({ ...promo, usageLimit: null, used: 10_000 }, 200_000, now).ok).toBe(true);
    expect(promotionDiscount(promo, 99_999, now)).toEqual({ ok: false, reason: 'below_minimum' });
    expect(promotionDiscount(promo, 100_000, now)).toEqual({ ok: true, discount: 10_000 });
  });

  it('never gives a discount above the amount, below 0 or with a fraction', () => {
    const promoArb = fc.record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const),
      value: fc.integer({ min: 0, max: 10_000_000 }),
      maxDiscount: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    });
    fc.assert(
      fc.property(promoArb, fc.integer({ min: 0, max: 100_000_000 }), (p, amount) => {
        const result = promotionDiscount({ ...promo, ...p, value: p.kind === 'percent' ? p.value % 101 : p.value, minAmount: 0 }, amount, now);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(Number.isSafeInteger(result.discount)).toBe(true);
          expect(result.discount).toBeGreaterThanOrEqual(0);
          expect(result.discount).toBeLessThanOrEqual(amount);
        }
      }),
    );
  });

  it('refuses a fractional or negative amount', () => {
    expect(() => promotionDiscount(promo, 10.5, now)).toThrow(RangeError);
    expect(() => promotionDiscount(promo, -1, now)).toThrow(RangeError);
  });

  it('has a message per reason in English and Myanmar', () => {
    for (const reason of PROMOTION_REJECTIONS) {
      expect(PROMOTION_MESSAGES.en[reason]).toBeTruthy();
      expect(PROMOTION_MESSAGES.mm[reason]).toMatch(/[\u1000-\u109f]/);
    }
  });
});

describe('promotions for some products, and per customer (issue 19)', () => {
  const flights: Promotion = { ...promo, productTypes: [PRODUCT_TYPE_IDS.flight] };
  const flight = { productType: PRODUCT_TYPE_IDS.flight, amount: 150_000 };
  const stay = { productType: PRODUCT_TYPE_IDS.hotel, amount: 300_000 };

  it('applies to every product when it names none', () => {
    for (const productTypes of [undefined, null, []]) {
      expect(promotionAppliesTo({ productTypes }, PRODUCT_TYPE_IDS.hotel)).toBe(true);
      expect(promotedAmount({ productTypes }, [flight, stay])).toBe(450_000);
    }
    expect(promotionDiscount({ ...promo, maxDiscount: null }, [flight, stay], now)).toEqual({ ok: true, discount: 45_000 });
  });

  it('comes off the items of its products only: 10 % off flights takes nothing off a stay', () => {
    expect(promotionAppliesTo(flights, PRODUCT_TYPE_IDS.flight)).toBe(true);
    expect(promotionAppliesTo(flights, PRODUCT_TYPE_IDS.hotel)).toBe(false);
    expect(promotedAmount(flights, [flight, stay])).toBe(150_000);
    expect(promotionDiscount(flights, [flight, stay], now)).toEqual({ ok: true, discount: 15_000 });
    // A fixed amount is never more than the items it comes off.
    expect(promotionDiscount({ ...flights, kind: 'fixed', value: 200_000, minAmount: 0 }, [flight, stay], now)).toEqual({ ok: true, discount: 150_000 });
  });

  it('refuses an order with none of its products, and counts the minimum on its products only', () => {
    expect(promotedAmount(flights, [stay])).toBeNull();
    expect(promotionDiscount(flights, [stay], now)).toEqual({ ok: false, reason: 'wrong_product' });
    expect(promotionDiscount(flights, [], now)).toEqual({ ok: false, reason: 'wrong_product' });
    expect(promotionDiscount(flights, [{ ...flight, amount: 99_999 }, stay], now)).toEqual({ ok: false, reason: 'below_minimum' });
  });

  it('refuses a customer who already used it as often as one customer may, before the other checks they cannot fix', () => {
    const once: Promotion = { ...flights, perCustomerLimit: 1 };
    expect(promotionDiscount(once, [flight], now, 0)).toEqual({ ok: true, discount: 15_000 });
    expect(promotionDiscount(once, [flight], now, 1)).toEqual({ ok: false, reason: 'customer_limit' });
    expect(promotionDiscount(once, [stay], now, 1)).toEqual({ ok: false, reason: 'customer_limit' });
    expect(promotionDiscount({ ...once, used: 100 }, [flight], now, 1)).toEqual({ ok: false, reason: 'used_up' });
    expect(promotionDiscount({ ...once, perCustomerLimit: 3 }, [flight], now, 2).ok).toBe(true);
    expect(promotionDiscount({ ...once, perCustomerLimit: null }, [flight], now, 50).ok).toBe(true);
  });

  it('refuses a fractional or negative item amount', () => {
    expect(() => promotionDiscount(flights, [{ ...flight, amount: 0.5 }], now)).toThrow(RangeError);
    expect(() => promotionDiscount(flights, [stay, { ...flight, amount: -1 }], now)).toThrow(RangeError);
  });

  it('counts a signed-in customer by account, a guest by contact email in any case', () => {
    expect(promotionCustomer({ userId: 'U123', contactEmail: 'aung@example.com' })).toBe('user:U123');
    expect(promotionCustomer({ userId: null, contactEmail: ' Aung@Example.COM ' })).toBe('email:aung@example.com');
    expect(promotionCustomer({ userId: null, contactEmail: 'aung@example.com' })).toBe(promotionCustomer({ userId: null, contactEmail: 'AUNG@example.com' }));
  });
});

describe('a refused code, as the payment page shows it (issue 11)', () => {
  it('an expired code is refused with a message in both languages, and gives no discount', () => {
    const after = new Date('2025-04-01T00:00:00+06:30');
    expect(promotionDiscount(promo, 200_000, after)).toEqual({ ok: false, reason: 'expired' });
    expect(promotionRejectionMessage('expired', 'en')).toBe('This promo code has expired.');
    expect(promotionRejectionMessage('expired', 'mm')).toBe(PROMOTION_MESSAGES.mm.expired);
    for (const reason of PROMOTION_REJECTIONS) {
      expect(promotionRejectionMessage(reason, 'en')).not.toBe('');
      expect(promotionRejectionMessage(reason, 'mm')).toMatch(/[\u1000-\u109F]/);
    }
  });

  it('reads a makepayment field error for the promo code, and nothing else', () => {
    expect(promoRejectionOf('data.promoCode', 'used_up')).toBe('used_up');
    expect(promoRejectionOf('body.promoCode', 'expired')).toBe('expired');
    // An unknown reason from a newer api is still a refusal of the code.
    expect(promoRejectionOf('data.promoCode', 'something_new')).toBe('not_found');
    expect(promoRejectionOf('body.subCategoryId', 'required')).toBeNull();
    expect(promoRejectionOf(null, null)).toBeNull();
  });
});

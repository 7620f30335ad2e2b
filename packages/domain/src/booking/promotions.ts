/**
 * Promo codes (spec §3 payment selection "promoCode", price breakdown "promotion"). The discount is
 * computed here so the payment page preview and the api's charge are the same number.
 */
import type { Language } from '../settings.ts';

export interface Promotion {
  /** Stored normalised (see {@link normalizePromoCode}). */
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** Percent 0..100 for 'percent', whole MMK for 'fixed'. */
  readonly value: number;
  /** The booking amount (MMK) must be at least this. */
  readonly minAmount: number;
  /** Largest discount a percent promotion gives, in MMK; null or absent for no cap. */
  readonly maxDiscount?: number | null;
  /** ISO instants; valid from `validFrom` inclusive until `validTo` exclusive. */
  readonly validFrom: string;
  readonly validTo: string;
  /** How many bookings may use it in total; null for no limit. */
  readonly usageLimit: number | null;
  readonly used: number;
  /** How many bookings one customer ({@link promotionCustomer}) may use it on; null or absent for no limit. */
  readonly perCustomerLimit?: number | null;
  /** Spec §3 product type ids (PRODUCT_TYPE_IDS) it comes off; null, absent or empty for every product. */
  readonly productTypes?: readonly number[] | null;
  readonly active: boolean;
}

/** One item of an order as a promotion sees it: its product and the amount (MMK) a promotion may come off. */
export interface PromotionItem {
  readonly productType: number;
  readonly amount: number;
}

export const PROMOTION_REJECTIONS = ['not_found', 'inactive', 'not_started', 'expired', 'used_up', 'customer_limit', 'wrong_product', 'below_minimum'] as const;
export type PromotionRejection = (typeof PROMOTION_REJECTIONS)[number];

export type PromotionResult = { readonly ok: true; readonly discount: number } | { readonly ok: false; readonly reason: PromotionRejection };

/**
 * Codes are typed by hand from SMS and posters: surrounding spaces are dropped and case does not
 * matter ("  summer25 " is SUMMER25).
 */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The promotion with this code (compared normalised), or undefined. */
export function findPromotion<P extends Promotion>(promotions: readonly P[], code: string): P | undefined {
  const wanted = normalizePromoCode(code);
  if (wanted === '') return undefined;
  return promotions.find((promo) => normalizePromoCode(promo.code) === wanted);
}

/**
 * Who a per-customer limit counts (decision 027): the signed-in account that placed the order, else the
 * order's contact email, lowercased (a guest typing "Aung@Example.com" is aung@example.com).
 */
export function promotionCustomer(order: { readonly userId: string | null; readonly contactEmail: string }): string {
  return order.userId ? `user:${order.userId}` : `email:${order.contactEmail.trim().toLowerCase()}`;
}

/** Whether a promotion comes off items of this product (spec §3 product type id). */
export function promotionAppliesTo(promo: Pick<Promotion, 'productTypes'>, productType: number): boolean {
  return !promo.productTypes || promo.productTypes.length === 0 || promo.productTypes.includes(productType);
}

/**
 * The amount a promotion may come off: the amounts of the items of its products ("10 % off flights"
 * takes nothing off a stay booked beside the flight), or null when the order has none of them.
 */
export function promotedAmount(promo: Pick<Promotion, 'productTypes'>, items: readonly PromotionItem[]): number | null {
  const promoted = items.filter((item) => promotionAppliesTo(promo, item.productType));
  return promoted.length === 0 ? null : promoted.reduce((sum, item) => sum + item.amount, 0);
}

function instant(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`invalid promotion instant "${iso}"`);
  return time;
}

/**
 * The discount a promotion gives on an order at `now`, or why it cannot be used. `order` is its items
 * (the discount comes off those of the promotion's products only), or one amount that it all applies
 * to; `usedByCustomer` is how many other bookings of the same customer hold a use of it.
 * Checks in the order a customer can act on: a switched-off code, then dates, the usage limit, the
 * customer's own limit, the products, and last the minimum amount (of the promotion's products; the
 * only one they can fix by adding travellers). A percent discount is rounded down to whole MMK (we
 * never give away a fraction the airline will not) and capped by `maxDiscount`; no discount is ever
 * larger than the amount it comes off.
 * @throws RangeError when an amount is not a whole MMK amount ≥ 0 or an instant is invalid.
 */
export function promotionDiscount(promo: Promotion | null | undefined, order: number | readonly PromotionItem[], now: Date, usedByCustomer = 0): PromotionResult {
  const items = typeof order === 'number' ? null : order;
  for (const amount of items ? items.map((item) => item.amount) : [order as number]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be whole MMK ≥ 0, got ${amount}`);
  }
  if (!promo) return { ok: false, reason: 'not_found' };
  if (!promo.active) return { ok: false, reason: 'inactive' };
  const time = now.getTime();
  if (time < instant(promo.validFrom)) return { ok: false, reason: 'not_started' };
  if (time >= instant(promo.validTo)) return { ok: false, reason: 'expired' };
  if (promo.usageLimit !== null && promo.used >= promo.usageLimit) return { ok: false, reason: 'used_up' };
  if (promo.perCustomerLimit != null && usedByCustomer >= promo.perCustomerLimit) return { ok: false, reason: 'customer_limit' };
  const amount = items ? promotedAmount(promo, items) : (order as number);
  if (amount === null) return { ok: false, reason: 'wrong_product' };
  if (amount < promo.minAmount) return { ok: false, reason: 'below_minimum' };

  let discount =
    promo.kind === 'percent'
      ? Math.floor((amount * Math.min(Math.max(promo.value, 0), 100)) / 100)
      : Math.max(Math.floor(promo.value), 0);
  if (promo.kind === 'percent' && promo.maxDiscount != null) discount = Math.min(discount, promo.maxDiscount);
  return { ok: true, discount: Math.min(discount, amount) };
}

export const PROMOTION_MESSAGES: Readonly<Record<Language, Readonly<Record<PromotionRejection, string>>>> = {
  en: {
    not_found: 'This promo code does not exist. Please check the spelling.',
    inactive: 'This promo code is no longer available.',
    not_started: 'This promo code cannot be used yet.',
    expired: 'This promo code has expired.',
    used_up: 'This promo code has been fully used.',
    customer_limit: 'You have already used this promo code as many times as one customer may.',
    wrong_product: 'This promo code is for other products: it takes nothing off this booking.',
    below_minimum: 'The booking amount is below the minimum for this promo code.',
  },
  mm: {
    not_found: 'ဤပရိုမိုကုဒ် မရှိပါ။ စာလုံးပေါင်းကို စစ်ဆေးပါ။',
    inactive: 'ဤပရိုမိုကုဒ်ကို အသုံးပြု၍ မရတော့ပါ။',
    not_started: 'ဤပရိုမိုကုဒ်ကို မသုံးနိုင်သေးပါ။',
    expired: 'ဤပရိုမိုကုဒ် သက်တမ်းကုန်သွားပါပြီ။',
    used_up: 'ဤပရိုမိုကုဒ်ကို အသုံးပြုနိုင်သည့် အကြိမ်ရေ ပြည့်သွားပါပြီ။',
    customer_limit: 'ဤပရိုမိုကုဒ်ကို ဖောက်သည်တစ်ဦး အသုံးပြုနိုင်သည့် အကြိမ်ရေအတိုင်း သင် အသုံးပြုပြီးပါပြီ။',
    wrong_product: 'ဤပရိုမိုကုဒ်သည် အခြားဝန်ဆောင်မှုများအတွက်သာ ဖြစ်သဖြင့် ဤဘိုကင်တွင် မည်သည့်ငွေမျှ လျှော့မပေးပါ။',
    below_minimum: 'ဘိုကင်ကျသင့်ငွေသည် ဤပရိုမိုကုဒ်အတွက် အနည်းဆုံးပမာဏ မပြည့်ပါ။',
  },
};

/**
 * What the customer reads beside the promo field when a code is refused. The booking stays payable at
 * its price without the code, so the message only says why the code does not apply.
 */
export function promotionRejectionMessage(reason: PromotionRejection, language: Language): string {
  return PROMOTION_MESSAGES[language][reason];
}

/** Whether a makepayment field error names the promo code (`data.promoCode` or `body.promoCode`), with its reason. */
export function promoRejectionOf(field: string | null | undefined, reason: string | null | undefined): PromotionRejection | null {
  if (!field || !/^(data|body)\.promoCode$/.test(field)) return null;
  return (PROMOTION_REJECTIONS as readonly string[]).includes(reason ?? '') ? (reason as PromotionRejection) : 'not_found';
}

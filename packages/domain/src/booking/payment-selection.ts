/**
 * Payment selection on the payment page (spec §3 "Payment selection: selectedPaymentCategoryId,
 * selectedPaymentSubCategoryId, flightCashOnDeliveryInfo, walletCurrency (default MMK), promoCode";
 * §4 "Choosing a payment sub-category other than empty or 19 clears saved cash-on-delivery info";
 * §9 payment windows).
 */
import {
  CASH_ON_DELIVERY_CONTACT_HOURS,
  CASH_ON_DELIVERY_SUB_CATEGORY_ID,
  DEFAULT_WALLET_CURRENCY,
  PAY_AT_SHOP_HOURS,
  PAYMENT_WINDOW_MINUTES,
} from '../constants.ts';

/** The payment categories (spec §1 payment methods) as we number them. */
/** 6 is an agent's credit with us (decision 034): offered only to an agent, or a sub-agent of one, with a credit limit. */
/** 7 is the partner wallet app we are opened in as a mini-app (decision 041): offered only in its session. */
export const PAYMENT_CATEGORY = { wallet: 1, card: 2, mobileWallet: 3, payAtShop: 4, cashOnDelivery: 5, agentCredit: 6, partnerWallet: 7 } as const;
export type PaymentMethod = keyof typeof PAYMENT_CATEGORY;

/**
 * Payment sub-categories. 19 is cash on delivery as spec §9 fixes it; 10 is the member's wallet; 20 an
 * agent's credit; the others are our sandbox gateways (Visa/Master and MPU cards, a KBZPay-style mobile
 * wallet) and the partner-shop code.
 */
export const PAYMENT_SUB_CATEGORY = {
  wallet: 10,
  visaMaster: 11,
  mpu: 12,
  mobileWallet: 15,
  payAtShop: 17,
  cashOnDelivery: CASH_ON_DELIVERY_SUB_CATEGORY_ID,
  agentCredit: 20,
  partnerWallet: 21,
} as const;

/** The method each sub-category belongs to. */
export const SUB_CATEGORY_METHOD: Readonly<Record<number, PaymentMethod>> = {
  [PAYMENT_SUB_CATEGORY.wallet]: 'wallet',
  [PAYMENT_SUB_CATEGORY.visaMaster]: 'card',
  [PAYMENT_SUB_CATEGORY.mpu]: 'card',
  [PAYMENT_SUB_CATEGORY.mobileWallet]: 'mobileWallet',
  [PAYMENT_SUB_CATEGORY.payAtShop]: 'payAtShop',
  [PAYMENT_SUB_CATEGORY.cashOnDelivery]: 'cashOnDelivery',
  [PAYMENT_SUB_CATEGORY.agentCredit]: 'agentCredit',
  [PAYMENT_SUB_CATEGORY.partnerWallet]: 'partnerWallet',
};

/** The method of a category id, or null for an unknown id. */
export function paymentMethodOfCategory(categoryId: number): PaymentMethod | null {
  const entry = Object.entries(PAYMENT_CATEGORY).find(([, id]) => id === categoryId);
  return entry ? (entry[0] as PaymentMethod) : null;
}

/** Where and when the team collects a cash-on-delivery payment. */
export interface CashOnDeliveryInfo {
  readonly address: string;
  readonly township: string;
  readonly city: string;
  readonly note?: string;
}

export interface PaymentSelection {
  readonly selectedPaymentCategoryId: number | null;
  readonly selectedPaymentSubCategoryId: number | null;
  readonly flightCashOnDeliveryInfo: CashOnDeliveryInfo | null;
  readonly walletCurrency: 'MMK' | 'USD';
  readonly promoCode: string;
}

/** Spec §3: nothing chosen, wallet currency MMK, no promo code. */
export const INITIAL_PAYMENT_SELECTION: PaymentSelection = {
  selectedPaymentCategoryId: null,
  selectedPaymentSubCategoryId: null,
  flightCashOnDeliveryInfo: null,
  walletCurrency: DEFAULT_WALLET_CURRENCY,
  promoCode: '',
};

function readSubCategory(id: number | string | null): number | null {
  if (id === null || id === '') return null;
  const value = typeof id === 'number' ? id : Number(id.trim());
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`invalid payment sub-category "${id}"`);
  return value;
}

/**
 * Spec §4: choosing a sub-category other than empty or 19 (cash on delivery) clears the saved
 * cash-on-delivery details — the customer left cash on delivery, and a stale address must not travel
 * with a card payment. Choosing 19 or clearing the choice keeps them, so switching back does not make
 * the customer type the address again. A known sub-category also selects its category.
 * Accepts the value of a <select> ('' for empty, '19').
 * @throws RangeError for an id that is not a positive whole number.
 */
export function selectPaymentSubCategory(state: PaymentSelection, id: number | string | null): PaymentSelection {
  const subCategory = readSubCategory(id);
  const method = subCategory === null ? undefined : SUB_CATEGORY_METHOD[subCategory];
  const keepsCashOnDelivery = subCategory === null || subCategory === CASH_ON_DELIVERY_SUB_CATEGORY_ID;
  return {
    ...state,
    selectedPaymentSubCategoryId: subCategory,
    selectedPaymentCategoryId: method ? PAYMENT_CATEGORY[method] : state.selectedPaymentCategoryId,
    flightCashOnDeliveryInfo: keepsCashOnDelivery ? state.flightCashOnDeliveryInfo : null,
  };
}

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** How long after placing the order each method may take to pay (spec §1, §9; design §6). */
export const PAYMENT_WINDOW_MS: Readonly<Record<PaymentMethod, number>> = {
  /** Spec §9 "within 15 minutes (card and online)": the seats are held only that long. */
  wallet: PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE,
  card: PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE,
  mobileWallet: PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE,
  /** Spec §1/§9 "pay at a partner shop (within 24 hours)". */
  payAtShop: PAY_AT_SHOP_HOURS * MS_PER_HOUR,
  /** Spec §9 "cash on delivery contact within 2 to 24 hours": the hold lasts the latest contact time. */
  cashOnDelivery: CASH_ON_DELIVERY_CONTACT_HOURS.max * MS_PER_HOUR,
  /** Paid at once, like the wallet: within the order's own 15 minutes. */
  agentCredit: PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE,
  /** Paid inside the wallet app within the order's own 15 minutes, as a card is. */
  partnerWallet: PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE,
};

/**
 * When the hold lapses if the money has not arrived: 15 minutes for card, mobile wallet and wallet;
 * 24 hours for pay at shop and cash on delivery.
 * @throws RangeError when `placedAt` is an invalid Date.
 */
export function paymentDeadline(method: PaymentMethod, placedAt: Date): Date {
  const time = placedAt.getTime();
  if (Number.isNaN(time)) throw new RangeError('placedAt is an invalid Date');
  return new Date(time + PAYMENT_WINDOW_MS[method]);
}

/**
 * Why a payment did not go through, as its provider reported it: the bank declined the card, the
 * customer cancelled on the provider's page (or rejected in the wallet app), the provider's page timed
 * out, or any other failure. Only 'paid' takes money, so none of these charged the customer.
 */
export const PAYMENT_FAILURE_REASONS = ['declined', 'cancelled', 'expired', 'failed'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** A stored or reported reason as one we know; anything else (older payments, other providers) is plain 'failed'. */
export function paymentFailureReason(value: unknown): PaymentFailureReason {
  return (PAYMENT_FAILURE_REASONS as readonly unknown[]).includes(value) ? (value as PaymentFailureReason) : 'failed';
}

/**
 * Whether the customer may try paying this order again, with any method (issue 11 "paying never
 * dead-ends"): the order is still held for them, its hold has not ended, and no payment is under way or
 * paid (the last attempt failed, or none was started). A pending payment is not offered a second one
 * here: it settles by itself within minutes, and a second payment would only have to be refunded.
 */
export function canRetryPayment(
  order: { readonly status: string; readonly paymentStatus: string; readonly holdExpiresAt: string | null },
  now: Date,
): boolean {
  if (order.status !== 'held' || !order.holdExpiresAt) return false;
  if (order.paymentStatus !== 'failed' && order.paymentStatus !== 'none') return false;
  const endsAt = Date.parse(order.holdExpiresAt);
  return !Number.isNaN(endsAt) && endsAt > now.getTime();
}

/**
 * The rules of the console's business settings (issue 20 item 4): exchange rates effective from a time,
 * promotion codes, and site alerts. Pure, so the api refuses exactly what the console's forms explain.
 */
import { PRODUCT_TYPE_IDS } from '../constants.ts';
import { normalizePromoCode } from '../booking/promotions.ts';

// ------------------------------------------------------------------------------------ exchange rates

/** The pairs an employee publishes (spec §3 app settings: exchangeRateUSDtoMMK, exchangeRateMMKtoUSD). */
export const RATE_PAIRS = ['USD_MMK', 'MMK_USD'] as const;
export type RatePair = (typeof RATE_PAIRS)[number];

export function currenciesOf(pair: RatePair): { originCurrency: 'USD' | 'MMK'; convertCurrency: 'USD' | 'MMK' } {
  return pair === 'USD_MMK' ? { originCurrency: 'USD', convertCurrency: 'MMK' } : { originCurrency: 'MMK', convertCurrency: 'USD' };
}

/**
 * How far a rate may be from any the kyat has had (about 1,300 to 4,500 MMK a dollar since 2012): wide
 * enough for a crisis, narrow enough that a slip of the decimal point or a rate typed in the wrong
 * direction (0.00022 for USD→MMK) is refused rather than repricing every fare on the site.
 */
export const RATE_BOUNDS: Readonly<Record<RatePair, { min: number; max: number }>> = {
  USD_MMK: { min: 100, max: 100_000 },
  MMK_USD: { min: 0.00001, max: 0.01 },
};

/** The column keeps 10 decimals; more would be silently cut. */
export const RATE_DECIMALS = 10;

/** A rate may start at most this far ahead: a date further out is almost surely a typo. */
export const RATE_MAX_LEAD_DAYS = 90;

/**
 * "Now" on the employee's screen and on the server differ by the form's round trip; an effective time
 * up to this much in the past counts as now rather than as rewriting history.
 */
export const RATE_PAST_SLACK_MS = 5 * 60_000;

export type RateProblem = 'not_a_number' | 'not_positive' | 'too_precise' | 'out_of_bounds';

/** Why a rate typed for `pair` cannot be published, or null. The rate is the text typed (a decimal). */
export function rateProblem(pair: RatePair, typed: string): RateProblem | null {
  const text = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return /^-/.test(text) ? 'not_positive' : 'not_a_number';
  const value = Number(text);
  if (!(value > 0)) return 'not_positive';
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > RATE_DECIMALS) return 'too_precise';
  const { min, max } = RATE_BOUNDS[pair];
  if (value < min || value > max) return 'out_of_bounds';
  return null;
}

export type EffectiveProblem = 'in_past' | 'too_far';

/**
 * A new rate starts now or later, never earlier: history is not edited (an order keeps the rate that
 * was in force when it was priced). The effective time used: `requested` when given, else `now`; a
 * time within {@link RATE_PAST_SLACK_MS} before `now` is taken as now.
 */
export function effectiveFrom(requested: Date | null, now: Date): { at: Date } | { problem: EffectiveProblem } {
  if (!requested) return { at: now };
  const time = requested.getTime();
  if (time < now.getTime() - RATE_PAST_SLACK_MS) return { problem: 'in_past' };
  if (time > now.getTime() + RATE_MAX_LEAD_DAYS * 86_400_000) return { problem: 'too_far' };
  return { at: time < now.getTime() ? now : requested };
}

// ---------------------------------------------------------------------------------------- promotions

/** Spec §3 product type ids a promotion may be limited to. */
export const PROMOTION_PRODUCT_TYPES: readonly number[] = Object.values(PRODUCT_TYPE_IDS);

/** Largest fixed discount, minimum or cap (MMK): ten million, above any booking sold here. */
export const PROMOTION_MAX_AMOUNT = 10_000_000;
/** Largest total or per-customer limit. */
export const PROMOTION_MAX_USES = 1_000_000;
/** Letters and digits, with - or _ inside, 3 to 32 long once normalised: typed by hand from SMS and posters. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9_-]{1,30})[A-Z0-9]$/;

export interface PromotionDraft {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minAmount: number;
  maxDiscount: number | null;
  validFrom: Date;
  validTo: Date;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  productTypes: readonly number[];
  descriptionEn: string;
  descriptionMy: string;
}

export type PromotionField = keyof PromotionDraft;
export type PromotionProblem =
  | 'code_spelling'
  | 'percent_range'
  | 'fixed_range'
  | 'amount_range'
  | 'cap_for_percent_only'
  | 'to_before_from'
  | 'limit_range'
  | 'limit_below_used'
  | 'unknown_product'
  | 'description_missing';

/** The code as stored: trimmed and upper case, the way customers' codes are compared. */
export const promoCodeOf = normalizePromoCode;

const wholeIn = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * Every problem of a promotion as typed, by field (empty when it may be saved). `used` is how many
 * orders already hold a use of it (editing never lowers the total limit below that, nor resets it).
 */
export function promotionProblems(draft: PromotionDraft, used = 0): { field: PromotionField; problem: PromotionProblem }[] {
  const problems: { field: PromotionField; problem: PromotionProblem }[] = [];
  if (!PROMO_CODE_PATTERN.test(promoCodeOf(draft.code))) problems.push({ field: 'code', problem: 'code_spelling' });
  if (draft.kind === 'percent' && !wholeIn(draft.value, 1, 100)) problems.push({ field: 'value', problem: 'percent_range' });
  if (draft.kind === 'fixed' && !wholeIn(draft.value, 1, PROMOTION_MAX_AMOUNT)) problems.push({ field: 'value', problem: 'fixed_range' });
  if (!wholeIn(draft.minAmount, 0, PROMOTION_MAX_AMOUNT)) problems.push({ field: 'minAmount', problem: 'amount_range' });
  if (draft.maxDiscount !== null) {
    if (draft.kind !== 'percent') problems.push({ field: 'maxDiscount', problem: 'cap_for_percent_only' });
    else if (!wholeIn(draft.maxDiscount, 1, PROMOTION_MAX_AMOUNT)) problems.push({ field: 'maxDiscount', problem: 'amount_range' });
  }
  if (!(draft.validTo.getTime() > draft.validFrom.getTime())) problems.push({ field: 'validTo', problem: 'to_before_from' });
  if (draft.usageLimit !== null) {
    if (!wholeIn(draft.usageLimit, 1, PROMOTION_MAX_USES)) problems.push({ field: 'usageLimit', problem: 'limit_range' });
    else if (draft.usageLimit < used) problems.push({ field: 'usageLimit', problem: 'limit_below_used' });
  }
  if (draft.perCustomerLimit !== null && !wholeIn(draft.perCustomerLimit, 1, PROMOTION_MAX_USES)) problems.push({ field: 'perCustomerLimit', problem: 'limit_range' });
  if (draft.productTypes.some((type) => !PROMOTION_PRODUCT_TYPES.includes(type))) problems.push({ field: 'productTypes', problem: 'unknown_product' });
  if (draft.descriptionEn.trim() === '') problems.push({ field: 'descriptionEn', problem: 'description_missing' });
  if (draft.descriptionMy.trim() === '') problems.push({ field: 'descriptionMy', problem: 'description_missing' });
  return problems;
}

export type PromotionState = 'scheduled' | 'running' | 'used_up' | 'expired' | 'ended';

/** Where a promotion stands at `now`, for the console's list. */
export function promotionState(promo: { active: boolean; validFrom: Date; validTo: Date; usageLimit: number | null; used: number }, now: Date): PromotionState {
  if (!promo.active) return 'ended';
  if (now.getTime() >= promo.validTo.getTime()) return 'expired';
  if (promo.usageLimit !== null && promo.used >= promo.usageLimit) return 'used_up';
  if (now.getTime() < promo.validFrom.getTime()) return 'scheduled';
  return 'running';
}

// -------------------------------------------------------------------------------------------- alerts

/** Spec §3 content feeds: announcement alerts for flight and hotel; 'all' shows on both. */
export const ALERT_SCOPES = ['all', 'flight', 'hotel'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

export const ALERT_TITLE_MAX = 120;
export const ALERT_INFO_MAX = 600;

export interface AlertWindow {
  startsAt: Date;
  endsAt: Date;
}

/** Why an alert's window cannot be saved, or null: it must end after it starts. */
export function alertWindowProblem(window: AlertWindow): 'to_before_from' | null {
  return window.endsAt.getTime() > window.startsAt.getTime() ? null : 'to_before_from';
}

/** Whether an alert shows at `now`: from its start inclusive to its end exclusive. */
export function alertIsActive(window: AlertWindow, now: Date): boolean {
  return window.startsAt.getTime() <= now.getTime() && now.getTime() < window.endsAt.getTime();
}

/** Whether an alert of `scope` belongs on a product's pages. */
export function alertShowsOn(scope: AlertScope, product: 'flight' | 'hotel'): boolean {
  return scope === 'all' || scope === product;
}

export function isAlertScope(value: unknown): value is AlertScope {
  return typeof value === 'string' && (ALERT_SCOPES as readonly string[]).includes(value);
}

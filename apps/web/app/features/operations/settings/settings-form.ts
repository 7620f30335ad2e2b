/**
 * The console's business-settings forms (issue 20 item 4), read on the server from what the browser
 * posted: Yangon wall-clock times, whole numbers typed with Myanmar or Latin digits and separators, and
 * the promotion and alert forms turned into the api's bodies, each problem named by its field with the
 * catalogue's words for it. Pure, so it is tested with plain values.
 */
import type { AlertRequest, EditPromotionRequest } from '@thwa/domain/contracts/operations-settings';
import { toLatinDigits } from '@thwa/domain/money';
import { ALERT_SCOPES, PROMOTION_PRODUCT_TYPES, promotionProblems, type AlertScope, type PromotionField } from '@thwa/domain/operations/business-settings';
import { ALERT_TYPES, type AlertType } from '@thwa/domain/alerts';
import type { OpsKey } from '../../../i18n/ops.en.ts';

/** Asia/Yangon has no daylight saving: always UTC+06:30. */
const YANGON_OFFSET_MS = 390 * 60_000;

/** A `datetime-local` value ("2026-12-01T09:30"), read as Yangon time, as an ISO instant; null if it is not one. */
export function yangonInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(toLatinDigits(value.trim()));
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - YANGON_OFFSET_MS).toISOString();
}

/** An instant as a `datetime-local` value in Yangon time, to fill a form. */
export function isoToYangonInput(iso: string): string {
  return new Date(Date.parse(iso) + YANGON_OFFSET_MS).toISOString().slice(0, 16);
}

/** A whole number as typed (Myanmar digits, thousands separators); '' is null; anything else undefined. */
export function readWholeNumber(text: string): number | null | undefined {
  const digits = toLatinDigits(text).replace(/[\s,]/g, '');
  if (digits === '') return null;
  return /^\d{1,12}$/.test(digits) ? Number(digits) : undefined;
}

type Form = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };
const text = (form: Form, name: string) => String(form.get(name) ?? '').trim();

export type FormResult<B, F extends string> = { ok: true; body: B } | { ok: false; errors: Partial<Record<F, OpsKey>> };

export const PROMOTION_FORM_FIELDS = ['code', 'kind', 'value', 'minAmount', 'maxDiscount', 'validFrom', 'validTo', 'usageLimit', 'perCustomerLimit', 'productTypes', 'descriptionEn', 'descriptionMy'] as const;
export type PromotionFormField = (typeof PROMOTION_FORM_FIELDS)[number];

/** The promotion form as the api's body, or each field's problem. `used` keeps the total limit above the uses taken. */
export function readPromotionForm(form: Form, used = 0): FormResult<EditPromotionRequest & { code: string }, PromotionFormField> {
  const errors: Partial<Record<PromotionFormField, OpsKey>> = {};
  const whole = (name: 'value' | 'minAmount' | 'maxDiscount' | 'usageLimit' | 'perCustomerLimit', required: boolean) => {
    const value = readWholeNumber(text(form, name));
    if (value === undefined || (required && value === null)) errors[name] = 'ops.promotions.problem.number';
    return value ?? null;
  };
  const time = (name: 'validFrom' | 'validTo') => {
    const iso = yangonInputToIso(text(form, name));
    if (!iso) errors[name] = 'ops.promotions.problem.time';
    return iso;
  };
  const kind = text(form, 'kind') === 'fixed' ? 'fixed' : 'percent';
  const value = whole('value', true);
  const minAmount = whole('minAmount', false);
  const maxDiscount = whole('maxDiscount', false);
  const usageLimit = whole('usageLimit', false);
  const perCustomerLimit = whole('perCustomerLimit', false);
  const validFrom = time('validFrom');
  const validTo = time('validTo');
  const productTypes = form.getAll('productTypes').map((entry) => Number(entry));
  const body = {
    code: text(form, 'code'),
    kind,
    value: value ?? 0,
    minAmount: minAmount ?? 0,
    maxDiscount,
    validFrom: validFrom ?? '',
    validTo: validTo ?? '',
    usageLimit,
    perCustomerLimit,
    productTypes: productTypes.filter((type) => PROMOTION_PRODUCT_TYPES.includes(type)),
    descriptionEn: text(form, 'descriptionEn'),
    descriptionMy: text(form, 'descriptionMy'),
  } satisfies EditPromotionRequest & { code: string };
  if (productTypes.length !== body.productTypes.length) errors.productTypes = 'ops.promotions.problem.unknown_product';
  if (validFrom && validTo) {
    for (const problem of promotionProblems({ ...body, validFrom: new Date(validFrom), validTo: new Date(validTo) }, used)) {
      const field: PromotionField = problem.field;
      errors[field] ??= `ops.promotions.problem.${problem.problem}`;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

export const ALERT_FORM_FIELDS = ['type', 'scope', 'titleEn', 'titleMy', 'infoEn', 'infoMy', 'startsAt', 'endsAt'] as const;
export type AlertFormField = (typeof ALERT_FORM_FIELDS)[number];

/** The alert form as the api's body, or each field's problem. */
export function readAlertForm(form: Form): FormResult<AlertRequest, AlertFormField> {
  const errors: Partial<Record<AlertFormField, OpsKey>> = {};
  const type = text(form, 'type');
  const scope = text(form, 'scope');
  const words = { titleEn: text(form, 'titleEn'), titleMy: text(form, 'titleMy'), infoEn: text(form, 'infoEn'), infoMy: text(form, 'infoMy') };
  for (const [name, value] of Object.entries(words) as [keyof typeof words, string][]) if (value === '') errors[name] = 'ops.content.alerts.problem.required';
  const startsAt = yangonInputToIso(text(form, 'startsAt'));
  const endsAt = yangonInputToIso(text(form, 'endsAt'));
  if (!startsAt) errors.startsAt = 'ops.content.alerts.problem.time';
  if (!endsAt) errors.endsAt = 'ops.content.alerts.problem.time';
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = 'ops.content.alerts.problem.to_before_from';
  const body: AlertRequest = {
    type: (ALERT_TYPES as readonly string[]).includes(type) ? (type as AlertType) : 'warning',
    scope: (ALERT_SCOPES as readonly string[]).includes(scope) ? (scope as AlertScope) : 'all',
    ...words,
    startsAt: startsAt ?? '',
    endsAt: endsAt ?? '',
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

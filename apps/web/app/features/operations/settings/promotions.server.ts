import { data, redirect, type RouterContextProvider } from 'react-router';
import type { OpsPromotion, OpsPromotionsResponse } from '@thwa/domain/contracts/operations-settings';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { groupDigits } from '@thwa/domain/money';
import { promoCodeOf } from '@thwa/domain/operations/business-settings';
import type { Language } from '@thwa/domain/settings';
import type { OpsKey } from '../../../i18n/ops.en.ts';
import { requireConsoleActor, type T } from '../console-session.server.ts';
import { isoToYangonInput, readPromotionForm, type PromotionFormField } from './settings-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface PromotionRowView {
  code: string;
  state: OpsPromotion['state'];
  valueText: string;
  capText: string | null;
  minimumText: string;
  windowText: string;
  usesText: string;
  perCustomerText: string | null;
  productsText: string;
  endable: boolean;
}

/** The form's values as text, to fill it (a promotion being edited, or what was posted and refused). */
export type PromotionFormValues = Record<Exclude<PromotionFormField, 'productTypes'>, string> & { productTypes: number[] };

export interface PromotionsPageData {
  title: string;
  promotions: PromotionRowView[];
  /** The promotion being edited (?edit=CODE), with its uses; null for a new one. */
  editing: { code: string; used: number } | null;
  form: PromotionFormValues;
  done: { kind: 'created' | 'saved' | 'ended'; code: string } | null;
  error: string | null;
}

export interface PromotionActionData {
  intent: 'save' | 'end';
  error: string | null;
  errors: Partial<Record<PromotionFormField, string>>;
  values: PromotionFormValues;
}

const EMPTY: PromotionFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minAmount: '0',
  maxDiscount: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  perCustomerLimit: '',
  productTypes: [],
  descriptionEn: '',
  descriptionMy: '',
};

function formOf(promo: OpsPromotion): PromotionFormValues {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: promo.code,
    kind: promo.kind,
    value: String(promo.value),
    minAmount: String(promo.minAmount),
    maxDiscount: number(promo.maxDiscount),
    validFrom: isoToYangonInput(promo.validFrom),
    validTo: isoToYangonInput(promo.validTo),
    usageLimit: number(promo.usageLimit),
    perCustomerLimit: number(promo.perCustomerLimit),
    productTypes: promo.productTypes,
    descriptionEn: promo.descriptionEn,
    descriptionMy: promo.descriptionMy,
  };
}

function rowOf(promo: OpsPromotion, lang: Language, t: T): PromotionRowView {
  const mmk = (amount: number) => groupDigits(amount, lang);
  return {
    code: promo.code,
    state: promo.state,
    valueText: promo.kind === 'percent' ? t('ops.promotions.valuePercent', { value: groupDigits(promo.value, lang) }) : t('ops.promotions.valueFixed', { value: mmk(promo.value) }),
    capText: promo.maxDiscount === null ? null : t('ops.promotions.cap', { amount: mmk(promo.maxDiscount) }),
    minimumText: t('ops.promotions.minimum', { amount: mmk(promo.minAmount) }),
    windowText: t('ops.promotions.window', { from: formatYangonDateTime(promo.validFrom, lang), to: formatYangonDateTime(promo.validTo, lang) }),
    usesText: promo.usageLimit === null ? t('ops.promotions.usesNoLimit', { used: groupDigits(promo.used, lang) }) : t('ops.promotions.uses', { used: groupDigits(promo.used, lang), limit: groupDigits(promo.usageLimit, lang) }),
    perCustomerText: promo.perCustomerLimit === null ? null : t('ops.promotions.perCustomer', { count: groupDigits(promo.perCustomerLimit, lang) }),
    productsText: promo.productTypes.length === 0 ? t('ops.promotions.allProducts') : promo.productTypes.map((type) => t(`ops.promotions.product.${type}` as OpsKey)).join(', '),
    endable: promo.active,
  };
}

/** `/ops/promotions` (permission promotions.edit): every promotion, and the form for a new one or the one being edited. */
export async function loadConsolePromotions(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'promotions.edit');
  const headers = { 'cache-control': 'no-store' };
  const params = new URL(args.request.url).searchParams;
  const doneKind = (['created', 'saved', 'ended'] as const).find((kind) => params.has(kind));
  const doneCode = doneKind ? promoCodeOf(params.get(doneKind) ?? '').slice(0, 32) : '';
  const base = { title: t('ops.promotions.title'), done: doneKind && doneCode ? { kind: doneKind, code: doneCode } : null };
  const answer = await api.get<OpsPromotionsResponse['data']>('/ops/promotions');
  if (!answer.ok) return data<PromotionsPageData>({ ...base, promotions: [], editing: null, form: EMPTY, error: answer.message ?? t('ops.business.loadFailed') }, { status: answer.status, headers });
  const wanted = params.get('edit');
  const edited = wanted ? answer.data.promotions.find((promo) => promo.code === promoCodeOf(wanted)) : undefined;
  return data<PromotionsPageData>(
    {
      ...base,
      promotions: answer.data.promotions.map((promo) => rowOf(promo, lang, t)),
      editing: edited ? { code: edited.code, used: edited.used } : null,
      form: edited ? formOf(edited) : EMPTY,
      error: null,
    },
    { headers },
  );
}

function valuesOf(form: FormData): PromotionFormValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    code: text('code'),
    kind: text('kind') === 'fixed' ? 'fixed' : 'percent',
    value: text('value'),
    minAmount: text('minAmount'),
    maxDiscount: text('maxDiscount'),
    validFrom: text('validFrom'),
    validTo: text('validTo'),
    usageLimit: text('usageLimit'),
    perCustomerLimit: text('perCustomerLimit'),
    productTypes: form.getAll('productTypes').map(Number).filter(Number.isInteger),
    descriptionEn: text('descriptionEn'),
    descriptionMy: text('descriptionMy'),
  };
}

/**
 * The promotion form and the 'End now' buttons (promotions.edit), posted without JavaScript too. A new
 * promotion (no `editing`) is created; an edited one keeps its code and its uses. Refused: the form
 * again, each field with its words; done: back to the list, which says so.
 */
export async function postPromotion(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'promotions.edit');
  const form = await args.request.formData();
  const intent = form.get('intent') === 'end' ? 'end' : 'save';
  const values = valuesOf(form);
  const refuse = (error: string | null, errors: PromotionActionData['errors'], status = 400) => data<PromotionActionData>({ intent, error, errors, values }, { status });
  if (intent === 'end') {
    const code = promoCodeOf(values.code);
    if (!/^[A-Z0-9_-]{1,32}$/.test(code)) return refuse(t('ops.business.failed'), {});
    const answer = await api.post<OpsPromotion>(`/ops/promotions/${encodeURIComponent(code)}/end`);
    if (!answer.ok) return refuse(answer.message ?? t('ops.business.failed'), {}, answer.status);
    return redirect(`/ops/promotions?ended=${encodeURIComponent(code)}`);
  }
  const editing = String(form.get('editing') ?? '');
  const used = Number(form.get('used') ?? 0);
  const read = readPromotionForm(form, Number.isSafeInteger(used) && used >= 0 ? used : 0);
  if (!read.ok) return refuse(null, Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, t(key)])));
  // An edit's code is the one it was opened with, never the form's.
  const { code: _code, ...terms } = read.body;
  const answer = editing ? await api.post<OpsPromotion>(`/ops/promotions/${encodeURIComponent(promoCodeOf(editing))}`, terms) : await api.post<OpsPromotion>('/ops/promotions', read.body);
  if (!answer.ok) {
    const field = answer.field?.replace(/^body\./, '').split('.')[0] as PromotionFormField | undefined;
    const message = answer.message ?? t('ops.business.failed');
    return refuse(field ? null : message, field ? { [field]: message } : {}, answer.status);
  }
  return redirect(`/ops/promotions?${editing ? 'saved' : 'created'}=${encodeURIComponent(answer.data.code)}`);
}

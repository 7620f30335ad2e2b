/**
 * `/health-insurance/checkout` (spec §3 insurer customer for a health plan): the plan kept in its
 * cookie is confirmed again for today's price and dates, and shown with the insured person, the
 * beneficiary of the death benefit (by the uuid the server gave it) and the contact. Saving keeps
 * what was typed; placing checks it, stores the order (hybrid-encrypted, with the kept idempotency
 * key) and goes on to /health-insurance/payment.
 */
import { data, redirect } from 'react-router';
import { CONTACT_ERROR_MESSAGES, normalizeContact, validateContact } from '@thwa/domain/booking/contact';
import type { HealthConfirmation, HealthStorePayload } from '@thwa/domain/contracts/health-insurance';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import { yangonDate } from '@thwa/domain/dates';
import type { HealthGender, HealthRelationship } from '@thwa/domain/insurance/health-plans';
import type { MessageKey } from '../../i18n/en.ts';
import { setOrderKeyCookie } from '../../lib/order-key.server.ts';
import type { CheckoutStepRequest } from '../checkout/checkout-request.server.ts';
import { context, contactFrom, contactValues } from '../checkout/checkout.server.ts';
import { phoneCodeOptions } from '../checkout/phone-code-options.ts';
import { contactErrorKeys, readContact } from '../checkout/form-values.ts';
import { wordErrors, type FieldMessages } from '../checkout/word-errors.ts';
import type { ApiFailure } from '../thank-you/order-api.server.ts';
import type { HealthCheckoutActionData, HealthCheckoutData } from './health-data.ts';
import { healthApi } from './health-api.server.ts';
import { detailHref, formFieldOf, insuredFieldName, isDateOfBirth, landingHref, NAME_MAX_LENGTH, personErrors, readBeneficiary, readInsured, type PersonError } from './health-form.ts';
import { forgetCheckoutState, keepCheckoutState, readCheckoutState, type HealthCheckoutState } from './health-state.server.ts';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const PERSON_MESSAGES: Record<PersonError, MessageKey> = {
  required: 'health.errors.required',
  tooLong: 'health.errors.tooLong',
  choose: 'health.errors.choose',
  dateOfBirth: 'health.errors.dateOfBirth',
};

export async function loadHealthCheckout({ request, api, session = null, miniApp = null }: CheckoutStepRequest) {
  const { lang, t, client } = await context(request, api);
  const state = await readCheckoutState(request);
  if (!state) throw redirect(landingHref());
  const confirmed = await healthApi(api, lang).confirm({ planId: state.planId, dateOfBirth: state.insured.dateOfBirth });
  // The plan no longer fits (a birthday since, or no plan for the age): its page says so again.
  if (!confirmed.ok) throw redirect(detailHref(state.planId, state.age));
  if (confirmed.data.plan.planId !== state.planId) throw redirect(detailHref(confirmed.data.plan.planId, confirmed.data.age));
  const [countries, contact] = await Promise.all([client.countries(), contactValues(client, session, state.contact ?? contactFrom(null), miniApp)]);
  return {
    title: t('health.checkout.title'),
    confirmation: confirmed.data,
    insured: state.insured,
    beneficiary: state.beneficiary,
    // Worded here, so the page's JavaScript carries the picker's options only, not the contact page.
    phoneCodes: phoneCodeOptions(countries),
    contact: contact.values,
    fromProfile: contact.fromProfile,
    today: yangonDate(new Date()),
    detailHref: detailHref(state.planId, confirmed.data.age),
  } satisfies HealthCheckoutData;
}

/** A refused store: the api's message under each field it names (the date of birth for HEALTH_AGE and HEALTH_PLAN_MISMATCH), or one message for the form. */
export function storeRefusal(failure: ApiFailure, t: Translate): Pick<HealthCheckoutActionData, 'fieldErrors' | 'fieldMessages' | 'formError'> {
  const message = failure.message ?? t('health.errors.placeFailed');
  const fieldErrors: Record<string, string> = {};
  for (const [key, code] of Object.entries(failure.fieldErrors ?? {})) {
    const field = formFieldOf(key);
    if (field && /^(contact|insured|beneficiary)\./.test(field)) fieldErrors[field] = code;
  }
  const field = formFieldOf(failure.field);
  if (field && /^(contact|insured|beneficiary)\./.test(field)) fieldErrors[field] = failure.errorCode ?? 'invalid';
  // The plan follows the insured person's age: a refusal of either is about their date of birth.
  if (failure.errorCode === 'HEALTH_AGE' || failure.errorCode === 'HEALTH_PLAN_MISMATCH') fieldErrors[insuredFieldName('dateOfBirth')] = failure.errorCode;
  const named = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    fieldMessages: Object.fromEntries(Object.keys(fieldErrors).map((key) => [key, message])),
    formError: named ? null : message,
  };
}

export async function placeHealthOrder({ request, api, session = null, now = new Date() }: CheckoutStepRequest) {
  const { lang, t } = await context(request, api);
  const state = await readCheckoutState(request);
  if (!state) throw redirect(landingHref());
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, value.slice(0, 600)]));
  const today = yangonDate(now);
  const client = healthApi(api, lang);
  const insured = readInsured(form);
  const beneficiary = readBeneficiary(form, state.beneficiary);
  const contact = readContact(form);

  // A date of birth changed here must still call for the plan chosen; otherwise the plan's page is where to change it.
  let kept: HealthCheckoutState = { ...state, insured: { ...insured, dateOfBirth: state.insured.dateOfBirth }, beneficiary, contact };
  const birthErrors: Record<string, string> = {};
  if (insured.dateOfBirth !== state.insured.dateOfBirth && isDateOfBirth(insured.dateOfBirth, today)) {
    const confirmed = await client.confirm({ planId: state.planId, dateOfBirth: insured.dateOfBirth });
    if (confirmed.ok && confirmed.data.plan.planId === state.planId) kept = { ...kept, age: confirmed.data.age, insured };
    else birthErrors[insuredFieldName('dateOfBirth')] = confirmed.ok ? changedPlanMessage(confirmed.data, insured.dateOfBirth, lang, t) : (confirmed.message ?? t('health.errors.unexpected'));
  }
  const headers = new Headers({ 'Set-Cookie': await keepCheckoutState(kept, request) });
  const answer = (body: Omit<HealthCheckoutActionData, 'values'>, status: number) => data<HealthCheckoutActionData>({ values, ...body }, { status, headers });
  const refusedBirth = { fieldErrors: Object.fromEntries(Object.keys(birthErrors).map((key) => [key, 'dateOfBirth'])), fieldMessages: birthErrors };

  if (form.get('intent') === 'save') {
    if (Object.keys(birthErrors).length > 0) return answer({ ...refusedBirth, formError: null, saved: false }, 400);
    return answer({ fieldErrors: {}, fieldMessages: {}, formError: null, saved: true }, 200);
  }

  const people = personErrors(insured, beneficiary, today);
  const contactErrors = contactErrorKeys(validateContact(contact));
  if (Object.keys(people).length > 0 || Object.keys(contactErrors).length > 0 || Object.keys(birthErrors).length > 0) {
    return answer(
      {
        fieldErrors: { ...contactErrors, ...people, ...refusedBirth.fieldErrors },
        fieldMessages: {
          ...wordErrors(CONTACT_ERROR_MESSAGES[lang] as unknown as FieldMessages, contactErrors, t('checkout.errors.field')),
          ...Object.fromEntries(Object.entries(people).map(([key, code]) => [key, t(PERSON_MESSAGES[code], { max: NAME_MAX_LENGTH })])),
          ...refusedBirth.fieldMessages,
        },
        formError: null,
        saved: false,
      },
      400,
    );
  }

  const payload: HealthStorePayload = {
    planId: state.planId,
    language: lang,
    contact: { ...normalizeContact(contact) },
    insured: { firstName: insured.firstName, lastName: insured.lastName, dateOfBirth: insured.dateOfBirth, gender: insured.gender as HealthGender },
    beneficiary: { uuid: beneficiary.uuid, firstName: beneficiary.firstName, lastName: beneficiary.lastName, relationship: beneficiary.relationship as HealthRelationship },
  };
  const placed = await client.store(payload, state.idempotencyKey, session?.headers ?? {});
  if (!placed.ok) return answer({ ...storeRefusal(placed, t), saved: false }, placed.status);

  const next = new Headers();
  setOrderKeyCookie(next, placed.data.orderId, placed.data.orderKey, request);
  next.append('Set-Cookie', await forgetCheckoutState(request));
  throw redirect(`/health-insurance/payment?orderId=${encodeURIComponent(placed.data.orderId)}`, { headers: next });
}

/** "Born on …, the insured person is 52 today: the plan for their age is …, at …": a date of birth that calls for another plan. */
export function changedPlanMessage(confirmation: HealthConfirmation, dateOfBirth: string, lang: Language, t: Translate): string {
  return t('health.changed.body', {
    date: formatCalendarDate(dateOfBirth, lang),
    age: localDigits(confirmation.age, lang),
    plan: confirmation.plan.planName,
    price: formatMoney({ amount: confirmation.plan.price, currency: 'MMK' }, { lang }),
  });
}

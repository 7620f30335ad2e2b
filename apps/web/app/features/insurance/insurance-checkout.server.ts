/**
 * `/insurance/checkout` (spec §3 insurer customer): the accepted quote, kept in its signed cookie, is
 * quoted again for today's price and shown with the contact, the policy holder and one beneficiary per
 * insured age (each by its uuid). Saving keeps what was typed (spec §3 replace-or-add by uuid);
 * placing checks it, stores the order (hybrid-encrypted, with the quote's idempotency key) and goes on
 * to /insurance/payment.
 */
import { data, redirect } from 'react-router';
import { CONTACT_ERROR_MESSAGES, normalizeContact, validateContact } from '@thwa/domain/booking/contact';
import type { InsuranceStorePayload } from '@thwa/domain/contracts/insurance';
import type { MessageKey } from '../../i18n/en.ts';
import { setOrderKeyCookie } from '../../lib/order-key.server.ts';
import type { CheckoutStepRequest } from '../checkout/checkout-request.server.ts';
import { context, contactFrom, contactValues } from '../checkout/checkout.server.ts';
import { contactErrorKeys, readContact } from '../checkout/form-values.ts';
import { wordErrors, type FieldMessages } from '../checkout/word-errors.ts';
import type { ApiFailure } from '../thank-you/order-api.server.ts';
import type { InsuranceCheckoutActionData, InsuranceCheckoutData } from './insurance-data.ts';
import { insuranceApi } from './insurance-api.server.ts';
import { formFieldOf, NAME_MAX_LENGTH, personErrors, readBeneficiaries, readHolder } from './insurance-form.ts';
import { forgetCheckoutState, keepCheckoutState, readCheckoutState, type InsuranceCheckoutState } from './insurance-state.server.ts';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The quote page with the kept quote's area, dates and ages: where "change the quote" leads, and a lapsed quote. */
export function quoteHrefOf(state: Pick<InsuranceCheckoutState, 'request'>): string {
  const { area, startDate, endDate, ages } = state.request;
  return `/insurance?${new URLSearchParams({ area, startDate, endDate, ages: ages.join(',') }).toString()}`;
}

export async function loadInsuranceCheckout({ request, api, session = null, miniApp = null }: CheckoutStepRequest) {
  const { lang, t, client } = await context(request, api);
  const state = await readCheckoutState(request);
  if (!state) throw redirect('/insurance');
  const quoted = await insuranceApi(api, lang).quote(state.request);
  // A quote that no longer holds (its first day has passed): the quote page says why when asked again.
  if (!quoted.ok) throw redirect(quoteHrefOf(state));
  const [countries, contact] = await Promise.all([client.countries(), contactValues(client, session, state.contact ?? contactFrom(null), miniApp)]);
  return {
    title: t('insurance.checkout.title'),
    quote: quoted.data,
    slots: state.slots,
    holder: state.holder,
    names: state.slots.map((slot) => {
      const saved = state.beneficiaries.find((one) => one.uuid === slot.uuid);
      return { firstName: saved?.firstName ?? '', lastName: saved?.lastName ?? '' };
    }),
    countries,
    contact: contact.values,
    fromProfile: contact.fromProfile,
    quoteHref: quoteHrefOf(state),
  } satisfies InsuranceCheckoutData;
}

/** A refused store: the api's message under each field it names, or one message for the form. */
export function storeRefusal(failure: ApiFailure, t: Translate): Pick<InsuranceCheckoutActionData, 'fieldErrors' | 'fieldMessages' | 'formError'> {
  const message = failure.message ?? t('insurance.errors.placeFailed');
  const fieldErrors: Record<string, string> = {};
  for (const [key, code] of Object.entries(failure.fieldErrors ?? {})) {
    const field = formFieldOf(key);
    if (field) fieldErrors[field] = code;
  }
  const field = formFieldOf(failure.field);
  // Only a person's or the contact's field is on this page; the cover's are the quote's.
  if (field && /^(contact|policyHolder|beneficiaries)\./.test(field)) fieldErrors[field] = failure.errorCode ?? 'invalid';
  const named = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    fieldMessages: Object.fromEntries(Object.keys(fieldErrors).map((key) => [key, message])),
    formError: named ? null : message,
  };
}

export async function placeInsuranceOrder({ request, api, session = null }: CheckoutStepRequest) {
  const { lang, t } = await context(request, api);
  const state = await readCheckoutState(request);
  if (!state) throw redirect('/insurance');
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, value.slice(0, 600)]));
  const holder = readHolder(form);
  const beneficiaries = readBeneficiaries(form, state.slots, state.beneficiaries);
  const contact = readContact(form);
  const kept: InsuranceCheckoutState = { ...state, holder, beneficiaries, contact };
  const headers = new Headers({ 'Set-Cookie': await keepCheckoutState(kept, request) });
  const answer = (body: Omit<InsuranceCheckoutActionData, 'values'>, status: number) => data<InsuranceCheckoutActionData>({ values, ...body }, { status, headers });

  if (form.get('intent') === 'save') return answer({ fieldErrors: {}, fieldMessages: {}, formError: null, saved: true }, 200);

  const people = personErrors(holder, state.slots, beneficiaries);
  const contactErrors = contactErrorKeys(validateContact(contact));
  if (Object.keys(people).length > 0 || Object.keys(contactErrors).length > 0) {
    return answer(
      {
        fieldErrors: { ...contactErrors, ...people },
        fieldMessages: {
          ...wordErrors(CONTACT_ERROR_MESSAGES[lang] as unknown as FieldMessages, contactErrors, t('checkout.errors.field')),
          ...Object.fromEntries(Object.entries(people).map(([key, code]) => [key, t(`insurance.errors.${code}`, { max: NAME_MAX_LENGTH })])),
        },
        formError: null,
        saved: false,
      },
      400,
    );
  }

  const payload: InsuranceStorePayload = {
    ...state.request,
    language: lang,
    contact: { ...normalizeContact(contact) },
    policyHolder: holder,
    beneficiaries: state.slots.map((slot) => {
      const person = beneficiaries.find((one) => one.uuid === slot.uuid)!;
      return { uuid: slot.uuid, firstName: person.firstName, lastName: person.lastName, age: slot.age };
    }),
  };
  const placed = await insuranceApi(api, lang).store(payload, state.idempotencyKey, session?.headers ?? {});
  if (!placed.ok) return answer({ ...storeRefusal(placed, t), saved: false }, placed.status);

  const next = new Headers();
  setOrderKeyCookie(next, placed.data.orderId, placed.data.orderKey, request);
  next.append('Set-Cookie', await forgetCheckoutState(request));
  throw redirect(`/insurance/payment?orderId=${encodeURIComponent(placed.data.orderId)}`, { headers: next });
}

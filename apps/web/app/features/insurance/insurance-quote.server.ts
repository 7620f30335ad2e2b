/**
 * `/insurance` (issue 18, spec §3 product type 11): the quote form, then the api's quote. Adding or
 * removing a person, quoting and accepting are plain form posts to this action (intent), so the page
 * works without JavaScript; with it, people are added and removed in the page. The api decides every
 * refusal; its message, in the page language, goes next to the field it names, and a party without a
 * guardian opens the spec §8 "missing guardian for insurance" modal.
 */
import { data, redirect } from 'react-router';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { MAX_INSURED_AGE, MAX_START_DAYS_AHEAD } from '@thwa/domain/insurance/travel-cover';
import type { MessageKey } from '../../i18n/en.ts';
import type { ApiTransport } from '../../runtime.ts';
import { context } from '../checkout/checkout.server.ts';
import type { ApiFailure } from '../thank-you/order-api.server.ts';
import type { QuoteActionData, QuotePageData, QuoteRefusal } from './insurance-data.ts';
import { insuranceApi } from './insurance-api.server.ts';
import { addPerson, ageFieldName, formFieldOf, parseAge, quoteFormFromQuery, quoteRequestOf, readQuoteForm, removePerson, type QuoteForm } from './insurance-form.ts';
import { keepCheckoutState, newCheckoutState } from './insurance-state.server.ts';

interface QuoteRequest {
  request: Request;
  api: ApiTransport;
  now?: Date;
}

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The page's answer to a refused quote: the api's message under its field, the guardian modal, or a message for the form. */
export function quoteRefusal(failure: ApiFailure, t: Translate): QuoteRefusal {
  const message = failure.message ?? t('insurance.errors.unexpected');
  if (failure.errorCode === 'MISSING_GUARDIAN') return { fieldErrors: { ages: message }, guardianMissing: true, formError: null };
  const fieldErrors: Record<string, string> = {};
  for (const key of Object.keys(failure.fieldErrors ?? {})) {
    const field = formFieldOf(key);
    if (field) fieldErrors[field] = message;
  }
  const field = formFieldOf(failure.field);
  if (field) fieldErrors[field] = message;
  return { fieldErrors, guardianMissing: false, formError: Object.keys(fieldErrors).length > 0 ? null : message };
}

/** Ages that are not a number of years are named here: the api is only asked about numbers. */
export function unreadableAges(form: QuoteForm, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  form.ages.forEach((age, index) => {
    if (parseAge(age) === null) errors[ageFieldName(index)] = t('insurance.errors.ageNumber', { max: MAX_INSURED_AGE });
  });
  return errors;
}

export async function loadInsuranceQuote({ request, api, now = new Date() }: QuoteRequest) {
  const { url, t } = await context(request, api);
  const today = yangonDate(now);
  return { title: t('insurance.title'), form: quoteFormFromQuery(url.searchParams, today), today, latestStart: addDays(today, MAX_START_DAYS_AHEAD) } satisfies QuotePageData;
}

const NOTHING_REFUSED: QuoteRefusal = { fieldErrors: {}, guardianMissing: false, formError: null };

export async function quoteInsurance({ request, api }: QuoteRequest) {
  const { lang, t } = await context(request, api);
  const posted = await request.formData();
  const form = readQuoteForm(posted);
  const intent = String(posted.get('intent') ?? 'quote');
  const answer = (body: QuoteActionData, status = 200) => data<QuoteActionData>(body, { status });

  // Without JavaScript a person is added or removed by the server.
  if (intent === 'add') return answer({ form: { ...form, ages: addPerson(form.ages) }, quote: null, ...NOTHING_REFUSED });
  const removing = /^remove:(\d)$/.exec(intent);
  if (removing) return answer({ form: { ...form, ages: removePerson(form.ages, Number(removing[1])) }, quote: null, ...NOTHING_REFUSED });

  const unreadable = unreadableAges(form, t);
  if (Object.keys(unreadable).length > 0) return answer({ form, quote: null, fieldErrors: unreadable, guardianMissing: false, formError: null }, 400);

  const asked = quoteRequestOf(form);
  const quoted = await insuranceApi(api, lang).quote(asked);
  if (!quoted.ok) return answer({ form, quote: null, ...quoteRefusal(quoted, t) }, quoted.status);
  if (intent !== 'continue') return answer({ form, quote: quoted.data, ...NOTHING_REFUSED });

  // Accepted: each insured person gets the uuid the checkout keeps them by, and the checkout starts.
  const state = newCheckoutState({ ...asked, area: quoted.data.area, startDate: quoted.data.startDate, endDate: quoted.data.endDate });
  throw redirect('/insurance/checkout', { headers: { 'Set-Cookie': await keepCheckoutState(state, request) } });
}

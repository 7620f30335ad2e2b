/**
 * Loaders and actions of the booking steps (spec §1): traveller details at /flight/checkout and
 * contact info at /flight/contact-info (online and offline). Every answer of the api becomes a state
 * of the page — a form with its errors, a spec §8 modal, or a redirect to the next step.
 */
import { data, redirect } from 'react-router';
import { TRAVELER_TYPES, type TravelerType } from '@thwa/domain/age-bands';
import { CONTACT_ERROR_MESSAGES, normalizeContact, prefillContact, validateContact, type ContactField, type ContactFormValues } from '@thwa/domain/booking/contact';
import {
  normalizeTraveller,
  travellerDocument,
  validateTravellers,
  TRAVELLER_ERROR_MESSAGES,
  TRAVELLER_LIST_ERROR_MESSAGES,
  type TravellerFormValues,
} from '@thwa/domain/booking/travellers';
import { NRC_DIVISIONS, NRC_TYPES } from '@thwa/domain/nrc/nrc';
import { dateOfBirthRange } from '@thwa/domain/age-bands';
import { toMyanmarDigits } from '@thwa/domain/money';
import { localDigits } from '@thwa/domain/date-format';
import { DEFAULT_PHONE_CODE, TRIP_TYPES } from '@thwa/domain/constants';
import type { CheckoutSummary } from '@thwa/domain/contracts/booking';
import { addDays, isIsoDate, yangonDate } from '@thwa/domain/dates';
import { flightCoverOf } from '@thwa/domain/insurance/travel-cover';
import { parseFlightSearchParams, toFlightSearchQuery, type FlightSearch } from '@thwa/domain/flights/flight-search';
import type { AppSettings, Language } from '@thwa/domain/settings';
import { isAgent } from '@thwa/domain/roles';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { departSearchHref, SEARCH_FORM_HREF } from '../flight-listing/flight-links.ts';
import { choicesFromQuery, readStoredChoices } from '../settings/settings.server.ts';
import { checkoutApi, type ApiFailure, type CheckoutApi } from './checkout-api.server.ts';
import type {
  CheckoutErrorData,
  CheckoutPageData,
  ContactFormData,
  ContactPageData,
  ErrorView,
  FormActionData,
  NrcOptions,
  Township,
  TravellerSlot,
  TripContext,
} from './checkout-data.ts';
import { errorModalFor, type CheckoutStage } from './checkout-errors.ts';
import {
  contactErrorKeys,
  readContact,
  readTravellerText,
  toTravellerValues,
  travellerErrorKeys,
  travellerFieldName,
  travellerTextFrom,
  EMPTY_TRAVELLER,
  type TravellerDocument,
  type TravellerText,
} from './form-values.ts';
import { wordErrors, type FieldMessages } from './word-errors.ts';
import { setOrderKeyCookie } from '../../lib/order-key.server.ts';
import { directionsFromCheckout } from './trip-summary.tsx';
import type { AccountSession } from '../account/session.server.ts';
import type { MiniAppSession } from '../../lib/mini-app-session.server.ts';
import type { CheckoutStepRequest } from './checkout-request.server.ts';
import { saveTicked, savedTravellerOptions } from '../travelers/checkout-travellers.server.ts';


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

export async function context(request: Request, transport: ApiTransport) {
  const url = new URL(request.url);
  const choices = { ...(await readStoredChoices(request)), ...choicesFromQuery(url) };
  const lang = choices.lang;
  const messages = messagesFor(lang);
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(messages, key, values);
  const client = checkoutApi(createApiClient(transport, lang), lang);
  return { url, choices, lang, t, client };
}

/** The departure listing of the search in this URL, or the search form when there is none. */
export function listingHrefFromQuery(url: URL, now: Date, currency: AppSettings['currency'], language: Language): string {
  const parsed = parseFlightSearchParams(url.searchParams, now);
  if (!parsed.ok) return SEARCH_FORM_HREF;
  return departSearchHref(toFlightSearchQuery({ ...parsed.search, currency, language }));
}

/** The departure listing of the search a checkout was made from, rebuilt from its flights. */
export function listingHrefFromSummary(summary: CheckoutSummary, currency: AppSettings['currency'], language: Language): string {
  const outward = summary.directions.find((d) => d.direction === 'outward') ?? summary.directions[0];
  const back = summary.directions.find((d) => d.direction === 'return');
  const first = outward?.offer.route[0];
  const last = outward?.offer.route[outward.offer.route.length - 1];
  if (!first || !last) return SEARCH_FORM_HREF;
  const roundTrip = summary.tripType === TRIP_TYPES.roundTrip && back?.offer.route[0] !== undefined;
  const search: FlightSearch = {
    tripType: roundTrip ? TRIP_TYPES.roundTrip : TRIP_TYPES.oneWay,
    origin: first.departure.airportCode,
    destination: last.arrival.airportCode,
    departureDate: first.departure.date,
    ...(roundTrip && back?.offer.route[0] ? { returnDate: back.offer.route[0].departure.date } : {}),
    currency,
    language,
    adult: summary.counts.adult,
    child: summary.counts.child,
    infant: summary.counts.infant,
    class: summary.cabinClass,
  };
  return departSearchHref(toFlightSearchQuery(search));
}

export function errorView(failure: ApiFailure, stage: CheckoutStage, listingHref: string, retryHref: string): ErrorView {
  return { errorCode: failure.errorCode, message: failure.message, stage, listingHref, retryHref };
}

function errorPage(
  failure: ApiFailure,
  stage: CheckoutStage,
  links: { listingHref: string; retryHref: string },
  t: (key: MessageKey) => string,
) {
  const view = errorView(failure, stage, links.listingHref, links.retryHref);
  return data<CheckoutErrorData>({ kind: 'error', title: t(errorModalFor(failure.errorCode, stage).title), error: view }, { status: failure.status });
}

export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** Travellers in spec order, adults first: Adult 1, Adult 2, Child 1, Infant 1. */
function slotTypes(counts: CheckoutSummary['counts']): TravelerType[] {
  return TRAVELER_TYPES.flatMap((type) => Array.from({ length: counts[type] }, () => type));
}

/** The document a traveller shows on this trip: by nationality, and none for a local under 10 on a domestic flight. */
function documentFor(summary: Pick<CheckoutSummary, 'area' | 'travelDate'>, type: TravelerType, text: Pick<TravellerText, 'nationality' | 'dateOfBirth'>): TravellerDocument {
  return travellerDocument({ area: summary.area, nationality: text.nationality, type, dateOfBirth: text.dateOfBirth, travelDate: summary.travelDate });
}

/**
 * The date-of-birth limits of a traveller slot (dateOfBirthRange): the dates that make the type on
 * the travel date, never after today; an infant must still be under 2 on the last flight.
 */
export function dateOfBirthLimits(type: TravelerType, trip: Pick<TripContext, 'travelDate' | 'lastTravelDate' | 'today'>): { min?: string; max: string } {
  const onTravel = dateOfBirthRange(type, trip.travelDate);
  const earliest = type === 'infant' ? dateOfBirthRange(type, trip.lastTravelDate).earliest : onTravel.earliest;
  const max = onTravel.latest < trip.today ? onTravel.latest : trip.today;
  return earliest ? { min: earliest, max } : { max };
}

export function nrcOptions(lang: Language): NrcOptions {
  const digits = (n: number) => (lang === 'mm' ? toMyanmarDigits(String(n)) : String(n));
  return {
    divisions: NRC_DIVISIONS.map((division) => ({ code: division.code, label: `${digits(division.code)} – ${lang === 'mm' ? division.mm : division.en}` })),
    types: NRC_TYPES.map((type) => ({ code: type.code, label: lang === 'mm' ? `(${type.mm})` : `(${type.code})` })),
  };
}

function travellerSlots(summary: CheckoutSummary, defaultNationality: string, trip: TripContext): TravellerSlot[] {
  const saved = summary.travellers ?? [];
  const ordinals: Record<TravelerType, number> = { adult: 0, child: 0, infant: 0 };
  return slotTypes(summary.counts).map((type, index) => {
    ordinals[type] += 1;
    const record = saved[index];
    const savedUuid = record && record.type === type && typeof record.uuid === 'string' ? record.uuid : null;
    const values = savedUuid && record ? travellerTextFrom(record) : { ...EMPTY_TRAVELLER, nationality: defaultNationality };
    return {
      uuid: savedUuid ?? crypto.randomUUID(),
      type,
      ordinal: ordinals[type],
      values,
      document: documentFor(summary, type, values),
      dateOfBirth: dateOfBirthLimits(type, trip),
    };
  });
}

async function townshipsFor(client: CheckoutApi, divisions: Iterable<string>): Promise<Record<string, Township[]>> {
  const wanted = [...new Set(divisions)].filter((division) => /^(?:[1-9]|1[0-4])$/.test(division));
  const lists = await Promise.all(wanted.map((division) => client.townships(Number(division))));
  return Object.fromEntries(wanted.map((division, index) => [division, lists[index] ?? []]));
}

function tripOf(summary: CheckoutSummary, now: Date): TripContext {
  return {
    area: summary.area,
    travelDate: summary.travelDate,
    lastTravelDate: summary.lastTravelDate,
    today: yangonDate(now),
    passportExpiryMin: addDays(summary.lastTravelDate, 1),
  };
}

// ---------------------------------------------------------------- /flight/checkout

export async function loadCheckout({ request, api, now = new Date(), session = null }: CheckoutStepRequest) {
  const { url, choices, lang, t, client } = await context(request, api);
  const checkoutId = url.searchParams.get('checkoutId');

  if (!checkoutId) {
    // Straight from the listing: verify the chosen offers, then continue on the checkout's own URL.
    const listingHref = listingHrefFromQuery(url, now, choices.currency, lang);
    const cacheKey = url.searchParams.get('cacheKey');
    const outward = url.searchParams.get('outward');
    const back = url.searchParams.get('return');
    if (!cacheKey || !outward) {
      return errorPage({ ok: false, status: 410, errorCode: 'SESSION_TIMED_OUT', message: null, fieldErrors: null }, 'verify', { listingHref, retryHref: pathOf(url) }, t);
    }
    const verified = await client.verify({ cacheKey, outward, ...(back ? { return: back } : {}) });
    if (!verified.ok) return errorPage(verified, 'verify', { listingHref, retryHref: pathOf(url) }, t);
    const next = new URLSearchParams({ checkoutId: verified.value.data.checkoutId });
    if (verified.value.priceChanged) next.set('priceChanged', String(verified.value.previousTotal));
    throw redirect(`/flight/checkout?${next.toString()}`);
  }

  const loaded = await client.checkout(checkoutId);
  if (!loaded.ok) {
    return errorPage(loaded, 'verify', { listingHref: listingHrefFromQuery(url, now, choices.currency, lang), retryHref: pathOf(url) }, t);
  }
  const summary = loaded.value;
  if (summary.orderId) throw redirect(`/flight/payment?orderId=${encodeURIComponent(summary.orderId)}`);

  const trip = tripOf(summary, now);
  const travellers = travellerSlots(summary, choices.nationality === 'local' && summary.nationality === 'local' ? 'MM' : '', trip);
  const [countries, townships, saved] = await Promise.all([
    client.countries(),
    townshipsFor(client, travellers.map((slot) => slot.values.divisionCode)),
    savedTravellerOptions(createApiClient(api, lang), session, travellers, trip),
  ]);
  const previous = Number(url.searchParams.get('priceChanged'));
  const priceChange =
    url.searchParams.has('priceChanged') && Number.isSafeInteger(previous) && previous !== summary.breakdown.grandTotal
      ? { previous, now: summary.breakdown.grandTotal, continueHref: `/flight/checkout?checkoutId=${encodeURIComponent(summary.checkoutId)}` }
      : null;

  return data<CheckoutPageData>({
    kind: 'form',
    title: t('checkout.meta.title'),
    checkoutId: summary.checkoutId,
    trip,
    directions: directionsFromCheckout(summary.directions),
    breakdown: summary.breakdown,
    travellers,
    countries,
    townships,
    nrc: nrcOptions(lang),
    priceChange,
    listingHref: listingHrefFromSummary(summary, choices.currency, lang),
    saved,
  });
}

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}

/** Continue on the traveller step: check with the spec rules, then confirm (encrypted) and go to contact info. */
export async function confirmTravellers({ request, api, now = new Date(), session = null }: CheckoutStepRequest) {
  const { url, choices, lang, t, client } = await context(request, api);
  const form = await request.formData();
  const values = formValues(form);
  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  const loaded = await client.checkout(checkoutId);
  const links = { listingHref: listingHrefFromQuery(url, now, choices.currency, lang), retryHref: pathOf(url) };
  if (!loaded.ok) return data<FormActionData>({ values, fieldErrors: {}, fieldMessages: {}, formErrors: [], error: errorView(loaded, 'verify', links.listingHref, links.retryHref) }, { status: loaded.status });
  const summary = loaded.value;
  if (summary.orderId) throw redirect(`/flight/payment?orderId=${encodeURIComponent(summary.orderId)}`);

  const types = slotTypes(summary.counts);
  const texts = types.map((_, index) => readTravellerText(form, index));
  const travellers: TravellerFormValues[] = types.map((slotType, index) => {
    const uuid = values[travellerFieldName(index, 'uuid')] ?? '';
    const posted = values[travellerFieldName(index, 'type')];
    const type = (TRAVELER_TYPES as readonly string[]).includes(posted ?? '') ? (posted as TravelerType) : slotType;
    const text = texts[index] ?? EMPTY_TRAVELLER;
    return normalizeTraveller(toTravellerValues(uuid || crypto.randomUUID(), type, text, documentFor(summary, type, text)));
  });

  const refuse = async (fieldErrors: Record<string, string>, formErrors: string[]) =>
    data<FormActionData>(
      {
        values,
        fieldErrors,
        fieldMessages: wordErrors(TRAVELLER_ERROR_MESSAGES[lang] as unknown as FieldMessages, fieldErrors, t('checkout.errors.field')),
        documents: texts.map((text, index) => documentFor(summary, types[index] ?? 'adult', text)),
        formErrors,
        townships: await townshipsFor(client, texts.map((text) => text.divisionCode)),
      },
      { status: 400 },
    );

  const checked = validateTravellers(travellers, summary.counts, tripOf(summary, now));
  if (!checked.ok) {
    const fieldErrors = Object.assign({}, ...travellers.map((traveller, index) => travellerErrorKeys(index, checked.travellers[traveller.uuid] ?? {})));
    return refuse(fieldErrors, checked.list.map((code) => TRAVELLER_LIST_ERROR_MESSAGES[lang][code]));
  }

  const confirmed = await client.confirm({ checkoutId: summary.checkoutId, travellers: travellers.map(withoutEmpty) });
  if (!confirmed.ok) {
    if (confirmed.fieldErrors) {
      const formErrors = confirmed.fieldErrors.travellers ? [confirmed.message ?? t('checkout.modal.error.body')] : [];
      return refuse(confirmed.fieldErrors, formErrors);
    }
    return data<FormActionData>({ values, fieldErrors: {}, fieldMessages: {}, formErrors: [], error: errorView(confirmed, 'verify', listingHrefFromSummary(summary, choices.currency, lang), links.retryHref) }, { status: confirmed.status });
  }
  // 'Save this traveller' ticks ride to the contact step, which saves them once the order is placed.
  const ticked = travellers.filter((traveller, index) => session && values[travellerFieldName(index, 'save')] === '1' && UUID.test(traveller.uuid)).map((traveller) => traveller.uuid);
  const next = new URLSearchParams({ checkoutId: summary.checkoutId });
  if (ticked.length > 0) next.set('save', ticked.join(','));
  throw redirect(`/flight/contact-info?${next.toString()}`);
}

/** Only the fields that carry something: the api reads a missing document field as "not given". */
function withoutEmpty(traveller: TravellerFormValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(traveller).filter(([, value]) => value !== null && value !== undefined && value !== ''));
}

// ---------------------------------------------------------------- /flight/contact-info

export function contactFrom(record: Readonly<Record<string, unknown>> | null): ContactFormValues {
  const text = (key: string) => (record && typeof record[key] === 'string' ? (record[key] as string) : '');
  return {
    contactName: text('contactName'),
    email: text('email'),
    phoneCode: text('phoneCode') || DEFAULT_PHONE_CODE,
    phoneNumber: text('phoneNumber'),
  };
}

function offlineSelection(url: URL) {
  const cacheKey = url.searchParams.get('cacheKey');
  const outward = url.searchParams.get('outward');
  const back = url.searchParams.get('return');
  return cacheKey && outward ? { cacheKey, outward, ...(back ? { return: back } : {}) } : null;
}

function offlineSummary(url: URL, now: Date, lang: Language, t: (key: MessageKey, values?: Record<string, string | number>) => string): string[] {
  const parsed = parseFlightSearchParams(url.searchParams, now);
  if (!parsed.ok) return [];
  const search = parsed.search;
  const lines = [
    t('checkout.trip.route', { from: search.origin, to: search.destination }),
    `${t('checkout.trip.outward')}: ${localDigits(search.departureDate, lang)}`,
  ];
  if (search.returnDate) lines.push(`${t('checkout.trip.return')}: ${localDigits(search.returnDate, lang)}`);
  const counts = [t('checkout.count.adult', { n: search.adult })];
  if (search.child > 0) counts.push(t('checkout.count.child', { n: search.child }));
  if (search.infant > 0) counts.push(t('checkout.count.infant', { n: search.infant }));
  // The Myanmar UI lists with its own comma (၊), as every Myanmar summary does.
  lines.push(t('checkout.trip.travellers', { list: counts.join(lang === 'mm' ? '၊ ' : ', ') }));
  return lines;
}

/**
 * The contact form's first values: what was stored with the booking, then, for a signed-in member,
 * their profile in the fields still empty (never over what the customer typed or stored). An agent or
 * sub-agent books for a customer, whose contact it is: their own profile is never offered.
 */
export async function contactValues(client: CheckoutApi, session: AccountSession | null, stored: ContactFormValues, miniApp: MiniAppSession | null = null): Promise<{ values: ContactFormValues; fromProfile: ContactField[] }> {
  // Inside a partner's wallet app (decision 041): the name and phone the partner vouched for, in the
  // fields still empty; a Myanmar number as the partner holds it (9xxxxxxxx) is written as dialled (09...).
  if (miniApp) {
    const { customerName, phoneNumber } = miniApp.identity;
    const { values, filled } = prefillContact(stored, { firstName: customerName, phoneCode: '95', phoneNumber: phoneNumber.startsWith('9') ? `0${phoneNumber}` : phoneNumber });
    return { values, fromProfile: filled };
  }
  if (!session || isAgent(session.user.userCode)) return { values: stored, fromProfile: [] };
  const profile = await client.memberProfile({ realm: session.user.realm, headers: session.headers });
  if (!profile) return { values: stored, fromProfile: [] };
  const { values, filled } = prefillContact(stored, profile);
  return { values, fromProfile: filled };
}

export async function loadContactInfo({ request, api, now = new Date(), session = null, miniApp = null }: CheckoutStepRequest) {
  const { url, choices, lang, t, client } = await context(request, api);
  const listingHref = listingHrefFromQuery(url, now, choices.currency, lang);

  if (url.searchParams.get('offline') === '1') {
    const selection = offlineSelection(url);
    if (!selection) {
      return errorPage({ ok: false, status: 410, errorCode: 'SESSION_TIMED_OUT', message: t('checkout.offline.missing'), fieldErrors: null }, 'contact', { listingHref, retryHref: pathOf(url) }, t);
    }
    const [countries, contact] = await Promise.all([client.countries(), contactValues(client, session, contactFrom(null), miniApp)]);
    return data<ContactPageData>({
      kind: 'offline',
      title: t('checkout.meta.offlineTitle'),
      selection,
      summary: offlineSummary(url, now, lang, t),
      countries,
      ...contact,
      idempotencyKey: crypto.randomUUID(),
      listingHref,
    });
  }

  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  const loaded = await client.checkout(checkoutId);
  if (!loaded.ok) return errorPage(loaded, 'contact', { listingHref, retryHref: pathOf(url) }, t);
  const summary = loaded.value;
  if (summary.orderId) throw redirect(`/flight/payment?orderId=${encodeURIComponent(summary.orderId)}`);
  // Contact info comes after the travellers: without them the order cannot be placed.
  if (!summary.travellers || summary.travellers.length === 0) {
    throw redirect(`/flight/checkout?checkoutId=${encodeURIComponent(summary.checkoutId)}`);
  }
  const [countries, contact, cover] = await Promise.all([client.countries(), contactValues(client, session, contactFrom(summary.contact), miniApp), coverOffer(client, summary)]);
  return data<ContactPageData>({
    kind: 'contact',
    cover,
    title: t('checkout.meta.contactTitle'),
    checkoutId: summary.checkoutId,
    directions: directionsFromCheckout(summary.directions),
    breakdown: summary.breakdown,
    countries,
    ...contact,
    idempotencyKey: crypto.randomUUID(),
    listingHref: listingHrefFromSummary(summary, choices.currency, lang),
  });
}

/**
 * The travel insurance offered beside the flight (spec §3, decision 025): every traveller, from the
 * departure to the return (a one-way trip: its day), priced by the insurer's table. None when a
 * traveller cannot be covered (70 or older, a trip of more than 30 days) or the quote fails: the
 * flight is sold without it.
 */
async function coverOffer(client: CheckoutApi, summary: CheckoutSummary): Promise<ContactFormData['cover']> {
  const travellers = (summary.travellers ?? []).map((traveller) => ({
    uuid: String(traveller.uuid ?? ''),
    name: `${String(traveller.firstName ?? '')} ${String(traveller.lastName ?? '')}`.trim(),
    dateOfBirth: String(traveller.dateOfBirth ?? ''),
  }));
  if (travellers.length === 0 || travellers.some(({ dateOfBirth }) => !isIsoDate(dateOfBirth) || dateOfBirth > summary.travelDate)) return null;
  const request = flightCoverOf(
    { area: summary.area, departureDate: summary.travelDate, returnDate: summary.tripType === TRIP_TYPES.roundTrip ? summary.lastTravelDate : undefined },
    travellers,
  );
  const quoted = await client.coverQuote({ ...request, ages: [...request.ages] });
  if (!quoted.ok) return null;
  const { total, coverageDays, coverage, premiums } = quoted.value;
  return {
    premium: total,
    days: coverageDays,
    travellers: travellers.length,
    hospital: coverage.hospital,
    death: coverage.death,
    liability: coverage.liability,
    people: travellers.map((traveller, index) => ({ uuid: traveller.uuid, name: traveller.name, age: request.ages[index]!, premium: premiums[index]! })),
  };
}

/**
 * The cover the contact form asks for (decision 025): ticked, the travellers' cover joins the order as
 * its second item, for the travellers ticked beside it. A form that showed the travellers' boxes
 * (`coverChoice`) and ticked none asks for no cover; one that did not (a hand-made post) covers all.
 */
export function coverChosen(form: FormData): { insurance?: true; insured?: string[] } {
  if (form.get('insurance') !== '1') return {};
  if (!form.has('coverChoice')) return { insurance: true };
  const insured = [...new Set(form.getAll('insured').map(String))].filter((uuid) => UUID.test(uuid));
  return insured.length > 0 ? { insurance: true, insured } : {};
}

/** Submit of contact info: place the order (online) or send the request (offline), then set the order key. */
export async function storeContact({ request, api, now = new Date(), session = null }: CheckoutStepRequest) {
  const { url, choices, lang, t, client } = await context(request, api);
  const form = await request.formData();
  const values = formValues(form);
  const contact = readContact(form);
  const postedKey = values.idempotencyKey ?? '';
  // Without a usable key (a hand-made post) a fresh one still makes the call safe to answer once.
  const idempotencyKey = IDEMPOTENCY_KEY.test(postedKey) ? postedKey : crypto.randomUUID();
  const retryHref = pathOf(url);
  const offline = url.searchParams.get('offline') === '1';

  const invalid = (fieldErrors: Record<string, string>) =>
    data<FormActionData>(
      { values, fieldErrors, fieldMessages: wordErrors(CONTACT_ERROR_MESSAGES[lang] as unknown as FieldMessages, fieldErrors, t('checkout.errors.field')), formErrors: [] },
      { status: 400 },
    );
  const errors = validateContact(contact);
  if (Object.keys(errors).length > 0) return invalid(contactErrorKeys(errors));
  const normalized = normalizeContact(contact);

  const refused = (failure: ApiFailure, listingHref: string) => {
    if (failure.fieldErrors) return invalid(failure.fieldErrors);
    return data<FormActionData>({ values, fieldErrors: {}, fieldMessages: {}, formErrors: [], error: errorView(failure, 'contact', listingHref, retryHref) }, { status: failure.status });
  };

  if (offline) {
    const selection = offlineSelection(url);
    const listingHref = listingHrefFromQuery(url, now, choices.currency, lang);
    if (!selection) return refused({ ok: false, status: 410, errorCode: 'SESSION_TIMED_OUT', message: t('checkout.offline.missing'), fieldErrors: null }, listingHref);
    const note = (values.note ?? '').trim().slice(0, 500);
    const placed = await client.storeOffline({ ...selection, contact: { ...normalized }, ...(note ? { note } : {}) }, idempotencyKey, session?.headers ?? {});
    if (!placed.ok) return refused(placed, listingHref);
    const headers = new Headers();
    setOrderKeyCookie(headers, placed.value.orderId, placed.value.orderKey, request);
    // The thank-you page promises an e-mail only when the api says one left with the request.
    const thanks = new URLSearchParams({ orderId: placed.value.orderId });
    if (placed.value.emailSent) thanks.set('emailed', '1');
    throw redirect(`/checkout/offline-thank-you?${thanks.toString()}`, { headers });
  }

  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  const placed = await client.store({ checkoutId, contact: { ...normalized }, ...coverChosen(form) }, idempotencyKey, session?.headers ?? {});
  if (!placed.ok) {
    const loaded = await client.checkout(checkoutId);
    const listingHref = loaded.ok ? listingHrefFromSummary(loaded.value, choices.currency, lang) : listingHrefFromQuery(url, now, choices.currency, lang);
    return refused(placed, listingHref);
  }
  const ticked = new Set((url.searchParams.get('save') ?? '').split(',').filter((uuid) => UUID.test(uuid)));
  if (session && ticked.size > 0) {
    const placedCheckout = await client.checkout(checkoutId);
    if (placedCheckout.ok) await saveTicked(createApiClient(api, lang), session, placedCheckout.value.travellers ?? [], ticked);
  }
  const headers = new Headers();
  setOrderKeyCookie(headers, placed.value.orderId, placed.value.orderKey, request);
  throw redirect(`/flight/payment?orderId=${encodeURIComponent(placed.value.orderId)}`, { headers });
}

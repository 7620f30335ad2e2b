/**
 * `/bus/checkout?checkoutId=` (issue 21): the held checkout read back (`POST /bus/v1/checkout`), one
 * passenger form per seat (the flight traveller fields: NRC with the real township data for Myanmar
 * citizens, passport for foreigners, validated by validateTraveller on a domestic trip), a member's
 * saved travellers to pick from, the contact, the cancellation tiers. Placing checks it all, stores
 * the order (hybrid-encrypted, `POST /order/v1/bus/store`) and goes on to /bus/payment. The gender of
 * each passenger is the one held for their seat, whatever is posted.
 */
import { data, redirect } from 'react-router';
import { travelerType } from '@thwa/domain/age-bands';
import { CONTACT_ERROR_MESSAGES, normalizeContact, validateContact, type ContactField, type ContactFormValues } from '@thwa/domain/booking/contact';
import { MYANMAR_COUNTRY_CODE, normalizeTraveller, travellerDocument, validateTraveller, TRAVELLER_ERROR_MESSAGES, type TravellerFormValues } from '@thwa/domain/booking/travellers';
import type { BusCheckout, BusStorePayload } from '@thwa/domain/contracts/bus';
import { addDays, isIsoDate, yangonDate } from '@thwa/domain/dates';
import { createApiClient } from '../../lib/api-client.ts';
import { setOrderKeyCookie } from '../../lib/order-key.server.ts';
import type { CheckoutStepRequest } from '../checkout/checkout-request.server.ts';
import type { CountryOption, NrcOptions, Township, TravellerSlot, TripContext } from '../checkout/checkout-data.ts';
import { context, contactFrom, contactValues, IDEMPOTENCY_KEY, nrcOptions } from '../checkout/checkout.server.ts';
import { contactErrorKeys, EMPTY_TRAVELLER, readContact, readTravellerText, toTravellerValues, travellerErrorKeys, travellerFieldName, type TravellerDocument, type TravellerText } from '../checkout/form-values.ts';
import { wordErrors, type FieldMessages } from '../checkout/word-errors.ts';
import type { ApiFailure } from '../thank-you/order-api.server.ts';
import { saveTicked, savedTravellerOptions, type SavedTravellerOption } from '../travelers/checkout-travellers.server.ts';
import { busApi } from '../bus-search/bus-api.server.ts';

const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface BusCheckoutData {
  kind: 'form';
  title: string;
  checkout: BusCheckout;
  trip: TripContext;
  passengers: TravellerSlot[];
  countries: CountryOption[];
  townships: Record<string, Township[]>;
  nrc: NrcOptions;
  contact: ContactFormValues;
  fromProfile: ContactField[];
  saved: SavedTravellerOption[] | null;
  idempotencyKey: string;
  seatsHref: string;
}

export interface BusCheckoutGone {
  kind: 'gone';
  title: string;
  message: string;
  searchHref: string;
}

export interface BusCheckoutActionData {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  fieldMessages: Record<string, string>;
  formError: string | null;
  documents?: TravellerDocument[];
  townships?: Record<string, Township[]>;
}

/** A bus trip is in Myanmar: the domestic rules (NRC for a citizen, passport for a foreigner). */
function tripOf(checkout: BusCheckout, now: Date): TripContext {
  const travelDate = checkout.departure.departureDate;
  return { area: 'domestic', travelDate, lastTravelDate: travelDate, today: yangonDate(now), passportExpiryMin: addDays(travelDate, 1) };
}

/** Adult, child or infant on the travel day, by the date of birth typed; an adult until it is. */
function typeOf(dateOfBirth: string, travelDate: string) {
  return isIsoDate(dateOfBirth) && dateOfBirth <= travelDate ? travelerType(dateOfBirth, travelDate) : 'adult';
}

function documentOf(trip: TripContext, text: Pick<TravellerText, 'nationality' | 'dateOfBirth'>): TravellerDocument {
  return travellerDocument({ area: 'domestic', nationality: text.nationality, type: typeOf(text.dateOfBirth, trip.travelDate), dateOfBirth: text.dateOfBirth, travelDate: trip.travelDate });
}

/** The seats' passengers, each with the gender held for the seat and the nationality of the fare chosen. */
function passengerSlots(checkout: BusCheckout, trip: TripContext): TravellerSlot[] {
  return checkout.seats.map((seat, index) => {
    const values: TravellerText = { ...EMPTY_TRAVELLER, gender: seat.gender, nationality: checkout.nationality === 'local' ? MYANMAR_COUNTRY_CODE : '' };
    return { uuid: crypto.randomUUID(), type: 'adult', ordinal: index + 1, values, document: documentOf(trip, values), dateOfBirth: { max: trip.today } };
  });
}

async function townshipsFor(client: Awaited<ReturnType<typeof context>>['client'], divisions: Iterable<string>): Promise<Record<string, Township[]>> {
  const wanted = [...new Set(divisions)].filter((division) => /^(?:[1-9]|1[0-4])$/.test(division));
  const lists = await Promise.all(wanted.map((division) => client.townships(Number(division))));
  return Object.fromEntries(wanted.map((division, index) => [division, lists[index] ?? []]));
}

function seatsHrefOf(checkout: BusCheckout): string {
  return `/bus/seats?${new URLSearchParams({ departureId: String(checkout.departure.departureId), passengers: String(checkout.seats.length), nationality: checkout.nationality, checkoutId: checkout.checkoutId }).toString()}`;
}

function searchHrefOf(checkout: BusCheckout | null): string {
  if (!checkout) return '/bus';
  const { departure } = checkout;
  return `/bus/search?${new URLSearchParams({ from: departure.from.city, to: departure.to.city, date: departure.departureDate, passengers: String(checkout.seats.length), nationality: checkout.nationality }).toString()}`;
}

export async function loadBusCheckout({ request, api, now = new Date(), session = null, miniApp = null }: CheckoutStepRequest) {
  const { url, lang, t, client } = await context(request, api);
  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  if (!CHECKOUT_ID.test(checkoutId)) throw redirect('/bus');
  const loaded = await busApi(api, lang).checkout(checkoutId);
  if (!loaded.ok) return data<BusCheckoutGone>({ kind: 'gone', title: t('bus.checkout.title'), message: loaded.message ?? t('bus.checkout.holdEnded'), searchHref: '/bus' }, { status: loaded.status });
  const checkout = loaded.data;
  // An order was placed from it (a second tab, the back button): nothing more to fill in here.
  if (checkout.spent || new Date(checkout.holdExpiresAt).getTime() <= now.getTime()) {
    return data<BusCheckoutGone>({ kind: 'gone', title: t('bus.checkout.title'), message: t('bus.checkout.holdEnded'), searchHref: searchHrefOf(checkout) }, { status: 410 });
  }
  const trip = tripOf(checkout, now);
  const passengers = passengerSlots(checkout, trip);
  const [countries, contact, saved] = await Promise.all([client.countries(), contactValues(client, session, contactFrom(null), miniApp), savedTravellerOptions(createApiClient(api, lang), session, passengers, trip)]);
  return data<BusCheckoutData>({
    kind: 'form',
    title: t('bus.checkout.title'),
    checkout,
    trip,
    passengers,
    countries,
    townships: {},
    nrc: nrcOptions(lang),
    contact: contact.values,
    fromProfile: contact.fromProfile,
    saved,
    idempotencyKey: crypto.randomUUID(),
    seatsHref: seatsHrefOf(checkout),
  });
}

/** A refused store: the api's words under each field it names (`passengers.0.nrcNumber` → the form's `travellers.0.nrcNumber`), or one message for the form. */
export function busStoreRefusal(failure: ApiFailure, fallback: string): Pick<BusCheckoutActionData, 'fieldErrors' | 'fieldMessages' | 'formError'> {
  const message = failure.message ?? fallback;
  const fieldErrors: Record<string, string> = {};
  const formField = (key: string | null | undefined) => {
    if (!key) return null;
    const bare = key.replace(/^data\./, '');
    const passenger = /^passengers\.(\d+)\.(\w+)$/.exec(bare);
    if (passenger) return `travellers.${passenger[1]}.${passenger[2]}`;
    return /^contact\.\w+$/.test(bare) ? bare : null;
  };
  for (const [key, code] of Object.entries(failure.fieldErrors ?? {})) {
    const field = formField(key);
    if (field) fieldErrors[field] = code;
  }
  const single = formField(failure.field);
  if (single && !fieldErrors[single]) fieldErrors[single] = failure.errorCode ?? 'invalid';
  const named = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, fieldMessages: Object.fromEntries(Object.keys(fieldErrors).map((key) => [key, message])), formError: named ? null : message };
}

export async function placeBusOrder({ request, api, now = new Date(), session = null }: CheckoutStepRequest) {
  const { url, lang, t, client } = await context(request, api);
  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  if (!CHECKOUT_ID.test(checkoutId)) throw redirect('/bus');
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, value.slice(0, 600)]));
  const bus = busApi(api, lang);
  const loaded = await bus.checkout(checkoutId);
  if (!loaded.ok) return data<BusCheckoutActionData>({ values, fieldErrors: {}, fieldMessages: {}, formError: loaded.message ?? t('bus.checkout.holdEnded') }, { status: loaded.status });
  const checkout = loaded.data;
  const trip = tripOf(checkout, now);

  // Each seat's passenger, with the gender held for the seat (the page shows it, it cannot be changed here).
  const texts = checkout.seats.map((seat, index) => ({ ...readTravellerText(form, index), gender: seat.gender }));
  const documents = texts.map((text) => documentOf(trip, text));
  const passengers: TravellerFormValues[] = texts.map((text, index) => {
    const uuid = values[travellerFieldName(index, 'uuid')] ?? '';
    return normalizeTraveller(toTravellerValues(/^[0-9a-f-]{36}$/i.test(uuid) ? uuid : crypto.randomUUID(), typeOf(text.dateOfBirth, trip.travelDate), text, documents[index] ?? 'passport'));
  });
  const contact = readContact(form);
  const travellerErrors = Object.assign({}, ...passengers.map((passenger, index) => travellerErrorKeys(index, validateTraveller(passenger, trip)))) as Record<string, string>;
  const contactErrors = contactErrorKeys(validateContact(contact));
  if (Object.keys(travellerErrors).length > 0 || Object.keys(contactErrors).length > 0) {
    return data<BusCheckoutActionData>(
      {
        values,
        fieldErrors: { ...travellerErrors, ...contactErrors },
        fieldMessages: {
          ...wordErrors(TRAVELLER_ERROR_MESSAGES[lang] as unknown as FieldMessages, travellerErrors, t('checkout.errors.field')),
          ...wordErrors(CONTACT_ERROR_MESSAGES[lang] as unknown as FieldMessages, contactErrors, t('checkout.errors.field')),
        },
        formError: null,
        documents,
        townships: await townshipsFor(client, texts.map((text) => text.divisionCode)),
      },
      { status: 400 },
    );
  }

  const payload: BusStorePayload = {
    checkoutId,
    language: lang,
    contact: { ...normalizeContact(contact) },
    passengers: passengers.map((passenger, index) => ({ ...(passenger as BusStorePayload['passengers'][number]), seatNo: checkout.seats[index]!.seatNo })),
  };
  const key = values.idempotencyKey ?? '';
  const placed = await bus.store(payload, IDEMPOTENCY_KEY.test(key) ? key : crypto.randomUUID(), session?.headers ?? {});
  if (!placed.ok) {
    return data<BusCheckoutActionData>(
      { values, ...busStoreRefusal(placed, t('bus.checkout.errors.placeFailed')), documents, townships: await townshipsFor(client, texts.map((text) => text.divisionCode)) },
      { status: placed.status },
    );
  }
  if (session) {
    const ticked = new Set(passengers.flatMap((passenger, index) => (values[travellerFieldName(index, 'save')] === '1' ? [passenger.uuid] : [])));
    await saveTicked(createApiClient(api, lang), session, passengers as unknown as ReadonlyArray<Record<string, unknown>>, ticked);
  }
  const next = new Headers();
  setOrderKeyCookie(next, placed.data.orderId, placed.data.orderKey, request);
  throw redirect(`/bus/payment?orderId=${encodeURIComponent(placed.data.orderId)}`, { headers: next });
}

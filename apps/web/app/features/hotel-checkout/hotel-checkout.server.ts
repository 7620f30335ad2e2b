/**
 * The hotel checkout (spec §2 /hotel/checkout): the room chosen on the hotel's page is re-priced for
 * the stay (checkReservation) and kept as a checkout; the guest of each room and the contact are
 * given (hotel order), then the order is placed and its rooms held (hotel store, encrypted), and the
 * guest goes on to /hotel/payment. Every answer of the api becomes a state of the page: the form with
 * its errors, a spec §8 modal, or a redirect to the next step.
 */
import { data, redirect } from 'react-router';
import { CONTACT_ERROR_MESSAGES, normalizeContact, validateContact } from '@thwa/domain/booking/contact';
import type { CheckReservationRequest, HotelCheckout, HotelCheckoutResponse, HotelStoreResponse } from '@thwa/domain/contracts/hotel-booking';
import { NATIONALITIES, type Language } from '@thwa/domain/settings';
import { validateHotelGuests, type GuestFieldError } from '@thwa/domain/hotels/hotel-guests';
import type { MessageKey } from '../../i18n/en.ts';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { CheckoutStepRequest } from '../checkout/checkout-request.server.ts';
import { context as checkoutContext, contactFrom, contactValues, errorView, IDEMPOTENCY_KEY, pathOf } from '../checkout/checkout.server.ts';
import type { CheckoutErrorData } from '../checkout/checkout-data.ts';
import { errorModalFor } from '../checkout/checkout-errors.ts';
import { contactErrorKeys, readContact } from '../checkout/form-values.ts';
import { setOrderKeyCookie } from '../../lib/order-key.server.ts';
import { wordErrors, type FieldMessages } from '../checkout/word-errors.ts';
import { call, dataOf, encryptFor, type ApiFailure } from '../thank-you/order-api.server.ts';
import type { HotelCheckoutActionData, HotelCheckoutFormData } from './hotel-checkout-data.ts';
import { readGuests } from './guest-fields.ts';

const HOTEL_SEARCH_HREF = '/hotel';

/** Where "choose another room" leads: the hotel page the guest came from (only a hotel page of this site). */
export function backHrefFrom(url: URL): string {
  const back = url.searchParams.get('back') ?? '';
  return /^\/hotel\/[a-z/]*(\?[^#\s]*)?$/i.test(back) ? back : HOTEL_SEARCH_HREF;
}

function whole(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The stay a hotel page links here with (spec §2 hotel parameters plus the room, rate and the total the
 * guest saw), or null when the link lacks what a reservation needs. The api checks every value again.
 */
export function reservationFrom(url: URL, language: Language): CheckReservationRequest | null {
  const query = url.searchParams;
  const hotelId = query.get('hotelId');
  const roomTypeId = query.get('roomTypeId');
  const rateId = query.get('rateId');
  const checkIn = query.get('checkin');
  const checkOut = query.get('checkout');
  const rooms = whole(query.get('rooms'));
  const adult = whole(query.get('adult'));
  if (!hotelId || !roomTypeId || !rateId || !checkIn || !checkOut || rooms === undefined || adult === undefined) return null;
  const childAges = (query.get('child_ages') ?? '')
    .split(',')
    .filter((age) => /^\d{1,2}$/.test(age))
    .map(Number);
  const nationality = query.get('nationality');
  const listedTotal = whole(query.get('listedTotal'));
  return {
    hotelId,
    roomTypeId,
    rateId,
    checkIn,
    checkOut,
    rooms,
    adult,
    child: whole(query.get('child')) ?? childAges.length,
    childAges,
    nationality: (NATIONALITIES as readonly string[]).includes(nationality ?? '') ? (nationality as CheckReservationRequest['nationality']) : 'local',
    language,
    ...(listedTotal !== undefined ? { listedTotal } : {}),
  };
}

function hotelCalls(api: ApiClient) {
  return {
    checkReservation: (body: CheckReservationRequest) => call(() => api.post<HotelCheckoutResponse>('/hotel/v4/checkReservation', body), (answer) => dataOf<HotelCheckout>(answer)),
    checkout: (checkoutId: string) => call(() => api.get<HotelCheckoutResponse>(`/hotel/checkout?checkoutId=${encodeURIComponent(checkoutId)}`), (answer) => dataOf<HotelCheckout>(answer)),
    saveGuests: (body: unknown) => call(() => api.post<HotelCheckoutResponse>('/hotel/v2/order', body), (answer) => dataOf<HotelCheckout>(answer)),
    store: async (payload: unknown, idempotencyKey: string, account: Record<string, string>) =>
      call(
        async () => api.post<HotelStoreResponse>('/order/v4/hotel/store', { data: await encryptFor(api, payload) }, { 'idempotency-key': idempotencyKey, ...account }),
        (answer) => dataOf<HotelStoreResponse['data']>(answer),
      ),
  };
}

/** A failed call as the checkout's error shape (a call that never answered reads as unexpected). */
function asCheckoutFailure(failure: ApiFailure) {
  return { ok: false as const, status: failure.status, errorCode: failure.errorCode ?? 'UNEXPECTED', message: failure.message, fieldErrors: failure.fieldErrors ?? null };
}

function errorPage(failure: ApiFailure, links: { listingHref: string; retryHref: string }, title: (key: Parameters<typeof errorModalFor>[0]) => string) {
  const view = errorView(asCheckoutFailure(failure), 'contact', links.listingHref, links.retryHref);
  return data<CheckoutErrorData>({ kind: 'error', title: title(view.errorCode), error: view }, { status: failure.status });
}

/** `/hotel/checkout`: a link from a hotel page is re-priced into a checkout; a checkout shows its form. */
export async function loadHotelCheckout({ request, api, session = null, miniApp = null }: CheckoutStepRequest) {
  const { url, lang, t, client } = await checkoutContext(request, api);
  const calls = hotelCalls(createApiClient(api, lang));
  const backHref = backHrefFrom(url);
  const links = { listingHref: backHref, retryHref: pathOf(url) };
  const titleOf = (errorCode: string) => t(errorModalFor(errorCode, 'contact').title);

  const checkoutId = url.searchParams.get('checkoutId');
  if (!checkoutId) {
    const asked = reservationFrom(url, lang);
    if (!asked) return errorPage({ ok: false, status: 410, errorCode: 'SESSION_TIMED_OUT', message: null, field: null }, { ...links, listingHref: HOTEL_SEARCH_HREF }, titleOf);
    const priced = await calls.checkReservation(asked);
    if (!priced.ok) return errorPage(priced, links, titleOf);
    // The checkout's own URL from now on, so a reload shows this price and never re-prices behind the guest's back.
    const next = new URLSearchParams({ checkoutId: priced.data.checkoutId, back: backHref });
    // A language or currency the link chose is kept: the redirect answers before the root remembers it.
    for (const setting of ['language', 'currency'] as const) {
      const value = url.searchParams.get(setting);
      if (value) next.set(setting, value);
    }
    if (priced.data.priceChanged && asked.listedTotal !== undefined) next.set('listed', String(asked.listedTotal));
    throw redirect(`/hotel/checkout?${next.toString()}`);
  }

  const loaded = await calls.checkout(checkoutId);
  if (!loaded.ok) return errorPage(loaded, links, titleOf);
  const checkout = loaded.data;
  const listed = whole(url.searchParams.get('listed'));
  const continueUrl = new URL(url);
  continueUrl.searchParams.delete('listed');
  const [countries, contact] = await Promise.all([client.countries(), contactValues(client, session, contactFrom(null), miniApp)]);
  return data<HotelCheckoutFormData>({
    kind: 'form',
    title: t('hotelCheckout.title'),
    checkout,
    countries,
    ...contact,
    idempotencyKey: crypto.randomUUID(),
    priceChange: listed !== undefined && listed !== checkout.total ? { previous: listed, now: checkout.total, continueHref: pathOf(continueUrl) } : null,
    backHref,
  });
}

/** Submit: the guests and the contact are checked, the guests saved, the order placed; then payment. */
export async function placeHotelOrder({ request, api, session = null }: CheckoutStepRequest) {
  const { url, lang, t } = await checkoutContext(request, api);
  const calls = hotelCalls(createApiClient(api, lang));
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, value.slice(0, 600)]));
  const postedKey = values.idempotencyKey ?? '';
  // Without a usable key (a hand-made post) a fresh one still makes the call safe to answer once.
  const idempotencyKey = IDEMPOTENCY_KEY.test(postedKey) ? postedKey : crypto.randomUUID();
  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  const links = { listingHref: backHrefFrom(url), retryHref: pathOf(url) };

  const guestMessage = (code: string) => t(`hotelCheckout.errors.${code as GuestFieldError}` satisfies MessageKey);
  const invalid = (fieldErrors: Record<string, string>) =>
    data<HotelCheckoutActionData>(
      {
        values,
        fieldErrors,
        fieldMessages: {
          ...wordErrors(CONTACT_ERROR_MESSAGES[lang] as unknown as FieldMessages, fieldErrors, t('checkout.errors.field')),
          // The guest step's own fields (guests.0.firstName, estimatedCheckInTime, specialRequest).
          ...Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => !key.startsWith('contact.')).map(([key, code]) => [key, guestMessage(code)])),
        },
      },
      { status: 400 },
    );
  const refused = (failure: ApiFailure) => {
    if (failure.fieldErrors) return invalid(failure.fieldErrors);
    return data<HotelCheckoutActionData>({ values, fieldErrors: {}, fieldMessages: {}, error: errorView(asCheckoutFailure(failure), 'contact', links.listingHref, links.retryHref) }, { status: failure.status });
  };

  const loaded = await calls.checkout(checkoutId);
  if (!loaded.ok) return refused(loaded);
  const rooms = loaded.data.stay.rooms;
  const guests = readGuests(form, rooms);
  const contact = readContact(form);
  // A hotel abroad checks the passport: the names in Latin letters, as the api will require.
  const guestCheck = validateHotelGuests(guests, rooms, { latinOnly: loaded.data.hotel.region === 'international' });
  const errors = { ...contactErrorKeys(validateContact(contact)), ...('errors' in guestCheck ? guestCheck.errors : {}) };
  if (Object.keys(errors).length > 0) return invalid(errors);

  const saved = await calls.saveGuests({
    checkoutId,
    adult: guests.guests,
    additionalInfo: { estimatedCheckInTime: guests.estimatedCheckInTime, specialRequest: guests.specialRequest || null },
  });
  if (!saved.ok) return refused(saved);
  const placed = await calls.store({ checkoutId, contact: { ...normalizeContact(contact) } }, idempotencyKey, session?.headers ?? {});
  if (!placed.ok) return refused(placed);
  const headers = new Headers();
  setOrderKeyCookie(headers, placed.data.orderId, placed.data.orderKey, request);
  throw redirect(`/hotel/payment?orderId=${encodeURIComponent(placed.data.orderId)}`, { headers });
}

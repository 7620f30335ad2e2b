/**
 * Loaders of /account/my-trip, /account/my-trip/view-ticket and /account/purchased-history (spec §2,
 * §7 POST /myaccount/my-trips and /myaccount/purchasehistory), for the signed-in user only.
 */
import { data, type RouterContextProvider } from 'react-router';
import type { MyTripsRequest, MyTripsResponse, PurchaseHistoryResponse, Trip } from '@thwa/domain/contracts/trips';
import { flightDefaultDepartureDate } from '@thwa/domain/dates';
import { orderStatusTone } from '@thwa/domain/order-status';
import { bookAgainSearchParams, filterTrips, parseTripProduct, parseTripTab, tripUserTypeOf, type BookAgain } from '@thwa/domain/trips/trips';
import type { ApiClient } from '../../lib/api-client.ts';
import { webRuntime } from '../../runtime.ts';
import { accountTools, postSignedIn } from '../account/account-api.server.ts';
import { requireAccountSession, type AccountSession } from '../account/session.server.ts';
import { ORDER_ID } from '../thank-you/order-api.server.ts';
import type { MyTripsData, PurchaseHistoryData, TripCard, ViewTicketData } from './trips-data.ts';

type Context = Readonly<RouterContextProvider>;
/** My trips pages through the api 10 at a time; the tabs and the product filter need the whole list. */
const MAX_PAGES = 10;

/** Every trip of the caller, newest booking first (up to MAX_PAGES pages); null when the api failed. */
async function allTrips(request: Request, api: ApiClient, session: AccountSession, language: 'en' | 'mm'): Promise<Trip[] | null> {
  const trips: Trip[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body: MyTripsRequest = { userId: session.user.userId, page, userType: tripUserTypeOf(session.user.userCode), language };
    const outcome = await postSignedIn<MyTripsResponse>(request, api, session, '/myaccount/my-trips', body);
    if (!outcome.ok) return page === 0 ? null : trips;
    trips.push(...outcome.data.data.trips);
    if (!outcome.data.data.hasMore) break;
  }
  return trips;
}

/**
 * Book again (spec §2): the departure listing for the trip's search. The listing starts every load with
 * its filters open and the class filter at its default, so arriving there is the reset the spec asks.
 */
export function rebookHref(again: BookAgain, now: Date): string {
  const params = bookAgainSearchParams(again, flightDefaultDepartureDate(now, 'international'));
  params.set('class', 'economy');
  return `/flight/depart/search?${params.toString()}`;
}

function cardOf(trip: Trip, now: Date): TripCard {
  return {
    orderId: trip.orderId,
    productName: trip.productName,
    status: trip.status,
    tone: orderStatusTone(trip.status),
    departureDate: trip.departureDate,
    returnDate: trip.returnDate,
    travellers: trip.travellers,
    amount: trip.amount,
    bookedBy: trip.bookedBy,
    track: { bookingId: trip.orderId, email: trip.travelerEmail },
    viewTicketHref: trip.viewTicket ? `/account/my-trip/view-ticket?orderId=${trip.orderId}` : null,
    downloadUrl: trip.downloadTicket,
    bookAgainHref: rebookHref(trip.bookAgain, now),
  };
}

export async function loadMyTrips({ request, context, now = new Date() }: { request: Request; context: Context; now?: Date }): Promise<MyTripsData> {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const url = new URL(request.url);
  const tab = parseTripTab(url.searchParams.get('tab'));
  const product = parseTripProduct(url.searchParams.get('product'));
  const trips = await allTrips(request, api, session, lang);
  return {
    title: t('trips.title'),
    tab,
    product,
    trips: filterTrips(trips ?? [], tab, product).map((trip) => cardOf(trip, now)),
    failure: trips ? null : t('trips.failed'),
  };
}

/** Spec §2 view ticket: the ticket text of one of the caller's trips, fetched on the server through the api. */
export async function loadViewTicket({ request, context, now = new Date() }: { request: Request; context: Context; now?: Date }): Promise<ViewTicketData> {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const orderId = (new URL(request.url).searchParams.get('orderId') ?? '').trim().toUpperCase();
  const trips = ORDER_ID.test(orderId) ? await allTrips(request, api, session, lang) : [];
  const trip = trips?.find((one) => one.orderId === orderId);
  if (!trip) throw data({ message: t('ticketView.notFound') }, { status: 404 });
  let text: string | null = null;
  if (trip.viewTicket) {
    const response = await context.get(webRuntime).api(new Request(new URL(trip.viewTicket, 'http://thwa.internal'), { headers: { accept: 'text/plain' } })).catch(() => null);
    if (response?.ok) text = await response.text();
  }
  return {
    title: t('ticketView.title'),
    orderId,
    text,
    downloadUrl: text === null ? null : trip.downloadTicket,
    rebookHref: rebookHref(trip.bookAgain, now),
    message: text === null ? t('ticketView.noTicket') : null,
  };
}

export async function loadPurchaseHistory({ request, context }: { request: Request; context: Context }): Promise<PurchaseHistoryData> {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '0');
  const page = Number.isInteger(requested) && requested >= 0 && requested <= 1000 ? requested : 0;
  const outcome = await postSignedIn<PurchaseHistoryResponse>(request, api, session, '/myaccount/purchasehistory', { page, language: lang });
  if (!outcome.ok) return { title: t('purchases.title'), purchases: [], page, hasMore: false, failure: outcome.message ?? t('purchases.failed') };
  const answer = outcome.data.data;
  return {
    title: t('purchases.title'),
    purchases: answer.purchases.map((one) => ({ orderId: one.orderId, productName: one.productName, amount: one.amount, method: one.method, paidAt: one.paidAt.slice(0, 10) })),
    page,
    hasMore: answer.hasMore,
    failure: null,
  };
}

/**
 * Loaders of /account/my-trip, /account/my-trip/view-ticket and /account/purchased-history (spec §2,
 * §7 POST /myaccount/my-trips and /myaccount/purchasehistory), for the signed-in user only.
 */
import { payLaterHref } from '../thank-you/order-view.ts';
import { data, type RouterContextProvider } from 'react-router';
import type { OrderDetail, OrderDetailResponse, TrackBookingRequest } from '@thwa/domain/contracts/booking';
import type { MyTripsRequest, MyTripsResponse, PurchaseHistoryResponse, Trip } from '@thwa/domain/contracts/trips';
import { formatYangonDate } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import { orderStatusTone } from '@thwa/domain/order-status';
import { filterTrips, parseTripProduct, parseTripTab, tripUserTypeOf, type BookAgain } from '@thwa/domain/trips/trips';
import { productOfItem, productOfType } from '../../products/index.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { webRuntime } from '../../runtime.ts';
import { accountTools, postSignedIn } from '../account/account-api.server.ts';
import { requireAccountSession, type AccountSession } from '../account/session.server.ts';
import { ORDER_ID, call, dataOf } from '../thank-you/order-api.server.ts';
import { itemDocumentFileName } from '@thwa/domain/orders/order-items';
import type { MyTripsData, PurchaseHistoryData, TicketView, TripCard, ViewTicketData } from './trips-data.ts';

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
 * Book again (spec §2): the listing for the trip's search. A flight's departure listing starts every
 * load with its filters open and the class filter at its default, so arriving there is the reset the
 * spec asks; a hotel stay searches the same hotel for the same rooms and guests.
 */
export function rebookHref(again: BookAgain, now: Date): string {
  return productOfItem(again)?.bookAgainHref(again, now) ?? '/';
}

/** One trip as its My trips card shows it. */
export function tripCard(trip: Trip, now: Date): TripCard {
  return {
    orderId: trip.orderId,
    productName: trip.productName,
    status: trip.status,
    tone: orderStatusTone(trip.status),
    productType: trip.productType,
    departureDate: trip.departureDate,
    returnDate: trip.returnDate,
    travellers: trip.travellers,
    amount: trip.amount,
    bookedBy: trip.bookedBy,
    track: { bookingId: trip.orderId, email: trip.travelerEmail },
    viewTicketHref: trip.viewTicket ? `/account/my-trip/view-ticket?orderId=${trip.orderId}` : null,
    downloadUrl: trip.downloadTicket,
    // The worker renders the ticket a few seconds after the order completes (longer on a busy node).
    ticketPending: trip.status === 'completed' && !trip.viewTicket,
    bookAgainHref: rebookHref(trip.bookAgain, now),
    payHref: trip.payKey ? payLaterHref(trip.orderId, trip.payKey) : null,
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
    trips: filterTrips(trips ?? [], tab, product).map((trip) => tripCard(trip, now)),
    failure: trips ? null : t('trips.failed'),
  };
}

/**
 * The ticket as data for the laid-out view, every date, time and number written here in the page's
 * language (the shared formatter gives the same text on server and browser, so hydration agrees).
 */
export function ticketViewOf(detail: OrderDetail, lang: Language): TicketView {
  return {
    orderId: detail.orderId,
    productType: detail.productType,
    pnr: detail.pnr,
    status: detail.status,
    tone: orderStatusTone(detail.status),
    issued: formatYangonDate(detail.createdAt, lang),
    items: detail.items,
    contact: detail.contact,
    total: formatMoney({ amount: detail.amount, currency: 'MMK' }, { lang }),
  };
}

/** The booking's details through Track booking (spec §7), with the contact email My trips keeps for it; null when that fails. */
async function ticketDetail(api: ApiClient, trip: Trip, lang: Language): Promise<OrderDetail | null> {
  const body: TrackBookingRequest = { bookingId: trip.orderId, email: trip.travelerEmail, smsFlag: 0, channelTypeId: 3, feature: 'revamp', language: lang };
  const answer = await call(() => api.post<OrderDetailResponse>('/myaccount/trackbooking', body), (response) => dataOf<OrderDetail>(response));
  return answer.ok ? answer.data : null;
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
  const detail = text === null ? null : await ticketDetail(api, trip, lang);
  return {
    title: t('ticketView.title'),
    orderId,
    text,
    ticket: detail ? ticketViewOf(detail, lang) : null,
    downloadUrl: text === null ? null : trip.downloadTicket,
    fileName: productOfType(trip.productType)?.document.fileName(orderId) ?? `${orderId}.pdf`,
    downloadLabel: productOfType(trip.productType)?.document.viewDownload ?? 'ticketView.download',
    moreDocuments: (detail?.items ?? []).flatMap((item) => {
      const product = productOfItem(item);
      return item.itemNo > 1 && item.document && product
        ? [{ itemNo: item.itemNo, downloadUrl: item.document.downloadUrl, fileName: itemDocumentFileName(product.document.fileName(orderId), item.itemNo), label: product.document.viewDownload }]
        : [];
    }),
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
    purchases: answer.purchases.map((one) => ({ orderId: one.orderId, productName: one.productName, amount: one.amount, method: one.method, paidAt: one.paidAt })),
    page,
    hasMore: answer.hasMore,
    failure: null,
  };
}

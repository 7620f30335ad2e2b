import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { busRefund } from '@thwa/domain/bus/bus-cancellation';
import { yangonInstant } from '@thwa/domain/bus/bus-time';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { BookAgain } from '@thwa/domain/trips/trips';
import type { WebProduct } from '../web-product.ts';
import { PRODUCT_PAGES } from '../product-pages.ts';
import { lazy } from 'react';

/** The statuses a passenger may cancel a ticket in themselves, as for a stay: paid, being confirmed, or confirmed. */
const CANCELLABLE_STATUSES = new Set(['paid', 'processing', 'completed']);

/** The results of the same route for the same passengers, a week from `now` (the day is the passenger's to change). */
export function busBookAgainHref(again: BookAgain, now: Date): string {
  if (again.product !== 'bus') return '/bus';
  const query = new URLSearchParams({ from: again.from, to: again.to, date: addDays(yangonDate(now), 7), passengers: String(again.passengers), nationality: again.nationality });
  return `/bus/search?${query.toString()}`;
}

/**
 * What cancelling a ticket now gives back, by the operator's tiers of hours before departure
 * (busRefund) at the instant `now`; null when it cannot be cancelled online (not paid, or the coach has
 * left). The api decides again with its own clock when the passenger confirms.
 */
export function busCancellationPreview(item: OrderItem, order: { status: string; paid: number }, now: Date): { refund: number } | null {
  if (item.product !== 'bus' || !CANCELLABLE_STATUSES.has(order.status)) return null;
  const decided = busRefund(item.cancellation, { paid: order.paid, departure: yangonInstant(item.departureDate, item.departureTime), now });
  return 'refused' in decided ? null : { refund: decided.refund };
}

/** Buses' part of the shared screens (spec §3 product type 9): the coach, its seats, the e-ticket, cancellation by hours before departure. */
export const busProduct: WebProduct = {
  item: 'bus',
  productType: PRODUCT_TYPE_IDS.bus,
  paymentPath: '/bus/payment',
  searchPath: '/bus',
  steps: PRODUCT_PAGES.bus.steps,
  namespace: 'bus',
  thankYouWords: () => import('./thank-you-words.ts').then((words) => words.BUS_THANK_YOU_WORDS),
  words: {
    reference: 'bus.reference',
    bookAnother: 'bus.bookAnother',
    searchAgain: 'bus.searchAgain',
    holdEnded: 'bus.timer.expired',
    holdExpired: 'bus.expired.body',
    starts: 'bus.trips.starts',
    ends: 'bus.trips.ends',
    people: 'bus.trips.people',
  },
  document: {
    view: 'bus.ticket.view',
    download: 'bus.ticket.download',
    viewTitle: 'bus.ticket.title',
    tripsView: 'bus.ticket.view',
    tripsDownload: 'bus.ticket.download',
    title: 'bus.ticket.title',
    reference: 'bus.reference',
    viewDownload: 'bus.ticket.download',
    // The api's download and the e-mail's attachment name a ticket so.
    fileName: (orderId) => `${orderId}-bus-ticket.pdf`,
  },
  bookAgainHref: (again, now) => busBookAgainHref(again, now),
  // The tiers count hours before departure: the port's instant, not its date.
  cancellationPreview: (item, order, { now }) => busCancellationPreview(item, order, now),
  // On demand: a page loads the ticket's views only when it shows one.
  Summary: lazy(() => import('./bus-details.tsx').then((views) => ({ default: views.BusSummary }))),
  Details: lazy(() => import('./bus-details.tsx').then((views) => ({ default: views.BusDetails }))),
  // The e-ticket shows what the thank-you page details: the coach, the points, the passengers and seats.
  Document: lazy(() => import('./bus-details.tsx').then((views) => ({ default: views.BusDetails }))),
};

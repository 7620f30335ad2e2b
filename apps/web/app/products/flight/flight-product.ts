import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { flightDefaultDepartureDate } from '@thwa/domain/dates';
import { bookAgainSearchParams } from '@thwa/domain/trips/trips';
import type { WebProduct } from '../web-product.ts';
import { lazy } from 'react';

/** Flights' part of the shared screens: seats, the airline's reference, the e-ticket. */
export const flightProduct: WebProduct = {
  item: 'flight',
  productType: PRODUCT_TYPE_IDS.flight,
  paymentPath: '/flight/payment',
  searchPath: '/flight',
  steps: 'full',
  namespace: 'checkout',
  thankYouWords: () => import('@thwa/domain/booking/thank-you-outcome').then((words) => words.FLIGHT_THANK_YOU_WORDS),
  words: {
    reference: 'thankYou.pnr',
    bookAnother: 'thankYou.bookAnother',
    searchAgain: 'payment.searchAgain',
    holdEnded: 'payment.timer.expired',
    holdExpired: 'payment.expired.body',
    starts: 'trips.departs',
    ends: 'trips.returns',
    people: 'trips.travellers',
  },
  document: {
    view: 'ticket.view',
    download: 'ticket.download',
    viewTitle: 'ticket.viewTitle',
    tripsView: 'trips.viewTicket',
    tripsDownload: 'trips.downloadTicket',
    title: 'ticketView.eTicket',
    reference: 'ticketView.pnr',
    viewDownload: 'ticketView.download',
    // Spec §2: an e-ticket is saved under the order id alone.
    fileName: (orderId) => `${orderId}.pdf`,
  },
  // The departure listing starts every load with its filters open and the class filter at its
  // default, so arriving there is the reset the spec asks.
  bookAgainHref(again, now) {
    if (again.product !== 'flight') return '/flight';
    const params = bookAgainSearchParams(again, flightDefaultDepartureDate(now, 'international'));
    params.set('class', 'economy');
    return `/flight/depart/search?${params.toString()}`;
  },
  // Airlines' rules decide a ticket's change or refund: our team handles it by phone.
  cancellationPreview: () => null,
  // On demand: a page loads the flight's views only when it shows a flight.
  Summary: lazy(() => import('./flight-details.tsx').then((views) => ({ default: views.FlightSummary }))),
  Details: lazy(() => import('./flight-details.tsx').then((views) => ({ default: views.FlightDetails }))),
  Document: lazy(() => import('./flight-ticket.tsx').then((views) => ({ default: views.FlightTicket }))),
};

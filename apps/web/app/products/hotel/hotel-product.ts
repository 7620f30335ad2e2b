import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { hotelDefaultDates } from '@thwa/domain/dates';
import { hotelBookAgainSearchParams } from '@thwa/domain/trips/trips';
import { cancellationPreview } from '@thwa/domain/hotels/cancellation';
import type { WebProduct } from '../web-product.ts';
import { lazy } from 'react';

/** Hotels' part of the shared screens: rooms, the hotel's confirmation, the voucher, self-service cancellation. */
export const hotelProduct: WebProduct = {
  item: 'hotel',
  productType: PRODUCT_TYPE_IDS.hotel,
  paymentPath: '/hotel/payment',
  searchPath: '/hotel',
  steps: 'hotel',
  namespace: 'hotelCheckout',
  thankYouWords: () => import('@thwa/domain/booking/thank-you-outcome').then((words) => words.HOTEL_THANK_YOU_WORDS),
  words: {
    reference: 'hotelCheckout.confirmation',
    bookAnother: 'hotelCheckout.bookAnother',
    searchAgain: 'hotelCheckout.searchAgain',
    holdEnded: 'hotelCheckout.timer.expired',
    holdExpired: 'hotelCheckout.expired.body',
    starts: 'trips.checkIn',
    ends: 'trips.checkOut',
    people: 'trips.guests',
  },
  document: {
    view: 'hotelCheckout.voucher.view',
    download: 'hotelCheckout.voucher.download',
    viewTitle: 'hotelCheckout.voucher.view',
    tripsView: 'trips.viewVoucher',
    tripsDownload: 'trips.downloadVoucher',
    title: 'ticketView.voucher',
    reference: 'ticketView.confirmation',
    viewDownload: 'trips.downloadVoucher',
    // The api's download and the e-mail's attachment name a voucher so.
    fileName: (orderId) => `${orderId}-voucher.pdf`,
  },
  // The same hotel for the same rooms and guests.
  bookAgainHref: (again, now) => (again.product === 'hotel' ? `/hotel/listing?${hotelBookAgainSearchParams(again, hotelDefaultDates(now).checkIn).toString()}` : '/hotel'),
  cancellationPreview: (item, order, { today }) =>
    item.product === 'hotel' ? cancellationPreview({ status: order.status, checkIn: item.checkIn, paid: order.paid, cancellation: item.cancellation }, today) : null,
  // On demand: a page loads the stay's views only when it shows a stay.
  Summary: lazy(() => import('./hotel-details.tsx').then((views) => ({ default: views.HotelSummary }))),
  Details: lazy(() => import('./hotel-details.tsx').then((views) => ({ default: views.HotelDetails }))),
  // The voucher shows what the thank-you page details: the hotel, dates, room, guests and voucher numbers.
  Document: lazy(() => import('./hotel-details.tsx').then((views) => ({ default: views.HotelDetails }))),
};

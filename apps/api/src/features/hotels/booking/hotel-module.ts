import type { Transaction } from '@thwa/db/transaction';
import type { OrderItemContent } from '@thwa/domain/contracts/booking';
import type { HotelTrip } from '@thwa/domain/hotels/hotel-trip';
import type { Language } from '@thwa/domain/settings';
import type { HotelSource } from '../../../partners/hotel-sources/hotel-source.ts';
import type { HotelSources } from '../../../partners/hotel-sources/hotel-sources.ts';
import { refundOnCancel } from '@thwa/domain/hotels/cancellation';
import { FORGOTTEN_NAME, type CancellationDecision, type CancellationTerms, type FulfilResult, type HoldingClient, type OrderSummary, type ProductModule, type SummarizedItem } from '../../orders/product-module.ts';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from '../../orders/orders.repository.ts';
import type { ProductDocument } from '../../tickets/order-document.ts';
import { voucherHtml } from '../../tickets/voucher-html.ts';
import { voucherText } from '../../tickets/voucher-text.ts';
import { hotelMail } from './hotel-mail.ts';
import type { HotelPhones } from './hotel-phones.repository.ts';

/** Without a phone book (unit tests), no hotel has a phone on record. */
const NO_PHONES: HotelPhones = { phoneOf: async () => null };

/** Spec §3 product type id of a hotel. */
export const PRODUCT_HOTEL = 1;

/** The stay of a hotel item. */
export function hotelTripOf(item: Pick<NewOrderItem, 'orderId' | 'trip'>): HotelTrip {
  if (item.trip.product !== 'hotel') throw new Error(`an item of order ${item.orderId} is not a stay`);
  return item.trip;
}

/** Names in the reader's language from the hotel's source, the stored ones (the booking's language) where it has none. */
function namesOf(sources: HotelSources, trip: HotelTrip, language: Language) {
  const found = sources.roomType(trip.request.roomTypeId);
  const mm = language === 'mm';
  const rate = found?.room.rates.find((one) => one.id === trip.request.rateId);
  const destination = sources.place(trip.selection.destinationId)?.place;
  return {
    hotelName: found ? (mm ? found.hotel.nameMy : found.hotel.nameEn) : trip.selection.hotelName,
    address: found ? (mm ? found.hotel.addressMy : found.hotel.addressEn) : '',
    stars: found?.hotel.stars ?? 0,
    roomName: found ? (mm ? found.room.nameMy : found.room.nameEn) : trip.selection.roomName,
    rateName: rate ? (mm ? rate.nameMy : rate.nameEn) : trip.selection.rateName,
    city: destination ? (mm ? destination.nameMy : destination.nameEn) : '',
    citySlug: destination?.slug ?? '',
    region: sources.place(trip.selection.destinationId)?.source.region ?? 'local',
  };
}

/** A stay's document: the hotel voucher, its PDF named from the order id as a voucher (spec §2). */
export const hotelVoucher: ProductDocument = {
  fileName: (orderId) => `${orderId}-voucher.pdf`,
  // An order holds one stay: the voucher reads it from the order, beside the order's contact and price.
  render: (order, _item, language, support) => ({ text: voucherText(order, language, support), html: voucherHtml(order, language, support) }),
};

/**
 * Hotels as a product of the booking core (design §6a): a stay holds every night of its rooms at its
 * source (our inventory, or the bed bank abroad) when the order is placed (all or nothing), gives them
 * back when the hold expires or the booking fails, and is confirmed by the hotel once paid: one
 * voucher number per room.
 */
export function createHotelModule(sources: HotelSources, phones: HotelPhones = NO_PHONES, onSold: (placeId: number) => void = () => {}): ProductModule {
  /** The source that sold the stay; one switched off since (sandbox partners off) cannot serve it. */
  function sourceOf(trip: HotelTrip): HotelSource {
    const source = sources.source(trip.selection.source);
    if (!source) throw new Error(`hotel source ${trip.selection.source} is not on`);
    return source;
  }

  return {
    productType: PRODUCT_HOTEL,
    // A stay holds its rooms night by night (decision 021): hotel-orders.ts counts rooms × nights.
    holdUnit: 'roomNights',

    async hold(transaction: Transaction, order: NewOrder, item: NewOrderItem, client?: HoldingClient | null) {
      const trip = hotelTripOf(item);
      const { request } = trip;
      await sourceOf(trip).hold(transaction, {
        orderId: order.orderId,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        rooms: [{ roomTypeId: request.roomTypeId, rooms: request.rooms }],
        clientOrders: client ? client.heldOrders : null,
      });
    },

    async release(transaction: Transaction, order: OrderRow, item: OrderItemRow) {
      await sourceOf(hotelTripOf(item)).release(transaction, order.orderId);
    },

    async fulfil(order: OrderRow, item: OrderItemRow, attempt: number): Promise<FulfilResult> {
      const trip = hotelTripOf(item);
      const lastNames = trip.guests.guests.map((guest) => guest.lastName);
      const answer = await sourceOf(trip).confirm({ orderId: order.orderId, lastNames, attempt });
      if (answer.status !== 'confirmed') return answer;
      return { status: 'done', reference: answer.reference, documentNumbers: Array.from({ length: trip.request.rooms }, (_, index) => `${order.orderId}-${index + 1}`) };
    },

    async markSold(transaction: Transaction, order: OrderRow, item: OrderItemRow) {
      const trip = hotelTripOf(item);
      await sourceOf(trip).markSold(transaction, order.orderId);
      // A completed stay counts for its city's popularity (decision 039). Counted in memory before the
      // transaction commits: a rare rollback over-counts one stay, which a ranking can bear.
      const place = sources.hotel(trip.request.hotelId)?.place.place.id;
      if (place !== undefined) onSold(place);
    },

    async describe(order: OrderRow, item: OrderItemRow, language: Language): Promise<OrderItemContent> {
      const trip = hotelTripOf(item);
      const documentNumbers = item.documentNumbers;
      const { request, selection, guests } = trip;
      const names = namesOf(sources, trip, language);
      return {
        product: 'hotel',
        hotelId: request.hotelId,
        hotelName: names.hotelName,
        address: names.address,
        // The front desk's phone as on record now (the voucher's way to reach the hotel), not as booked.
        phone: await phones.phoneOf(request.hotelId),
        city: names.city,
        stars: names.stars,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        checkInTime: selection.checkInTime,
        checkOutTime: selection.checkOutTime,
        nights: selection.nights,
        rooms: request.rooms,
        adult: request.adult,
        child: request.child,
        childAges: [...request.childAges],
        roomName: names.roomName,
        rateName: names.rateName,
        services: selection.services,
        guests: guests.guests,
        estimatedCheckInTime: guests.estimatedCheckInTime,
        specialRequest: guests.specialRequest,
        // Refundable while a free-cancellation date is ahead of the booking; a date already passed when
        // it was booked offered nothing free (hotel-checkout.service.ts keeps it null).
        cancellation: { refundable: selection.freeCancellationUntil !== null, freeCancellationUntil: selection.freeCancellationUntil },
        voucherNumbers: [...documentNumbers],
      };
    },

    /** Until the day of arrival; the rate's policy says whether it is free (all back) or not (nothing back). */
    cancellation(item: OrderItemRow, { today, paid }: CancellationTerms): CancellationDecision {
      const { request, selection } = hotelTripOf(item);
      if (today > request.checkIn) return { refused: 'too_late' };
      return { refund: refundOnCancel(selection.cancellation, { checkIn: request.checkIn, paid, today }) };
    },

    /** Each room's lead guest and the special request go; the stay, its rooms and its rate stay. */
    forget(trip: OrderTrip): OrderTrip {
      if (trip.product !== 'hotel') return trip;
      const guests = trip.guests.guests.map(() => ({ firstName: FORGOTTEN_NAME, lastName: FORGOTTEN_NAME }));
      return { ...trip, guests: { ...trip.guests, guests, specialRequest: null } };
    },

    async summarize(item: SummarizedItem, language: Language): Promise<OrderSummary> {
      const trip = hotelTripOf(item);
      const { request, selection } = trip;
      const names = namesOf(sources, trip, language);
      return {
        productName: names.city ? `${names.hotelName}, ${names.city}` : names.hotelName,
        origin: request.hotelId,
        destination: names.city,
        startDate: request.checkIn,
        endDate: request.checkOut,
        startLocal: `${request.checkIn}T${selection.checkInTime}`,
        lastDate: request.checkOut,
        travellers: request.adult + request.child,
        bookAgain: {
          product: 'hotel',
          itemId: request.hotelId,
          name: names.hotelName,
          city: names.citySlug,
          region: names.region,
          checkin: request.checkIn,
          checkout: request.checkOut,
          rooms: request.rooms,
          adult: request.adult,
          child: request.child,
          childAges: [...request.childAges],
          nationality: request.nationality,
          currency: 'MMK',
          language,
        },
      };
    },

    document: hotelVoucher,
    mail: hotelMail,
  };
}

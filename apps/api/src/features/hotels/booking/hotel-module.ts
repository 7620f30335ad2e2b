import { randomInt } from 'node:crypto';
import type { Transaction } from '@thwa/db/transaction';
import { destinationById } from '@thwa/db/hotels/destinations';
import type { HotelOrderItem } from '@thwa/domain/contracts/booking';
import type { HotelTrip } from '@thwa/domain/hotels/hotel-trip';
import type { Language } from '@thwa/domain/settings';
import { roomTypeOf, hotelInventoryBooking } from '../../../partners/hotel-sources/inventory-booking.ts';
import { refundOnCancel } from '@thwa/domain/hotels/cancellation';
import type { CancellationDecision, FulfilResult, OrderSummary, ProductModule } from '../../orders/product-module.ts';
import type { NewOrder, OrderRow } from '../../orders/orders.repository.ts';

/** Spec §3 product type id of a hotel. */
export const PRODUCT_HOTEL = 1;

/** The stay of a hotel order. */
export function hotelTripOf(order: Pick<NewOrder, 'orderId' | 'trip'>): HotelTrip {
  if (order.trip.product !== 'hotel') throw new Error(`order ${order.orderId} is not a hotel order`);
  return order.trip;
}

/** Names in the reader's language from the catalogue, the stored ones (the booking's language) where it has none. */
function namesOf(trip: HotelTrip, language: Language) {
  const found = roomTypeOf(trip.request.roomTypeId);
  const mm = language === 'mm';
  const rate = found?.room.rates.find((one) => one.id === trip.request.rateId);
  const destination = destinationById(trip.selection.destinationId);
  return {
    hotelName: found ? (mm ? found.hotel.nameMy : found.hotel.nameEn) : trip.selection.hotelName,
    address: found ? (mm ? found.hotel.addressMy : found.hotel.addressEn) : '',
    stars: found?.hotel.stars ?? 0,
    roomName: found ? (mm ? found.room.nameMy : found.room.nameEn) : trip.selection.roomName,
    rateName: rate ? (mm ? rate.nameMy : rate.nameEn) : trip.selection.rateName,
    city: destination ? (mm ? destination.nameMy : destination.nameEn) : '',
    citySlug: destination?.slug ?? '',
  };
}

/** Our hotels confirm at once: a confirmation number, and one voucher number per room. */
function confirmed(trip: HotelTrip, orderId: string): FulfilResult {
  const reference = `HC${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return { status: 'done', reference, documentNumbers: Array.from({ length: trip.request.rooms }, (_, index) => `${orderId}-${index + 1}`) };
}

/**
 * Hotels as a product of the booking core (design §6a): a stay holds every night of its rooms in our
 * inventory when the order is placed (all or nothing, hotel_room_nights), gives them back when the
 * hold expires or the booking fails, and is confirmed by the hotel once paid. The bed-bank sandbox for
 * cities abroad will be a second source behind the same calls.
 */
export function createHotelModule(): ProductModule {
  return {
    productType: PRODUCT_HOTEL,

    async hold(transaction: Transaction, order: NewOrder) {
      const { request } = hotelTripOf(order);
      await hotelInventoryBooking.hold(transaction, {
        orderId: order.orderId,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        rooms: [{ roomTypeId: request.roomTypeId, rooms: request.rooms }],
      });
    },

    async release(transaction: Transaction, order: OrderRow) {
      await hotelInventoryBooking.release(transaction, order.orderId);
    },

    async fulfil(order: OrderRow) {
      return confirmed(hotelTripOf(order), order.orderId);
    },

    async markSold(transaction: Transaction, order: OrderRow) {
      await hotelInventoryBooking.markSold(transaction, order.orderId);
    },

    async describe(order: OrderRow, documentNumbers: readonly string[], language: Language): Promise<HotelOrderItem> {
      const trip = hotelTripOf(order);
      const { request, selection, guests } = trip;
      const names = namesOf(trip, language);
      return {
        product: 'hotel',
        hotelId: request.hotelId,
        hotelName: names.hotelName,
        address: names.address,
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
    cancellation(order: OrderRow, today: string): CancellationDecision {
      const { request, selection } = hotelTripOf(order);
      if (today > request.checkIn) return { refused: 'too_late' };
      return { refund: refundOnCancel(selection.cancellation, { checkIn: request.checkIn, paid: order.amount, today }) };
    },

    async summarize(order: Pick<OrderRow, 'orderId' | 'trip'>, language: Language): Promise<OrderSummary> {
      const trip = hotelTripOf(order);
      const { request, selection } = trip;
      const names = namesOf(trip, language);
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
  };
}

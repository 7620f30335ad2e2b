import { randomBytes } from 'node:crypto';
import type { Transaction } from '@thwa/db/transaction';
import { maxAdultsOnRate } from '@thwa/db/hotels/hotel-catalogue';
import type { CheckReservationRequest, HotelCheckout, HotelOrderRequest } from '@thwa/domain/contracts/hotel-booking';
import { HOTEL_CHECKOUT_TTL_MINUTES } from '@thwa/domain/constants';
import { yangonDate } from '@thwa/domain/dates';
import { freeCancellationUntil } from '@thwa/domain/hotels/cancellation';
import { validateHotelGuests } from '@thwa/domain/hotels/hotel-guests';
import { hotelPriceBreakdown } from '@thwa/domain/hotels/hotel-price';
import type { HotelSelection, HotelStayRequest } from '@thwa/domain/hotels/hotel-trip';
import { fitsRooms } from '@thwa/domain/hotels/occupancy';
import { checkHotelSearch, type HotelSearchField } from '@thwa/domain/hotels/hotel-search';
import { AppError, FieldErrors } from '../../../plugins/errors.ts';
import { HotelSourceError, type RoomOffer } from '../../../partners/hotel-sources/hotel-source.ts';
import type { FoundRoomType, HotelSources } from '../../../partners/hotel-sources/hotel-sources.ts';
import type { HotelCheckoutRepository, HotelCheckoutRow } from './hotel-checkout.repository.ts';

const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The search's field names (spec §2 query) as this call names them. */
const FIELD_OF_PROBLEM: Readonly<Record<HotelSearchField, keyof CheckReservationRequest>> = {
  checkin: 'checkIn',
  checkout: 'checkOut',
  rooms: 'rooms',
  adult: 'adult',
  child: 'child',
  child_ages: 'childAges',
};

export interface HotelCheckoutServiceOptions {
  repository: HotelCheckoutRepository;
  sources: HotelSources;
  now: () => Date;
}

/**
 * The room type's offer for the stay from its source, now.
 * @throws AppError SERVICE_UNAVAILABLE when the source failed (a partner's error or time-out)
 */
async function offerNow({ source, hotel, room }: FoundRoomType, nights: readonly string[], nationality: CheckReservationRequest['nationality']): Promise<RoomOffer | undefined> {
  try {
    return (await source.offers([hotel], nights, nationality)).get(hotel.id)?.find((one) => one.room.id === room.id);
  } catch (error) {
    if (error instanceof HotelSourceError) throw new AppError('SERVICE_UNAVAILABLE');
    throw error;
  }
}

/**
 * The hotel checkout (spec §7 hotels): a room and rate chosen on the detail page is priced again for
 * the dates and guests (checkReservation) and kept as a checkout for HOTEL_CHECKOUT_TTL_MINUTES; then
 * the guests are given. Nothing is held yet: rooms are taken when the order is placed (hotel-orders.ts),
 * all nights or none.
 */
export function createHotelCheckoutService({ repository, sources, now }: HotelCheckoutServiceOptions) {
  /** The room and hotel of a stored checkout, from its source (a checkout is only made for one sold). */
  function roomTypeOf(request: HotelStayRequest): FoundRoomType {
    const found = sources.roomType(request.roomTypeId);
    if (!found || found.hotel.id !== request.hotelId) throw new AppError('HOTEL_NOT_AVAILABLE');
    return found;
  }

  function viewOf(row: HotelCheckoutRow, priceChanged = false): HotelCheckout {
    const { request, selection } = row;
    const { hotel, room, source } = roomTypeOf(request);
    const mm = request.language === 'mm';
    return {
      checkoutId: row.checkoutId,
      expiresAt: row.expiresAt.toISOString(),
      hotel: {
        id: hotel.id,
        slug: hotel.slug,
        name: selection.hotelName,
        address: mm ? hotel.addressMy : hotel.addressEn,
        stars: hotel.stars,
        checkInTime: selection.checkInTime,
        checkOutTime: selection.checkOutTime,
        region: source.region,
      },
      room: { id: room.id, name: selection.roomName, bedType: room.bedType },
      rate: { id: request.rateId, name: selection.rateName, services: selection.services },
      stay: { checkIn: request.checkIn, checkOut: request.checkOut, nights: selection.nights, rooms: request.rooms, adult: request.adult, child: request.child, childAges: request.childAges },
      nationality: request.nationality,
      language: request.language,
      pricePerNight: selection.pricePerNight,
      total: selection.total,
      totalBeforeDeal: selection.totalBeforeDeal,
      priceChanged,
      cancellation: { refundable: selection.freeCancellationUntil !== null, freeCancellationUntil: selection.freeCancellationUntil },
      breakdown: row.breakdown,
      guests: row.guests,
    };
  }

  async function liveCheckout(checkoutId: string, transaction?: Transaction): Promise<HotelCheckoutRow> {
    const row = CHECKOUT_ID.test(checkoutId) ? await repository.findCheckout(checkoutId, transaction) : undefined;
    if (!row || row.expiresAt.getTime() <= now().getTime()) throw new AppError('SESSION_TIMED_OUT');
    return row;
  }

  return {
    /**
     * POST /hotel/v4/checkReservation: is the room free on every night for these guests, and at what price now.
     * @throws AppError VALIDATION_FAILED (dates, ages, guests per room), DATE_IN_PAST, HOTEL_NOT_AVAILABLE, ROOM_NOT_AVAILABLE
     */
    async checkReservation(body: CheckReservationRequest): Promise<HotelCheckout> {
      // The search's own checks (hotel-search.ts), so a stay the list offers is one the checkout takes.
      const today = yangonDate(now());
      const checked = checkHotelSearch(
        { checkin: body.checkIn, checkout: body.checkOut, rooms: body.rooms, adult: body.adult, child: body.child, childAges: body.childAges.join(',') },
        today,
      );
      if ('problem' in checked) throw new AppError(checked.problem.code === 'in_past' ? 'DATE_IN_PAST' : 'VALIDATION_FAILED', FIELD_OF_PROBLEM[checked.problem.field]);
      const stay = { nights: checked.nights };

      const found = sources.roomType(body.roomTypeId);
      if (!found || found.hotel.id !== body.hotelId) throw new AppError('HOTEL_NOT_AVAILABLE');
      const { hotel, room } = found;
      const rate = room.rates.find((one) => one.id === body.rateId);
      if (!rate) throw new AppError('ROOM_NOT_AVAILABLE');
      // The guests must fit the rate booked: a rate with an extra bed sleeps one adult more (spec §5).
      if (!fitsRooms({ maxAdults: maxAdultsOnRate(room, rate), maxChildren: room.maxChildren, rates: [] }, { rooms: body.rooms, adults: body.adult, children: body.child })) {
        throw new AppError('VALIDATION_FAILED', 'adult');
      }

      const roomOffer = await offerNow(found, stay.nights, body.nationality);
      const price = roomOffer?.offer.rates.find((one) => one.rateId === rate.id);
      if (!roomOffer || !price || roomOffer.offer.roomsLeft < body.rooms) throw new AppError('ROOM_NOT_AVAILABLE');

      const mm = body.language === 'mm';
      // A free-cancellation date already passed offers nothing free any more: shown as non-refundable.
      const freeUntil = freeCancellationUntil(rate.cancellation, body.checkIn);
      const total = price.total * body.rooms;
      const totalBeforeDeal = price.totalBeforeDeal * body.rooms;
      const { listedTotal, ...asked } = body;
      const request: HotelStayRequest = asked;
      const selection: HotelSelection = {
        source: found.source.name,
        hotelName: mm ? hotel.nameMy : hotel.nameEn,
        destinationId: hotel.destinationId,
        roomName: mm ? room.nameMy : room.nameEn,
        rateName: mm ? rate.nameMy : rate.nameEn,
        services: [...rate.services],
        nights: stay.nights.length,
        pricePerNight: price.perNight,
        total,
        totalBeforeDeal,
        cancellation: rate.cancellation,
        freeCancellationUntil: freeUntil !== null && freeUntil >= today ? freeUntil : null,
        checkInTime: hotel.policies.checkIn,
        checkOutTime: hotel.policies.checkOut,
      };
      const createdAt = now();
      const row: HotelCheckoutRow = {
        checkoutId: randomBytes(24).toString('base64url'),
        request,
        selection,
        breakdown: hotelPriceBreakdown({ total, totalBeforeDeal }),
        guests: null,
        orderId: null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + HOTEL_CHECKOUT_TTL_MINUTES * 60_000),
      };
      await repository.insertCheckout(row);
      return viewOf(row, listedTotal !== undefined && listedTotal !== total);
    },

    /** GET /hotel/checkout: a checkout still open, for the guest step and a reload. */
    async get(checkoutId: string): Promise<HotelCheckout> {
      return viewOf(await liveCheckout(checkoutId));
    },

    /**
     * POST /hotel/v2/order: the lead guest of each room and the arrival time and request for the hotel.
     * A hotel abroad checks the passport, so its guests are named in Latin letters (latin_only otherwise).
     * @throws FieldErrors naming each bad field; AppError SESSION_TIMED_OUT, BOOKING_NOT_AVAILABLE (already ordered)
     */
    async saveGuests(body: HotelOrderRequest): Promise<HotelCheckout> {
      const row = await liveCheckout(body.checkoutId);
      if (row.orderId) throw new AppError('BOOKING_NOT_AVAILABLE');
      const abroad = roomTypeOf(row.request).source.region === 'international';
      const result = validateHotelGuests({ guests: body.adult, ...body.additionalInfo }, row.request.rooms, { latinOnly: abroad });
      if ('errors' in result) throw new FieldErrors(result.errors);
      if (!(await repository.saveGuests(row.checkoutId, result.guests))) throw new AppError('BOOKING_NOT_AVAILABLE');
      return viewOf({ ...row, guests: result.guests });
    },

    /** The checkout an order is placed from, read in the order's transaction; it must have its guests. */
    async forOrder(checkoutId: string, transaction: Transaction): Promise<HotelCheckoutRow & { guests: NonNullable<HotelCheckoutRow['guests']> }> {
      const row = await liveCheckout(checkoutId, transaction);
      if (row.orderId) throw new AppError('BOOKING_NOT_AVAILABLE');
      if (!row.guests) throw new AppError('VALIDATION_FAILED', 'guests');
      return { ...row, guests: row.guests };
    },
  };
}

export type HotelCheckoutService = ReturnType<typeof createHotelCheckoutService>;

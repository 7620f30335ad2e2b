import type { Database } from '@thwa/db/connection';
import type { Hotel, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { repricedNight, type RoomNight } from '@thwa/db/hotels/hotel-calendar';
import { deepFreeze } from '@thwa/domain/deep-freeze';
import type { Nationality } from '@thwa/domain/settings';
import { stayOffer, type OfferNight, type StayOffer } from '@thwa/domain/hotels/stay-offer';
import type { RoomOffer } from './hotel-source.ts';
import { roomNightsRepository } from './room-nights.repository.ts';

/** What a seller publishes for each night of each room type, before any booking of ours took a room. */
export interface NightPublisher {
  night(hotel: Hotel, room: HotelRoomType, date: string): RoomNight;
  /**
   * Changes whenever published nights may have changed (a partner that re-prices every few minutes):
   * offers kept under another edition are not answered again. Our calendar never changes: ''.
   */
  edition(): string;
}

/**
 * Offers kept (a hotel's for one stay and nationality from its calendar; a room type's with nights
 * held): about a hundred searches of Yangon's 55 hotels, a few KB each. An offer is a pure function of
 * its key (the calendar of the hotel and dates, and the rooms the database says are free), so a kept
 * one is never stale; this only bounds the memory.
 */
export const OFFERS_KEPT = 5_000;

/** A map of at most `size` entries that lets the least recently used one go. */
function keeper<Value>(size: number) {
  const kept = new Map<string, Value>();
  return (key: string, make: () => Value): Value => {
    const known = kept.get(key);
    if (known !== undefined) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const value = make();
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}

/** What the database says of a room type's night: the rooms free, and the room-only rate an employee set (null: the publisher's). */
interface WrittenNight {
  free: number;
  rate: number | null;
}

/** A room type's offer from its nights, each sold as published unless `written` knows better. */
function offerOf(publisher: NightPublisher, hotel: Hotel, room: HotelRoomType, nights: readonly string[], nationality: Nationality, written?: ReadonlyMap<string, WrittenNight>): StayOffer {
  const offerNights: OfferNight[] = nights.map((date) => {
    const published = publisher.night(hotel, room, date);
    const row = written?.get(`${room.id} ${date}`);
    const night = row?.rate ? repricedNight(published, row.rate) : published;
    return { date, roomsLeft: row?.free ?? night.available, prices: night.prices };
  });
  return stayOffer(offerNights, nationality);
}

/**
 * What hotels sold night by night offer for a stay: every room type's rooms left and prices for the
 * nights asked. Prices and allotments come from the publisher (our hotels' calendar, the bed bank's
 * rates; pure, computed here); what bookings have taken comes from one read of hotel_room_nights for
 * all the hotels at once, on every call. A night
 * already held keeps the capacity it was first held with, so a list and a hold count the same rooms.
 * The same read brings the room-only rate an employee set on a night (only our own hotels' nights have
 * one: the console adjusts no partner's), which reprices that night's rates (repricedNight).
 *
 * Offers are kept by what decides them: a hotel's stay from its calendar, and a room type with nights
 * held or repriced by those nights' free rooms and rates as just read (the list asks the same stays of the same hotels all
 * day, and working them out again was most of a list's time and garbage). So the same stay with the
 * same rooms free answers the very same offer objects, and a caller may keep what it made of them
 * while they stay the same. The offers are frozen: callers share them.
 */
export function createRoomNightOffers(db: Database, publisher: NightPublisher) {
  const calendarOffers = keeper<readonly RoomOffer[]>(OFFERS_KEPT);
  const heldOffers = keeper<RoomOffer>(OFFERS_KEPT);

  return {
    async forStay(hotels: readonly Hotel[], nights: readonly string[], nationality: Nationality): Promise<Map<string, RoomOffer[]>> {
      const rooms = hotels.flatMap((hotel) => hotel.rooms);
      const held = await roomNightsRepository.heldNights(
        db,
        rooms.map((room) => room.id),
        nights,
      );
      const writtenOf = new Map(held.map((row) => [`${row.roomTypeId} ${row.night}`, { free: row.free, rate: row.rate }]));
      const heldRooms = new Set(held.map((row) => row.roomTypeId));
      const stay = `${publisher.edition()}|${nationality}|${nights.join(',')}`;
      const offers = new Map<string, RoomOffer[]>();
      for (const hotel of hotels) {
        const calendar = calendarOffers(`${hotel.id}|${stay}`, () => deepFreeze(hotel.rooms.map((room) => ({ room, offer: offerOf(publisher, hotel, room, nights, nationality) }))));
        offers.set(
          hotel.id,
          calendar.map((one) => {
            if (!heldRooms.has(one.room.id)) return one;
            const written = nights
              .map((date) => {
                const row = writtenOf.get(`${one.room.id} ${date}`);
                return row ? `${row.free}@${row.rate ?? ''}` : '';
              })
              .join(',');
            return heldOffers(`${one.room.id}|${stay}|${written}`, () => deepFreeze({ room: one.room, offer: offerOf(publisher, hotel, one.room, nights, nationality, writtenOf) }));
          }),
        );
      }
      return offers;
    },
  };
}

export type RoomNightOffers = ReturnType<typeof createRoomNightOffers>;

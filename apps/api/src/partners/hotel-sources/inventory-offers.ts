import type { Database } from '@thwa/db/connection';
import type { Hotel, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { Nationality } from '@thwa/domain/settings';
import { stayOffer, type OfferNight, type StayOffer } from '@thwa/domain/hotels/stay-offer';
import { hotelInventoryRepository } from './inventory-booking.repository.ts';

/** One room type's offer for a stay. */
export interface RoomOffer {
  room: HotelRoomType;
  offer: StayOffer;
}

/**
 * What our own hotels offer for a stay: every room type's rooms left and prices for the nights asked.
 * Prices and allotments come from each hotel's calendar (pure, computed here); what bookings have
 * taken comes from one read of hotel_room_nights for all the hotels at once. A night already held
 * keeps the capacity it was first held with, so a list and a hold count the same rooms.
 */
export function createInventoryOffers(db: Database) {
  return {
    async forStay(hotels: readonly Hotel[], nights: readonly string[], nationality: Nationality): Promise<Map<string, RoomOffer[]>> {
      const rooms = hotels.flatMap((hotel) => hotel.rooms);
      const held = await hotelInventoryRepository.heldNights(
        db,
        rooms.map((room) => room.id),
        nights,
      );
      const freeOf = new Map(held.map((row) => [`${row.roomTypeId} ${row.night}`, row.free]));
      const offers = new Map<string, RoomOffer[]>();
      for (const hotel of hotels) {
        offers.set(
          hotel.id,
          hotel.rooms.map((room) => {
            const offerNights: OfferNight[] = nights.map((date) => {
              const night = roomNight(hotel, room, date);
              return { date, roomsLeft: freeOf.get(`${room.id} ${date}`) ?? night.available, prices: night.prices };
            });
            return { room, offer: stayOffer(offerNights, nationality) };
          }),
        );
      }
      return offers;
    },
  };
}

export type InventoryOffers = ReturnType<typeof createInventoryOffers>;

import { randomInt } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { DESTINATIONS } from '@thwa/db/hotels/destinations';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { hotelById, hotelBySlug, hotelsInDestination, type Hotel, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelSource } from './hotel-source.ts';
import { createHotelPhotos } from './hotel-photos.ts';
import { createRoomNightBooking } from './room-night-booking.ts';
import { createRoomNightOffers } from './room-night-offers.ts';

const MYANMAR = { en: 'Myanmar', my: 'မြန်မာ' } as const;

/** The hotel and room type of one of our room type ids ('H1001-R1'); undefined when we sell no such room. */
export function roomTypeOf(roomTypeId: string): { hotel: Hotel; room: HotelRoomType } | undefined {
  const hotel = hotelById(roomTypeId.split('-')[0] ?? '');
  const room = hotel?.rooms.find((one) => one.id === roomTypeId);
  return hotel && room ? { hotel, room } : undefined;
}

/**
 * Our own hotels in Myanmar as a hotel source: the generated catalogue (hotels/hotel-catalogue.ts),
 * priced night by night by its calendar (hotels/hotel-calendar.ts), held in hotel_room_nights. It
 * answers at once and never fails; our hotels confirm a paid stay at once.
 */
export function createInventorySource(db: Database): HotelSource {
  const offers = createRoomNightOffers(db, { night: roomNight, edition: () => '' });
  const booking = createRoomNightBooking((roomTypeId, night) => {
    const found = roomTypeOf(roomTypeId);
    return found ? roomNight(found.hotel, found.room, night).available : undefined;
  }, (roomTypeId) => roomTypeOf(roomTypeId)?.hotel.rooms.map((room) => room.id) ?? [roomTypeId]);
  return {
    name: 'inventory',
    region: 'local',
    places: DESTINATIONS.map((place) => ({ place, country: MYANMAR })),
    hotelsIn: hotelsInDestination,
    hotel: hotelById,
    hotelBySlug,
    photos: createHotelPhotos(db),
    offers: offers.forStay,
    ...booking,
    async confirm() {
      return { status: 'confirmed', reference: `HC${String(randomInt(0, 100_000_000)).padStart(8, '0')}` };
    },
  };
}

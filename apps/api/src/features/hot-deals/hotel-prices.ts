import { repricedNight, roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { Hotel } from '@thwa/db/hotels/hotel-catalogue';
import { ratesForParty } from '@thwa/domain/hotels/rates-for-party';
import { stayOffer } from '@thwa/domain/hotels/stay-offer';
import type { ItemPrice } from './hot-deals.repository.ts';

/** Whom a hotel deal prices: one room for two adults, as the search form starts (hotel-search-query). */
export const DEAL_PARTY = { rooms: 1, adults: 2, children: 0 } as const;

/** What the database says of a room type's night (room-night-offers.ts): rooms free, and the room-only rate an employee set. */
export interface WrittenNight {
  free: number;
  rate: number | null;
}

/**
 * A hotel's price of one night as its listing card shows it for a one-night stay of {@link DEAL_PARTY}
 * with a local guest (hotel-search.ts `available`): over its room types with a room left that night,
 * the cheapest rate that sleeps the party; the night sold as the calendar publishes it, or repriced
 * from the rate an employee set in the console (room-night-offers.ts offerOf). Null when no room is left.
 */
export function hotelNightPrice(hotel: Hotel, date: string, written?: ReadonlyMap<string, WrittenNight>): number | null {
  let lowest: number | null = null;
  for (const room of hotel.rooms) {
    const rates = ratesForParty(room, room.rates, DEAL_PARTY);
    if (rates.length === 0) continue;
    const published = roomNight(hotel, room, date);
    const row = written?.get(`${room.id} ${date}`);
    const night = row?.rate ? repricedNight(published, row.rate) : published;
    const offer = stayOffer([{ date, roomsLeft: row?.free ?? night.available, prices: night.prices }], 'local');
    if (offer.roomsLeft < DEAL_PARTY.rooms) continue;
    for (const rate of rates) {
      const price = offer.rates.find((one) => one.rateId === rate.id);
      if (price && (lowest === null || price.perNight < lowest)) lowest = price.perNight;
    }
  }
  return lowest;
}

/** The lowest of a hotel's nights `nights` (the earliest of equal ones), or null when none has a room. */
export function lowestNight(hotel: Hotel, nights: readonly string[], written?: ReadonlyMap<string, WrittenNight>): ItemPrice | null {
  let best: ItemPrice | null = null;
  for (const date of nights) {
    const price = hotelNightPrice(hotel, date, written);
    if (price !== null && (!best || price < best.price)) best = { key: hotel.id, price, date };
  }
  return best;
}

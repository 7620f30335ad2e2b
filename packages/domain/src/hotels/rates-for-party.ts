/**
 * Which of a room type's rates a party can book. Spec §5 says a room sleeps one adult more when its
 * first rate includes an extra bed; read rate by rate (occupancy.ts fitsRooms on the room with that
 * one rate), a rate with an extra bed sleeps one adult more, and the others do not.
 *
 * The list and the detail offer a room with only the rates that fit the party, in the hotel's order.
 * So the spec's reading of the first rate gives the right answer on the answer itself: three adults in
 * a double room are offered only the extra-bed rate, whose availables.maxAdults is 3; two adults are
 * offered every rate, room only first, and 2.
 */
import { availableMaxAdults, fitsRooms } from './occupancy.ts';

export interface PartyInRooms {
  rooms: number;
  adults: number;
  children: number;
}

interface RoomSize {
  maxAdults: number;
  maxChildren: number;
}

/** The rates (in their order) on which `party.rooms` rooms of this type sleep the party. */
export function ratesForParty<Rate extends { services: readonly string[] }>(room: RoomSize, rates: readonly Rate[], party: PartyInRooms): Rate[] {
  return rates.filter((rate) => fitsRooms({ maxAdults: room.maxAdults, maxChildren: room.maxChildren, rates: [rate] }, party));
}

/** Spec §3 detail availables.maxAdults of a room offered with these rates (spec §5 on the first of them). */
export function maxAdultsOffered(room: RoomSize, offeredRates: ReadonlyArray<{ services: readonly string[] }>): number {
  return availableMaxAdults({ maxAdults: room.maxAdults, maxChildren: room.maxChildren, rates: offeredRates });
}

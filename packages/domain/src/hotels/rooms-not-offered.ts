/**
 * Which of a hotel's room types a party cannot book for its stay, and why, so the hotel's page can say
 * so instead of leaving them out without a word.
 *
 * The detail call answers only the room types that sleep the party on every night with enough rooms
 * free (rates-for-party.ts). Asked again for the smallest party (one adult, one room) it answers every
 * room type with a room free on every night. A room type in the second answer and not in the first is
 * one this party cannot have: too few rooms of it are free for the rooms asked, or it does not sleep
 * the party. A room type in neither is sold out on some night of the stay.
 */
import { availableMaxAdults } from './occupancy.ts';
import type { PartyInRooms } from './rates-for-party.ts';

/** What the rule needs of a room type offered by the detail call (contracts/hotels.ts HotelRoomOffer). */
export interface OfferedRoom {
  readonly roomTypeId: string;
  readonly availables: { readonly maxAdults: number; readonly maxChildren: number; readonly roomsLeft: number };
  readonly rates: ReadonlyArray<{ readonly services: readonly string[] }>;
}

export type NotOfferedReason =
  /** Fewer rooms of the type are free on every night than the rooms asked. */
  | { readonly kind: 'too_few_rooms'; readonly roomsLeft: number }
  /** Its rooms do not sleep the party: at most this many adults (with the extra bed, spec §5) and children a room. */
  | { readonly kind: 'too_small'; readonly maxAdults: number; readonly maxChildren: number };

export interface NotOfferedRoom<Room> {
  readonly room: Room;
  readonly reason: NotOfferedReason;
}

/** The smallest party: what the second detail call asks for. */
export const SMALLEST_PARTY: PartyInRooms = { rooms: 1, adults: 1, children: 0 };

export function isSmallestParty(party: PartyInRooms): boolean {
  return party.rooms === SMALLEST_PARTY.rooms && party.adults === SMALLEST_PARTY.adults && party.children === SMALLEST_PARTY.children;
}

/**
 * The most adults a room of this type sleeps on any of its rates: its own beds, one more on a rate with
 * an extra bed (spec §5, occupancy.ts). `availables.maxAdults` already counts the extra bed when the
 * first rate has it, so that is taken off first.
 */
export function mostAdultsOf(room: OfferedRoom): number {
  const first = room.rates[0];
  const beds = room.availables.maxAdults - (first ? availableMaxAdults({ maxAdults: 0, maxChildren: 0, rates: [first] }) : 0);
  return Math.max(beds, ...room.rates.map((rate) => availableMaxAdults({ maxAdults: beds, maxChildren: room.availables.maxChildren, rates: [rate] })));
}

/**
 * The room types of `forSmallestParty` missing from `forParty`, in the hotel's order, each with why
 * the party cannot have it. Too few rooms comes first: more of them would not help a room too small,
 * but it is the answer a guest can act on for a room that would sleep them.
 */
export function roomsNotOffered<Room extends OfferedRoom>(forParty: readonly OfferedRoom[], forSmallestParty: readonly Room[], party: PartyInRooms): NotOfferedRoom<Room>[] {
  const offered = new Set(forParty.map((room) => room.roomTypeId));
  return forSmallestParty
    .filter((room) => !offered.has(room.roomTypeId))
    .map((room) => ({
      room,
      reason:
        room.availables.roomsLeft < party.rooms
          ? { kind: 'too_few_rooms', roomsLeft: room.availables.roomsLeft }
          : { kind: 'too_small', maxAdults: mostAdultsOf(room), maxChildren: room.availables.maxChildren },
    }));
}

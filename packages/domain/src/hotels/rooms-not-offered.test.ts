import { describe, expect, it } from 'vitest';
import { isSmallestParty, mostAdultsOf, roomsNotOffered, SMALLEST_PARTY, type OfferedRoom } from './rooms-not-offered.ts';

const ROOM_ONLY = { services: [] };
const BREAKFAST = { services: ['Breakfast'] };
const EXTRA_BED = { services: ['Breakfast', 'Extra bed'] };

function room(roomTypeId: string, spec: { maxAdults?: number; maxChildren?: number; roomsLeft?: number; rates?: OfferedRoom['rates'] } = {}): OfferedRoom & { name: string } {
  return {
    roomTypeId,
    name: `Room ${roomTypeId}`,
    availables: { maxAdults: spec.maxAdults ?? 2, maxChildren: spec.maxChildren ?? 1, roomsLeft: spec.roomsLeft ?? 9 },
    rates: spec.rates ?? [ROOM_ONLY, BREAKFAST, EXTRA_BED],
  };
}

describe('the rooms a party cannot book, and why', () => {
  it('finds the room types offered to one adult but not to the party', () => {
    const standard = room('R1');
    const deluxe = room('R2');
    const family = room('R3', { maxAdults: 4, maxChildren: 2 });
    const notOffered = roomsNotOffered([family], [standard, deluxe, family], { rooms: 1, adults: 4, children: 0 });
    expect(notOffered.map((one) => one.room.name)).toEqual(['Room R1', 'Room R2']);
  });

  it('says a room is too small with the most adults it sleeps, one more on its extra-bed rate (spec §5)', () => {
    const [only] = roomsNotOffered([], [room('R1')], { rooms: 1, adults: 4, children: 0 });
    expect(only?.reason).toEqual({ kind: 'too_small', maxAdults: 3, maxChildren: 1 });
  });

  it('says when too few rooms are free on every night for the rooms asked', () => {
    const [only] = roomsNotOffered([], [room('R1', { roomsLeft: 2 })], { rooms: 3, adults: 3, children: 0 });
    expect(only?.reason).toEqual({ kind: 'too_few_rooms', roomsLeft: 2 });
  });

  it('lists nothing when every room the hotel has free is offered', () => {
    const rooms = [room('R1'), room('R2')];
    expect(roomsNotOffered(rooms, rooms, { rooms: 1, adults: 2, children: 0 })).toEqual([]);
  });
});

describe('the most adults a room sleeps on any rate', () => {
  it('is its beds, plus one when a rate has an extra bed, whichever rate comes first', () => {
    expect(mostAdultsOf(room('R1', { rates: [ROOM_ONLY, BREAKFAST] }))).toBe(2);
    expect(mostAdultsOf(room('R1', { rates: [ROOM_ONLY, EXTRA_BED] }))).toBe(3);
    // availables.maxAdults already counts the extra bed of a first rate (spec §5): not counted twice.
    expect(mostAdultsOf(room('R1', { maxAdults: 3, rates: [EXTRA_BED, ROOM_ONLY] }))).toBe(3);
    expect(mostAdultsOf(room('R1', { rates: [] }))).toBe(2);
  });
});

describe('the smallest party', () => {
  it('is one adult in one room', () => {
    expect(SMALLEST_PARTY).toEqual({ rooms: 1, adults: 1, children: 0 });
    expect(isSmallestParty({ rooms: 1, adults: 1, children: 0 })).toBe(true);
    expect(isSmallestParty({ rooms: 1, adults: 2, children: 0 })).toBe(false);
  });
});

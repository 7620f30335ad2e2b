/**
 * Who fits in a hotel's rooms. Age bands (spec §9): a hotel adult is over 12, a child 2 to 12.
 */

export interface RoomOccupancy {
  maxAdults: number;
  maxChildren: number;
  /** The room's rates in the order the hotel lists them; only their services matter here. */
  rates: ReadonlyArray<{ services: readonly string[] }>;
}

/** Spec §5: a room whose first rate includes the service 'extra bed' (any case) sleeps one adult more. */
export function availableMaxAdults(room: RoomOccupancy): number {
  const extraBed = room.rates[0]?.services.some((service) => service.trim().toLowerCase() === 'extra bed') ?? false;
  return room.maxAdults + (extraBed ? 1 : 0);
}

/**
 * Whether `adults` and `children` can stay in `rooms` rooms of this type: every room has an adult in it
 * (a child does not stay alone), and no room holds more adults or children than it sleeps.
 */
export function fitsRooms(room: RoomOccupancy, guests: { rooms: number; adults: number; children: number }): boolean {
  const { rooms, adults, children } = guests;
  if (!Number.isInteger(rooms) || rooms < 1 || adults < rooms) return false;
  return adults <= rooms * availableMaxAdults(room) && children <= rooms * room.maxChildren;
}

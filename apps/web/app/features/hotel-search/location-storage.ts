import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import { addRecentHotelLocation } from '@thwa/domain/hotels/recent-locations';

/**
 * The hotel locations this device searched recently (spec §4: at most 3, deduplicated by name,
 * oldest dropped). Kept in localStorage, like the flight form's recent departures: a convenience of
 * this phone, not part of the visitor's account.
 */
const RECENT_KEY = 'thwa.hotel.recentLocations';

const KINDS: ReadonlyArray<HotelLocation['kind']> = ['city', 'township', 'hotel'];

/** A stored value that is a whole location: storage may hold an older version's shape or be edited by hand. */
export function isHotelLocation(value: unknown): value is HotelLocation {
  if (typeof value !== 'object' || value === null) return false;
  const location = value as Record<string, unknown>;
  const text = (key: string) => typeof location[key] === 'string';
  const textOrNull = (key: string) => location[key] === null || text(key);
  return (
    ['name', 'country', 'id', 'city', 'city_slug'].every(text) &&
    ['township', 'township_slug', 'hotel_slug'].every(textOrNull) &&
    KINDS.includes(location.kind as HotelLocation['kind'])
  );
}

export function readRecentLocations(): HotelLocation[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isHotelLocation) : [];
  } catch {
    return [];
  }
}

export function rememberLocation(location: HotelLocation): HotelLocation[] {
  const next = addRecentHotelLocation(readRecentLocations(), location);
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: remembering is a nicety, the search goes on without it.
  }
  return next;
}

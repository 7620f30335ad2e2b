/**
 * Recent searches remembered on the device (spec §4, limits spec §9).
 *
 * Why the rules re-check the whole list instead of trusting it: the list is read back from storage,
 * where an older app version or a hand-edited value may have left duplicates or too many entries.
 * Every result satisfies the rule whatever list came in. Inputs are never mutated.
 */
import { RECENT_FLIGHT_DEPARTURES_MAX, RECENT_HOTEL_LOCATIONS_MAX } from '../constants.ts';

/**
 * Appends `entry` as the newest (last) item, drops older entries with the same key, then keeps the
 * newest `max`. Dropping from the front is "oldest dropped".
 */
function remember<T>(list: readonly T[], entry: T, keyOf: (item: T) => string, max: number): T[] {
  const seen = new Set<string>();
  const newestFirst: T[] = [];
  for (const item of [...list, entry].reverse()) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    newestFirst.push(item);
    if (newestFirst.length === max) break;
  }
  return newestFirst.reverse();
}

// Airport codes are IATA codes: case and stray spaces never make two airports different.
const airportKey = (airport: { readonly airportCode: string }): string => airport.airportCode.trim().toUpperCase();

// Location names come from autocomplete but may be stored from older versions with other casing.
const locationKey = (location: { readonly name: string }): string => location.name.trim().toLowerCase();

/**
 * Spec §4 "Recent flight departures: same airport code is replaced, newest last, at most 4 kept".
 * The chosen airport goes last; an entry with the same code is removed (so the new details, such as
 * a renamed airport, win); beyond 4 the oldest go.
 */
export function addRecentFlightDeparture<T extends { readonly airportCode: string }>(list: readonly T[], airport: T): T[] {
  return remember(list, airport, airportKey, RECENT_FLIGHT_DEPARTURES_MAX);
}

/**
 * Spec §4 "Recent hotel departure locations: at most 3, deduplicated by name, oldest dropped".
 * Reading: choosing a location already in the list moves it to the newest (last) place rather than
 * ignoring it, as flight departures do, so "oldest dropped" drops the least recently chosen.
 * Names match ignoring case and surrounding spaces.
 */
export function addRecentHotelLocation<T extends { readonly name: string }>(list: readonly T[], location: T): T[] {
  return remember(list, location, locationKey, RECENT_HOTEL_LOCATIONS_MAX);
}

/**
 * Recent flight searches remembered on the device (spec §4, limits spec §9). Recent hotel locations
 * are hotels/recent-locations.ts.
 *
 * Why the rules re-check the whole list instead of trusting it: the list is read back from storage,
 * where an older app version or a hand-edited value may have left duplicates or too many entries.
 * Every result satisfies the rule whatever list came in. Inputs are never mutated.
 */
import { RECENT_FLIGHT_DEPARTURES_MAX } from '../constants.ts';

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

/**
 * Spec §4 "Recent flight departures: same airport code is replaced, newest last, at most 4 kept".
 * The chosen airport goes last; an entry with the same code is removed (so the new details, such as
 * a renamed airport, win); beyond 4 the oldest go.
 */
export function addRecentFlightDeparture<T extends { readonly airportCode: string }>(list: readonly T[], airport: T): T[] {
  return remember(list, airport, airportKey, RECENT_FLIGHT_DEPARTURES_MAX);
}

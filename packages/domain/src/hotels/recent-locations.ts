/**
 * Spec §4 "Recent hotel departure locations: at most 3, deduplicated by name, oldest dropped"
 * (limit spec §9). The search drawer keeps them on the device, newest last.
 *
 * Why the rule re-checks the whole list instead of trusting it: the list is read back from storage,
 * where an older app version or a hand-edited value may have left duplicates or too many entries.
 * Every result satisfies the rule whatever list came in. The list given is never changed.
 */
import { RECENT_HOTEL_LOCATIONS_MAX } from '../constants.ts';

// Names come from the autocomplete but may have been stored by an older version with other casing.
const nameKey = (location: { readonly name: string }): string => location.name.trim().toLowerCase();

/**
 * Adds `location` as the newest (last) entry. An entry with the same name (ignoring case and
 * surrounding spaces) is removed, so choosing a place again moves it to the newest place with its
 * new details; beyond {@link RECENT_HOTEL_LOCATIONS_MAX} the oldest (first) entries are dropped.
 */
export function addRecentHotelLocation<T extends { readonly name: string }>(list: readonly T[], location: T): T[] {
  const seen = new Set<string>();
  const newestFirst: T[] = [];
  for (const entry of [...list, location].reverse()) {
    const key = nameKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    newestFirst.push(entry);
    if (newestFirst.length === RECENT_HOTEL_LOCATIONS_MAX) break;
  }
  return newestFirst.reverse();
}

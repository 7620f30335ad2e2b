/**
 * The bus searches made on this device, newest first (issue 21: "with recent searches"), in
 * localStorage like the flight form's recent departures: a convenience of this phone, not part of
 * the visitor's account. The results page remembers its search; the search page offers them again.
 */
import type { BusQuery } from './bus-query.ts';

const RECENT_KEY = 'thwa.bus.recentSearches';
const MAX_RECENT = 5;

function isQuery(value: unknown): value is BusQuery {
  const query = value as Partial<BusQuery> | null;
  return (
    typeof query === 'object' &&
    query !== null &&
    typeof query.from === 'string' &&
    typeof query.to === 'string' &&
    typeof query.date === 'string' &&
    typeof query.passengers === 'number' &&
    (query.nationality === 'local' || query.nationality === 'foreign')
  );
}

export function readRecentBusSearches(): BusQuery[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQuery).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The list with `query` first and its route once (the newest date and party win). */
export function addRecentBusSearch(list: readonly BusQuery[], query: BusQuery): BusQuery[] {
  return [query, ...list.filter((one) => one.from !== query.from || one.to !== query.to)].slice(0, MAX_RECENT);
}

export function rememberBusSearch(query: BusQuery): void {
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(addRecentBusSearch(readRecentBusSearches(), query)));
  } catch {
    // Private mode or a full storage: remembering is a nicety, the search goes on without it.
  }
}

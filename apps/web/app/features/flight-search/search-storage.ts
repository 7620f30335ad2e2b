import { addRecentFlightDeparture } from '@thwa/domain/flights/recent-searches';
import { isIsoDate } from '@thwa/domain/dates';
import { isAirport, type Airport } from './airport.ts';

/**
 * What the form remembers on this device (spec §3 "Recent departures list" and "Continue-search").
 * Kept in localStorage: it is a convenience of this phone, not part of the visitor's account.
 */
const RECENT_KEY = 'thwa.flight.recentDepartures';
const LAST_SEARCH_KEY = 'thwa.flight.lastSearch';

export interface LastSearch {
  origin: Airport;
  destination: Airport;
  departureDate: string;
  returnDate?: string;
  query: string;
}

function read(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: remembering is a nicety, the search goes on without it.
  }
}

export function readRecentDepartures(): Airport[] {
  const stored = read(RECENT_KEY);
  return Array.isArray(stored) ? stored.filter(isAirport) : [];
}

export function rememberDeparture(airport: Airport): Airport[] {
  const next = addRecentFlightDeparture(readRecentDepartures(), airport);
  write(RECENT_KEY, next);
  return next;
}

export function readLastSearch(): LastSearch | null {
  const stored = read(LAST_SEARCH_KEY) as Partial<LastSearch> | null;
  if (!stored || !isAirport(stored.origin) || !isAirport(stored.destination)) return null;
  if (typeof stored.departureDate !== 'string' || !isIsoDate(stored.departureDate) || typeof stored.query !== 'string') return null;
  return stored as LastSearch;
}

export function rememberSearch(search: LastSearch) {
  write(LAST_SEARCH_KEY, search);
}

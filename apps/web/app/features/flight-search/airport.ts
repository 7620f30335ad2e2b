import type { AirportSearchItem } from '@thwa/domain/contracts/flights';

/** An airport as the search form holds it: spec §3 "Airport selection" plus its country code. */
export interface Airport {
  airportCode: string;
  airportName: string;
  airportCity: string;
  countryName: string;
  countryCode: string;
}

/** The autocomplete answer, grouped by country, flattened into airports. */
export function airportsOf(items: readonly AirportSearchItem[]): Airport[] {
  return items.flatMap((item) =>
    item.airportCities.map((city) => ({ ...city, countryName: item.countryName, countryCode: item.countryCode })),
  );
}

export function isAirport(value: unknown): value is Airport {
  if (typeof value !== 'object' || value === null) return false;
  const airport = value as Record<string, unknown>;
  return ['airportCode', 'airportName', 'airportCity', 'countryName', 'countryCode'].every(
    (key) => typeof airport[key] === 'string',
  );
}

import type { AirportSearchResponse, TrendingResponse } from '@thwa/domain/contracts/flights';
import { DEFAULT_DEPARTURE_AIRPORT } from '@thwa/domain/constants';
import { flightDefaultDepartureDate, yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { airportsOf, type Airport } from './airport.ts';
import type { FlightSearchDefaults } from './flight-search-form.tsx';

const DEFAULT_ORIGIN: Airport = { ...DEFAULT_DEPARTURE_AIRPORT, countryCode: 'MM' };

/**
 * What the search form starts with (spec §3, §9): Yangon named in the page language, the default
 * dates for today in Asia/Yangon, and the trending destinations. The form still works when either
 * call fails: it falls back to the English default and no trending list.
 */
export async function loadFlightSearchStart(api: ApiClient, language: Language, now: Date) {
  const [origin, trending] = await Promise.all([
    api
      .get<AirportSearchResponse>(`/flight?q=${DEFAULT_ORIGIN.airportCode}&language=${language}`)
      .then(({ status, body }) => (status === 200 ? airportsOf(body.data).find((airport) => airport.airportCode === DEFAULT_ORIGIN.airportCode) : undefined))
      .catch(() => undefined),
    api
      .get<TrendingResponse>(`/trending/destination?origin=${DEFAULT_ORIGIN.airportCode}&language=${language}`)
      .then(({ status, body }) => (status === 200 ? body.data : []))
      .catch(() => []),
  ]);
  const defaults: FlightSearchDefaults = {
    origin: origin ?? DEFAULT_ORIGIN,
    departureDate: {
      domestic: flightDefaultDepartureDate(now, 'domestic'),
      international: flightDefaultDepartureDate(now, 'international'),
    },
    today: yangonDate(now),
    now: now.toISOString(),
  };
  return { defaults, trending };
}

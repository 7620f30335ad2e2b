import { buildTimetable } from '@thwa/domain/campaigns/timetable';
import { FLIGHT_TIMETABLE_SLUG, type FlightTimetableCampaign, type TimetableAirport } from '@thwa/domain/contracts/campaign';
import { MYANMAR_COUNTRY_CODE } from '@thwa/domain/flights/flight-search';
import type { Language } from '@thwa/domain/settings';
import type { CampaignsRepository, TimetableAirportRow } from './campaigns.repository.ts';

/** How long a computed timetable is kept: schedules change only by a deploy's seed or an operator's SQL, never per request. */
export const TIMETABLE_CACHE_MS = 60_000;

type Timetable = Pick<FlightTimetableCampaign, 'list' | 'origins'>;

function airportIn(row: TimetableAirportRow, language: Language): TimetableAirport {
  return { code: row.code, city: language === 'mm' ? row.cityMy : row.cityEn, name: language === 'mm' ? row.nameMy : row.nameEn };
}

/**
 * The timetable campaign (issue 22 item 3): our domestic flights by route and weekday, computed from
 * the schedules (domain campaigns/timetable.ts) in the asked language. Three small queries and a
 * grouping of a few hundred stretches: kept per language for a minute, and calls arriving together
 * share one computation.
 */
export function createFlightTimetable({ repository, now = () => Date.now() }: { repository: CampaignsRepository; now?: () => number }) {
  const cache = new Map<Language, { until: number; timetable: Promise<Timetable> }>();

  async function compute(language: Language): Promise<Timetable> {
    const [schedules, airportRows, airlineRows] = await Promise.all([repository.schedules(), repository.airports(), repository.airlines()]);
    const airports = new Map(airportRows.map((row) => [row.code, row]));
    const airlines = new Map(airlineRows.map((row) => [row.code, language === 'mm' ? row.nameMy : row.nameEn]));
    const collator = new Intl.Collator(language === 'mm' ? 'my' : 'en');
    const cityOf = (code: string) => { const row = airports.get(code); return row ? (language === 'mm' ? row.cityMy : row.cityEn) : code; };
    const routes = buildTimetable(
      schedules,
      (code) => airports.get(code)?.countryCode === MYANMAR_COUNTRY_CODE,
      (a, b) => collator.compare(cityOf(a), cityOf(b)) || a.localeCompare(b),
    );
    const list = routes.map((route) => ({
      origin: airportIn(airports.get(route.origin)!, language),
      destination: airportIn(airports.get(route.destination)!, language),
      flights: route.flights.map(({ airlineCode, ...flight }) => ({ ...flight, via: [...flight.via], weekdays: [...flight.weekdays], airline: { code: airlineCode, name: airlines.get(airlineCode) ?? airlineCode } })),
    }));
    const origins = [...new Map(list.map((route) => [route.origin.code, route.origin])).values()];
    return { list, origins };
  }

  function timetable(language: Language): Promise<Timetable> {
    const kept = cache.get(language);
    if (kept && kept.until > now()) return kept.timetable;
    const fresh = compute(language);
    cache.set(language, { until: now() + TIMETABLE_CACHE_MS, timetable: fresh });
    // A failed computation is not kept: the next call asks again.
    fresh.catch(() => cache.delete(language));
    return fresh;
  }

  return {
    async campaign(language: Language, origin: string | undefined): Promise<FlightTimetableCampaign> {
      const { list, origins } = await timetable(language);
      return {
        slug: FLIGHT_TIMETABLE_SLUG,
        kind: 'flight-timetable',
        language,
        list: origin ? list.filter((route) => route.origin.code === origin) : list,
        origins,
        origin: origin ?? null,
      };
    },
  };
}

export type FlightTimetable = ReturnType<typeof createFlightTimetable>;

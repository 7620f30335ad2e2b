import type { WeeklySchedule } from '@thwa/domain/campaigns/timetable';
import { scheduleStretches } from '@thwa/domain/campaigns/timetable';
import type {
  PopularAirport,
  PopularDestination,
  PopularDestinationRequest,
  PopularDestinationResponse,
  PopularFlightRequest,
  PopularHotelPlace,
  PopularLine,
  PopularLineResponse,
  PopularPicture,
  PopularRoute,
  PopularRouteResponse,
  TrendingHotelCity,
  TrendingHotelResponse,
} from '@thwa/domain/contracts/popular';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { airlineMarkPath } from '@thwa/domain/flights/airline-mark';
import { POPULAR_DAYS, POPULAR_LIMIT_MAX, TRENDING_WINDOW_DAYS, rankPopular, rankTrending, weeklyFlights } from '@thwa/domain/home/popular';
import type { Language } from '@thwa/domain/settings';
import type { FoundPlace, HotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import type { CityCounts } from '../hotels/city-counter.ts';
import type { LineBookings, RouteTotals } from './popular.repository.ts';

/** How long a computed list is kept: counts move by the minute, and every home page view asks. */
export const POPULAR_CACHE_MS = 60_000;
/** A city's picture is looked for among this many of its hotels, so a city of hundreds costs one small read. */
const PICTURE_HOTELS = 6;

export interface AirportNames {
  code: string;
  countryCode: string;
  cityEn: string;
  cityMy: string;
  nameEn: string;
  nameMy: string;
  countryNameEn: string;
  countryNameMy: string;
}

export interface AirlineNames {
  code: string;
  nameEn: string;
  nameMy: string;
}

export interface PopularOptions {
  /** flight_route_counts summed, and flights booked per airline (popular.repository.ts). */
  routeTotals(from: string, to: string): Promise<RouteTotals[]>;
  lineBookings(since: Date): Promise<LineBookings[]>;
  /** hotel_city_counts summed (hotels/city-counter.ts). */
  cityTotals(from: string, to: string): Promise<CityCounts[]>;
  /** Our inventory's weekly schedules (decision 009), as the timetable reads them. */
  schedules(): Promise<WeeklySchedule[]>;
  airports(): Promise<AirportNames[]>;
  airlines(): Promise<AirlineNames[]>;
  /** Writes the counts still in memory before they are read. */
  flushCounts(): Promise<void>;
  hotels: HotelSources;
  now: () => Date;
}

type Kind = 'destination-flight' | 'destination-hotel' | 'route' | 'line' | 'trending-hotel';

interface Weekly {
  origin: string;
  destination: string;
  airlineCode: string;
  weekly: number;
}

/**
 * Popular destinations, routes and lines and hotel trending (issue 22 item 1, decision 039): counts of
 * the last 90 days ranked by domain home/popular.ts, filled from our schedules and hotels. Each list is
 * computed for at most {@link POPULAR_LIMIT_MAX} items, kept a minute per language, and calls
 * arriving together share one computation; a failed one is not kept.
 */
export function createPopular(options: PopularOptions) {
  const { hotels, now } = options;
  const cache = new Map<string, { until: number; answer: Promise<unknown> }>();

  function kept<T>(kind: Kind, language: Language, compute: () => Promise<T>): Promise<T> {
    const key = `${kind}|${language}`;
    const time = now().getTime();
    const known = cache.get(key);
    if (known && known.until > time) return known.answer as Promise<T>;
    const fresh = compute();
    cache.set(key, { until: time + POPULAR_CACHE_MS, answer: fresh });
    fresh.catch(() => cache.delete(key));
    return fresh;
  }

  function days(count: number, endingDaysAgo = 0) {
    const today = yangonDate(now());
    const to = addDays(today, -endingDaysAgo);
    return { from: addDays(to, -(count - 1)), to };
  }

  /** Weekly flights per airline and route, every stretch a schedule sells (as search sells them). */
  async function weeklyByLine(): Promise<Weekly[]> {
    const lines = new Map<string, Weekly>();
    for (const schedule of await options.schedules()) {
      for (const { origin, destination, flight } of scheduleStretches(schedule)) {
        const key = `${flight.airlineCode} ${origin}-${destination}`;
        const line = lines.get(key) ?? { origin, destination, airlineCode: flight.airlineCode, weekly: 0 };
        line.weekly += weeklyFlights([flight]);
        lines.set(key, line);
      }
    }
    return [...lines.values()];
  }

  async function airportsIn(language: Language): Promise<(code: string) => PopularAirport | undefined> {
    const rows = new Map((await options.airports()).map((row) => [row.code, row]));
    const mm = language === 'mm';
    return (code) => {
      const row = rows.get(code);
      return row && { code: row.code, city: mm ? row.cityMy : row.cityEn, name: mm ? row.nameMy : row.nameEn, countryName: mm ? row.countryNameMy : row.countryNameEn, countryCode: row.countryCode };
    };
  }

  /** Every route counted or scheduled, with its counts of the last 90 days and its weekly flights. */
  async function routeCandidates() {
    await options.flushCounts();
    const { from, to } = days(POPULAR_DAYS);
    const [totals, lines] = await Promise.all([options.routeTotals(from, to), weeklyByLine()]);
    const routes = new Map<string, { key: string; origin: string; destination: string; searches: number; bookings: number; inventory: number }>();
    const routeOf = (origin: string, destination: string) => {
      const key = `${origin}-${destination}`;
      const known = routes.get(key) ?? { key, origin, destination, searches: 0, bookings: 0, inventory: 0 };
      routes.set(key, known);
      return known;
    };
    for (const row of totals) if (row.origin !== row.destination) Object.assign(routeOf(row.origin, row.destination), { searches: row.searches, bookings: row.bookings });
    for (const line of lines) routeOf(line.origin, line.destination).inventory += line.weekly;
    return [...routes.values()];
  }

  async function popularRoutes(language: Language): Promise<PopularRoute[]> {
    const [candidates, airport] = await Promise.all([routeCandidates(), airportsIn(language)]);
    const known = candidates.filter((one) => airport(one.origin) && airport(one.destination));
    return rankPopular(known, POPULAR_LIMIT_MAX).map((one) => ({
      origin: airport(one.origin)!,
      destination: airport(one.destination)!,
      bookings: one.bookings,
      searches: one.searches,
      weeklyFlights: one.inventory,
    }));
  }

  async function popularLines(language: Language): Promise<PopularLine[]> {
    const since = new Date(`${days(POPULAR_DAYS).from}T00:00:00+06:30`);
    const [booked, scheduled, airport, airlineRows] = await Promise.all([options.lineBookings(since), weeklyByLine(), airportsIn(language), options.airlines()]);
    const airlines = new Map(airlineRows.map((row) => [row.code, language === 'mm' ? row.nameMy : row.nameEn]));
    const lines = new Map<string, { key: string; airlineCode: string; origin: string; destination: string; searches: number; bookings: number; inventory: number }>();
    const lineOf = (airlineCode: string, origin: string, destination: string) => {
      const key = `${airlineCode} ${origin}-${destination}`;
      const known = lines.get(key) ?? { key, airlineCode, origin, destination, searches: 0, bookings: 0, inventory: 0 };
      lines.set(key, known);
      return known;
    };
    for (const row of booked) lineOf(row.airlineCode, row.origin, row.destination).bookings += row.bookings;
    for (const row of scheduled) lineOf(row.airlineCode, row.origin, row.destination).inventory += row.weekly;
    const known = [...lines.values()].filter((one) => airlines.has(one.airlineCode) && airport(one.origin) && airport(one.destination) && one.origin !== one.destination);
    return rankPopular(known, POPULAR_LIMIT_MAX).map((one) => ({
      airline: { code: one.airlineCode, name: airlines.get(one.airlineCode)!, logo: airlineMarkPath(one.airlineCode) },
      origin: airport(one.origin)!,
      destination: airport(one.destination)!,
      bookings: one.bookings,
      weeklyFlights: one.inventory,
    }));
  }

  /** Airports most flown to: their routes' counts and weekly flights added up; the search starts from their most popular origin. */
  async function flightDestinations(language: Language): Promise<PopularDestination[]> {
    const [routes, airport] = await Promise.all([routeCandidates(), airportsIn(language)]);
    const byDestination = new Map<string, { key: string; searches: number; bookings: number; inventory: number; origins: typeof routes }>();
    for (const route of routes) {
      if (!airport(route.origin) || !airport(route.destination)) continue;
      const entry = byDestination.get(route.destination) ?? { key: route.destination, searches: 0, bookings: 0, inventory: 0, origins: [] };
      entry.searches += route.searches;
      entry.bookings += route.bookings;
      entry.inventory += route.inventory;
      entry.origins.push(route);
      byDestination.set(route.destination, entry);
    }
    return rankPopular([...byDestination.values()], POPULAR_LIMIT_MAX).map((one) => {
      const origin = rankPopular(one.origins, 1)[0] ?? one.origins[0]!;
      return {
        product: 'flight' as const,
        destination: airport(one.key)!,
        origin: airport(origin.origin)!,
        bookings: one.bookings,
        searches: one.searches,
        weeklyFlights: one.inventory,
      };
    });
  }

  function placeSearch(found: FoundPlace, language: Language): PopularHotelPlace {
    const city = language === 'mm' ? found.place.nameMy : found.place.nameEn;
    return {
      term: found.place.slug,
      listingSearchTerm: city,
      itemId: String(found.place.id),
      name: city,
      scope: 'city',
      city: found.place.slug,
      country: language === 'mm' ? found.country.my : found.country.en,
      region: found.source.region,
    };
  }

  /** The first picture among a few of the city's hotels (building first, as each hotel orders its own). */
  async function pictureOf(found: FoundPlace, language: Language): Promise<PopularPicture | null> {
    const ids = found.source.hotelsIn(found.place.id).slice(0, PICTURE_HOTELS).map((hotel) => hotel.id);
    const photos = await found.source.photos(ids);
    for (const id of ids) {
      const photo = photos.get(id)?.[0];
      if (photo) return { imageId: photo.imageId, width: photo.width, height: photo.height, caption: language === 'mm' ? photo.captionMy : photo.captionEn };
    }
    return null;
  }

  const selling = () => hotels.places.filter((found) => found.source.hotelsIn(found.place.id).length > 0);

  async function hotelDestinations(language: Language): Promise<PopularDestination[]> {
    await options.flushCounts();
    const { from, to } = days(POPULAR_DAYS);
    const counts = new Map((await options.cityTotals(from, to)).map((row) => [row.placeId, row]));
    const candidates = selling().map((found) => ({
      key: found.place.slug,
      found,
      searches: counts.get(found.place.id)?.searches ?? 0,
      bookings: counts.get(found.place.id)?.bookings ?? 0,
      inventory: found.source.hotelsIn(found.place.id).length,
    }));
    return Promise.all(
      rankPopular(candidates, POPULAR_LIMIT_MAX).map(async (one) => {
        const search = placeSearch(one.found, language);
        return {
          product: 'hotel' as const,
          placeId: one.found.place.id,
          city: search.name,
          country: search.country,
          bookings: one.bookings,
          searches: one.searches,
          hotels: one.inventory,
          picture: await pictureOf(one.found, language),
          search,
        };
      }),
    );
  }

  async function hotelTrending(language: Language): Promise<TrendingHotelCity[]> {
    await options.flushCounts();
    const recentDays = days(TRENDING_WINDOW_DAYS);
    const previousDays = days(TRENDING_WINDOW_DAYS, TRENDING_WINDOW_DAYS);
    const [recentRows, previousRows] = await Promise.all([options.cityTotals(recentDays.from, recentDays.to), options.cityTotals(previousDays.from, previousDays.to)]);
    const recent = new Map(recentRows.map((row) => [row.placeId, row.searches]));
    const previous = new Map(previousRows.map((row) => [row.placeId, row.searches]));
    const candidates = selling().map((found) => ({
      key: found.place.slug,
      found,
      recent: recent.get(found.place.id) ?? 0,
      previous: previous.get(found.place.id) ?? 0,
      inventory: found.source.hotelsIn(found.place.id).length,
    }));
    return rankTrending(candidates, POPULAR_LIMIT_MAX).map((one) => {
      const search = placeSearch(one.found, language);
      return { placeId: one.found.place.id, city: search.name, country: search.country, hotels: one.inventory, recentSearches: one.recent, previousSearches: one.previous, search };
    });
  }

  return {
    /** POST /v2/cms/popularDestination */
    async destinations(request: PopularDestinationRequest): Promise<PopularDestinationResponse> {
      const list =
        request.product === 'flight'
          ? await kept('destination-flight', request.language, () => flightDestinations(request.language))
          : await kept('destination-hotel', request.language, () => hotelDestinations(request.language));
      return { code: 200, data: list.slice(0, request.limit) };
    },

    /** POST /cms/popularRoute */
    async routes(request: PopularFlightRequest): Promise<PopularRouteResponse> {
      return { code: 200, data: (await kept('route', request.language, () => popularRoutes(request.language))).slice(0, request.limit) };
    },

    /** POST /cms/popularLine */
    async lines(request: PopularFlightRequest): Promise<PopularLineResponse> {
      return { code: 200, data: (await kept('line', request.language, () => popularLines(request.language))).slice(0, request.limit) };
    },

    /** GET /trending/destination?product=hotel */
    async hotelTrending(query: { language: Language; limit: number }): Promise<TrendingHotelResponse> {
      return { code: 200, product: 'hotel', data: (await kept('trending-hotel', query.language, () => hotelTrending(query.language))).slice(0, query.limit) };
    },
  };
}

export type Popular = ReturnType<typeof createPopular>;

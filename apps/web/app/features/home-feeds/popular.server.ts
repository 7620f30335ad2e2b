/**
 * The popular and trending blocks' feeds (issue 22 item 1, decision 039): the api ranks, these ask in
 * the page's language and add the dates each card's prefilled search is for. Never reject (loadFeed):
 * return them unawaited so the page streams them after the search form.
 */
import type { TrendingDestination } from '@thwa/domain/contracts/flights';
import type {
  PopularDestinationResponse,
  PopularFlightDestination,
  PopularHotelDestination,
  PopularLine,
  PopularLineResponse,
  PopularRoute,
  PopularRouteResponse,
  TrendingAnswer,
  TrendingHotelCity,
} from '@thwa/domain/contracts/popular';
import { addDays, hotelDefaultDates, yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { loadFeed, type FeedResult } from './load-feed.server.ts';

/** How many cards a block shows: a row a phone scrolls through, four across on a desktop. */
export const POPULAR_CARDS = 8;
/** Where the home page's flight trending starts from: the spec's default departure (§3, Yangon). */
export const TRENDING_ORIGIN = 'RGN';

/** The dates a card's search is for: tomorrow's departure in Yangon; the spec's default hotel night (§9). */
export interface SearchDates {
  departureDate: string;
  checkIn: string;
  checkOut: string;
}

/** A block's items and the dates their links search. */
export interface PopularView<T> {
  items: T[];
  dates: SearchDates;
}

export type PopularFeed<T> = Promise<FeedResult<PopularView<T>>> | FeedResult<PopularView<T>>;

export function searchDates(now: Date): SearchDates {
  const { checkIn, checkOut } = hotelDefaultDates(now);
  return { departureDate: addDays(yangonDate(now), 1), checkIn, checkOut };
}

async function withDates<T, U extends T = T>(feed: Promise<FeedResult<T[]>>, now: Date, keep?: (item: T) => item is U): Promise<FeedResult<PopularView<U>>> {
  const result = await feed;
  if (result.status !== 'success') return result;
  const items = keep ? result.data.filter(keep) : (result.data as U[]);
  return { status: 'success', data: { items, dates: searchDates(now) } };
}

/** Spec §4: trending succeeds when the answer has data. */
export function trendingHasData<T>(answer: ApiResult<{ code: number; data: T }>): boolean {
  return answer.status === 200 && Array.isArray(answer.body.data) && answer.body.data.length > 0;
}

/** POST /v2/cms/popularDestination for flights: the airports most flown to. */
export function loadPopularFlightDestinations(api: ApiClient, language: Language, now = new Date()): Promise<FeedResult<PopularView<PopularFlightDestination>>> {
  return withDates(
    loadFeed(() => api.post<PopularDestinationResponse>('/v2/cms/popularDestination', { product: 'flight', language, limit: POPULAR_CARDS })),
    now,
    (item): item is PopularFlightDestination => item.product === 'flight',
  );
}

/** POST /v2/cms/popularDestination for hotels: the cities most stayed in and searched. */
export function loadPopularHotelDestinations(api: ApiClient, language: Language, now = new Date()): Promise<FeedResult<PopularView<PopularHotelDestination>>> {
  return withDates(
    loadFeed(() => api.post<PopularDestinationResponse>('/v2/cms/popularDestination', { product: 'hotel', language, limit: POPULAR_CARDS })),
    now,
    (item): item is PopularHotelDestination => item.product === 'hotel',
  );
}

/** POST /cms/popularRoute */
export function loadPopularRoutes(api: ApiClient, language: Language, now = new Date()): Promise<FeedResult<PopularView<PopularRoute>>> {
  return withDates(
    loadFeed(() => api.post<PopularRouteResponse>('/cms/popularRoute', { product: 'flight', language, limit: POPULAR_CARDS })),
    now,
  );
}

/** POST /cms/popularLine */
export function loadPopularLines(api: ApiClient, language: Language, now = new Date()): Promise<FeedResult<PopularView<PopularLine>>> {
  return withDates(
    loadFeed(() => api.post<PopularLineResponse>('/cms/popularLine', { product: 'flight', language, limit: POPULAR_CARDS })),
    now,
  );
}

/** GET /trending/destination (flight): destinations trending from Yangon. */
export function loadFlightTrending(api: ApiClient, language: Language, now = new Date()): Promise<FeedResult<PopularView<TrendingDestination>>> {
  return withDates(
    loadFeed(
      () => api.get<{ code: number; data: TrendingDestination[] }>(`/trending/destination?product=flight&origin=${TRENDING_ORIGIN}&language=${language}&limit=${POPULAR_CARDS}`),
      trendingHasData,
    ),
    now,
  );
}

/** GET /trending/destination?product=hotel: the cities whose hotel searches grew most. */
export function loadHotelTrending(api: ApiClient, language: Language, now = new Date()): Promise<FeedResult<PopularView<TrendingHotelCity>>> {
  return withDates(
    loadFeed(
      () => api.get<Extract<TrendingAnswer, { product: 'hotel' }>>(`/trending/destination?product=hotel&language=${language}&limit=${POPULAR_CARDS}`),
      trendingHasData,
    ),
    now,
  );
}

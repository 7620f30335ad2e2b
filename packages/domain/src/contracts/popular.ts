import { z } from 'zod';
import { HotelSearchLinkPlace } from './hotel-search-link.ts';
import { Language } from './common.ts';
import { TrendingResponse } from './flights.ts';
import { POPULAR_LIMIT_MAX } from '../home/popular.ts';

/**
 * Popular destinations, routes and lines (spec §7 `POST /v2/cms/popularDestination`, `/cms/popularRoute`,
 * `/cms/popularLine`; §3 content feeds) and hotel trending (`GET /trending/destination?product=hotel`):
 * ranked from bookings and searches of the last 90 days, filled from our inventory (decision 039).
 * Names come in the language asked.
 */

const Limit = z.number().int().min(1).max(POPULAR_LIMIT_MAX).default(8).describe(`how many items at most (1-${POPULAR_LIMIT_MAX})`);

export const PopularDestinationRequest = z
  .strictObject({ product: z.enum(['flight', 'hotel']), language: Language.default('en'), limit: Limit })
  .meta({ id: 'PopularDestinationRequest' });
export type PopularDestinationRequest = z.infer<typeof PopularDestinationRequest>;

/** Popular routes and lines are flights' only (spec §3): `product` may be left out. */
export const PopularFlightRequest = z
  .strictObject({ product: z.literal('flight').default('flight'), language: Language.default('en'), limit: Limit })
  .meta({ id: 'PopularFlightRequest' });
export type PopularFlightRequest = z.infer<typeof PopularFlightRequest>;

export const PopularAirport = z.object({
  code: z.string().length(3),
  city: z.string(),
  name: z.string(),
  countryName: z.string(),
  countryCode: z.string().length(2),
});
export type PopularAirport = z.infer<typeof PopularAirport>;

const Counts = {
  bookings: z.number().int().min(0).describe('bookings over the last 90 days'),
  searches: z.number().int().min(0).describe('searches over the last 90 days'),
};

export const PopularFlightDestination = z.object({
  product: z.literal('flight'),
  destination: PopularAirport,
  /** Where its flights are most booked and searched from (else most flown from): the prefilled search's origin. */
  origin: PopularAirport,
  ...Counts,
  weeklyFlights: z.number().int().min(0).describe('flights a week our schedules fly there'),
});
export type PopularFlightDestination = z.infer<typeof PopularFlightDestination>;

/** The spec §2 hotel listing place of a city (the web adds the dates, the party, currency and language). */
export const PopularHotelPlace = HotelSearchLinkPlace.extend({ scope: z.literal('city') });
export type PopularHotelPlace = z.infer<typeof PopularHotelPlace>;

/** A picture from the image pipeline (decision 030), with its own size and alternative text. */
export const PopularPicture = z.object({
  imageId: z.string().regex(/^[0-9a-f]{40}$/),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  caption: z.string(),
});
export type PopularPicture = z.infer<typeof PopularPicture>;

export const PopularHotelDestination = z.object({
  product: z.literal('hotel'),
  placeId: z.number().int(),
  city: z.string(),
  country: z.string(),
  ...Counts,
  hotels: z.number().int().min(1).describe('hotels we sell there'),
  picture: PopularPicture.nullable().describe("one of the city's hotels' pictures; null when none has one"),
  search: PopularHotelPlace,
});
export type PopularHotelDestination = z.infer<typeof PopularHotelDestination>;

export const PopularDestination = z.discriminatedUnion('product', [PopularFlightDestination, PopularHotelDestination]);
export type PopularDestination = z.infer<typeof PopularDestination>;

export const PopularDestinationResponse = z
  .object({ code: z.literal(200), data: z.array(PopularDestination) })
  .meta({ id: 'PopularDestinationResponse' });
export type PopularDestinationResponse = z.infer<typeof PopularDestinationResponse>;

export const PopularRoute = z.object({
  origin: PopularAirport,
  destination: PopularAirport,
  ...Counts,
  weeklyFlights: z.number().int().min(0).describe('flights a week our schedules fly it, direct or with stops'),
});
export type PopularRoute = z.infer<typeof PopularRoute>;

export const PopularRouteResponse = z.object({ code: z.literal(200), data: z.array(PopularRoute) }).meta({ id: 'PopularRouteResponse' });
export type PopularRouteResponse = z.infer<typeof PopularRouteResponse>;

export const PopularLine = z.object({
  airline: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  origin: PopularAirport,
  destination: PopularAirport,
  bookings: Counts.bookings,
  weeklyFlights: z.number().int().min(0).describe('flights a week this airline flies the route in our schedules'),
});
export type PopularLine = z.infer<typeof PopularLine>;

export const PopularLineResponse = z.object({ code: z.literal(200), data: z.array(PopularLine) }).meta({ id: 'PopularLineResponse' });
export type PopularLineResponse = z.infer<typeof PopularLineResponse>;

export const TrendingHotelCity = z.object({
  placeId: z.number().int(),
  city: z.string(),
  country: z.string(),
  hotels: z.number().int().min(1),
  recentSearches: z.number().int().min(0).describe('hotel searches of the city over the last 7 days'),
  previousSearches: z.number().int().min(0).describe('over the 7 days before those'),
  search: PopularHotelPlace,
});
export type TrendingHotelCity = z.infer<typeof TrendingHotelCity>;

export const TrendingHotelResponse = z
  .object({ code: z.literal(200), product: z.literal('hotel'), data: z.array(TrendingHotelCity) })
  .meta({ id: 'TrendingHotelResponse' });
export type TrendingHotelResponse = z.infer<typeof TrendingHotelResponse>;

/**
 * `GET /trending/destination`'s answer: the hotel one names its product; the flight one is the
 * airport drawer's, unchanged (no product field), so hotel is tried first.
 */
export const TrendingAnswer = z.union([TrendingHotelResponse, TrendingResponse]).meta({ id: 'TrendingAnswer' });
export type TrendingAnswer = z.infer<typeof TrendingAnswer>;

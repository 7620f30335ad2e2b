import { z } from 'zod';
import { Currency, Language } from './common.ts';

/**
 * Flight search contracts (spec §3, §7). Field names follow the spec's client exactly; what the spec
 * leaves open (arrival, flight numbers, seats left, the source alias) is added under plain names.
 */

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
const AirportCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter IATA airport code');
export const CabinClass = z.enum(['economy', 'business']);
export type CabinClass = z.infer<typeof CabinClass>;
export const FlightSourceAlias = z.enum(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S11', 'S20']);
export type FlightSourceAlias = z.infer<typeof FlightSourceAlias>;

// ---------------------------------------------------------------- autocomplete: GET /flight?q=

export const AirportSearchQuery = z.object({
  q: z.string().trim().min(1).max(60),
  language: Language.default('en'),
});

export const AirportCity = z.object({ airportName: z.string(), airportCode: z.string(), airportCity: z.string() });
export type AirportCity = z.infer<typeof AirportCity>;

/**
 * Spec §3: "Autocomplete item: countryName plus airportCities list". `countryCode` is ours: the web
 * needs it to tell a domestic route from an international one (the default dates differ).
 */
export const AirportSearchItem = z.object({
  countryCode: z.string().length(2),
  countryName: z.string(),
  airportCities: z.array(AirportCity),
});
export type AirportSearchItem = z.infer<typeof AirportSearchItem>;

export const AirportSearchResponse = z
  .object({ code: z.literal(200), data: z.array(AirportSearchItem) })
  .meta({ id: 'AirportSearchResponse' });
export type AirportSearchResponse = z.infer<typeof AirportSearchResponse>;

// ---------------------------------------------------------------- trending: GET /trending/destination

export const TrendingQuery = z.object({
  product: z.enum(['flight', 'hotel']).default('flight').describe("spec §3 trending (flight, hotel); hotel answers cities whose hotel searches grew (decision 039)"),
  origin: AirportCode.default('RGN').describe('flight only: the airport the destinations are flown to from'),
  language: Language.default('en'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const TrendingDestination = z.object({
  airportCode: z.string(),
  airportCity: z.string(),
  airportName: z.string(),
  countryName: z.string(),
  countryCode: z.string().length(2),
  area: z.enum(['domestic', 'international']),
  searches: z.number().int().describe('searches and bookings counted over the last 30 days'),
});
export type TrendingDestination = z.infer<typeof TrendingDestination>;

export const TrendingResponse = z
  .object({ code: z.literal(200), data: z.array(TrendingDestination) })
  .meta({ id: 'TrendingResponse' });
export type TrendingResponse = z.infer<typeof TrendingResponse>;

// ---------------------------------------------------------------- search: makeRequest / requestRoundTrip

export const FlightSearchRequest = z
  .object({
    tripType: z.union([z.literal(1), z.literal(2)]).describe('1 one-way, 2 round trip'),
    origin: AirportCode,
    destination: AirportCode,
    departureDate: IsoDate,
    returnDate: IsoDate.optional(),
    adult: z.number().int().min(1).max(9),
    child: z.number().int().min(0).max(8).default(0),
    infant: z.number().int().min(0).max(9).default(0),
    class: CabinClass.default('economy'),
    nationality: z.enum(['local', 'foreign']).default('local'),
    currency: Currency.default('MMK'),
    language: Language.default('en'),
  })
  .meta({ id: 'FlightSearchRequest' });
export type FlightSearchRequest = z.infer<typeof FlightSearchRequest>;

export const Carrier = z.object({ airlineCode: z.string(), airlineName: z.string(), airlineLogo: z.string() });

export const FlightLeg = z.object({
  statusCode: z.string().describe("'HK' confirmed seats, 'HL' waitlist"),
  class: CabinClass,
  carrier: Carrier,
  flightNumber: z.string(),
  departure: z.object({ airportCode: z.string(), airportCity: z.string(), date: IsoDate, departureTime: ClockTime }),
  arrival: z.object({ airportCode: z.string(), airportCity: z.string(), date: IsoDate, arrivalTime: ClockTime }),
  duration: z.number().int().describe('minutes in the air'),
});
export type FlightLeg = z.infer<typeof FlightLeg>;

/** Amounts in MMK (integers), per traveller of that type. */
export const FareAmounts = z.object({ base: z.number().int(), discount: z.number().int(), tax: z.number().int() });
export type FareAmounts = z.infer<typeof FareAmounts>;

export const FlightRates = z.object({
  taxIncludeState: z.boolean().describe('true when base already includes tax'),
  deal: z.object({ adult: FareAmounts, child: FareAmounts, infant: FareAmounts }),
});

/**
 * What a fare includes (spec §3 result item, issue 11): the customer compares fares on these, so every
 * card names them. Kilograms per traveller; 0 checked kilograms means a bag must be bought.
 */
export const FareConditions = z.object({
  checkedBaggageKg: z.number().int().min(0),
  cabinBaggageKg: z.number().int().min(0),
  refundable: z.boolean().describe('money back (less the airline fee) when cancelled before departure'),
  changeable: z.boolean().describe('the date or time can be changed (for a fee and any fare difference)'),
});
export type FareConditions = z.infer<typeof FareConditions>;

const FlightOfferFields = {
  offerId: z.string(),
  source: FlightSourceAlias,
  offline: z.boolean().describe('bookable only through our team (offline flow)'),
  seatsLeft: z.number().int().min(0),
  route: z.array(FlightLeg).min(1),
  rates: FlightRates,
  totalDuration: z.number().int().describe('minutes from first departure to last arrival'),
  // Optional only so offers stored before fare conditions existed (search sessions, checkouts) still
  // parse; every offer the api makes now carries them.
  conditions: FareConditions.optional(),
};

/**
 * One bookable fare on one itinerary, in the cabin searched for. moreFares (spec §3) holds the same
 * itinerary's other fares; the api lists one fare per itinerary and cabin, so it sends none today.
 */
export const FlightResultItem = z.object({ ...FlightOfferFields, moreFares: z.array(z.object(FlightOfferFields)).optional() });
export type FlightResultItem = z.infer<typeof FlightResultItem>;

export const FlightSearchResponse = z
  .object({
    code: z.literal(200),
    cacheKey: z.string().describe('the search session; its offers can be verified for 20 minutes'),
    expiresAt: z.iso.datetime({ offset: true }),
    flightType: z.enum(['domestic', 'international']),
    routings: z.object({ outward: z.array(FlightResultItem), return: z.array(FlightResultItem) }),
    sources: z.array(z.object({ alias: FlightSourceAlias, status: z.enum(['ok', 'timeout', 'error']), results: z.number().int() })),
  })
  .meta({ id: 'FlightSearchResponse' });
export type FlightSearchResponse = z.infer<typeof FlightSearchResponse>;

// ---------------------------------------------------------------- date strip: POST /numberOfFlights

export const NumberOfFlightsRequest = z
  .object({
    origin: AirportCode,
    destination: AirportCode,
    date: IsoDate,
    days: z.number().int().min(1).max(15).default(7).describe('days on each side of date'),
    class: CabinClass.default('economy'),
    nationality: z.enum(['local', 'foreign']).default('local'),
    // The party decides which flights have seats (HK), a waitlist (HL) or nothing, as in the search.
    adult: z.number().int().min(1).max(9).default(1),
    child: z.number().int().min(0).max(8).default(0),
  })
  .meta({ id: 'NumberOfFlightsRequest' });
export type NumberOfFlightsRequest = z.infer<typeof NumberOfFlightsRequest>;

export const NumberOfFlightsResponse = z
  .object({
    code: z.literal(200),
    data: z.array(
      z.object({
        date: IsoDate,
        numberOfFlights: z.number().int().describe('the items the listing of that day shows, every source and the cabin asked'),
        lowestFare: z.number().int().nullable().describe('the lowest adult price among them'),
      }),
    ),
  })
  .meta({ id: 'NumberOfFlightsResponse' });
export type NumberOfFlightsResponse = z.infer<typeof NumberOfFlightsResponse>;

// ---------------------------------------------------------------- sources: POST /api/v1/sources

export const FlightSourcesResponse = z
  .object({
    code: z.literal(200),
    data: z.array(
      z.object({
        alias: FlightSourceAlias,
        name: z.string(),
        kind: z.enum(['inventory', 'sandbox']),
        answering: z.boolean(),
        lastLatencyMs: z.number().nullable(),
        lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
  })
  .meta({ id: 'FlightSourcesResponse' });
export type FlightSourcesResponse = z.infer<typeof FlightSourcesResponse>;

// ---------------------------------------------------------------- book again (My trips, spec §3 Trip record)

/** Spec §3 Trip record bookAgain of a flight: the search that booked the trip, to run it again. */
export const FlightBookAgain = z.object({
  product: z.literal('flight'),
  tripType: z.union([z.literal(1), z.literal(2)]),
  fromCityCode: z.string(),
  toCityCode: z.string(),
  requestDateFrom: z.string().describe('YYYY-MM-DD'),
  requestDateTo: z.string().describe("YYYY-MM-DD, '' for one way"),
  currency: z.string(),
  language: z.string(),
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
});
export type FlightBookAgain = z.infer<typeof FlightBookAgain>;

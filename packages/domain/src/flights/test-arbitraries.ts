/**
 * fast-check arbitraries for the flight rules' property tests. Test-only: imported by *.test.ts
 * files, never by rule files, so fast-check stays out of every bundle.
 *
 * Values are drawn from small pools (a few airlines, times on a coarse grid, round prices) so that
 * random lists often contain equal prices, times and airlines: the ties and duplicates are where
 * filter bounds and sort tie-breaks can go wrong.
 */
import fc from 'fast-check';
import type { CabinClass, FareAmounts, FlightLeg, FlightResultItem, FlightSourceAlias } from '../contracts/flights.ts';
import type { FlightOffer, FlightFilterSelection, StopBucket } from './flight-list.ts';

export const AIRLINES = [
  { code: 'UB', name: 'Myanmar National Airlines', logo: '/airlines/ub.svg' },
  { code: 'K7', name: 'Air KBZ', logo: '/airlines/k7.svg' },
  { code: 'YH', name: 'Air Thanlwin', logo: '/airlines/yh.svg' },
  { code: '8M', name: 'Myanmar Airways International', logo: '/airlines/8m.svg' },
  { code: 'TG', name: 'Thai Airways', logo: '/airlines/tg.svg' },
] as const;

const SOURCES: readonly FlightSourceAlias[] = ['S1', 'S2', 'S3', 'S11', 'S20'];
const CLASSES: readonly CabinClass[] = ['economy', 'business'];
const STATUS_CODES = ['HK', 'HL', 'KK'] as const;

const pad = (n: number): string => String(n).padStart(2, '0');

/** "HH:mm" on a 5-minute grid, so equal departure times are common. */
export const clockArb: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 11 }))
  .map(([h, m]) => `${pad(h)}:${pad(m * 5)}`);

const legArb: fc.Arbitrary<FlightLeg> = fc
  .record({
    statusCode: fc.constantFrom(...STATUS_CODES),
    class: fc.constantFrom(...CLASSES),
    airline: fc.constantFrom(...AIRLINES),
    departureTime: clockArb,
    arrivalTime: clockArb,
    duration: fc.integer({ min: 30, max: 900 }),
  })
  .map(({ statusCode, class: cabin, airline, departureTime, arrivalTime, duration }) => ({
    statusCode,
    class: cabin,
    carrier: { airlineCode: airline.code, airlineName: airline.name, airlineLogo: airline.logo },
    flightNumber: `${airline.code}${duration}`,
    departure: { airportCode: 'RGN', airportCity: 'Yangon', date: '2030-01-10', departureTime },
    arrival: { airportCode: 'MDL', airportCity: 'Mandalay', date: '2030-01-10', arrivalTime },
    duration,
  }));

/** Amounts in thousands of kyat, so equal prices happen; discount may exceed base (a free promo seat). */
const fareArb: fc.Arbitrary<FareAmounts> = fc.record({
  base: fc.integer({ min: 0, max: 400 }).map((n) => n * 1000),
  discount: fc.integer({ min: 0, max: 60 }).map((n) => n * 1000),
  tax: fc.integer({ min: 0, max: 80 }).map((n) => n * 1000),
});

/** One fare: 1 to 4 legs, any status, class, airline and price. */
export const offerArb: fc.Arbitrary<FlightOffer> = fc.record({
  offerId: fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('a', 'b', 'c', '1') }),
  source: fc.constantFrom(...SOURCES),
  offline: fc.boolean(),
  seatsLeft: fc.integer({ min: 0, max: 9 }),
  route: fc.array(legArb, { minLength: 1, maxLength: 4 }),
  rates: fc.record({
    taxIncludeState: fc.boolean(),
    deal: fc.record({ adult: fareArb, child: fareArb, infant: fareArb }),
  }),
  totalDuration: fc.integer({ min: 6, max: 60 }).map((n) => n * 10),
});

/** A result item as the api sends it, sometimes with moreFares (possibly an empty list). */
export const resultItemArb: fc.Arbitrary<FlightResultItem> = fc
  .tuple(offerArb, fc.option(fc.array(offerArb, { maxLength: 3 }), { nil: undefined }))
  .map(([offer, moreFares]) => (moreFares === undefined ? offer : { ...offer, moreFares }));

/** A flat list of fares (what the filters and sorts work on). */
export const offersArb: fc.Arbitrary<FlightOffer[]> = fc.array(offerArb, { maxLength: 25 });

const priceBoundArb = fc.integer({ min: -10, max: 500 }).map((n) => n * 1000);
const minuteBoundArb = fc.integer({ min: 0, max: 288 }).map((n) => n * 5);

/**
 * Any filter selection, including inverted ranges (min above max) and airline codes no flight has,
 * since the filters must follow the spec for every selection, not only for sensible ones.
 */
export const selectionArb: fc.Arbitrary<FlightFilterSelection> = fc.record({
  offline: fc.boolean(),
  class: fc.constantFrom<CabinClass | ''>('', ...CLASSES),
  stop: fc.constantFrom<StopBucket | ''>('', 1, 2, 3),
  prices: fc.record({ min: priceBoundArb, max: priceBoundArb }),
  times: fc.record({ min: minuteBoundArb, max: minuteBoundArb }),
  airlines: fc.subarray([...AIRLINES.map((airline) => airline.code), 'ZZ']),
});

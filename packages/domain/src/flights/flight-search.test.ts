import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { FlightSearchRequest } from '../contracts/flights.ts';
import { addDays, yangonDate } from '../dates.ts';
import { ERROR_CATALOGUE } from '../errors.ts';
import {
  MAX_SEATS,
  flightArea,
  parseCabinClass,
  parseFlightSearchParams,
  toFlightSearchQuery,
  travellerLimits,
  travellerProblems,
  validateDestinationStep,
  validateTravellers,
  type FlightSearch,
  type FlightSearchParseResult,
} from './flight-search.ts';

/** An instant given as Yangon wall-clock time (UTC+06:30), independent of the test machine's zone. */
const yangon = (wall: string): Date => new Date(`${wall}+06:30`);
const NOW = yangon('2030-01-10T10:00:00');

const RGN = { airportCode: 'RGN' };
const MDL = { airportCode: 'MDL' };

describe('validateDestinationStep (spec §5 destination step Continue)', () => {
  it("gives 'Destination city is required!' for an empty destination", () => {
    expect(validateDestinationStep(RGN, null)).toBe('DESTINATION_REQUIRED');
    expect(validateDestinationStep(RGN, { airportCode: '  ' })).toBe('DESTINATION_REQUIRED');
    expect(ERROR_CATALOGUE.DESTINATION_REQUIRED.en).toBe('Destination city is required!');
  });

  it("gives 'Origin and Destination must not be same.' for the same origin and destination", () => {
    expect(validateDestinationStep(RGN, { airportCode: 'rgn' })).toBe('ORIGIN_EQUALS_DESTINATION');
    expect(ERROR_CATALOGUE.ORIGIN_EQUALS_DESTINATION.en).toBe('Origin and Destination must not be same.');
  });

  it('lets a different destination continue', () => {
    expect(validateDestinationStep(RGN, MDL)).toBeNull();
  });
});

describe('flightArea (spec §3 area: domestic or international)', () => {
  it('is domestic only when both airports are in Myanmar', () => {
    expect(flightArea('MM', 'MM')).toBe('domestic');
    expect(flightArea('mm', ' MM')).toBe('domestic');
    expect(flightArea('MM', 'TH')).toBe('international');
    expect(flightArea('SG', 'MM')).toBe('international');
    expect(flightArea('', '')).toBe('international');
  });
});

describe('traveller limits (at most 9 seats for adults and children; an infant per adult lap)', () => {
  it('allows 1 to 9 adults when travelling alone', () => {
    expect(travellerLimits({ adult: 1, child: 0, infant: 0 })).toEqual({
      adult: { min: 1, max: 9 },
      child: { min: 0, max: 8 },
      infant: { min: 0, max: 1 },
    });
  });

  it('lowers the adult maximum by the children and raises its minimum to the infants', () => {
    expect(travellerLimits({ adult: 3, child: 4, infant: 2 })).toEqual({
      adult: { min: 2, max: 5 },
      child: { min: 0, max: 6 },
      infant: { min: 0, max: 3 },
    });
  });

  it('accepts 9 seats and infants up to the adults', () => {
    expect(MAX_SEATS).toBe(9);
    expect(validateTravellers({ adult: 5, child: 4, infant: 5 })).toBeNull();
  });

  it('refuses more than 9 adults and children, on the count that pushes over', () => {
    expect(validateTravellers({ adult: 6, child: 4, infant: 0 })).toEqual({ field: 'child', code: 'travellers.tooMany' });
    expect(validateTravellers({ adult: 10, child: 0, infant: 0 })).toEqual({ field: 'adult', code: 'travellers.tooMany' });
  });

  it('refuses more infants than adults', () => {
    expect(validateTravellers({ adult: 1, child: 0, infant: 2 })).toEqual({ field: 'infant', code: 'travellers.infantsExceedAdults' });
  });

  it('needs at least one adult', () => {
    expect(validateTravellers({ adult: 0, child: 2, infant: 0 })).toEqual({ field: 'adult', code: 'travellers.adultRequired' });
  });

  it('refuses counts that are not whole numbers from 0', () => {
    expect(travellerProblems({ adult: 1.5, child: -1, infant: Number.NaN })).toEqual([
      { field: 'adult', code: 'travellers.invalid' },
      { field: 'child', code: 'travellers.invalid' },
      { field: 'infant', code: 'travellers.invalid' },
    ]);
  });
});

const parse = (query: string, now = NOW): FlightSearchParseResult => parseFlightSearchParams(new URLSearchParams(query), now);
const problemCodes = (query: string, now = NOW): string[] => {
  const result = parse(query, now);
  return result.ok ? [] : result.problems.map((problem) => problem.code);
};

const ROUND_TRIP = 'tripType=2&origin=RGN&destination=MDL&departureDate=2030-01-12&returnDate=2030-01-15&currency=MMK&language=en&adult=1&child=0&infant=0';

describe('parseFlightSearchParams (spec §2 listing URL, spec §5 reading rules)', () => {
  it('reads a round-trip listing URL', () => {
    expect(parse(ROUND_TRIP)).toEqual({
      ok: true,
      search: {
        tripType: 2,
        origin: 'RGN',
        destination: 'MDL',
        departureDate: '2030-01-12',
        returnDate: '2030-01-15',
        currency: 'MMK',
        language: 'en',
        adult: 1,
        child: 0,
        infant: 0,
        class: 'economy',
      },
    });
  });

  it('ignores returnDate on a one-way trip (round trip only)', () => {
    const result = parse('tripType=1&origin=RGN&destination=MDL&departureDate=2030-01-12&returnDate=2030-01-01');
    expect(result.ok && result.search).toStrictEqual({
      tripType: 1,
      origin: 'RGN',
      destination: 'MDL',
      departureDate: '2030-01-12',
      currency: 'MMK',
      language: 'en',
      adult: 1,
      child: 0,
      infant: 0,
      class: 'economy',
    });
  });

  it('uppercases airport codes and currency, lowercases language and class', () => {
    const result = parse('tripType=1&origin=rgn&destination=%20bkk%20&departureDate=2030-01-12&currency=usd&language=MM&class=BUSINESS');
    expect(result.ok && result.search).toMatchObject({ origin: 'RGN', destination: 'BKK', currency: 'USD', language: 'mm', class: 'business' });
  });

  it('falls back to defaults for settings: round trip, MMK, en, economy, 1 adult, 0 children, 0 infants', () => {
    const result = parse('tripType=x&origin=RGN&destination=MDL&departureDate=2030-01-12&returnDate=2030-01-12&currency=EUR&language=fr&class=first&adult=abc&child=&infant=lots');
    expect(result.ok && result.search).toMatchObject({ tripType: 2, currency: 'MMK', language: 'en', class: 'economy', adult: 1, child: 0, infant: 0 });
  });

  it('reads counts as integers', () => {
    const result = parse(`${ROUND_TRIP.replace('adult=1&child=0', 'adult=2.7&child=1')}`);
    expect(result.ok && result.search).toMatchObject({ adult: 2, child: 1 });
  });

  it('requires origin and destination as three-letter codes', () => {
    expect(problemCodes('tripType=1&departureDate=2030-01-12')).toEqual(['origin.required', 'destination.required']);
    expect(problemCodes('tripType=1&origin=YANGON&destination=M1L&departureDate=2030-01-12')).toEqual(['origin.invalid', 'destination.invalid']);
    expect(problemCodes('tripType=1&origin=%C3%9FA&destination=MDL&departureDate=2030-01-12')).toEqual(['origin.invalid']);
  });

  it('refuses the same origin and destination', () => {
    expect(parse('tripType=1&origin=RGN&destination=rgn&departureDate=2030-01-12')).toEqual({
      ok: false,
      problems: [{ field: 'destination', code: 'sameAirports' }],
    });
  });

  it('refuses a departure before today in Yangon, and accepts today', () => {
    const lateEvening = yangon('2030-01-10T23:30:00'); // 17:00 UTC: still 10 January in Yangon
    expect(problemCodes('tripType=1&origin=RGN&destination=MDL&departureDate=2030-01-09', lateEvening)).toEqual(['departureDate.past']);
    expect(parse('tripType=1&origin=RGN&destination=MDL&departureDate=2030-01-10', lateEvening).ok).toBe(true);
    const afterMidnight = yangon('2030-01-11T00:10:00'); // 17:40 UTC on 10 January, already the 11th in Yangon
    expect(problemCodes('tripType=1&origin=RGN&destination=MDL&departureDate=2030-01-10', afterMidnight)).toEqual(['departureDate.past']);
  });

  it('requires a real departure date', () => {
    expect(problemCodes('tripType=1&origin=RGN&destination=MDL')).toEqual(['departureDate.required']);
    expect(problemCodes('tripType=1&origin=RGN&destination=MDL&departureDate=2030-02-30')).toEqual(['departureDate.invalid']);
  });

  it('requires a round-trip return date not before the departure; the same day is a day trip', () => {
    const base = 'tripType=2&origin=RGN&destination=MDL&departureDate=2030-01-12';
    expect(problemCodes(base)).toEqual(['returnDate.missing']);
    expect(problemCodes(`${base}&returnDate=12-01-2030`)).toEqual(['returnDate.invalid']);
    expect(problemCodes(`${base}&returnDate=2030-01-11`)).toEqual(['returnDate.beforeDeparture']);
    expect(parse(`${base}&returnDate=2030-01-12`).ok).toBe(true);
    expect(problemCodes('tripType=2&origin=RGN&destination=MDL&departureDate=bad&returnDate=2030-01-01')).toEqual(['departureDate.invalid', 'returnDate.past']);
  });

  it('reports traveller problems with their field', () => {
    const result = parse(ROUND_TRIP.replace('adult=1&child=0&infant=0', 'adult=2&child=8&infant=3'));
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'child', code: 'travellers.tooMany' },
        { field: 'infant', code: 'travellers.infantsExceedAdults' },
      ],
    });
  });

  it('reports every problem at once', () => {
    expect(problemCodes('adult=0&infant=1')).toEqual([
      'origin.required',
      'destination.required',
      'departureDate.required',
      'returnDate.missing',
      'travellers.adultRequired',
      'travellers.infantsExceedAdults',
    ]);
  });

  it('never throws on absurd input', () => {
    const huge = 'x'.repeat(1_000_000);
    const absurd = new URLSearchParams({
      tripType: '1e400',
      origin: huge,
      destination: '\u0000\uD800',
      departureDate: huge,
      returnDate: '9999-99-99',
      adult: '99999999999999999999999',
      child: '-Infinity',
      infant: 'NaN',
      currency: huge,
      language: '__proto__',
      class: 'constructor',
    });
    const result = parseFlightSearchParams(absurd, NOW);
    expect(result.ok).toBe(false);
  });

  it('gives a search the FlightSearchRequest contract accepts once nationality is added', () => {
    const result = parse(ROUND_TRIP);
    if (!result.ok) throw new Error('expected a valid search');
    // Compile-time check: a parsed search plus the nationality setting is a search request.
    const request: FlightSearchRequest = { ...result.search, nationality: 'local' };
    expect(request.origin).toBe('RGN');
  });
});

describe('toFlightSearchQuery (the listing URL for a search)', () => {
  it('writes the spec §2 parameters in order, returnDate only for a round trip', () => {
    const search: FlightSearch = {
      tripType: 1,
      origin: 'RGN',
      destination: 'BKK',
      departureDate: '2030-01-12',
      currency: 'USD',
      language: 'mm',
      adult: 2,
      child: 1,
      infant: 1,
      class: 'business',
    };
    expect(toFlightSearchQuery(search)).toBe('tripType=1&origin=RGN&destination=BKK&departureDate=2030-01-12&currency=USD&language=mm&adult=2&child=1&infant=1&class=business');
    expect(toFlightSearchQuery({ ...search, returnDate: '2030-01-20' })).not.toContain('returnDate');
    expect(toFlightSearchQuery({ ...search, tripType: 2, returnDate: '2030-01-20' })).toContain('&departureDate=2030-01-12&returnDate=2030-01-20&');
  });
});

describe('parseCabinClass', () => {
  it('reads economy and business, anything else is economy', () => {
    expect(parseCabinClass(' Business ')).toBe('business');
    expect(parseCabinClass('first')).toBe('economy');
    expect(parseCabinClass('toString')).toBe('economy');
    expect(parseCabinClass(null)).toBe('economy');
  });
});

// ---------------------------------------------------------------- properties

const countsArb = fc
  .integer({ min: 1, max: MAX_SEATS })
  .chain((adult) => fc.record({ adult: fc.constant(adult), child: fc.integer({ min: 0, max: MAX_SEATS - adult }), infant: fc.integer({ min: 0, max: adult }) }));

const nowArb = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const codeArb = fc.string({ minLength: 3, maxLength: 3, unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ') });

const searchArb = (now: Date): fc.Arbitrary<FlightSearch> =>
  fc
    .record({
      tripType: fc.constantFrom(1 as const, 2 as const),
      airports: fc.uniqueArray(codeArb, { minLength: 2, maxLength: 2 }),
      ahead: fc.integer({ min: 0, max: 400 }),
      stay: fc.integer({ min: 0, max: 60 }),
      currency: fc.constantFrom('MMK' as const, 'USD' as const),
      language: fc.constantFrom('en' as const, 'mm' as const),
      counts: countsArb,
      class: fc.constantFrom('economy' as const, 'business' as const),
    })
    .map(({ tripType, airports: [origin = 'RGN', destination = 'MDL'], ahead, stay, counts, ...rest }) => {
      const departureDate = addDays(yangonDate(now), ahead);
      return {
        tripType,
        origin,
        destination,
        departureDate,
        ...(tripType === 2 ? { returnDate: addDays(departureDate, stay) } : {}),
        ...counts,
        ...rest,
      };
    });

describe('flight search properties', () => {
  it('parse(toFlightSearchQuery(search)) gives the same search back', () => {
    fc.assert(
      fc.property(
        nowArb.chain((now) => fc.tuple(fc.constant(now), searchArb(now))),
        ([now, search]) => {
          expect(parseFlightSearchParams(new URLSearchParams(toFlightSearchQuery(search)), now)).toStrictEqual({ ok: true, search });
        },
      ),
    );
  });

  it('never throws, whatever the parameters hold', () => {
    const keys = ['tripType', 'origin', 'destination', 'departureDate', 'returnDate', 'currency', 'language', 'adult', 'child', 'infant', 'class'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.string({ unit: 'binary', maxLength: 200 })), nowArb, (raw, now) => {
        const result = parseFlightSearchParams(new URLSearchParams(raw), now);
        expect(typeof result.ok).toBe('boolean');
        if (result.ok) expect(validateTravellers(result.search)).toBeNull();
        else expect(result.problems.length).toBeGreaterThan(0);
      }),
    );
  });

  it('valid traveller counts lie within their limits, every value within a limit stays valid, one more does not', () => {
    fc.assert(
      fc.property(countsArb, fc.constantFrom('adult' as const, 'child' as const, 'infant' as const), (counts, field) => {
        expect(validateTravellers(counts)).toBeNull();
        const { min, max } = travellerLimits(counts)[field];
        expect(counts[field]).toBeGreaterThanOrEqual(min);
        expect(counts[field]).toBeLessThanOrEqual(max);
        for (let value = min; value <= max; value += 1) expect(validateTravellers({ ...counts, [field]: value })).toBeNull();
        expect(validateTravellers({ ...counts, [field]: max + 1 })).not.toBeNull();
        if (min > 0) expect(validateTravellers({ ...counts, [field]: min - 1 })).not.toBeNull();
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FlightSearchResponse, type FlightResultItem } from '@thwa/domain/contracts/flights';
import { FLIGHT_SEARCH_TTL_MINUTES } from '@thwa/domain/constants';
import { ERROR_CATALOGUE, type ErrorCode } from '@thwa/domain/errors';
import { useTestApi } from './harness.ts';
import { inDays, post, searchCount, sessionCount, testLeg, testOffer, testSource } from './flights-fixtures.ts';

const ONE_WAY = '/api/flight/v4/makeRequest';
const ROUND_TRIP = '/api/api/v1/requestRoundTrip';

/** The real sources: our inventory (S1) and the two sandbox partners. */
const api = useTestApi();

function flights(items: FlightResultItem[]) {
  return items.map((item) => item.route.map((leg) => leg.flightNumber).join('/'));
}

describe('POST /api/flight/v4/makeRequest (one-way)', () => {
  it('answers flights from every source, merged, cheapest first, with a 20-minute session', async () => {
    const before = Date.now();
    const response = await post(api.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(12), adult: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = FlightSearchResponse.parse(response.json());
    expect(body).toMatchObject({ code: 200, flightType: 'domestic', routings: { return: [] } });
    expect(body.cacheKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan((FLIGHT_SEARCH_TTL_MINUTES - 1) * 60_000);
    expect(lifetime).toBeLessThanOrEqual(FLIGHT_SEARCH_TTL_MINUTES * 60_000 + 5_000);
    expect(body.sources.map((source) => source.alias)).toEqual(['S1', 'S2', 'S3']);
    expect(body.sources[0]).toMatchObject({ alias: 'S1', status: 'ok' });

    const outward = body.routings.outward;
    expect(outward.length).toBeGreaterThan(10);
    const prices = outward.map((item) => item.rates.deal.adult.base - item.rates.deal.adult.discount + (item.rates.taxIncludeState ? 0 : item.rates.deal.adult.tax));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of outward) {
      expect(item.route[0]!.departure.airportCode).toBe('RGN');
      expect(item.route.at(-1)!.arrival.airportCode).toBe('MDL');
      expect(item.route[0]!.departure.date).toBe(inDays(12));
      expect(item.route[0]!.departure.departureTime).toMatch(/^\d\d:\d\d$/);
    }
    // The circuits: Yangon to Mandalay via Bagan on one flight number.
    expect(flights(outward)).toContain('UB103/UB103');
    // An economy search lists economy fares only, each flight once, each naming its fare conditions.
    expect(outward.every((item) => item.route.every((leg) => leg.class === 'economy') && item.moreFares === undefined)).toBe(true);
    expect(new Set(flights(outward)).size).toBe(outward.length);
    expect(outward.every((item) => item.conditions !== undefined)).toBe(true);
    const ub101 = outward.find((item) => item.route[0]!.flightNumber === 'UB101')!;
    expect(ub101.route[0]!.class).toBe('economy');
    expect(ub101.route[0]!.carrier).toEqual({ airlineCode: 'UB', airlineName: 'Myanmar National Airlines', airlineLogo: '/api/airlines/UB/logo.svg' });
  });

  it('flies a passenger to Heho on the RGN-NYU-MDL-HEH-RGN circuit over its 3 legs', async () => {
    const response = await post(api.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'HEH', departureDate: inDays(13), adult: 1 });
    const circuit = response.json().routings.outward.find((item: FlightResultItem) => item.route[0]!.flightNumber === 'UB103');
    expect(circuit.route.map((leg: FlightResultItem['route'][number]) => `${leg.departure.airportCode}-${leg.arrival.airportCode}`)).toEqual(['RGN-NYU', 'NYU-MDL', 'MDL-HEH']);
    expect(circuit.totalDuration).toBeGreaterThan(circuit.route.reduce((sum: number, leg: { duration: number }) => sum + leg.duration, 0));
  });

  it('offers international trips direct and with one connection, with times local to each airport', async () => {
    const response = await post(api.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'ICN', departureDate: inDays(14), adult: 1 });
    const body = FlightSearchResponse.parse(response.json());
    expect(body.flightType).toBe('international');
    const routes = flights(body.routings.outward);
    expect(routes).toContain('KE472');
    expect(routes.some((route) => /^(TG|PG|8M)\d+\/(TG658|KE652)$/.test(route))).toBe(true);
    const ke472 = body.routings.outward.find((item) => item.route[0]!.flightNumber === 'KE472')!;
    // 23:55 in Yangon, 5 h 45 later is 08:10 the next morning in Seoul (UTC+9).
    expect(ke472.route[0]).toMatchObject({ departure: { departureTime: '23:55' }, arrival: { arrivalTime: '08:10', date: inDays(15) }, duration: 345 });
  });

  it('charges foreigners more on domestic routes', async () => {
    const search = (nationality: string) => post(api.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'NYT', departureDate: inDays(15), adult: 1, nationality });
    const local = (await search('local')).json().routings.outward.find((item: FlightResultItem) => item.source === 'S1');
    const foreign = (await search('foreign')).json().routings.outward.find((item: FlightResultItem) => item.offerId === local.offerId);
    expect(foreign.rates.deal.adult.base).toBeGreaterThan(local.rates.deal.adult.base * 1.5);
  });

  it('answers in Myanmar when asked', async () => {
    const response = await post(api.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(12), adult: 1, language: 'mm' });
    const leg = response.json().routings.outward.find((item: FlightResultItem) => item.route[0]!.flightNumber === 'UB101').route[0];
    expect(leg.departure.airportCity).toBe('ရန်ကုန်');
    expect(leg.arrival.airportCity).toBe('မန္တလေး');
    expect(leg.carrier.airlineName).toBe('မြန်မာအမျိုးသား လေကြောင်းလိုင်း');
  });

  it('answers an identical search again from its session, and a different one with a new session', async () => {
    const body = { tripType: 1, origin: 'RGN', destination: 'SNW', departureDate: inDays(20), adult: 2 };
    const first = (await post(api.app, ONE_WAY, body)).json();
    const again = (await post(api.app, ONE_WAY, { ...body, currency: 'USD' })).json();
    expect(again.cacheKey).toBe(first.cacheKey);
    expect(again).toEqual(first);
    const other = (await post(api.app, ONE_WAY, { ...body, adult: 1 })).json();
    expect(other.cacheKey).not.toBe(first.cacheKey);
  });

  it('ignores a returnDate sent with a one-way search', async () => {
    const response = await post(api.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'KAW', departureDate: inDays(21), returnDate: inDays(25), adult: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().routings.return).toEqual([]);
  });
});

describe('POST /api/api/v1/requestRoundTrip', () => {
  it('answers both directions in one session', async () => {
    const response = await post(api.app, ROUND_TRIP, { tripType: 2, origin: 'RGN', destination: 'MDL', departureDate: inDays(16), returnDate: inDays(19), adult: 1, child: 1, infant: 1 });
    expect(response.statusCode).toBe(200);
    const body = FlightSearchResponse.parse(response.json());
    expect(body.routings.outward.length).toBeGreaterThan(0);
    expect(body.routings.return.length).toBeGreaterThan(0);
    expect(body.routings.outward.every((item) => item.route[0]!.departure.airportCode === 'RGN' && item.route[0]!.departure.date === inDays(16))).toBe(true);
    expect(body.routings.return.every((item) => item.route[0]!.departure.airportCode === 'MDL' && item.route[0]!.departure.date === inDays(19))).toBe(true);
    const deal = body.routings.outward.find((item) => item.source === 'S1')!.rates.deal;
    expect(deal.child.base).toBeLessThan(deal.adult.base);
    expect(deal.infant.base).toBeLessThan(deal.child.base);
  });

  it('accepts a return on the day of departure', async () => {
    const response = await post(api.app, ROUND_TRIP, { tripType: 2, origin: 'RGN', destination: 'NYT', departureDate: inDays(17), returnDate: inDays(17), adult: 1 });
    expect(response.statusCode).toBe(200);
  });
});

describe('flight search refuses bad input with 400, the field, both languages, and writes nothing', () => {
  const valid = { tripType: 1, origin: 'KET', destination: 'PBU', departureDate: inDays(30), adult: 1 };
  const validRoundTrip = { ...valid, tripType: 2, returnDate: inDays(33) };
  const cases: [string, string, object, ErrorCode, string][] = [
    ['an unknown origin airport', ONE_WAY, { ...valid, origin: 'XXX' }, 'AIRPORT_NOT_FOUND', 'body.origin'],
    ['an unknown destination airport', ONE_WAY, { ...valid, destination: 'QQQ' }, 'AIRPORT_NOT_FOUND', 'body.destination'],
    ['a code that is not an IATA code', ONE_WAY, { ...valid, origin: 'ket' }, 'VALIDATION_FAILED', 'body.origin'],
    ['an absurdly long origin', ONE_WAY, { ...valid, origin: 'K'.repeat(10_000) }, 'VALIDATION_FAILED', 'body.origin'],
    ['the same origin and destination', ONE_WAY, { ...valid, destination: 'KET' }, 'ORIGIN_EQUALS_DESTINATION', 'body.destination'],
    ['a past date (Yangon calendar)', ONE_WAY, { ...valid, departureDate: inDays(-1) }, 'DATE_IN_PAST', 'body.departureDate'],
    ['a date beyond the year on sale', ONE_WAY, { ...valid, departureDate: inDays(365) }, 'DATE_TOO_FAR', 'body.departureDate'],
    ['a date that does not exist', ONE_WAY, { ...valid, departureDate: '2027-02-30' }, 'VALIDATION_FAILED', 'body.departureDate'],
    ['a round trip sent to the one-way call', ONE_WAY, validRoundTrip, 'VALIDATION_FAILED', 'body.tripType'],
    ['an unknown trip type', ONE_WAY, { ...valid, tripType: 3 }, 'VALIDATION_FAILED', 'body.tripType'],
    ['no adult', ONE_WAY, { ...valid, adult: 0 }, 'VALIDATION_FAILED', 'body.adult'],
    ['a count that is not a number', ONE_WAY, { ...valid, adult: 'two' }, 'VALIDATION_FAILED', 'body.adult'],
    ['a fractional count', ONE_WAY, { ...valid, child: 1.5 }, 'VALIDATION_FAILED', 'body.child'],
    ['more infants than adults', ONE_WAY, { ...valid, adult: 2, infant: 3 }, 'TOO_MANY_INFANTS', 'body.infant'],
    ['more than 9 seats', ONE_WAY, { ...valid, adult: 5, child: 5 }, 'TOO_MANY_SEATS', 'body.child'],
    ['more than 9 adults', ONE_WAY, { ...valid, adult: 10 }, 'VALIDATION_FAILED', 'body.adult'],
    ['an unknown cabin', ONE_WAY, { ...valid, class: 'first' }, 'VALIDATION_FAILED', 'body.class'],
    ['a round trip without a return date', ROUND_TRIP, { ...validRoundTrip, returnDate: undefined }, 'RETURN_DATE_REQUIRED', 'body.returnDate'],
    ['a return before the departure', ROUND_TRIP, { ...validRoundTrip, returnDate: inDays(29) }, 'RETURN_BEFORE_DEPARTURE', 'body.returnDate'],
    ['a return beyond the year on sale', ROUND_TRIP, { ...validRoundTrip, returnDate: inDays(400) }, 'DATE_TOO_FAR', 'body.returnDate'],
    ['a one-way search sent to the round-trip call', ROUND_TRIP, valid, 'VALIDATION_FAILED', 'body.tripType'],
  ];

  it.each(cases)('%s', async (_case, url, payload, errorCode, field) => {
    const english = await post(api.app, url, payload);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 400, errorCode, field, message: ERROR_CATALOGUE[errorCode].en });
    const myanmar = await post(api.app, url, payload, { 'x-language': 'mm' });
    expect(myanmar.json()).toMatchObject({ errorCode, field, message: ERROR_CATALOGUE[errorCode].mm });

    await api.app.inject({ method: 'GET', url: '/api/trending/destination?origin=KET' }); // writes the counted searches
    expect(await sessionCount(api.connection.db, 'KET', 'PBU')).toBe(0);
    expect(await searchCount(api.connection.db, 'KET', 'PBU')).toBe(0);
  });

  it('refuses a body that is not JSON, and one that is not an object', async () => {
    for (const payload of ['{"tripType":', '[1,2]', '"RGN"', 'null']) {
      const response = await api.app.inject({ method: 'POST', url: ONE_WAY, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('partial results when a source fails or is slow', () => {
  const failing = testSource('S2', () => [], { fail: true });
  const slow = testSource('S3', () => [], { hang: 'honouring-abort' });
  const deaf = testSource('S4', () => [], { hang: 'ignoring-abort' });
  const partial = useTestApi({}, { flights: { sources: (standard) => [standard[0]!, failing, slow, deaf], sourceTimeoutMs: 300 } });

  it('answers with what the inventory found, and says which sources failed or timed out', async () => {
    const started = performance.now();
    const response = await post(partial.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(18), adult: 1 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(200);
    const body = FlightSearchResponse.parse(response.json());
    expect(body.sources).toEqual([
      { alias: 'S1', status: 'ok', results: expect.any(Number) },
      { alias: 'S2', status: 'error', results: 0 },
      { alias: 'S3', status: 'timeout', results: 0 },
      { alias: 'S4', status: 'timeout', results: 0 },
    ]);
    expect(body.routings.outward.length).toBeGreaterThan(0);
    expect(body.routings.outward.every((item) => item.source === 'S1')).toBe(true);
  });

  it('reports the failing sources as not answering on the sources page', async () => {
    await post(partial.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'NYU', departureDate: inDays(18), adult: 1 });
    const response = await post(partial.app, '/api/api/v1/sources', {});
    const byAlias = Object.fromEntries(response.json().data.map((source: { alias: string }) => [source.alias, source]));
    expect(byAlias.S1).toMatchObject({ answering: true, kind: 'inventory' });
    expect(byAlias.S2).toMatchObject({ answering: false, lastCheckedAt: expect.any(String) });
    expect(byAlias.S3).toMatchObject({ answering: false });
    expect(byAlias.S3.lastLatencyMs).toBeGreaterThanOrEqual(290);
  });

});

describe('every source failing', () => {
  const down = useTestApi({}, { flights: { sources: [testSource('S5', () => [], { fail: true })], sourceTimeoutMs: 300 } });

  it('still answers 200, with no flights and the failure named', async () => {
    const response = await post(down.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(27), adult: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ routings: { outward: [], return: [] }, sources: [{ alias: 'S5', status: 'error', results: 0 }] });
  });
});

describe('merging sources: one item per itinerary, in the cabin searched for', () => {
  const date = inDays(22);
  const ub101 = [testLeg('UB101', 'RGN', 'MDL', date, '07:00', 75)];
  const k7222 = [testLeg('K7222', 'RGN', 'MDL', date, '06:30', 100)];
  const first = testSource('S4', () => [testOffer('S4', ub101, 170_000), testOffer('S4', ub101, 334_000, { cabinClass: 'business', seatsLeft: 3 })]);
  const second = testSource('S5', () => [testOffer('S5', ub101, 160_000), testOffer('S5', k7222, 175_000)]);
  const merged = useTestApi({}, { flights: { sources: [first, second] } });

  it('keeps the cheaper of two sources for the same flight and cabin, and lists no business fare', async () => {
    const response = await post(merged.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: date, adult: 1 });
    const body = FlightSearchResponse.parse(response.json());
    expect(body.routings.outward.map((item) => [item.offerId, item.rates.deal.adult.base])).toEqual([
      [`S5-Y-UB101.${date.replaceAll('-', '')}.RGNMDL`, 160_000],
      [`S5-Y-K7222.${date.replaceAll('-', '')}.RGNMDL`, 175_000],
    ]);
    expect(body.routings.outward.every((item) => item.moreFares === undefined)).toBe(true);
    expect(body.sources).toEqual([
      { alias: 'S4', status: 'ok', results: 2 },
      { alias: 'S5', status: 'ok', results: 2 },
    ]);
  });

  it('lists only business when business is asked: a flight that sells none is left out', async () => {
    const response = await post(merged.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: date, adult: 1, class: 'business' });
    const items: FlightResultItem[] = response.json().routings.outward;
    expect(items).toEqual([expect.objectContaining({ source: 'S4', seatsLeft: 3, route: [expect.objectContaining({ class: 'business', flightNumber: 'UB101' })] })]);
    expect(items[0]!.moreFares).toBeUndefined();
    expect(items[0]!.conditions).toEqual({ checkedBaggageKg: 30, cabinBaggageKg: 14, refundable: true, changeable: true });
  });

  it('asks each source for the cabin searched', async () => {
    await post(merged.app, ONE_WAY, { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(24), adult: 1, class: 'business' });
    expect(first.calls.at(-1)).toMatchObject({ departureDate: inDays(24), cabin: 'business' });
  });

  it('asks the sources once for identical searches arriving together', async () => {
    const before = first.calls.length;
    const body = { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(23), adult: 1 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(merged.app, ONE_WAY, body)));
    expect(new Set(answers.map((answer) => answer.json().cacheKey)).size).toBe(1);
    expect(first.calls.length - before).toBe(1);
  });

  it('counts every search of a route, answered from a session or not', async () => {
    const body = { tripType: 1, origin: 'MGZ', destination: 'KAW', departureDate: inDays(24), adult: 1 };
    for (let index = 0; index < 3; index += 1) expect((await post(merged.app, ONE_WAY, body)).statusCode).toBe(200);
    await merged.app.inject({ method: 'GET', url: '/api/trending/destination?origin=MGZ' });
    expect(await searchCount(merged.connection.db, 'MGZ', 'KAW')).toBe(3);
    expect(await sessionCount(merged.connection.db, 'MGZ', 'KAW')).toBe(1);
  });
});

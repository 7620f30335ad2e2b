import { describe, expect, it } from 'vitest';
import { flightRouteCounts } from '@thwa/db/schema';
import { TrendingResponse } from '@thwa/domain/contracts/flights';
import { useTestApi } from './harness.ts';
import { inDays, post, testSource } from './flights-fixtures.ts';

// Searches here are only counted: a source with no flights keeps them quick.
const api = useTestApi({}, { flights: { sources: [testSource('S4')] } });

async function trending(query: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/trending/destination?${query}` });
  return { response, body: response.statusCode === 200 ? TrendingResponse.parse(response.json()) : undefined };
}
const searchFrom = (origin: string, destination: string, days: number) =>
  post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin, destination, departureDate: inDays(days), adult: 1 });

describe('GET /api/trending/destination', () => {
  it('falls back to the featured destinations when nothing has been searched from an airport', async () => {
    const { response, body } = await trending('origin=KHM');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(body!.data.map((item) => item.airportCode)).toEqual(['MDL', 'BKK', 'NYU', 'HEH', 'SIN', 'SNW', 'KUL', 'ICN']);
    expect(body!.data[1]).toEqual({
      airportCode: 'BKK',
      airportCity: 'Bangkok',
      airportName: 'Suvarnabhumi Airport',
      countryName: 'Thailand',
      countryCode: 'TH',
      area: 'international',
      searches: 0,
    });
    expect(body!.data[0]!.area).toBe('domestic');
  });

  it('puts destinations searched and booked at least 3 times over the last 30 days first, most first', async () => {
    for (let index = 0; index < 4; index += 1) expect((await searchFrom('KAW', 'MYT', 30 + index)).statusCode).toBe(200);
    for (let index = 0; index < 2; index += 1) expect((await searchFrom('KAW', 'LIW', 30 + index)).statusCode).toBe(200);
    const today = inDays(0);
    await api.connection.db.insert(flightRouteCounts).values([
      { day: inDays(-10), origin: 'KAW', destination: 'PBU', searches: 2, bookings: 3 },
      { day: inDays(-29), origin: 'KAW', destination: 'PBU', searches: 1, bookings: 0 },
      // Older than 30 days: not counted.
      { day: inDays(-30), origin: 'KAW', destination: 'KET', searches: 50, bookings: 50 },
      { day: today, origin: 'MYT', destination: 'KAW', searches: 40, bookings: 0 },
    ]);
    const { body } = await trending('origin=KAW&limit=12');
    expect(body!.data.slice(0, 2).map((item) => [item.airportCode, item.searches])).toEqual([
      ['PBU', 6],
      ['MYT', 4],
    ]);
    const codes = body!.data.map((item) => item.airportCode);
    // Two searches are not enough to trend; nor are counts older than 30 days, nor those from elsewhere.
    expect(codes.slice(2)).toEqual(['MDL', 'BKK', 'NYU', 'HEH', 'SIN', 'SNW', 'KUL', 'ICN', 'TVY', 'RGN']);
    expect(codes).not.toContain('LIW');
    expect(codes).not.toContain('KET');
    expect(codes).not.toContain('KAW');
  });

  it('names destinations in Myanmar when asked', async () => {
    const { body } = await trending('origin=KHM&language=mm&limit=2');
    expect(body!.data.map((item) => [item.airportCity, item.countryName])).toEqual([
      ['မန္တလေး', 'မြန်မာ'],
      ['ဘန်ကောက်', 'ထိုင်း'],
    ]);
  });

  it('answers for Yangon by default', async () => {
    const { body } = await trending('');
    expect(body!.data.map((item) => item.airportCode)).not.toContain('RGN');
    expect(body!.data).toHaveLength(8);
  });

  it.each([
    ['an airport we do not fly', 'origin=XXX', 'AIRPORT_NOT_FOUND', 'querystring.origin'],
    ['a code that is not an IATA code', 'origin=rgn', 'VALIDATION_FAILED', 'querystring.origin'],
    ['a limit of 0', 'limit=0', 'VALIDATION_FAILED', 'querystring.limit'],
    ['a limit that is not a number', 'limit=many', 'VALIDATION_FAILED', 'querystring.limit'],
    ['an unknown language', 'language=de', 'VALIDATION_FAILED', 'querystring.language'],
  ])('refuses %s with 400 naming the field', async (_case, query, errorCode, field) => {
    const { response } = await trending(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode, field });
  });
});

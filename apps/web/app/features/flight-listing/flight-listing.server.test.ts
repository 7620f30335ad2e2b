import { describe, expect, it } from 'vitest';
import type { FlightResultItem, FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { settingsCookie } from '../settings/settings.server.ts';
import { loadFlightListing } from './flight-listing.server.ts';
import type { ListingData } from './listing-data.ts';
import { AIRLINES, offer } from './test-support.tsx';

// 10:00 in Yangon on 2031-03-08: today is the 8th.
const NOW = new Date('2031-03-08T03:30:00Z');
const ROUND_TRIP = 'tripType=2&origin=RGN&destination=MDL&departureDate=2031-03-10&returnDate=2031-03-12&adult=1&child=0&infant=0';
const ONE_WAY = 'tripType=1&origin=RGN&destination=MDL&departureDate=2031-03-10&adult=2&child=1&infant=0';

interface Call {
  path: string;
  language: string | null;
  body: Record<string, unknown>;
}

const outward: FlightResultItem[] = [
  offer({ offerId: 'out-ub', airline: AIRLINES.UB, price: 150_000 }),
  offer({
    offerId: 'out-k7',
    airline: AIRLINES.K7,
    price: 120_000,
    moreFares: [{ ...offer({ offerId: 'out-k7-flex', airline: AIRLINES.K7, price: 135_000 }) }],
  }),
];
const inbound: FlightResultItem[] = [
  offer({ offerId: 'back-yh', airline: AIRLINES.YH, price: 110_000, legs: [{ from: 'MDL', to: 'RGN', date: '2031-03-12' }] }),
];

function searchAnswer(overrides: Partial<FlightSearchResponse> = {}): FlightSearchResponse {
  return {
    code: 200,
    cacheKey: 'session-1',
    expiresAt: '2031-03-08T04:00:00+00:00',
    flightType: 'domestic',
    routings: { outward, return: inbound },
    sources: [{ alias: 'S1', status: 'ok', results: 3 }],
    ...overrides,
  };
}

const STRIP = ['2031-03-07', '2031-03-08', '2031-03-09', '2031-03-10', '2031-03-11', '2031-03-12', '2031-03-13'].map((date, index) => ({
  date,
  numberOfFlights: index,
  lowestFare: index === 0 ? null : 100_000 + index,
}));

function fakeApi(answers: { search?: () => Response; strip?: () => Response } = {}) {
  const calls: Call[] = [];
  const api = async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, language: request.headers.get('x-language'), body: (await request.json()) as Record<string, unknown> });
    if (path === '/api/numberOfFlights') return answers.strip ? answers.strip() : Response.json({ code: 200, data: STRIP });
    if (path === '/api/flight/v4/makeRequest' || path === '/api/api/v1/requestRoundTrip') {
      return answers.search ? answers.search() : Response.json(searchAnswer());
    }
    return Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, { status: 404 });
  };
  return { api, calls };
}

async function load(path: string, options: { step?: 'depart' | 'return'; api?: ReturnType<typeof fakeApi>; cookie?: string } = {}) {
  const { api, calls } = options.api ?? fakeApi();
  const request = new Request(`http://thwa.test${path}`, options.cookie ? { headers: { cookie: options.cookie } } : {});
  const result = await loadFlightListing({ request, api, step: options.step ?? 'depart', now: NOW });
  return { data: result.data as ListingData, status: result.init?.status ?? 200, calls };
}

function expectKind<K extends ListingData['kind']>(data: ListingData, kind: K): Extract<ListingData, { kind: K }> {
  expect(data.kind).toBe(kind);
  return data as Extract<ListingData, { kind: K }>;
}

describe('the departure listing loader', () => {
  it('searches a round trip with requestRoundTrip and the date strip with numberOfFlights, in the page language', async () => {
    const { data, status, calls } = await load(`/flight/depart/search?${ROUND_TRIP}`);
    expect(status).toBe(200);
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/api/v1/requestRoundTrip', '/api/numberOfFlights']);
    const search = calls.find((call) => call.path === '/api/api/v1/requestRoundTrip')!;
    expect(search.language).toBe('en');
    expect(search.body).toEqual({
      tripType: 2,
      origin: 'RGN',
      destination: 'MDL',
      departureDate: '2031-03-10',
      returnDate: '2031-03-12',
      adult: 1,
      child: 0,
      infant: 0,
      class: 'economy',
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
    const strip = calls.find((call) => call.path === '/api/numberOfFlights')!;
    // The party too: the strip counts the flights with seats (or a waitlist) for everyone, as the list does.
    expect(strip.body).toEqual({ origin: 'RGN', destination: 'MDL', date: '2031-03-10', days: 3, class: 'economy', nationality: 'local', adult: 1, child: 0 });

    const results = expectKind(data, 'results');
    expect(results.cacheKey).toBe('session-1');
    expect(results.title).toBe('Flights from Yangon to Mandalay, Mon, 10 Mar 2031');
    expect(results.summary).toMatchObject({ origin: 'RGN', destination: 'MDL', originCity: 'Yangon', destinationCity: 'Mandalay', date: '2031-03-10' });
  });

  it('searches one way with makeRequest and sends no return date', async () => {
    const { calls } = await load(`/flight/depart/search?${ONE_WAY}&returnDate=2031-03-20`);
    const search = calls.find((call) => call.path === '/api/flight/v4/makeRequest');
    expect(search?.body).toMatchObject({ tripType: 1, adult: 2, child: 1 });
    expect(search?.body).not.toHaveProperty('returnDate');
  });

  it('prepares the list (spec §4): moreFares merged, cheapest first, filters fully open; only the outward list is sent', async () => {
    const { data } = await load(`/flight/depart/search?${ROUND_TRIP}`);
    const { list, outward: chosen } = expectKind(data, 'results');
    expect(list.items.map((item) => item.offerId)).toEqual(['out-k7', 'out-k7-flex', 'out-ub']);
    expect(list.items.every((item) => !('moreFares' in item))).toBe(true);
    expect(list.sort).toBe('cheapest');
    expect(list.ranges.prices).toEqual({ min: 120_000, max: 150_000 });
    expect(list.selection).toMatchObject({ stop: '', class: 'economy', offline: true, airlines: ['K7', 'UB'] });
    expect(chosen).toBeNull();
    expect(JSON.stringify(data)).not.toContain('back-yh');
    expect(JSON.stringify(data)).not.toContain('sources');
  });

  it('builds the date strip: the chosen day marked, past days and days after the return not searchable', async () => {
    const { data } = await load(`/flight/depart/search?${ROUND_TRIP}`);
    const { dates } = expectKind(data, 'results');
    expect(dates.map((day) => [day.date, day.selected, day.href !== null])).toEqual([
      ['2031-03-07', false, false],
      ['2031-03-08', false, true],
      ['2031-03-09', false, true],
      ['2031-03-10', true, false],
      ['2031-03-11', false, true],
      ['2031-03-12', false, true],
      ['2031-03-13', false, false],
    ]);
    expect(dates[1]!.href).toBe(
      '/flight/depart/search?tripType=2&origin=RGN&destination=MDL&departureDate=2031-03-08&returnDate=2031-03-12&currency=MMK&language=en&adult=1&child=0&infant=0&class=economy',
    );
    expect(dates[1]).toMatchObject({ weekday: 'Sat', dayLabel: '8 Mar', numberOfFlights: 1, lowestFare: 100_001 });
  });

  it('goes on without the date strip when numberOfFlights fails', async () => {
    const api = fakeApi({ strip: () => new Response('upstream down', { status: 503 }) });
    const { data } = await load(`/flight/depart/search?${ROUND_TRIP}`, { api });
    expect(expectKind(data, 'results').dates).toEqual([]);
  });

  it('answers a URL that cannot be searched with its problems and 400, without calling the api', async () => {
    const { data, status, calls } = await load('/flight/depart/search?tripType=2&origin=RGN&destination=RGN&departureDate=2031-03-01&adult=1&infant=3');
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    const { problems, title } = expectKind(data, 'invalid');
    expect(title).toBe('Check your flight search');
    expect(problems.map((problem) => problem.code)).toEqual([
      'sameAirports',
      'departureDate.past',
      'returnDate.missing',
      'travellers.infantsExceedAdults',
    ]);
  });

  it('shows the api’s own message for a 400, in the language it was asked in', async () => {
    const api = fakeApi({
      search: () => Response.json({ code: 400, errorCode: 'VALIDATION_FAILED', message: 'အချက်အလက်အချို့ မမှန်ကန်ပါ။', field: 'body.class', requestId: 'r' }, { status: 400 }),
    });
    const { data, status, calls } = await load(`/flight/depart/search?${ROUND_TRIP}&language=mm`, { api });
    expect(status).toBe(400);
    expect(calls.every((call) => call.language === 'mm')).toBe(true);
    const failed = expectKind(data, 'failed');
    expect(failed.message).toBe('အချက်အလက်အချို့ မမှန်ကန်ပါ။');
    expect(failed.airportNotFound).toBe(false);
    expect(failed.title).toContain('RGN မှ MDL သို့');
    expect(failed.dates).toHaveLength(7);
  });

  it('tells "airport or city not found" when the api rejects an airport', async () => {
    const api = fakeApi({
      search: () => Response.json({ code: 400, errorCode: 'VALIDATION_FAILED', message: 'Unknown airport', field: 'body.destination', requestId: 'r' }, { status: 400 }),
    });
    const { data } = await load(`/flight/depart/search?${ROUND_TRIP}`, { api });
    expect(expectKind(data, 'failed').airportNotFound).toBe(true);
  });

  it('never crashes when the api cannot be reached or answers something else', async () => {
    const down = fakeApi({
      search: () => {
        throw new TypeError('fetch failed');
      },
    });
    const { data, status } = await load(`/flight/depart/search?${ROUND_TRIP}`, { api: down });
    expect(status).toBe(502);
    expect(expectKind(data, 'failed').message).toBe('An unexpected error occurred. Please try again.');

    const odd = fakeApi({ search: () => Response.json({ code: 500 }, { status: 200 }) });
    expect((await load(`/flight/depart/search?${ROUND_TRIP}`, { api: odd })).data.kind).toBe('failed');
  });

  it('uses the language and currency the visitor chose (cookie) in the search and its links', async () => {
    const cookie = await settingsCookie.serialize({ lang: 'mm', currency: 'USD', nationality: 'foreign' });
    const { data, calls } = await load(`/flight/depart/search?${ROUND_TRIP}`, { cookie: cookie.split(';')[0] });
    const search = calls.find((call) => call.path === '/api/api/v1/requestRoundTrip')!;
    expect(search.body).toMatchObject({ language: 'mm', currency: 'USD', nationality: 'foreign' });
    const results = expectKind(data, 'results');
    expect(results.summary.query).toContain('language=mm');
    expect(results.summary.query).toContain('currency=USD');
    expect(results.title).toBe('Yangon မှ Mandalay သို့ လေယာဉ်ခရီးစဉ်များ၊ တနင်္လာ၊ ၁၀ မတ် ၂၀၃၁');
  });
});

describe('the return listing loader', () => {
  const withOutward = `/flight/return/search?${ROUND_TRIP}&outward=out-k7-flex&cacheKey=session-1`;

  it('re-runs the same search and lists the return routing under the chosen departure (a moreFares fare too)', async () => {
    const { data, calls } = await load(withOutward, { step: 'return' });
    expect(calls.find((call) => call.path === '/api/api/v1/requestRoundTrip')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/numberOfFlights')?.body).toMatchObject({ origin: 'MDL', destination: 'RGN', date: '2031-03-12' });
    const results = expectKind(data, 'results');
    expect(results.list.items.map((item) => item.offerId)).toEqual(['back-yh']);
    expect(results.outward?.offer.offerId).toBe('out-k7-flex');
    expect(results.outward?.changeHref).toMatch(/^\/flight\/depart\/search\?tripType=2&origin=RGN/);
    expect(results.summary).toMatchObject({ step: 'return', origin: 'MDL', destination: 'RGN', date: '2031-03-12' });
    expect(results.title).toBe('Return flights from Mandalay to Yangon, Wed, 12 Mar 2031');
  });

  it('marks return days before the departure as not searchable, and links the others with the chosen departure', async () => {
    const { data } = await load(withOutward, { step: 'return' });
    const { dates } = expectKind(data, 'results');
    expect(dates.filter((day) => day.href !== null).map((day) => day.date)).toEqual(['2031-03-10', '2031-03-11', '2031-03-13']);
    expect(dates.find((day) => day.date === '2031-03-13')?.href).toMatch(
      /^\/flight\/return\/search\?outward=out-k7-flex&cacheKey=session-1&tripType=2&.*returnDate=2031-03-13/,
    );
  });

  it('says so when the chosen departure is no longer in the search session', async () => {
    const { data, status } = await load(`/flight/return/search?${ROUND_TRIP}&outward=gone&cacheKey=old`, { step: 'return' });
    expect(status).toBe(410);
    expect(expectKind(data, 'outwardGone').summary.query).toContain('departureDate=2031-03-10');
  });

  it('sends a link without a chosen departure, or for a one-way trip, to the departures', async () => {
    for (const path of [`/flight/return/search?${ROUND_TRIP}`, `/flight/return/search?${ONE_WAY}&outward=out-ub`]) {
      const thrown = await load(path, { step: 'return' }).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('location')).toMatch(/^\/flight\/depart\/search\?tripType=/);
    }
  });
});

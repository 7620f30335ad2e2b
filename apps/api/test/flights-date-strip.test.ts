import { describe, expect, it } from 'vitest';
import { FlightSearchResponse, NumberOfFlightsResponse, type FlightResultItem } from '@thwa/domain/contracts/flights';
import { addDays } from '@thwa/domain/dates';
import { useTestApi } from './harness.ts';
import { inDays, post, testLeg, testOffer, testSource } from './flights-fixtures.ts';

/**
 * The date strip (POST /api/numberOfFlights) against every source: each day's count and lowest price
 * must be what that day's listing shows (issue 11: it used to count our inventory only).
 */

const ONE_WAY = '/api/flight/v4/makeRequest';

function price(item: FlightResultItem): number {
  const { base, discount, tax } = item.rates.deal.adult;
  return base - discount + (item.rates.taxIncludeState ? 0 : tax);
}

async function strip(app: Parameters<typeof post>[0], payload: object) {
  const response = await post(app, '/api/numberOfFlights', payload);
  expect(response.statusCode).toBe(200);
  return NumberOfFlightsResponse.parse(response.json()).data;
}

async function listing(app: Parameters<typeof post>[0], payload: object) {
  const response = await post(app, ONE_WAY, { tripType: 1, ...payload });
  expect(response.statusCode).toBe(200);
  const outward = FlightSearchResponse.parse(response.json()).routings.outward;
  return { numberOfFlights: outward.length, lowestFare: outward.length > 0 ? Math.min(...outward.map(price)) : null, outward };
}

describe('the date strip across every source (S1 inventory, S2 and S3 sandboxes)', () => {
  const api = useTestApi();

  it('counts each day what that day\'s economy listing shows, partners\' flights included', async () => {
    const date = inDays(61);
    // Yangon-Bangkok is sold by all three: our inventory, the GDS and the low-cost aggregator.
    const days = await strip(api.app, { origin: 'RGN', destination: 'BKK', date, days: 2 });
    expect(days.map((day) => day.date)).toEqual([-2, -1, 0, 1, 2].map((offset) => addDays(date, offset)));
    let partners = 0;
    for (const day of days) {
      const list = await listing(api.app, { origin: 'RGN', destination: 'BKK', departureDate: day.date, adult: 1 });
      expect({ date: day.date, numberOfFlights: list.numberOfFlights, lowestFare: list.lowestFare }).toEqual(day);
      partners += list.outward.filter((item) => item.source !== 'S1').length;
    }
    expect(partners).toBeGreaterThan(0); // the strip would not count these if it asked our inventory only
  });

  it('counts business fares for a business search, as its listing shows them', async () => {
    const date = inDays(62);
    const days = await strip(api.app, { origin: 'RGN', destination: 'BKK', date, days: 1, class: 'business' });
    for (const day of days) {
      const list = await listing(api.app, { origin: 'RGN', destination: 'BKK', departureDate: day.date, adult: 1, class: 'business' });
      expect(list.outward.every((item) => item.route.every((leg) => leg.class === 'business'))).toBe(true);
      expect({ date: day.date, numberOfFlights: list.numberOfFlights, lowestFare: list.lowestFare }).toEqual(day);
    }
    const economy = await strip(api.app, { origin: 'RGN', destination: 'BKK', date, days: 1 });
    expect(days[1]!.lowestFare).toBeGreaterThan(economy[1]!.lowestFare!);
  });

  it('counts for the party searched: seats for every traveller, or a waitlist', async () => {
    const date = inDays(63);
    const [day] = (await strip(api.app, { origin: 'RGN', destination: 'MDL', date, days: 1, adult: 4, child: 3 })).slice(1, 2);
    const list = await listing(api.app, { origin: 'RGN', destination: 'MDL', departureDate: date, adult: 4, child: 3 });
    expect(day).toEqual({ date, numberOfFlights: list.numberOfFlights, lowestFare: list.lowestFare });
  });

  it('answers a repeated strip from memory within the time budget', async () => {
    const payload = { origin: 'RGN', destination: 'SIN', date: inDays(64), days: 3 };
    const first = await strip(api.app, payload);
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) expect(await strip(api.app, payload)).toEqual(first);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});

describe('the date strip with a source that has no calendar of its own', () => {
  const date = inDays(65);
  // A partner without a calendar: the strip asks it a search per day. It sells UB101 cheaper than we do
  // on the chosen day only, and a flight of its own (K7999) the day after.
  const partner = testSource('S4', (request) => {
    if (request.departureDate === date) return [testOffer('S4', [testLeg('UB101', 'RGN', 'MDL', date, '07:00', 75)], 1_000)];
    if (request.departureDate === addDays(date, 1)) return [testOffer('S4', [testLeg('K7999', 'RGN', 'MDL', addDays(date, 1), '23:00', 75)], 2_000)];
    return [];
  });
  const api = useTestApi({}, { flights: { sources: (standard) => [standard[0]!, partner] } });

  it('merges its fares with ours as the listing does: one flight once, at the better price', async () => {
    const days = await strip(api.app, { origin: 'RGN', destination: 'MDL', date, days: 1 });
    expect(partner.calls.map((call) => call.departureDate).sort()).toEqual([addDays(date, -1), date, addDays(date, 1)]);
    for (const day of days) {
      const list = await listing(api.app, { origin: 'RGN', destination: 'MDL', departureDate: day.date, adult: 1 });
      expect({ date: day.date, numberOfFlights: list.numberOfFlights, lowestFare: list.lowestFare }).toEqual(day);
    }
    expect(days[1]!.lowestFare).toBe(1_000 + 10_000); // the partner's UB101, tax included
  });
});

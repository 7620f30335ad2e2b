import { describe, expect, it } from 'vitest';
import { FlightSearchResponse, NumberOfFlightsResponse, type FlightResultItem } from '@thwa/domain/contracts/flights';
import { addDays } from '@thwa/domain/dates';
import { useTestApi } from './harness.ts';
import { inDays, post } from './flights-fixtures.ts';

// Our inventory only, so the figures below are our seeded timetable's (flights-date-strip.test.ts has
// every source).
const api = useTestApi({}, { flights: { sources: (standard) => [standard[0]!] } });

async function numberOfFlights(payload: object) {
  const response = await post(api.app, '/api/numberOfFlights', payload);
  return { response, body: response.statusCode === 200 ? NumberOfFlightsResponse.parse(response.json()) : undefined };
}

function price(item: FlightResultItem): number {
  const { base, discount, tax } = item.rates.deal.adult;
  return base - discount + (item.rates.taxIncludeState ? 0 : tax);
}

describe('POST /api/numberOfFlights (the date strip)', () => {
  it('answers every day around the date, each with its flights and lowest adult fare', async () => {
    const date = inDays(50);
    const { response, body } = await numberOfFlights({ origin: 'RGN', destination: 'MDL', date, days: 3 });
    expect(response.statusCode).toBe(200);
    expect(body!.data.map((day) => day.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(date, offset)));
    for (const day of body!.data) {
      expect(day.numberOfFlights).toBeGreaterThan(5);
      expect(day.lowestFare).toBeGreaterThan(100_000);
    }
  });

  it('agrees with the search: the flights that day\'s list shows and the cheapest of them', async () => {
    const date = inDays(51);
    const search = FlightSearchResponse.parse((await post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin: 'RGN', destination: 'ICN', departureDate: date, adult: 1 })).json());
    const listed = search.routings.outward;
    expect(listed.length).toBeGreaterThan(1); // the direct flight and connections through Bangkok
    const { body } = await numberOfFlights({ origin: 'RGN', destination: 'ICN', date, days: 1 });
    expect(body!.data[1]).toEqual({ date, numberOfFlights: listed.length, lowestFare: Math.min(...listed.map(price)) });
  });

  it('shows the days already gone as without flights', async () => {
    const { body } = await numberOfFlights({ origin: 'RGN', destination: 'MDL', date: inDays(1), days: 3 });
    expect(body!.data.slice(0, 2)).toEqual([
      { date: inDays(-2), numberOfFlights: 0, lowestFare: null },
      { date: inDays(-1), numberOfFlights: 0, lowestFare: null },
    ]);
    expect(body!.data[3]!.numberOfFlights).toBeGreaterThan(0);
  });

  it('counts only the weekdays a route is flown', async () => {
    // Mandalay-Putao: UB115 on Tuesdays and Fridays, 7Y231 (via Myitkyina) on Mondays, Wednesdays,
    // Fridays and Sundays; both sold offline, which still sells seats. Nothing on Thursdays and Saturdays.
    // (A flown day can show none too: about 1 flight in 70 is sold out with its waitlist closed.)
    const { body } = await numberOfFlights({ origin: 'MDL', destination: 'PBU', date: inDays(60), days: 7 });
    const isThursdayOrSaturday = (date: string) => [4, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const flown = body!.data.filter((day) => !isThursdayOrSaturday(day.date));
    for (const day of body!.data.filter((day) => isThursdayOrSaturday(day.date))) expect(day).toMatchObject({ numberOfFlights: 0, lowestFare: null });
    expect(flown.filter((day) => day.numberOfFlights > 0).length).toBeGreaterThanOrEqual(flown.length - 2);
  });

  it('answers no flights for a route nobody flies', async () => {
    const { body } = await numberOfFlights({ origin: 'PBU', destination: 'TPE', date: inDays(60), days: 2 });
    expect(body!.data.every((day) => day.numberOfFlights === 0 && day.lowestFare === null)).toBe(true);
  });

  it('prices business when business is asked', async () => {
    const date = inDays(52);
    const economy = (await numberOfFlights({ origin: 'RGN', destination: 'MDL', date, days: 1 })).body!;
    const business = (await numberOfFlights({ origin: 'RGN', destination: 'MDL', date, days: 1, class: 'business' })).body!;
    expect(business.data[1]!.lowestFare).toBeGreaterThan(economy.data[1]!.lowestFare!);
    expect(business.data[1]!.numberOfFlights).toBeLessThan(economy.data[1]!.numberOfFlights); // the ATRs have no business cabin
  });

  it.each([
    ['an unknown airport', { origin: 'XXX', destination: 'MDL', date: inDays(5) }, 'AIRPORT_NOT_FOUND', 'body.origin'],
    ['the same airports', { origin: 'MDL', destination: 'MDL', date: inDays(5) }, 'ORIGIN_EQUALS_DESTINATION', 'body.destination'],
    ['a past date', { origin: 'RGN', destination: 'MDL', date: inDays(-3) }, 'DATE_IN_PAST', 'body.date'],
    ['a date beyond the year on sale', { origin: 'RGN', destination: 'MDL', date: inDays(500) }, 'DATE_TOO_FAR', 'body.date'],
    ['too many days', { origin: 'RGN', destination: 'MDL', date: inDays(5), days: 16 }, 'VALIDATION_FAILED', 'body.days'],
    ['no date', { origin: 'RGN', destination: 'MDL' }, 'VALIDATION_FAILED', 'body.date'],
    ['a date that is not one', { origin: 'RGN', destination: 'MDL', date: 'tomorrow' }, 'VALIDATION_FAILED', 'body.date'],
  ])('refuses %s with 400 naming the field', async (_case, payload, errorCode, field) => {
    const { response } = await numberOfFlights(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode, field });
  });
});

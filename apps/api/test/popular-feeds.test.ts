import { describe, expect, it } from 'vitest';
import { hotelCityCounts } from '@thwa/db/schema';
import { sql } from '@thwa/db/sql';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { TrendingResponse } from '@thwa/domain/contracts/flights';
import {
  PopularDestinationResponse,
  PopularLineResponse,
  PopularRouteResponse,
  TrendingHotelResponse,
  type PopularFlightDestination,
  type PopularHotelDestination,
} from '@thwa/domain/contracts/popular';
import { randomUUID } from 'node:crypto';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { CONTACT, confirmedCheckout, encrypted, payByCard, storeOrder } from './booking-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

// The lists are kept a minute: the api's clock is moved past it (later()) to read counts added since.
let shift = 0;
const later = () => {
  shift += 61_000;
};
// A database of this file's own: a fresh one answers from inventory alone, and no other file's bookings move the ranks.
const api = useTestApiOnOwnDatabase('thwa_popular_feeds', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { now: () => new Date(Date.now() + shift) } });

async function destinations(product: 'flight' | 'hotel', extra: Record<string, unknown> = {}) {
  const answer = await post(api.app, '/api/v2/cms/popularDestination', { product, language: 'en', limit: 20, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  return PopularDestinationResponse.parse(answer.json()).data;
}
const flightDestinations = async (extra = {}) => (await destinations('flight', extra)) as PopularFlightDestination[];
const hotelDestinations = async (extra = {}) => (await destinations('hotel', extra)) as PopularHotelDestination[];

async function routes(extra: Record<string, unknown> = {}) {
  const answer = await post(api.app, '/api/cms/popularRoute', { language: 'en', limit: 20, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  return PopularRouteResponse.parse(answer.json()).data;
}

async function lines(extra: Record<string, unknown> = {}) {
  const answer = await post(api.app, '/api/cms/popularLine', { product: 'flight', language: 'en', limit: 20, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  return PopularLineResponse.parse(answer.json()).data;
}

async function hotelTrending(limit = 20) {
  const answer = await api.app.inject({ method: 'GET', url: `/api/trending/destination?product=hotel&limit=${limit}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return TrendingHotelResponse.parse(answer.json()).data;
}

const routeKey = (item: { origin: { code: string }; destination: { code: string } }) => `${item.origin.code}-${item.destination.code}`;

/**
 * Books one adult on the first confirmed S1 flight of a route (direct or not, of `airline` when given),
 * the first day in a week from `from` that has one; answers its airline.
 */
async function bookRoute(origin: string, destination: string, from = 4, airline?: string): Promise<string> {
  for (let day = from; day < from + 7; day += 1) {
    const search = await post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin, destination, departureDate: inDays(day), adult: 1 });
    expect(search.statusCode, search.body).toBe(200);
    const body = search.json<FlightSearchResponse>();
    const offer = body.routings.outward.find((item) => item.source === 'S1' && item.route[0]!.statusCode === 'HK' && !item.offline && (!airline || item.route[0]!.carrier.airlineCode === airline));
    if (!offer) continue;
    const checkout = await confirmedCheckout(api.app, body.cacheKey, offer.offerId);
    const stored = await storeOrder(api.app, checkout.checkoutId);
    expect(stored.statusCode, stored.body).toBe(200);
    return offer.route[0]!.carrier.airlineCode;
  }
  throw new Error(`no S1 flight ${origin}-${destination} within a week`);
}

describe('popular feeds: bad input', () => {
  it('answers 400 with the field for each call, and never a list', async () => {
    const bad: Array<[string, unknown]> = [
      ['/api/v2/cms/popularDestination', { language: 'en' }],
      ['/api/v2/cms/popularDestination', { product: 'car', language: 'en' }],
      ['/api/v2/cms/popularDestination', { product: 'hotel', language: 'fr' }],
      ['/api/v2/cms/popularDestination', { product: 'flight', limit: 0 }],
      ['/api/v2/cms/popularDestination', { product: 'flight', extra: true }],
      ['/api/cms/popularRoute', { product: 'hotel' }],
      ['/api/cms/popularRoute', { limit: 21 }],
      ['/api/cms/popularLine', { limit: 'many' }],
      ['/api/cms/popularLine', { product: 'flight', origin: 'RGN' }],
    ];
    for (const [url, body] of bad) {
      const answer = await post(api.app, url, body);
      expect(answer.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400 });
    }
    for (const query of ['product=car', 'product=hotel&limit=0', 'product=hotel&language=de']) {
      const answer = await api.app.inject({ method: 'GET', url: `/api/trending/destination?${query}` });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});

describe('popular feeds on a fresh database', () => {
  it('fills every list from our inventory: routes and lines by weekly flights, cities by hotels', async () => {
    const routeList = await routes();
    expect(routeList.length).toBeGreaterThan(3);
    expect(routeList.every((item) => item.bookings === 0 && item.searches === 0 && item.weeklyFlights > 0)).toBe(true);
    const weekly = routeList.map((item) => item.weeklyFlights);
    expect(weekly).toEqual([...weekly].sort((a, b) => b - a));
    // What the schedules say, by SQL: the busiest route's direct flights a week are counted in it.
    const [busiest] = routeList;
    const direct = await api.connection.db.execute<{ weekly: number }>(sql`
      select coalesce(sum(cardinality(s.days_of_week)), 0)::int as weekly from flight_schedules s
      where (select count(*) from flight_schedule_legs l where l.flight_number = s.flight_number) = 1
        and exists (select 1 from flight_schedule_legs l where l.flight_number = s.flight_number and l.origin = ${busiest!.origin.code} and l.destination = ${busiest!.destination.code})
    `);
    expect(busiest!.weeklyFlights).toBeGreaterThanOrEqual(Number(direct.rows[0]!.weekly));
    expect(Number(direct.rows[0]!.weekly)).toBeGreaterThan(0);

    const lineList = await lines();
    expect(lineList.length).toBeGreaterThan(3);
    expect(lineList[0]).toMatchObject({ bookings: 0, airline: { logo: `/api/airlines/${lineList[0]!.airline.code}/logo.svg` } });
    expect(lineList.every((item) => item.weeklyFlights > 0 && item.airline.name.length > 0)).toBe(true);

    const flights = await flightDestinations();
    expect(flights.length).toBeGreaterThan(3);
    expect(flights[0]!.destination.code).not.toBe(flights[0]!.origin.code);

    const hotels = await hotelDestinations();
    expect(hotels.length).toBeGreaterThan(3);
    const sizes = hotels.map((item) => item.hotels);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(hotels[0]!.search).toMatchObject({ scope: 'city', itemId: String(hotels[0]!.placeId), name: hotels[0]!.city });

    expect((await routes({ limit: 2 })).map(routeKey)).toEqual(routeList.slice(0, 2).map(routeKey));
    // In Myanmar, cities and airlines are named in Myanmar.
    const myanmar = await routes({ language: 'mm', limit: 1 });
    expect(myanmar[0]!.origin.city).toMatch(/[\u1000-\u109f]/);
    expect((await lines({ language: 'mm', limit: 1 }))[0]!.airline.name).toMatch(/[\u1000-\u109f]/);
    expect((await hotelDestinations({ language: 'mm', limit: 1 }))[0]!.city).toMatch(/[\u1000-\u109f]/);

    const trending = await hotelTrending();
    expect(trending.length).toBeGreaterThan(3);
    expect(trending.every((item) => item.recentSearches === 0)).toBe(true);
  });
});

describe('popular feeds from bookings and searches', () => {
  it('moves a booked route, its line and its destination to the top', async () => {
    const before = await routes();
    const last = before.findLast((item) => item.origin.countryCode === 'MM' && item.destination.countryCode === 'MM' && routeKey(item) !== routeKey(before[0]!))!;
    const airline = await bookRoute(last.origin.code, last.destination.code);
    // The same airline again, so that its line leads by two bookings (the cheapest flight of another day
    // may be another airline's, and two lines of one booking each tie).
    await bookRoute(last.origin.code, last.destination.code, 11, airline);
    later();

    const after = await routes();
    expect(routeKey(after[0]!)).toBe(routeKey(last));
    expect(after[0]!.bookings).toBe(2);
    expect(after[0]!.searches).toBeGreaterThanOrEqual(2);

    const lineList = await lines();
    expect(lineList[0]).toMatchObject({ airline: { code: airline }, origin: { code: last.origin.code }, destination: { code: last.destination.code }, bookings: expect.any(Number) });
    expect(lineList[0]!.bookings).toBeGreaterThanOrEqual(1);

    const flights = await flightDestinations();
    expect(flights[0]!.destination.code).toBe(last.destination.code);
    expect(flights[0]!.origin.code).toBe(last.origin.code);
    expect(flights[0]!.bookings).toBe(2);
  });

  it('counts hotel listing searches per city, in batches, and a searched city moves up', async () => {
    const before = await hotelDestinations();
    const last = before.at(-1)!;
    const checkin = inDays(20);
    const body = { scope: 'city', term: last.search.term, checkin, checkout: inDays(21), rooms: 1, adult: 2 };
    for (let index = 0; index < 3; index += 1) {
      const answer = await post(api.app, '/api/hotel/v2/list', body);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    // A next page is the same search: not counted again.
    expect((await post(api.app, '/api/hotel/v2/list', { ...body, page: 2 })).statusCode).toBe(200);
    later();
    const after = await hotelDestinations();
    expect(after[0]).toMatchObject({ placeId: last.placeId, searches: 3, bookings: 0 });
    const rows = await api.connection.db.select().from(hotelCityCounts);
    expect(rows.filter((row) => row.placeId === last.placeId).reduce((sum, row) => sum + row.searches, 0)).toBe(3);
  });

  it('counts a completed stay for its city: the booking weighs ten searches', async () => {
    const cities = await hotelDestinations();
    const checkIn = inDays(25);
    // A room of a hotel in a city below the top, free for two adults on the night.
    const target = cities.slice(1).find((city) => hotelCatalogue().some((hotel) => hotel.destinationId === city.placeId))!;
    const hotel = hotelCatalogue().find((one) => one.destinationId === target.placeId && one.rooms.some((room) => room.maxAdults >= 2 && roomNight(one, room, checkIn).available > 0))!;
    const room = hotel.rooms.find((one) => one.maxAdults >= 2 && roomNight(hotel, one, checkIn).available > 0)!;
    const reservation = { hotelId: hotel.id, roomTypeId: room.id, rateId: room.rates[0]!.id, checkIn, checkOut: inDays(26), rooms: 1, adult: 2 };
    const checked = await post(api.app, '/api/hotel/v4/checkReservation', reservation);
    expect(checked.statusCode, checked.body).toBe(200);
    const guests = await post(api.app, '/api/hotel/v2/order', { checkoutId: checked.json<{ data: HotelCheckout }>().data.checkoutId, adult: [{ firstName: 'Su Su', lastName: 'Hlaing' }] });
    expect(guests.statusCode, guests.body).toBe(200);
    const stored = await post(api.app, '/api/order/v4/hotel/store', await encrypted(api.app, { checkoutId: guests.json<{ data: HotelCheckout }>().data.checkoutId, contact: CONTACT }), { 'idempotency-key': randomUUID() });
    expect(stored.statusCode, stored.body).toBe(200);
    const placed = stored.json<{ data: { orderId: string; orderKey: string } }>().data;
    // Placed and held is no stay yet: only a completed one counts.
    later();
    expect((await hotelDestinations()).find((city) => city.placeId === target.placeId)!.bookings).toBe(0);
    await payByCard(api.app, placed, 'SU SU HLAING');
    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
    later();
    const after = await hotelDestinations();
    expect(after.find((city) => city.placeId === target.placeId)).toMatchObject({ bookings: 1 });
    expect(after[0]!.placeId).toBe(target.placeId);
  });

  it('hotel trending puts the cities whose searches grew most over the last 7 days first', async () => {
    const cities = await hotelDestinations();
    const [growing, steady, shrinking] = [cities[3]!, cities[4]!, cities[5]!];
    await api.connection.db.insert(hotelCityCounts).values([
      { day: inDays(-2), placeId: growing.placeId, searches: 9, bookings: 0 },
      { day: inDays(-9), placeId: growing.placeId, searches: 1, bookings: 0 },
      { day: inDays(-1), placeId: steady.placeId, searches: 20, bookings: 0 },
      { day: inDays(-8), placeId: steady.placeId, searches: 18, bookings: 0 },
      { day: inDays(-3), placeId: shrinking.placeId, searches: 30, bookings: 0 },
      { day: inDays(-10), placeId: shrinking.placeId, searches: 60, bookings: 0 },
      // Older than the two weeks: not counted.
      { day: inDays(-20), placeId: shrinking.placeId, searches: 500, bookings: 0 },
    ]);
    later();
    const trending = await hotelTrending();
    const order = trending.map((item) => item.placeId);
    expect(order.indexOf(growing.placeId)).toBe(0);
    expect(trending[0]).toMatchObject({ recentSearches: 9, previousSearches: 1 });
    expect(order.indexOf(steady.placeId)).toBeLessThan(order.indexOf(shrinking.placeId));
    expect(trending.find((item) => item.placeId === shrinking.placeId)).toMatchObject({ recentSearches: 30, previousSearches: 60 });
    expect(trending.length).toBeGreaterThan(5);
    expect((await hotelTrending(2)).length).toBe(2);
  });

  it("still answers the flight form's airport drawer as before: flight destinations from an airport", async () => {
    for (const query of ['origin=KHM', 'origin=KHM&product=flight']) {
      const answer = await api.app.inject({ method: 'GET', url: `/api/trending/destination?${query}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const body = TrendingResponse.parse(answer.json());
      expect(answer.json()).not.toHaveProperty('product');
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data[0]).toMatchObject({ airportCode: expect.any(String), area: expect.stringMatching(/domestic|international/) });
    }
    // An airport we do not know is refused, as it was.
    expect((await api.app.inject({ method: 'GET', url: '/api/trending/destination?origin=ZZZ' })).json()).toMatchObject({ code: 400, errorCode: 'AIRPORT_NOT_FOUND' });
  });
});

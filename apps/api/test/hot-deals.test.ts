import { describe, expect, it } from 'vitest';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { hotelById } from '@thwa/db/hotels/hotel-catalogue';
import { sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { HotDealsResponse, type FlightHotDeal, type HotelHotDeal } from '@thwa/domain/contracts/hot-deals';
import { HotelDetailResponse } from '@thwa/domain/contracts/hotels';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { adultPrice } from '@thwa/domain/flights/flight-list';
import { ratesForParty } from '@thwa/domain/hotels/rates-for-party';
import { median, MIN_SAVING_PERCENT, USUAL_PRICE_DAYS } from '@thwa/domain/home/hot-deals';
import { NIGHT_RATE_STEP } from '@thwa/domain/operations/inventory';
import { consoleEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Hot deals (issue 22 item 1, decision 038) on a database of this file's own: its console lowers
 * fares and rates, which every other test prices from. Only our inventory answers flight searches here,
 * so the listing's S1 offer is the one compared.
 */
const api = useTestApiOnOwnDatabase('thwa_hot_deals', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

function hotDeals(payload: unknown) {
  return api.app.inject({ method: 'POST', url: '/api/cms/hotDeals', payload: payload as Record<string, unknown> });
}

async function dealsOf(product: 'flight' | 'hotel') {
  const answer = await hotDeals({ product, language: 'en', limit: 20 });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotDealsResponse.parse(answer.json()).data;
}

async function rowCount(where = sql`true`): Promise<number> {
  const rows = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from price_history where ${where}`);
  return rows.rows[0]!.count;
}

/** An item's kept prices before today and today's, read straight from the table. */
async function historyOf(product: string, key: string, today: string) {
  const rows = await api.connection.db.execute<{ day: string; price: number }>(sql`
    select day::text as day, price from price_history where product = ${product} and item_key = ${key} and day >= ${addDays(today, -USUAL_PRICE_DAYS)}::date order by day`);
  const before = rows.rows.filter((row) => row.day < today).map((row) => Number(row.price));
  const todays = rows.rows.find((row) => row.day === today);
  return { usual: median(before)!, days: before.length, today: todays ? Number(todays.price) : null };
}

const percentBelow = (price: number, usual: number) => ((usual - price) * 100) / usual;

describe('POST /api/cms/hotDeals and the price history', () => {
  const today = yangonDate(new Date());

  it('refuses bad input and an unknown product (400, nothing computed); a product we do not sell has no deals; no deal without history', async () => {
    for (const body of [{}, { product: 'boat' }, { product: 'flight', language: 'fr' }, { product: 'flight', limit: 0 }, { product: 'flight', limit: 21 }, { product: 'hotel', extra: 1 }]) {
      const answer = await hotDeals(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(ErrorResponse.parse(answer.json()).errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await hotDeals({ product: 'bus', language: 'mm' })).json()).toEqual({ code: 200, data: [] });
    // A fresh database before the job's first run: nothing to compare with, so no deal.
    expect(await rowCount()).toBe(0);
    expect(await dealsOf('flight')).toEqual([]);
    expect(await dealsOf('hotel')).toEqual([]);
  });

  it('the history job writes one row per item and day however often it runs, and a fresh database’s 90 days before today once', async () => {
    const first = await api.app.services.priceHistory();
    expect(first.day).toBe(today);
    expect(first.backfilled.flight).toBeGreaterThan(1_000);
    expect(first.backfilled.hotel).toBeGreaterThan(10_000);
    expect(first.observed.flight).toBeGreaterThan(20);
    expect(first.observed.hotel).toBeGreaterThan(250);
    const total = await rowCount();
    const second = await api.app.services.priceHistory();
    expect(second.backfilled).toEqual({ flight: 0, hotel: 0 });
    expect(second.observed).toEqual(first.observed);
    expect(await rowCount()).toBe(total);
    expect(await rowCount(sql`day = ${today}::date and source = 'observed' and product = 'flight'`)).toBe(first.observed.flight);
    expect(await rowCount(sql`day = ${today}::date and source = 'observed' and product = 'hotel'`)).toBe(first.observed.hotel);
    // The backfill covers the 90 days before today, never today or later; each row's price is for a date of its 30 days.
    const span = await api.connection.db.execute<{ first: string; last: string; outside: number }>(sql`
      select min(day)::text as first, max(day)::text as last,
        count(*) filter (where price_date <= day or price_date > day + 30)::int as outside
      from price_history where source = 'backfill'`);
    expect(span.rows[0]).toEqual({ first: addDays(today, -USUAL_PRICE_DAYS), last: addDays(today, -1), outside: 0 });
  });

  it('a route whose fare an employee lowers in the console is a deal 15 % below its median, not just under 15 %; its price is what the search sells', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const candidates = await api.connection.db.execute<{ id: string; flight_number: string; origin: string; destination: string; adult_base: number; adult_tax: number; departure_date: string }>(sql`
      select f.id, f.flight_number, fa.origin, fa.destination, fa.adult_base, fa.adult_tax,
        (((f.service_date + s.departure_time) at time zone a1.time_zone + l0.departure_offset_minutes * interval '1 minute') at time zone so.time_zone)::date::text as departure_date
      from flights f
      join flight_schedules s on s.flight_number = f.flight_number and not s.offline
      join flight_fares fa on fa.flight_number = f.flight_number and fa.nationality = 'local' and fa.cabin_class = 'economy' and fa.origin <> fa.destination
      join flight_schedule_legs l0 on l0.flight_number = fa.flight_number and l0.leg_no = fa.from_leg
      join flight_schedule_legs l1 on l1.flight_number = fa.flight_number and l1.leg_no = 1
      join airports a1 on a1.code = l1.origin
      join airports so on so.code = fa.origin
      where f.service_date between ${addDays(today, 3)}::date and ${addDays(today, 20)}::date
        and not exists (select 1 from flight_seats st where st.flight_id = f.id and st.cabin_class = 'economy' and st.leg_no between fa.from_leg and fa.to_leg and st.available < 2)
      order by f.service_date, f.flight_number, fa.from_leg, fa.to_leg`);
    /** The listing's adult price of the fare row with a discount (flight-pricing promotionDiscount). */
    const priceWith = (row: { adult_base: number; adult_tax: number }, pct: number) => row.adult_base - Math.floor((row.adult_base * pct) / 100 / 100) * 100 + row.adult_tax;
    let chosen: { row: (typeof candidates.rows)[number]; usual: number; pct: number } | undefined;
    for (const row of candidates.rows) {
      const history = await historyOf('flight', `${row.origin}-${row.destination}`, today);
      // A route that is no deal today, well clear of the line.
      if (history.today === null || history.days < 80 || percentBelow(history.today, history.usual) > 10) continue;
      const pct = Array.from({ length: 91 }, (_, index) => index).find((one) => priceWith(row, one) * 100 <= history.usual * (100 - MIN_SAVING_PERCENT));
      if (pct !== undefined && pct > 0) {
        chosen = { row, usual: history.usual, pct };
        break;
      }
    }
    if (!chosen) throw new Error('no route to lower');
    const { row, usual, pct } = chosen;
    const key = `${row.origin}-${row.destination}`;
    const discount = (discountPct: number) => api.app.inject({ method: 'POST', url: `/api/ops/inventory/flight-dates/${row.id}/discount`, headers: employee.consoleHeaders, payload: { discountPct } });

    // One percent less: just under 15 % below the median (about 14 %), so no deal.
    expect((await discount(pct - 1)).statusCode).toBe(200);
    const under = percentBelow(priceWith(row, pct - 1), usual);
    expect(under).toBeLessThan(MIN_SAVING_PERCENT);
    expect(under).toBeGreaterThan(MIN_SAVING_PERCENT - 2);
    expect((await dealsOf('flight')).map((deal) => deal.key)).not.toContain(key);

    expect((await discount(pct)).statusCode).toBe(200);
    const deal = (await dealsOf('flight')).find((one) => one.key === key) as FlightHotDeal | undefined;
    expect(deal).toMatchObject({
      product: 'flight',
      price: priceWith(row, pct),
      usualPrice: usual,
      percentBelow: Math.floor(percentBelow(priceWith(row, pct), usual)),
      date: row.departure_date,
      flightNumber: row.flight_number,
      search: { origin: row.origin, destination: row.destination, departureDate: row.departure_date },
    });
    expect(deal!.origin.city).not.toBe('');

    // The departure listing of that date sells that flight at that price.
    const search = await post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin: row.origin, destination: row.destination, departureDate: row.departure_date, adult: 1, child: 0, infant: 0 });
    expect(search.statusCode, search.body).toBe(200);
    const items = search.json<FlightSearchResponse>().routings.outward.filter((item) => item.source === 'S1' && item.route.length > 0 && item.route.every((leg) => leg.flightNumber === row.flight_number));
    expect(items.map((item) => adultPrice(item))).toContain(deal!.price);

    // Myanmar names in Myanmar.
    const myanmar = HotDealsResponse.parse((await hotDeals({ product: 'flight', language: 'mm', limit: 20 })).json()).data.find((one) => one.key === key) as FlightHotDeal;
    expect(myanmar.destination.city).toMatch(/[\u1000-\u109f]/);
    expect(myanmar.price).toBe(deal!.price);
  });

  it('a hotel whose night an employee reprices in the console is a deal 15 % below its median, not just under 15 %; its price is what the hotel page sells', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const party = { rooms: 1, adults: 2, children: 0 };
    const keys = await api.connection.db.execute<{ item_key: string }>(sql`select item_key from price_history where product = 'hotel' and day = ${today}::date order by item_key`);
    let chosen: { hotelId: string; roomTypeId: string; night: string; usual: number } | undefined;
    for (const { item_key: hotelId } of keys.rows) {
      const history = await historyOf('hotel', hotelId, today);
      if (history.today === null || history.days < 80 || percentBelow(history.today, history.usual) > 10) continue;
      const hotel = hotelById(hotelId)!;
      const night = addDays(today, 10);
      // A room sleeping two with a room left that night, whose room-only rate is one they may book.
      const room = hotel.rooms.find((one) => roomNight(hotel, one, night).available >= 1 && ratesForParty(one, one.rates, party)[0]?.id === one.rates[0]!.id);
      if (room) {
        chosen = { hotelId, roomTypeId: room.id, night, usual: history.usual };
        break;
      }
    }
    if (!chosen) throw new Error('no hotel to reprice');
    const { hotelId, roomTypeId, night, usual } = chosen;
    const setRate = (rate: number) => api.app.inject({ method: 'POST', url: `/api/ops/inventory/room-types/${roomTypeId}/rate`, headers: employee.consoleHeaders, payload: { from: night, to: night, rate } });
    const atDeal = Math.floor((usual * (100 - MIN_SAVING_PERCENT)) / 100 / NIGHT_RATE_STEP) * NIGHT_RATE_STEP;
    // The next price an employee can set: just under 15 % below.
    const justAbove = atDeal + NIGHT_RATE_STEP;

    expect((await setRate(justAbove)).statusCode).toBe(200);
    expect(percentBelow(justAbove, usual)).toBeLessThan(MIN_SAVING_PERCENT);
    expect((await dealsOf('hotel')).map((deal) => deal.key)).not.toContain(hotelId);

    expect((await setRate(atDeal)).statusCode).toBe(200);
    const deal = (await dealsOf('hotel')).find((one) => one.key === hotelId) as HotelHotDeal | undefined;
    expect(deal).toMatchObject({
      product: 'hotel',
      hotelId,
      price: atDeal,
      usualPrice: usual,
      percentBelow: Math.floor(percentBelow(atDeal, usual)),
      date: night,
      search: { scope: 'hotel', itemId: hotelId, checkin: night, checkout: addDays(night, 1), rooms: 1, adult: 2, childAges: [], nationality: 'local' },
    });
    expect(deal!.photo?.imageId).toMatch(/^[0-9a-f]{40}$/);

    // The hotel's page for that night, one room for two adults, sells it from that price.
    const detail = await api.app.inject({ method: 'POST', url: '/api/hotel/v2/detail', payload: { hotelId, checkin: night, checkout: addDays(night, 1), rooms: 1, adult: 2, nationality: 'local' } });
    expect(detail.statusCode, detail.body).toBe(200);
    const offered = HotelDetailResponse.parse(detail.json()).data.rooms.flatMap((one) => one.rates.map((rate) => rate.price.perNight));
    expect(Math.min(...offered)).toBe(deal!.price);
  });
});

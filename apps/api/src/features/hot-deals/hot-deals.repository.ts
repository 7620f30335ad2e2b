import type { Database } from '@thwa/db/connection';
import { seededFull, seededPromotionPct } from '@thwa/db/seed-flights';
import { sql } from '@thwa/db/sql';
import { BOOKING_LEAD_MINUTES } from '../flights/flights.service.ts';

type SQL = ReturnType<typeof sql>;

export type PricedProduct = 'flight' | 'hotel';

/** An item's lowest price of a window, and what it was for. */
export interface ItemPrice {
  key: string;
  price: number;
  /** The departure date or night of that price. */
  date: string;
}

/** A route's lowest fare of a window: the flight that sells it. */
export interface RoutePrice extends ItemPrice {
  origin: string;
  destination: string;
  flightNumber: string;
  airlineCode: string;
}

export interface PlaceNames {
  code: string;
  cityEn: string;
  cityMy: string;
  nameEn: string;
  nameMy: string;
}

/**
 * The adult one-way economy price a listing shows for a fare row on a dated flight (domain
 * flight-list adultPrice over inventory-source toSegment): base, less the flight's promotion rounded
 * down to 100 MMK (flight-pricing promotionDiscount), plus tax.
 */
function adultPrice(discountPct: SQL): SQL {
  return sql`(fa.adult_base - (floor(fa.adult_base * ${discountPct} / 10000.0) * 100)::int + fa.adult_tax)`;
}

/**
 * Every stretch of our own schedules as the search sells it (inventory.repository.ts datedSegments):
 * a fare row of a flight number, its first leg's departure, local economy fares, no flight sold only
 * through our team (offline), never from an airport to itself.
 */
const STRETCHES = sql`
  from flight_fares fa
  join flight_schedules s on s.flight_number = fa.flight_number
  join flight_schedule_legs l0 on l0.flight_number = fa.flight_number and l0.leg_no = fa.from_leg
  join flight_schedule_legs l1 on l1.flight_number = fa.flight_number and l1.leg_no = 1
  join airports a1 on a1.code = l1.origin
  join airports so on so.code = fa.origin`;
const STRETCH_FILTER = sql`fa.nationality = 'local' and fa.cabin_class = 'economy' and fa.origin <> fa.destination and not s.offline`;

/** What the hot deals read and the price-history job writes (decision 038). */
export function createHotDealsRepository(db: Database) {
  return {
    /**
     * Per route of our inventory, the lowest adult one-way economy fare over departures whose local
     * date is from..to, leaving at least the booking lead from `now`, with a seat on sale on every leg
     * (what a search offers online), and the flight of that price (the earliest of equal ones).
     */
    async routePrices(from: string, to: string, now: Date): Promise<RoutePrice[]> {
      const rows = await db.execute<{ origin: string; destination: string; price: number; date: string; flight_number: string; airline_code: string }>(sql`
        with dated as (
          select fa.origin, fa.destination, fa.flight_number, s.airline_code, f.id as flight_id, fa.from_leg, fa.to_leg,
            ${adultPrice(sql`f.discount_pct`)} as price,
            ((f.service_date + s.departure_time) at time zone a1.time_zone) + l0.departure_offset_minutes * interval '1 minute' as departs_at,
            so.time_zone as origin_zone
          ${STRETCHES}
          join flights f on f.flight_number = fa.flight_number and f.service_date between ${from}::date - 2 and ${to}::date
          where ${STRETCH_FILTER}
        )
        select distinct on (d.origin, d.destination) d.origin, d.destination, d.price::int as price,
          (d.departs_at at time zone d.origin_zone)::date::text as date, d.flight_number, d.airline_code
        from dated d
        where (d.departs_at at time zone d.origin_zone)::date between ${from}::date and ${to}::date
          and d.departs_at > ${now.toISOString()}::timestamptz + ${BOOKING_LEAD_MINUTES} * interval '1 minute'
          and not exists (
            select 1 from flight_seats st
            where st.flight_id = d.flight_id and st.cabin_class = 'economy' and st.leg_no between d.from_leg and d.to_leg and st.available < 1)
        order by d.origin, d.destination, d.price, d.departs_at, d.flight_number
      `);
      return rows.rows.map((row) => ({
        key: `${row.origin}-${row.destination}`,
        origin: row.origin,
        destination: row.destination,
        price: Number(row.price),
        date: row.date,
        flightNumber: row.flight_number,
        airlineCode: row.airline_code,
      }));
    },

    /**
     * The flight history of the days first..last as the seeded inventory priced them, written only on
     * a database with no flight history yet (decision 038): for each day, each route's lowest fare over
     * the departures of the 30 days after it, with the fares as they are now, each dated flight's
     * promotion and full cabins as the seed gives them (seed-flights.ts), a seat on sale on every other.
     * One statement; answers the rows written.
     */
    async backfillFlights(first: string, last: string, windowDays: number): Promise<number> {
      const result = await db.execute(sql`
        with dated as (
          select s.flight_number, d::date as service_date
          from flight_schedules s
          cross join generate_series(${first}::date - 2, ${last}::date + ${windowDays}::int, interval '1 day') as d
          where extract(isodow from d)::smallint = any (s.days_of_week)
        ),
        departures as (
          select fa.origin, fa.destination, min(${adultPrice(seededPromotionPct(sql`dt.flight_number`, sql`dt.service_date`))})::int as price,
            (((dt.service_date + s.departure_time) at time zone a1.time_zone) + l0.departure_offset_minutes * interval '1 minute') at time zone so.time_zone as departs_local
          ${STRETCHES}
          join dated dt on dt.flight_number = fa.flight_number
          where ${STRETCH_FILTER} and not ${seededFull(sql`dt.flight_number`, sql`dt.service_date`, sql`'economy'`)}
          group by fa.origin, fa.destination, departs_local
        ),
        by_date as (
          select origin, destination, departs_local::date as departure_date, min(price) as price from departures group by 1, 2, 3
        )
        insert into price_history (product, item_key, day, price, price_date, source)
        select distinct on (b.origin, b.destination, day.day) 'flight', b.origin || '-' || b.destination, day.day, b.price, b.departure_date, 'backfill'
        from generate_series(${first}::date, ${last}::date, interval '1 day') as day_series
        cross join lateral (select day_series::date as day) day
        join by_date b on b.departure_date between day.day + 1 and day.day + ${windowDays}::int
        where not exists (select 1 from price_history h where h.product = 'flight')
        order by b.origin, b.destination, day.day, b.price, b.departure_date
        on conflict do nothing
      `);
      return result.rowCount ?? 0;
    },

    /** Whether any history of the product was ever written. */
    async hasHistory(product: PricedProduct): Promise<boolean> {
      const rows = await db.execute<{ found: boolean }>(sql`select exists (select 1 from price_history where product = ${product}) as found`);
      return Boolean(rows.rows[0]?.found);
    },

    /**
     * Writes the items' prices of `day`: one row per item and day, whatever how often it runs (an
     * observation replaces the day's earlier one; a backfilled day is never written over).
     */
    async record(product: PricedProduct, day: string, prices: readonly ItemPrice[], source: 'observed' | 'backfill'): Promise<number> {
      if (prices.length === 0) return 0;
      const onConflict = source === 'observed'
        ? sql`do update set price = excluded.price, price_date = excluded.price_date, source = excluded.source, recorded_at = now()`
        : sql`do nothing`;
      const result = await db.execute(sql`
        insert into price_history (product, item_key, day, price, price_date, source)
        select ${product}, k, d::date, p, pd::date, ${source}
        from unnest(${sql.param(prices.map((one) => one.key))}::text[], ${sql.param(prices.map(() => day))}::text[],
          ${sql.param(prices.map((one) => one.price))}::int[], ${sql.param(prices.map((one) => one.date))}::text[]) as r(k, d, p, pd)
        on conflict (product, item_key, day) ${onConflict}
      `);
      return result.rowCount ?? 0;
    },

    /** Backfilled rows of many days at once (each row names its day), never over a day already written. */
    async backfill(product: PricedProduct, rows: ReadonlyArray<ItemPrice & { day: string }>): Promise<number> {
      let written = 0;
      // A few thousand rows per statement keeps each one short.
      for (let start = 0; start < rows.length; start += 5_000) {
        const batch = rows.slice(start, start + 5_000);
        const result = await db.execute(sql`
          insert into price_history (product, item_key, day, price, price_date, source)
          select ${product}, k, d::date, p, pd::date, 'backfill'
          from unnest(${sql.param(batch.map((one) => one.key))}::text[], ${sql.param(batch.map((one) => one.day))}::text[],
            ${sql.param(batch.map((one) => one.price))}::int[], ${sql.param(batch.map((one) => one.date))}::text[]) as r(k, d, p, pd)
          on conflict (product, item_key, day) do nothing
        `);
        written += result.rowCount ?? 0;
      }
      return written;
    },

    /** Each item's prices of the days first..last, by item. */
    async histories(product: PricedProduct, first: string, last: string): Promise<Map<string, number[]>> {
      const rows = await db.execute<{ item_key: string; prices: number[] }>(sql`
        select item_key, array_agg(price order by day) as prices from price_history
        where product = ${product} and day between ${first}::date and ${last}::date
        group by item_key
      `);
      return new Map(rows.rows.map((row) => [row.item_key, row.prices.map(Number)]));
    },

    /** The newest inventory change of the console (0 when none): a kept answer older than it is not answered again. */
    async inventoryVersion(): Promise<number> {
      const rows = await db.execute<{ id: string | null }>(sql`select max(id) as id from inventory_events`);
      return Number(rows.rows[0]?.id ?? 0);
    },

    async airports(codes: readonly string[]): Promise<Map<string, PlaceNames>> {
      if (codes.length === 0) return new Map();
      const rows = await db.execute<{ code: string; city_en: string; city_my: string; name_en: string; name_my: string }>(sql`
        select code, city_en, city_my, name_en, name_my from airports where code = any(${sql.param([...codes])}::text[])
      `);
      return new Map(rows.rows.map((row) => [row.code, { code: row.code, cityEn: row.city_en, cityMy: row.city_my, nameEn: row.name_en, nameMy: row.name_my }]));
    },

    async airlines(codes: readonly string[]): Promise<Map<string, { en: string; my: string }>> {
      if (codes.length === 0) return new Map();
      const rows = await db.execute<{ code: string; name_en: string; name_my: string }>(sql`
        select code, name_en, name_my from airlines where code = any(${sql.param([...codes])}::text[])
      `);
      return new Map(rows.rows.map((row) => [row.code, { en: row.name_en, my: row.name_my }]));
    },
  };
}

export type HotDealsRepository = ReturnType<typeof createHotDealsRepository>;

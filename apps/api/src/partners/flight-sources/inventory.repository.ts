import type { Database } from '@thwa/db/connection';
import { executePrepared, sql } from '@thwa/db/sql';
import type { CabinClass } from '@thwa/domain/contracts/flights';

export interface InventoryLegRow {
  origin: string;
  destination: string;
  departsAt: number;
  durationMinutes: number;
  departureLocal: string;
  arrivalLocal: string;
}

/** A segment of a dated flight in one cabin, with its fare and the fewest seats left on its legs. */
export type InventorySegmentRow = {
  flightNumber: string;
  airlineCode: string;
  offline: boolean;
  origin: string;
  destination: string;
  cabinClass: CabinClass;
  distanceKm: number;
  adultBase: number;
  adultTax: number;
  childBase: number;
  childTax: number;
  infantBase: number;
  infantTax: number;
  discountPct: number;
  seatsLeft: number;
  waitlistOpen: boolean;
  legs: InventoryLegRow[];
};

export interface SegmentQuery {
  origin: string;
  destination: string;
  /** Local departure dates at the origin, inclusive. Segments into the destination are read one day further. */
  from: string;
  to: string;
  nationality: 'local' | 'foreign';
  cabins: readonly CabinClass[];
  /**
   * Segments longer than this cannot be part of any itinerary (the connection detour rule), so they are
   * not read at all: a Yangon-Mandalay search never reads the flights to Seoul.
   */
  maxSegmentKm: number;
}

/** One leg of a listed offer, as a search answer shows it, in the offer's cabin. */
export interface ListedLeg {
  flightNumber: string;
  origin: string;
  destination: string;
  /** Wall-clock departure at `origin`, 'YYYY-MM-DDTHH:mm'. */
  departureLocal: string;
  cabinClass: CabinClass;
}

/** The seats left now on `legs[index]` of a `listedLegSeats` question. */
export type ListedLegSeatsRow = {
  index: number;
  available: number;
  waitlistOpen: boolean;
};

/**
 * Our inventory in PostgreSQL: schedules, dated flights, seats and fares. Departure instants are
 * computed from the schedule's local departure time in its airport's time zone, so a schedule is
 * right on any date, and every time shown is the wall clock of the airport it belongs to.
 */
export function createInventoryRepository(db: Database) {
  return {
    /**
     * In one query, every segment that could start or end an itinerary: leaving `origin` on a date in
     * from..to for `destination` or for an airport with service to it, or reaching `destination` (leaving
     * on a date in from..to+1: a connection may leave the next day) from `origin` or from an airport
     * served from it. Prepared, as it is planned in about as long as it runs.
     */
    async datedSegments(query: SegmentQuery): Promise<InventorySegmentRow[]> {
      return executePrepared<InventorySegmentRow>(db, 'inventory_dated_segments', sql`
        with segment as (
          select fa.flight_number, fa.from_leg, fa.to_leg, fa.origin, fa.destination, fa.cabin_class, fa.distance_km,
            fa.adult_base, fa.adult_tax, fa.child_base, fa.child_tax, fa.infant_base, fa.infant_tax,
            s.airline_code, s.offline, f.id as flight_id, f.discount_pct, t.first_departs_at,
            t.first_departs_at + l0.departure_offset_minutes * interval '1 minute' as departs_at,
            so.time_zone as origin_zone
          from flight_fares fa
          join flight_schedules s on s.flight_number = fa.flight_number
          join flight_schedule_legs l0 on l0.flight_number = fa.flight_number and l0.leg_no = fa.from_leg
          join flight_schedule_legs l1 on l1.flight_number = fa.flight_number and l1.leg_no = 1
          join airports a1 on a1.code = l1.origin
          join airports so on so.code = fa.origin
          join flights f on f.flight_number = fa.flight_number
            and f.service_date between ${query.from}::date - 2 and ${query.to}::date + 1
          cross join lateral (select (f.service_date + s.departure_time) at time zone a1.time_zone as first_departs_at) t
          where fa.nationality = ${query.nationality}
            and fa.cabin_class = any(${sql.param([...query.cabins])}::varchar[])
            and fa.distance_km <= ${query.maxSegmentKm}
            and ((fa.origin = ${query.origin}
                  and (fa.destination = ${query.destination}
                       or fa.destination in (select hub.origin from flight_fares hub where hub.destination = ${query.destination})))
              or (fa.destination = ${query.destination}
                  and (fa.origin = ${query.origin}
                       or fa.origin in (select hub.destination from flight_fares hub where hub.origin = ${query.origin}))))
        ),
        wanted as (
          select * from segment
          where (origin = ${query.origin}
                 and (departs_at at time zone origin_zone)::date between ${query.from}::date and ${query.to}::date)
             or (destination = ${query.destination}
                 and (departs_at at time zone origin_zone)::date between ${query.from}::date and ${query.to}::date + 1)
        )
        select w.flight_number as "flightNumber", w.airline_code as "airlineCode", w.offline,
          w.origin, w.destination, w.cabin_class as "cabinClass", w.distance_km as "distanceKm",
          w.adult_base as "adultBase", w.adult_tax as "adultTax", w.child_base as "childBase", w.child_tax as "childTax",
          w.infant_base as "infantBase", w.infant_tax as "infantTax", w.discount_pct as "discountPct",
          seats.seats_left as "seatsLeft", seats.waitlist_open as "waitlistOpen", seats.legs
        from wanted w
        cross join lateral (
          select json_agg(json_build_object(
              'origin', l.origin,
              'destination', l.destination,
              'departsAt', floor(extract(epoch from leg.departs_at) * 1000),
              'durationMinutes', l.duration_minutes,
              'departureLocal', to_char(leg.departs_at at time zone ao.time_zone, 'YYYY-MM-DD"T"HH24:MI'),
              'arrivalLocal', to_char((leg.departs_at + l.duration_minutes * interval '1 minute') at time zone ad.time_zone, 'YYYY-MM-DD"T"HH24:MI')
            ) order by l.leg_no) as legs,
            min(st.available)::int as seats_left,
            bool_and(st.waitlist_open) as waitlist_open,
            count(*)::int as seat_rows
          from flight_schedule_legs l
          join airports ao on ao.code = l.origin
          join airports ad on ad.code = l.destination
          join flight_seats st on st.flight_id = w.flight_id and st.leg_no = l.leg_no and st.cabin_class = w.cabin_class
          cross join lateral (select w.first_departs_at + l.departure_offset_minutes * interval '1 minute' as departs_at) leg
          where l.flight_number = w.flight_number and l.leg_no between w.from_leg and w.to_leg
        ) seats
        where seats.seat_rows = w.to_leg - w.from_leg + 1
      `);
    },

    /**
     * The seats left now on legs a search answer listed, in one query however many (a reused answer is
     * held to them, issue 19). A leg is found as it is shown, by its flight number, airports and local
     * departure: going back by the leg's offset from the service's first departure gives the service's
     * date, so each leg reads one row of the flights' (flight_number, service_date) index and its seats.
     * A leg not found is left out of the answer. The schedule part is a materialized CTE: planned as
     * one eight-table join, the query took some 60 ms to plan (each of a prepared statement's first
     * runs, every run behind a transaction pooler), as two small joins about 2 ms. Prepared, as it runs
     * for every reused search.
     */
    async listedLegSeats(legs: readonly ListedLeg[]): Promise<ListedLegSeatsRow[]> {
      if (legs.length === 0) return [];
      return executePrepared<ListedLegSeatsRow>(db, 'inventory_listed_leg_seats', sql`
        with listed as materialized (
          select k.n, k.cabin_class, l.flight_number, l.leg_no, s.departure_time,
            (k.departure_local at time zone ao.time_zone - l.departure_offset_minutes * interval '1 minute')
              at time zone a1.time_zone as first_departure
          from unnest(
            ${sql.param(legs.map((leg) => leg.flightNumber))}::varchar[],
            ${sql.param(legs.map((leg) => leg.origin))}::varchar[],
            ${sql.param(legs.map((leg) => leg.destination))}::varchar[],
            ${sql.param(legs.map((leg) => leg.departureLocal))}::timestamp[],
            ${sql.param(legs.map((leg) => leg.cabinClass))}::varchar[]
          ) with ordinality as k(flight_number, origin, destination, departure_local, cabin_class, n)
          join flight_schedule_legs l on l.flight_number = k.flight_number and l.origin = k.origin and l.destination = k.destination
          join flight_schedules s on s.flight_number = l.flight_number
          join flight_schedule_legs l1 on l1.flight_number = l.flight_number and l1.leg_no = 1
          join airports a1 on a1.code = l1.origin
          join airports ao on ao.code = l.origin
        )
        select (w.n - 1)::int as "index", st.available::int as available, st.waitlist_open as "waitlistOpen"
        from listed w
        join flights f on f.flight_number = w.flight_number and f.service_date = w.first_departure::date
        join flight_seats st on st.flight_id = f.id and st.leg_no = w.leg_no and st.cabin_class = w.cabin_class
        -- The listed time must be the schedule's, not merely fall on the service's date.
        where w.first_departure::time = w.departure_time
      `);
    },

    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;

import type { Database } from '@thwa/db/connection';
import { inventoryEvents } from '@thwa/db/schema';
import type { PublishedFare } from '@thwa/db/flight-pricing';
import { sql, type Transaction } from '@thwa/db/sql';

export interface SeatRow {
  flightId: number;
  legNo: number;
  origin: string;
  destination: string;
  cabinClass: 'economy' | 'business';
  capacity: number;
  available: number;
  held: number;
  sold: number;
  waitlistOpen: boolean;
}

export interface FlightDateRow {
  flightId: number;
  flightNumber: string;
  serviceDate: string;
  discountPct: number;
}

export interface NightRow {
  roomTypeId: string;
  night: string;
  capacity: number;
  taken: number;
  held: number;
  sold: number;
  /** The room-only local rate an employee set for the night; null sells the calendar's. */
  rate: number | null;
}

/** One fare of a flight number's cabin: a segment (legs from..to) for one nationality, with where it flies. */
export interface CabinFareRow {
  fromLeg: number;
  toLeg: number;
  nationality: 'local' | 'foreign';
  adultBase: number;
  originCountry: string;
  destinationCountry: string;
  /** The fare of the whole route (first leg to last). */
  wholeRoute: boolean;
}

export interface InventoryEvent {
  kind: 'flight.seats' | 'flight.discount' | 'flight.fare' | 'hotel.allotment' | 'hotel.rate';
  subjectId: string;
  part: string;
  before: unknown;
  after: unknown;
  actorId: string;
}

/**
 * The console's reads and writes of what we sell (issue 20 item 4): flight seats and discounts per dated
 * flight, room allotments and rates per night. Views read without locks (a view never makes a sale wait); every
 * write locks its rows first (FOR UPDATE, in a fixed order: leg then cabin, night by date) in the
 * transaction that checks and changes them, so a sale taking seats or rooms at the same moment is either
 * counted before the check or waits for the change.
 */
export function createInventoryRepository(db: Database) {
  const seatsOf = async (on: Database, flightIds: readonly number[], lock: boolean): Promise<SeatRow[]> => {
    if (flightIds.length === 0) return [];
    const rows = await on.execute<{ flight_id: string; leg_no: number; origin: string; destination: string; cabin_class: 'economy' | 'business'; capacity: number; available: number; waitlist_open: boolean; held: number; sold: number }>(sql`
      select st.flight_id, st.leg_no, l.origin, l.destination, st.cabin_class, st.capacity, st.available, st.waitlist_open,
        coalesce((select sum(h.seats) from seat_holds h where h.flight_id = st.flight_id and h.leg_no = st.leg_no and h.cabin_class = st.cabin_class and h.status = 'held'), 0)::int as held,
        coalesce((select sum(h.seats) from seat_holds h where h.flight_id = st.flight_id and h.leg_no = st.leg_no and h.cabin_class = st.cabin_class and h.status = 'sold'), 0)::int as sold
      from flight_seats st
      join flights f on f.id = st.flight_id
      join flight_schedule_legs l on l.flight_number = f.flight_number and l.leg_no = st.leg_no
      where st.flight_id = any(${sql.param(flightIds)}::bigint[])
      order by st.flight_id, st.leg_no, st.cabin_class desc
      ${lock ? sql`for update of st` : sql``}
    `);
    return rows.rows.map((row) => ({
      flightId: Number(row.flight_id),
      legNo: Number(row.leg_no),
      origin: row.origin,
      destination: row.destination,
      cabinClass: row.cabin_class,
      capacity: Number(row.capacity),
      available: Number(row.available),
      held: Number(row.held),
      sold: Number(row.sold),
      waitlistOpen: row.waitlist_open,
    }));
  };

  const nightsOf = async (on: Database, roomTypeIds: readonly string[], dates: readonly string[], lock: boolean): Promise<NightRow[]> => {
    if (roomTypeIds.length === 0 || dates.length === 0) return [];
    const rows = await on.execute<{ room_type_id: string; night: string; capacity: number; taken: number; held: number; sold: number; rate: number | null }>(sql`
      select n.room_type_id, n.night::text as night, n.capacity, n.taken, n.rate,
        coalesce((select sum(h.rooms) from room_holds h where h.room_type_id = n.room_type_id and h.night = n.night and h.status = 'held'), 0)::int as held,
        coalesce((select sum(h.rooms) from room_holds h where h.room_type_id = n.room_type_id and h.night = n.night and h.status = 'sold'), 0)::int as sold
      from hotel_room_nights n
      where n.room_type_id = any(${sql.param(roomTypeIds)}::text[]) and n.night = any(${sql.param(dates)}::date[])
      order by n.room_type_id, n.night
      ${lock ? sql`for update of n` : sql``}
    `);
    return rows.rows.map((row) => ({
      roomTypeId: row.room_type_id,
      night: row.night,
      capacity: Number(row.capacity),
      taken: Number(row.taken),
      held: Number(row.held),
      sold: Number(row.sold),
      rate: row.rate === null ? null : Number(row.rate),
    }));
  };

  return {
    /** Every weekly service we sell, with the airports it flies through. */
    async schedules(): Promise<Array<{ flightNumber: string; route: string[]; offline: boolean }>> {
      const rows = await db.execute<{ flight_number: string; offline: boolean; route: string[] }>(sql`
        select s.flight_number, s.offline, array_agg(l.origin order by l.leg_no) || (array_agg(l.destination order by l.leg_no desc))[1:1] as route
        from flight_schedules s join flight_schedule_legs l on l.flight_number = s.flight_number
        group by s.flight_number, s.offline
        order by s.flight_number
      `);
      return rows.rows.map((row) => ({ flightNumber: row.flight_number, route: row.route, offline: row.offline }));
    },

    /** The whole route's published fares per cabin, local travellers. */
    async routeFares(flightNumber: string): Promise<Array<{ cabinClass: 'economy' | 'business'; adultBase: number; adultTax: number }>> {
      const rows = await db.execute<{ cabin_class: 'economy' | 'business'; adult_base: number; adult_tax: number }>(sql`
        select f.cabin_class, f.adult_base, f.adult_tax from flight_fares f
        where f.flight_number = ${flightNumber} and f.nationality = 'local' and f.from_leg = 1
          and f.to_leg = (select max(leg_no) from flight_schedule_legs where flight_number = ${flightNumber})
        order by f.cabin_class desc
      `);
      return rows.rows.map((row) => ({ cabinClass: row.cabin_class, adultBase: Number(row.adult_base), adultTax: Number(row.adult_tax) }));
    },

    async flightDates(flightNumber: string, dates: readonly string[]): Promise<FlightDateRow[]> {
      const rows = await db.execute<{ id: string; flight_number: string; service_date: string; discount_pct: number }>(sql`
        select id, flight_number, service_date::text as service_date, discount_pct from flights
        where flight_number = ${flightNumber} and service_date = any(${sql.param(dates)}::date[])
        order by service_date
      `);
      return rows.rows.map((row) => ({ flightId: Number(row.id), flightNumber: row.flight_number, serviceDate: row.service_date, discountPct: Number(row.discount_pct) }));
    },

    seats: (flightIds: readonly number[]) => seatsOf(db, flightIds, false),

    /** A dated flight, its row locked. */
    async lockFlight({ tx }: Transaction, flightId: number): Promise<FlightDateRow | undefined> {
      const rows = await tx.execute<{ id: string; flight_number: string; service_date: string; discount_pct: number }>(sql`
        select id, flight_number, service_date::text as service_date, discount_pct from flights where id = ${flightId} for update
      `);
      const row = rows.rows[0];
      return row && { flightId: Number(row.id), flightNumber: row.flight_number, serviceDate: row.service_date, discountPct: Number(row.discount_pct) };
    },

    /** A dated flight's seats, every leg and cabin locked in one order. */
    lockSeats: ({ tx }: Transaction, flightId: number) => seatsOf(tx, [flightId], true),

    async setSeats({ tx }: Transaction, flightId: number, legNo: number, cabinClass: string, counts: { capacity: number; available: number }): Promise<void> {
      await tx.execute(sql`
        update flight_seats set capacity = ${counts.capacity}, available = ${counts.available}
        where flight_id = ${flightId} and leg_no = ${legNo} and cabin_class = ${cabinClass}
      `);
    },

    /** Every fare of a flight number's cabin (each segment and nationality), locked in key order. */
    async lockCabinFares({ tx }: Transaction, flightNumber: string, cabinClass: string): Promise<CabinFareRow[]> {
      const rows = await tx.execute<{ from_leg: number; to_leg: number; nationality: 'local' | 'foreign'; adult_base: number; origin_country: string; destination_country: string; whole_route: boolean }>(sql`
        select fa.from_leg, fa.to_leg, fa.nationality, fa.adult_base, ao.country_code as origin_country, ad.country_code as destination_country,
          fa.from_leg = 1 and fa.to_leg = (select max(leg_no) from flight_schedule_legs where flight_number = fa.flight_number) as whole_route
        from flight_fares fa
        join airports ao on ao.code = fa.origin
        join airports ad on ad.code = fa.destination
        where fa.flight_number = ${flightNumber} and fa.cabin_class = ${cabinClass}
        order by fa.from_leg, fa.to_leg, fa.nationality
        for update of fa
      `);
      return rows.rows.map((row) => ({
        fromLeg: Number(row.from_leg),
        toLeg: Number(row.to_leg),
        nationality: row.nationality,
        adultBase: Number(row.adult_base),
        originCountry: row.origin_country,
        destinationCountry: row.destination_country,
        wholeRoute: row.whole_route,
      }));
    },

    /** New fares of a flight number's cabin, each segment and nationality's bases and taxes, in one statement. */
    async setCabinFares({ tx }: Transaction, flightNumber: string, cabinClass: string, fares: ReadonlyArray<{ fromLeg: number; toLeg: number; nationality: string; fare: PublishedFare }>): Promise<void> {
      const column = (pick: (fare: PublishedFare) => number) => sql.param(fares.map((one) => pick(one.fare)));
      await tx.execute(sql`
        update flight_fares fa set adult_base = n.adult_base, adult_tax = n.adult_tax, child_base = n.child_base, child_tax = n.child_tax, infant_base = n.infant_base, infant_tax = n.infant_tax
        from unnest(${sql.param(fares.map((one) => one.fromLeg))}::smallint[], ${sql.param(fares.map((one) => one.toLeg))}::smallint[], ${sql.param(fares.map((one) => one.nationality))}::varchar[],
                    ${column((fare) => fare.adult.base)}::int[], ${column((fare) => fare.adult.tax)}::int[], ${column((fare) => fare.child.base)}::int[],
                    ${column((fare) => fare.child.tax)}::int[], ${column((fare) => fare.infant.base)}::int[], ${column((fare) => fare.infant.tax)}::int[])
          as n(from_leg, to_leg, nationality, adult_base, adult_tax, child_base, child_tax, infant_base, infant_tax)
        where fa.flight_number = ${flightNumber} and fa.cabin_class = ${cabinClass} and fa.from_leg = n.from_leg and fa.to_leg = n.to_leg and fa.nationality = n.nationality
      `);
    },

    async setDiscount({ tx }: Transaction, flightId: number, discountPct: number): Promise<void> {
      await tx.execute(sql`update flights set discount_pct = ${discountPct} where id = ${flightId}`);
    },

    nights: (roomTypeIds: readonly string[], dates: readonly string[]) => nightsOf(db, roomTypeIds, dates, false),

    /**
     * A room type's nights, locked in date order: those never held are written first with the allotment
     * the hotel's calendar gives them (as a hold would write them), so every night asked has a row to lock.
     */
    async lockNights({ tx }: Transaction, roomTypeId: string, nights: ReadonlyArray<{ night: string; capacity: number }>): Promise<NightRow[]> {
      await tx.execute(sql`
        insert into hotel_room_nights (room_type_id, night, capacity)
        select ${roomTypeId}, night, capacity from unnest(${sql.param(nights.map((one) => one.night))}::date[], ${sql.param(nights.map((one) => one.capacity))}::smallint[]) as n(night, capacity)
        on conflict (room_type_id, night) do nothing
      `);
      return nightsOf(
        tx,
        [roomTypeId],
        nights.map((one) => one.night),
        true,
      );
    },

    async setAllotment({ tx }: Transaction, roomTypeId: string, nights: readonly string[], capacity: number): Promise<void> {
      await tx.execute(sql`
        update hotel_room_nights set capacity = ${capacity}
        where room_type_id = ${roomTypeId} and night = any(${sql.param(nights)}::date[])
      `);
    },

    /** Sets the room-only local rate of locked nights (null: the calendar's again). */
    async setRate({ tx }: Transaction, roomTypeId: string, nights: readonly string[], rate: number | null): Promise<void> {
      await tx.execute(sql`
        update hotel_room_nights set rate = ${rate}
        where room_type_id = ${roomTypeId} and night = any(${sql.param(nights)}::date[])
      `);
    },

    async recordEvents({ tx }: Transaction, events: readonly InventoryEvent[]): Promise<void> {
      if (events.length > 0) await tx.insert(inventoryEvents).values(events.map((event) => ({ ...event })));
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;

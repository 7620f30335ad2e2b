import type { Transaction } from '@thwa/db/sql';
import { sql } from '@thwa/db/sql';
import type { OfferLeg } from './flight-source.ts';

export interface SeatRow {
  flightId: number;
  legNo: number;
}

/**
 * Seats in our own inventory. Every change is a conditional update inside the caller's transaction:
 * `available` only goes down where it is at least the seats asked for, so two orders racing for the
 * last seats cannot both get them, and the check constraint keeps it from ever going below zero.
 */
export const inventoryBookingRepository = {
  /** The dated flight and schedule leg a leg of an offer flies, matched on its exact departure instant. */
  async seatRowFor({ tx }: Transaction, leg: OfferLeg): Promise<SeatRow | undefined> {
    const result = await tx.execute<{ flight_id: string; leg_no: number }>(sql`
      select f.id as flight_id, l.leg_no
      from flights f
      join flight_schedules s on s.flight_number = f.flight_number
      join flight_schedule_legs l1 on l1.flight_number = f.flight_number and l1.leg_no = 1
      join airports a1 on a1.code = l1.origin
      join flight_schedule_legs l on l.flight_number = f.flight_number and l.origin = ${leg.origin} and l.destination = ${leg.destination}
      where f.flight_number = ${leg.flightNumber}
        and f.service_date between ${leg.departureLocal.slice(0, 10)}::date - 2 and ${leg.departureLocal.slice(0, 10)}::date
        and (f.service_date + s.departure_time) at time zone a1.time_zone + l.departure_offset_minutes * interval '1 minute'
            = to_timestamp(${leg.departsAt / 1000})
      limit 1
    `);
    const row = result.rows[0];
    return row ? { flightId: Number(row.flight_id), legNo: row.leg_no } : undefined;
  },

  /** Takes `seats` from one leg and cabin when that many are left; false when they are not. */
  async takeSeats({ tx }: Transaction, orderId: string, row: SeatRow, cabin: string, seats: number): Promise<boolean> {
    const taken = await tx.execute(sql`
      update flight_seats set available = available - ${seats}
      where flight_id = ${row.flightId} and leg_no = ${row.legNo} and cabin_class = ${cabin} and available >= ${seats}
      returning available
    `);
    if (taken.rows.length === 0) return false;
    await tx.execute(sql`
      insert into seat_holds (order_id, flight_id, leg_no, cabin_class, seats, status)
      values (${orderId}, ${row.flightId}, ${row.legNo}, ${cabin}, ${seats}, 'held')
      on conflict (order_id, flight_id, leg_no, cabin_class) do update set seats = seat_holds.seats + excluded.seats, updated_at = now()
    `);
    return true;
  },

  /** Held seats become sold: they stay taken for good. */
  async markSold({ tx }: Transaction, orderId: string): Promise<void> {
    await tx.execute(sql`update seat_holds set status = 'sold', updated_at = now() where order_id = ${orderId} and status = 'held'`);
  },

  /**
   * Gives back what the order still holds (or bought, when a sale is cancelled), once: the holds are
   * marked released in the same statement that returns their seats.
   */
  async release({ tx }: Transaction, orderId: string): Promise<number> {
    const released = await tx.execute(sql`
      with released as (
        update seat_holds set status = 'released', updated_at = now()
        where order_id = ${orderId} and status in ('held', 'sold')
        returning flight_id, leg_no, cabin_class, seats
      )
      update flight_seats st set available = least(st.capacity, st.available + r.seats)
      from released r
      where st.flight_id = r.flight_id and st.leg_no = r.leg_no and st.cabin_class = r.cabin_class
      returning st.flight_id
    `);
    return released.rows.length;
  },
};

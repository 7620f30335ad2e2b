import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/sql';
import { sql } from '@thwa/db/sql';

/** One night of a room type as a hold needs it: the date and the rooms the hotel sells that night. */
export interface NightCapacity {
  night: string;
  capacity: number;
}

/**
 * Rooms held per room type and night: our own hotels', and the sandbox bed bank's, whose partner-side
 * allotment is kept in the same rows (a real bed bank keeps its own; we would only ask it). A hold
 * touches every night of a stay in four statements whatever its length (never one per night): it
 * writes the nights not yet written, locks them all in date order, and takes the rooms only if every
 * night has them. Every hold and
 * release locks nights by room type, then date (a stay of several room types takes them in id order),
 * so two that overlap wait for each other in one direction only, never in a circle. The CHECK on
 * hotel_room_nights keeps `taken` within the capacity even if this code were wrong.
 */
export const roomNightsRepository = {
  /**
   * The nights of these room types that have been held or adjusted at least once: the rooms free (fixed
   * capacity less what is taken) and the room-only rate an employee set, if any. A night without a row
   * still sells what the hotel's calendar gives it, at the calendar's price. One indexed read
   * (the primary key) whatever the number of room types and nights; no lock, so a list never waits
   * for a booking.
   */
  async heldNights(db: Database, roomTypeIds: readonly string[], dates: readonly string[]): Promise<Array<{ roomTypeId: string; night: string; free: number; rate: number | null }>> {
    if (roomTypeIds.length === 0 || dates.length === 0) return [];
    const rows = await db.execute<{ room_type_id: string; night: string; free: number; rate: number | null }>(sql`
      select room_type_id, night::text as night, capacity - taken as free, rate from hotel_room_nights
      where room_type_id = any(${sql.param(roomTypeIds)}::text[]) and night = any(${sql.param(dates)}::date[])
    `);
    return rows.rows.map((row) => ({ roomTypeId: row.room_type_id, night: row.night, free: Number(row.free), rate: row.rate === null ? null : Number(row.rate) }));
  },

  /**
   * For the share of a hotel one client may hold (hold-limits.ts): the capacity of the nights of these
   * room types already written (a night not written sells what its calendar gives), and the rooms
   * `orderIds` (the client's unpaid orders) hold on each night. No lock: the client's hold-limit
   * locks keep its own holds in turn, and a written night's capacity never changes.
   */
  async clientShare({ tx }: Transaction, roomTypeIds: readonly string[], dates: readonly string[], orderIds: readonly string[]) {
    const written = await tx.execute<{ room_type_id: string; night: string; capacity: number }>(sql`
      select room_type_id, night::text as night, capacity from hotel_room_nights
      where room_type_id = any(${sql.param(roomTypeIds)}::text[]) and night = any(${sql.param(dates)}::date[])
    `);
    const held = orderIds.length === 0
      ? { rows: [] }
      : await tx.execute<{ night: string; rooms: number }>(sql`
          select night::text as night, sum(rooms)::int as rooms from room_holds
          where order_id = any(${sql.param(orderIds)}::text[]) and status = 'held'
            and room_type_id = any(${sql.param(roomTypeIds)}::text[]) and night = any(${sql.param(dates)}::date[])
          group by night
        `);
    return {
      capacities: written.rows.map((row) => ({ roomTypeId: row.room_type_id, night: row.night, capacity: Number(row.capacity) })),
      heldByClient: new Map(held.rows.map((row) => [row.night, Number(row.rooms)])),
    };
  },

  /**
   * Takes `rooms` of `roomTypeId` on each night for `orderId`, all or none.
   * @returns false, having taken nothing, when some night has fewer rooms left.
   */
  async takeRooms({ tx }: Transaction, orderId: string, roomTypeId: string, nights: readonly NightCapacity[], rooms: number): Promise<boolean> {
    const dates = nights.map((one) => one.night);
    const capacities = nights.map((one) => one.capacity);
    await tx.execute(sql`
      insert into hotel_room_nights (room_type_id, night, capacity)
      select ${roomTypeId}, night, capacity from unnest(${sql.param(dates)}::date[], ${sql.param(capacities)}::smallint[]) as n(night, capacity)
      on conflict (room_type_id, night) do nothing
    `);
    const locked = await tx.execute<{ night: string; free: number }>(sql`
      select night::text as night, capacity - taken as free from hotel_room_nights
      where room_type_id = ${roomTypeId} and night = any(${sql.param(dates)}::date[])
      order by night
      for update
    `);
    if (locked.rows.length !== dates.length || locked.rows.some((row) => row.free < rooms)) return false;
    await tx.execute(sql`
      update hotel_room_nights set taken = taken + ${rooms}
      where room_type_id = ${roomTypeId} and night = any(${sql.param(dates)}::date[])
    `);
    await tx.execute(sql`
      insert into room_holds (order_id, room_type_id, night, rooms, status)
      select ${orderId}, ${roomTypeId}, night, ${rooms}, 'held' from unnest(${sql.param(dates)}::date[]) as n(night)
      on conflict (order_id, room_type_id, night) do update set rooms = room_holds.rooms + excluded.rooms, updated_at = now()
    `);
    return true;
  },

  /** Held rooms become sold: they stay taken for good. */
  async markSold({ tx }: Transaction, orderId: string): Promise<void> {
    await tx.execute(sql`update room_holds set status = 'sold', updated_at = now() where order_id = ${orderId} and status = 'held'`);
  },

  /**
   * Gives back every night the order still holds (or bought, when a sale is cancelled), once: the
   * holds are marked released in the same statement that returns their rooms.
   * @returns the nights given back.
   */
  async release({ tx }: Transaction, orderId: string): Promise<number> {
    // The nights first, locked in the order holds take them (room type, then date), so a release and
    // a hold that meet on some nights never wait for each other in a circle.
    await tx.execute(sql`
      select 1 from hotel_room_nights
      where (room_type_id, night) in (select room_type_id, night from room_holds where order_id = ${orderId} and status in ('held', 'sold'))
      order by room_type_id, night
      for update
    `);
    const released = await tx.execute(sql`
      with released as (
        update room_holds set status = 'released', updated_at = now()
        where order_id = ${orderId} and status in ('held', 'sold')
        returning room_type_id, night, rooms
      )
      update hotel_room_nights n set taken = greatest(0, n.taken - r.rooms)
      from released r
      where n.room_type_id = r.room_type_id and n.night = r.night
      returning n.night
    `);
    return released.rows.length;
  },
};

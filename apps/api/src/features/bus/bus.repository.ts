import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/transaction';
import { executePrepared, sql } from '@thwa/db/sql';
import type { Gender } from '@thwa/domain/booking/travellers';
import type { BusNationality } from '@thwa/domain/bus/bus-trip';
import type { SeatOccupant } from '@thwa/domain/bus/seat-rule';

/** A dated departure as stored: its service, date, instant, local fare and what the counters sold. */
export interface DepartureRow {
  id: number;
  serviceCode: string;
  serviceDate: string;
  departsAt: Date;
  localFare: number;
  capacity: number;
  counterWomen: string[];
  counterMen: string[];
}

/** A departure with the seats taken through us now (held unexpired, or bought). */
export interface DepartureWithTaken extends DepartureRow {
  takenSeats: string[];
}

export interface BusCheckoutRow {
  checkoutId: string;
  departureId: number;
  seats: { seatNo: string; gender: Gender }[];
  boardingPointId: string;
  droppingPointId: string;
  nationality: BusNationality;
  amount: number;
  heldBy: string | null;
  orderId: string | null;
  expiresAt: Date;
}

/** The party the operators' counters sell as (their seats are one party among themselves). */
export const COUNTER_PARTY = 'counter';

const DEPARTURE_COLUMNS = sql`d.id, d.service_code as "serviceCode", to_char(d.service_date, 'YYYY-MM-DD') as "serviceDate", d.departs_at as "departsAt",
  d.local_fare as "localFare", d.capacity, d.counter_women as "counterWomen", d.counter_men as "counterMen"`;

/** A seat row is live while bought, held by an order, or held by a checkout whose hold has not ended. */
const LIVE_SEAT = sql`(s.order_id is not null or s.held_until > now())`;

function departureOf(row: Record<string, unknown>): DepartureRow {
  return { ...(row as unknown as DepartureRow), id: Number(row.id), departsAt: new Date(row.departsAt as string) };
}

/**
 * Bus departures and their seats (issue 21). Reads take no lock, so a search never waits for a
 * booking. Every write of a departure's seats happens in a transaction that first locks the
 * departure's row (`lockDeparture`): the seat rule reads the neighbours, so the seats of one coach are
 * taken one party at a time; two coaches never wait for each other. The primary key of bus_seats
 * sells each seat at most once even if this code were wrong.
 */
export function createBusRepository(db: Database) {
  return {
    /**
     * The departures of a route on a date still on sale (leaving after `salesCloseAt`), with their seats
     * taken, in one read: a prepared statement, as every search runs it (its planning cost as much as
     * running it).
     */
    async departuresOn(serviceCodes: readonly string[], date: string, salesCloseAt: Date): Promise<DepartureWithTaken[]> {
      if (serviceCodes.length === 0) return [];
      const rows = await executePrepared(db, 'bus_departures_on', sql`
        select ${DEPARTURE_COLUMNS}, coalesce(t.seats, '{}') as "takenSeats"
        from bus_departures d
        left join lateral (select array_agg(s.seat_no) as seats from bus_seats s where s.departure_id = d.id and ${LIVE_SEAT}) t on true
        where d.service_date = ${date}::date and d.service_code = any(${sql.param(serviceCodes)}::text[]) and d.departs_at > ${salesCloseAt.toISOString()}::timestamptz
      `);
      return rows.map((row) => ({ ...departureOf(row), takenSeats: row.takenSeats as string[] }));
    },

    async departure(id: number, transaction?: Transaction): Promise<DepartureRow | null> {
      const { rows } = await (transaction?.tx ?? db).execute(sql`select ${DEPARTURE_COLUMNS} from bus_departures d where d.id = ${id}`);
      return rows[0] ? departureOf(rows[0]) : null;
    },

    /** Locks the departure's row for the transaction: the one way seats of a coach are written. */
    async lockDeparture(transaction: Transaction, id: number): Promise<DepartureRow | null> {
      const { rows } = await transaction.tx.execute(sql`select ${DEPARTURE_COLUMNS} from bus_departures d where d.id = ${id} for update`);
      return rows[0] ? departureOf(rows[0]) : null;
    },

    /** Who sits where on a departure now: the counters' sales and every live seat of ours, by party (its checkout). */
    async occupants(departure: DepartureRow, transaction?: Transaction): Promise<Map<string, SeatOccupant>> {
      const occupants = new Map<string, SeatOccupant>();
      for (const seatNo of departure.counterWomen) occupants.set(seatNo, { party: COUNTER_PARTY, gender: 'female', sold: true });
      for (const seatNo of departure.counterMen) occupants.set(seatNo, { party: COUNTER_PARTY, gender: 'male', sold: true });
      const { rows } = await (transaction?.tx ?? db).execute<{ seatNo: string; party: string; gender: Gender; status: string }>(sql`
        select s.seat_no as "seatNo", s.checkout_id as party, s.gender, s.status from bus_seats s where s.departure_id = ${departure.id} and ${LIVE_SEAT}
      `);
      for (const row of rows) occupants.set(row.seatNo, { party: row.party, gender: row.gender, sold: row.status === 'sold' });
      return occupants;
    },

    /**
     * Under the departure's lock: gives back the seats a checkout held (choosing again) and every
     * checkout hold that has ended, then holds `seats` for the checkout until `heldUntil`.
     */
    async holdForCheckout(transaction: Transaction, departureId: number, checkoutId: string, seats: readonly { seatNo: string; gender: Gender }[], heldUntil: Date): Promise<void> {
      await transaction.tx.execute(sql`
        delete from bus_seats where departure_id = ${departureId} and order_id is null and (checkout_id = ${checkoutId} or held_until <= now())
      `);
      await transaction.tx.execute(sql`
        insert into bus_seats (departure_id, seat_no, checkout_id, gender, status, held_until)
        select ${departureId}, seat_no, ${checkoutId}, gender, 'held', ${heldUntil.toISOString()}::timestamptz
        from unnest(${sql.param(seats.map((seat) => seat.seatNo))}::text[], ${sql.param(seats.map((seat) => seat.gender))}::text[]) as wanted(seat_no, gender)
      `);
    },

    /**
     * Under the departure's lock: the order placed from a checkout holds its seats with its passengers'
     * genders (the checkout's hold, or the seats again if it ended and nobody took them: the caller
     * checked the rule). Nothing ends the order's hold but its release.
     */
    async holdForOrder(transaction: Transaction, departureId: number, checkoutId: string, orderId: string, seats: readonly { seatNo: string; gender: Gender }[]): Promise<void> {
      await transaction.tx.execute(sql`
        delete from bus_seats where departure_id = ${departureId} and order_id is null and (checkout_id = ${checkoutId} or held_until <= now())
      `);
      await transaction.tx.execute(sql`
        insert into bus_seats (departure_id, seat_no, checkout_id, order_id, gender, status, held_until)
        select ${departureId}, seat_no, ${checkoutId}, ${orderId}, gender, 'held', null
        from unnest(${sql.param(seats.map((seat) => seat.seatNo))}::text[], ${sql.param(seats.map((seat) => seat.gender))}::text[]) as wanted(seat_no, gender)
      `);
    },

    /**
     * Gives back what a checkout held on a departure it has left for another (choosing again on
     * another coach). Outside that coach's lock: giving seats back never lets anyone oversell or sit
     * beside someone the rule keeps them from, it only frees seats.
     */
    async releaseCheckout(transaction: Transaction, departureId: number, checkoutId: string): Promise<void> {
      await transaction.tx.execute(sql`delete from bus_seats where departure_id = ${departureId} and checkout_id = ${checkoutId} and order_id is null`);
    },

    /** The order's seats are bought. */
    async markSold(transaction: Transaction, orderId: string): Promise<void> {
      await transaction.tx.execute(sql`update bus_seats set status = 'sold' where order_id = ${orderId}`);
    },

    /** The order's seats go back on sale (its hold ended, its booking failed or was cancelled), under the departure's lock. */
    async release(transaction: Transaction, departureId: number, orderId: string): Promise<void> {
      await transaction.tx.execute(sql`select 1 from bus_departures where id = ${departureId} for update`);
      await transaction.tx.execute(sql`delete from bus_seats where departure_id = ${departureId} and order_id = ${orderId}`);
    },

    async saveCheckout(transaction: Transaction, row: Omit<BusCheckoutRow, 'orderId'>): Promise<void> {
      await transaction.tx.execute(sql`
        insert into bus_checkouts (checkout_id, departure_id, seats, boarding_point_id, dropping_point_id, nationality, amount, held_by, expires_at)
        values (${row.checkoutId}, ${row.departureId}, ${JSON.stringify(row.seats)}::jsonb, ${row.boardingPointId}, ${row.droppingPointId}, ${row.nationality}, ${row.amount}, ${row.heldBy}, ${row.expiresAt.toISOString()}::timestamptz)
        on conflict (checkout_id) do update set departure_id = excluded.departure_id, seats = excluded.seats, boarding_point_id = excluded.boarding_point_id,
          dropping_point_id = excluded.dropping_point_id, nationality = excluded.nationality, amount = excluded.amount, held_by = excluded.held_by, expires_at = excluded.expires_at
        where bus_checkouts.order_id is null
      `);
    },

    /**
     * Under the departure's lock: the seats of the coach held unpaid (by a live checkout, or by an order
     * not yet paid) through checkouts of this client address, other than `exceptCheckout`'s.
     */
    async heldByClient(transaction: Transaction, departureId: number, address: string, exceptCheckout: string): Promise<number> {
      const { rows } = await transaction.tx.execute<{ seats: number }>(sql`
        select count(*)::int as seats from bus_seats s join bus_checkouts c on c.checkout_id = s.checkout_id
        where s.departure_id = ${departureId} and s.status = 'held' and ${LIVE_SEAT} and c.held_by = ${address} and c.checkout_id <> ${exceptCheckout}
      `);
      return Number(rows[0]?.seats ?? 0);
    },

    /** A checkout; `forUpdate` locks it (the store spends it once). */
    async checkout(checkoutId: string, options: { transaction?: Transaction; forUpdate?: boolean } = {}): Promise<BusCheckoutRow | null> {
      const { rows } = await (options.transaction?.tx ?? db).execute(sql`
        select checkout_id as "checkoutId", departure_id as "departureId", seats, boarding_point_id as "boardingPointId", dropping_point_id as "droppingPointId",
          nationality, amount, held_by as "heldBy", order_id as "orderId", expires_at as "expiresAt"
        from bus_checkouts where checkout_id = ${checkoutId} ${options.forUpdate ? sql`for update` : sql``}
      `);
      const row = rows[0];
      return row ? ({ ...(row as unknown as BusCheckoutRow), departureId: Number(row.departureId), expiresAt: new Date(row.expiresAt as string) } as BusCheckoutRow) : null;
    },

    /** Spends the checkout on its order; false when an order was placed from it already. */
    async spendCheckout(transaction: Transaction, checkoutId: string, orderId: string): Promise<boolean> {
      const { rows } = await transaction.tx.execute(sql`update bus_checkouts set order_id = ${orderId} where checkout_id = ${checkoutId} and order_id is null returning 1`);
      return rows.length === 1;
    },
  };
}

export type BusRepository = ReturnType<typeof createBusRepository>;

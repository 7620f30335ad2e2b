import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { Gender } from '@thwa/domain/booking/travellers';
import type { BusStop } from '@thwa/domain/bus/bus-trip';

/** A departure as the console reads it: what the counters sold and the seats through us by state. */
export interface OpsDepartureRow {
  id: number;
  serviceCode: string;
  serviceDate: string;
  departsAt: Date;
  capacity: number;
  counterWomen: string[];
  counterMen: string[];
  /** Seats bought through us. */
  sold: number;
  /** Seats held through us, by an order or a live checkout, not bought. */
  held: number;
  /** Those seats (sold and held) by number. */
  ourSeats: string[];
}

/** A live seat of ours with its order (or checkout) and, from the order's trip, its passenger and stops. */
export interface OpsSeatRow {
  seatNo: string;
  gender: Gender;
  status: 'held' | 'sold';
  heldUntil: Date | null;
  orderId: string | null;
  orderStatus: string | null;
  paymentStatus: string | null;
  contactPhoneCode: string | null;
  contactPhoneNumber: string | null;
  /** The trip's passenger on this seat, as stored. */
  passenger: { firstName?: string; lastName?: string } | null;
  /** The order's stops (from its trip), else the checkout's chosen points. */
  boarding: BusStop | null;
  dropping: BusStop | null;
  checkoutBoardingPointId: string | null;
  checkoutDroppingPointId: string | null;
}

/** A seat row is live while bought, held by an order, or held by a checkout whose hold has not ended. */
const LIVE_SEAT = sql`(s.order_id is not null or s.held_until > now())`;

const DEPARTURE_COLUMNS = sql`d.id, d.service_code as "serviceCode", to_char(d.service_date, 'YYYY-MM-DD') as "serviceDate", d.departs_at as "departsAt", d.capacity,
  d.counter_women as "counterWomen", d.counter_men as "counterMen",
  coalesce(t.sold, 0)::int as sold, coalesce(t.held, 0)::int as held, coalesce(t.seats, '{}') as "ourSeats"`;

const SEATS_TAKEN = sql`left join lateral (
  select count(*) filter (where s.status = 'sold') as sold, count(*) filter (where s.status = 'held') as held, array_agg(s.seat_no) as seats
  from bus_seats s where s.departure_id = d.id and ${LIVE_SEAT}) t on true`;

function departureOf(row: Record<string, unknown>): OpsDepartureRow {
  return { ...(row as unknown as OpsDepartureRow), id: Number(row.id), departsAt: new Date(row.departsAt as string), sold: Number(row.sold), held: Number(row.held) };
}

/**
 * What the console's bus panel reads (issue 21): departures with their seats counted, and a
 * departure's live seats with their orders and passengers. Reads only, without locks: the panel shows
 * the seats as they are at the moment of reading.
 */
export function createBusOperationsRepository(db: Database) {
  return {
    /** The departures of the given services on a local date, by departure time, at most `limit`. */
    async departuresOn(date: string, serviceCodes: readonly string[], limit: number): Promise<OpsDepartureRow[]> {
      if (serviceCodes.length === 0) return [];
      const { rows } = await db.execute(sql`
        select ${DEPARTURE_COLUMNS}
        from bus_departures d ${SEATS_TAKEN}
        where d.service_date = ${date}::date and d.service_code = any(${sql.param(serviceCodes)}::text[])
        order by d.departs_at, d.service_code
        limit ${limit}
      `);
      return rows.map(departureOf);
    },

    async departure(id: number): Promise<OpsDepartureRow | null> {
      const { rows } = await db.execute(sql`select ${DEPARTURE_COLUMNS} from bus_departures d ${SEATS_TAKEN} where d.id = ${id}`);
      return rows[0] ? departureOf(rows[0]) : null;
    },

    /**
     * Every live seat of ours on a departure: its order's status and contact phone, the passenger of
     * that seat and the stops from the order's bus item (the one of this departure), or the checkout's
     * chosen points while only a checkout holds it.
     */
    async seats(departureId: number): Promise<OpsSeatRow[]> {
      const { rows } = await db.execute(sql`
        select s.seat_no as "seatNo", s.gender, s.status, s.held_until as "heldUntil", s.order_id as "orderId",
          o.status as "orderStatus", o.payment_status as "paymentStatus",
          o.contact->>'phoneCode' as "contactPhoneCode", o.contact->>'phoneNumber' as "contactPhoneNumber",
          (select p from jsonb_array_elements(i.trip->'passengers') p where p->>'seatNo' = s.seat_no limit 1) as passenger,
          i.trip->'boarding' as boarding, i.trip->'dropping' as dropping,
          c.boarding_point_id as "checkoutBoardingPointId", c.dropping_point_id as "checkoutDroppingPointId"
        from bus_seats s
        left join orders o on o.order_id = s.order_id
        left join lateral (
          select oi.trip from order_items oi
          where oi.order_id = s.order_id and oi.product_type = ${PRODUCT_TYPE_IDS.bus} and oi.trip->>'departureId' = s.departure_id::text
          order by oi.item_no limit 1
        ) i on true
        left join bus_checkouts c on c.checkout_id = s.checkout_id
        where s.departure_id = ${departureId} and ${LIVE_SEAT}
      `);
      return rows.map((row) => ({ ...(row as unknown as OpsSeatRow), heldUntil: row.heldUntil ? new Date(row.heldUntil as string) : null }));
    },
  };
}

export type BusOperationsRepository = ReturnType<typeof createBusOperationsRepository>;

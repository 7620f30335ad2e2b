import type { Database } from '@thwa/db/connection';
import { flightRouteCounts } from '@thwa/db/schema';
import { and, gte, lte, sql } from '@thwa/db/sql';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';

export interface RouteTotals {
  origin: string;
  destination: string;
  searches: number;
  bookings: number;
}

export interface LineBookings {
  airlineCode: string;
  origin: string;
  destination: string;
  bookings: number;
}

/** What popular routes and lines read besides the schedules: the route counts and the flights booked. */
export function createPopularRepository(db: Database) {
  return {
    /** Searches and bookings per route over the days from..to (flight_route_counts). */
    async routeTotals(from: string, to: string): Promise<RouteTotals[]> {
      return db
        .select({
          origin: flightRouteCounts.origin,
          destination: flightRouteCounts.destination,
          searches: sql<number>`sum(${flightRouteCounts.searches})::int`,
          bookings: sql<number>`sum(${flightRouteCounts.bookings})::int`,
        })
        .from(flightRouteCounts)
        .where(and(gte(flightRouteCounts.day, from), lte(flightRouteCounts.day, to)))
        .groupBy(flightRouteCounts.origin, flightRouteCounts.destination);
    },

    /**
     * Flights booked online since `since`, per airline and route: each direction of a flight item
     * counts once, under the airline of its first leg (who sells the seat), from the searched origin
     * to the searched destination (reversed for the way back). Items that expired or were cancelled
     * were not flown and do not count.
     */
    async lineBookings(since: Date): Promise<LineBookings[]> {
      const rows = await db.execute<{ airline_code: string; origin: string; destination: string; bookings: number }>(sql`
        select d.value->'fresh'->'legs'->0->>'airlineCode' as airline_code,
          case when d.value->>'direction' = 'return' then i.trip->'request'->>'destination' else i.trip->'request'->>'origin' end as origin,
          case when d.value->>'direction' = 'return' then i.trip->'request'->>'origin' else i.trip->'request'->>'destination' end as destination,
          count(*)::int as bookings
        from order_items i cross join lateral jsonb_array_elements(i.trip->'directions') d
        where i.product_type = ${PRODUCT_TYPE_IDS.flight} and i.created_at >= ${since.toISOString()}
          and i.status not in ('cancelled', 'expired') and d.value->'fresh'->'legs'->0->>'airlineCode' is not null
        group by 1, 2, 3
      `);
      return rows.rows.map((row) => ({ airlineCode: row.airline_code, origin: row.origin, destination: row.destination, bookings: Number(row.bookings) }));
    },
  };
}

export type PopularRepository = ReturnType<typeof createPopularRepository>;

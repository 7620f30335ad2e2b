import type { Database } from '@thwa/db/connection';
import { airlines, airports, flightRouteCounts, flightSearchSessions } from '@thwa/db/schema';
import { and, desc, eq, gt, gte, lte, or, sql } from '@thwa/db/sql';

export type AirportRow = typeof airports.$inferSelect;
export type AirlineRow = typeof airlines.$inferSelect;

export interface SessionRow {
  cacheKey: string;
  requestKey: string;
  request: unknown;
  response: unknown;
  complete: boolean;
  createdAt: Date;
  expiresAt: Date;
}

export interface RouteCount {
  day: string;
  origin: string;
  destination: string;
  searches: number;
  bookings: number;
}

export function createFlightsRepository(db: Database) {
  return {
    async listAirports(): Promise<AirportRow[]> {
      return db.select().from(airports);
    },

    async listAirlines(): Promise<AirlineRow[]> {
      return db.select().from(airlines);
    },

    async insertSession(row: SessionRow): Promise<void> {
      await db.insert(flightSearchSessions).values(row);
    },

    async findSession(cacheKey: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(flightSearchSessions).where(eq(flightSearchSessions.cacheKey, cacheKey)).limit(1);
      return row;
    },

    /** The newest session for the same search that is still fresh enough to reuse (see search-sessions.ts). */
    async findReusableSession(requestKey: string, completeSince: Date, partialSince: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(flightSearchSessions)
        .where(
          and(
            eq(flightSearchSessions.requestKey, requestKey),
            or(
              and(eq(flightSearchSessions.complete, true), gt(flightSearchSessions.createdAt, completeSince)),
              gt(flightSearchSessions.createdAt, partialSince),
            ),
          ),
        )
        .orderBy(desc(flightSearchSessions.createdAt))
        .limit(1);
      return row;
    },

    /** Adds to the counters in one statement; concurrent nodes add up correctly. */
    async addRouteCounts(counts: readonly RouteCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insert(flightRouteCounts)
        .values([...counts])
        .onConflictDoUpdate({
          target: [flightRouteCounts.day, flightRouteCounts.origin, flightRouteCounts.destination],
          set: {
            searches: sql`${flightRouteCounts.searches} + excluded.searches`,
            bookings: sql`${flightRouteCounts.bookings} + excluded.bookings`,
          },
        });
    },

    /** Searches plus bookings per destination from `origin` over the days from..to, most first. */
    async destinationCounts(origin: string, from: string, to: string): Promise<{ destination: string; total: number }[]> {
      const total = sql<number>`sum(${flightRouteCounts.searches} + ${flightRouteCounts.bookings})::int`;
      return db
        .select({ destination: flightRouteCounts.destination, total })
        .from(flightRouteCounts)
        .where(and(eq(flightRouteCounts.origin, origin), gte(flightRouteCounts.day, from), lte(flightRouteCounts.day, to)))
        .groupBy(flightRouteCounts.destination)
        .orderBy(desc(total), flightRouteCounts.destination);
    },
  };
}

export type FlightsRepository = ReturnType<typeof createFlightsRepository>;

import type { Database } from '@thwa/db/connection';
import { hotelCityCounts } from '@thwa/db/schema';
import { and, gte, lte, sql } from '@thwa/db/sql';

export interface CityDay {
  day: string;
  /** A hotel source's place id (unique across sources): the city searched or stayed in. */
  placeId: number;
}

export interface CityCounts {
  placeId: number;
  searches: number;
  bookings: number;
}

/** hotel_city_counts: added to in batches, read summed over days (decision 039). */
export function createCityCountsRepository(db: Database) {
  return {
    /** Adds to the counters in one statement; concurrent nodes add up correctly. */
    async add(rows: ReadonlyArray<CityDay & { searches: number; bookings: number }>): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(hotelCityCounts)
        .values([...rows])
        .onConflictDoUpdate({
          target: [hotelCityCounts.day, hotelCityCounts.placeId],
          set: { searches: sql`${hotelCityCounts.searches} + excluded.searches`, bookings: sql`${hotelCityCounts.bookings} + excluded.bookings` },
        });
    },

    /** Searches and bookings per city over the days from..to. */
    async totals(from: string, to: string): Promise<CityCounts[]> {
      return db
        .select({ placeId: hotelCityCounts.placeId, searches: sql<number>`sum(${hotelCityCounts.searches})::int`, bookings: sql<number>`sum(${hotelCityCounts.bookings})::int` })
        .from(hotelCityCounts)
        .where(and(gte(hotelCityCounts.day, from), lte(hotelCityCounts.day, to)))
        .groupBy(hotelCityCounts.placeId);
    },
  };
}

export type CityCountsRepository = ReturnType<typeof createCityCountsRepository>;

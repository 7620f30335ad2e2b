import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';

/** What the hotel search reads from the database beyond a stay's nights (partners/hotel-sources/room-night-offers.ts reads those). */
export function createHotelSearchRepository(db: Database) {
  return {
    /**
     * Room nights our customers bought (holds of paid orders, room_holds status 'sold') per hotel, for
     * nights from `since` on: the sales part of the "Recommended" rank. One grouped read of a small
     * table; the search keeps the answer a minute, so it runs once a minute at most per process.
     */
    async roomNightsSold(since: string): Promise<Map<string, number>> {
      const rows = await db.execute<{ hotel_id: string; nights: number }>(sql`
        select t.hotel_id, sum(h.rooms)::int as nights
        from room_holds h join hotel_room_types t on t.room_type_id = h.room_type_id
        where h.status = 'sold' and h.night >= ${since}::date
        group by t.hotel_id
      `);
      return new Map(rows.rows.map((row) => [row.hotel_id, Number(row.nights)]));
    },
  };
}

export type HotelSearchRepository = ReturnType<typeof createHotelSearchRepository>;

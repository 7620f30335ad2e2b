import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';

/**
 * A hotel's descriptions as stored (hotels.description_en/_my): the seed writes the catalogue's, and the
 * operations console edits them (issue 20). Read by the hotel's page on each detail, one primary-key
 * read; a hotel not in the table (a bed bank's) has none and keeps its source's.
 */
export function createHotelDescriptions(db: Database) {
  return async (hotelId: string): Promise<{ en: string; my: string } | undefined> => {
    const rows = await db.execute<{ description_en: string; description_my: string }>(sql`select description_en, description_my from hotels where hotel_id = ${hotelId}`);
    const row = rows.rows[0];
    return row && { en: row.description_en, my: row.description_my };
  };
}

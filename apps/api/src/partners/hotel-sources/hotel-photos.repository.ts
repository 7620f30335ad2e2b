import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';
import type { HotelPhotoKind } from '@thwa/domain/hotels/hotel-photos';

/** A picture of a hotel as our content store keeps it: hotel_photos, with its image's own size. */
export interface HotelPhotoContent {
  imageId: string;
  kind: HotelPhotoKind;
  roomCode: string | null;
  width: number;
  height: number;
  captionEn: string;
  captionMy: string;
}

/** Hotels' pictures, ours and a partner's alike: content is kept in our store once mapped (decision 023). */
export function createHotelPhotosRepository(db: Database) {
  return {
    /** Every picture of these hotels, in each hotel's order. */
    async photosOf(hotelIds: readonly string[]): Promise<Map<string, HotelPhotoContent[]>> {
      const found = new Map<string, HotelPhotoContent[]>();
      if (hotelIds.length === 0) return found;
      const rows = await db.execute<{ hotel_id: string; image_id: string; kind: HotelPhotoKind; room_code: string | null; width: number; height: number; caption_en: string; caption_my: string }>(sql`
        select p.hotel_id, p.image_id, p.kind, p.room_code, i.width, i.height, p.caption_en, p.caption_my
        from hotel_photos p join images i on i.image_id = p.image_id
        where p.hotel_id = any(${sql.param(hotelIds)}::text[])
        order by p.hotel_id, p.position
      `);
      for (const row of rows.rows) {
        const list = found.get(row.hotel_id) ?? [];
        list.push({ imageId: row.image_id, kind: row.kind, roomCode: row.room_code, width: row.width, height: row.height, captionEn: row.caption_en, captionMy: row.caption_my });
        found.set(row.hotel_id, list);
      }
      return found;
    },
  };
}

export type HotelPhotosRepository = ReturnType<typeof createHotelPhotosRepository>;

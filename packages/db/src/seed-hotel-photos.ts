import { sql } from './sql.ts';
import type { Database } from './connection.ts';
import { bedBankHotels, PLACES_ABROAD } from './hotels/bed-bank-catalogue.ts';
import { DESTINATIONS, type HotelPlace } from './hotels/destinations.ts';
import { hotelCatalogue, type Hotel } from './hotels/hotel-catalogue.ts';
import { hotelPictures, PICTURE_HEIGHT, PICTURE_WIDTH } from './hotels/hotel-pictures.ts';
import { imageIdOf } from './image-source.ts';
import { hotelPhotos, images } from './schema.ts';

/** Rows per insert statement: a few MB of pictures at most, well under the bound parameters. */
const BATCH = 300;

/**
 * Gives every hotel we list (ours and the bed bank's, as its content is kept in our content store)
 * its own generated pictures (hotels/hotel-pictures.ts), stored as the image pipeline stores an upload:
 * by the hash of its bytes, with its size, once. A hotel that already has any picture (an operator's,
 * or an earlier seed's) is left as it is, so running it on every start costs one query. No size or
 * format is made here: the pipeline encodes each the first time a page asks for it.
 */
export async function seedHotelPhotos(db: Database): Promise<void> {
  const pictured = await db.execute<{ hotel_id: string }>(sql`select distinct hotel_id from hotel_photos`);
  const done = new Set(pictured.rows.map((row) => row.hotel_id));
  const places = new Map<number, HotelPlace>([...DESTINATIONS, ...PLACES_ABROAD].map((place) => [place.id, place]));
  const missing: Hotel[] = [...hotelCatalogue(), ...bedBankHotels()].filter((hotel) => !done.has(hotel.id) && places.has(hotel.destinationId));
  if (missing.length === 0) return;

  const imageRows = new Map<string, typeof images.$inferInsert>();
  const photoRows: Array<typeof hotelPhotos.$inferInsert> = [];
  for (const hotel of missing) {
    hotelPictures(hotel, places.get(hotel.destinationId)!).forEach((picture, position) => {
      const source = Buffer.from(picture.svg, 'utf8');
      const imageId = imageIdOf(source);
      imageRows.set(imageId, { imageId, mediaType: 'image/svg+xml', width: PICTURE_WIDTH, height: PICTURE_HEIGHT, source });
      photoRows.push({ hotelId: hotel.id, position, roomCode: picture.roomCode, kind: picture.kind, imageId, captionEn: picture.captionEn, captionMy: picture.captionMy });
    });
  }
  const imageList = [...imageRows.values()];
  for (let start = 0; start < imageList.length; start += BATCH) await db.insert(images).values(imageList.slice(start, start + BATCH)).onConflictDoNothing();
  for (let start = 0; start < photoRows.length; start += BATCH) await db.insert(hotelPhotos).values(photoRows.slice(start, start + BATCH)).onConflictDoNothing();
}

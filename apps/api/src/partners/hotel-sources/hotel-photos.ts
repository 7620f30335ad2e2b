import type { Database } from '@thwa/db/connection';
import { createHotelPhotosRepository, type HotelPhotoContent } from './hotel-photos.repository.ts';

/** Pictures change only when an operator uploads one: a hotel's are read again after this long. */
const PHOTOS_KEPT_MS = 60_000;
const NONE: readonly HotelPhotoContent[] = Object.freeze([]);

/**
 * A source's hotels' pictures, from our content store, kept in memory a minute per hotel: a listing
 * asks for the same few dozen hotels again and again, and reads only those it has not seen lately.
 */
export function createHotelPhotos(db: Database, now: () => number = Date.now) {
  const repository = createHotelPhotosRepository(db);
  const kept = new Map<string, { at: number; photos: readonly HotelPhotoContent[] }>();
  return async function photos(hotelIds: readonly string[]): Promise<ReadonlyMap<string, readonly HotelPhotoContent[]>> {
    const time = now();
    const stale = hotelIds.filter((hotelId) => {
      const known = kept.get(hotelId);
      return !known || time - known.at > PHOTOS_KEPT_MS;
    });
    if (stale.length > 0) {
      const read = await repository.photosOf(stale);
      for (const hotelId of stale) kept.set(hotelId, { at: time, photos: Object.freeze(read.get(hotelId) ?? NONE) });
    }
    return new Map(hotelIds.map((hotelId) => [hotelId, kept.get(hotelId)?.photos ?? NONE]));
  };
}

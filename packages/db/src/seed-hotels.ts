import type { Database } from './connection.ts';
import { sql } from './sql.ts';
import { bedBankHotels } from './hotels/bed-bank-catalogue.ts';
import { hotelCatalogue } from './hotels/hotel-catalogue.ts';
import { hotelRoomTypes, hotels } from './schema.ts';

/** Rows per insert statement: well under PostgreSQL's 65,535 bound parameters. */
const BATCH = 200;

/**
 * Loads the hotels we list into an empty or older database: our generated catalogue
 * (hotels/hotel-catalogue.ts) and the sandbox bed bank's content (hotels/bed-bank-catalogue.ts), as an
 * agency keeps a partner's hotels in its own content store once mapped.
 * Only what is missing is inserted, so a hotel an operator has edited keeps the edit; a hotel of an
 * older database gets the coordinates and phone it has none of (issue 19), and nothing else of it
 * changes. Nights are not seeded: a room type's night is written the first time it is held
 * (hotel_room_nights).
 */
export async function seedHotels(db: Database): Promise<void> {
  const catalogue = [...hotelCatalogue(), ...bedBankHotels()];
  const hotelRows = catalogue.map((hotel) => ({
    hotelId: hotel.id,
    slug: hotel.slug,
    destinationId: hotel.destinationId,
    townshipSlug: hotel.townshipSlug,
    type: hotel.type,
    stars: hotel.stars,
    nameEn: hotel.nameEn,
    nameMy: hotel.nameMy,
    descriptionEn: hotel.descriptionEn,
    descriptionMy: hotel.descriptionMy,
    addressEn: hotel.addressEn,
    addressMy: hotel.addressMy,
    amenities: [...hotel.amenities],
    policies: hotel.policies,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    phone: hotel.phone,
  }));
  const roomRows = catalogue.flatMap((hotel) =>
    hotel.rooms.map((room) => ({
      roomTypeId: room.id,
      hotelId: hotel.id,
      code: room.code,
      nameEn: room.nameEn,
      nameMy: room.nameMy,
      bedType: room.bedType,
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
      roomCount: room.roomCount,
      rates: [...room.rates],
    })),
  );
  for (let start = 0; start < hotelRows.length; start += BATCH) {
    await db
      .insert(hotels)
      .values(hotelRows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: hotels.hotelId,
        // Only what an older row lacks: a value already there (an operator's edit) stays.
        set: {
          latitude: sql`coalesce(${hotels.latitude}, excluded.latitude)`,
          longitude: sql`coalesce(${hotels.longitude}, excluded.longitude)`,
          phone: sql`coalesce(${hotels.phone}, excluded.phone)`,
        },
        setWhere: sql`${hotels.latitude} is null or ${hotels.longitude} is null or ${hotels.phone} is null`,
      });
  }
  for (let start = 0; start < roomRows.length; start += BATCH) await db.insert(hotelRoomTypes).values(roomRows.slice(start, start + BATCH)).onConflictDoNothing();
}

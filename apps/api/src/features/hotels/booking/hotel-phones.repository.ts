import type { Database } from '@thwa/db/connection';
import { hotels } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';

/** The front desk's phone of each hotel (hotels.phone), which the voucher gives the guest. */
export function createHotelPhonesRepository(db: Database) {
  return {
    /** The hotel's phone as stored (+95 …), or null for a hotel without one or not on record. */
    async phoneOf(hotelId: string): Promise<string | null> {
      const [row] = await db.select({ phone: hotels.phone }).from(hotels).where(eq(hotels.hotelId, hotelId)).limit(1);
      const phone = row?.phone?.trim() ?? '';
      return phone === '' ? null : phone;
    },
  };
}

export type HotelPhones = ReturnType<typeof createHotelPhonesRepository>;

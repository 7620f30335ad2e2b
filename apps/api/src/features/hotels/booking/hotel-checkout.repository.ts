import type { Database } from '@thwa/db/connection';
import { hotelCheckouts } from '@thwa/db/schema';
import { and, eq, isNull, type Transaction } from '@thwa/db/sql';
import type { HotelGuests } from '@thwa/domain/hotels/hotel-trip';

export type HotelCheckoutRow = typeof hotelCheckouts.$inferSelect;

/** Hotel checkouts: a re-priced stay, its guests, and the order it became. */
export function createHotelCheckoutRepository(db: Database) {
  return {
    async insertCheckout(row: typeof hotelCheckouts.$inferInsert): Promise<void> {
      await db.insert(hotelCheckouts).values(row);
    },

    /** Pass the transaction when reading inside one, so the read needs no second pooled connection. */
    async findCheckout(checkoutId: string, transaction?: Transaction): Promise<HotelCheckoutRow | undefined> {
      const [row] = await (transaction?.tx ?? db).select().from(hotelCheckouts).where(eq(hotelCheckouts.checkoutId, checkoutId)).limit(1);
      return row;
    },

    /** Saves the guests, unless the checkout has already become an order. */
    async saveGuests(checkoutId: string, guests: HotelGuests): Promise<boolean> {
      const updated = await db
        .update(hotelCheckouts)
        .set({ guests })
        .where(and(eq(hotelCheckouts.checkoutId, checkoutId), isNull(hotelCheckouts.orderId)))
        .returning({ checkoutId: hotelCheckouts.checkoutId });
      return updated.length > 0;
    },

    /** The checkout becomes this order, once: false when another order took it first. */
    async spendCheckout({ tx }: Transaction, checkoutId: string, orderId: string): Promise<boolean> {
      const updated = await tx
        .update(hotelCheckouts)
        .set({ orderId })
        .where(and(eq(hotelCheckouts.checkoutId, checkoutId), isNull(hotelCheckouts.orderId)))
        .returning({ checkoutId: hotelCheckouts.checkoutId });
      return updated.length > 0;
    },
  };
}

export type HotelCheckoutRepository = ReturnType<typeof createHotelCheckoutRepository>;

import type { Database } from '@thwa/db/connection';
import { flightCheckouts } from '@thwa/db/schema';
import { and, eq, isNull, type Transaction } from '@thwa/db/sql';

export type CheckoutRow = typeof flightCheckouts.$inferSelect;

/** Flight checkouts: a verified selection, its travellers, and the order it became. */
export function createCheckoutRepository(db: Database) {
  return {
    async insertCheckout(row: typeof flightCheckouts.$inferInsert): Promise<void> {
      await db.insert(flightCheckouts).values(row);
    },

    /** Pass the transaction when reading inside one, so the read needs no second pooled connection. */
    async findCheckout(checkoutId: string, transaction?: Transaction): Promise<CheckoutRow | undefined> {
      const [row] = await (transaction?.tx ?? db).select().from(flightCheckouts).where(eq(flightCheckouts.checkoutId, checkoutId)).limit(1);
      return row;
    },

    /** Saves confirmed travellers, unless the checkout has already become an order. */
    async saveTravellers(checkoutId: string, travellers: unknown): Promise<boolean> {
      const updated = await db
        .update(flightCheckouts)
        .set({ travellers })
        .where(and(eq(flightCheckouts.checkoutId, checkoutId), isNull(flightCheckouts.orderId)))
        .returning({ checkoutId: flightCheckouts.checkoutId });
      return updated.length > 0;
    },

    /** The checkout becomes this order, once: false when another order took it first. */
    async spendCheckout({ tx }: Transaction, checkoutId: string, orderId: string, contact: unknown): Promise<boolean> {
      const updated = await tx
        .update(flightCheckouts)
        .set({ orderId, contact })
        .where(and(eq(flightCheckouts.checkoutId, checkoutId), isNull(flightCheckouts.orderId)))
        .returning({ checkoutId: flightCheckouts.checkoutId });
      return updated.length > 0;
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;

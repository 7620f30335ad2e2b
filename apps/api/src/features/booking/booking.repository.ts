import type { Database } from '@thwa/db/connection';
import { flightCheckouts, orderEvents, orders, payments, tickets } from '@thwa/db/schema';
import { and, desc, eq, inArray, isNull, lte, sql, type Transaction } from '@thwa/db/sql';

export type CheckoutRow = typeof flightCheckouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** Checkouts, orders, their events and idempotency keys. Writes that belong together take a Transaction. */
export function createBookingRepository(db: Database) {
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

    async orderIdTaken(orderId: string): Promise<boolean> {
      const [row] = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, orderId)).limit(1);
      return row !== undefined;
    },

    async insertOrder({ tx }: Transaction, row: NewOrder): Promise<void> {
      await tx.insert(orders).values(row);
    },

    async addEvent(
      { tx }: Transaction,
      event: { orderId: string; type: string; fromStatus?: string | null; toStatus?: string | null; data?: unknown },
    ): Promise<void> {
      await tx.insert(orderEvents).values(event);
    },

    async findOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
      return row;
    },

    /** The order, locked for the rest of the transaction: status changes on one order queue up. */
    async lockOrder({ tx }: Transaction, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update').limit(1);
      return row;
    },

    async updateOrder({ tx }: Transaction, orderId: string, patch: Partial<NewOrder>): Promise<void> {
      await tx
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.orderId, orderId));
    },

    async findByBookingAndEmail(orderId: string, email: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.contactEmail, email)))
        .limit(1);
      return row;
    },

    /** Orders still holding seats after their payment window: the sweep's work list. */
    async heldPastDeadline(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(and(eq(orders.status, 'held'), lte(orders.holdExpiresAt, now)))
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    async latestPayment(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
      return row;
    },

    async expirePendingPayments({ tx }: Transaction, orderId: string): Promise<void> {
      await tx
        .update(payments)
        .set({ status: 'expired' })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending'])));
    },

    async hasTicket(orderId: string): Promise<boolean> {
      const [row] = await db.select({ orderId: tickets.orderId }).from(tickets).where(eq(tickets.orderId, orderId)).limit(1);
      return row !== undefined;
    },

    async findTicket(orderId: string): Promise<{ text: string; pdf: Buffer | null } | undefined> {
      const [row] = await db.select({ text: tickets.text, pdf: tickets.pdf }).from(tickets).where(eq(tickets.orderId, orderId)).limit(1);
      return row;
    },

    async saveTicket(orderId: string, text: string, pdf: Buffer | null): Promise<void> {
      await db
        .insert(tickets)
        .values({ orderId, text, pdf })
        .onConflictDoUpdate({ target: tickets.orderId, set: { text, pdf: pdf ?? sql`${tickets.pdf}` } });
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

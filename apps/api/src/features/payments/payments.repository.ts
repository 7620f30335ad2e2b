import type { Database } from '@thwa/db/connection';
import { paymentCallbacks, payments, promotions } from '@thwa/db/schema';
import { and, desc, eq, sql, type Transaction } from '@thwa/db/sql';

export type PaymentRow = typeof payments.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;

/** Payments, the callbacks already taken (replay protection) and promotions. */
export function createPaymentsRepository(db: Database) {
  return {
    async findPromotion(code: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
      return row;
    },

    /** Counts one use of a promotion, only while it has uses left: concurrent payments cannot overrun the limit. */
    async redeemPromotion({ tx }: Transaction, code: string): Promise<boolean> {
      const updated = await tx
        .update(promotions)
        .set({ used: sql`${promotions.used} + 1` })
        .where(and(eq(promotions.code, code), sql`(${promotions.usageLimit} is null or ${promotions.used} < ${promotions.usageLimit})`))
        .returning({ code: promotions.code });
      return updated.length > 0;
    },

    /** Gives back one use: the order that took it changed its code (or dropped it). */
    async releasePromotion({ tx }: Transaction, code: string): Promise<void> {
      await tx
        .update(promotions)
        .set({ used: sql`${promotions.used} - 1` })
        .where(and(eq(promotions.code, code), sql`${promotions.used} > 0`));
    },

    async insertPayment({ tx }: Transaction, row: typeof payments.$inferInsert): Promise<void> {
      await tx.insert(payments).values(row);
    },

    async findPayment(paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
      return row;
    },

    async lockPayment({ tx }: Transaction, paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.paymentId, paymentId)).for('update').limit(1);
      return row;
    },

    async paidPayment(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async setPaymentStatus({ tx }: Transaction, paymentId: string, status: string, at: Date): Promise<void> {
      await tx
        .update(payments)
        .set({ status, ...(status === 'paid' ? { paidAt: at } : {}), ...(status === 'refunded' ? { refundedAt: at } : {}) })
        .where(eq(payments.paymentId, paymentId));
    },

    /** Records a callback's nonce; false when it was seen before (a replay). */
    async takeNonce({ tx }: Transaction, provider: string, nonce: string, paymentId: string, status: string): Promise<boolean> {
      const inserted = await tx.insert(paymentCallbacks).values({ provider, nonce, paymentId, status }).onConflictDoNothing().returning({ nonce: paymentCallbacks.nonce });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

import type { Database } from '@thwa/db/connection';
import { orders, paymentCallbacks, payments, promotions, refunds, type PaymentAttemptStatus } from '@thwa/db/schema';
import { and, asc, desc, eq, inArray, lte, sql, type Transaction } from '@thwa/db/sql';
import { promotionUsesRepository, type PromotionUseTaken } from '../orders/promotion-uses.repository.ts';
import { firstReconciliation } from './reconciliation-rules.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Statuses whose outcome at the provider we may still not know (decision 016). */
export const OPEN_PAYMENT_STATUSES = ['pending', 'expired'] as const;

/** Payments, the callbacks already taken (replay protection) and promotions. */
export function createPaymentsRepository(db: Database) {
  return {
    /** Pass the transaction when reading inside one, so the read needs no second pooled connection. */
    async findPromotion(code: string, transaction?: Transaction): Promise<PromotionRow | undefined> {
      const [row] = await (transaction?.tx ?? db).select().from(promotions).where(eq(promotions.code, code)).limit(1);
      return row;
    },

    /**
     * Takes one use of a promotion for an order, only while it has uses left in total and for the order's
     * customer: concurrent payments cannot overrun either limit (promotion-uses.repository.ts says how).
     */
    redeemPromotion: (transaction: Transaction, code: string, use: { customer: string; orderId: string }): Promise<PromotionUseTaken> => promotionUsesRepository.take(transaction, code, use),

    /** Gives back the use an order took: it changed its code (or dropped it). */
    releasePromotion: (transaction: Transaction, code: string, orderId: string): Promise<boolean> => promotionUsesRepository.release(transaction, code, orderId),

    /** How many other orders of this customer hold a use of the promotion. Pass the transaction when reading inside one. */
    promotionUsesOf: (code: string, customer: string, orderId: string, transaction?: Transaction): Promise<number> =>
      promotionUsesRepository.usesByCustomer(transaction?.tx ?? db, code, customer, orderId),

    /**
     * What the order's paid payments hold that no refund gave back (MMK): nothing for an order not paid
     * yet; the first payment of a waitlist an employee held again for a higher fare (issue 20), so its
     * customer pays only the difference. Pass the transaction when reading inside one.
     */
    async creditOf(orderId: string, transaction?: Transaction): Promise<number> {
      // Written out with its aliases: the refunds are each payment's own (an unqualified column inside
      // the subquery would name the refund's own payment_id, and sum every refund in the table).
      const result = await (transaction?.tx ?? db).execute<{ credit: number }>(sql`
        select coalesce(sum(p.amount - coalesce((select sum(r.amount) from refunds r where r.payment_id = p.payment_id), 0)), 0)::int as credit
        from payments p where p.order_id = ${orderId} and p.status = 'paid'
      `);
      return Number(result.rows[0]?.credit ?? 0);
    },

    /** A pending partner payment is due for reconciliation a few minutes after it starts, unless told otherwise. */
    /**
     * The commission percents (basis points by product type) of the agent `userId` books for: the
     * agent's own terms, or a sub-agent's agent's. Undefined for anyone else, or an agent without terms.
     */
    async agentCommissionsOf(userId: string): Promise<Record<string, number> | undefined> {
      const rows = await db.execute<{ commissions: Record<string, number> }>(sql`
        select t.commissions from users u
        join agent_terms t on t.agent_id = case when u.user_code = 'SGT' then u.main_agent_id else u.user_id end
        where u.user_id = ${userId} and u.user_code in ('AGT', 'SGT')
      `);
      return rows.rows[0]?.commissions;
    },

    async insertPayment({ tx }: Transaction, row: typeof payments.$inferInsert): Promise<void> {
      const reconcileAfter = row.reconcileAfter !== undefined ? row.reconcileAfter : row.status === 'pending' ? firstReconciliation(row.createdAt ?? new Date()) : null;
      await tx.insert(payments).values({ ...row, reconcileAfter });
    },

    /**
     * The partner wallet's referral code on the order (decision 041): the first one recorded stays, so a
     * later payment attempt from another session never moves an order's referral.
     */
    async recordReferral({ tx }: Transaction, orderId: string, referralCode: string): Promise<void> {
      await tx.update(orders).set({ referralCode }).where(and(eq(orders.orderId, orderId), sql`${orders.referralCode} is null`));
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

    /**
     * A known outcome (paid, failed, refunded) ends the payment's reconciliation. A failure keeps the
     * provider's reason in `details.failureReason`, beside what the payment already recorded there.
     */
    async setPaymentStatus({ tx }: Transaction, paymentId: string, status: PaymentAttemptStatus, at: Date, failureReason?: string): Promise<void> {
      const known = status === 'paid' || status === 'failed' || status === 'refunded';
      await tx
        .update(payments)
        .set({
          status,
          ...(status === 'paid' ? { paidAt: at } : {}),
          ...(status === 'refunded' ? { refundedAt: at } : {}),
          ...(known ? { reconcileAfter: null } : {}),
          ...(failureReason ? { details: sql`coalesce(${payments.details}, '{}'::jsonb) || jsonb_build_object('failureReason', ${failureReason}::text)` } : {}),
        })
        .where(eq(payments.paymentId, paymentId));
    },

    /** Payments whose reconciliation is due at `now`, the longest waiting first (partial index payments_reconcile_after). */
    async dueForReconciliation(now: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(sql`${payments.reconcileAfter} is not null`, lte(payments.reconcileAfter, now)))
        .orderBy(asc(payments.reconcileAfter))
        .limit(limit);
    },

    /**
     * Moves a payment's next reconciliation to `at` (null: never again), only while its outcome is
     * still open: a callback that settled it meanwhile has already ended its reconciliation.
     */
    async rescheduleReconciliation(paymentId: string, at: Date | null): Promise<void> {
      await db
        .update(payments)
        .set({ reconcileAfter: at })
        .where(and(eq(payments.paymentId, paymentId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
    },

    /** Ends the reconciliation of a payment whatever its status (one whose outcome is already known). */
    async endReconciliation(paymentId: string): Promise<void> {
      await db.update(payments).set({ reconcileAfter: null }).where(eq(payments.paymentId, paymentId));
    },

    async findRefund(refundId: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
      return row;
    },

    /** The refund locked, after its order and payment (decision 010's lock order). */
    async lockRefund({ tx }: Transaction, refundId: number): Promise<RefundRow | undefined> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update').limit(1);
      return row;
    },

    async refundDone({ tx }: Transaction, refundId: number, at: Date): Promise<void> {
      await tx.update(refunds).set({ status: 'refunded', refundedAt: at }).where(eq(refunds.id, refundId));
    },

    /** What has been paid back of a payment so far (MMK). */
    async refundedTotal({ tx }: Transaction, paymentId: string): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'refunded')));
      return row?.total ?? 0;
    },

    /** The refunds of an order still to be paid out, oldest first. */
    async queuedRefunds(orderId: string): Promise<number[]> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'queued')))
        .orderBy(asc(refunds.id));
      return rows.map((row) => row.id);
    },

    /** Records a callback's nonce; false when it was seen before (a replay). */
    async takeNonce({ tx }: Transaction, provider: string, nonce: string, paymentId: string, status: string): Promise<boolean> {
      const inserted = await tx.insert(paymentCallbacks).values({ provider, nonce, paymentId, status }).onConflictDoNothing().returning({ nonce: paymentCallbacks.nonce });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

import type { Database } from '@thwa/db/connection';
import { sandboxPaymentRefunds, sandboxPaymentSessions } from '@thwa/db/schema';
import { withTransaction } from '@thwa/db/transaction';
import { and, asc, eq, gt, isNull, lte, sql } from '@thwa/db/sql';
import type { PartnerProviderKind } from './payment-provider.ts';

/** pending → paid | failed; paid → refunded once its refunds add up to the amount (schema.ts). */
export type SandboxSessionStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/** A payment as the sandbox provider keeps it on its side. */
export interface SandboxSession {
  ref: string;
  provider: PartnerProviderKind;
  merchantRef: string;
  amount: number;
  currency: 'MMK';
  status: SandboxSessionStatus;
  paymentCode: string | null;
  returnUrl: string;
  expiresAt: Date;
  completedAt: Date | null;
  /** When the next delivery of the settled result's callback is due; null when delivered, given up or not settled. */
  callbackDueAt: Date | null;
  callbackAttempts: number;
  callbackDeliveredAt: Date | null;
  createdAt: Date;
}

export type NewSandboxSession = Pick<SandboxSession, 'ref' | 'provider' | 'merchantRef' | 'amount' | 'currency' | 'returnUrl' | 'expiresAt'> & {
  paymentCode?: string;
};

type Row = typeof sandboxPaymentSessions.$inferSelect;

function toSession(row: Row): SandboxSession {
  // The columns are plain varchars; only this sandbox writes them, always with these values.
  return {
    ...row,
    provider: row.provider as PartnerProviderKind,
    currency: row.currency as 'MMK',
    status: row.status as SandboxSessionStatus,
  };
}

export function createSandboxSessionsRepository(db: Database) {
  return {
    /**
     * Stores a new pending session. Answers false, storing nothing, when its payment code is already
     * taken, so the caller can draw another code; any other conflict (a duplicate ref) is a real error.
     */
    async create(session: NewSandboxSession): Promise<boolean> {
      const inserted = await db
        .insert(sandboxPaymentSessions)
        .values({ ...session, paymentCode: session.paymentCode ?? null, status: 'pending' })
        .onConflictDoNothing({ target: sandboxPaymentSessions.paymentCode })
        .returning({ ref: sandboxPaymentSessions.ref });
      return inserted.length === 1;
    },

    async findByRef(ref: string): Promise<SandboxSession | undefined> {
      const [row] = await db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.ref, ref)).limit(1);
      return row && toSession(row);
    },

    async findByPaymentCode(paymentCode: string): Promise<SandboxSession | undefined> {
      const [row] = await db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.paymentCode, paymentCode)).limit(1);
      return row && toSession(row);
    },

    /**
     * Settles a pending, unexpired session. The condition sits in the UPDATE itself, so of two
     * submissions racing (a double click, two tabs) exactly one changes the row: only that one answers
     * true and goes on to send the callback. The callback's first delivery is recorded as due in the
     * same UPDATE, leased to the caller until `leaseUntil`: should the caller die before it delivers,
     * the redelivery sweep (sandbox-callbacks.ts) finds the callback due once the lease ends.
     */
    async complete(ref: string, status: 'paid' | 'failed', now: Date, leaseUntil: Date = now): Promise<boolean> {
      const updated = await db
        .update(sandboxPaymentSessions)
        .set({ status, completedAt: now, callbackDueAt: leaseUntil, callbackAttempts: 1 })
        .where(and(eq(sandboxPaymentSessions.ref, ref), eq(sandboxPaymentSessions.status, 'pending'), gt(sandboxPaymentSessions.expiresAt, now)))
        .returning({ ref: sandboxPaymentSessions.ref });
      return updated.length === 1;
    },

    /**
     * Takes the next delivery attempt of a session's callback, when one is due at `now`: counts it and
     * leases it until `leaseUntil`, in one conditional UPDATE, so of two workers racing only one
     * delivers. Answers the session as it is after the claim, or undefined when nothing was due.
     */
    async claimCallback(ref: string, now: Date, leaseUntil: Date): Promise<SandboxSession | undefined> {
      const [row] = await db
        .update(sandboxPaymentSessions)
        .set({ callbackAttempts: sql`${sandboxPaymentSessions.callbackAttempts} + 1`, callbackDueAt: leaseUntil })
        .where(and(eq(sandboxPaymentSessions.ref, ref), lte(sandboxPaymentSessions.callbackDueAt, now)))
        .returning();
      return row && toSession(row);
    },

    /** The merchant took the callback: nothing more to deliver. */
    async callbackDelivered(ref: string, at: Date): Promise<void> {
      await db.update(sandboxPaymentSessions).set({ callbackDueAt: null, callbackDeliveredAt: at }).where(eq(sandboxPaymentSessions.ref, ref));
    },

    /** The attempt failed: the next one is due at `nextAt` (null: given up), unless another attempt delivered it meanwhile. */
    async callbackFailed(ref: string, nextAt: Date | null): Promise<void> {
      await db
        .update(sandboxPaymentSessions)
        .set({ callbackDueAt: nextAt })
        .where(and(eq(sandboxPaymentSessions.ref, ref), isNull(sandboxPaymentSessions.callbackDeliveredAt)));
    },

    /** Sessions whose callback delivery is due at `now`, the longest waiting first. */
    async dueCallbacks(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ ref: sandboxPaymentSessions.ref })
        .from(sandboxPaymentSessions)
        .where(and(sql`${sandboxPaymentSessions.callbackDueAt} is not null`, lte(sandboxPaymentSessions.callbackDueAt, now)))
        .orderBy(asc(sandboxPaymentSessions.callbackDueAt))
        .limit(limit);
      return rows.map((row) => row.ref);
    },

    /**
     * Takes one refund of a paid session under its row lock: the same `refundKey` again answers the
     * first refund's reference; a refund beyond what is left of the amount, or of a session never paid,
     * is refused. The session becomes 'refunded' when its refunds add up to its amount.
     */
    async refund(ref: string, refundKey: string, amount: number, newRefundRef: string): Promise<{ refundRef: string } | { refused: 'not_refundable' | 'exceeds' }> {
      return withTransaction(db, async ({ tx }) => {
        const [session] = await tx.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.ref, ref)).for('update').limit(1);
        if (!session) return { refused: 'not_refundable' as const };
        const [earlier] = await tx
          .select({ refundRef: sandboxPaymentRefunds.refundRef })
          .from(sandboxPaymentRefunds)
          .where(and(eq(sandboxPaymentRefunds.ref, ref), eq(sandboxPaymentRefunds.refundKey, refundKey)));
        if (earlier) return { refundRef: earlier.refundRef };
        if (session.status !== 'paid') return { refused: 'not_refundable' as const };
        const [given] = await tx
          .select({ total: sql<number>`coalesce(sum(${sandboxPaymentRefunds.amount}), 0)::int` })
          .from(sandboxPaymentRefunds)
          .where(eq(sandboxPaymentRefunds.ref, ref));
        const total = (given?.total ?? 0) + amount;
        if (total > session.amount) return { refused: 'exceeds' as const };
        await tx.insert(sandboxPaymentRefunds).values({ ref, refundKey, refundRef: newRefundRef, amount });
        if (total === session.amount) await tx.update(sandboxPaymentSessions).set({ status: 'refunded' }).where(eq(sandboxPaymentSessions.ref, ref));
        return { refundRef: newRefundRef };
      });
    },
  };
}

export type SandboxSessionsRepository = ReturnType<typeof createSandboxSessionsRepository>;

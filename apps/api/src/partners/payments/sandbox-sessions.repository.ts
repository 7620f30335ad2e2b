import type { Database } from '@thwa/db/connection';
import { sandboxPaymentSessions } from '@thwa/db/schema';
import { and, eq, gt } from '@thwa/db/sql';
import type { PartnerProviderKind } from './payment-provider.ts';

/** pending → paid | failed; paid → refunded (schema.ts). */
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
     * true and goes on to send the callback.
     */
    async complete(ref: string, status: 'paid' | 'failed', now: Date): Promise<boolean> {
      const updated = await db
        .update(sandboxPaymentSessions)
        .set({ status, completedAt: now })
        .where(and(eq(sandboxPaymentSessions.ref, ref), eq(sandboxPaymentSessions.status, 'pending'), gt(sandboxPaymentSessions.expiresAt, now)))
        .returning({ ref: sandboxPaymentSessions.ref });
      return updated.length === 1;
    },

    /** paid → refunded, once; answers whether this call did it. */
    async markRefunded(ref: string): Promise<boolean> {
      const updated = await db
        .update(sandboxPaymentSessions)
        .set({ status: 'refunded' })
        .where(and(eq(sandboxPaymentSessions.ref, ref), eq(sandboxPaymentSessions.status, 'paid')))
        .returning({ ref: sandboxPaymentSessions.ref });
      return updated.length === 1;
    },
  };
}

export type SandboxSessionsRepository = ReturnType<typeof createSandboxSessionsRepository>;

import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { oneTimeCodes } from '@thwa/db/schema';
import { and, desc, eq, isNull } from '@thwa/db/sql';
import { otpState } from '@thwa/domain/accounts/one-time-codes';

export type OtpOutcome = { outcome: 'ok'; userId: string | null } | { outcome: 'wrong' | 'exhausted' | 'expired' | 'none' };

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export function createOneTimeCodesRepository(db: Database) {
  return {
    /** Stores a new code; the older unused codes for the same purpose and target stop counting (deleted). */
    async replace(code: { userId: string | null; purpose: string; target: string; codeHash: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(oneTimeCodes)
          .where(and(eq(oneTimeCodes.purpose, code.purpose), eq(oneTimeCodes.target, code.target), isNull(oneTimeCodes.consumedAt)));
        await tx.insert(oneTimeCodes).values(code);
      });
    },

    /**
     * Tries a code against the newest unused one for this purpose and target, under a row lock so two
     * tries at once both count. A wrong code counts a try; once 5 tries are spent even the right code is
     * refused. `consume` uses the code up (the step it proves is done); otherwise it stays for that step.
     */
    async attempt(purpose: string, target: string, codeHash: string, now: Date, consume: boolean): Promise<OtpOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)))
          .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
          .limit(1)
          .for('update');
        if (!row) return { outcome: 'none' as const };
        const state = otpState(row, now);
        if (state === 'exhausted') return { outcome: 'exhausted' as const };
        if (state !== 'usable') return { outcome: 'expired' as const };
        if (!sameHash(row.codeHash, codeHash)) {
          await tx.update(oneTimeCodes).set({ attempts: row.attempts + 1 }).where(eq(oneTimeCodes.id, row.id));
          return { outcome: 'wrong' as const };
        }
        if (consume) await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
        return { outcome: 'ok' as const, userId: row.userId };
      });
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;

import { createHash } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { partnerWalletTokens } from '@thwa/db/schema';
import { and, eq, gt, isNull } from '@thwa/db/sql';

/** The sandbox wallet app's own state of its one-time auth tokens (the partner's side, not ours). */
export interface WalletCustomer {
  partnerUserId: string;
  customerName: string;
  phoneNumber: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createWalletAppTokensRepository(db: Database) {
  return {
    async issue(token: string, customer: WalletCustomer, expiresAt: Date): Promise<void> {
      await db.insert(partnerWalletTokens).values({ tokenHash: hashOf(token), ...customer, expiresAt });
    },

    /**
     * Uses the token once: the one UPDATE that finds it unused and unexpired answers its customer; a
     * second exchange (a replay), an expired or an unknown token answers nothing. Two exchanges racing
     * cannot both win: the row's lock makes the second see `used_at` set.
     */
    async use(token: string, now: Date): Promise<WalletCustomer | undefined> {
      const [row] = await db
        .update(partnerWalletTokens)
        .set({ usedAt: now })
        .where(and(eq(partnerWalletTokens.tokenHash, hashOf(token)), isNull(partnerWalletTokens.usedAt), gt(partnerWalletTokens.expiresAt, now)))
        .returning({ partnerUserId: partnerWalletTokens.partnerUserId, customerName: partnerWalletTokens.customerName, phoneNumber: partnerWalletTokens.phoneNumber });
      return row;
    },
  };
}

export type WalletAppTokensRepository = ReturnType<typeof createWalletAppTokensRepository>;

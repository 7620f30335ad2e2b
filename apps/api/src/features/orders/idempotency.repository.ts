import type { Database } from '@thwa/db/connection';
import { idempotencyKeys } from '@thwa/db/schema';
import { and, eq, type Transaction } from '@thwa/db/sql';

export interface StoredAnswer {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/** Idempotency-Key rows (design §6). `claim` and `store` run inside the transaction that does the keyed work. */
export const idempotencyRepository = {
  /** What is stored under a key, read outside any transaction (before work that must not hold a connection). */
  async find(db: Database, scope: string, key: string): Promise<StoredAnswer | undefined> {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  },

  /**
   * Claims a key. A concurrent request with the same key waits on the primary key until this
   * transaction ends, then finds its answer (or, if it rolled back, claims the key itself).
   * @returns undefined when claimed, else what is stored under the key.
   */
  async claim({ tx }: Transaction, scope: string, key: string, requestHash: string): Promise<StoredAnswer | undefined> {
    const claimed = await tx.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return undefined;
    const [row] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  },

  async store({ tx }: Transaction, scope: string, key: string, status: number, body: unknown): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  },
};

import { createHash } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { miniAppSessions } from '@thwa/db/schema';
import { and, eq, gt } from '@thwa/db/sql';

export type MiniAppSessionRow = typeof miniAppSessions.$inferSelect;

/** The browser holds the random id; only its sha256 is stored, so a copy of the table opens nothing. */
export const sessionIdHash = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export function createMiniAppRepository(db: Database) {
  return {
    async open(sessionId: string, row: Omit<MiniAppSessionRow, 'idHash' | 'createdAt'>): Promise<void> {
      await db.insert(miniAppSessions).values({ idHash: sessionIdHash(sessionId), ...row });
    },

    /** A session that is still open. */
    async find(sessionId: string, now: Date): Promise<MiniAppSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(miniAppSessions)
        .where(and(eq(miniAppSessions.idHash, sessionIdHash(sessionId)), gt(miniAppSessions.expiresAt, now)))
        .limit(1);
      return row;
    },
  };
}

export type MiniAppRepository = ReturnType<typeof createMiniAppRepository>;

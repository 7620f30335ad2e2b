import type { Database } from '@thwa/db/connection';
import { consoleSessions } from '@thwa/db/schema';
import { and, eq, isNull } from '@thwa/db/sql';

export type ConsoleSessionRow = typeof consoleSessions.$inferSelect;

/** The console's sessions by the SHA-256 of their token (the token itself is never stored). */
export function createConsoleSessionsRepository(db: Database) {
  return {
    async insert(row: { tokenHash: string; userId: string; address: string | null; at: Date }): Promise<void> {
      await db.insert(consoleSessions).values({ tokenHash: row.tokenHash, userId: row.userId, address: row.address, createdAt: row.at, lastSeenAt: row.at });
    },

    async find(tokenHash: string): Promise<ConsoleSessionRow | undefined> {
      const [row] = await db.select().from(consoleSessions).where(eq(consoleSessions.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** A call within the idle limit keeps the session open for another 30 minutes from now. */
    async touch(tokenHash: string, at: Date): Promise<void> {
      await db.update(consoleSessions).set({ lastSeenAt: at }).where(and(eq(consoleSessions.tokenHash, tokenHash), isNull(consoleSessions.endedAt)));
    },

    async end(tokenHash: string, at: Date): Promise<void> {
      await db.update(consoleSessions).set({ endedAt: at }).where(and(eq(consoleSessions.tokenHash, tokenHash), isNull(consoleSessions.endedAt)));
    },
  };
}

export type ConsoleSessionsRepository = ReturnType<typeof createConsoleSessionsRepository>;

import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';

/** The tables housekeeping trims, each with the column that says when a row may go. */
export type HousekeepingTable = 'flight_checkouts' | 'hotel_checkouts' | 'flight_search_sessions' | 'idempotency_keys' | 'mini_app_sessions' | 'partner_wallet_tokens';

const DUE_COLUMN: Record<HousekeepingTable, string> = {
  flight_checkouts: 'expires_at',
  hotel_checkouts: 'expires_at',
  flight_search_sessions: 'expires_at',
  idempotency_keys: 'created_at',
  mini_app_sessions: 'expires_at',
  partner_wallet_tokens: 'expires_at',
};

/** Batched deletes of rows past their time; every statement is short and locks only the rows it removes. */
export function createHousekeepingRepository(db: Database) {
  return {
    /**
     * Deletes at most `limit` rows of `table` whose due column is before `before`: the rows are picked
     * through the column's index and locked with SKIP LOCKED, so a row a request is using right now is
     * left for the next batch and nobody waits on housekeeping. Answers how many rows went.
     */
    async deleteBatch(table: HousekeepingTable, before: Date, limit: number): Promise<number> {
      // Names come from the fixed map above, never from input.
      const name = sql.identifier(table);
      const column = sql.identifier(DUE_COLUMN[table]);
      const result = await db.execute(
        sql`delete from ${name} where ctid = any(array(select ctid from ${name} where ${column} < ${before.toISOString()}::timestamptz order by ${column} limit ${limit} for update skip locked))`,
      );
      return result.rowCount ?? 0;
    },
  };
}

export type HousekeepingRepository = ReturnType<typeof createHousekeepingRepository>;

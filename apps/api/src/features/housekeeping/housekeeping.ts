import type { HousekeepingRepository, HousekeepingTable } from './housekeeping.repository.ts';

const HOUR = 3_600_000;

/**
 * How long rows outlive their use (issue 10 item 6). Search sessions and checkouts stay a day past
 * their 20 minutes, for support questions (as the flights service keeps sessions); an idempotency key
 * stays two days, longer than any payment window it guards (pay at shop: 24 hours), so a retry never
 * outlives its key.
 */
export const KEEP_MS: Record<HousekeepingTable, number> = {
  flight_search_sessions: 24 * HOUR,
  flight_checkouts: 24 * HOUR,
  hotel_checkouts: 24 * HOUR,
  /** After the key's creation; the others after their expiry. */
  idempotency_keys: 48 * HOUR,
  /** A partner-wallet mini-app session (decision 041): its customer's name and phone go a day after it ends. */
  mini_app_sessions: 24 * HOUR,
  /** The sandbox wallet app's one-time tokens: used or not, worthless once expired. */
  partner_wallet_tokens: 24 * HOUR,
};

/** Rows per DELETE statement: each is a short statement holding few row locks. */
export const HOUSEKEEPING_BATCH = 500;
/** Statements per table per run; what is left waits for the next run (every 10 minutes). */
export const HOUSEKEEPING_MAX_BATCHES = 40;

export interface HousekeepingOptions {
  repository: HousekeepingRepository;
  now: () => Date;
  batchSize?: number;
  maxBatches?: number;
}

/**
 * The `housekeeping` job: deletes expired flight and hotel checkouts, search sessions, mini-app sessions and
 * the sandbox wallet's tokens, and old idempotency keys, in bounded batches, never one statement over a whole table.
 * @returns rows deleted per table in this run.
 */
export function createHousekeeping({ repository, now, batchSize = HOUSEKEEPING_BATCH, maxBatches = HOUSEKEEPING_MAX_BATCHES }: HousekeepingOptions) {
  return {
    async run(): Promise<Record<HousekeepingTable, number>> {
      const at = now().getTime();
      const tables = Object.keys(KEEP_MS) as HousekeepingTable[];
      const deleted = Object.fromEntries(tables.map((table) => [table, 0])) as Record<HousekeepingTable, number>;
      for (const table of tables) {
        const before = new Date(at - KEEP_MS[table]);
        for (let batch = 0; batch < maxBatches; batch++) {
          const count = await repository.deleteBatch(table, before, batchSize);
          deleted[table] += count;
          if (count < batchSize) break;
        }
      }
      return deleted;
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

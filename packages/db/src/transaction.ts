import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './connection.ts';
import * as schema from './schema.ts';

/** A transaction's two faces: drizzle for our queries, raw `executeSql` for libraries that enqueue in it (pg-boss). */
export interface Transaction {
  tx: Database;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Limits every request transaction sets for itself (SET LOCAL: they end with it, and work behind a
 * transaction pooler, which refuses such settings as connection parameters).
 * - statement_timeout 10 s: our transactions run a handful of indexed statements, milliseconds each;
 *   one still running (or waiting for a row lock) after 10 s is a fault or a pile-up, and answering
 *   503 frees its connection for everyone else instead of holding it.
 * - idle_in_transaction_session_timeout 30 s: a transaction whose code awaits something other than
 *   its own queries (the mistake `assertOutsidePoolTransaction` catches in tests) is ended by the
 *   server, so its connection and locks come back rather than never.
 */
const TRANSACTION_LIMITS = "set local statement_timeout = '10s'; set local idle_in_transaction_session_timeout = '30s'";

/** Set while a `withTransaction` callback (and everything it awaits) runs. */
const insideTransaction = new AsyncLocalStorage<true>();

/**
 * Thrown when code inside a transaction asks the pool for another connection (a query on `db` instead
 * of the transaction's `tx`, or a nested transaction). With the pool full of such transactions, each
 * would wait for a second connection that never comes free: the pool deadlocks. connect() turns this
 * check on under NODE_ENV=test, so the mistake fails its test loudly.
 */
export class PoolUsedInsideTransactionError extends Error {
  constructor(what: string) {
    super(`${what} on the pool from inside a transaction: use the transaction's connection (transaction.tx), or read before the transaction begins`);
    this.name = 'PoolUsedInsideTransactionError';
  }
}

/** Throws when called from inside a `withTransaction` callback. */
export function assertOutsidePoolTransaction(what: string): void {
  if (insideTransaction.getStore()) throw new PoolUsedInsideTransactionError(what);
}

/**
 * Runs `work` in one transaction on one pooled connection, committing when it resolves and rolling
 * back when it throws. Jobs sent through `executeSql` commit or vanish with the rest (the outbox).
 * `work` must use only this transaction's connection: never `db`, never another transaction.
 *
 * The lock order every transaction follows when it takes more than one (decision 010, amendment),
 * so that no two wait for each other in a circle:
 *   idempotency key → hold-limit advisory locks (by lock id) → checkout → order → seats and partner
 *   bookings (legs in departure order) → payments → refunds → promotions → wallet accounts (by account id).
 */
export async function withTransaction<T>(db: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${TRANSACTION_LIMITS}`);
    const tx = drizzle(client, { schema }) as unknown as Database;
    const result = await insideTransaction.run(true, () => work({ tx, executeSql: (text, values) => client.query(text, values) }));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      // A connection that cannot even roll back is not given to the next request.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { assertOutsidePoolTransaction } from './transaction.ts';

/** Drizzle on a node-postgres pool; `$client` is the pool, for prepared statements (sql.ts). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * What stands between the pool and PostgreSQL (decision 017). `session` (the default): a direct
 * connection or a session-pooling pooler, where a pooled connection is one server session and named
 * prepared statements stay prepared on it. `transaction`: a transaction-pooling pooler (PgBouncer
 * `pool_mode = transaction`), where consecutive transactions of one connection may run on different
 * server sessions, so no statement is prepared by name.
 */
export type DatabasePooler = 'session' | 'transaction';

export interface ConnectOptions {
  /** Pool size per process; PostgreSQL's own limit is shared by every node, so keep it modest. */
  max?: number;
  onPoolError?: (error: Error) => void;
  /** Config DATABASE_POOLER; default `session`. */
  pooler?: DatabasePooler;
  /** Throw on pool use inside a transaction (see `guardAgainstUseInsideTransactions`); default: under NODE_ENV=test. */
  guardTransactions?: boolean;
}

/** Pools whose server sessions may change between transactions: sql.ts prepares nothing by name on them. */
const transactionPooled = new WeakSet<pg.Pool>();

/** True when statements on `pool` must not be prepared by name (a transaction pooler, declared or detected). */
export function isTransactionPooled(pool: pg.Pool): boolean {
  return transactionPooled.has(pool);
}

/** Marks `pool` as behind a transaction pooler (sql.ts does so on the first sign of one). */
export function markTransactionPooled(pool: pg.Pool): void {
  transactionPooled.add(pool);
}

/**
 * The pool's sizes and waits, chosen (issue 10):
 * - 10 connections per process. PostgreSQL allows 100 by default (3 kept for superusers); each node
 *   also runs pg-boss's own pool of 3 (jobs/job-queue.ts), so four nodes use 52 and leave room for
 *   migrations, psql and a deploy's overlap. A request transaction never needs a second connection
 *   (transaction.ts), so 10 serve any number of queued requests; more would only queue in PostgreSQL.
 * - 5 s to wait for a free connection. Transactions hold one for milliseconds; when none comes free
 *   within 5 s the database is overloaded, and the request answers 503 SERVICE_UNAVAILABLE (a
 *   retryable "busy", plugins/errors.ts) instead of queueing without end.
 * - Statement and idle-in-transaction limits are set per transaction (transaction.ts), not on the
 *   connection: migrations and the calendar generation run long single statements on this pool, and a
 *   transaction pooler refuses such connection parameters.
 */
export const POOL_DEFAULTS = { max: 10, connectionTimeoutMillis: 5_000 } as const;

/**
 * In tests, a query or connect on the pool from inside a `withTransaction` callback throws
 * (transaction.ts): the mistake that lets concurrent transactions deadlock the pool.
 */
function guardAgainstUseInsideTransactions(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connectClient = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    assertOutsidePoolTransaction('a query');
    return query(...args);
  }) as typeof pool.query;
  pool.connect = ((...args: unknown[]) => {
    assertOutsidePoolTransaction('a second connection');
    return connectClient(...args);
  }) as typeof pool.connect;
}

/** Opens a pool to `url`. Idle-client errors (a restarted server, a dropped socket) must not crash the process. */
export function connect(url: string, options: ConnectOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? POOL_DEFAULTS.max, connectionTimeoutMillis: POOL_DEFAULTS.connectionTimeoutMillis });
  pool.on('error', options.onPoolError ?? ((error) => console.error('idle database client error:', error.message)));
  if (options.pooler === 'transaction') markTransactionPooled(pool);
  if (options.guardTransactions ?? process.env.NODE_ENV === 'test') guardAgainstUseInsideTransactions(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * The query operators repositories use. They come through this package so that the whole project
 * shares the one drizzle-orm this package pins, and only repositories ever import them.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isTransactionPooled, markTransactionPooled, type Database } from './connection.ts';

export { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

const dialect = new PgDialect();

/** PostgreSQL's answers when a named statement meets a server session other than the one it was prepared on. */
const MOVED_SESSION_CODES = new Set(['26000', '42P05']); // prepared statement does not exist / already exists

let warnedOfPooler = false;

/**
 * Runs a query as a named prepared statement: on each pooled connection PostgreSQL plans it a few
 * times, then keeps a generic plan. Worth it for a hot query whose planning costs as much as running
 * it (the inventory query: about 15 ms to plan, 6 ms to run). A name must always go with the same SQL
 * text, so arrays are passed whole (`sql.param(list)` with `= any(...)`), never expanded into lists.
 *
 * node-postgres remembers per connection which names it has prepared, which holds only while a pooled
 * connection is one server session. Behind a transaction pooler (DATABASE_POOLER=transaction, decision
 * 017) the query runs unnamed, planned each time. An undeclared pooler shows itself by PostgreSQL
 * answering that the statement does not exist, or already does, on the session the call landed on:
 * nothing has run then, so the query is sent again unnamed, the pool prepares nothing by name from then
 * on, and a warning says to declare the pooler.
 */
export async function executePrepared<Row extends Record<string, unknown>>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const pool = db.$client;
  if (isTransactionPooled(pool)) return (await pool.query<Row>({ text, values: params })).rows;
  try {
    return (await pool.query<Row>({ name, text, values: params })).rows;
  } catch (error) {
    if (!MOVED_SESSION_CODES.has((error as { code?: string }).code ?? '')) throw error;
    markTransactionPooled(pool);
    if (!warnedOfPooler) {
      warnedOfPooler = true;
      process.emitWarning(
        `prepared statement "${name}" was not found on the server session, as behind a transaction pooler: statements run unnamed from now on; set DATABASE_POOLER=transaction (decision 017)`,
        { code: 'THWA_TRANSACTION_POOLER' },
      );
    }
    return (await pool.query<Row>({ text, values: params })).rows;
  }
}

export { withTransaction, type Transaction } from './transaction.ts';

/**
 * The query operators repositories use. They come through this package so that the whole project
 * shares the one drizzle-orm this package pins, and only repositories ever import them.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './connection.ts';

export { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement: on each pooled connection PostgreSQL plans it a few
 * times, then keeps a generic plan. Worth it for a hot query whose planning costs as much as running
 * it. A name must always go with the same SQL text, so arrays are passed whole (`sql.param(list)`
 * with `= any(...)`), never expanded into lists.
 */
export async function executePrepared<Row extends Record<string, unknown>>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query<Row>({ name, text, values: params });
  return result.rows;
}

export { withTransaction, type Transaction } from './transaction.ts';

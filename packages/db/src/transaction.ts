import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './connection.ts';
import * as schema from './schema.ts';

/** A transaction's two faces: drizzle for our queries, raw `executeSql` for libraries that enqueue in it (pg-boss). */
export interface Transaction {
  tx: Database;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `work` in one transaction on one pooled connection, committing when it resolves and rolling
 * back when it throws. Jobs sent through `executeSql` commit or vanish with the rest (the outbox).
 */
export async function withTransaction<T>(db: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    const tx = drizzle(client, { schema }) as unknown as Database;
    const result = await work({ tx, executeSql: (text, values) => client.query(text, values) });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

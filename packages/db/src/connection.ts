import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** Drizzle on a node-postgres pool; `$client` is the pool, for prepared statements (sql.ts). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Pool size per process; PostgreSQL's own limit is shared by every node, so keep it modest. */
  max?: number;
  onPoolError?: (error: Error) => void;
}

/** Opens a pool to `url`. Idle-client errors (a restarted server, a dropped socket) must not crash the process. */
export function connect(url: string, options: ConnectOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', options.onPoolError ?? ((error) => console.error('idle database client error:', error.message)));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every migration in packages/db/migrations that this database has not seen yet. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}

import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { startEmbeddedPostgres } from '@thwa/db/embedded';
import { migrateDatabase } from '@thwa/db/migrate';
import { seedDatabase } from '@thwa/db/seed';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface ReadyDatabase extends DatabaseConnection {
  /** Closes the pool and, when we started it, the embedded server. */
  shutdown(): Promise<void>;
  embedded: boolean;
}

/**
 * The database the product runs on: DATABASE_URL when given, otherwise the embedded PostgreSQL with
 * its data under DATA_DIR. Either way it is migrated and seeded before the first request.
 */
export async function prepareDatabase(config: Config, log: FastifyBaseLogger): Promise<ReadyDatabase> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? embedded!.url;
  const connection = connect(url, { onPoolError: (error) => log.error({ err: error.message }, 'idle database client error') });
  await migrateDatabase(connection.db);
  await seedDatabase(connection.db);
  return {
    ...connection,
    embedded: Boolean(embedded),
    async shutdown() {
      await connection.close();
      await embedded?.stop();
    },
  };
}

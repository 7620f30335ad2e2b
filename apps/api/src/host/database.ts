import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { startEmbeddedPostgres } from '@thwa/db/embedded';
import { migrateDatabase } from '@thwa/db/migrate';
import { putDaysOnSale, seedDatabase } from '@thwa/db/seed';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { demoAccountsWanted, ensureDemoAccounts, type DemoAccount } from '../features/accounts/demo-accounts.ts';
import { createEmployeeGroupsRepository } from '../features/operations/employee-groups.repository.ts';
import { createUsersRepository } from '../features/accounts/users.repository.ts';

export interface ReadyDatabase extends DatabaseConnection {
  /** Closes the pool and, when we started it, the embedded server. */
  shutdown(): Promise<void>;
  embedded: boolean;
  /** The local demo's accounts that exist (none in production), for the start notice. */
  demoAccounts: DemoAccount[];
}

/**
 * A server runs for weeks: the days on sale (flights, coaches) are topped up every hour, so the day that
 * comes into reach at Yangon midnight is on sale within the hour. When nothing is missing it inserts nothing.
 */
const SALES_CALENDAR_EVERY_MS = 60 * 60_000;

/**
 * The database the product runs on: DATABASE_URL when given, otherwise the embedded PostgreSQL with
 * its data under DATA_DIR. Either way it is migrated and seeded before the first request, and the
 * local demo (never NODE_ENV=production) gets its demo accounts.
 */
export async function prepareDatabase(config: Config, log: FastifyBaseLogger): Promise<ReadyDatabase> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? embedded!.url;
  const connection = connect(url, {
    pooler: config.DATABASE_POOLER,
    onPoolError: (error) => log.error({ err: error.message }, 'idle database client error'),
  });
  const started = performance.now();
  await migrateDatabase(connection.db);
  const migrated = performance.now();
  await seedDatabase(connection.db);
  log.info({ migrateMs: Math.round(migrated - started), seedMs: Math.round(performance.now() - migrated) }, 'database migrated and seeded');
  const demo = demoAccountsWanted(config) ? await ensureDemoAccounts(createUsersRepository(connection.db), config) : { created: [], present: [] };
  if (demo.created.length > 0) log.info({ accounts: demo.created.map((account) => account.email) }, 'demo accounts created');
  // The demo's employee runs the whole console (every group), unless someone gave them other groups since.
  const employees = createEmployeeGroupsRepository(connection.db);
  for (const account of demo.present) if (account.userCode === 'EMP') await employees.grantIfNone(account.userId, ['admin']);

  const calendar = setInterval(() => {
    putDaysOnSale(connection.db).then(
      (generated) => {
        if (generated.flights > 0 || generated.busDepartures > 0) log.info(generated, 'departures generated for the days newly on sale');
      },
      (error: unknown) => log.error({ err: error }, 'putting the next days on sale failed'),
    );
  }, SALES_CALENDAR_EVERY_MS);
  calendar.unref();

  return {
    ...connection,
    embedded: Boolean(embedded),
    demoAccounts: demo.present,
    async shutdown() {
      clearInterval(calendar);
      await connection.close();
      await embedded?.stop();
    },
  };
}

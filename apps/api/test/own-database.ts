import { afterAll, beforeAll } from 'vitest';
import { connect } from '@thwa/db/connection';
import type { TestDatabase } from '@thwa/db/testing';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { distinctClientAddresses, type TestApi } from './harness.ts';
import { ownTestDatabase } from './test-database.ts';

/**
 * Like `useTestApi`, but on a fresh database of this file's own (a copy of the run's seeded template).
 * Booking tests need it: the files of a worker share one database, and with it one pg-boss queue,
 * so a worker started by one file (this file's, or booking-crash.test.ts's server) would otherwise
 * issue, refund or expire another file's orders while that file is asserting their status.
 */
export function useTestApiOnOwnDatabase(prefix: string, env: NodeJS.ProcessEnv = {}, dependencies: Pick<AppDependencies, 'flights' | 'bedBank' | 'busOperator'> = {}): TestApi {
  const handle = {} as TestApi;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await ownTestDatabase(prefix);
    handle.config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env });
    handle.connection = connect(database.url, { max: 5 });
    handle.app = await buildApp({ db: handle.connection.db, config: handle.config, logger: false, ...dependencies });
    await handle.app.ready();
    distinctClientAddresses(handle.app);
  }, 90_000);
  afterAll(async () => {
    await handle.app?.close();
    await handle.connection?.close();
    await database?.drop();
  }, 60_000);
  return handle;
}

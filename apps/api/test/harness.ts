import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export interface TestApi {
  app: FastifyInstance;
  connection: DatabaseConnection;
  config: Config;
}

/**
 * Builds the real api on the run's test database for one test file and closes it afterwards.
 * Use `app.inject` for requests and `connection.db` to look at what was (not) written; `dependencies`
 * replaces parts of the app, such as the flight sources.
 */
export function useTestApi(env: NodeJS.ProcessEnv = {}, dependencies: Pick<AppDependencies, 'flights' | 'bedBank'> = {}): TestApi {
  const handle = {} as TestApi;
  beforeAll(async () => {
    handle.config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: inject('databaseUrl'), ...env });
    handle.connection = connect(inject('databaseUrl'), { max: 5 });
    handle.app = await buildApp({ db: handle.connection.db, config: handle.config, logger: false, ...dependencies });
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.connection?.close();
  });
  return handle;
}

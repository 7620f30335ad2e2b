import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { testDatabaseUrl } from './test-database.ts';

export interface TestApi {
  app: FastifyInstance;
  connection: DatabaseConnection;
  config: Config;
}

let lastTestAddress = 0;

/**
 * Gives each request a test makes without naming its client address an address of its own (in
 * 198.18.0.0/15, the range kept for testing), as separate browsers would have. The api counts a
 * loopback client like any other (hold-limits.ts, issue 19), so light-my-request's default 127.0.0.1
 * would put every test's orders in one client's budget of unpaid holds. A test about one client's
 * limits names its address (`remoteAddress`).
 */
export function distinctClientAddresses(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  app.inject = ((...args: unknown[]) => {
    const [options] = args;
    if (options && typeof options === 'object' && !(options as { remoteAddress?: string }).remoteAddress) {
      lastTestAddress = (lastTestAddress + 1) % 65_534;
      args[0] = { ...options, remoteAddress: `198.18.${Math.floor(lastTestAddress / 254)}.${(lastTestAddress % 254) + 1}` };
    }
    return inject(...args);
  }) as FastifyInstance['inject'];
}

/**
 * Builds the real api on the run's test database for one test file and closes it afterwards.
 * Use `app.inject` for requests and `connection.db` to look at what was (not) written; `dependencies`
 * replaces parts of the app, such as the flight sources.
 */
export function useTestApi(env: NodeJS.ProcessEnv = {}, dependencies: Pick<AppDependencies, 'flights' | 'bedBank'> = {}): TestApi {
  const handle = {} as TestApi;
  beforeAll(async () => {
    handle.config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), ...env });
    handle.connection = connect(testDatabaseUrl(), { max: 5 });
    handle.app = await buildApp({ db: handle.connection.db, config: handle.config, logger: false, ...dependencies });
    await handle.app.ready();
    distinctClientAddresses(handle.app);
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.connection?.close();
  });
  return handle;
}

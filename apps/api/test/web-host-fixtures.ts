import type { FastifyInstance } from 'fastify';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@thwa/db/connection';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mountWeb, WEB_BUILD_DIR } from '../src/host/web.ts';

/** Builds the web app once when a fresh clone has no build yet (the test command builds it first). */
export function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_BUILD_DIR, 'server/index.js'))) return;
  // Without VITEST in its environment: the web's Vite config leaves React Router out under Vitest.
  const { VITEST: _vitest, ...env } = process.env;
  execSync('npm run build -w @thwa/web', { cwd: path.resolve(WEB_BUILD_DIR, '../../..'), stdio: 'pipe', timeout: 120_000, env });
}

/**
 * The host as server.ts assembles it: the real api and the built React Router app on one Fastify
 * instance, configured by `env` on top of the test defaults, not yet ready or listening.
 */
export async function buildWebHost(db: Database, databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  ensureWebBuild();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...env });
  const app = await buildApp({ db, config, logger: false });
  await mountWeb(app, config);
  return app;
}

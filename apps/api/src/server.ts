import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { EmbeddedStartError } from '@thwa/db/embedded';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import type { DemoAccount } from './features/accounts/demo-accounts.ts';
import { prepareDatabase } from './host/database.ts';
import { drainConnections } from './host/drain.ts';
import { mountWeb } from './host/web.ts';
import { startWorker } from './worker.ts';
import { loggerOptions } from './plugins/logger.ts';

/**
 * `npm start`: one process serving the web app and the api on one port, on the embedded PostgreSQL
 * unless DATABASE_URL is set. SIGTERM/SIGINT stop accepting connections, finish in-flight requests (their
 * in-process api calls included), then close the app, the pool and the embedded database.
 */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const database = await prepareDatabase(config, log);
  const app = await buildApp({ db: database.db, config, loggerInstance: log });
  if (config.ROLES.has('web')) await mountWeb(app, config);
  if (config.ROLES.has('worker')) await startWorker(app.services);

  closeWithGrace({ delay: 10_000, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await drainConnections(app);
    await app.close();
    await database.shutdown();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const where = database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'DATABASE_URL';
  console.log(`\n  ${config.BRAND_NAME} is running at http://${shown}:${config.PORT}  (database: ${where})\n`);
  if (config.DEMO) console.log(demoNotice(config, `http://${shown}:${config.PORT}`, database.demoAccounts));
}

/** What a newcomer running the demo should know: nothing here moves real money or sends real mail. */
function demoNotice(config: Config, base: string, accounts: readonly DemoAccount[]): string {
  const lines = ['  This is a demo, not production (NODE_ENV is not production, or sandbox payments are on):'];
  if (config.SANDBOX_PAYMENTS) lines.push(`    - payments go to sandbox providers under ${base}/sandbox (test card 4111 1111 1111 1111); no money moves`);
  if (config.SANDBOX_SOURCES) lines.push('    - flights S2 and S3 come from sandbox partners beside our own inventory; hotels abroad from a sandbox bed bank; Zwekabin Express coaches from a sandbox operator');
  if (config.DEV_MAILBOX && !config.SMTP_URL) lines.push(`    - emails and SMS codes are kept in the development mailbox: ${base}/dev/mailbox`);
  if (accounts.length > 0) {
    lines.push(`    - demo accounts (sign in at ${base}/sign-in; the password is the published one until you change it):`);
    const width = Math.max(...accounts.map((account) => account.email.length));
    for (const account of accounts) lines.push(`        ${account.email.padEnd(width)}  ${account.password.padEnd(20)}  ${account.label}${account.realm === 'agent' ? ' (Agent sign in tab)' : ''}`);
  }
  lines.push('    - production: NODE_ENV=production with your own secrets (README, Configuration)');
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  // A failure whose message already says what to do (the embedded database's port taken, a folder its user cannot enter) is that one line.
  console.error(error instanceof EmbeddedStartError ? error.message : error);
  process.exit(1);
});

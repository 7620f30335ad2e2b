/**
 * `npm run create-account -- --type employee|agent|member --email ops@example.com`
 *
 * Creates an active account on any installation, production included: the first employee or agent,
 * who cannot sign up through the site. It uses the server's database (DATABASE_URL, else the embedded
 * PostgreSQL under DATA_DIR: the running server's, or started here and stopped again), applies pending
 * migrations as the server does at start, and checks the input with the rules of sign-up. The password
 * is generated and printed once, or with --ask-password typed without echo (or piped on stdin).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connect } from '@thwa/db/connection';
import { EmbeddedStartError, embeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from '@thwa/db/embedded';
import { migrateDatabase } from '@thwa/db/migrate';
import { errorMessage } from '@thwa/domain/errors';
import { loadDatabaseSettings, type DatabaseSettings } from '../config.ts';
import { CREATED_ACCOUNT_TYPES, createAccountWithPassword, generatePassword, isCreatedAccountType } from '../features/accounts/create-account.ts';
import { createUsersRepository } from '../features/accounts/users.repository.ts';
import { createEmployeeGroupsRepository } from '../features/operations/employee-groups.repository.ts';
import { AppError } from '../plugins/errors.ts';

const USAGE = `Usage: npm run create-account -- --type <${Object.keys(CREATED_ACCOUNT_TYPES).join('|')}> --email <address> [options]

  --type           employee (signs in on the Sign in tab), agent (Agent sign in tab) or member
  --email          the account's email, used to sign in; refused when it already has an account
  --first-name     default "Thwa"
  --last-name      default the type ("Employee", "Agent", "Member")
  --ask-password   type the password (not echoed), or pipe it on stdin; otherwise one is generated
                   and printed once

The database is DATABASE_URL, else the embedded PostgreSQL of \`npm start\` (DATA_DIR, EMBEDDED_PG_PORT).`;

class UsageError extends Error {}

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'ask-password': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return undefined;
  if (!isCreatedAccountType(values.type)) throw new UsageError(`--type must be one of ${Object.keys(CREATED_ACCOUNT_TYPES).join(', ')}`);
  if (!values.email) throw new UsageError('--email is required');
  return { type: values.type, email: values.email, firstName: values['first-name'], lastName: values['last-name'], askPassword: values['ask-password'] };
}

/** A line typed without echo on a terminal; Ctrl-C cancels. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new UsageError('cancelled'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password: ');
    const again = await askHidden('Password again: ');
    if (first !== again) throw new UsageError('the two passwords differ');
    return first;
  }
  let piped = '';
  for await (const chunk of process.stdin) piped += String(chunk);
  return piped.split(/\r?\n/)[0] ?? '';
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** DATABASE_URL; else the embedded server `npm start` runs, started here when it is not running. */
async function openDatabase(settings: DatabaseSettings): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (settings.DATABASE_URL) return { url: settings.DATABASE_URL };
  const url = embeddedUrl(settings.EMBEDDED_PG_PORT);
  if (await reachable(url)) return { url };
  const embedded = await startEmbeddedPostgres(settings.DATA_DIR, settings.EMBEDDED_PG_PORT);
  return { url: embedded.url, embedded };
}

async function main(): Promise<number> {
  let options;
  try {
    options = readArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const generated = !options.askPassword;
  const password = generated ? generatePassword() : await readPassword();

  const settings = loadDatabaseSettings();
  const database = await openDatabase(settings);
  const connection = connect(database.url, { max: 2, pooler: settings.DATABASE_POOLER });
  try {
    await migrateDatabase(connection.db);
    const user = await createAccountWithPassword(createUsersRepository(connection.db), { ...options, password });
    // An installation's employees start from this one: it holds every console group (issue 20) and invites the others.
    if (user.userCode === 'EMP') await createEmployeeGroupsRepository(connection.db).grantIfNone(user.userId, ['admin']);
    const tab = user.realm === 'agent' ? 'Agent sign in' : 'Sign in';
    console.log(`Created ${options.type} ${user.email} (user id ${user.userId}, ${user.userCode}); it signs in on the "${tab}" tab.`);
    if (generated) console.log(`Password (shown once, stored only as a hash): ${password}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Not created: ${error.field ? `${error.field}: ` : ''}${errorMessage(error.errorCode, 'en')}`);
      return 1;
    }
    throw error;
  } finally {
    await connection.close();
    await database.embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The embedded database's own failures (its port taken, a folder it will not touch) say what to do in one line.
    console.error(error instanceof EmbeddedStartError ? error.message : error);
    process.exit(1);
  },
);

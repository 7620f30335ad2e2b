import pg from 'pg';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { connect } from './connection.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed.ts';

/**
 * Where tests create their throw-away databases: TEST_DATABASE_URL, else the PostgreSQL this machine
 * and CI run on 127.0.0.1:5432, else an embedded server of our own (so tests also pass without one).
 */
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

let embedded: EmbeddedServer | undefined;

async function adminUrl(): Promise<string> {
  const configured = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  if (await reachable(configured)) return configured;
  embedded ??= await startEmbeddedPostgres(path.resolve('.data/test'), 54330);
  return embedded.url;
}

/** A run that was killed never dropped its database; anything of ours older than this is such a leftover. */
const LEFTOVER_AGE_MS = 3 * 60 * 60 * 1000;

async function dropLeftovers(client: pg.Client, prefix: string) {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(prefix.length + 1).split('_')[0]);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > LEFTOVER_AGE_MS) {
      await client.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
  }
}

function databaseName(prefix: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`test database prefix must be a lowercase identifier: ${prefix}`);
  return `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated and seeded database with a unique name, dropped again by `drop()`. With `upTo`, it
 * is migrated only up to that migration and not seeded: a database as it was then (migration tests).
 */
export async function createTestDatabase(prefix = 'thwa_test', options: { upTo?: string } = {}): Promise<TestDatabase> {
  const { urls, drop } = await createTestDatabases(prefix, 1, options);
  return { url: urls[0]!, drop };
}

/**
 * A fresh database of its own for a test file, copied from `templateUrl` (a migrated and seeded database
 * that nothing connects to, made by the run's global setup): a fifth of a second where migrating and
 * seeding take some 5 to 10 s. `drop()` drops it.
 */
export async function copyTestDatabase(prefix: string, templateUrl: string): Promise<TestDatabase> {
  const admin = databaseUrl(templateUrl, 'postgres');
  const name = databaseName(prefix);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await dropLeftovers(client, prefix);
    await client.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
  } finally {
    await client.end();
  }
  return {
    url: databaseUrl(templateUrl, name),
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  };
}

/**
 * `count` fresh databases alike, one for each test worker, so that files running side by side never
 * see each other's writes: the first is migrated and seeded, the others are PostgreSQL copies of it
 * (`create database … template`), a second or two each instead of a seed's run. `drop()` drops them all.
 */
export async function createTestDatabases(
  prefix: string,
  count: number,
  options: { upTo?: string } = {},
): Promise<{ urls: string[]; drop(): Promise<void> }> {
  const admin = await adminUrl();
  const names = Array.from({ length: Math.max(1, count) }, () => databaseName(prefix));
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await dropLeftovers(client, prefix);
  await client.query(`create database ${names[0]}`);
  await client.end();

  const connection = connect(databaseUrl(admin, names[0]!));
  await migrateDatabase(connection.db, options);
  if (!options.upTo) await seedDatabase(connection.db);
  await connection.close();
  // A template must have no session open on it: the seed's connection is closed by now.
  for (const name of names.slice(1)) await adminQuery(admin, `create database ${name} template ${names[0]}`);

  return {
    urls: names.map((name) => databaseUrl(admin, name)),
    async drop() {
      for (const name of names) await adminQuery(admin, `drop database if exists ${name} with (force)`);
      await embedded?.stop();
      embedded = undefined;
    },
  };
}

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

/**
 * A fresh, migrated and seeded database with a unique name, dropped again by `drop()`. With `upTo`, it
 * is migrated only up to that migration and not seeded: a database as it was then (migration tests).
 */
export async function createTestDatabase(prefix = 'thwa_test', options: { upTo?: string } = {}): Promise<TestDatabase> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`test database prefix must be a lowercase identifier: ${prefix}`);
  const admin = await adminUrl();
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await dropLeftovers(client, prefix);
  await client.query(`create database ${name}`);
  await client.end();

  const url = new URL(admin);
  url.pathname = `/${name}`;
  const connection = connect(url.toString());
  await migrateDatabase(connection.db, options);
  if (!options.upTo) await seedDatabase(connection.db);
  await connection.close();

  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      await embedded?.stop();
      embedded = undefined;
    },
  };
}

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStartError, embeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from '@thwa/db/embedded';
import { freePort } from './server-processes.ts';

/**
 * Every installation starts cleanly (issue 20): a taken port is named with the setting that moves it,
 * and a first start that was interrupted (before the database was created, during initdb, killed with
 * its lock file left) is finished by the next start. Real clusters in temporary folders, on free ports.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
const running: EmbeddedServer[] = [];

/** A data folder of this file's own; reachable by the `postgres` user the package runs the cluster as when we are root. */
function dataFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'thwa-embedded-'));
  chmodSync(dir, 0o755);
  folders.push(dir);
  return dir;
}

/** Started clusters are stopped after each test, whether its assertions passed or not. */
async function start(dataDir: string, port: number): Promise<EmbeddedServer> {
  const server = await startEmbeddedPostgres(dataDir, port);
  running.push(server);
  return server;
}

/** The rejection of a start that should fail (a start that succeeds after all is stopped with the rest). */
function startFailure(dataDir: string, port: number): Promise<unknown> {
  return start(dataDir, port).then(
    () => new Error('the start succeeded'),
    (error: unknown) => error,
  );
}

async function query<Row extends pg.QueryResultRow>(port: number, database: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: `postgres://thwa:thwa@127.0.0.1:${port}/${database}` });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

const databases = async (port: number) => (await query<{ datname: string }>(port, 'postgres', 'select datname from pg_database')).map((row) => row.datname);

/** A port something else listens on, as another Thwa's database would. */
async function occupiedPort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', resolve);
  });
  return { port: (holder.address() as { port: number }).port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
}

/**
 * Run as root, the package runs initdb and postgres from this checkout's node_modules as the system user
 * `postgres`, which must be able to enter every folder above them. CI clones into a mode 700 `mktemp -d`
 * folder, where that user cannot: every start then failed with 'spawn …/initdb EACCES' (the product
 * now says so in one line). The folders in the way are opened for passing through (not for reading)
 * while this file runs, and closed again after it.
 */
const opened: { folder: string; mode: number }[] = [];
function letTheClusterOwnerReach(target: string): void {
  if (process.getuid?.() !== 0) return;
  const parts = path.resolve(target).split(path.sep);
  for (let at = 1; at < parts.length; at++) {
    const folder = parts.slice(0, at + 1).join(path.sep);
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) {
      opened.push({ folder, mode: mode & 0o7777 });
      chmodSync(folder, mode | 0o001);
    }
  }
}

beforeAll(() => letTheClusterOwnerReach(root));
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  for (const { folder, mode } of opened.splice(0).reverse()) chmodSync(folder, mode);
});

describe('a taken port', () => {
  it('is refused before anything is made, in one line naming the port and EMBEDDED_PG_PORT', async () => {
    const taken = await occupiedPort();
    const dataDir = dataFolder();
    try {
      const failure = await startFailure(dataDir, taken.port);
      expect(failure).toBeInstanceOf(EmbeddedStartError);
      expect((failure as Error).message).toBe(`Port ${taken.port} is already in use (another Thwa or PostgreSQL?). Stop it, or start with EMBEDDED_PG_PORT=<a free port>.`);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres.initialising'))).toBe(false);
    } finally {
      await taken.release();
    }
  });

  it('stops the server process with that line alone and a non-zero exit code', async () => {
    const taken = await occupiedPort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataFolder(), EMBEDDED_PG_PORT: String(taken.port), PORT: String(await freePort()), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env });
    let said = '';
    server.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
      expect(code, said).toBe(1);
      expect(said.trim()).toBe(`Port ${taken.port} is already in use (another Thwa or PostgreSQL?). Stop it, or start with EMBEDDED_PG_PORT=<a free port>.`);
    } finally {
      server.kill('SIGKILL');
      await taken.release();
    }
  });
});

describe('a cluster whose first start stopped after initdb', () => {
  const dataDir = dataFolder();
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  let port = 0;
  let lockOfARun = '';

  // As the issue found it: initdb finished, then the start failed (the port was taken) before the
  // database `thwa` was created. Made here by a full start whose database is dropped again.
  beforeAll(async () => {
    port = await freePort();
    const first = await startEmbeddedPostgres(dataDir, port);
    try {
      lockOfARun = readFileSync(pidFile, 'utf8');
      await query(port, 'postgres', 'drop database thwa');
      expect(await databases(port)).not.toContain('thwa');
    } finally {
      await first.stop();
    }
  });

  it('creates the database at the next start', async () => {
    await start(dataDir, port);
    expect(await databases(port)).toContain('thwa');
    expect(await query(port, 'thwa', 'select 1 as answer')).toEqual([{ answer: 1 }]);
  });

  it('starts over the lock file a killed run left behind', async () => {
    expect(existsSync(pidFile)).toBe(false);
    // A killed run's postmaster.pid names a process that is gone: here one that has just exited.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(pidFile, lockOfARun.replace(/^\d+/, String(gone)));
    const server = await start(dataDir, port);
    expect(server.url).toBe(embeddedUrl(port));
    expect(await query(port, 'thwa', 'select 1 as answer')).toEqual([{ answer: 1 }]);
    expect(readFileSync(pidFile, 'utf8').split('\n')[0]).not.toBe(String(gone));
  });
});

describe('a cluster folder initdb never finished', () => {
  it('is made again, as is a cluster still being made beside it', async () => {
    const dataDir = dataFolder();
    // What initdb leaves when killed early: some of its folders and files, no PG_VERSION (older versions
    // ran it in place); and what a killed initdb of this version leaves beside the cluster folder.
    mkdirSync(path.join(dataDir, 'postgres', 'global'), { recursive: true });
    mkdirSync(path.join(dataDir, 'postgres', 'pg_wal'));
    writeFileSync(path.join(dataDir, 'postgres', 'postgresql.conf'), '');
    mkdirSync(path.join(dataDir, 'postgres.initialising', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres.initialising', 'PG_VERSION'), '17\n');
    const port = await freePort();

    await start(dataDir, port);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres.initialising'))).toBe(false);
    expect(await databases(port)).toContain('thwa');
  });

  it('is left alone when it holds anything initdb does not make', async () => {
    const dataDir = dataFolder();
    mkdirSync(path.join(dataDir, 'postgres'));
    writeFileSync(path.join(dataDir, 'postgres', 'notes.txt'), 'mine');
    const failure = await startFailure(dataDir, await freePort());
    expect(failure).toBeInstanceOf(EmbeddedStartError);
    expect((failure as Error).message).toContain('notes.txt');
    expect(readFileSync(path.join(dataDir, 'postgres', 'notes.txt'), 'utf8')).toBe('mine');
  });
});

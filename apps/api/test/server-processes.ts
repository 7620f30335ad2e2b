import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encryptForServer } from '@thwa/domain/crypto/hybrid';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { CONTACT, adultTraveller } from './booking-fixtures.ts';

/**
 * Helpers for tests that run the real server as child processes (two nodes, a connection pooler in
 * front of PostgreSQL). Every wait polls for a state with a generous deadline; none assumes a speed.
 */

const root = path.resolve(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on host:port, or rejects after the deadline. */
export async function waitForPort(port: number, deadline: number, what: () => string): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}:\n${what()}`);
    await sleep(100);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server (apps/api/src/server.ts) as its own process on `port`, with `env` over the test
 * environment; resolves once GET /api/health answers 200.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv, startupMs = 90_000): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '100000', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (exited) throw new Error(`server on ${port} exited while starting:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start:\n${output}`);
    }
    await sleep(250);
  }
  return {
    child,
    base,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

/** SIGTERM, and SIGKILL if it has not gone after a while. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}

/** Where pgbouncer is installed (Debian puts it in /usr/sbin, often not on a user's PATH), or undefined. */
export function findPgbouncer(): string | undefined {
  for (const candidate of ['pgbouncer', '/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

export interface Pooler {
  /** `databaseUrl` with its host and port replaced by the pooler's. */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer in transaction mode (each transaction, or each statement outside one, may run on a
 * different server connection) in front of the PostgreSQL of `databaseUrl`, on a free port, with a
 * config of its own in a temporary directory. PgBouncer refuses to run as root: as root it is started
 * with `-u postgres` (or `nobody`).
 */
export async function startPgbouncer(binary: string, databaseUrl: string, poolSize = 5): Promise<Pooler> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'thwa-pgbouncer-'));
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(target.username || 'postgres');
  const password = target.password ? ` password=${decodeURIComponent(target.password)}` : '';
  const ini = [
    '[databases]',
    `* = host=${target.hostname} port=${target.port || '5432'} user=${user}${password}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    // Any client name and password is let in and connects as the user above: this is a test's private pooler.
    'auth_type = any',
    'pool_mode = transaction',
    // Several server connections per database, so consecutive transactions of one client do land on
    // different ones, as they do in production.
    `default_pool_size = ${poolSize}`,
    'max_client_conn = 200',
    'server_reset_query =',
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
  const config = path.join(dir, 'pgbouncer.ini');
  writeFileSync(config, ini, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  const runAs = asRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : undefined;
  let output = '';
  const child = spawn(binary, [...(runAs ? ['-u', runAs] : []), config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, Date.now() + 30_000, () => output);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    output: () => output,
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True when a Redis answers PING at `url` (a bare RESP exchange: the test needs no client library). */
export async function redisAnswers(url: string, timeoutMs = 3_000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(Number(port || 6379), hostname || '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** One api call over HTTP to a server process; JSON in and out. */
export async function call<T = Record<string, unknown>>(base: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as T };
}

/** `payload` sealed with the published key of the server at `base`, as the web client sends it. */
export async function sealedFor(base: string, payload: unknown): Promise<{ data: string }> {
  const key = await call<{ kid: string; jwk: JsonWebKey }>(base, '/api/crypto/public-key');
  return { data: await encryptForServer(key.body, payload) };
}

/** The sandbox card gateway's page, paid with its test card; answers the page's redirect status. */
export async function payOnCardPage(base: string, pageUrl: string): Promise<number> {
  const paid = await fetch(`${base}${pageUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4111111111111111', expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString(),
    redirect: 'manual',
  });
  return paid.status;
}

/** Polls `read` until it answers `wanted` or the deadline passes; answers the last value read. */
export async function pollFor<T>(read: () => Promise<T>, wanted: (value: T) => boolean, deadline: number, everyMs = 300): Promise<T> {
  for (;;) {
    const value = await read();
    if (wanted(value) || Date.now() > deadline) return value;
    await sleep(everyMs);
  }
}

export interface PaidOrder {
  orderId: string;
  orderKey: string;
  offerId: string;
  cacheKey: string;
}

/**
 * A customer's booking across server processes: the search on `searchBase`, then verify, travellers,
 * order (sealed, with an Idempotency-Key) and payment by the sandbox card on `bookBase`. Each step
 * must succeed; answers the paid order.
 */
export async function searchBookAndPayByCard(searchBase: string, bookBase: string, departureDate: string): Promise<PaidOrder> {
  const search = await call<FlightSearchResponse>(searchBase, '/api/flight/v4/makeRequest', { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate, adult: 1 });
  if (search.status !== 200) throw new Error(`search answered ${search.status}: ${JSON.stringify(search.body)}`);
  const offer = search.body.routings.outward.find((item) => item.source === 'S1' && item.route[0]!.statusCode === 'HK' && !item.offline && item.seatsLeft >= 1);
  if (!offer) throw new Error(`no bookable S1 offer RGN-MDL on ${departureDate}; sources ${JSON.stringify(search.body.sources)}`);
  const { cacheKey } = search.body;
  const verified = await call<{ data: { checkoutId: string } }>(bookBase, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const { checkoutId } = verified.body.data;
  const confirmed = await call(bookBase, '/api/checkout/v2/confirm', await sealedFor(bookBase, { checkoutId, travellers: [adultTraveller()] }));
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const placed = await call<{ data: { orderId: string; orderKey: string } }>(
    bookBase,
    '/api/order/v6/flight/store',
    await sealedFor(bookBase, { checkoutId, contact: CONTACT }),
    { 'idempotency-key': randomUUID() },
  );
  if (placed.status !== 200) throw new Error(`store answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const { orderId, orderKey } = placed.body.data;
  const payment = await call<{ data: { action: { type: string; url: string } } }>(
    bookBase,
    '/api/pay/makepayment',
    { orderId, orderKey, categoryId: 2, subCategoryId: 11 },
    { 'idempotency-key': randomUUID() },
  );
  if (payment.status !== 200) throw new Error(`makepayment answered ${payment.status}: ${JSON.stringify(payment.body)}`);
  const paid = await payOnCardPage(bookBase, payment.body.data.action.url);
  if (paid !== 303) throw new Error(`the card page answered ${paid}`);
  return { orderId, orderKey, offerId: offer.offerId, cacheKey };
}

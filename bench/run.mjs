// `npm run bench`: build the web app and the server, serve it, measure it, stop it.
//
// Builds apps/web, starts the one-process server on port 3300 against a fresh embedded PostgreSQL in a
// temporary folder, waits for /api/health, then runs bench/bundle-size.mjs, bench/lighthouse.mjs, the
// flight search, hotel list and bus search load tests, and bench/render-cpu.mjs (CPU per render against
// a bare React Router route).
// With BENCH_URL set it measures that server instead and neither builds nor starts anything.
// Exits 1 when a budget is missed or a step fails; whatever it started is stopped on every way out.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverNodeArgs } from '../scripts/server-command.mjs';
import { freePort } from './lib/ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3300;
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 20_000;

const running = new Set();
const cleanups = [];
let cleaning;
let interrupted = false;

function exitCodeOf(code, signal) {
  return code ?? 128 + os.constants.signals[signal];
}

/** Starts a child that every exit path knows about; `child.exited` resolves with its exit code. */
function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  child.leadsGroup = Boolean(options.detached);
  running.add(child);
  child.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      running.delete(child);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(exitCodeOf(code, signal));
    });
  });
  return child;
}

/** SIGKILL for a child and, when it leads a process group, for everything it started. */
function kill(child) {
  try {
    process.kill(child.leadsGroup ? -child.pid : child.pid, 'SIGKILL');
  } catch {
    // Already gone: nothing left to stop.
  }
}

/** Asks a child to stop, and kills it if it will not within graceMs. */
async function stop(child, graceMs) {
  if (!running.has(child)) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!stopped) {
    kill(child);
    await child.exited;
  }
}

/** Runs the registered clean-ups once, newest first, however many exit paths ask for it. */
function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) await cleanups.pop()();
  })();
  return cleaning;
}

async function runStep(title, command, args) {
  console.log(`\n### ${title}\n`);
  const child = start(command, args);
  cleanups.push(() => stop(child, 5_000));
  return child.exited;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}


async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running.has(server)) throw new Error('the server exited before it became healthy');
    const healthy = await fetch(new URL('/api/health', baseUrl), { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(500);
  }
  throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function startServer() {
  // Health checks would otherwise be answered by whatever already listens there.
  if (!(await portIsFree(PORT))) throw new Error(`port ${PORT} is in use: stop that server, or point BENCH_URL at it`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'thwa-bench-'));
  // mkdtemp makes it 0700; the embedded PostgreSQL runs as user postgres and must reach inside.
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    // Production, as measured pages would be served, with the sandboxes the booking screens need.
    NODE_ENV: 'production',
    SANDBOX_PAYMENTS: 'true',
    SANDBOX_SOURCES: 'true',
    PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
    LINK_SIGNING_SECRET: randomBytes(24).toString('hex'),
    PORT: String(PORT),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    // The load test sends thousands of requests a second from one address.
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  console.log(`\n### Server on port ${PORT} (data in ${dataDir})\n`);
  // Its own process group: the last-resort SIGKILL then takes the PostgreSQL it spawned along with it.
  const server = start(process.execPath, serverNodeArgs(env), { env, detached: true });
  cleanups.push(async () => {
    // SIGTERM lets the server finish requests and shut PostgreSQL down before its files go.
    await stop(server, STOP_GRACE_MS);
    kill(server); // whatever outlived it in its group, such as an orphaned postgres
    rmSync(dataDir, { recursive: true, force: true });
  });
  const baseUrl = `http://localhost:${PORT}`;
  await waitForHealth(baseUrl, server);
  return baseUrl;
}

async function main() {
  let baseUrl = process.env.BENCH_URL;
  if (!baseUrl) {
    if ((await runStep('Build', 'npm', ['run', 'build', '--silent'])) !== 0) throw new Error('the build failed');
    baseUrl = await startServer();
  }
  const bundle = await runStep('Bundle size', process.execPath, ['bench/bundle-size.mjs', baseUrl]);
  const pages = await runStep('Lighthouse', process.execPath, ['bench/lighthouse.mjs', baseUrl]);
  const search = await runStep('Flight search load', process.execPath, ['bench/flight-search.mjs', baseUrl]);
  const hotels = await runStep('Hotel list load', process.execPath, ['bench/hotel-list.mjs', baseUrl]);
  const buses = await runStep('Bus search load', process.execPath, ['bench/bus-search.mjs', baseUrl]);
  const renders = await runStep('CPU per render', process.execPath, ['bench/render-cpu.mjs', baseUrl]);
  // A signal stops the steps too; their exit codes then say nothing about the budgets.
  if (interrupted) return 1;
  const verdict = (code) => (code === 0 ? 'within budget' : 'FAILED');
  console.log(`\nbundle size: ${verdict(bundle)}; lighthouse: ${verdict(pages)}; flight search load: ${verdict(search)}; hotel list load: ${verdict(hotels)}; bus search load: ${verdict(buses)}; CPU per render: ${verdict(renders)}`);
  return bundle === 0 && pages === 0 && search === 0 && hotels === 0 && buses === 0 && renders === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping what the benchmark started...`);
    cleanUp().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}
// Last resort when Node exits without the async clean-up (an uncaught exception, process.exit elsewhere).
process.once('exit', () => running.forEach(kill));

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exitCode = code;
  });

// Past one machine (issue 23 item 6): the listings a second of one node, then of two behind one load
// balancer, on one PostgreSQL and one Redis, in turns in one run, and whether anything failed.
//
//   npm run build && node bench/two-nodes.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     TWO_NODES_SECONDS=20 TWO_NODES_ROUNDS=2 node bench/two-nodes.mjs
//
// Makes a fresh database on that PostgreSQL (dropped at the end) and starts two production servers on it
// as production scales out (design §2), each as `npm start` runs it (scripts/server-command.mjs): node 1
// runs the web, the api and the worker, node 2 the web and the api, and both use Redis. Node 1 starts
// first and migrates and seeds; node 2 finds that done. The balancer (bench/lib/balancer.mjs) hands each
// connection to the next node in turn.
//
// Both nodes are loaded for 15 s first, unmeasured. Each round then loads the balancer at 50 connections with node 1 alone behind it, then with both, for
// TWO_NODES_SECONDS each after 5 s unmeasured. Every connection asks for the hotel listing of Yangon and
// the flight listing in turn, as a phone's Chrome does. The report gives, per setup, listings a second,
// p95, failures, each node's CPU per listing, and how busy the machine's cores were (/proc/stat): where
// they are all busy with one node (its own thread pool, PostgreSQL, the load generator), a second node
// has no core to run on. Budget: two nodes serve at least twice the listings a second of one, and no
// request fails. Exits 1 when either is missed.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { serverNodeArgs } from '../scripts/server-command.mjs';
import { freePort } from './lib/ports.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { flightListingPage, hotelListingPage, PHONE, YANGON } from './lib/pages.mjs';
import { run } from './lib/post-load.mjs';
import { cpuMilliseconds, machineCpuTicks } from './lib/process-stats.mjs';
import { median, percentile } from './lib/stats.mjs';
import { markdownTable } from './lib/table.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 5;
const FIRST_WARMUP_SECONDS = 15;
const SECONDS = Number(process.env.TWO_NODES_SECONDS ?? 20);
const ROUNDS = Number(process.env.TWO_NODES_ROUNDS ?? 2);
const START_TIMEOUT_MS = 180_000;
const SCALE_BUDGET = 2;


async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A production server on `port`; resolves once /api/health answers, with the child and its exit. */
async function startNode(name, port, env) {
  const child = spawn(process.execPath, serverNodeArgs(env), { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${name} exited before it became healthy`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { name, port, pid: child.pid, stop: () => stopChild(child, exited) };
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not healthy within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child, exited) {
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
  if (!stopped) child.kill('SIGKILL');
}

function load(url, paths, seconds, onResponse) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
    requests: paths.map((page) => ({ method: 'GET', path: page })),
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/** The balancer under load with `nodes` behind it: listings a second, p95, failures, CPU. */
async function measure(balancer, url, paths, nodes, everyNode) {
  balancer.use(nodes.map((node) => node.port));
  await load(url, paths, WARMUP_SECONDS);
  const latencies = [];
  const cpuBefore = everyNode.map((node) => cpuMilliseconds(node.pid));
  const machineBefore = machineCpuTicks();
  const result = await load(url, paths, SECONDS, (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status < 300) latencies.push(responseTime);
  });
  const machineAfter = machineCpuTicks();
  const cpu = everyNode.map((node, index) => cpuMilliseconds(node.pid) - cpuBefore[index]);
  latencies.sort((a, b) => a - b);
  const answered = latencies.length;
  return {
    perSecond: answered / SECONDS,
    p95: percentile(latencies, 0.95),
    failures: result.errors + result.timeouts + result.non2xx,
    cpuPerListing: cpu.map((ms) => ms / Math.max(1, answered)),
    machineBusy: (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total),
  };
}

async function main() {
  const database = `thwa_bench_nodes_${Date.now()}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  await adminQuery(`create database ${database}`);
  const nodes = [];
  let balancer;
  try {
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      SANDBOX_PAYMENTS: 'true',
      SANDBOX_SOURCES: 'true',
      PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
      LINK_SIGNING_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      // The load comes from one address, thousands of requests a second.
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    nodes.push(await startNode('node 1', await freePort(), { ...shared, ROLES: 'web,api,worker' }));
    nodes.push(await startNode('node 2', await freePort(), { ...shared, ROLES: 'web,api' }));
    const balancerPort = await freePort();
    balancer = await startBalancer(balancerPort, [nodes[0].port]);
    const url = `http://127.0.0.1:${balancerPort}`;
    const paths = [hotelListingPage(YANGON, 'en'), flightListingPage()];
    // Both nodes warmed first (their code compiled, their caches filled), so no round measures a cold one.
    balancer.use(nodes.map((node) => node.port));
    await load(url, paths, FIRST_WARMUP_SECONDS);

    console.log(`## Two nodes behind one balancer\n`);
    console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}; ${CONNECTIONS} connections, each asking for the hotel listing of Yangon and the flight listing in turn; ${ROUNDS} rounds of ${SECONDS} s per setup\n`);
    const setups = [
      { label: 'one node', nodes: [nodes[0]], runs: [] },
      { label: 'two nodes', nodes, runs: [] },
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const setup of setups) setup.runs.push(await measure(balancer, url, paths, setup.nodes, nodes));
    }

    const rows = setups.flatMap((setup) =>
      setup.runs.map((measured, index) => [
        `${setup.label}, round ${index + 1}`,
        measured.perSecond.toFixed(1),
        Math.round(measured.p95),
        measured.cpuPerListing.map((ms) => ms.toFixed(1)).join(' + '),
        `${Math.round(measured.machineBusy * 100)} %`,
        measured.failures,
      ]),
    );
    console.log(markdownTable(['setup', 'listings/s', 'p95 ms', 'CPU ms a listing (node 1 + node 2)', 'cores busy', 'failed'], rows, ['left', 'right', 'right', 'right', 'right', 'right']));

    const one = median(setups[0].runs.map((measured) => measured.perSecond));
    const two = median(setups[1].runs.map((measured) => measured.perSecond));
    const failures = setups.flatMap((setup) => setup.runs).reduce((sum, measured) => sum + measured.failures, 0);
    const scale = two / one;
    console.log(`\ntwo nodes serve ${scale.toFixed(2)}x the listings a second of one (median of ${ROUNDS} rounds; budget >= ${SCALE_BUDGET}x): ${scale >= SCALE_BUDGET ? 'ok' : '**missed**'}`);
    console.log(`failed requests: ${failures}${failures === 0 ? ' (ok)' : ' (**missed**)'}`);
    console.log(`load average after: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    process.exitCode = scale >= SCALE_BUDGET && failures === 0 ? 0 : 1;
  } finally {
    await balancer?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}

run(main);

// One POST endpoint under load, to design §9's budget: warm, 50 connections, p95 < 50 ms and no errors.
// The flight search and the hotel list benches differ only in what they post and how they describe the
// first answer; the run, the rate-limit check, the percentiles and the report are here. With a floor,
// a bare Fastify route sending the same bytes is loaded in turns with ours, in the same run.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './child-server.mjs';
import { median, percentile } from './stats.mjs';
import { markdownTable } from './table.mjs';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export const WARMUP_SECONDS = 3;
export const BUDGET_P95_MS = 50;

/** A date `days` from today in Yangon (UTC+06:30, no daylight saving), so a request is valid whenever the bench runs. */
export function yangonDatePlus(days) {
  const yangonNow = new Date(Date.now() + 390 * 60_000);
  return new Date(Date.UTC(yangonNow.getUTCFullYear(), yangonNow.getUTCMonth(), yangonNow.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** Where the floor listens; its rounds against ours; ours may take this much longer than it at p95. */
const FLOOR_PORT = 3391;
const FLOOR_ROUNDS = 3;
const FLOOR_RATIO = 1.5;

/**
 * The first request, timed; stops with advice when the server's rate limit would refuse the load.
 * Returns the answer's bytes and type, which the floor sends.
 */
async function firstAnswer(url, path, body, describe) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const limit = Number(response.headers.get('x-ratelimit-limit'));
  if (response.status === 429 || (Number.isFinite(limit) && limit < 100_000)) {
    throw new Error(`the server allows ${limit || 'few'} requests a minute per address; start it with RATE_LIMIT_PER_MINUTE=1000000`);
  }
  if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${bytes}`);
  console.log(describe(JSON.parse(String(bytes)), Math.round(performance.now() - started)));
  return { bytes, contentType: response.headers.get('content-type') ?? 'application/json' };
}

function load(url, body, seconds, onResponse) {
  const instance = autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections: CONNECTIONS, duration: seconds });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/** One measured run of `url`: its 2xx latencies sorted, answers a second and failures. */
async function measure(url, body) {
  const latencies = [];
  const result = await load(url, body, DURATION_SECONDS, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  latencies.sort((a, b) => a - b);
  return { latencies, requests: result.requests.total, perSecond: result.requests.average, failures: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx } };
}

/** A bare Fastify route of the api's version answering with `answer`'s bytes (bench/bare/bytes-server.mjs). */
async function startFloor(answer) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'thwa-floor-'));
  const file = path.join(folder, 'answer');
  writeFileSync(file, answer.bytes);
  const server = await startChildServer(path.join(import.meta.dirname, '../bare/bytes-server.mjs'), [FLOOR_PORT, file, answer.contentType], 'the bare Fastify route');
  const stop = () => {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${FLOOR_PORT}/`, stop };
}

function row(name, runs, verdict) {
  const all = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const sum = (key) => runs.reduce((total, run) => total + run.failures[key], 0);
  return [
    name,
    runs.reduce((total, run) => total + run.requests, 0),
    Math.round(median(runs.map((run) => run.perSecond))),
    percentile(all, 0.5).toFixed(1),
    median(runs.map((run) => percentile(run.latencies, 0.95))).toFixed(1),
    percentile(all, 0.99).toFixed(1),
    all.length > 0 ? all[all.length - 1].toFixed(1) : '-',
    sum('errors'),
    sum('timeouts'),
    sum('non2xx'),
    verdict,
  ];
}

/**
 * Posts `body` to `path` once (described by `describe(answer, ms)`), then WARMUP_SECONDS unmeasured,
 * then DURATION_SECONDS measured; prints the markdown report titled `title` and sets the exit code: 1
 * when p95 >= `budgetP95Ms` or any request failed, timed out or answered other than 2xx. `detail` is
 * added to the report's line about the run (", 2 nights"). With `floor`, a bare Fastify route sending
 * the first answer's bytes is measured after each of FLOOR_ROUNDS runs of ours, and ours must also stay
 * within FLOOR_RATIO of its p95 (the median of the rounds' p95 each).
 */
export async function postLoadTest({ title, path: callPath, body, describe, detail = '', budgetP95Ms = BUDGET_P95_MS, floor = false }) {
  const baseUrl = process.argv[2] || process.env.BENCH_URL || 'http://localhost:3300';
  const url = new URL(callPath, baseUrl).href;
  console.log(`## ${title} load test against ${baseUrl}\n`);
  console.log(`POST ${callPath} ${JSON.stringify(body)}`);
  const answer = await firstAnswer(url, callPath, body, describe);
  const bare = floor ? await startFloor(answer) : undefined;
  try {
    const bareUrl = bare && new URL(callPath, bare.url).href;
    await load(url, body, WARMUP_SECONDS);
    if (bareUrl) await load(bareUrl, body, WARMUP_SECONDS);

    const ours = [];
    const floorRuns = [];
    for (let round = 0; round < (bare ? FLOOR_ROUNDS : 1); round += 1) {
      ours.push(await measure(url, body));
      if (bareUrl) floorRuns.push(await measure(bareUrl, body));
    }
    const p95Of = (runs) => median(runs.map((run) => percentile(run.latencies, 0.95)));
    const p95 = p95Of(ours);
    const floorP95 = bare ? p95Of(floorRuns) : undefined;
    const failures = ours.reduce((total, run) => total + run.failures.errors + run.failures.timeouts + run.failures.non2xx, 0);
    const withinFloor = floorP95 === undefined || p95 <= FLOOR_RATIO * floorP95;
    const ok = p95 < budgetP95Ms && failures === 0 && withinFloor;

    const rounds = bare ? `${FLOOR_ROUNDS} rounds of ours then the floor, ${DURATION_SECONDS} s each` : `${DURATION_SECONDS} s`;
    console.log(`\n${CONNECTIONS} connections, ${rounds} after a ${WARMUP_SECONDS} s warm-up${detail}; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}; p95 is the median of the rounds'\n`);
    const budget = `p95 < ${budgetP95Ms} ms${floorP95 === undefined ? '' : `, <= ${FLOOR_RATIO}x the floor's`}`;
    const rows = [row(callPath, ours, ok ? 'ok' : '**missed**')];
    if (bare) rows.push(row(`bare Fastify route, the same ${(answer.bytes.length / 1024).toFixed(1)} KB`, floorRuns, `floor; ours ${(p95 / floorP95).toFixed(2)}x at p95`));
    console.log(
      markdownTable(
        ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'time-outs', 'non-2xx', `budget: ${budget}`],
        rows,
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
    if (!ok) console.error(`\n${title} budget missed: p95 ${p95.toFixed(1)} ms (${budget}), ${failures} failed requests`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    bare?.stop();
  }
}

/** Runs a bench's main, printing its error and failing the exit code instead of a stack trace. */
export function run(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

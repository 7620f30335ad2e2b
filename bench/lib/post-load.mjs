// One POST endpoint under load, to design §9's budget: warm, 50 connections, p95 < 50 ms and no errors.
// The flight search and the hotel list benches differ only in what they post and how they describe the
// first answer; the run, the rate-limit check, the percentiles and the report are here.
import autocannon from 'autocannon';
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

function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The first request, timed; stops with advice when the server's rate limit would refuse the load. */
async function firstAnswer(url, path, body, describe) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json();
  const limit = Number(response.headers.get('x-ratelimit-limit'));
  if (response.status === 429 || (Number.isFinite(limit) && limit < 100_000)) {
    throw new Error(`the server allows ${limit || 'few'} requests a minute per address; start it with RATE_LIMIT_PER_MINUTE=1000000`);
  }
  if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  console.log(describe(answer, Math.round(performance.now() - started)));
}

function load(url, body, seconds, onResponse) {
  const instance = autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections: CONNECTIONS, duration: seconds });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/**
 * Posts `body` to `path` once (described by `describe(answer, ms)`), then WARMUP_SECONDS unmeasured,
 * then DURATION_SECONDS measured; prints the markdown report titled `title` and sets the exit code: 1
 * when p95 >= 50 ms or any request failed, timed out or answered other than 2xx. `detail` is added to
 * the report's line about the run (", 2 nights").
 */
export async function postLoadTest({ title, path, body, describe, detail = '' }) {
  const baseUrl = process.argv[2] || process.env.BENCH_URL || 'http://localhost:3300';
  const url = new URL(path, baseUrl).href;
  console.log(`## ${title} load test against ${baseUrl}\n`);
  console.log(`POST ${path} ${JSON.stringify(body)}`);
  await firstAnswer(url, path, body, describe);
  await load(url, body, WARMUP_SECONDS);

  const latencies = [];
  const result = await load(url, body, DURATION_SECONDS, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 0.95);
  const failures = result.errors + result.timeouts + result.non2xx;
  const ok = p95 < BUDGET_P95_MS && failures === 0;

  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up${detail}; latencies of ${latencies.length} 2xx answers\n`);
  console.log(
    markdownTable(
      ['requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'time-outs', 'non-2xx', `budget p95 < ${BUDGET_P95_MS} ms`],
      [
        [
          result.requests.total,
          Math.round(result.requests.average),
          percentile(latencies, 0.5).toFixed(1),
          p95.toFixed(1),
          percentile(latencies, 0.99).toFixed(1),
          latencies.length > 0 ? latencies[latencies.length - 1].toFixed(1) : '-',
          result.errors,
          result.timeouts,
          result.non2xx,
          ok ? 'ok' : '**missed**',
        ],
      ],
      ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  if (!ok) console.error(`\n${title} budget missed: p95 ${p95.toFixed(1)} ms (budget < ${BUDGET_P95_MS} ms), ${failures} failed requests`);
  process.exitCode = ok ? 0 : 1;
}

/** Runs a bench's main, printing its error and failing the exit code instead of a stack trace. */
export function run(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

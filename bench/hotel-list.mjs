// Load test of the hotel list api, to the budget design §9 sets the flight search: POST /api/hotel/v2/list,
// warm, 50 connections, one server process, p95 < 50 ms and no errors.
//
//   node bench/hotel-list.mjs [baseUrl]        (or BENCH_URL; default http://localhost:3300)
//   BENCH_NIGHTS=7 node bench/hotel-list.mjs   (a longer stay; default 2 nights)
//
// The server must allow the load through its rate limit: start it with RATE_LIMIT_PER_MINUTE=1000000
// (the script checks the limit first and stops with that advice rather than measure refusals).
//
// The search is the listing's first page in Yangon, the destination with the most hotels (55), two
// adults in one room, checking in two weeks from today. "Warm" means the process has answered the same
// list before (its code compiled, the rank's sales read into memory); every answer still reads the
// nights already booked from PostgreSQL, as a customer's would. One list first, then WARMUP_SECONDS of
// the same load unmeasured, then the measured run. Latency percentiles come from every 2xx response's
// own time. Exits 1 when p95 >= 50 ms, or when any request failed, timed out or answered other than 2xx.
import autocannon from 'autocannon';
import { markdownTable } from './lib/table.mjs';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 3;
const BUDGET_P95_MS = 50;
const PATH = '/api/hotel/v2/list';
const NIGHTS = Number(process.env.BENCH_NIGHTS ?? 2);

/** A date `days` from today in Yangon (UTC+06:30, no daylight saving), so the search is valid whenever the bench runs. */
function yangonDatePlus(days) {
  const yangonNow = new Date(Date.now() + 390 * 60_000);
  return new Date(Date.UTC(yangonNow.getUTCFullYear(), yangonNow.getUTCMonth(), yangonNow.getUTCDate() + days)).toISOString().slice(0, 10);
}

const LIST = { scope: 'city', term: 'yangon', checkin: yangonDatePlus(14), checkout: yangonDatePlus(14 + NIGHTS), rooms: 1, adult: 2, child: 0, page: 1 };

function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function firstList(url) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LIST) });
  const body = await response.json();
  const limit = Number(response.headers.get('x-ratelimit-limit'));
  if (response.status === 429 || (Number.isFinite(limit) && limit < 100_000)) {
    throw new Error(`the server allows ${limit || 'few'} requests a minute per address; start it with RATE_LIMIT_PER_MINUTE=1000000`);
  }
  if (response.status !== 200) throw new Error(`POST ${PATH} answered ${response.status}: ${JSON.stringify(body)}`);
  console.log(`first list: ${Math.round(performance.now() - started)} ms, ${body.data.length} of ${body.meta.total} hotels on page ${body.meta.currentPage} of ${body.meta.lastPage}`);
}

function load(url, seconds, onResponse) {
  const instance = autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LIST),
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

async function main() {
  const baseUrl = process.argv[2] || process.env.BENCH_URL || 'http://localhost:3300';
  const url = new URL(PATH, baseUrl).href;
  console.log(`## Hotel list load test against ${baseUrl}\n`);
  console.log(`POST ${PATH} ${JSON.stringify(LIST)}`);
  await firstList(url);
  await load(url, WARMUP_SECONDS);

  const latencies = [];
  const result = await load(url, DURATION_SECONDS, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  const p99 = percentile(latencies, 0.99);
  const failures = result.errors + result.timeouts + result.non2xx;
  const ok = p95 < BUDGET_P95_MS && failures === 0;

  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ${NIGHTS} nights; latencies of ${latencies.length} 2xx answers\n`);
  console.log(
    markdownTable(
      ['requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'time-outs', 'non-2xx', `budget p95 < ${BUDGET_P95_MS} ms`],
      [
        [
          result.requests.total,
          Math.round(result.requests.average),
          p50.toFixed(1),
          p95.toFixed(1),
          p99.toFixed(1),
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
  if (!ok) console.error(`\nHotel list budget missed: p95 ${p95.toFixed(1)} ms (budget < ${BUDGET_P95_MS} ms), ${failures} failed requests`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

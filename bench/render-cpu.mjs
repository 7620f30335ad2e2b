// CPU per server render of the key pages against a bare React Router route, in one run (issue 23 item 1,
// design §9: home <= 2x the bare route, listings <= 3x).
//
//   node bench/render-cpu.mjs [baseUrl] [bareUrl]   (or BENCH_URL and BARE_URL; default http://localhost:3300,
//                                                   and the bare app of bench/bare started here on port 3390)
//   RENDER_ROUNDS=3 RENDER_SECONDS=6 RENDER_ENCODING=identity node bench/render-cpu.mjs ...
//
// Each page is loaded by 50 connections as a phone browser asks for it (its user agent, so the page
// streams; `accept-encoding: gzip, deflate, br` unless RENDER_ENCODING says otherwise) for 2 s unmeasured,
// then RENDER_SECONDS measured. The bare route is measured before each page and once at the end of each
// round, so a machine whose speed changes during the run slows both alike; a page's ratio is its CPU per
// render over the mean of the two bare measurements on either side of it, and the table gives the median
// of RENDER_ROUNDS rounds. CPU per render is the serving process's CPU time (user + system, from
// /proc/<pid>/stat) over the 2xx answers of the measured seconds; RSS is the process's largest resident
// size sampled every 200 ms. The processes are found by the port they listen on, so any server can be
// measured: start ours as bench/run.mjs does (production, RATE_LIMIT_PER_MINUTE=1000000).
// Exits 1 when a budget is missed or any request failed.
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChildServer } from './lib/child-server.mjs';
import { flightCheckoutPage, flightListingPage, hotelListingPage, PHONE, SITTWE, YANGON } from './lib/pages.mjs';
import { cpuMilliseconds, pidListeningOn, rssMegabytes } from './lib/process-stats.mjs';
import { median, percentile } from './lib/stats.mjs';
import { markdownTable } from './lib/table.mjs';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const SECONDS = Number(process.env.RENDER_SECONDS ?? 6);
const ROUNDS = Number(process.env.RENDER_ROUNDS ?? 3);
const ENCODING = process.env.RENDER_ENCODING ?? 'gzip, deflate, br';
const BARE_PORT = 3390;

function load(url, seconds, onResponse) {
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'user-agent': PHONE, 'accept-encoding': ENCODING, accept: 'text/html' } });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/** One page under load: CPU per 2xx answer, answers a second, p95, largest RSS and failures. */
async function measure(target) {
  await load(target.url, WARMUP_SECONDS);
  const latencies = [];
  let answered = 0;
  let peakRss = rssMegabytes(target.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMegabytes(target.pid))), 200);
  const cpuBefore = cpuMilliseconds(target.pid);
  const result = await load(target.url, SECONDS, (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status < 300) {
      answered += 1;
      latencies.push(responseTime);
    }
  });
  const cpu = cpuMilliseconds(target.pid) - cpuBefore;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return { cpuPerRender: cpu / answered, perSecond: answered / SECONDS, p95: percentile(latencies, 0.95), rss: peakRss, failures: result.errors + result.timeouts + result.non2xx, bytes: result.throughput.total / Math.max(1, answered) };
}

function startBare() {
  return startChildServer(path.join(import.meta.dirname, 'bare/server.mjs'), [BARE_PORT], 'the bare route');
}

async function main() {
  const baseUrl = process.argv[2] || process.env.BENCH_URL || 'http://localhost:3300';
  const bareServer = process.argv[3] || process.env.BARE_URL ? undefined : await startBare();
  try {
    const bareUrl = process.argv[3] || process.env.BARE_URL || `http://127.0.0.1:${BARE_PORT}/`;
    const ourPid = pidListeningOn(Number(new URL(baseUrl).port || 80));
    const bare = { name: 'bare React Router route', url: bareUrl, pid: bareServer?.pid ?? pidListeningOn(Number(new URL(bareUrl).port || 80)) };
    const pages = [
      { name: '`/`', path: '/', budget: 2 },
      { name: 'flight listing', path: flightListingPage(), budget: 3 },
      { name: 'hotel listing, Yangon (55 hotels)', path: hotelListingPage(YANGON, 'en'), budget: 3 },
      { name: 'hotel listing, Sittwe (5 hotels)', path: hotelListingPage(SITTWE, 'en'), budget: 3 },
      { name: 'flight checkout', path: await flightCheckoutPage(baseUrl), budget: undefined },
    ].map((page) => ({ ...page, url: new URL(page.path, baseUrl).href, pid: ourPid }));

    const loadBefore = os.loadavg();
    console.log(`## CPU per server render against a bare React Router route\n`);
    console.log(`${baseUrl} (pid ${ourPid}) against ${bareUrl} (pid ${bare.pid}); ${CONNECTIONS} connections, ${SECONDS} s per page after ${WARMUP_SECONDS} s unmeasured, ${ROUNDS} rounds, accept-encoding: ${ENCODING}; load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}\n`);
    const runs = new Map([bare, ...pages].map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      let bareBefore = await measure(bare);
      runs.get(bare).push(bareBefore);
      for (const page of pages) {
        const measured = await measure(page);
        const bareAfter = await measure(bare);
        runs.get(bare).push(bareAfter);
        runs.get(page).push({ ...measured, ratio: measured.cpuPerRender / ((bareBefore.cpuPerRender + bareAfter.cpuPerRender) / 2) });
        bareBefore = bareAfter;
        process.stderr.write('.');
      }
      await sleep(100);
    }
    process.stderr.write('\n');

    let ok = true;
    const rows = [bare, ...pages].map((target) => {
      const measured = runs.get(target);
      const ratio = target === bare ? 1 : median(measured.map((run) => run.ratio));
      const failures = measured.reduce((sum, run) => sum + run.failures, 0);
      const within = target.budget === undefined || ratio <= target.budget;
      ok &&= within && failures === 0;
      return [
        target.name,
        median(measured.map((run) => run.cpuPerRender)).toFixed(2),
        target === bare ? '1' : ratio.toFixed(2),
        target.budget === undefined ? '-' : `<= ${target.budget}x ${within ? 'ok' : '**missed**'}`,
        Math.round(median(measured.map((run) => run.perSecond))),
        median(measured.map((run) => run.p95)).toFixed(1),
        Math.round(Math.max(...measured.map((run) => run.rss))),
        (median(measured.map((run) => run.bytes)) / 1024).toFixed(1),
        failures,
      ];
    });
    console.log(
      markdownTable(
        ['page', 'CPU ms per render', 'x bare', 'budget', 'renders/s', 'p95 ms', 'peak RSS MB', 'KB sent', 'failed'],
        rows,
        ['left', 'right', 'right', 'left', 'right', 'right', 'right', 'right', 'right'],
      ),
    );
    console.log(`\nload average after: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    bareServer?.kill();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

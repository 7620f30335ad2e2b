// Memory under page load, and whether it grows (issue 23 item 4): the key pages in turns at 50
// connections for SOAK_MINUTES (default 10), the serving process's resident size sampled every second,
// then the bare React Router route of bench/bare under the same load for a minute.
//
//   node bench/soak.mjs [baseUrl]   (or BENCH_URL; default http://localhost:3300; ours as bench/run.mjs starts it)
//   SOAK_MINUTES=10 SOAK_BARE_SECONDS=60 node bench/soak.mjs ...
//
// Every connection asks for the pages of bench/render-cpu.mjs in turn (`/`, the flight listing, the
// hotel listings of Yangon and Sittwe, a flight checkout made through the api), as a phone's Chrome
// does. The report gives, per minute, the median and largest RSS, answers a second and failures; then
// the bare route's. Budgets: our largest RSS within 1.5x the bare route's, and no growth: the last
// minute's median RSS within 10 % of the second minute's (the first is the process warming up).
// Exits 1 when either is missed or any request failed.
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './lib/child-server.mjs';
import { flightCheckoutPage, flightListingPage, hotelListingPage, PHONE, SITTWE, YANGON } from './lib/pages.mjs';
import { run } from './lib/post-load.mjs';
import { pidListeningOn, rssMegabytes } from './lib/process-stats.mjs';
import { median } from './lib/stats.mjs';
import { markdownTable } from './lib/table.mjs';

const CONNECTIONS = 50;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const BARE_SECONDS = Number(process.env.SOAK_BARE_SECONDS ?? 60);
const BARE_PORT = 3390;
const RSS_RATIO_BUDGET = 1.5;
const GROWTH_BUDGET = 0.1;

/** `seconds` of load on `paths` of `baseUrl` in turns; RSS of `pid` each second, grouped by minute. */
async function soak(baseUrl, paths, pid, seconds) {
  const minutes = [];
  const started = Date.now();
  // The last moments of the run (its final sample may come just past a whole minute) count in the last minute.
  const lastMinute = Math.max(0, Math.ceil(seconds / 60) - 1);
  const current = () => (minutes[Math.min(lastMinute, Math.floor((Date.now() - started) / 60_000))] ??= { rss: [], answered: 0, failed: 0 });
  const sampler = setInterval(() => current().rss.push(rssMegabytes(pid)), 1000);
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
    requests: paths.map((page) => ({ method: 'GET', path: page })),
  });
  instance.on('response', (_client, status) => {
    if (status >= 200 && status < 300) current().answered += 1;
    else current().failed += 1;
  });
  const result = await instance;
  clearInterval(sampler);
  const spans = minutes.filter((minute) => minute.rss.length > 0);
  return { spans, failures: result.errors + result.timeouts + result.non2xx, largest: Math.max(...spans.flatMap((minute) => minute.rss)) };
}

async function main() {
  const baseUrl = process.argv[2] || process.env.BENCH_URL || 'http://localhost:3300';
  const ourPid = pidListeningOn(Number(new URL(baseUrl).port || 80));
  const paths = [flightListingPage(), hotelListingPage(YANGON, 'en'), hotelListingPage(SITTWE, 'en'), await flightCheckoutPage(baseUrl), '/'];
  const loadBefore = os.loadavg();
  console.log(`## Memory under page load, ${MINUTES} minutes\n`);
  console.log(`${baseUrl} (pid ${ourPid}); ${CONNECTIONS} connections, each asking for ${paths.length} pages in turn; RSS at the start ${Math.round(rssMegabytes(ourPid))} MB; load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}\n`);
  const ours = await soak(baseUrl, paths, ourPid, MINUTES * 60);

  const bareServer = await startChildServer(path.join(import.meta.dirname, 'bare/server.mjs'), [BARE_PORT], 'the bare route');
  let bare;
  try {
    bare = await soak(`http://127.0.0.1:${BARE_PORT}`, ['/'], bareServer.pid, BARE_SECONDS);
  } finally {
    bareServer.kill();
  }

  const settled = median(ours.spans[Math.min(1, ours.spans.length - 1)].rss);
  const last = median(ours.spans[ours.spans.length - 1].rss);
  const growth = (last - settled) / settled;
  const ratio = ours.largest / bare.largest;
  const rows = ours.spans.map((minute, index) => [
    `minute ${index + 1}`,
    Math.round(median(minute.rss)),
    Math.round(Math.max(...minute.rss)),
    Math.round(minute.answered / (minute.rss.length || 1)),
    minute.failed,
  ]);
  rows.push(['bare React Router route', Math.round(median(bare.spans.flatMap((minute) => minute.rss))), Math.round(bare.largest), Math.round(bare.spans.reduce((sum, minute) => sum + minute.answered, 0) / BARE_SECONDS), bare.failures]);
  console.log(markdownTable(['span', 'median RSS MB', 'largest RSS MB', 'answers/s', 'failed'], rows, ['left', 'right', 'right', 'right', 'right']));

  const ok = ratio <= RSS_RATIO_BUDGET && growth <= GROWTH_BUDGET && ours.failures === 0;
  console.log(`\nlargest RSS ${Math.round(ours.largest)} MB, ${ratio.toFixed(2)}x the bare route's (budget <= ${RSS_RATIO_BUDGET}x): ${ratio <= RSS_RATIO_BUDGET ? 'ok' : '**missed**'}`);
  console.log(`median RSS from the second minute to the last: ${Math.round(settled)} -> ${Math.round(last)} MB, ${(growth * 100).toFixed(1)} % (budget <= ${GROWTH_BUDGET * 100} %): ${growth <= GROWTH_BUDGET ? 'ok' : '**missed**'}`);
  console.log(`load average after: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  process.exitCode = ok ? 0 : 1;
}

run(main);

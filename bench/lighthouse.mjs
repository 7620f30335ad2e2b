// Lighthouse page speed of the key pages, as a phone on a slow network sees them.
//
//   node bench/lighthouse.mjs [baseUrl[,baseUrl2...]]   (or BENCH_URL; default http://localhost:3300)
//
// Several base URLs (two builds, each with its own server) are measured in turns, run by run and page
// by page, so that a machine shared with other work slows both alike: on such a machine that, not two
// passes an hour apart, is how to tell a change from the noise. LIGHTHOUSE_RUNS sets the runs per page
// (default 3) and LIGHTHOUSE_PAGES keeps only the pages whose path contains one of its comma-separated
// parts (`listing` stands for the departure listing, `hotel-listing` for both hotel listings,
// `bus-listing` for the coaches' results in both languages, `checkout` for a flight checkout's travellers
// page, made through the api for each base URL just before it is measured). LIGHTHOUSE_BARE=1 also
// measures the bare React Router route of bench/bare (started here), RUNS times before the pages, as the
// floor of the same run (issue 23 item 5).
//
// Lighthouse's default configuration is its mobile preset (Moto G Power screen, 4x CPU slowdown,
// slow 4G) with simulated throttling, which is what design §9 budgets. Each page runs RUNS times in one
// headless Chromium (Lighthouse clears cache and storage before each run); every metric is the median
// of the runs. Exits 1 when a page's median performance score is below the budget. The HTML report of
// each page's median run is kept in bench/.lighthouse/ (git-ignored) for digging into a result.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { BANGKOK, busListingPage, flightCheckoutPage, flightListingPage, hotelListingPage, YANGON } from './lib/pages.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { kib, markdownTable } from './lib/table.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Yangon's listing in Myanmar is the heaviest hotel page; Bangkok's waits on the sandbox bed bank. */
const YANGON_HOTELS = hotelListingPage(YANGON, 'mm');
const BANGKOK_HOTELS = hotelListingPage(BANGKOK, 'en');
/** A hotel's page (Yangon's first hotel, the same stay): its gallery's first picture is the largest paint. */
const YANGON_HOTEL = `${hotelListingPage(YANGON, 'en').replace('/hotel/listing?', '/hotel/detail?')}&hotelId=H1001`;

/** Stands for a flight checkout's travellers page: a checkout is made on each server when its turn comes. */
const FLIGHT_CHECKOUT = 'flight checkout';
const BARE_PORT = 3390;

const ALL_PAGES = [
  '/',
  '/content/faq',
  '/?language=mm',
  flightListingPage(),
  '/track-booking?language=mm',
  '/sign-in?language=mm',
  '/hotel',
  YANGON_HOTELS,
  BANGKOK_HOTELS,
  YANGON_HOTEL,
  '/insurance',
  '/health-insurance?age=45&language=mm',
  busListingPage('en'),
  busListingPage('mm'),
  FLIGHT_CHECKOUT,
];
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) =>
      process.env.LIGHTHOUSE_PAGES.split(',').some((part) =>
        part === 'listing'
          ? page.startsWith('/flight/depart/search')
          : part === 'checkout'
            ? page === FLIGHT_CHECKOUT
          : part === 'bus-listing'
            ? page.startsWith('/bus/search')
            : part === 'hotel-listing' || part === 'hotel-detail'
            ? page.startsWith(`/${part.replace('-', '/')}`)
            : page === part,
      ),
    )
  : ALL_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const REPORT_DIR = path.join(import.meta.dirname, '.lighthouse');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function metricsOf(lhr) {
  const { audits, categories } = lhr;
  const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    transferred: audits['total-byte-weight'].numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
  };
}

/**
 * LIGHTHOUSE_CPU_SLOWDOWN replaces the preset's 4x: Lighthouse multiplies the CPU time it observes, so
 * the same page scores lower on a slower machine (benchmarkIndex 1250 on some days here, 3700-4100 on
 * others). A larger multiplier on a quick day shows what a slow day, or a slower phone, would see.
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null;

async function auditOnce(chrome, url) {
  const flags = { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES };
  const config = CPU_SLOWDOWN ? { extends: 'lighthouse:default', settings: { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: CPU_SLOWDOWN } } } : undefined;
  const result = await lighthouse(url, flags, config);
  const { lhr, report } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A page missing one of its chunks still scores, and scores well: refuse to record such a run.
  // The browser's own ask for /favicon.ico is not the page's (the bare route has none).
  const failed = lhr.audits['network-requests'].details.items.filter((item) => item.statusCode >= 400 && new URL(item.url).pathname !== '/favicon.ico');
  if (failed.length > 0) {
    const list = failed.map((item) => `${item.url} (${item.statusCode})`).join(', ');
    throw new Error(`${url}: requests failed: ${list}; was the web app rebuilt under the running server?`);
  }
  for (const warning of lhr.runWarnings) console.error(`warning (${url}): ${warning}`);
  return { lhr, report, metrics: metricsOf(lhr) };
}

/** The first render after the server starts pays for compiling its code; phones meet a warm server. */
async function warmUp(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  // Its pictures too, in the format Chromium picks: a picture's first request encodes it (decision 030).
  const pictures = new Set((await response.text()).match(/\/media\/[0-9a-f]{40}\/\d+\.avif/g) ?? []);
  for (const picture of pictures) await (await fetch(new URL(picture, url))).arrayBuffer();
}

function reportFileOf(page, baseIndex) {
  return `${baseIndex > 0 ? `${baseIndex + 1}-` : ''}${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`;
}

/** One page on every base URL, the bases taking turns run by run; a result per base. */
async function auditPage(chrome, baseUrls, page) {
  const urls = [];
  for (const baseUrl of baseUrls) urls.push(new URL(page === FLIGHT_CHECKOUT ? await flightCheckoutPage(baseUrl) : page, baseUrl).href);
  for (const url of urls) await warmUp(url);
  const runs = urls.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, url] of urls.entries()) runs[index].push(await auditOnce(chrome, url));
  }
  return runs.map((baseRuns, index) => {
    const medians = Object.fromEntries(Object.keys(baseRuns[0].metrics).map((key) => [key, median(baseRuns.map((one) => one.metrics[key]))]));
    const medianRun = baseRuns.find((one) => one.metrics.performance === medians.performance);
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, reportFileOf(page, index)), medianRun.report);
    return { page, medians, scores: baseRuns.map((one) => one.metrics.performance), lhr: medianRun.lhr };
  });
}

function resultsTable(results) {
  const rows = results.map(({ page, medians, scores }) => [
    `\`${page}\``,
    medians.performance,
    scores.join(', '),
    Math.round(medians.lcp),
    Math.round(medians.tbt),
    medians.cls.toFixed(3),
    Math.round(medians.fcp),
    kib(medians.transferred),
    kib(medians.scriptBytes),
    medians.accessibility,
    medians.bestPractices,
    medians.performance >= BUDGET_SCORE ? 'ok' : '**below**',
  ]);
  return markdownTable(
    ['page', 'perf', 'perf runs', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'transfer KB', 'script KB', 'a11y', 'best pr.', `budget ≥ ${BUDGET_SCORE}`],
    rows,
    ['left', 'right', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}

function describeSetup(lhr) {
  const { configSettings: settings, environment } = lhr;
  const browser = environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? environment.hostUserAgent;
  return `Lighthouse ${lhr.lighthouseVersion}, ${browser}, form factor ${settings.formFactor}, throttling ${settings.throttlingMethod} (RTT ${settings.throttling.rttMs} ms, ${settings.throttling.throughputKbps} kbps, CPU x${settings.throttling.cpuSlowdownMultiplier}), benchmarkIndex ${environment.benchmarkIndex}`;
}

async function main() {
  const baseUrls = (process.argv[2] || process.env.BENCH_URL || 'http://localhost:3300').split(',');
  const bare = process.env.LIGHTHOUSE_BARE === '1' ? await startChildServer(path.join(import.meta.dirname, 'bare/server.mjs'), [BARE_PORT], 'the bare route') : undefined;
  // chrome-launcher's own SIGINT handler would not cover SIGTERM (what bench/run.mjs sends): handle both here.
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await chrome.kill();
      process.exit(128 + constants.signals[signal]);
    });
  }
  try {
    if (bare) {
      const [floor] = await auditPage(chrome, [`http://127.0.0.1:${BARE_PORT}`], '/');
      console.log(`## The bare React Router route (bench/bare), median of ${RUNS} runs, before the pages\n`);
      console.log(`${resultsTable([{ ...floor, page: 'bare React Router route' }])}\n`);
    }
    const perPage = [];
    for (const page of PAGES) perPage.push(await auditPage(chrome, baseUrls, page));
    const results = [];
    // LIGHTHOUSE_PAGES may keep none: the bare route alone.
    for (const [index, baseUrl] of perPage.length > 0 ? baseUrls.entries() : []) {
      const ofBase = perPage.map((pageResults) => pageResults[index]);
      results.push(...ofBase);
      const turns = baseUrls.length > 1 ? `, in turns with ${baseUrls.filter((other) => other !== baseUrl).join(', ')}` : '';
      console.log(`## Lighthouse, mobile preset, median of ${RUNS} runs against ${baseUrl}${turns}\n`);
      console.log(`${describeSetup(ofBase[0].lhr)}\n`);
      console.log(`${resultsTable(ofBase)}\n`);
    }
    console.log(`HTML reports of the median runs: ${path.relative(process.cwd(), REPORT_DIR) || '.'}/`);
    const below = results.filter((result) => result.medians.performance < BUDGET_SCORE);
    if (below.length > 0) console.error(`\nPerformance budget (${BUDGET_SCORE}) missed by: ${below.map((result) => result.page).join(', ')}`);
    process.exitCode = below.length > 0 ? 1 : 0;
  } finally {
    await chrome.kill();
    bare?.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

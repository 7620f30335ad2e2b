// First-view JavaScript per route, measured from the production build without a browser.
//
//   node bench/bundle-size.mjs [baseUrl]
//
// For every page route it takes exactly what React Router's <Scripts> puts in a server-rendered
// document (the client entry and the modules of each matched route, with their imports) from the
// router's own manifest, follows static imports inside those files as the browser would, gzips each
// file once (level 9) and sums. Budget (design §9): <= 125 KB gzip per route; exits 1 when missed.
// With a base URL (argument or BENCH_URL) it also cross-checks `/` against the running server: the
// modules its HTML preloads must be the set computed here, and it reports the bytes actually served.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { kib, markdownTable } from './lib/table.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.join(ROOT, 'apps/web/build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const BUDGET_BYTES = 125 * 1024;
// Every per-route module a document loads up front; v8_splitRouteModules may split a route into several.
const ROUTE_MODULE_KEYS = ['module', 'clientActionModule', 'clientLoaderModule', 'clientMiddlewareModule', 'hydrateFallbackModule'];
// `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`: dynamic imports load on demand.
const STATIC_IMPORT = /\b(?:from|import)\s*(["'`])(\.\/[^"'`]+?\.js)\1/g;

/** React Router ships its route manifest as a script assigning `window.__reactRouterManifest = {...};`. */
function readRouterManifest() {
  const assets = path.join(CLIENT_DIR, 'assets');
  const found = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (found.length !== 1) throw new Error(`expected one React Router manifest in ${assets}, found ${found.length}: run npm run build -w @thwa/web`);
  const source = readFileSync(path.join(assets, found[0]), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

function fileOf(href) {
  return path.join(CLIENT_DIR, href.replace(/^\//, ''));
}

const contents = new Map();
function readAsset(href) {
  if (!contents.has(href)) contents.set(href, readFileSync(fileOf(href)));
  return contents.get(href);
}

const gzipped = new Map();
function gzipBytes(href) {
  if (!gzipped.has(href)) gzipped.set(href, gzipSync(readAsset(href), { level: constants.Z_BEST_COMPRESSION }).length);
  return gzipped.get(href);
}

/** The route and its ancestors, root first: the routes a document for it renders. */
function routeChain(manifest, routeId) {
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) chain.unshift(route);
  return chain;
}

/**
 * Adds every module reachable through static imports. React Router's manifest already lists them
 * flattened; following the files too keeps the number honest if a chunk imports one it forgot.
 */
function withStaticImports(hrefs) {
  const pending = [...hrefs];
  const all = new Set(hrefs);
  while (pending.length > 0) {
    const href = pending.pop();
    for (const [, , relative] of readAsset(href).toString('utf8').matchAll(STATIC_IMPORT)) {
      const imported = path.posix.join(path.posix.dirname(href), relative);
      if (!all.has(imported)) {
        all.add(imported);
        pending.push(imported);
      }
    }
  }
  return all;
}

function firstViewScripts(manifest, routeId) {
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of routeChain(manifest, routeId)) {
    for (const key of ROUTE_MODULE_KEYS) if (route[key]) hrefs.push(route[key]);
    hrefs.push(...(route.imports ?? []));
  }
  return withStaticImports(hrefs);
}

/**
 * Stylesheets a route's modules import go into the manifest; those the root links with `?url`
 * (app.css) appear only in the server build, which renders them into every page's <head>.
 */
function serverLinkedStylesheets() {
  const serverDir = path.join(BUILD_DIR, 'server');
  const sources = readdirSync(serverDir, { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(serverDir, name), 'utf8'));
  return new Set(sources.flatMap((source) => [...source.matchAll(/["'`](\/assets\/[^"'`]+?\.css)["'`]/g)].map((match) => match[1])));
}

function firstViewStylesheets(manifest, routeId, linkedEverywhere) {
  const css = new Set([...(manifest.entry.css ?? []), ...linkedEverywhere]);
  for (const route of routeChain(manifest, routeId)) for (const href of route.css ?? []) css.add(href);
  return css;
}

function urlPathOf(manifest, routeId) {
  const segments = routeChain(manifest, routeId).map((route) => route.path).filter(Boolean);
  return `/${segments.join('/')}`;
}

/**
 * Routes a visitor can open as a page: leaves of the route tree (a parent's first view is a subset of
 * its children's) with a component. A leaf without one is a resource route: it never renders a document.
 */
function pageRoutes(manifest) {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes).filter((route) => !parents.has(route.id) && route.hasDefaultExport);
}

function sum(hrefs, measure) {
  return [...hrefs].reduce((total, href) => total + measure(href), 0);
}

function measureRoutes(manifest) {
  const linkedEverywhere = serverLinkedStylesheets();
  return pageRoutes(manifest).map((route) => {
    const scripts = firstViewScripts(manifest, route.id);
    const styles = firstViewStylesheets(manifest, route.id, linkedEverywhere);
    return {
      id: route.id,
      path: urlPathOf(manifest, route.id),
      scripts,
      jsRaw: sum(scripts, (href) => readAsset(href).length),
      jsGzip: sum(scripts, gzipBytes),
      cssGzip: sum(styles, gzipBytes),
    };
  });
}

function routesTable(measured) {
  const rows = measured.map((route) => [
    `\`${route.id}\``,
    `\`${route.path}\``,
    route.scripts.size,
    kib(route.jsRaw),
    kib(route.jsGzip),
    kib(route.cssGzip),
    route.jsGzip <= BUDGET_BYTES ? 'ok' : '**over**',
  ]);
  return markdownTable(
    ['route id', 'path', 'JS files', 'JS raw KB', 'JS gzip KB', 'linked CSS gzip KB', `budget ${BUDGET_BYTES / 1024} KB`],
    rows,
    ['left', 'left', 'right', 'right', 'right', 'right', 'left'],
  );
}

/** Bytes as they cross the wire (still compressed), which fetch() would hide by decoding them. */
function wireBytes(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'none' }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function attributesOf(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** The scripts a server-rendered document makes the browser fetch, and the route ids it hydrates. */
function parseDocument(html) {
  const tags = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map((match) => attributesOf(match[0]));
  const scripts = tags.filter((tag) => tag.rel === 'modulepreload' || tag.src).map((tag) => tag.href ?? tag.src);
  const hydrated = html.match(/window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/)?.[1] ?? '';
  const routeIds = [...hydrated.matchAll(/"([^"]+)"\s*:/g)].map((match) => match[1]);
  return { scripts: new Set(scripts), routeIds };
}

async function crossCheckHome(measured, baseUrl) {
  const response = await fetch(new URL('/', baseUrl));
  if (!response.ok) throw new Error(`GET ${baseUrl}/ answered ${response.status}`);
  const html = await response.text();
  const { scripts, routeIds } = parseDocument(html);
  const leafId = routeIds.at(-1);
  const computed = measured.find((route) => route.id === leafId);
  if (!computed) throw new Error(`the document for / hydrates routes [${routeIds.join(', ')}]; none is a measured page route`);
  const loaded = withStaticImports(scripts);
  const missing = [...computed.scripts].filter((href) => !loaded.has(href));
  const extra = [...loaded].filter((href) => !computed.scripts.has(href));
  const served = await Promise.all([...loaded].map((href) => wireBytes(new URL(href, baseUrl).href)));
  const failed = served.filter((answer) => answer.status !== 200);
  const encodings = [...new Set(served.map((answer) => answer.encoding))].join(', ');
  console.log(`\nCross-check of \`/\` against ${baseUrl}: the document hydrates [${routeIds.join(', ')}] and preloads ${scripts.size} modules.\n`);
  console.log(
    markdownTable(
      ['source', 'JS files', 'KB'],
      [
        [`build, route \`${leafId}\`, gzip -9`, computed.scripts.size, kib(computed.jsGzip)],
        [`server, as sent (content-encoding: ${encodings})`, loaded.size, kib(sum(served, (answer) => answer.bytes))],
      ],
      ['left', 'right', 'right'],
    ),
  );
  if (missing.length > 0 || extra.length > 0 || failed.length > 0) {
    console.error(`cross-check FAILED: not in the document: [${missing.join(', ')}]; not computed: [${extra.join(', ')}]; failed fetches: ${failed.length}`);
    return false;
  }
  console.log('\nThe modules the server preloads for `/` are exactly the computed set.');
  // The stylesheet travels inside every document (entry.server.tsx), so the table's linked CSS is 0.
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  console.log(`Inline stylesheet in the document of \`/\`: ${kib(Buffer.byteLength(inline))} KB raw, ${kib(gzipSync(inline, { level: constants.Z_BEST_COMPRESSION }).length)} KB gzip.`);
  return true;
}

async function main() {
  const baseUrl = process.argv[2] || process.env.BENCH_URL;
  const manifest = readRouterManifest();
  const measured = measureRoutes(manifest);
  console.log(`## First-view JavaScript per route (build ${manifest.version}, gzip level 9)\n`);
  console.log(routesTable(measured));
  const overBudget = measured.filter((route) => route.jsGzip > BUDGET_BYTES);
  const crossChecked = baseUrl ? await crossCheckHome(measured, baseUrl) : true;
  if (overBudget.length > 0) console.error(`\nJS budget missed by: ${overBudget.map((route) => route.id).join(', ')}`);
  process.exitCode = overBudget.length > 0 || !crossChecked ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

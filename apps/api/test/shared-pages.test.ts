import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { OpsContentPageResponse } from '@thwa/domain/contracts/operations-settings';
import { loadConfig } from '../src/config.ts';
import { consoleEmployee } from './console-fixtures.ts';
import { buildWebHost } from './web-host-fixtures.ts';
import { testDatabaseUrl } from './test-database.ts';

/**
 * Pages the same for every visitor without an account, kept a second by the host (decision 047):
 * who gets a kept page and who never does, on the real api and the built web app.
 */
let app: FastifyInstance;
let connection: DatabaseConnection;

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 5 });
  // A minute, the longest allowed: a busy machine never lets a kept page expire between two requests
  // of one test (expiry itself is proved with a clock of its own in shared-pages.unit.test.ts).
  app = await buildWebHost(connection.db, testDatabaseUrl(), { SHARED_PAGE_SECONDS: '60' });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await connection?.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Each visit asks for an address of its own test, so that no other test's kept page answers it. */
let visits = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}visit=${++visits}`;

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { 'user-agent': CHROME, ...headers } });
}

/** The nonce the page was rendered with: one render, one nonce. */
function renderNonce(response: LightMyRequestResponse): string {
  const nonce = /<script\b[^>]*\snonce="([^"]+)"/.exec(response.body)?.[1];
  expect(nonce).toBeDefined();
  return nonce!;
}

function scriptSources(response: LightMyRequestResponse): string[] {
  const directive = String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive!.split(' ').slice(1);
}

describe('a page the same for everyone', () => {
  it('is rendered once and served again while it is kept, with a policy that allows exactly its own scripts', async () => {
    const url = fresh('/content/faq');
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(renderNonce(second)).toBe(renderNonce(first));

    // The nonce anyone can read in a kept page allows nothing: its scripts run by their hashes.
    const sources = scriptSources(second);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , source] of inline) expect(sources).toContain(`'sha256-${createHash('sha256').update(source!, 'utf8').digest('base64')}'`);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('is compressed for each visitor as it asks', async () => {
    const url = fresh('/content/faq');
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers the requests that arrive during its render with that render', async () => {
    const url = fresh('/');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map(renderNonce)).size).toBe(1);
  });

  it('is kept apart per language, per phone or desktop, and for crawlers', async () => {
    const url = fresh('/');
    const english = await get(url);
    const remembered = [(await get('/?language=MM')).headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('thwa_settings='));
    const myanmar = await get(url, { cookie: remembered!.split(';')[0]! });
    expect(myanmar.body).toContain('lang="my"');
    expect(english.body).toContain('lang="en"');
    const phone = await get(url, { 'user-agent': PHONE });
    const crawler = await get(url, { 'user-agent': GOOGLEBOT });
    const nonces = [english, myanmar, phone, crawler].map(renderNonce);
    expect(new Set(nonces).size).toBe(4);
    // …and each of them is kept for the next visitor like it.
    expect(renderNonce(await get(url, { 'user-agent': PHONE }))).toBe(renderNonce(phone));
  });
});

describe('a link that carries a language or a currency', () => {
  it('is kept with the settings cookie it stores, and every visitor of that link gets the cookie', async () => {
    const url = fresh('/hotel?language=MM&currency=USD');
    const first = await get(url);
    const second = await get(url);
    expect(renderNonce(second)).toBe(renderNonce(first));
    const stored = (answer: LightMyRequestResponse) => [answer.headers['set-cookie'] ?? []].flat();
    expect(stored(first)).toHaveLength(1);
    expect(stored(first)[0]).toMatch(/^thwa_settings=/);
    expect(stored(second)).toEqual(stored(first));
    expect(second.body).toContain('lang="my"');
  });
});

describe('a deals campaign a sale sends customers to', () => {
  it('is kept with its promo code cookie, and its visitors, who carry the code, are served kept listings', async () => {
    const url = fresh('/campaign/golden-land-fares');
    const first = await get(url);
    const second = await get(url);
    const promo = (answer: LightMyRequestResponse) => [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('thwa_campaign_promo='));
    expect(promo(first)).toBeDefined();
    expect(promo(second)).toBe(promo(first));
    expect(renderNonce(second)).toBe(renderNonce(first));

    const listing = fresh('/');
    const kept = renderNonce(await get(listing));
    expect(renderNonce(await get(listing, { cookie: promo(second)!.split(';')[0]! }))).toBe(kept);
  });
});

describe("an employee's change", () => {
  it('shows at once: a write the console makes forgets the kept pages, a refused one does not', async () => {
    const url = fresh('/content/our-partners');
    const api = { app, connection, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl() }) };
    const editor = await consoleEmployee(api, ['content']);
    const send = (headers: Record<string, string>, payload?: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/ops/content/pages/our-partners', headers, ...(payload ? { payload } : {}) });
    const loaded = OpsContentPageResponse.parse((await app.inject({ url: '/api/ops/content/pages/our-partners', headers: editor.consoleHeaders })).json()).data;
    const marker = `Kept-${Date.now()}`;
    const body = {
      en: { title: `Our partners ${marker}`, description: loaded.en!.description, bodyMarkdown: loaded.en!.bodyMarkdown },
      mm: { title: loaded.mm!.title, description: loaded.mm!.description, bodyMarkdown: loaded.mm!.bodyMarkdown },
      basedOn: { en: loaded.en!.updatedAt, mm: loaded.mm!.updatedAt },
    };
    const kept = renderNonce(await get(url));
    expect((await send({}, body)).statusCode).toBe(401);
    expect(renderNonce(await get(url))).toBe(kept);

    expect((await send(editor.consoleHeaders, body)).statusCode).toBe(200);
    const after = await get(url);
    expect(renderNonce(after)).not.toBe(kept);
    expect(after.body).toContain(marker);
  });
});

describe('never a kept page', () => {
  it('for a visitor with a session, an order, a partner wallet or the console: their page is their own', async () => {
    const url = fresh('/');
    const kept = renderNonce(await get(url));
    for (const cookie of ['thwa_session=anything', 'thwa_order_TW0000000001=x', 'thwa_mini_app=x', 'thwa_console=x']) {
      const answer = await get(url, { cookie });
      expect(renderNonce(answer)).not.toBe(kept);
      expect(scriptSources(answer)).toContain(`'nonce-${renderNonce(answer)}'`);
    }
  });

  it('on a page a route does not declare shared, nor on one that is not found', async () => {
    for (const path of ['/sign-in', '/track-booking', '/no/such/page']) {
      const url = fresh(path);
      const first = await get(url);
      expect(renderNonce(await get(url))).not.toBe(renderNonce(first));
    }
  });

  it('for a HEAD: it is rendered, as before', async () => {
    const url = fresh('/content/faq');
    const kept = renderNonce(await get(url));
    const head = await app.inject({ method: 'HEAD', url, headers: { 'user-agent': CHROME } });
    expect(String(head.headers['content-security-policy'])).not.toContain(kept);
  });
});

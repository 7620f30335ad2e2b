import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { WEB_BUILD_DIR } from '../src/host/web.ts';
import { buildWebHost } from './web-host-fixtures.ts';
import { testDatabaseUrl } from './test-database.ts';

/**
 * The server-rendered web app as the host serves it: the real api and the built React Router app on
 * one Fastify instance, on the run's test database.
 */
let app: FastifyInstance;
let connection: DatabaseConnection;

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 5 });
  app = await buildWebHost(connection.db, testDatabaseUrl());
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await connection?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The text a reader sees: React escapes apostrophes and ampersands in what it renders. */
function text(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function htmlLang(response: LightMyRequestResponse): string | undefined {
  return /<html[^>]*\slang="([^"]*)"/.exec(response.body)?.[1];
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The `thwa_settings` Set-Cookie, its `name=value` pair and the choices it stores. */
function settingsCookie(response: LightMyRequestResponse) {
  const cookie = setCookies(response).find((value) => value.startsWith('thwa_settings='));
  if (!cookie) return undefined;
  const pair = cookie.split(';')[0]!;
  const value = decodeURIComponent(pair.slice('thwa_settings='.length));
  return { cookie, pair, choices: JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, string> };
}

describe('pages', () => {
  it('/ is the English flight landing by default', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(htmlLang(response)).toBe('en');
    expect(response.body).toMatch(/<h1 id="landing-title"[^>]*>Where would you like to go\?<\/h1>/);
    expect(response.body).toContain('<title>Thwa · Where would you like to go?</title>');
    expect(response.body).toContain('data-currency="MMK"');
    // Nothing asked for in the query string, so nothing is stored.
    expect(settingsCookie(response)).toBeUndefined();
  });

  it('/flight is the same landing', async () => {
    const response = await app.inject({ url: '/flight' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Where would you like to go?');
  });

  it("lets only this answer's scripts run: the CSP nonce is the one on every script of the page", async () => {
    const response = await app.inject({ url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);

    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

    const other = await app.inject({ url: '/' });
    expect(String(other.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('sends the page security headers', async () => {
    const { headers } = await app.inject({ url: '/' });
    const policy = String(headers['content-security-policy']).split(';').map((part) => part.trim());
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('HTML answers are private and revalidated', async () => {
    for (const url of ['/', '/content/faq', '/some/unknown/path']) {
      expect((await app.inject({ url })).headers['cache-control']).toBe('private, no-cache');
    }
  });
});

describe('language and currency from the query string (spec §5)', () => {
  it('?language=MM renders Myanmar and remembers it in a cookie', async () => {
    const response = await app.inject({ url: '/?language=MM' });
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response)).toBe('my');
    expect(response.body).toContain('ဘယ်ကို သွားချင်ပါသလဲ။');
    expect(response.body).not.toContain('Where would you like to go?');

    const stored = settingsCookie(response);
    expect(stored?.choices).toEqual({ lang: 'mm', currency: 'MMK', nationality: 'local' });
    expect(stored?.cookie).toMatch(/; Path=\//);
    expect(stored?.cookie).toMatch(/; HttpOnly/);
    expect(stored?.cookie).toMatch(/; SameSite=Lax/);
    expect(stored?.cookie).toMatch(/; Max-Age=31536000/);

    const again = await app.inject({ url: '/', headers: { cookie: stored!.pair } });
    expect(htmlLang(again)).toBe('my');
    expect(again.body).toContain('ဘယ်ကို သွားချင်ပါသလဲ။');
  });

  it('?language=xx falls back to English', async () => {
    const response = await app.inject({ url: '/?language=xx' });
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response)).toBe('en');
    expect(response.body).toContain('Where would you like to go?');
    expect(settingsCookie(response)?.choices.lang).toBe('en');
  });

  it('?language=xx also replaces a stored Myanmar choice with the default', async () => {
    const myanmar = settingsCookie(await app.inject({ url: '/?language=mm' }))!;
    const response = await app.inject({ url: '/?language=xx', headers: { cookie: myanmar.pair } });
    expect(htmlLang(response)).toBe('en');
  });

  it('?currency=usd stores USD', async () => {
    const response = await app.inject({ url: '/?currency=usd' });
    expect(response.body).toContain('data-currency="USD"');
    expect(response.body).toMatch(/<button[^>]*value="USD"[^>]*aria-pressed="true"/);
    const stored = settingsCookie(response)!;
    expect(stored.choices).toEqual({ lang: 'en', currency: 'USD', nationality: 'local' });

    const again = await app.inject({ url: '/', headers: { cookie: stored.pair } });
    expect(again.body).toContain('data-currency="USD"');
  });

  it('?currency=eur falls back to MMK', async () => {
    const response = await app.inject({ url: '/?currency=eur' });
    expect(response.body).toContain('data-currency="MMK"');
    expect(settingsCookie(response)?.choices.currency).toBe('MMK');
  });

  it('a tampered cookie is read leniently, never breaking the page', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'thwa_settings=not-base64-json' } });
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response)).toBe('en');
  });
});

describe('content pages', () => {
  it('/content/faq shows the FAQ', async () => {
    const response = await app.inject({ url: '/content/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
    expect(response.body).toContain('<title>Frequently asked questions · Thwa</title>');
  });

  it('/content/faq is in Myanmar for a visitor who chose Myanmar', async () => {
    const response = await app.inject({ url: '/content/faq?language=mm' });
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response)).toBe('my');
    expect(response.body).toMatch(/<h1[^>]*>မေးလေ့ရှိသော မေးခွန်းများ<\/h1>/);
  });

  it('/content/contact-us shows the configured support contacts', async () => {
    const response = await app.inject({ url: '/content/contact-us' });
    expect(response.body).toContain('<a href="tel:+9518600600">+95 1 860 0600</a>');
    expect(response.body).toContain('<a href="mailto:support@thwa.com.mm">support@thwa.com.mm</a>');
  });

  it("/content/not-a-page answers 404 'Page not found!'", async () => {
    const response = await app.inject({ url: '/content/not-a-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/<h1[^>]*>Page not found!<\/h1>/);
  });
});

describe('unknown paths (spec §2, §8)', () => {
  it.each(['/some/unknown/path', '/hotel-nowhere', '/content'])('%s answers 404 with the not-found screen', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = text(response.body);
    expect(page).toMatch(/<h1[^>]*>Page not found!<\/h1>/);
    expect(page).toContain("We're Sorry, the page you requested could not be found. Please go back to home page.");
    expect(page).toMatch(/<a [^>]*href="\/"[^>]*>Go to home page<\/a>/);
  });

  it('says it in Myanmar to a Myanmar visitor', async () => {
    const response = await app.inject({ url: '/some/unknown/path?language=mm' });
    expect(response.statusCode).toBe(404);
    expect(htmlLang(response)).toBe('my');
    expect(response.body).not.toContain('Page not found!');
  });

  it('below /api the answer stays JSON, not a page', async () => {
    const response = await app.inject({ url: '/api/some/unknown/path' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
  });
});

describe('POST /settings (the language drawer and currency switch without JavaScript)', () => {
  it('stores the choice and goes back to the page it came from', async () => {
    const response = await app.inject({ method: 'POST', url: '/settings', headers: FORM, payload: 'lang=mm&returnTo=/content/faq' });
    expect([302, 303]).toContain(response.statusCode);
    expect(response.headers.location).toBe('/content/faq');
    const stored = settingsCookie(response)!;
    expect(stored.choices).toEqual({ lang: 'mm', currency: 'MMK', nationality: 'local' });

    const page = await app.inject({ url: '/content/faq', headers: { cookie: stored.pair } });
    expect(htmlLang(page)).toBe('my');
  });

  it('keeps the other stored choices when only one changes', async () => {
    const myanmar = settingsCookie(await app.inject({ url: '/?language=mm' }))!;
    const response = await app.inject({
      method: 'POST',
      url: '/settings',
      headers: { ...FORM, cookie: myanmar.pair },
      payload: 'currency=USD&returnTo=/',
    });
    expect(settingsCookie(response)!.choices).toEqual({ lang: 'mm', currency: 'USD', nationality: 'local' });
  });

  it('drops language, currency and nationality from the page it returns to, keeping the rest', async () => {
    const returnTo = encodeURIComponent('/content/faq?language=en&currency=MMK&nationality=local&tab=2#refunds');
    const response = await app.inject({ method: 'POST', url: '/settings', headers: FORM, payload: `lang=mm&returnTo=${returnTo}` });
    expect(response.headers.location).toBe('/content/faq?tab=2#refunds');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ''])(
    'never sends the visitor to another site (returnTo=%j goes to /)',
    async (target) => {
      const response = await app.inject({
        method: 'POST',
        url: '/settings',
        headers: FORM,
        payload: `lang=en&returnTo=${encodeURIComponent(target)}`,
      });
      expect([302, 303]).toContain(response.statusCode);
      expect(response.headers.location).toBe('/');
      expect(settingsCookie(response)?.choices.lang).toBe('en');
    },
  );

  it('GET /settings just goes home', async () => {
    const response = await app.inject({ url: '/settings' });
    expect([302, 303]).toContain(response.statusCode);
    expect(response.headers.location).toBe('/');
  });

  it('answers the redirect without a JSON body', async () => {
    const response = await app.inject({ method: 'POST', url: '/settings', headers: FORM, payload: 'lang=mm&returnTo=/' });
    expect(response.statusCode).toBe(302);
    expect(response.body).toBe('');
    expect(String(response.headers['content-type'] ?? '')).not.toMatch(/json/);
  });
});

describe('static files', () => {
  async function anAsset(): Promise<string> {
    const page = await app.inject({ url: '/' });
    // The stylesheet is inlined (entry.server.tsx); the scripts are the hashed files a page links.
    const href = /href="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    return href!;
  }

  it('serves the hashed assets the page links to', async () => {
    const href = await anAsset();
    const response = await app.inject({ url: href });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.rawPayload.equals(readFileSync(path.join(WEB_BUILD_DIR, 'client', href)))).toBe(true);
  });

  it('caches a hashed asset for a year, as immutable', async () => {
    const response = await app.inject({ url: await anAsset() });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for an hour', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('compression', () => {
  it('compresses HTML with brotli when the browser accepts it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Where would you like to go?');
    expect(response.rawPayload.length).toBeLessThan(html.length);
    // Caches keep one copy per encoding.
    expect(response.headers['vary']).toContain('accept-encoding');
  });

  it('compresses with gzip for a browser without brotli', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('Where would you like to go?');
  });

  it("compresses the api's answers whole, once, beside the pages", async () => {
    const response = await app.inject({ url: '/api/content/pages/faq', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toMatchObject({ code: 200 });
    expect(response.headers['vary']).toContain('accept-encoding');
  });

  it('sends plain HTML to a client that accepts no encoding', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('Where would you like to go?');
  });
});

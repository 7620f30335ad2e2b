import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, keepablePage, sharedPageKey, SharedPages, sharedRoutesOf, type KeptPage } from './shared-pages.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function request(url: string, headers: Record<string, string> = {}) {
  return { url, host: 'thwa.test', headers: { 'user-agent': CHROME, ...headers } };
}

describe('sharedPageKey', () => {
  it('is the same for two visitors without cookies asking for the same address', () => {
    expect(sharedPageKey(request('/hotel/listing?city=yangon'), 'https')).toBe(sharedPageKey(request('/hotel/listing?city=yangon'), 'https'));
  });

  it('tells apart what the render reads: address, scheme, host, settings, phone, crawler, forwarded scheme', () => {
    const base = sharedPageKey(request('/?a=1'), 'https');
    const others = [
      sharedPageKey(request('/?a=2'), 'https'),
      sharedPageKey(request('/?a=1'), 'http'),
      sharedPageKey({ ...request('/?a=1'), host: 'other.test' }, 'https'),
      sharedPageKey(request('/?a=1', { cookie: 'thwa_settings=eyJsYW5nIjoibW0ifQ%3D%3D' }), 'https'),
      sharedPageKey(request('/?a=1', { 'user-agent': PHONE }), 'https'),
      sharedPageKey(request('/?a=1', { 'user-agent': GOOGLEBOT }), 'https'),
      sharedPageKey(request('/?a=1', { 'x-forwarded-proto': 'https' }), 'https'),
    ];
    for (const other of others) expect(other).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });

  it('is undefined for a visitor with any cookie of ours besides the settings', () => {
    for (const cookie of ['thwa_session=abc', 'thwa_settings=x; thwa_order_TW0000000001=k', 'thwa_mini_app=1', 'thwa_console=c', 'thwa_agent=a']) {
      expect(sharedPageKey(request('/', { cookie }), 'https')).toBeUndefined();
    }
  });

  it("ignores cookies that are not ours (analytics) and a campaign's promo code: no shared page reads them", () => {
    expect(sharedPageKey(request('/', { cookie: '_ga=GA1.1.1; _gid=2' }), 'https')).toBe(sharedPageKey(request('/'), 'https'));
    expect(sharedPageKey(request('/', { cookie: 'thwa_campaign_promo=GOLDEN' }), 'https')).toBe(sharedPageKey(request('/'), 'https'));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does (its text, UTF-8) and skips scripts with a source', () => {
    const inline = 'window.__x = "မြန်မာ";';
    const html = `<script type="module" src="/assets/a.js"></script><script nonce="n">${inline}</script><script\nnonce="n" type="module">import("/a.js")</script>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(inline), sha('import("/a.js")')]);
  });

  it('lists a script once however often it appears', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toHaveLength(1);
  });
});

describe('keepablePage', () => {
  const html = (init: ResponseInit = {}) => new Response('<!DOCTYPE html><script>go()</script>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

  it('keeps a 200 with its headers and the hashes of its scripts', async () => {
    const page = await keepablePage('k', html(), 1000);
    expect(page?.headers).toContainEqual(['content-type', 'text/html; charset=utf-8']);
    expect(page?.scriptSources).toHaveLength(1);
    expect(page?.body.toString()).toBe('<!DOCTYPE html><script>go()</script>');
  });

  it('keeps the settings and promo cookies a page stores from its address, for each visitor of that address', async () => {
    const headers: Array<[string, string]> = [
      ['content-type', 'text/html'],
      ['set-cookie', 'thwa_settings=x; Path=/; HttpOnly'],
      ['set-cookie', 'thwa_campaign_promo=GOLDEN; Max-Age=60; Path=/'],
    ];
    const page = await keepablePage('k', html({ headers }), 1000);
    expect(page?.cookies).toEqual(['thwa_settings=x; Path=/; HttpOnly', 'thwa_campaign_promo=GOLDEN; Max-Age=60; Path=/']);
    expect(page?.headers.map(([name]) => name)).not.toContain('set-cookie');
  });

  it('keeps nothing that sets another cookie, is not a 200, or forbids storing; and leaves its body unread', async () => {
    const refused = [
      html({ headers: { 'content-type': 'text/html', 'set-cookie': 'thwa_session=x' } }),
      html({ headers: [['content-type', 'text/html'], ['set-cookie', 'thwa_settings=x'], ['set-cookie', 'thwa_order_TW0000000001=k']] }),
      html({ status: 404 }),
      new Response(null, { status: 302, headers: { location: '/' } }),
      html({ headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } }),
    ];
    for (const response of refused) {
      expect(await keepablePage('k', response, 1000)).toBeUndefined();
      expect(response.bodyUsed).toBe(false);
    }
  });

  it('allows no inline script on an answer that is not HTML', async () => {
    const page = await keepablePage('k', Response.json({ script: '<script>x</script>' }), 1000);
    expect(page?.scriptSources).toEqual([]);
  });
});

function page(key: string, size: number, expiresAt: number): KeptPage {
  return { key, status: 200, headers: [], cookies: [], scriptSources: [], body: Buffer.alloc(size, 'a'), encoded: new Map(), expiresAt };
}

describe('SharedPages', () => {
  it('serves a kept page until it expires, then asks for a render again', async () => {
    let now = 0;
    const pages = new SharedPages(1000, 1024 * 1024, () => now);
    expect(pages.find('k')).toBeUndefined();
    pages.rendering('k', Promise.resolve(page('k', 10, pages.expiryFromNow())));
    expect(await pages.find('k')).toMatchObject({ key: 'k' });
    await Promise.resolve();
    now = 999;
    expect(pages.find('k')).toMatchObject({ key: 'k' });
    now = 1000;
    expect(pages.find('k')).toBeUndefined();
    expect(pages.bytes).toBe(0);
  });

  it('makes the requests behind a render wait for it, and keeps nothing when it cannot be kept or fails', async () => {
    const pages = new SharedPages(1000);
    let finish!: (kept: KeptPage | undefined) => void;
    pages.rendering('k', new Promise((resolve) => (finish = resolve)));
    const waiting = [pages.find('k'), pages.find('k')];
    expect(waiting.every((one) => one instanceof Promise)).toBe(true);
    finish(undefined);
    expect(await Promise.all(waiting)).toEqual([undefined, undefined]);
    expect(pages.find('k')).toBeUndefined();

    pages.rendering('f', Promise.reject(new Error('the api is down')));
    expect(await pages.find('f')).toBeUndefined();
    expect(pages.find('f')).toBeUndefined();
  });

  it('holds at most its bytes, the least recently served first out', async () => {
    const pages = new SharedPages(60_000, 100);
    for (const key of ['a', 'b', 'c']) {
      pages.rendering(key, Promise.resolve(page(key, 40, pages.expiryFromNow())));
      await pages.find(key);
    }
    // a and b were kept (80 bytes); c pushed a, the oldest, out.
    expect(pages.bytes).toBe(80);
    expect(pages.find('a')).toBeUndefined();
    expect(pages.find('b')).toBeDefined();
    pages.rendering('d', Promise.resolve(page('d', 40, pages.expiryFromNow())));
    await pages.find('d');
    // b was served again after c: c goes.
    expect(pages.find('c')).toBeUndefined();
    expect(pages.find('b')).toBeDefined();

    pages.rendering('huge', Promise.resolve(page('huge', 101, pages.expiryFromNow())));
    expect(await pages.find('huge')).toBeDefined();
    expect(pages.find('huge')).toBeUndefined();
  });

  it('compresses a page once per encoding, counts those bytes, and sends a small page as it is', async () => {
    const pages = new SharedPages(60_000);
    const big = { ...page('big', 0, pages.expiryFromNow()), body: Buffer.from('<p>Yangon</p>'.repeat(500)) };
    pages.rendering('big', Promise.resolve(big));
    await pages.find('big');
    const brotli = pages.encoded(big, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).equals(big.body)).toBe(true);
    expect(pages.encoded(big, 'br').bytes).toBe(brotli.bytes);
    expect(gunzipSync(pages.encoded(big, 'gzip').bytes).equals(big.body)).toBe(true);
    expect(pages.bytes).toBe(big.body.length + brotli.bytes.length + big.encoded.get('gzip')!.length);
    expect(pages.encoded(big, 'identity')).toEqual({ bytes: big.body, encoding: 'identity' });

    const small = page('small', 100, pages.expiryFromNow());
    expect(pages.encoded(small, 'br')).toEqual({ bytes: small.body, encoding: 'identity' });
  });

  it('forgets every kept page when cleared, and keeps no render that began before', async () => {
    const pages = new SharedPages(60_000);
    pages.rendering('k', Promise.resolve(page('k', 10, pages.expiryFromNow())));
    await pages.find('k');
    let finish!: (kept: KeptPage) => void;
    pages.rendering('late', new Promise((resolve) => (finish = resolve)));
    const waiting = pages.find('late');
    pages.clear();
    expect(pages.find('k')).toBeUndefined();
    expect(pages.bytes).toBe(0);
    // The render under way still answers the visitor who waited for it, but is not kept for the next.
    expect(pages.find('late')).toBeUndefined();
    finish(page('late', 10, pages.expiryFromNow()));
    expect(await waiting).toMatchObject({ key: 'late' });
    await Promise.resolve();
    expect(pages.find('late')).toBeUndefined();
    expect(pages.bytes).toBe(0);
  });
});

describe('sharedRoutesOf', () => {
  const route = (id: string, extra: Record<string, unknown>, handle?: unknown) => ({ id, caseSensitive: undefined, module: { handle }, ...extra });
  const build = {
    basename: undefined,
    routes: {
      root: route('root', { path: '' }),
      home: route('home', { parentId: 'root', index: true }, { pageId: 'home_page', sharedPage: true }),
      listing: route('listing', { parentId: 'root', path: 'hotel/listing' }, { pageId: 'hotel_listing_page', sharedPage: true }),
      checkout: route('checkout', { parentId: 'root', path: 'hotel/checkout' }, { pageId: 'hotel_checkout_page' }),
      content: route('content', { parentId: 'root', path: 'content/:slug' }, { sharedPage: true }),
      layout: route('layout', { parentId: 'root' }),
      ops: route('ops', { parentId: 'layout', path: 'ops' }, { pageId: 'console_page' }),
      missing: route('missing', { parentId: 'root', path: '*' }, { pageId: 'not_found_page' }),
    },
  } as unknown as Parameters<typeof sharedRoutesOf>[0];
  const isShared = sharedRoutesOf(build);

  it("follows the route that renders the page: its handle's sharedPage", () => {
    expect(isShared('/')).toBe(true);
    expect(isShared('/hotel/listing')).toBe(true);
    expect(isShared('/content/faq')).toBe(true);
    expect(isShared('/hotel/checkout')).toBe(false);
    expect(isShared('/ops')).toBe(false);
    expect(isShared('/no/such/page')).toBe(false);
  });

  it("renders a client navigation's data request each time", () => {
    expect(isShared('/hotel/listing.data')).toBe(false);
    expect(isShared('/content/faq.data')).toBe(false);
  });
});

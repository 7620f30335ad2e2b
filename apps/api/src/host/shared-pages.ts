import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createHash } from 'node:crypto';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { isMobileUserAgent } from '@thwa/domain/settings';
import { COMPRESSION_THRESHOLD_BYTES, compressWhole, type PageEncoding } from './page-compression.ts';

/**
 * Pages that are the same for every visitor without an account, rendered once a second (decision 047).
 *
 * A sale sends hundreds of customers a second to the same few addresses (a landing, a listing), none of
 * them signed in yet, and each of their requests rendered the same page again: 13 to 22 ms of CPU each
 * (bench/RESULTS.md). Here the first request for a page renders it, the requests that arrive while it
 * renders wait for that render, and the ones in the next second get the same bytes, compressed once
 * per encoding.
 *
 * What makes two requests "the same page" is everything the render reads: the address (scheme, host,
 * path and query), the settings cookie (language, currency, nationality), whether the browser is a
 * phone (the sub-channel) and whether it is a crawler (which is sent the whole page at once). A request
 * with any other cookie of ours (a session, an agent, a console, an order key, a partner wallet, a
 * checkout in progress) is never served a kept page; a page that sets any other cookie than those in
 * KEPT_COOKIES, or is not a 200, is never kept. A route opts in with `handle.sharedPage`; a page a signed-in visitor fills in does not.
 */

/** What a route's `handle` says when its page, for a visitor without an account, is the same for everyone. */
export interface SharedPageHandle {
  sharedPage?: boolean;
}

/** Every cookie the web app reads starts so; other cookies (analytics) do not change a page. */
const OUR_COOKIES = 'thwa_';
/** The settings cookie: the only cookie of ours a shared page is rendered from (so it is in the key). */
const SETTINGS_COOKIE = 'thwa_settings';
/**
 * The deals campaign's promo code (decision 042): read only by the payment page, so a visitor a sale
 * brought, who carries it, is served the same listings as everyone. Every other cookie of ours makes
 * the page the visitor's own.
 */
const PROMO_COOKIE = 'thwa_campaign_promo';
/**
 * The cookies a kept page may set, sent to each visitor of it: each follows from what is in the key
 * (the settings from the address and the settings the visitor came with; the promo code from the
 * campaign's address).
 */
const KEPT_COOKIES = [SETTINGS_COOKIE, PROMO_COOKIE].map((name) => `${name}=`);

/** How many bytes kept pages may hold at most, in all their encodings; the least recently served go first. */
export const SHARED_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Whether the route that renders `pathname` is declared shared. Route data requests (`.data`, a client
 * side navigation) are rendered each time: what a sale sends is people opening links.
 */
export function sharedRoutesOf(build: Pick<ServerBuild, 'routes' | 'basename'>): (pathname: string) => boolean {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        ...(route.index ? {} : { children: childrenOf(route.id) }),
      }) as RouteObject);
  const routes = childrenOf(undefined);
  return (pathname) => {
    if (pathname.endsWith('.data')) return false;
    const leaf = matchRoutes(routes, pathname, build.basename)?.at(-1);
    const handle = leaf ? (build.routes[leaf.route.id!]?.module.handle as SharedPageHandle | undefined) : undefined;
    return handle?.sharedPage === true;
  };
}

/**
 * The key of the page a GET asks for, or undefined when it must be rendered for this visitor alone
 * (a cookie of ours besides the settings). The caller has checked the method and the route.
 */
export function sharedPageKey(request: Pick<FastifyRequest, 'url' | 'host' | 'headers'>, scheme: 'http' | 'https'): string | undefined {
  let settings = '';
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (!name.startsWith(OUR_COOKIES) || name === PROMO_COOKIE) continue;
    if (name !== SETTINGS_COOKIE) return undefined;
    settings = part.slice(separator + 1).trim();
  }
  const userAgent = request.headers['user-agent'] ?? '';
  const browser = `${isbot(userAgent) ? 'crawler' : 'browser'} ${isMobileUserAgent(userAgent) ? 'phone' : 'desktop'}`;
  // Loaders read it to mark a cookie Secure (a deals campaign's promo code): a page rendered for one
  // value is not the page for another, whoever sent the header.
  const forwardedProto = String(request.headers['x-forwarded-proto'] ?? '');
  return [`${scheme}://${request.host}${request.url}`, settings, browser, forwardedProto].join('\n');
}

/**
 * The CSP sources of a page's inline scripts: their SHA-256 hashes. A kept page reaches many visitors
 * with the nonce of the render that made it; its policy allows exactly its own scripts by hash instead,
 * so the nonce, which anyone could read from the page, lets nothing else run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A page kept for the visitors who ask for it next: its answer's headers and its bytes, per encoding. */
export interface KeptPage {
  /** Its key (sharedPageKey). */
  key: string;
  status: number;
  headers: Array<[string, string]>;
  /**
   * The cookies the page stores (KEPT_COOKIES): the settings, when its address carries a language,
   * currency or nationality (spec §5); a deals campaign's promo code. No other cookie is ever kept.
   */
  cookies: string[];
  /** The CSP sources that let its inline scripts run (none for an answer that is not HTML). */
  scriptSources: string[];
  body: Buffer;
  /** The page compressed once for each encoding a visitor has asked for so far. */
  encoded: Map<PageEncoding, Buffer>;
  expiresAt: number;
}

/**
 * The page in `response` when it may be kept for others: a 200 that sets no cookie but KEPT_COOKIES and
 * does not forbid storing. Reads the body only then; otherwise the response is left untouched for its own visitor.
 */
export async function keepablePage(key: string, response: Response, expiresAt: number): Promise<KeptPage | undefined> {
  const cookies = response.headers.getSetCookie();
  if (response.status !== 200 || !cookies.every((cookie) => KEPT_COOKIES.some((name) => cookie.startsWith(name)))) return undefined;
  if (/\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const body = Buffer.from(await response.arrayBuffer());
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  const headers = [...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'set-cookie'].includes(name));
  return { key, status: 200, headers, cookies, scriptSources: html ? inlineScriptHashes(body.toString('utf8')) : [], body, encoded: new Map(), expiresAt };
}

const sizeOf = (page: KeptPage) => page.body.length + [...page.encoded.values()].reduce((sum, bytes) => sum + bytes.length, 0);

/**
 * The kept pages of one process, least recently served first, within `maxBytes`; and the renders under
 * way, so that the requests which arrive during a page's render wait for it instead of rendering it too.
 */
export class SharedPages {
  readonly #pages = new Map<string, KeptPage>();
  readonly #rendering = new Map<string, Promise<KeptPage | undefined>>();
  #bytes = 0;
  /** Counts `clear`: a render that began before the last one is not kept when it ends. */
  #generation = 0;

  constructor(
    readonly lifetimeMs: number,
    readonly maxBytes = SHARED_PAGES_MAX_BYTES,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The kept page for `key` while it is fresh, or the render under way that is about to keep it, or
   * undefined: then the caller renders it and says so with `rendering` before it awaits anything, so
   * that the requests behind it wait for its render instead of starting their own.
   */
  find(key: string): KeptPage | Promise<KeptPage | undefined> | undefined {
    const page = this.#pages.get(key);
    if (page && page.expiresAt > this.now()) {
      // Served again: last out.
      this.#pages.delete(key);
      this.#pages.set(key, page);
      return page;
    }
    if (page) this.#forget(key, page);
    return this.#rendering.get(key);
  }

  /** When a page kept now goes stale. */
  expiryFromNow(): number {
    return this.now() + this.lifetimeMs;
  }

  /**
   * Records the render under way for `key`: visitors who ask meanwhile wait for `page`; it is kept when
   * it resolves to a page, and nothing is kept when it resolves to undefined or fails.
   */
  rendering(key: string, page: Promise<KeptPage | undefined>): void {
    const settled = page.catch(() => undefined);
    const generation = this.#generation;
    this.#rendering.set(key, settled);
    void settled.then((kept) => {
      if (this.#rendering.get(key) === settled) this.#rendering.delete(key);
      // Its visitors get it either way: it is the page as it was when they asked.
      if (kept && generation === this.#generation) this.#keep(kept);
    });
  }

  /** `page`'s bytes for `encoding`, compressed for the first visitor who asks for them, kept for the next. */
  encoded(page: KeptPage, encoding: PageEncoding): { bytes: Buffer; encoding: PageEncoding } {
    if (encoding === 'identity' || page.body.length < COMPRESSION_THRESHOLD_BYTES) return { bytes: page.body, encoding: 'identity' };
    let bytes = page.encoded.get(encoding);
    if (!bytes) {
      bytes = compressWhole(page.body, encoding);
      page.encoded.set(encoding, bytes);
      if (this.#pages.get(page.key) === page) {
        this.#bytes += bytes.length;
        this.#evict();
      }
    }
    return { bytes, encoding };
  }

  /**
   * Forgets every kept page, and the renders under way: after an employee changes what pages show,
   * this node shows it at once. The requests already waiting for a render still get it.
   */
  clear(): void {
    this.#pages.clear();
    this.#rendering.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /** Bytes held now (for tests and the bench). */
  get bytes(): number {
    return this.#bytes;
  }

  #keep(page: KeptPage): void {
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    const before = this.#pages.get(page.key);
    if (before) this.#forget(page.key, before);
    this.#pages.set(page.key, page);
    this.#bytes += size;
    this.#evict();
  }

  #forget(key: string, page: KeptPage): void {
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  #evict(): void {
    const now = this.now();
    for (const [key, page] of this.#pages) {
      if (this.#bytes <= this.maxBytes && page.expiresAt > now) break;
      this.#forget(key, page);
    }
  }
}

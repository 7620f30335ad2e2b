import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { sendError } from '../plugins/errors.ts';
import { compressAnswersWhole } from './answer-compression.ts';
import { pageEncodingFor, sendPage, type PageEncoding } from './page-compression.ts';
import { keepablePage, sharedPageKey, SharedPages, sharedRoutesOf, type KeptPage } from './shared-pages.ts';
import { pageBodyLimitOf, readPageBody } from '../plugins/request-bounds.ts';
import type { Config } from '../config.ts';
import type { PublicConfig, WebRuntime } from '../../../web/app/runtime.ts';

type WebServerBuild = ServerBuild & {
  entry: { module: ServerBuild['entry']['module'] & { createLoadContext(runtime: WebRuntime): RouterContextProvider } };
};

export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../../../web/build');

/**
 * Content-Security-Policy for pages: scripts only from us or allowed by `inlineScripts` (React Router's
 * inline hydration data): this response's nonce, or for a kept page the hashes of its own inline
 * scripts (shared-pages.ts); plus Google Tag Manager when it is configured.
 */
function pageSecurityPolicy(inlineScripts: string[], gtm: boolean): string {
  const tagManager = gtm ? ' https://www.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScripts].join(' ')}${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${tagManager}`,
    "font-src 'self'",
    `connect-src 'self'${gtm ? ' https://*.google-analytics.com https://*.googletagmanager.com' : ''}`,
    `frame-src${gtm ? ' https://www.googletagmanager.com' : " 'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Turns an in-process call into an api answer without a socket: SSR loaders pay no network hop. The
 * call carries the browser's address (`forwardedFor`, the page request's `request.ip`) as its own, never
 * the machine's loopback nor an X-Forwarded-For the browser sent, so the api's per-client limits (rate,
 * unpaid holds) count the browser the page serves (issue 19).
 */
export function injectTransport(app: FastifyInstance, forwardedFor: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { ...headers, 'x-forwarded-for': forwardedFor },
      remoteAddress: forwardedFor,
      ...(payload ? { payload } : {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answer.headers as Record<string, string> });
  };
}

/** The request as React Router takes it; `body` is the form already read within its limit (pageBodyLimitOf). */
/** HSTS for a year on every page served over https (browsers ignore it over plain http). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The scheme a visitor used. Behind a TLS proxy whose X-Forwarded-Proto is not trusted (TRUST_PROXY
 * unset), the request arrives as plain http; for PUBLIC_URL's own host, PUBLIC_URL's scheme is the truth
 * (decision 018). Secure cookies, HSTS and React Router's same-origin check on form posts follow it.
 */
function schemeOf(request: FastifyRequest, publicUrl: URL): 'http' | 'https' {
  if (request.protocol === 'https') return 'https';
  return request.host === publicUrl.host && publicUrl.protocol === 'https:' ? 'https' : 'http';
}

function toWebRequest(request: FastifyRequest, body: Buffer<ArrayBuffer> | undefined, scheme: 'http' | 'https'): Request {
  const origin = `${scheme}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, ...(body ? { body } : {}) });
}

/** The headers every page is sent with, besides its policy for scripts. */
function sendSecurityHeaders(reply: FastifyReply, scheme: 'http' | 'https', inlineScripts: string[], gtm: boolean) {
  if (scheme === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  reply.header('content-security-policy', pageSecurityPolicy(inlineScripts, gtm));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
}

/** A kept page as its first visitor got it, compressed once for `encoding` (shared-pages.ts). */
function sendKeptPage(reply: FastifyReply, pages: SharedPages, page: KeptPage, encoding: PageEncoding) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding');
  const sent = pages.encoded(page, encoding);
  if (sent.encoding !== 'identity') reply.header('content-encoding', sent.encoding);
  return reply.send(sent.bytes);
}

async function sendWebResponse(reply: FastifyReply, response: Response, encoding: PageEncoding) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // No body (a redirect): send nothing, not a JSON `null`.
  return response.body ? sendPage(reply, response.body, encoding) : reply.send();
}

/**
 * Serves the built React Router app from this Fastify instance: hashed assets from build/client
 * (pre-compressed, cached for a year), and server rendering for every other path outside /api.
 */
export async function mountWeb(app: FastifyInstance, config: Config, buildDir = WEB_BUILD_DIR) {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`the web app is not built: ${serverEntry} is missing (run npm run build)`);
  const build = (await import(pathToFileURL(serverEntry).href)) as WebServerBuild;
  // The web app enables React Router's v8_middleware flag (a type-level switch declared in its own
  // generated types), so its handler takes a RouterContextProvider as the load context.
  const handle = createRequestHandler(build, config.NODE_ENV === 'production' ? 'production' : 'development') as unknown as (
    request: Request,
    context: RouterContextProvider,
  ) => Promise<Response>;
  const publicUrl = new URL(config.PUBLIC_URL);
  const publicConfig: PublicConfig = {
    brandName: config.BRAND_NAME,
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    showAppDownloadLink: config.SHOW_APP_DOWNLOAD_LINK,
    demo: config.DEMO,
    ...(config.GTM_ID ? { gtmId: config.GTM_ID } : {}),
  };

  // Pages the same for every visitor without an account, kept a moment (decision 047); 0 turns it off.
  const sharedPages = config.SHARED_PAGE_SECONDS > 0 ? new SharedPages(config.SHARED_PAGE_SECONDS * 1000) : undefined;
  const isSharedRoute = sharedRoutesOf(build);
  if (sharedPages) {
    // An employee changed what pages show (a page, a banner, a rate, a seat map): the console's writes
    // all go through /api/ops, from its forms in this process or from elsewhere, and once one has
    // succeeded this node shows the change at once (another node within its second).
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/ops/') && reply.statusCode < 300) sharedPages.clear();
    });
  }

  compressAnswersWhole(app);
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    preCompressed: true,
    index: false,
    // Our own cache-control below; the plugin's default (max-age=0) would otherwise win.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The same URL is served as brotli, gzip or plain: caches must key on what the client accepts.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  await app.register(async (web) => {
    // Forms post to React Router actions: hand their bodies over untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Pages are limited per client address like the api (RATE_LIMIT_PER_MINUTE, counted apart from it).
    // Hashed assets and other static files are served outside this scope, so a phone loading a page
    // spends one request of this budget, not one per script; the page's in-process api calls count
    // against the api's own budget for the same address.
    const pagesRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
    if (pagesRedis) web.addHook('onClose', async () => void (await pagesRedis.quit()));
    await web.register(rateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      nameSpace: 'thwa-pages-rate-limit-',
      ...(pagesRedis ? { redis: pagesRedis } : {}),
      skipOnError: true,
    });

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) return sendError(request, reply, 'NOT_FOUND');
        const scheme = schemeOf(request, publicUrl);
        const encoding = pageEncodingFor(request.headers['accept-encoding']);
        const gtm = Boolean(config.GTM_ID);
        let body: Buffer<ArrayBuffer> | undefined;
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          body = await readPageBody(request, pageBodyLimitOf(request.url));
          if (!body) {
            // Answer at once and drop the connection: the rest of the body is never read, let alone kept.
            reply.header('connection', 'close');
            return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
          }
        }
        const render = () => {
          const nonce = randomBytes(16).toString('base64');
          const context = build.entry.module.createLoadContext({ api: injectTransport(app, request.ip), nonce, config: publicConfig });
          return { nonce, response: handle(toWebRequest(request, body, scheme), context) };
        };
        const sendRendered = async (rendered: { nonce: string; response: Promise<Response> | Response }) => {
          const response = await rendered.response;
          sendSecurityHeaders(reply, scheme, [`'nonce-${rendered.nonce}'`], gtm);
          if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
          return sendWebResponse(reply, response, encoding);
        };
        const sendKept = (pages: SharedPages, page: KeptPage) => {
          sendSecurityHeaders(reply, scheme, page.scriptSources, gtm);
          return sendKeptPage(reply, pages, page, encoding);
        };

        const key = sharedPages && request.method === 'GET' && isSharedRoute(request.url.split('?')[0]!) ? sharedPageKey(request, scheme) : undefined;
        if (sharedPages && key !== undefined) {
          const known = sharedPages.find(key);
          if (!known) {
            const { nonce, response } = render();
            const kept = response.then((rendered) => keepablePage(key, rendered, sharedPages.expiryFromNow()));
            sharedPages.rendering(key, kept);
            const page = await kept;
            return page ? sendKept(sharedPages, page) : sendRendered({ nonce, response });
          }
          const page = await known;
          if (page) return sendKept(sharedPages, page);
          // The render this request waited for could not be kept (it set a cookie, or failed): its own.
        }

        return sendRendered(render());
      },
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { connect } from '@thwa/db/connection';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { useTestApi } from './harness.ts';
import { testDatabaseUrl } from './test-database.ts';

const api = useTestApi();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An app of its own, for what the shared one cannot show (a dead database, a tiny rate limit...). */
async function startApp(databaseUrl: string, env: NodeJS.ProcessEnv = {}, beforeReady?: (app: FastifyInstance) => void) {
  const connection = connect(databaseUrl, { max: 2, onPoolError: () => {} });
  const app = await buildApp({ db: connection.db, config: loadConfig({ NODE_ENV: 'test', ...env }), logger: false });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    async stop() {
      await app.close();
      await connection.close();
    },
  };
}

describe('GET /api/health', () => {
  it('answers 200 ok while the database is reachable', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, status: 'ok', database: 'up' });
    expect(response.json().uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  describe('with the database down', () => {
    let down: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      down = await startApp('postgres://postgres@127.0.0.1:1/nope');
    });
    afterAll(() => down?.stop());

    it('answers 503 with database down, so a load balancer takes the node out', async () => {
      const response = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 503, status: 'degraded', database: 'down' });
    });

    it('answers other calls 503 SERVICE_UNAVAILABLE, never a stack trace', async () => {
      const response = await down.app.inject({ method: 'GET', url: '/api/content/pages/faq' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toMatchObject({ code: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(Object.keys(ERROR_CATALOGUE)).toContain(body.errorCode);
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.ts/);
    });
  });
});

describe('unknown api paths', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/flight/v9/nothing'],
    ['GET', '/api'],
  ] as const)('%s %s answers 404 NOT_FOUND as JSON with the request id', async (method, url) => {
    const response = await api.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 404,
      errorCode: 'NOT_FOUND',
      message: "We're Sorry, the page you requested could not be found. Please go back to home page.",
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('request ids', () => {
  it.each([
    ['a health check', '/api/health'],
    ['a content page', '/api/content/pages/faq'],
    ['an error', '/api/no-such-thing'],
    ['the api docs', '/api/docs/json'],
  ])('every answer carries a fresh x-request-id (%s)', async (_what, url) => {
    const [first, second] = await Promise.all([api.app.inject({ url }), api.app.inject({ url })]);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("echoes a caller's well-formed request id, in the header and in an error body", async () => {
    const response = await api.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'lb-2f9c.41_aa' } });
    expect(response.headers['x-request-id']).toBe('lb-2f9c.41_aa');
    expect(response.json().requestId).toBe('lb-2f9c.41_aa');
  });

  it.each(['x', 'has spaces in it', 'a'.repeat(65), 'evil\u00e9-request-id', '<script>alert(1)</script>'])(
    'replaces the malformed request id %j with one of its own',
    async (given) => {
      const response = await api.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(response.json().requestId).toBe(response.headers['x-request-id']);
    },
  );
});

describe('security headers on the api', () => {
  it.each([
    ['a success', '/api/health'],
    ['an error', '/api/no-such-thing'],
  ])('are sent with %s', async (_what, url) => {
    const { headers } = await api.app.inject({ url });
    const policy = String(headers['content-security-policy']).split(';').map((part) => part.trim());
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('OpenAPI description', () => {
  it('is published as JSON at /api/docs/json with every call and the shared error shape', async () => {
    const response = await api.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/setting/countrycodes', '/setting/v2/currencyconversion', '/content/pages/{slug}', '/health']),
    );
    expect(doc.paths['/setting/countrycodes']).toHaveProperty('post');
    expect(doc.paths['/setting/v2/currencyconversion']).toHaveProperty('post');
    expect(doc.paths['/content/pages/{slug}']).toHaveProperty('get');
    expect(doc.paths['/health']).toHaveProperty('get');
    const errorSchema = doc.components.schemas.ErrorResponse;
    expect(errorSchema).toBeDefined();
    expect(errorSchema.required).toEqual(expect.arrayContaining(['code', 'errorCode', 'message', 'requestId']));
    expect(errorSchema.properties.errorCode.enum).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'NOT_FOUND', 'TOO_MANY_REQUESTS']));
  });

  it('is readable as HTML at /api/docs', async () => {
    let response = await api.app.inject({ url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await api.app.inject({ url: new URL(String(response.headers.location), 'http://localhost/api/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('rate limiting', () => {
  let limited: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    limited = await startApp(testDatabaseUrl(), { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited?.stop());

  const page = (remoteAddress: string) =>
    limited.app.inject({ url: '/api/content/pages/faq', remoteAddress, headers: { 'x-language': 'mm' } });

  it('answers the 4th request of a minute with 429 TOO_MANY_REQUESTS', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await page('10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await limited.app.inject({ url: '/api/content/pages/faq', remoteAddress: '10.0.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
      requestId: refused.headers['x-request-id'],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
  });

  it('says it in Myanmar to a Myanmar client', async () => {
    const refused = await page('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ERROR_CATALOGUE.TOO_MANY_REQUESTS.mm);
  });

  it('counts each address on its own', async () => {
    expect((await page('10.0.0.2')).statusCode).toBe(200);
  });

  it('never limits the health check a load balancer polls', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await limited.app.inject({ url: '/api/health', remoteAddress: '10.0.0.1' });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('Zawgyi in request bodies', () => {
  // No call of the api echoes its body yet, so a test-only route on an app of our own shows what a
  // handler receives after the app-wide hook ran (its body schema only accepts the Unicode spelling).
  let echo: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    echo = await startApp(testDatabaseUrl(), {}, (app) => {
      app.post(
        '/api/test-echo',
        { schema: { body: z.object({ name: z.literal('မြန်မာ'), list: z.array(z.string()), count: z.number() }) } },
        async (request) => ({ received: request.body }),
      );
    });
  });
  afterAll(() => echo?.stop());

  it('is converted to Unicode before validation', async () => {
    const response = await echo.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'ျမန္မာ', list: ['ျမန္မာ', 'Bagan'], count: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual({ name: 'မြန်မာ', list: ['မြန်မာ', 'Bagan'], count: 2 });
  });
});

describe('error messages follow the caller language', () => {
  const notFound = ERROR_CATALOGUE.NOT_FOUND;

  it.each([
    ['x-language: mm', { 'x-language': 'mm' }, notFound.mm],
    ['Accept-Language: my', { 'accept-language': 'my' }, notFound.mm],
    ['Accept-Language: my-MM,en;q=0.5', { 'accept-language': 'my-MM,en;q=0.5' }, notFound.mm],
    ['Accept-Language: en-US,my;q=0.5', { 'accept-language': 'en-US,my;q=0.5' }, notFound.en],
    ['x-language: en over Accept-Language: my', { 'x-language': 'en', 'accept-language': 'my' }, notFound.en],
    ['no language at all', {}, notFound.en],
  ])('with %s', async (_case, headers, message) => {
    const response = await api.app.inject({ url: '/api/no-such-thing', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(message);
  });

  it('validation errors too', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/countrycodes',
      headers: { 'accept-language': 'my' },
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.language', message: ERROR_CATALOGUE.VALIDATION_FAILED.mm });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import myanmarTools from 'myanmar-tools';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { MAX_CONVERTED_CHARACTERS, MAX_CONVERTIBLE_LENGTH } from '@thwa/myanmar-text/zawgyi';
import { WEB_BUILD_DIR } from '../src/host/web.ts';
import { buildWebHost } from './web-host-fixtures.ts';
import { API_BODY_LIMIT, PAGE_BODY_LIMIT } from '../src/plugins/request-bounds.ts';
import { scaledWait } from '../../../scripts/wait-scale.mjs';
import { testDatabaseUrl } from './test-database.ts';

/**
 * Issue 10, "no request can stall the service": bodies that once kept every other request waiting
 * (Zawgyi text the converter chewed on for minutes, JSON nested past the stack, a 200 MB form a page
 * buffered whole) are refused early and cheaply, and pages have a request-rate limit like the api.
 * The host is served on a real socket, so bodies can be streamed and answers can arrive mid-upload.
 */
let app: FastifyInstance;
let limited: FastifyInstance;
let connection: DatabaseConnection;
let base: string;

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 5 });
  // Generous limits here: these tests are about bodies, not rates.
  app = await buildWebHost(connection.db, testDatabaseUrl(), { RATE_LIMIT_PER_MINUTE: '100000' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // A tight limit for the rate test, answered through inject from chosen client addresses.
  limited = await buildWebHost(connection.db, testDatabaseUrl(), { RATE_LIMIT_PER_MINUTE: '3' });
  await limited.ready();
}, scaledWait(180_000));

afterAll(async () => {
  await app?.close();
  await limited?.close();
  await connection?.close();
});

const ZAWGYI_WORD = 'ျမန္မာ မဂၤလာပါ ';

/** Zawgyi text of exactly `length` characters. */
function zawgyi(length: number): string {
  return ZAWGYI_WORD.repeat(Math.ceil(length / ZAWGYI_WORD.length)).slice(0, length);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request on its own connection, timed from sending to the end of the answer. */
function send(method: string, url: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${base}${url}`, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Streams `megabytes` of form data (one reused 1 MB chunk, so the test allocates nothing like it),
 * stopping once an answer arrives; says how much had been written by then.
 */
function streamForm(url: string, megabytes: number, declareLength: boolean): Promise<Answer & { sentWhenAnswered: number; total: number }> {
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const total = megabytes * chunk.length;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...(declareLength ? { 'content-length': String(total) } : {}) };
    const request = http.request(`${base}${url}`, { method: 'POST', headers, agent: false }, (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      const done = () => {
        request.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, body: text, ms: performance.now() - started, sentWhenAnswered, total });
      };
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.once('end', done);
      response.once('error', done);
    });
    // Once answered, the server closes the connection on the rest of the upload: that is the point.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}

describe('api bodies are bounded before any work is done on them', () => {
  it('a 1 MB JSON body of Zawgyi text is a 413 answered before the body is even read', async () => {
    const body = JSON.stringify({ query: zawgyi(330_000) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(900_000);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        `${base}/api/flight/v4/makeRequest`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-language': 'mm' }, agent: false },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => (text += part));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode!, headers: response.headers, body: text, ms: performance.now() - started });
          });
        },
      );
      request.on('error', reject);
      // Only the headers and the first few kilobytes: the answer must not need the rest.
      request.write(body.slice(0, 4096));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, errorCode: 'PAYLOAD_TOO_LARGE', message: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.mm });
    // The rest of the body is not read and thrown away either: the connection ends with the answer.
    expect(answer.headers.connection).toBe('close');
  });

  it('a body of Zawgyi text just under the size limit converts a bounded amount, and a request sent meanwhile keeps its normal latency', async () => {
    const bystander = () => send('GET', '/api/flight?q=Yan');
    await bystander();
    const baseline: number[] = [];
    for (let i = 0; i < 5; i++) baseline.push((await bystander()).ms);
    const typical = baseline.sort((a, b) => a - b)[2]!;

    // One long string (the converter's cost grows faster than its length) and many field-sized ones.
    const oneString = JSON.stringify({ note: zawgyi(80_000) });
    const field = zawgyi(MAX_CONVERTIBLE_LENGTH);
    const manyStrings = JSON.stringify({ notes: Array.from({ length: 80 }, () => field) });
    for (const body of [oneString, manyStrings]) {
      expect(Buffer.byteLength(body)).toBeGreaterThan(200_000);
      expect(Buffer.byteLength(body)).toBeLessThan(API_BODY_LIMIT);
    }

    const converter = vi.spyOn(myanmarTools.ZawgyiConverter.prototype, 'zawgyiToUnicode');
    try {
      const json = { 'content-type': 'application/json' };
      const attacks = [oneString, manyStrings].map((body) => send('POST', '/api/flight/v4/makeRequest', { headers: json, body }));
      const meanwhile = await bystander();
      const [long, many] = await Promise.all(attacks);

      // The long string is not converted: validation refuses it as it is.
      expect(long!.status).toBe(400);
      expect(JSON.parse(long!.body)).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
      // Field-sized strings are converted up to the per-body total; the rest of the body is refused.
      expect(many!.status).toBe(413);
      expect(JSON.parse(many!.body)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', message: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.en });
      const convertedCharacters = converter.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
      expect(convertedCharacters).toBeGreaterThan(0);
      expect(convertedCharacters).toBeLessThanOrEqual(MAX_CONVERTED_CHARACTERS);
      expect(converter.mock.calls.every(([text]) => text.length <= MAX_CONVERTIBLE_LENGTH)).toBe(true);

      expect(meanwhile.status).toBe(200);
      // Before the bounds this bystander waited as long as the conversion (tens of seconds); a
      // generous factor of its own typical latency, measured just now on this machine, separates the two.
      expect(meanwhile.ms).toBeLessThan(Math.max(20 * typical, scaledWait(2_000)));
    } finally {
      converter.mockRestore();
    }
  });

  it('a JSON body nested 8,000 levels deep is a 400 BODY_TOO_DEEP on a JSON call, not a 500', async () => {
    const arrays = '['.repeat(8000) + ']'.repeat(8000);
    const objects = '{"a":'.repeat(8000) + '1' + '}'.repeat(8000);
    for (const payload of [arrays, objects]) {
      const answer = await app.inject({ method: 'POST', url: '/api/flight/v4/makeRequest', headers: { 'content-type': 'application/json' }, payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, errorCode: 'BODY_TOO_DEEP', field: 'body' });
    }
    // Brackets inside strings are text, not nesting.
    const text = await app.inject({
      method: 'POST',
      url: '/api/flight/v4/makeRequest',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ note: '['.repeat(8000) }),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errorCode).toBe('VALIDATION_FAILED');
    // And the next JSON call is served as usual.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('page form posts are bounded while they stream', () => {
  it('a 200 MB form post with its length declared is a 413 answered before the upload is done', async () => {
    const answer = await streamForm('/settings', 200, true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(answer.headers.connection).toBe('close');
    // What the socket buffers hold at most; the server itself read none of it.
    expect(answer.sentWhenAnswered).toBeLessThan(answer.total / 10);
  });

  it('a 200 MB chunked form post (no declared length) is a 413 once it passes the page limit', async () => {
    const answer = await streamForm('/settings', 200, false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(answer.sentWhenAnswered).toBeLessThan(answer.total / 10);
  });

  it('an ordinary form post still reaches its action, with or without a declared length', async () => {
    const form = 'lang=mm&returnTo=%2Fcontent%2Ffaq';
    const declared = await send('POST', '/settings', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(declared.status).toBe(302);
    expect(declared.headers.location).toBe('/content/faq');
    expect(String(declared.headers['set-cookie'])).toContain('thwa_settings=');

    const chunked = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(`${base}/settings`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: '', ms: 0 }));
      });
      request.on('error', reject);
      request.write(form.slice(0, 10));
      request.end(form.slice(10));
    });
    expect(chunked.status).toBe(302);
    expect(chunked.headers.location).toBe('/content/faq');
    // A form just under the limit is read whole.
    const padded = `${form}&pad=${'a'.repeat(PAGE_BODY_LIMIT - form.length - 10)}`;
    const large = await send('POST', '/settings', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: padded });
    expect(large.status).toBe(302);
  });
});

describe('pages have a request-rate limit per client address', () => {
  it('pages answer 429 past RATE_LIMIT_PER_MINUTE; static assets and other addresses are not held back', async () => {
    const page = (address: string) => limited.inject({ method: 'GET', url: '/settings', remoteAddress: address });
    for (let i = 0; i < 3; i++) {
      const answer = await page('203.0.113.7');
      expect(answer.statusCode).not.toBe(429);
      expect(answer.headers['x-ratelimit-limit']).toBe('3');
    }
    const refused = await page('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 429, errorCode: 'TOO_MANY_REQUESTS' });

    // A phone loading the page's scripts spends nothing of the page budget.
    const script = readdirSync(path.join(WEB_BUILD_DIR, 'client/assets')).find((name) => name.endsWith('.js'))!;
    const asset = await limited.inject({ method: 'GET', url: `/assets/${script}`, remoteAddress: '203.0.113.7' });
    expect(asset.statusCode).toBe(200);
    // The budget is per address.
    expect((await page('203.0.113.8')).statusCode).not.toBe(429);
  });

  it("a page whose api reads were refused for the address answers 429 'wait a moment' in the visitor's language, not a 500", async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 3; i++) {
      await limited.inject({ method: 'GET', url: '/api/content/pages/faq', remoteAddress: address });
    }
    const page = await limited.inject({ method: 'GET', url: '/content/privacy-notice', remoteAddress: address });
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    // The page's own heading (the body also carries the whole message catalogue for hydration).
    expect(page.body).toMatch(/<h1 id="status-title"[^>]*>Too many requests<\/h1>/);

    const myanmar = await limited.inject({ method: 'GET', url: '/content/privacy-notice?language=mm', remoteAddress: address });
    expect(myanmar.statusCode).toBe(429);
    expect(myanmar.body).toMatch(/<h1 id="status-title"[^>]*>တောင်းဆိုမှု များလွန်းနေပါသည်<\/h1>/);
  });
});

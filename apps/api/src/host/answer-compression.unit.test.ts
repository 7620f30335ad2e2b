import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswersWhole } from './answer-compression.ts';

const app = Fastify();
const big = { hotels: Array.from({ length: 200 }, (_, index) => ({ id: `H${index}`, name: `Hotel ${index} by the lake` })) };
const bigJson = JSON.stringify(big);

beforeAll(async () => {
  compressAnswersWhole(app);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/picture', async (_request, reply) => reply.type('image/webp').send(Buffer.alloc(4_000, 7)));
  app.get('/encoded', async (_request, reply) => reply.type('text/html').header('content-encoding', 'br').send(Buffer.from('already')));
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from(['a'.repeat(5_000)])));
  app.get('/varied', async (_request, reply) => reply.header('vary', 'cookie').send(big));
  await app.ready();
});

afterAll(() => app.close());

describe('compressAnswersWhole', () => {
  it('compresses a JSON answer whole for the encoding the client prefers, with its length', async () => {
    const brotli = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(bigJson);
    expect(brotli.rawPayload.length).toBeLessThan(bigJson.length / 4);

    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(bigJson);
  });

  it('sends it as it is to a client that names no encoding (the pages’ own calls in the process), saying that it varies', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(big);
  });

  it('leaves alone what is small, not text, encoded already or a stream', async () => {
    const headers = { 'accept-encoding': 'br' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const picture = await app.inject({ url: '/picture', headers });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload).toHaveLength(4_000);
    const encoded = await app.inject({ url: '/encoded', headers });
    expect(encoded.body).toBe('already');
    const stream = await app.inject({ url: '/stream', headers });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toHaveLength(5_000);
  });

  it('adds accept-encoding to what an answer already varies by', async () => {
    const varied = await app.inject({ url: '/varied', headers: { 'accept-encoding': 'br' } });
    expect(varied.headers.vary).toBe('cookie, accept-encoding');
  });
});

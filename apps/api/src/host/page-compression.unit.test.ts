import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { batchesOf, pageEncodingFor, sendPage } from './page-compression.ts';

const encoder = new TextEncoder();

/** A stream of `turns`: the pieces of each turn are enqueued together, the next turn after a timer. */
function streamOf(turns: string[][]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const [index, pieces] of turns.entries()) {
        if (index > 0) await sleep(5);
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      }
      controller.close();
    },
  });
}

async function allBatches(stream: ReadableStream<Uint8Array>) {
  const batches = batchesOf(stream);
  const read = [];
  for (let batch = await batches.read(); batch; batch = await batches.read()) read.push({ text: batch.bytes.toString('utf8'), ended: batch.ended });
  return read;
}

/** A page of `size` characters that compresses well, like HTML. */
function pageOf(size: number): string {
  return '<li class="card">Hotel</li>'.repeat(Math.ceil(size / 27)).slice(0, size);
}

async function serve(turns: string[][], acceptEncoding: string) {
  const app = Fastify();
  app.get('/', (request, reply) => sendPage(reply, streamOf(turns), pageEncodingFor(request.headers['accept-encoding'])));
  const response = await app.inject({ url: '/', headers: { 'accept-encoding': acceptEncoding } });
  await app.close();
  return response;
}

describe('pageEncodingFor', () => {
  it('prefers brotli, then gzip', () => {
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('gzip, deflate')).toBe('gzip');
    expect(pageEncodingFor('GZIP')).toBe('gzip');
  });

  it('honours a refusal with q=0 and a wildcard', () => {
    expect(pageEncodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncodingFor('*')).toBe('br');
    expect(pageEncodingFor('*;q=0')).toBe('identity');
    expect(pageEncodingFor('br;q=0, *')).toBe('gzip');
  });

  it('sends plain HTML when the client names no encoding we have', () => {
    expect(pageEncodingFor(undefined)).toBe('identity');
    expect(pageEncodingFor('')).toBe('identity');
    expect(pageEncodingFor('identity')).toBe('identity');
    expect(pageEncodingFor('deflate, zstd')).toBe('identity');
  });
});

describe('batchesOf', () => {
  it('joins the pieces written in one turn, and says the stream ended with them', async () => {
    expect(await allBatches(streamOf([['<html>', '<body>', '</body></html>']]))).toEqual([{ text: '<html><body></body></html>', ended: true }]);
  });

  it('gives a part written later as a batch of its own', async () => {
    expect(await allBatches(streamOf([['<html>', '<body>'], ['<p>later</p>', '</body></html>']]))).toEqual([
      { text: '<html><body>', ended: false },
      { text: '<p>later</p></body></html>', ended: true },
    ]);
  });

  it('gives nothing for an empty stream', async () => {
    expect(await allBatches(streamOf([]))).toEqual([]);
  });
});

describe('sendPage', () => {
  it('compresses a whole page once, with its length', async () => {
    const page = pageOf(20_000);
    const response = await serve([[page.slice(0, 9_000), page.slice(9_000)]], 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);
  });

  it('streams a page whose part comes later, compressed, every byte in order', async () => {
    const shell = pageOf(5_000);
    const response = await serve([[shell], ['<p>later</p>']], 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(`${shell}<p>later</p>`);
  });

  it('sends a small page, or one to a client without an encoding, as it is', async () => {
    const small = await serve([['<html>tiny</html>']], 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<html>tiny</html>');

    const plain = await serve([[pageOf(3_000)], ['<p>later</p>']], 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(`${pageOf(3_000)}<p>later</p>`);
  });
});

import type { FastifyReply } from 'fastify';
import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A rendered page, compressed once as a whole where it can be (issue 23).
 *
 * React writes a page's HTML in a few hundred pieces. @fastify/compress piped them one by one into a
 * brotli stream on libuv's thread pool, and that cost far more than the bytes: measured on one server
 * under 50 connections, the home page (80 KB) took 20 ms of the pool's CPU per answer compressed that
 * way, 2.5 ms for the same bytes compressed at once on the main thread, and the hotel listing's 204 KB
 * compress in 3.5 ms as one buffer against 10 ms in 512-byte pieces. So the pieces React writes in one
 * turn of the event loop are joined (`batchesOf`), and a page that is whole by then (every page under
 * load: the loaders have run before React renders) is compressed in one synchronous call that knows its
 * size; a few milliseconds of the main thread, like the render before it. A page that streams a part
 * later is compressed as a stream of those batches, each flushed so that the browser gets the first
 * screen at once, with a 256 KB window instead of brotli's 4 MB.
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** Below this many bytes compression saves less than its headers and its CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at quality 4, as @fastify/compress chose for live answers: quality 11 costs 20 times the CPU. */
function brotliParams(sizeHint?: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(sizeHint === undefined ? { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  };
}

/** A whole page compressed in one synchronous call that knows its size. */
export function compressWhole(whole: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(whole, { params: brotliParams(whole.length) }) : zlib.gzipSync(whole);
}

/**
 * The encoding to send to a client that says `acceptEncoding`: brotli over gzip, neither when the client
 * names none or refuses it with q=0 (an absent header means the client takes anything, but a proxy that
 * drops it may not: plain is the safe answer).
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** What one read of `batchesOf` gives: the bytes of one batch, and whether the stream ended with them. */
export interface Batch {
  bytes: Buffer;
  ended: boolean;
}

/**
 * Reads `stream` in batches: every piece that arrives in one turn of the event loop, joined. React's
 * render of a whole page arrives as one batch; a part it streams later is a batch of its own. `read`
 * waits as long as the stream takes for a batch's first piece, and gives null once the stream is over.
 */
export function batchesOf(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  let next = reader.read();
  return {
    async read(): Promise<Batch | null> {
      const first = await next;
      if (first.done) return null;
      const pieces = [first.value];
      const endOfTurn = new Promise<null>((resolve) => setImmediate(resolve, null));
      for (;;) {
        next = reader.read();
        const piece = await Promise.race([next, endOfTurn]);
        if (piece === null) return { bytes: Buffer.concat(pieces), ended: false };
        if (piece.done) return { bytes: Buffer.concat(pieces), ended: true };
        pieces.push(piece.value);
      }
    },
    cancel: (reason: unknown) => reader.cancel(reason),
  };
}

/**
 * Sends a page's body, compressed for `encoding`: one buffer (with its Content-Length) when the page is
 * whole in its first batch, else a stream flushed batch by batch. The caller has set status and headers.
 */
export async function sendPage(reply: FastifyReply, body: ReadableStream<Uint8Array>, encoding: PageEncoding) {
  reply.header('vary', 'accept-encoding');
  const batches = batchesOf(body);
  const first = await batches.read();
  if (!first || first.ended) {
    const whole = first?.bytes ?? Buffer.alloc(0);
    if (encoding === 'identity' || whole.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(whole);
    return reply.header('content-encoding', encoding).send(compressWhole(whole, encoding));
  }

  const out: Transform = encoding === 'br' ? zlib.createBrotliCompress({ params: brotliParams() }) : encoding === 'gzip' ? zlib.createGzip() : new PassThrough();
  // The client went away: stop reading what React still renders.
  out.once('close', () => void batches.cancel(new Error('the client closed the page')).catch(() => undefined));
  void (async () => {
    for (let batch: Batch | null = first; batch; batch = batch.ended ? null : await batches.read()) {
      out.write(batch.bytes);
      // What React has written goes to the browser now, not when the compressor's buffer fills.
      if ('flush' in out) await new Promise<void>((resolve) => (out as zlib.BrotliCompress).flush(resolve));
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(out);
}

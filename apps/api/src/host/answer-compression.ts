import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES, compressWhole, pageEncodingFor } from './page-compression.ts';

/** Text worth compressing: JSON, HTML, CSS, scripts, SVG, XML, CSV. Pictures, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;

/** `vary` with `accept-encoding` among its names, once. */
function varyWithEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*') ? names.join(', ') : [...names, 'accept-encoding'].join(', ');
}

/**
 * Compresses what the host answers besides its pages (the api's JSON, above all) whole, once, on the
 * main thread, for the encoding the client accepts: the way pages are (page-compression.ts, issue 23).
 *
 * @fastify/compress did it before, piping every answer through a compression stream on libuv's pool:
 * several times the CPU of one call on the whole buffer (decision 043's measurements), and a client that
 * went away before the end (a browser leaving a page while its calls were answered) was logged as an
 * error, "premature close", on every such answer. Every answer the api gives is a string or a buffer by
 * the time it is sent, so it is compressed as one. An answer that is a stream (a static file, whose
 * scripts and styles are compressed at build time), that is encoded already (a page), that is small or
 * that is not text goes out as it is.
 */
export function compressAnswersWhole(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    // The same address answers compressed or not: caches keep one copy per encoding.
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressWhole(body, encoding);
  });
}

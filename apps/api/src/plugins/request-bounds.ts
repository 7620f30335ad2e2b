import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The largest api body. The biggest legitimate ones are the encrypted booking envelopes
 * (`EncryptedRequest`: `data` is at most 200,000 characters); everything else is a few kilobytes.
 * Fastify refuses a longer body (413) from its Content-Length before reading it, or as soon as a
 * chunked body passes the limit.
 */
export const API_BODY_LIMIT = 256 * 1024;

/**
 * The deepest nesting of a JSON body. The contracts go about five levels deep; anything deeper is not
 * ours to read, and code that walks a value recursively (serialisers, validators) must never meet it.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The largest form a page accepts (React Router actions). Page forms are a handful of short fields:
 * the biggest, a checkout with 18 travellers, is a few kilobytes url-encoded.
 */
export const PAGE_BODY_LIMIT = 64 * 1024;

/**
 * The page forms that carry a file, a picture uploaded in the operations console (a hotel's,
 * `/ops/hotels/{hotelId}`, and a home banner's or recommended hotel's, `/ops/content/home`; both
 * multipart), as large as the image pipeline takes plus the form's fields.
 */
export const UPLOAD_PAGE_BODY_LIMIT = 8 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PAGE = /^\/ops\/(?:hotels\/H\d{1,8}|content\/home)(?:\.data)?(?:\?|$)/;

/** The largest body a page request to `url` may send. */
export function pageBodyLimitOf(url: string): number {
  return UPLOAD_PAGE.test(url) ? UPLOAD_PAGE_BODY_LIMIT : PAGE_BODY_LIMIT;
}

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests deeper than `maxDepth`, read in one pass without recursion (so the check
 * itself cannot overflow the stack). Brackets inside strings do not count. Malformed text is left for
 * the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same one behind a nesting check: a body nested deeper than
 * MAX_JSON_DEPTH is a 400 BODY_TOO_DEEP before anything parses or walks it.
 */
export function registerBoundedJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('BODY_TOO_DEEP', 'body'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * A page request's body, read up to `limit` bytes. Undefined when the body is larger: the caller
 * answers 413 at once and closes the connection, so nothing past the limit is read or kept. A
 * Content-Length over the limit is refused before reading anything; a chunked body is counted as it
 * arrives.
 */
export function readPageBody(request: FastifyRequest, limit = PAGE_BODY_LIMIT): Promise<Buffer<ArrayBuffer> | undefined> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(undefined);
  const raw = request.raw;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        raw.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
  });
}

/**
 * Control characters no field of ours holds: every C0 character but tab, newline and carriage return
 * (a special request may have lines), and DEL. PostgreSQL refuses a NUL in text, which made a 500 of a
 * typing mistake or a probe; the others only hide text from the people who read it (issue 19).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The first field of `value` (a parsed body, query or envelope) holding a control character, as its
 * dotted path below `prefix` ('body.contact.name'); undefined when there is none. A key counts as its
 * field. The walk is as deep as the value, which the JSON parser above bounds.
 */
export function controlCharacterField(value: unknown, prefix: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? prefix : undefined;
  // An uploaded file's bytes (the console's photo upload) are no field: the image pipeline reads them.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, member] of Object.entries(value)) {
    const path = `${prefix}.${key}`;
    if (CONTROL_CHARACTER.test(key)) return path;
    const found = controlCharacterField(member, path);
    if (found) return found;
  }
  return undefined;
}

/** Refuses, before validation, a request whose body, query or path holds a control character: a 400 naming the field. */
export function refuseControlCharacters(request: FastifyRequest): void {
  const field = controlCharacterField(request.body, 'body') ?? controlCharacterField(request.query, 'querystring') ?? controlCharacterField(request.params, 'params');
  if (field) throw new AppError('VALIDATION_FAILED', field);
}

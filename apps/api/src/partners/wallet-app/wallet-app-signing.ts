import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signing of the partner wallet's server api (decision 041), as KBZPay's mini-program api signs: every
 * request field except `sign`, sorted by name, joined as `name=value` with '&', HMAC-SHA256 with the
 * merchant's app key, hex. Both directions sign: our requests (token exchange, precreate, query) and
 * the partner's answers are checked the same way, so a forged answer is as useless as a forged request.
 */
/** A request or answer: named strings and numbers (an interface's fields count too). */
export type SignedFields = { readonly [name: string]: unknown };
export type Signed<T extends object> = T & { sign: string };

/** How far a request's timestamp may be from the partner's clock before it is refused as stale. */
export const REQUEST_TOLERANCE_SECONDS = 300;

/** Empty and null fields are left out, as the partner's documentation says; names sorted by code point. */
export function canonicalRequest(fields: object): string {
  return Object.entries(fields)
    .filter(([name, value]) => name !== 'sign' && value !== null && value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

export function signFields<T extends object>(fields: T, key: string): Signed<T> {
  return { ...fields, sign: createHmac('sha256', key).update(canonicalRequest(fields)).digest('hex') };
}

/** Constant-time check of `sign`; a missing or malformed one is simply wrong. */
export function verifyFields(fields: object, key: string): boolean {
  const expected = createHmac('sha256', key).update(canonicalRequest(fields)).digest();
  const sign = (fields as { sign?: unknown }).sign;
  const given = typeof sign === 'string' && /^[a-f0-9]{64}$/.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A request's freshness: its `timestamp` (epoch seconds) within the tolerance of `now`. */
export function isFresh(timestamp: unknown, now: Date, toleranceSeconds = REQUEST_TOLERANCE_SECONDS): boolean {
  return typeof timestamp === 'number' && Number.isSafeInteger(timestamp) && Math.abs(Math.floor(now.getTime() / 1000) - timestamp) <= toleranceSeconds;
}

/** The common head of every signed request: when, and a nonce so two requests never sign alike. */
export function requestHead(now: Date): { timestamp: number; nonce: string } {
  return { timestamp: Math.floor(now.getTime() / 1000), nonce: randomBytes(16).toString('hex') };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PayStatusCallback, ProviderKind } from '@thwa/domain/contracts/payments';
import type { CallbackCheck } from './payment-provider.ts';

/** A callback before it is signed. */
export type CallbackFields = Omit<PayStatusCallback, 'signature'>;

/** How far a callback's timestamp may be from our clock, either way, before it is refused as stale. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/**
 * The signed text: every field in a fixed order, joined with '|'. No field can contain '|' in a way that
 * shifts another (provider, status and currency are enums, amount and timestamp are integers, and the
 * ref and nonce are ours), so two different callbacks never share a canonical string.
 */
export function canonicalString(fields: CallbackFields): string {
  const canonical = [fields.provider, fields.paymentRef, fields.status, fields.amount, fields.currency, fields.timestamp, fields.nonce].join('|');
  // The failure reason came later (issue 11): appended only when present, so callbacks without it sign as before.
  return fields.reason ? `${canonical}|${fields.reason}` : canonical;
}

/**
 * The key one provider signs with, derived from the single configured secret, so that a key leaked
 * from one provider's configuration cannot forge another provider's callbacks.
 */
export function providerSecret(masterSecret: string, provider: ProviderKind): string {
  return createHmac('sha256', masterSecret).update(provider).digest('hex');
}

/** The hex HMAC-SHA256 of the canonical string. */
export function signatureFor(fields: CallbackFields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');
}

/** Returns the callback with its signature; `secret` is the provider's own key (`providerSecret`). */
export function signCallback(fields: CallbackFields, secret: string): PayStatusCallback {
  return { ...fields, signature: signatureFor(fields, secret) };
}

/** A fresh nonce for a callback: 16 random bytes, 32 hex characters. */
export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Checks the signature in constant time, then the age. The signature comes first so that an attacker
 * learns nothing about our clock from forged callbacks.
 */
export function verifySignature(body: PayStatusCallback, secret: string, now: Date, toleranceSeconds = CALLBACK_TOLERANCE_SECONDS): CallbackCheck {
  const expected = Buffer.from(signatureFor(body, secret), 'hex');
  // The contract already insists on 64 hex characters; decoding anything else gives a shorter buffer.
  const given = /^[a-f0-9]{64}$/.test(body.signature) ? Buffer.from(body.signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const ageSeconds = Math.abs(Math.floor(now.getTime() / 1000) - body.timestamp);
  if (!(ageSeconds <= toleranceSeconds)) return { ok: false, reason: 'stale' };
  return { ok: true };
}

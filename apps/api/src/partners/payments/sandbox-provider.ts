import { randomBytes, randomInt } from 'node:crypto';
import type { Language } from '@thwa/domain/settings';
import type { PartnerProviderKind, PaymentProvider, ProviderPaymentStatus, StartInput, StartResult } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type { SandboxSession, SandboxSessionsRepository } from './sandbox-sessions.repository.ts';
import { providerSecret, verifySignature } from './signing.ts';

/** What every sandbox provider shares: its state (the sessions table), the signing secret and a clock. */
export interface SandboxContext {
  repository: SandboxSessionsRepository;
  /** PAYMENT_SANDBOX_SECRET; each provider signs with a key derived from it (signing.ts). */
  secret: string;
  /** Prefix for the sandbox pages' URLs; '' keeps them on our own origin. */
  publicBase: string;
  now: () => Date;
}

/** 24 random bytes, base64url: 32 characters that cannot be guessed, safe in a path and a QR payload. */
export function newSessionRef(): string {
  return randomBytes(24).toString('base64url');
}

export const SESSION_REF = /^[A-Za-z0-9_-]{32}$/;

/** A 10-digit payment code; never starting with 0, so nobody "loses" a digit reading it out at a counter. */
export function newPaymentCode(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export const PAYMENT_CODE = /^[1-9][0-9]{9}$/;

/** Pages follow the customer's language; English needs no parameter because it is the default. */
export function withLanguage(url: string, language: Language): string {
  return language === 'mm' ? `${url}${url.includes('?') ? '&' : '?'}lang=mm` : url;
}

/** The caller's input as a real gateway would validate it on its side. */
function checkStartInput(input: StartInput, now: Date): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new PaymentProviderError('invalid_amount', 'amount must be a positive whole number of kyats');
  // Only a path on our own origin: the sandbox redirects there, and must never be an open redirect.
  if (!/^\/(?![/\\])[^\s]*$/.test(input.returnUrl)) throw new PaymentProviderError('invalid_request', 'returnUrl must be a path on our origin');
  if (!(input.expiresAt.getTime() > now.getTime())) throw new PaymentProviderError('invalid_request', 'expiresAt must be in the future');
  if (input.merchantRef.length === 0 || input.merchantRef.length > 32) throw new PaymentProviderError('invalid_request', 'merchantRef must be 1 to 32 characters');
}

const CODE_ATTEMPTS = 8;

/**
 * Stores a pending session for `input`. With `withCode`, draws payment codes until one is free: 9·10⁹
 * codes make a clash rare, but a counter that takes money against a code must never find two orders.
 */
export async function openSession(
  context: SandboxContext,
  provider: PartnerProviderKind,
  input: StartInput,
  withCode: boolean,
): Promise<SandboxSession> {
  const now = context.now();
  checkStartInput(input, now);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const session = {
      ref: newSessionRef(),
      provider,
      merchantRef: input.merchantRef,
      amount: input.amount,
      currency: input.currency,
      returnUrl: input.returnUrl,
      expiresAt: input.expiresAt,
      ...(withCode ? { paymentCode: newPaymentCode() } : {}),
    };
    if (await context.repository.create(session)) {
      return {
        ...session,
        status: 'pending',
        paymentCode: session.paymentCode ?? null,
        completedAt: null,
        callbackDueAt: null,
        callbackAttempts: 0,
        callbackDeliveredAt: null,
        createdAt: now,
      };
    }
  }
  throw new Error(`no free payment code after ${CODE_ATTEMPTS} attempts`);
}

/** A pending session whose window has closed can no longer be paid; the provider reports it failed. */
export function effectiveStatus(session: SandboxSession, now: Date): Exclude<ProviderPaymentStatus, 'unknown'> {
  return session.status === 'pending' && session.expiresAt.getTime() <= now.getTime() ? 'failed' : session.status;
}

/** A provider whose `start` is its own and whose callbacks, queries and refunds work alike. */
export function sandboxProvider(
  kind: PartnerProviderKind,
  context: SandboxContext,
  start: (input: StartInput) => Promise<StartResult>,
): PaymentProvider {
  const key = providerSecret(context.secret, kind);
  return {
    kind,
    start,

    verifyCallback(body, now) {
      // Another provider's callback can never be valid for this one, whatever its signature.
      if (body.provider !== kind) return { ok: false, reason: 'signature' };
      return verifySignature(body, key, now);
    },

    async query(providerRef) {
      const session = SESSION_REF.test(providerRef) ? await context.repository.findByRef(providerRef) : undefined;
      if (!session || session.provider !== kind) return 'unknown';
      return effectiveStatus(session, context.now());
    },

    async refund(providerRef, amount, refundKey) {
      const session = SESSION_REF.test(providerRef) ? await context.repository.findByRef(providerRef) : undefined;
      if (!session || session.provider !== kind) throw new PaymentProviderError('not_found', 'no such payment');
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > session.amount) {
        throw new PaymentProviderError('invalid_amount', `refund must be 1 to ${session.amount} MMK`);
      }
      // Several refunds of one payment, each once by its key, as card gateways keep them.
      const answer = await context.repository.refund(session.ref, refundKey, amount, `RF${randomBytes(12).toString('base64url')}`);
      if ('refundRef' in answer) return answer;
      if (answer.refused === 'exceeds') throw new PaymentProviderError('invalid_amount', `refunds of this payment may not add up to more than ${session.amount} MMK`);
      throw new PaymentProviderError('not_refundable', `payment is ${session.status}, only a paid payment can be refunded`);
    },
  };
}

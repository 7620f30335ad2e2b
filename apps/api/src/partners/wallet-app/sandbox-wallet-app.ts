import { randomBytes } from 'node:crypto';
import type { Language } from '@thwa/domain/settings';
import { providerSecret } from '../payments/signing.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { SESSION_REF, effectiveStatus, openSession, type SandboxContext } from '../payments/sandbox-provider.ts';
import { isFresh, signFields, verifyFields, type Signed } from './wallet-app-signing.ts';
import type { WalletAppTokensRepository, WalletCustomer } from './wallet-app-tokens.repository.ts';

/**
 * The sandbox partner wallet app (decision 041): a KBZPay-style wallet that opens our site as a
 * mini-app. This file is the partner's server: it issues one-time auth tokens to its own app, and
 * answers the merchant's signed calls (token exchange, precreate, query). Its payment sessions are the
 * card sandbox's table (`sandbox_payment_sessions`, provider 'partner_wallet'), so its paid callback,
 * retries and refunds work as every sandbox provider's do.
 */

/** The wallet's test customers, as its own accounts; the home page lets a tester pick one. */
export const SANDBOX_WALLET_CUSTOMERS: readonly WalletCustomer[] = [
  { partnerUserId: 'KBZ-100001', customerName: 'Aye Aye Mon', phoneNumber: '9420000001' },
  { partnerUserId: 'KBZ-100002', customerName: 'Kyaw Zin Htet', phoneNumber: '9420000002' },
];

/** An auth token lives this long, and is good for one exchange (KBZPay's auth codes live minutes). */
export const AUTH_TOKEN_SECONDS = 300;

export type ExchangeRequest = Signed<{ token: string; timestamp: number; nonce: string }>;
export type PrecreateRequest = Signed<{ merchOrderId: string; totalAmount: number; transCurrency: 'MMK'; returnUrl: string; timeoutAt: number; language: Language; timestamp: number; nonce: string }>;
export type QueryRequest = Signed<{ prepayId: string; timestamp: number; nonce: string }>;

export type PartnerAnswer<T> = { ok: true; value: T } | { ok: false; error: 'signature' | 'stale' | 'invalid_token' | 'invalid_request' };

export interface SandboxWalletAppOptions {
  tokens: WalletAppTokensRepository;
  /** The card sandbox's context: its sessions table, PAYMENT_SANDBOX_SECRET and clock. */
  context: SandboxContext;
}

/** The app key the partner and the merchant share: derived, as every sandbox provider's, from the sandbox secret. */
export function walletAppKey(secret: string): string {
  return providerSecret(secret, 'partner_wallet');
}

export function createSandboxWalletApp({ tokens, context }: SandboxWalletAppOptions) {
  const key = walletAppKey(context.secret);

  /** A merchant's request: its signature first (nothing learnt from a forgery), then its age. */
  function check(request: { sign?: unknown; timestamp?: unknown }): PartnerAnswer<never> | null {
    if (!verifyFields(request, key)) return { ok: false, error: 'signature' };
    if (!isFresh(request.timestamp, context.now())) return { ok: false, error: 'stale' };
    return null;
  }

  return {
    /** The app's side: a fresh one-time token for one of its customers, put into the mini-app's link. */
    async issueToken(customer: WalletCustomer): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await tokens.issue(token, customer, new Date(context.now().getTime() + AUTH_TOKEN_SECONDS * 1000));
      return token;
    },

    /** Token exchange: the customer's identity for a token used once within its life; signed answer. */
    async exchangeToken(request: ExchangeRequest): Promise<PartnerAnswer<Signed<WalletCustomer & { timestamp: number }>>> {
      const refused = check(request);
      if (refused) return refused;
      const customer = await tokens.use(request.token, context.now());
      if (!customer) return { ok: false, error: 'invalid_token' };
      return { ok: true, value: signFields({ ...customer, timestamp: Math.floor(context.now().getTime() / 1000) }, key) };
    },

    /** Precreate: a pending payment for the merchant's order, answered with its prepay id. */
    async precreate(request: PrecreateRequest): Promise<PartnerAnswer<{ prepayId: string }>> {
      const refused = check(request);
      if (refused) return refused;
      try {
        const session = await openSession(context, 'partner_wallet', {
          merchantRef: request.merchOrderId,
          orderId: request.merchOrderId,
          amount: request.totalAmount,
          currency: request.transCurrency,
          expiresAt: new Date(request.timeoutAt * 1000),
          returnUrl: request.returnUrl,
          language: request.language,
        }, false);
        return { ok: true, value: { prepayId: session.ref } };
      } catch (error) {
        if (error instanceof PaymentProviderError) return { ok: false, error: 'invalid_request' };
        throw error;
      }
    },

    /** Query: the partner's own state of a prepay id (an expired pending one has failed). */
    async queryOrder(request: QueryRequest): Promise<PartnerAnswer<Signed<{ prepayId: string; merchOrderId: string; totalAmount: number; tradeStatus: string }>>> {
      const refused = check(request);
      if (refused) return refused;
      const session = SESSION_REF.test(request.prepayId) ? await context.repository.findByRef(request.prepayId) : undefined;
      if (!session || session.provider !== 'partner_wallet') return { ok: false, error: 'invalid_request' };
      return {
        ok: true,
        value: signFields({ prepayId: session.ref, merchOrderId: session.merchantRef, totalAmount: session.amount, tradeStatus: effectiveStatus(session, context.now()) }, key),
      };
    },
  };
}

export type SandboxWalletApp = ReturnType<typeof createSandboxWalletApp>;

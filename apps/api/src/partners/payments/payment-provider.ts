import type { PaymentAction, PayStatusCallback, ProviderKind } from '@thwa/domain/contracts/payments';
import type { Language } from '@thwa/domain/settings';

/**
 * One payment provider (design §7): a card gateway, a mobile wallet, a shop counter network, a
 * cash-on-delivery courier. The payments feature talks to every provider through this interface, so a
 * real adapter (2C2P/MPU, KBZPay, WavePay, Dinger) replaces a sandbox without touching the feature.
 */
export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** Opens a payment at the provider; the answer tells the customer what to do next. */
  start(input: StartInput): Promise<StartResult>;
  /**
   * Checks a callback's signature and age. Replay (a nonce seen before) is the caller's check, against
   * the payment_callbacks table, because only the database sees every node's callbacks.
   */
  verifyCallback(body: PayStatusCallback, now: Date): CallbackCheck;
  /**
   * True for a provider whose paid callback is believed only after `query` says paid too (the partner
   * wallet, decision 041, as KBZPay asks merchants to): a leaked key alone cannot mark an order paid.
   */
  readonly confirmsByQuery?: boolean;
  /** The provider's view of a payment, for reconciliation when a callback never arrived. */
  query(providerRef: string): Promise<ProviderPaymentStatus>;
  /**
   * Refunds `amount` of a paid payment, once per `refundKey` (the same key again answers the first
   * refund, as gateways' idempotency keys do); a payment may be refunded in parts up to what it took.
   * Throws `PaymentProviderError` when the provider refuses.
   */
  refund(providerRef: string, amount: number, refundKey: string): Promise<{ refundRef: string }>;
}

export interface StartInput {
  /** Our paymentId; the provider echoes it back as the callback's `paymentRef`. */
  merchantRef: string;
  orderId: string;
  /** Whole kyats. */
  amount: number;
  currency: 'MMK';
  /** When the payment window closes (spec §9: 15 minutes online, 24 hours at a shop). */
  expiresAt: Date;
  /** An absolute path on our origin, e.g. '/checkout/thank-you?orderId=TW...'. */
  returnUrl: string;
  language: Language;
}

export interface StartResult {
  /** The provider's own reference for the payment; `query` and `refund` take it. */
  providerRef: string;
  paymentCode?: string;
  action: PaymentAction;
}

export type CallbackCheck = { ok: true } | { ok: false; reason: 'signature' | 'stale' };

export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'unknown';

/** The providers a sandbox plays; the wallet and an agent's credit are our own ledgers, not partners. */
export type PartnerProviderKind = Exclude<ProviderKind, 'wallet' | 'agent_credit'>;

/**
 * The partner providers this installation has. Empty while SANDBOX_PAYMENTS is off and no real
 * adapter is configured (decision 018): their methods are then neither offered nor accepted.
 */
export type PaymentProviders = Partial<Record<PartnerProviderKind, PaymentProvider>>;

/** A provider's refusal: the payments feature maps `code` to an error of its catalogue. */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: 'not_found' | 'not_refundable' | 'invalid_amount' | 'invalid_request',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

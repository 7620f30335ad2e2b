import type { PaymentProvider, ProviderPaymentStatus } from '../payments/payment-provider.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { sandboxProvider, withLanguage, type SandboxContext } from '../payments/sandbox-provider.ts';
import { walletAppKey, type SandboxWalletApp } from './sandbox-wallet-app.ts';
import { requestHead, signFields, verifyFields } from './wallet-app-signing.ts';

/** The customer's identity as the partner answers a token exchange; the only identity a mini-app session has. */
export interface PartnerIdentity {
  partnerUserId: string;
  customerName: string;
  phoneNumber: string;
}

/** Our side of the partner's token exchange (features/mini-app uses it). */
export interface MiniAppPartner {
  /** The identity behind a one-time token, or why not: a forged, expired or used token is 'invalid_token'. */
  exchangeToken(token: string): Promise<{ ok: true; identity: PartnerIdentity } | { ok: false; reason: 'invalid_token' | 'partner_error' }>;
}

const STATUS: Record<string, ProviderPaymentStatus> = { pending: 'pending', paid: 'paid', failed: 'failed', refunded: 'refunded' };

/**
 * Our merchant adapter for the partner wallet (decision 041): every call signed with the app key, every
 * answer's signature checked. The partner here is the sandbox wallet app called in-process, as the card
 * sandbox is; a real KBZPay adapter makes the same calls over HTTPS. `confirmsByQuery`: the payments
 * feature believes its paid callback only after `query` says paid too.
 */
export function createPartnerWallet(partner: SandboxWalletApp, context: SandboxContext): { provider: PaymentProvider; miniApp: MiniAppPartner } {
  const key = walletAppKey(context.secret);

  const provider: PaymentProvider = {
    ...sandboxProvider('partner_wallet', context, async (input) => {
      const answer = await partner.precreate(
        signFields(
          {
            merchOrderId: input.merchantRef,
            totalAmount: input.amount,
            transCurrency: input.currency,
            returnUrl: input.returnUrl,
            timeoutAt: Math.floor(input.expiresAt.getTime() / 1000),
            language: input.language,
            ...requestHead(context.now()),
          },
          key,
        ),
      );
      if (!answer.ok) throw new PaymentProviderError('invalid_request', `the partner wallet refused precreate: ${answer.error}`);
      const prepayId = answer.value.prepayId;
      // Inside the wallet app: its own pay page, where the customer confirms with the PIN.
      return { providerRef: prepayId, action: { type: 'redirect', url: withLanguage(`${context.publicBase}/sandbox/wallet-app/pay/${prepayId}`, input.language) } };
    }),
    confirmsByQuery: true,

    async query(providerRef) {
      const answer = await partner.queryOrder(signFields({ prepayId: providerRef, ...requestHead(context.now()) }, key));
      if (!answer.ok || !verifyFields(answer.value, key) || answer.value.prepayId !== providerRef) return 'unknown';
      return STATUS[answer.value.tradeStatus] ?? 'unknown';
    },
  };

  const miniApp: MiniAppPartner = {
    async exchangeToken(token) {
      const answer = await partner.exchangeToken(signFields({ token, ...requestHead(context.now()) }, key));
      if (!answer.ok) return { ok: false, reason: answer.error === 'invalid_token' ? 'invalid_token' : 'partner_error' };
      // An answer that is not the partner's own is no identity at all.
      if (!verifyFields(answer.value, key)) return { ok: false, reason: 'partner_error' };
      const { partnerUserId, customerName, phoneNumber } = answer.value;
      return { ok: true, identity: { partnerUserId, customerName, phoneNumber } };
    },
  };

  return { provider, miniApp };
}

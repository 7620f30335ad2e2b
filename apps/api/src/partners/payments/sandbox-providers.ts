import { createCardGateway } from './card-gateway.ts';
import { createCashOnDelivery } from './cash-on-delivery.ts';
import { createMobileWallet } from './mobile-wallet.ts';
import { createPayAtShop } from './pay-at-shop.ts';
import type { PartnerProviderKind, PaymentProvider } from './payment-provider.ts';
import type { SandboxSessionsRepository } from './sandbox-sessions.repository.ts';

export interface SandboxProvidersOptions {
  repository: SandboxSessionsRepository;
  /** PAYMENT_SANDBOX_SECRET. */
  secret: string;
  /** Origin of the sandbox pages; '' (the default) serves them from our own origin. */
  publicBase?: string;
  /** The clock for expiry checks; tests move it. */
  now?: () => Date;
}

/** The providers this file's sandbox plays; the partner wallet app is a partner of its own (partners/wallet-app). */
export type SandboxProviderKind = Exclude<PartnerProviderKind, 'partner_wallet'>;

/** Every partner provider but the wallet app, played by the sandbox. The wallet is our own ledger and comes from elsewhere. */
export function createSandboxPaymentProviders(options: SandboxProvidersOptions): Record<SandboxProviderKind, PaymentProvider> {
  const context = {
    repository: options.repository,
    secret: options.secret,
    publicBase: options.publicBase ?? '',
    now: options.now ?? (() => new Date()),
  };
  return {
    card: createCardGateway(context),
    mobile_wallet: createMobileWallet(context),
    pay_at_shop: createPayAtShop(context),
    cash_on_delivery: createCashOnDelivery(context),
  };
}

import type { PaymentProvider } from './payment-provider.ts';
import { openSession, sandboxProvider, withLanguage, type SandboxContext } from './sandbox-provider.ts';

/**
 * Pay at a partner shop: the customer shows a payment code at a counter and pays cash; the shop's
 * employee confirms it. The code lives as long as the caller's window (spec §9: 24 hours).
 */
export function createPayAtShop(context: SandboxContext): PaymentProvider {
  return sandboxProvider('pay_at_shop', context, async (input) => {
    const session = await openSession(context, 'pay_at_shop', input, true);
    const paymentCode = session.paymentCode ?? '';
    return {
      providerRef: session.ref,
      paymentCode,
      action: { type: 'code', paymentCode, shopsUrl: withLanguage(`${context.publicBase}/sandbox/shop`, input.language) },
    };
  });
}

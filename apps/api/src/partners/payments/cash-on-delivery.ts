import { CASH_ON_DELIVERY_CONTACT_HOURS } from '@thwa/domain/constants';
import type { PaymentProvider } from './payment-provider.ts';
import { openSession, sandboxProvider, type SandboxContext } from './sandbox-provider.ts';

/**
 * Cash on delivery: the team contacts the customer (spec §1: within 2 to 24 hours), a courier collects
 * the cash and records it against the payment code at the same counter a partner shop uses.
 */
export function createCashOnDelivery(context: SandboxContext): PaymentProvider {
  return sandboxProvider('cash_on_delivery', context, async (input) => {
    const session = await openSession(context, 'cash_on_delivery', input, true);
    return {
      providerRef: session.ref,
      ...(session.paymentCode ? { paymentCode: session.paymentCode } : {}),
      action: { type: 'contact', contactWithinHours: { min: CASH_ON_DELIVERY_CONTACT_HOURS.min, max: CASH_ON_DELIVERY_CONTACT_HOURS.max } },
    };
  });
}

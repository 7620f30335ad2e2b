import type { PaymentProvider } from './payment-provider.ts';
import { openSession, sandboxProvider, withLanguage, type SandboxContext } from './sandbox-provider.ts';

/**
 * A card gateway with its own hosted page (2C2P/MPU style): we redirect the customer there in full, so
 * card numbers are typed on the gateway's page and never touch ours.
 */
export function createCardGateway(context: SandboxContext): PaymentProvider {
  return sandboxProvider('card', context, async (input) => {
    const session = await openSession(context, 'card', input, false);
    return {
      providerRef: session.ref,
      action: { type: 'redirect', url: withLanguage(`${context.publicBase}/sandbox/card/${session.ref}`, input.language) },
    };
  });
}

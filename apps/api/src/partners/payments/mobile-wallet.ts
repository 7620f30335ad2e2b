import QRCode from 'qrcode';
import type { PaymentProvider } from './payment-provider.ts';
import { openSession, sandboxProvider, withLanguage, type SandboxContext } from './sandbox-provider.ts';

/**
 * A KBZPay-style wallet: the customer scans a QR code with the wallet app (or, on the phone itself, opens
 * the app through `appUrl`) and approves with a PIN. The app never sends the browser back, so the
 * merchant page polls for the result.
 */
export function createMobileWallet(context: SandboxContext): PaymentProvider {
  return sandboxProvider('mobile_wallet', context, async (input) => {
    const session = await openSession(context, 'mobile_wallet', input, false);
    const qr = `thwapay://pay?ref=${session.ref}&amount=${session.amount}`;
    // SVG, not a PNG data URL: a few kilobytes of text that compress well on costly mobile data.
    const qrSvg = await QRCode.toString(qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      providerRef: session.ref,
      action: { type: 'qr', qr, qrSvg, appUrl: withLanguage(`${context.publicBase}/sandbox/wallet/${session.ref}`, input.language) },
    };
  });
}

import type { OrderItem, PriceBreakdown } from '@thwa/domain/contracts/booking';
import type { AllCheckoutResponse, PaymentCategory } from '@thwa/domain/contracts/payments';

/** Cash-on-delivery details as typed (spec §3 flightCashOnDeliveryInfo). */
export interface CashOnDeliveryInput {
  address: string;
  township: string;
  preferredTime: string;
}

export const EMPTY_CASH_ON_DELIVERY: CashOnDeliveryInput = { address: '', township: '', preferredTime: '' };

export type PaymentPageData =
  | {
      kind: 'unavailable';
      title: string;
      /** The api's reason in the visitor's language, when it gave one. */
      message: string | null;
    }
  | { kind: 'failed'; title: string; message: string }
  | {
      kind: 'ready';
      title: string;
      orderId: string;
      /** One key per page view: a double click or a retry of the same choice makes one payment. */
      idempotencyKey: string;
      /** Seconds of the hold left when the server answered (0: expired). */
      secondsLeft: number;
      breakdown: PriceBreakdown;
      amount: number;
      promotion: { code: string; discount: number; description: string } | null;
      promoCode: string;
      promoError: string | null;
      /** Why the order's last payment failed (declined, cancelled…), when it did: this page is the retry. */
      lastAttemptFailed: string | null;
      methods: PaymentCategory[];
      /** What an agent earns on the booking (their terms); null for everyone else, so customers never see it. */
      agentCommission: AllCheckoutResponse['data']['agentCommission'];
      /** What the order sells, each summed up by its product; empty if it could not be read (the page still works). */
      items: OrderItem[];
    };

export type PaymentFieldErrors = Partial<Record<'method' | 'address' | 'township' | 'preferredTime' | 'promo', string>>;

export type PaymentActionData =
  | {
      kind: 'invalid';
      message: string;
      fieldErrors: PaymentFieldErrors;
      /** What the visitor chose, so a page without JavaScript shows it again. */
      method: string;
      cashOnDelivery: CashOnDeliveryInput;
      /** A fresh key when the api saw the request (its answer to the old key is final). */
      idempotencyKey: string | null;
    }
  | { kind: 'qr'; orderId: string; qrSrc: string; appUrl: string; amount: number; secondsLeft: number }
  | {
      /** The wallet was refused (spec §8): the session has ended, or the balance does not cover the order. */
      kind: 'walletRefused';
      reason: 'sessionExpired' | 'notEnoughBalance';
      /** Sign in again and come back to this payment page. */
      signInHref: string;
      method: string;
      idempotencyKey: string;
    }
  | { kind: 'unavailable'; message: string };

/**
 * Payment outcome text (spec §4): the payment gateway's status text decides which headline the
 * thank-you page shows. The headline itself lives in the web's i18n catalogues (both languages),
 * so this returns an outcome key, never English.
 */

/** Spec §4: the only status texts that mean the payment did not go through. */
export const UNSUCCESSFUL_PAYMENT_STATUSES = ['fail', 'failed', 'expired', 'invalid'] as const;

export type PaymentOutcome = 'successful' | 'unsuccessful';

/**
 * Spec §4: "if the status text is fail, failed, expired or invalid, show 'Payment unsuccessful';
 * otherwise 'Payment successful'". Gateways differ in case and padding ("FAILED ", "Expired"), so the
 * text is trimmed and lowercased. As the spec says "otherwise", any other text — including a missing
 * one — reads as successful; the order status, not this text, is what decides fulfilment.
 */
export function paymentOutcome(statusText: string | null | undefined): PaymentOutcome {
  const normalized = (statusText ?? '').trim().toLowerCase();
  return (UNSUCCESSFUL_PAYMENT_STATUSES as readonly string[]).includes(normalized) ? 'unsuccessful' : 'successful';
}

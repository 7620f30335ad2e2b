import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * After Pay the page shows the action's answer (a QR, or why it failed); asking all-checkout again
 * would only cost a round trip and a new idempotency key.
 */
export function paymentShouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

/** Spec §2's thank-you page, where every payment ends and an order's outcome is shown. */
export const THANK_YOU_PATH = '/checkout/thank-you';

export function thankYouHref(orderId: string): string {
  return `${THANK_YOU_PATH}?orderId=${encodeURIComponent(orderId)}`;
}

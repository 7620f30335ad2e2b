import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';

/** The payment page of an order's product (spec §2: /flight/payment, /hotel/payment): where paying, or paying again, happens. */
export function paymentHref(productType: number, orderId: string): string {
  const path = productType === PRODUCT_TYPE_IDS.hotel ? '/hotel/payment' : '/flight/payment';
  return `${path}?orderId=${encodeURIComponent(orderId)}`;
}

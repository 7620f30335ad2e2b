/**
 * The products the web sells, each with its part of the shared screens (web-product.ts). The shared
 * screens reach a product only through this list: a new product adds its line here.
 */
import type { OrderItem } from '@thwa/domain/contracts/booking';
import { flightProduct } from './flight/flight-product.ts';
import { hotelProduct } from './hotel/hotel-product.ts';
import { insuranceProduct } from './insurance/insurance-product.ts';
import { healthProduct } from './health/health-product.ts';
import type { WebProduct } from './web-product.ts';

export type { WebProduct } from './web-product.ts';

const PRODUCTS: readonly WebProduct[] = [flightProduct, hotelProduct, insuranceProduct, healthProduct];

/** The product of an order's product type (OrderDetail.productType, a trip's), or undefined for one this web does not sell. */
export function productOfType(productType: number): WebProduct | undefined {
  return PRODUCTS.find((product) => product.productType === productType);
}

/** The product of an order's item. */
export function productOfItem(item: Pick<OrderItem, 'product'>): WebProduct | undefined {
  return PRODUCTS.find((product) => product.item === item.product);
}

/** The product whose payment page is `pathname` (/flight/payment, /hotel/payment, /insurance/payment, /health-insurance/payment). */
export function productOfPaymentPath(pathname: string): WebProduct | undefined {
  return PRODUCTS.find((product) => product.paymentPath === pathname.replace(/\/+$/, ''));
}

/** The page that pays an order of `productType`, or pays it again (spec §2); null for a product this web does not sell. */
export function paymentHref(productType: number, orderId: string): string | null {
  const product = productOfType(productType);
  return product ? `${product.paymentPath}?orderId=${encodeURIComponent(orderId)}` : null;
}

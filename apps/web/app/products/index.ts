/**
 * The products the web sells, each with its part of the shared screens (web-product.ts). The shared
 * screens reach a product only through this list: a new product adds its line here.
 */
import type { OrderItem } from '@thwa/domain/contracts/booking';
import { flightProduct } from './flight/flight-product.ts';
import { hotelProduct } from './hotel/hotel-product.ts';
import { insuranceProduct } from './insurance/insurance-product.ts';
import { healthProduct } from './health/health-product.ts';
import { busProduct } from './bus/bus-product.ts';
import type { WebProduct } from './web-product.ts';

export type { WebProduct } from './web-product.ts';

/** Every product the web sells, in the order their items are shown. */
export const WEB_PRODUCTS: readonly WebProduct[] = [flightProduct, hotelProduct, insuranceProduct, healthProduct, busProduct];

/**
 * How the shared screens find the product of an order, an item or a payment page among `products`. The
 * web's are made of WEB_PRODUCTS below; a test puts a product of its own beside them the same way.
 */
export function webProducts(products: readonly WebProduct[]) {
  /** The product of an order's product type (OrderDetail.productType, a trip's), or undefined for one this web does not sell. */
  function productOfType(productType: number): WebProduct | undefined {
    return products.find((product) => product.productType === productType);
  }
  return {
    productOfType,
    /** The product of an order's item. */
    productOfItem(item: Pick<OrderItem, 'product'>): WebProduct | undefined {
      return products.find((product) => product.item === item.product);
    },
    /** The product whose payment page is `pathname` (/flight/payment, /hotel/payment, /insurance/payment, /health-insurance/payment, /bus/payment). */
    productOfPaymentPath(pathname: string): WebProduct | undefined {
      return products.find((product) => product.paymentPath === pathname.replace(/\/+$/, ''));
    },
    /** The page that pays an order of `productType`, or pays it again (spec §2); null for a product this web does not sell. */
    paymentHref(productType: number, orderId: string): string | null {
      const product = productOfType(productType);
      return product ? `${product.paymentPath}?orderId=${encodeURIComponent(orderId)}` : null;
    },
  };
}

export const { productOfType, productOfItem, productOfPaymentPath, paymentHref } = webProducts(WEB_PRODUCTS);

/**
 * The items an order sells, one per product in it (design §6a): screens, e-mails and documents pick
 * the item of their product and render it with that product's own summary. This file imports no zod
 * (types only), so the browser can use it without the contracts' schemas.
 */
import type { FlightOrderItem, HotelOrderItem, OrderItem } from '../contracts/booking.ts';

/** The flight item of an order, if it sells one. */
export function flightItemOf(order: { items: readonly OrderItem[] }): FlightOrderItem | undefined {
  return order.items.find((item): item is FlightOrderItem => item.product === 'flight');
}

/** The hotel stay of an order, if it sells one. */
export function hotelItemOf(order: { items: readonly OrderItem[] }): HotelOrderItem | undefined {
  return order.items.find((item): item is HotelOrderItem => item.product === 'hotel');
}

/**
 * An item's document file name (decision 024): its product's name for the order ("TW2611220001.pdf",
 * "TW2611220002-voucher.pdf"), numbered for every item after the first, so two documents of one order
 * never share a name when downloaded or attached ("TW2611220001-2.pdf").
 */
export function itemDocumentFileName(productFileName: string, itemNo: number): string {
  return itemNo === 1 ? productFileName : productFileName.replace(/(\.pdf)?$/, `-${itemNo}$1`);
}

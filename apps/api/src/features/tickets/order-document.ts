/**
 * The document each completed item gives its customer (decision 024): a flight's e-ticket, a hotel
 * stay's voucher. Its product module chooses it (`ProductModule.document`, decision 020): the flight
 * module gives the e-ticket (ticket-html/text.ts), the hotel module the voucher (voucher-html/text.ts).
 * This feature renders and stores it per item (booking-notifications.ts), serves it under its file
 * name (tickets.routes.ts) and attaches it to its e-mail (mail-templates.ts), each time asking the
 * registry by the item's product type, so none of them chooses by product and a new product names its
 * document in its own module.
 */
import type { OrderDetail, OrderItem } from '@thwa/domain/contracts/booking';
import { itemDocumentFileName } from '@thwa/domain/orders/order-items';
import type { SupportDetails, TicketLanguage } from './ticket-labels.ts';

export interface OrderDocument {
  /** What the view call answers and the e-mail's text part carries. */
  text: string;
  /** The printable page Chromium turns into the PDF. */
  html: string;
}

/** One product's document, as its module gives it to the tickets feature. */
export interface ProductDocument {
  /**
   * The PDF's name when downloaded or attached, from the order id alone (spec §2): the download has
   * only the stored order, not its detail. "TW2611220001.pdf", a voucher "TW2611220002-voucher.pdf".
   */
  fileName(orderId: string): string;
  /** The completed item's document in `language`, rendered once and stored (text first, then the PDF). */
  render(order: OrderDetail, item: OrderItem, language: TicketLanguage, support: SupportDetails): OrderDocument;
}

/**
 * Where an item's document is served, without `/view` or `/download`: the first item's at the spec's
 * ticket path (spec §7), each further item's (an insurance beside a flight) under its number.
 */
export function documentPath(orderId: string, itemNo: number): string {
  return itemNo === 1 ? `/api/tickets/${orderId}` : `/api/tickets/${orderId}/items/${itemNo}`;
}

/** An item's PDF name: its product's name for the order (spec §2), numbered after the first item (order-items.ts). */
export function documentFileName(document: Pick<ProductDocument, 'fileName'>, orderId: string, itemNo: number): string {
  return itemDocumentFileName(document.fileName(orderId), itemNo);
}

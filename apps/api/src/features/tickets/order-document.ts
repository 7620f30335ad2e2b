/**
 * The document a completed order gives its customer: a flight's e-ticket, a hotel stay's voucher. Its
 * product module chooses it (`ProductModule.document`, decision 020): the flight module gives the
 * e-ticket (ticket-html/text.ts), the hotel module the voucher (voucher-html/text.ts). This feature
 * renders and stores it (booking-notifications.ts), serves it under its file name (tickets.routes.ts)
 * and attaches it to its e-mail (mail-templates.ts), each time asking the registry by the order's
 * product type, so none of them chooses by product and a new product names its document in its own
 * module.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
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
  /** The completed order's document in `language`, rendered once and stored (text first, then the PDF). */
  render(order: OrderDetail, language: TicketLanguage, support: SupportDetails): OrderDocument;
}

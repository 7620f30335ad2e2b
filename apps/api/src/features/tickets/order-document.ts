/**
 * The document a completed order gives its customer, by what it sells: a flight's e-ticket, a hotel
 * stay's voucher. The one place that chooses: rendering (booking-notifications.ts), the stored file's
 * download name (tickets.routes.ts) and the e-mail attachment (mail-templates.ts) all ask here, so a
 * flight keeps exactly its e-ticket and a product this does not know gets the e-ticket as before.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { hotelItemOf } from '@thwa/domain/orders/order-items';
import type { SupportDetails, TicketLanguage } from './ticket-labels.ts';
import { ticketHtml } from './ticket-html.ts';
import { ticketText } from './ticket-text.ts';
import { voucherHtml } from './voucher-html.ts';
import { voucherText } from './voucher-text.ts';

export type DocumentKind = 'ticket' | 'voucher';

export interface OrderDocument {
  kind: DocumentKind;
  /** What the view call answers and the e-mail's text part carries. */
  text: string;
  /** The printable page Chromium turns into the PDF. */
  html: string;
}

/** A hotel stay's document is its voucher; every other order's is the e-ticket. */
export function documentKindOf(product: string): DocumentKind {
  return product === 'hotel' ? 'voucher' : 'ticket';
}

export function documentKindOfOrder(order: Pick<OrderDetail, 'items'>): DocumentKind {
  return hotelItemOf(order) ? 'voucher' : 'ticket';
}

export function documentOf(order: OrderDetail, language: TicketLanguage, support: SupportDetails): OrderDocument {
  return documentKindOfOrder(order) === 'voucher'
    ? { kind: 'voucher', text: voucherText(order, language, support), html: voucherHtml(order, language, support) }
    : { kind: 'ticket', text: ticketText(order, language, support), html: ticketHtml(order, language, support) };
}

/** The PDF's file name, from the order id (spec §2): "TW2611220001.pdf", a voucher "TW2611220002-voucher.pdf". */
export function documentFileName(orderId: string, kind: DocumentKind): string {
  return kind === 'voucher' ? `${orderId}-voucher.pdf` : `${orderId}.pdf`;
}

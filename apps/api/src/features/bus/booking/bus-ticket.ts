/**
 * A bus ticket's document (issue 21, decision 024): the bilingual e-ticket with its QR code, which the
 * bus module names as its `document`, as the hotel module names the voucher.
 */
import type { ProductDocument } from '../../tickets/order-document.ts';
import { busTicketHtml } from './bus-ticket-html.ts';
import { busTicketText } from './bus-ticket-text.ts';

/**
 * The ticket of the item it is given, not of the order's first item. Its PDF is named from the order
 * id as a bus ticket (spec §2), numbered after the first item by the tickets feature.
 */
export const busTicket: ProductDocument = {
  fileName: (orderId) => `${orderId}-bus-ticket.pdf`,
  render: (order, item, language, support) => {
    if (item.product !== 'bus') throw new Error(`item ${item.itemNo} of order ${order.orderId} is a ${item.product}, not a bus ticket`);
    return { text: busTicketText(order, item, language, support), html: busTicketHtml(order, item, language, support) };
  },
};

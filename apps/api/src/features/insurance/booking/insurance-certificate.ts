/**
 * A travel insurance policy's document (decision 024): the bilingual policy certificate, which the
 * insurance module names as its `document`, as the hotel module names the voucher.
 */
import type { ProductDocument } from '../../tickets/order-document.ts';
import { certificateHtml } from './certificate-html.ts';
import { certificateText } from './certificate-text.ts';

/**
 * The certificate of the item it is given, not of the order's first item: a policy may be sold beside
 * a flight (spec §3), its certificate then the order's second document. Its PDF is named from the
 * order id as an insurance document (spec §2), numbered after the first item by the tickets feature.
 */
export const insuranceCertificate: ProductDocument = {
  fileName: (orderId) => `${orderId}-insurance.pdf`,
  render: (order, item, language, support) => {
    if (item.product !== 'insurance') throw new Error(`item ${item.itemNo} of order ${order.orderId} is a ${item.product}, not a travel insurance policy`);
    return { text: certificateText(order, item, language, support), html: certificateHtml(order, item, language, support) };
  },
};

/**
 * A health plan's document (decision 024): the bilingual health insurance certificate, which the
 * health insurance module names as its `document`, as the travel insurance module names its policy
 * certificate (insurance-certificate.ts).
 */
import type { ProductDocument } from '../../tickets/order-document.ts';
import { healthCertificateHtml } from './health-certificate-html.ts';
import { healthCertificateText } from './health-certificate-text.ts';

/**
 * The certificate of the item it is given, not of the order's first item. Its PDF is named from the
 * order id as a health insurance document (spec §2), numbered after the first item by the tickets feature.
 */
export const healthCertificate: ProductDocument = {
  fileName: (orderId) => `${orderId}-health-insurance.pdf`,
  render: (order, item, language, support) => {
    if (item.product !== 'health') throw new Error(`item ${item.itemNo} of order ${order.orderId} is a ${item.product}, not a health insurance plan`);
    return { text: healthCertificateText(order, item, language, support), html: healthCertificateHtml(order, item, language, support) };
  },
};

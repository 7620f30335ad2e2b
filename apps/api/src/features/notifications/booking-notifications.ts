import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ProductRegistry } from '../orders/product-module.ts';
import type { SupportDetails } from '../tickets/ticket-labels.ts';
import type { PdfRenderer } from '../tickets/ticket-pdf.ts';
import { WAITLIST_CONTACT_HOURS } from '@thwa/domain/constants';
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  documentAttachment,
  eTicketEmail,
  type OtherItems,
  guestCancelledEmail,
  offlineRequestEmail,
  paymentReminderEmail,
} from './mail-templates.ts';
import type { BookingMailKind } from '../../jobs/job-definitions.ts';
import type { MailAttachmentRef, Mailer } from './mailer.ts';
import type { MailBlock } from './product-mail.ts';
import { paymentReminderDue } from './payment-reminder.ts';
import { paidShares } from '@thwa/domain/orders/paid-shares';

/** `offline-request`: the acknowledgement of a request our flight team books by hand (spec §1 offline flow). */

export interface BookingNotificationsOptions {
  repository: OrdersRepository;
  orders: OrdersService;
  /**
   * Each order's product module, which gives its document (a flight's e-ticket, a stay's voucher) and
   * its part of the e-mails (their words of what it sells, and its itinerary).
   */
  products: ProductRegistry;
  mailer: Mailer;
  pdf: PdfRenderer;
  support: SupportDetails;
  /** Where links in emails point, e.g. https://thwa.com.mm (no trailing slash). */
  publicUrl: string;
  /**
   * The accounts that get a copy of the documents of an order placed by `userId` (an agent, and a
   * sub-agent's agent); none for a member. Without it, only the contact is mailed.
   */
  documentCopies?: (userId: string) => Promise<Array<{ userId: string; email: string }>>;
  /**
   * What the e-mail with the order's documents offers after them (features/cross-sell: a hotel at a
   * flight's destination, insurance for the trip); nothing without it. It never throws.
   */
  crossSell?: (order: OrderRow, language: 'en' | 'mm') => Promise<MailBlock[]>;
  now?: () => Date;
}

/**
 * What leaves the system after a booking changes (design §6 outbox consumers): the e-ticket or hotel
 * voucher rendered once and stored, and the emails, each sent at most once by its message key.
 */
export function createBookingNotifications({ repository, orders, products, mailer, pdf, support, publicUrl, documentCopies, crossSell, now = () => new Date() }: BookingNotificationsOptions) {
  async function detail(orderId: string): Promise<{ detail: OrderDetail; row: OrderRow; language: 'en' | 'mm'; note: string | null } | undefined> {
    const order = await repository.findOrder(orderId);
    // The customer's note of an offline request rides in its item's trip; the order detail does not show it.
    const trip = order?.items[0]?.trip;
    const note = trip && 'note' in trip ? trip.note : null;
    return order && { detail: await orders.detailOf(order), row: order, language: order.language === 'mm' ? 'mm' : 'en', note: note || null };
  }

  const loadAttachment = async ({ orderId, itemNo = 1 }: MailAttachmentRef) => {
    const document = await repository.findDocument(orderId, itemNo);
    if (!document?.pdf) throw new Error(`no PDF for item ${itemNo} of ${orderId}`);
    return document.pdf;
  };

  const links = (order: OrderDetail) => ({
    trackUrl: `${publicUrl}/track-booking`,
    // The order's page, which sends a booking still awaiting payment on to its payment page.
    ...(order.payKey ? { payUrl: `${publicUrl}/checkout/thank-you?${new URLSearchParams({ orderId: order.orderId, key: order.payKey }).toString()}` } : {}),
    ...(order.ticket ? { viewTicketUrl: `${publicUrl}${order.ticket.viewUrl}`, downloadUrl: `${publicUrl}${order.ticket.downloadUrl}` } : {}),
  });

  /**
   * The documents the e-ticket e-mail carries, once it may go: every confirmed item's PDF is stored
   * and no item waits for its supplier (an insurance is issued after its flight's ticket). Undefined
   * while any is missing; the render of the last one sends the e-mail.
   */
  async function documentsToMail(order: OrderRow): Promise<MailAttachmentRef[] | undefined> {
    if (order.status !== 'completed') return undefined;
    const withPdf = new Set((await repository.documentsOf(order.orderId)).filter((stored) => stored.hasPdf).map((stored) => stored.itemNo));
    const confirmed = order.items.filter((item) => item.status === 'completed');
    if (confirmed.length === 0 || confirmed.some((item) => !withPdf.has(item.itemNo))) return undefined;
    return confirmed.map((item) => documentAttachment(order.orderId, item.itemNo, products.of(item.productType).document));
  }

  return {
    loadAttachment,

    /**
     * Renders and stores a confirmed item's document, a flight's e-ticket or a stay's voucher (text
     * first, so viewing works even while the PDF is retried), then mails the order's documents if
     * they are all there. Without `itemNo` (a job queued before items had documents), every
     * confirmed item's.
     */
    async renderDocuments(orderId: string, itemNo?: number): Promise<void> {
      const order = await repository.findOrder(orderId);
      if (!order) return;
      const confirmed = order.items.filter((item) => item.status === 'completed' && (itemNo === undefined || item.itemNo === itemNo));
      if (confirmed.length === 0) return;
      const language = order.language === 'mm' ? 'mm' : 'en';
      const detail = await orders.detailOf(order);
      for (const row of confirmed) {
        const item = detail.items.find((one) => one.itemNo === row.itemNo);
        if (!item) continue;
        const document = products.of(row.productType).document.render(detail, item, language, support);
        await repository.saveDocument(orderId, row.itemNo, document.text, null);
        await repository.saveDocument(orderId, row.itemNo, document.text, await pdf.render(document.html));
      }
      await this.sendMail(orderId, 'e-ticket');
    },

    async sendMail(orderId: string, kind: BookingMailKind): Promise<void> {
      const found = await detail(orderId);
      if (!found) return;
      const { detail: order, row, language, note } = found;
      // Queued a day ahead: by then the order may be paid, expired or paid another way.
      if (kind === 'payment-reminder' && !paymentReminderDue(order, now())) return;
      // 'Complete your payment' goes some minutes after the order was placed, and only if it still awaits payment.
      if (kind === 'confirmation' && !order.payKey) return;
      const documents = kind === 'e-ticket' ? await documentsToMail(row) : [];
      if (!documents) return;
      // The order's other items: the products of those confirmed beside the first, and those refused.
      const shares = paidShares(row.items.map((item) => item.amount), row.amount);
      const others: OtherItems = {
        mails: [...new Set(row.items.filter((item) => item.status === 'completed' && item.productType !== row.productType).map((item) => item.productType))].map((type) => products.of(type).mail),
        notIssued:
          row.status === 'completed'
            ? row.items.flatMap((item, index) => (item.status === 'cancelled' ? [{ mail: products.of(item.productType).mail, amount: shares[index] ?? 0 }] : []))
            : [],
      };
      // The order's product words its e-mails and names the document they attach.
      const { mail } = products.of(order.productType);
      const content =
        kind === 'e-ticket'
          ? eTicketEmail(order, language, links(order), support, mail, others, crossSell ? await crossSell(row, language) : [])
          : kind === 'cancelled'
            ? bookingCancelledEmail(order, language, links(order), support, mail)
            : kind === 'guest-cancelled'
              ? guestCancelledEmail(order, language, links(order), support, mail)
            : kind === 'payment-reminder'
              ? paymentReminderEmail(order, language, links(order), support, mail)
              : kind === 'offline-request'
                ? offlineRequestEmail(order, language, links(order), support, mail, { contactHours: WAITLIST_CONTACT_HOURS, note })
                : bookingConfirmationEmail(order, language, links(order), support, mail);
      const attached = documents.length > 0 ? { attachments: documents } : {};
      await mailer.send({ messageKey: `order:${orderId}:${kind}`, to: order.contact.email, ...content, ...attached }, loadAttachment);
      // The agent who booked for the customer keeps a copy of every document, under its own key so a
      // retried job sends each copy once; an agent who gave its own address as the contact has it already.
      if (kind !== 'e-ticket' || !row.userId || !documentCopies) return;
      const contactEmail = order.contact.email.trim().toLowerCase();
      for (const copy of await documentCopies(row.userId)) {
        if (copy.email.trim().toLowerCase() === contactEmail) continue;
        await mailer.send({ messageKey: `order:${orderId}:${kind}:copy:${copy.userId}`, to: copy.email, ...content, ...attached }, loadAttachment);
      }
    },
  };
}

export type BookingNotifications = ReturnType<typeof createBookingNotifications>;

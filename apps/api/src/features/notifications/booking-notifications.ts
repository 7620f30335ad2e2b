import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ProductRegistry } from '../orders/product-module.ts';
import type { SupportDetails } from '../tickets/ticket-labels.ts';
import type { PdfRenderer } from '../tickets/ticket-pdf.ts';
import { WAITLIST_CONTACT_HOURS } from '@thwa/domain/constants';
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  eTicketAttachment,
  eTicketEmail,
  guestCancelledEmail,
  offlineRequestEmail,
  paymentReminderEmail,
} from './mail-templates.ts';
import type { BookingMailKind } from '../../jobs/job-definitions.ts';
import type { Mailer } from './mailer.ts';
import { paymentReminderDue } from './payment-reminder.ts';

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
  now?: () => Date;
}

/**
 * What leaves the system after a booking changes (design §6 outbox consumers): the e-ticket or hotel
 * voucher rendered once and stored, and the emails, each sent at most once by its message key.
 */
export function createBookingNotifications({ repository, orders, products, mailer, pdf, support, publicUrl, now = () => new Date() }: BookingNotificationsOptions) {
  async function detail(orderId: string): Promise<{ detail: OrderDetail; language: 'en' | 'mm'; note: string | null } | undefined> {
    const order = await repository.findOrder(orderId);
    // The customer's note of an offline request rides in its item's trip; the order detail does not show it.
    const trip = order?.items[0]?.trip;
    const note = trip && 'note' in trip ? trip.note : null;
    return order && { detail: await orders.detailOf(order), language: order.language === 'mm' ? 'mm' : 'en', note: note || null };
  }

  const loadAttachment = async ({ orderId }: { orderId: string }) => {
    const ticket = await repository.findTicket(orderId);
    if (!ticket?.pdf) throw new Error(`no PDF for ${orderId}`);
    return ticket.pdf;
  };

  const links = (order: OrderDetail) => ({
    trackUrl: `${publicUrl}/track-booking`,
    ...(order.ticket ? { viewTicketUrl: `${publicUrl}${order.ticket.viewUrl}`, downloadUrl: `${publicUrl}${order.ticket.downloadUrl}` } : {}),
  });

  return {
    loadAttachment,

    /**
     * Renders and stores the order's document, a flight's e-ticket or a stay's voucher (text first, so
     * viewing works even while the PDF is retried), then mails it.
     */
    async renderTicket(orderId: string): Promise<void> {
      const found = await detail(orderId);
      if (!found || found.detail.status !== 'completed') return;
      const document = products.of(found.detail.productType).document.render(found.detail, found.language, support);
      await repository.saveTicket(orderId, document.text, null);
      const file = await pdf.render(document.html);
      await repository.saveTicket(orderId, document.text, file);
      await this.sendMail(orderId, 'e-ticket');
    },

    async sendMail(orderId: string, kind: BookingMailKind): Promise<void> {
      const found = await detail(orderId);
      if (!found) return;
      const { detail: order, language, note } = found;
      // Queued a day ahead: by then the order may be paid, expired or paid another way.
      if (kind === 'payment-reminder' && !paymentReminderDue(order, now())) return;
      // The order's product words its e-mails and names the document they attach.
      const { document, mail } = products.of(order.productType);
      const content =
        kind === 'e-ticket'
          ? eTicketEmail(order, language, links(order), support, mail)
          : kind === 'cancelled'
            ? bookingCancelledEmail(order, language, links(order), support, mail)
            : kind === 'guest-cancelled'
              ? guestCancelledEmail(order, language, links(order), support, mail)
            : kind === 'payment-reminder'
              ? paymentReminderEmail(order, language, links(order), support, mail)
              : kind === 'offline-request'
                ? offlineRequestEmail(order, language, links(order), support, mail, { contactHours: WAITLIST_CONTACT_HOURS, note })
                : bookingConfirmationEmail(order, language, links(order), support, mail);
      await mailer.send(
        {
          messageKey: `order:${orderId}:${kind}`,
          to: order.contact.email,
          ...content,
          ...(kind === 'e-ticket' ? { attachments: [eTicketAttachment(order, document)] } : {}),
        },
        loadAttachment,
      );
    },
  };
}

export type BookingNotifications = ReturnType<typeof createBookingNotifications>;

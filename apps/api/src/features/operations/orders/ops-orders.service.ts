import type { OpsOrderPage, OpsOrderSearchQuery, OpsOrderSearchResponse } from '@thwa/domain/contracts/ops-orders';
import type { EventActor } from '@thwa/domain/orders/event-actors';
import type { PaymentStatus } from '@thwa/domain/orders/life-cycle';
import { formatPhone } from '@thwa/domain/booking/contact';
import { decodeOrderCursor, encodeOrderCursor, placedRange, readOrderQuery } from '@thwa/domain/operations/order-search';
import type { Language } from '@thwa/domain/settings';
import { AppError } from '../../../plugins/errors.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { OrdersRepository } from '../../orders/orders.repository.ts';
import type { OpsOrdersRepository } from './ops-orders.repository.ts';

/** How many of an order's people a row of the list names; the page names them all. */
const PEOPLE_IN_A_ROW = 3;

const instant = (value: Date | string) => new Date(value).toISOString();
const instantOrNull = (value: Date | string | null) => (value === null ? null : instant(value));

/** The kind of message a mail key names: `order:<id>:<kind>[:copy:<user>]`, `review-invite:<id>`. */
function messageKind(key: string): string {
  const parts = key.split(':');
  if (parts[0] === 'order') return parts[3] === 'copy' ? `${parts[2]}:copy` : (parts[2] ?? 'order');
  return parts[0] ?? key;
}

/**
 * The console's orders (issue 20 item 2): the search reads its one box as the kind of thing it is and
 * answers a page of rows newest first; the order page is the customer's order detail (the orders
 * service's, items through each product's module) with what only employees see beside it.
 */
export function createOpsOrders({ repository, orders, ordersRepository }: { repository: OpsOrdersRepository; orders: OrdersService; ordersRepository: OrdersRepository }) {
  return {
    async search(query: OpsOrderSearchQuery): Promise<OpsOrderSearchResponse['data']> {
      const recognised = query.q === undefined ? null : readOrderQuery(query.q, query.kind);
      if (query.q !== undefined && !recognised) throw new AppError('VALIDATION_FAILED', 'querystring.q');
      const cursor = query.cursor === undefined ? null : decodeOrderCursor(query.cursor);
      if (query.cursor !== undefined && !cursor) throw new AppError('VALIDATION_FAILED', 'querystring.cursor');
      const rows = await repository.search({
        query: recognised,
        status: query.status,
        productType: query.product,
        ...placedRange(query.from, query.to),
        placedBy: query.agent,
        cursor,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        orders: page.map((row) => ({
          orderId: row.orderId,
          placedAt: row.createdAt.toISOString(),
          status: row.status,
          paymentStatus: row.paymentStatus as PaymentStatus,
          productTypes: row.productTypes,
          contact: { name: row.contact.contactName, email: row.contact.email, phone: formatPhone(row.contact.phoneCode, row.contact.phoneNumber) },
          amount: row.amount,
          placedBy: row.userId ? { userId: row.userId, userCode: row.userCode } : null,
          travellers: row.people.slice(0, PEOPLE_IN_A_ROW),
          travellerCount: row.people.length,
        })),
        nextCursor: rows.length > query.limit && last ? encodeOrderCursor({ at: last.cursorAt, orderId: last.orderId }) : null,
        recognisedAs: recognised?.kind ?? null,
      };
    },

    /** The order's page, its items described in `language` (the console's words are the web's; an item's are its module's). */
    async page(orderId: string, language: Language): Promise<OpsOrderPage> {
      const row = await ordersRepository.findOrder(orderId);
      if (!row) throw new AppError('BOOKING_NOT_FOUND');
      const [order, timeline, payments, refunds, documents, messages, placedBy] = await Promise.all([
        orders.detailOf(row, language),
        repository.timeline(orderId),
        repository.payments(orderId),
        repository.refunds(orderId),
        repository.documents(orderId),
        repository.messages(orderId),
        row.userId ? repository.placedBy(row.userId) : Promise.resolve(null),
      ]);
      const linksOf = new Map(order.items.map((item) => [item.itemNo, item.document]));
      return {
        order,
        placedBy: placedBy ?? (row.userId ? { userId: row.userId, userCode: null, name: null } : null),
        timeline: timeline.map((event) => ({ ...event, actor: event.actor as EventActor, at: event.at.toISOString(), data: event.data ?? null })),
        payments: payments.map((payment) => ({
          paymentId: payment.payment_id,
          provider: payment.provider,
          amount: Number(payment.amount),
          currency: payment.currency,
          status: payment.status,
          paymentCode: payment.payment_code,
          createdAt: instant(payment.created_at),
          expiresAt: instant(payment.expires_at),
          paidAt: instantOrNull(payment.paid_at),
          refundedAt: instantOrNull(payment.refunded_at),
        })),
        refunds: refunds.map((refund) => ({
          id: Number(refund.id),
          paymentId: refund.payment_id,
          itemNo: refund.item_no,
          amount: Number(refund.amount),
          reason: refund.reason,
          destination: refund.destination,
          status: refund.status,
          createdAt: instant(refund.created_at),
          refundedAt: instantOrNull(refund.refunded_at),
        })),
        documents: documents.map((document) => {
          const links = linksOf.get(document.item_no) ?? null;
          return { itemNo: document.item_no, hasPdf: document.has_pdf, createdAt: instant(document.created_at), viewUrl: links?.viewUrl ?? null, downloadUrl: links?.downloadUrl ?? null };
        }),
        messages: messages.map((message) => ({
          id: Number(message.id),
          kind: messageKind(message.message_key),
          to: message.to_address,
          subject: message.subject,
          transport: message.transport,
          createdAt: instant(message.created_at),
          sentAt: instantOrNull(message.sent_at),
        })),
      };
    },
  };
}

export type OpsOrders = ReturnType<typeof createOpsOrders>;

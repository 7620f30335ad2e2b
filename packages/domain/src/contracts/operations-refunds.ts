import { z } from 'zod';
import { MAX_REFUND, NOTE_KINDS, NOTE_MAX, REFUND_REASON_MAX, REFUND_REQUEST_STATUSES, REFUND_TARGETS } from '../operations/refunds.ts';
import { Instant, Money, OrderId } from './order-common.ts';

/**
 * The console's refunds per item and its messages (issue 20 item 2):
 * - `POST /api/ops/orders/:orderId/refunds` (refunds.request): a refund of one item, full or partial,
 *   to the wallet or back to the provider; at or below REFUND_APPROVAL_THRESHOLD sent at once, above it
 *   waiting for a second employee;
 * - `POST /api/ops/refunds/:refundId/grant` (refunds.approve): a second employee grants a waiting
 *   refund, and it is sent in the same step;
 * - `GET /api/ops/orders/:orderId/refunds` what each item can still give back and its requests;
 *   `GET /api/ops/refunds` the requests waiting for approval, oldest first;
 * - `POST /api/ops/orders/:orderId/resend` and `.../notes` (orders.message): an e-mail sent again, a
 *   note to the customer (e-mailed) or an internal one.
 * Each change is an order event naming the employee and an audit entry, in one transaction.
 */

/** One click of a form: its second submission finds the first one's result instead of doing it twice. */
export const ClickId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,40}$/, '8 to 40 letters, digits, - or _')
  .describe('made once per form shown; a double click sends the same one');

export const RequestRefundRequest = z.object({
  itemNo: z.coerce.number().int().min(1).max(99),
  amount: z.coerce.number().int().positive().max(MAX_REFUND).describe('MMK; never more than the item paid less what went back or waits to'),
  destination: z.enum(REFUND_TARGETS).describe("the member's wallet, or back to the provider the order was paid through"),
  reason: z.string().trim().min(3, 'at least 3 characters').max(REFUND_REASON_MAX).describe('why, kept on the order event and the audit log'),
  requestKey: ClickId,
});
export type RequestRefundRequest = z.infer<typeof RequestRefundRequest>;

export const GrantRefundParams = z.object({ refundId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

const Person = z.object({ userId: z.string(), name: z.string().nullable() });

export const RefundRequestView = z
  .object({
    id: z.number().int(),
    orderId: OrderId,
    itemNo: z.number().int(),
    amount: Money,
    destination: z.enum(REFUND_TARGETS),
    reason: z.string(),
    status: z.enum(REFUND_REQUEST_STATUSES).describe("'requested' waits for a second employee; 'sent' is paid out or on its way"),
    paidOut: z.boolean().describe('true once the provider or the wallet has taken it back'),
    requestedBy: Person,
    grantedBy: Person.nullable().describe('null for a refund sent at once (at or below the threshold)'),
    createdAt: Instant,
    grantedAt: Instant.nullable(),
  })
  .meta({ id: 'RefundRequestView' });
export type RefundRequestView = z.infer<typeof RefundRequestView>;

export const RefundRequestResponse = z.object({ code: z.literal(200), data: RefundRequestView }).meta({ id: 'RefundRequestResponse' });

export const ItemRefundable = z.object({
  itemNo: z.number().int(),
  paid: Money.describe("the item's share of what was paid"),
  refunded: Money.describe('decided already, paid out or queued'),
  pending: Money.describe('asked for and waiting for approval'),
  refundable: Money.describe('the most a new refund of it may be'),
});

export const OrderRefunds = z
  .object({
    threshold: Money.describe('a refund above this waits for a second employee'),
    targets: z.array(z.enum(REFUND_TARGETS)).describe('where a refund of this order may go'),
    items: z.array(ItemRefundable),
    requests: z.array(RefundRequestView).describe('newest first'),
  })
  .meta({ id: 'OrderRefunds' });
export type OrderRefunds = z.infer<typeof OrderRefunds>;

export const OrderRefundsResponse = z.object({ code: z.literal(200), data: OrderRefunds }).meta({ id: 'OrderRefundsResponse' });

export const WaitingRefundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

export const WaitingRefundsResponse = z
  .object({ code: z.literal(200), data: z.object({ requests: z.array(RefundRequestView).describe('oldest first') }) })
  .meta({ id: 'WaitingRefundsResponse' });
export type WaitingRefunds = z.infer<typeof WaitingRefundsResponse>['data'];

export const ResendRequest = z.object({
  messageId: z.coerce.number().int().positive().max(2 ** 53 - 1).describe("an e-mail of this order from its page's messages (an e-ticket e-mail carries every document)"),
  clickId: ClickId,
});
export type ResendRequest = z.infer<typeof ResendRequest>;

export const NoteRequest = z.object({
  kind: z.enum(NOTE_KINDS).describe("'customer' is e-mailed to the order's contact; 'internal' stays in the console"),
  text: z.string().trim().min(1).max(NOTE_MAX),
  clickId: ClickId,
});
export type NoteRequest = z.infer<typeof NoteRequest>;

export const OrderMessageResult = z
  .object({
    orderId: OrderId,
    event: z.enum(['message.resent', 'note.customer', 'note.internal']),
    messageKey: z.string().nullable().describe('the e-mail it sent (mail_messages), null for an internal note'),
  })
  .meta({ id: 'OrderMessageResult' });
export type OrderMessageResult = z.infer<typeof OrderMessageResult>;

export const OrderMessageResponse = z.object({ code: z.literal(200), data: OrderMessageResult }).meta({ id: 'OrderMessageResponse' });

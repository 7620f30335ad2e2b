import { z } from 'zod';
import { PRODUCT_TYPE_IDS } from '../constants.ts';
import { EVENT_ACTORS } from '../orders/event-actors.ts';
import { LIFE_CYCLE_STATUSES, PAYMENT_STATUSES } from '../orders/life-cycle.ts';
import { ORDER_QUERY_KINDS } from '../operations/order-search.ts';
import { OrderDetail } from './booking.ts';
import { Instant, Money, OrderId } from './order-common.ts';

/**
 * The console's orders (issue 20 item 2): find orders by what a customer tells support (booking id,
 * e-mail, phone, NRC, a traveller's name) and by status, product, placing date and agent; and an
 * order's page: the order as its customer sees it, with its timeline, payments, refunds, documents and
 * the e-mails sent about it. Both need `orders.view`.
 */

const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-28');
const productTypes = Object.values(PRODUCT_TYPE_IDS) as number[];

export const OpsOrderSearchQuery = z
  .object({
    q: z.string().trim().min(1).max(100).optional().describe('a booking id, an e-mail, a phone, an NRC or a traveller name; which one is read from its shape unless `kind` says'),
    kind: z.enum(ORDER_QUERY_KINDS).optional().describe('what `q` is, when the employee chose'),
    status: z.enum(LIFE_CYCLE_STATUSES).optional(),
    product: z.coerce
      .number()
      .int()
      .refine((type) => productTypes.includes(type), { message: 'a product type id' })
      .optional()
      .describe('spec §3 product type id: orders with an item of it'),
    from: CalendarDay.optional().describe('placed on or after this day (Asia/Yangon)'),
    to: CalendarDay.optional().describe('placed on or before this day (Asia/Yangon)'),
    agent: z.string().trim().min(1).max(20).optional().describe('the user id of the agent, sub-agent or member who placed it'),
    cursor: z.string().max(200).optional().describe("the previous page's `nextCursor`"),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from after to', path: ['to'] })
  .refine((query) => !query.kind || query.q, { message: 'kind without q', path: ['q'] });
export type OpsOrderSearchQuery = z.infer<typeof OpsOrderSearchQuery>;

export const OpsOrderRow = z
  .object({
    orderId: OrderId,
    placedAt: Instant,
    status: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    productTypes: z.array(z.number().int()).describe("its items' product types, in item order"),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    amount: Money,
    placedBy: z.object({ userId: z.string(), userCode: z.string().nullable() }).nullable().describe('null for a guest'),
    travellers: z.array(z.string()).describe('the first few people it names'),
    travellerCount: z.number().int(),
  })
  .meta({ id: 'OpsOrderRow' });
export type OpsOrderRow = z.infer<typeof OpsOrderRow>;

export const OpsOrderSearchResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      orders: z.array(OpsOrderRow).describe('newest first'),
      nextCursor: z.string().nullable().describe('the next page, null on the last'),
      recognisedAs: z.enum(ORDER_QUERY_KINDS).nullable().describe('what `q` was read as'),
    }),
  })
  .meta({ id: 'OpsOrderSearchResponse' });
export type OpsOrderSearchResponse = z.infer<typeof OpsOrderSearchResponse>;

export const OpsOrderParams = z.object({ orderId: OrderId });

export const OpsOrderEvent = z.object({
  id: z.number().int(),
  type: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.enum(EVENT_ACTORS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable().describe("the employee's name when an employee caused it"),
  at: Instant,
  data: z.unknown(),
});
export type OpsOrderEvent = z.infer<typeof OpsOrderEvent>;

export const OpsOrderPayment = z.object({
  paymentId: z.string(),
  provider: z.string(),
  amount: Money,
  currency: z.string(),
  status: z.string(),
  paymentCode: z.string().nullable(),
  createdAt: Instant,
  expiresAt: Instant,
  paidAt: Instant.nullable(),
  refundedAt: Instant.nullable(),
});

export const OpsOrderRefund = z.object({
  id: z.number().int(),
  paymentId: z.string(),
  itemNo: z.number().int().nullable(),
  amount: Money,
  reason: z.string(),
  destination: z.string(),
  status: z.string(),
  createdAt: Instant,
  refundedAt: Instant.nullable(),
});

export const OpsOrderDocument = z.object({
  itemNo: z.number().int(),
  hasPdf: z.boolean(),
  createdAt: Instant,
  viewUrl: z.string().nullable().describe('a signed link to the document, while its item is confirmed'),
  downloadUrl: z.string().nullable(),
});

export const OpsOrderMessage = z.object({
  id: z.number().int(),
  kind: z.string().describe("what the message was about, from its key ('confirmation', 'payment-reminder' …)"),
  to: z.string(),
  subject: z.string(),
  transport: z.string(),
  createdAt: Instant,
  sentAt: Instant.nullable(),
});

export const OpsOrderPage = z
  .object({
    order: OrderDetail,
    placedBy: z.object({ userId: z.string(), userCode: z.string().nullable(), name: z.string().nullable() }).nullable(),
    timeline: z.array(OpsOrderEvent).describe('oldest first'),
    payments: z.array(OpsOrderPayment),
    refunds: z.array(OpsOrderRefund),
    documents: z.array(OpsOrderDocument),
    messages: z.array(OpsOrderMessage),
  })
  .meta({ id: 'OpsOrderPage' });
export type OpsOrderPage = z.infer<typeof OpsOrderPage>;

export const OpsOrderPageResponse = z.object({ code: z.literal(200), data: OpsOrderPage }).meta({ id: 'OpsOrderPageResponse' });
export type OpsOrderPageResponse = z.infer<typeof OpsOrderPageResponse>;

import { z } from 'zod';

/**
 * Every job the worker runs, as one typed registry (design §6a; documenso's typed job definitions
 * are the model): its queue name, the payload it carries (checked with zod when a job is sent and
 * again when it is taken, so a job written by an older release or by hand cannot run half-understood),
 * how long one run may take and how it is retried, and, for sweeps, its schedule. Jobs about an order
 * are product-neutral: the handler dispatches by the order's product (order-fulfil).
 */
export interface JobDefinition<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  readonly name: Name;
  readonly payload: Payload;
  /** How long one run may take before pg-boss counts it failed and retries it elsewhere. */
  readonly expireSeconds: number;
  readonly retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** Cron schedule of a sweep (pg-boss keeps one schedule per queue, across nodes). */
  readonly schedule?: string;
}

export type JobPayload<Job extends JobDefinition> = z.infer<Job['payload']>;

function defineJob<Name extends string, Payload extends z.ZodType>(definition: JobDefinition<Name, Payload>): JobDefinition<Name, Payload> {
  return definition;
}

const OrderJob = z.object({ orderId: z.string().min(1) });
const Sweep = z.object({});
/** A sweep is retried by its own schedule, never by pg-boss. */
const NO_RETRY = { limit: 0, delaySeconds: 0, backoff: false };

/** The e-mails about an order (features/notifications/booking-notifications.ts writes each). */
export const BOOKING_MAIL_KINDS = ['confirmation', 'e-ticket', 'cancelled', 'guest-cancelled', 'waitlisted', 'payment-reminder', 'offline-request'] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

export const JOBS = {
  /** Ends an unpaid hold when its payment window closes. */
  orderExpire: defineJob({ name: 'order-expire', payload: OrderJob, expireSeconds: 60, retry: { limit: 10, delaySeconds: 5, backoff: true } }),
  /** Every minute: ends any hold whose own job was lost (a safety net, not the main path). */
  holdsSweep: defineJob({ name: 'holds-sweep', payload: Sweep, expireSeconds: 60, retry: NO_RETRY, schedule: '* * * * *' }),
  /**
   * After payment: the order's product confirms with its suppliers and issues its documents. "Not
   * confirmed yet" fails the run on purpose, so pg-boss runs it again after its delay.
   */
  orderFulfil: defineJob({ name: 'order-fulfil', payload: OrderJob, expireSeconds: 30, retry: { limit: 20, delaySeconds: 2, backoff: true } }),
  /**
   * The name order-fulfil had while flights were the only product. Nothing sends it any more; the
   * worker still takes jobs queued under it before the change, so none is lost in a deploy.
   */
  flightIssue: defineJob({ name: 'flight-issue', payload: OrderJob, expireSeconds: 30, retry: { limit: 20, delaySeconds: 2, backoff: true } }),
  /**
   * Renders one item's document (an e-ticket, a voucher: text and PDF) once the item is confirmed.
   * Jobs queued before items had documents of their own carry no `itemNo`: each confirmed item's then.
   */
  ticketRender: defineJob({
    name: 'ticket-render',
    payload: OrderJob.extend({ itemNo: z.number().int().positive().optional() }),
    expireSeconds: 120,
    retry: { limit: 10, delaySeconds: 5, backoff: true },
  }),
  /**
   * Pays one refund out (`refundId`, a row of the refunds table with its payment, amount and
   * destination). Jobs queued before refunds were rows name the order and, for a late ('late') or
   * duplicate ('paid', with its `paymentId`) payment, `keepStatus`, or `toWallet`; the worker still
   * takes them, so a deploy loses none.
   */
  paymentRefund: defineJob({
    name: 'payment-refund',
    payload: OrderJob.extend({
      refundId: z.number().int().positive().optional(),
      keepStatus: z.enum(['late', 'paid']).optional(),
      paymentId: z.string().optional(),
      toWallet: z.boolean().optional(),
    }),
    expireSeconds: 60,
    retry: { limit: 20, delaySeconds: 10, backoff: true },
  }),
  /** Tells the supplier of one cancelled item that it is cancelled (ProductModule.withdraw: an issued policy voided). */
  itemWithdraw: defineJob({
    name: 'item-withdraw',
    payload: OrderJob.extend({ itemNo: z.number().int().positive() }),
    expireSeconds: 60,
    retry: { limit: 20, delaySeconds: 10, backoff: true },
  }),
  /** Sends one e-mail about an order (idempotent by its message key). */
  mailSend: defineJob({ name: 'mail-send', payload: OrderJob.extend({ kind: z.enum(BOOKING_MAIL_KINDS) }), expireSeconds: 60, retry: { limit: 20, delaySeconds: 10, backoff: true } }),
  /** Every minute: asks providers about payments whose result never arrived (decision 016). */
  paymentsReconcile: defineJob({ name: 'payments-reconcile', payload: Sweep, expireSeconds: 300, retry: NO_RETRY, schedule: '* * * * *' }),
  /** Every minute, and at each retry's time ({ ref }): the sandbox providers redeliver callbacks that failed. */
  sandboxCallbacks: defineJob({ name: 'sandbox-callbacks', payload: z.object({ ref: z.string().optional() }), expireSeconds: 300, retry: NO_RETRY, schedule: '* * * * *' }),
  /** Every 10 minutes: deletes expired checkouts, search sessions and old idempotency keys, in batches. */
  housekeeping: defineJob({ name: 'housekeeping', payload: Sweep, expireSeconds: 300, retry: NO_RETRY, schedule: '*/10 * * * *' }),
  /** Every 15 minutes: invites guests whose stay ended to review it, a bounded batch a run (decision 031). */
  reviewInvitations: defineJob({ name: 'review-invitations', payload: Sweep, expireSeconds: 300, retry: NO_RETRY, schedule: '*/15 * * * *' }),
  /**
   * Every hour (and once when a worker starts): today's lowest price of the next 30 days of every route
   * and hotel, one row per item and day (decision 038); hourly so a day is never missed by a server
   * down at one hour, and a fresh database has its history within minutes of its start.
   */
  priceHistory: defineJob({ name: 'price-history', payload: Sweep, expireSeconds: 300, retry: NO_RETRY, schedule: '5 * * * *' }),
} as const;

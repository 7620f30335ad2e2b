import { z } from 'zod';
import { OPS_QUEUES } from '../operations/queues.ts';

/**
 * The console's queues with deadlines and the counter's confirmation of money received (issue 20 item 3).
 * Both need the access token and the console-session header (contracts/operations.ts).
 */

export const OpsQueueName = z.enum(OPS_QUEUES);

export const QueueEntry = z
  .object({
    queue: OpsQueueName,
    /** The order the work is about; null for a wallet top-up. */
    orderId: z.string().nullable(),
    topupId: z.string().nullable(),
    /** The payment to confirm or look into (pay at shop, cash on delivery, unsettled). */
    paymentId: z.string().nullable(),
    /** The code the customer shows at the counter or gives the courier. */
    paymentCode: z.string().nullable(),
    provider: z.string().nullable(),
    /** MMK. */
    amount: z.number().int(),
    contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
    since: z.iso.datetime({ offset: true }),
    dueFrom: z.iso.datetime({ offset: true }).nullable().describe('the earliest time the work is due (cash on delivery: 2 hours after it was chosen)'),
    deadline: z.iso.datetime({ offset: true }),
    overdue: z.boolean(),
  })
  .meta({ id: 'QueueEntry' });
export type QueueEntry = z.infer<typeof QueueEntry>;

export const QueueSection = z.object({
  queue: OpsQueueName,
  /** How many entries the queue holds; at most 100 of them are listed. */
  count: z.number().int().nonnegative(),
  entries: z.array(QueueEntry).describe('soonest deadline first'),
});
export type QueueSection = z.infer<typeof QueueSection>;

export const OpsQueuesResponse = z
  .object({ code: z.literal(200), data: z.object({ now: z.iso.datetime({ offset: true }), queues: z.array(QueueSection) }) })
  .meta({ id: 'OpsQueuesResponse' });
export type OpsQueuesResponse = z.infer<typeof OpsQueuesResponse>;

export const ConfirmPaymentParams = z.object({ paymentId: z.string().min(1).max(32) });

export const ConfirmPaymentRequest = z.object({
  /** What the counter or the courier took, in whole kyats: must be the payment's amount. */
  receivedAmount: z.number().int().positive(),
  /** The counter's receipt number. */
  reference: z.string().trim().min(1).max(64),
  note: z.string().trim().max(500).optional(),
});
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequest>;

export const ConfirmPaymentResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ paymentId: z.string(), orderId: z.string(), paymentStatus: z.string(), status: z.string() }),
  })
  .meta({ id: 'ConfirmPaymentResponse' });
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponse>;

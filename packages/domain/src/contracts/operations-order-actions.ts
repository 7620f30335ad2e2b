import { z } from 'zod';
import { LIFE_CYCLE_STATUSES, PAYMENT_STATUSES } from '../orders/life-cycle.ts';
import { MAX_CONFIRMED_FARE, ORDER_ACTIONS } from '../operations/order-actions.ts';
import { Money } from './order-common.ts';

/**
 * The console's actions on an order (issue 20 item 2), each `POST /api/ops/orders/:orderId/<action>`
 * with `orders.act`: confirm a fare, reject, retry a fulfilment, cancel. Each records one order event
 * naming the employee and one audit entry, in one transaction; an action the order's status does not
 * allow (a second click, a race lost) is ORDER_ACTION_NOT_ALLOWED (409) and changes nothing.
 */

export const OrderActionName = z.enum(ORDER_ACTIONS);

const Reason = z.string().trim().min(3, 'at least 3 characters').max(500).describe('why, in a sentence; kept on the order event and the audit log');

export const ConfirmFareRequest = z.object({
  fare: z.coerce.number().int().positive().max(MAX_CONFIRMED_FARE).describe('the fare the airline confirmed, MMK, for what the request or waitlist asked'),
});
export type ConfirmFareRequest = z.infer<typeof ConfirmFareRequest>;

export const RejectOrderRequest = z.object({ reason: Reason });
export const CancelOrderRequest = z.object({ reason: Reason });

export const RetryFulfilmentRequest = z.object({
  attemptId: z
    .string()
    .regex(/^[A-Za-z0-9_:-]{1,64}$/, 'letters, digits, - _ :')
    .describe('one per retry button shown (the console sends the last event it showed): a second click of the same button is refused, not run twice'),
});

export const OrderActionResult = z
  .object({
    orderId: z.string(),
    action: OrderActionName,
    status: z.enum(LIFE_CYCLE_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    refund: Money.describe('MMK queued to go back by this action; 0 when none'),
    due: Money.describe('MMK the customer is now asked to pay (a higher fare); 0 when none'),
  })
  .meta({ id: 'OrderActionResult' });
export type OrderActionResult = z.infer<typeof OrderActionResult>;

export const OrderActionResponse = z.object({ code: z.literal(200), data: OrderActionResult }).meta({ id: 'OrderActionResponse' });

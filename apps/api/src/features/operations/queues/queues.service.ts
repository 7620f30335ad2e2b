import type { Database } from '@thwa/db/connection';
import { withTransaction } from '@thwa/db/transaction';
import { formatPhone } from '@thwa/domain/booking/contact';
import type { ConfirmPaymentRequest, ConfirmPaymentResponse, OpsQueuesResponse, QueueEntry, QueueSection } from '@thwa/domain/contracts/ops-queues';
import {
  byDeadline,
  cashOnDeliveryTiming,
  contactTiming,
  isOverdue,
  payAtShopTiming,
  QUEUE_PAGE,
  stuckBefore,
  unsettledTiming,
  type OpsQueue,
  type QueueTiming,
} from '@thwa/domain/operations/queues';
import { AppError } from '../../../plugins/errors.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { PaymentsRepository } from '../../payments/payments.repository.ts';
import { settlePayment } from '../../payments/settle-payment.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { QueueRow, QueuesRepository } from './queues.repository.ts';

/** The providers whose money an employee may record: cash taken at a counter or by a courier. */
const COUNTER_PROVIDERS: readonly string[] = ['pay_at_shop', 'cash_on_delivery'];

export interface QueuesServiceOptions {
  db: Database;
  repository: QueuesRepository;
  payments: PaymentsRepository;
  orders: Pick<OrdersService, 'paymentSucceeded' | 'paymentFailed' | 'lockOrderOfPayment' | 'lockedState'>;
  audit: AuditLogRepository;
  now: () => Date;
}

function entryOf(queue: OpsQueue, row: QueueRow, timing: QueueTiming, now: Date): QueueEntry {
  return {
    queue,
    orderId: row.order_id,
    topupId: row.topup_id,
    paymentId: row.payment_id,
    paymentCode: row.payment_code,
    provider: row.provider,
    amount: row.amount,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.phone_number ? formatPhone(row.phone_code ?? '', row.phone_number) || null : null },
    since: timing.since.toISOString(),
    dueFrom: timing.dueFrom?.toISOString() ?? null,
    deadline: timing.deadline.toISOString(),
    overdue: isOverdue(timing, now),
  };
}

/** A section of up to `QUEUE_PAGE` entries, soonest deadline first, and the queue's whole count. */
function section(queue: OpsQueue, rows: readonly QueueRow[], timingOf: (row: QueueRow) => QueueTiming | null, now: Date, count = rows[0]?.total ?? 0): QueueSection {
  const timed = rows.flatMap((row) => {
    const timing = timingOf(row);
    return timing ? [{ row, timing }] : [];
  });
  timed.sort((a, b) => byDeadline(a.timing, b.timing));
  return { queue, count, entries: timed.slice(0, QUEUE_PAGE).map(({ row, timing }) => entryOf(queue, row, timing, now)) };
}

/**
 * The console's queues with deadlines and the counter's confirmation (issue 20 item 3). The deadlines are
 * the domain's rules (packages/domain/src/operations/queues.ts); confirming money received settles the
 * payment through `settlePayment`, the path a provider's callback and reconciliation take.
 */
export function createQueuesService({ db, repository, payments, orders, audit, now }: QueuesServiceOptions) {
  return {
    /** GET /ops/queues: every queue, each with its count and its first entries, soonest deadline first. */
    async queues(): Promise<OpsQueuesResponse> {
      const at = now();
      const stuck = stuckBefore(at);
      const [shop, cash, requests, waitlisted, unsettledPayments, unsettledTopups] = await Promise.all([
        repository.openCounterPayments('pay_at_shop', at, QUEUE_PAGE),
        repository.openCounterPayments('cash_on_delivery', at, QUEUE_PAGE),
        repository.ordersIn('pending', QUEUE_PAGE),
        repository.ordersIn('waitlisted', QUEUE_PAGE),
        repository.unsettledPayments(stuck, QUEUE_PAGE),
        repository.unsettledTopups(stuck, QUEUE_PAGE),
      ]);
      const entered = (row: QueueRow) => contactTiming(row.entered_at ?? row.created_at);
      const unsettled = (row: QueueRow) => unsettledTiming({ status: row.status, expiresAt: row.expires_at ?? row.created_at, reconcileAfter: row.reconcile_after }, at);
      return {
        code: 200,
        data: {
          now: at.toISOString(),
          queues: [
            section('payAtShop', shop, (row) => payAtShopTiming({ createdAt: row.created_at, expiresAt: row.expires_at! }), at),
            section('cashOnDelivery', cash, (row) => cashOnDeliveryTiming({ createdAt: row.created_at }), at),
            section('offlineRequests', requests, entered, at),
            section('waitlisted', waitlisted, entered, at),
            section('unsettled', [...unsettledPayments, ...unsettledTopups], unsettled, at, (unsettledPayments[0]?.total ?? 0) + (unsettledTopups[0]?.total ?? 0)),
          ],
        },
      };
    },

    /**
     * POST /ops/payments/:paymentId/confirm: an employee records the cash a counter or a courier took
     * for a pending pay-at-shop or cash-on-delivery payment. Under the locks a callback takes (the order,
     * then the payment; decision 010), the payment must still be pending, its code open and its order
     * held for it, and the amount exactly the payment's; then `settlePayment` pays it as the provider's
     * callback would (the order is paid, its fulfilment queued), the order's event naming the employee,
     * and the audit log records it in the same transaction. A second confirmation, or one after the
     * callback, finds the payment paid and changes nothing.
     */
    async confirm(paymentId: string, body: ConfirmPaymentRequest, employee: { userId: string; address: string | null }): Promise<ConfirmPaymentResponse> {
      return withTransaction(db, async (transaction) => {
        await orders.lockOrderOfPayment(transaction, paymentId);
        const payment = await payments.lockPayment(transaction, paymentId);
        if (!payment) throw new AppError('NOT_FOUND');
        if (!COUNTER_PROVIDERS.includes(payment.provider) || payment.status !== 'pending' || payment.expiresAt.getTime() <= now().getTime()) throw new AppError('PAYMENT_NOT_CONFIRMABLE');
        const before = await orders.lockedState(transaction, payment.orderId);
        // Paid another way meanwhile, or the hold ended: money taken now would only go back.
        if (before.status !== 'held') throw new AppError('PAYMENT_NOT_CONFIRMABLE');
        if (body.receivedAmount !== payment.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH', 'body.receivedAmount');
        const by = { actor: 'employee' as const, actorId: employee.userId };
        if (!(await settlePayment(transaction, { repository: payments, orders, now }, payment, 'paid', undefined, by))) throw new AppError('PAYMENT_NOT_CONFIRMABLE');
        const after = await orders.lockedState(transaction, payment.orderId);
        await audit.append(
          {
            actorId: employee.userId,
            action: 'payment.confirmed',
            targetType: 'payment',
            targetId: paymentId,
            before: { status: payment.status, orderId: payment.orderId, orderStatus: before.status },
            after: { status: 'paid', orderStatus: after.status, receivedAmount: body.receivedAmount, reference: body.reference, ...(body.note ? { note: body.note } : {}) },
            address: employee.address,
          },
          transaction,
        );
        return { code: 200 as const, data: { paymentId, orderId: payment.orderId, paymentStatus: after.paymentStatus, status: after.status } };
      });
    },
  };
}

export type QueuesService = ReturnType<typeof createQueuesService>;

import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/transaction';
import { refundTargetsOf, type ItemRefundState, type RefundTarget } from '@thwa/domain/operations/refunds';
import { paidShares } from '@thwa/domain/orders/paid-shares';
import { JOBS } from '../../../jobs/job-definitions.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { OrderRow, OrdersRepository, PaymentRow } from '../../orders/orders.repository.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { RefundRequestsRepository } from './refund-requests.repository.ts';

export interface RefundsDeps {
  db: Database;
  orders: OrdersService;
  ordersRepository: OrdersRepository;
  requests: RefundRequestsRepository;
  jobs: JobQueue;
  audit: AuditLogRepository;
  /** Pays a queued refund out now (the payments feature's own payout, the one its job runs). */
  payOut: (refundId: number) => Promise<void>;
  log: { error(details: object, message: string): void };
  now: () => Date;
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}

/** What an order can still give back, item by item, read under its lock: the rules decide from it. */
export interface OrderRefundState {
  payment: PaymentRow | undefined;
  targets: RefundTarget[];
  items: Map<number, ItemRefundState>;
}

export async function refundStateOf(deps: Pick<RefundsDeps, 'ordersRepository' | 'requests'>, transaction: Transaction, order: OrderRow): Promise<OrderRefundState> {
  const payment = await deps.ordersRepository.paidPayment(transaction, order.orderId);
  const refunded = await deps.requests.refundedByItem(transaction, order.orderId);
  const pending = await deps.requests.pendingByItem(transaction, order.orderId);
  const pendingTotal = [...pending.values()].reduce((sum, amount) => sum + amount, 0);
  const paymentLeft = payment ? payment.amount - (await deps.ordersRepository.refundsDecided(transaction, payment.paymentId)) - pendingTotal : 0;
  // Each item's share of the payment the order stands on, as every other refund of an item counts it.
  const shares = payment ? paidShares(order.items.map((item) => item.amount), payment.amount) : order.items.map(() => 0);
  const items = new Map<number, ItemRefundState>(
    order.items.map((item, index) => [item.itemNo, { paid: shares[index] ?? 0, refunded: refunded.get(item.itemNo) ?? 0, pending: pending.get(item.itemNo) ?? 0, paymentLeft: Math.max(0, paymentLeft) }]),
  );
  return { payment, targets: payment ? refundTargetsOf({ hasMember: order.userId !== null, paidWith: payment.provider }) : [], items };
}

/**
 * Decides the refund of a request in the order's transaction: a refunds row ('employee', naming who
 * decided it, so its payout's event is theirs) and the job that pays it out, the same path every
 * other refund takes. Its request key is the request's own: one refund per request, whatever races.
 */
export async function queueRequestRefund(
  deps: Pick<RefundsDeps, 'ordersRepository' | 'jobs'>,
  transaction: Transaction,
  payment: PaymentRow,
  request: { id: number; orderId: string; itemNo: number; amount: number; destination: RefundTarget },
  decidedBy: string,
): Promise<number> {
  const refundId = await deps.ordersRepository.queueRefund(transaction, {
    orderId: request.orderId,
    itemNo: request.itemNo,
    paymentId: payment.paymentId,
    amount: request.amount,
    reason: 'employee',
    destination: request.destination,
    requestKey: `${request.orderId}:${request.itemNo}:employee:${request.id}`,
    decidedBy,
  });
  if (refundId === undefined) throw new Error(`refund request ${request.id} was refunded before`);
  await deps.jobs.send(JOBS.paymentRefund, { orderId: request.orderId, refundId }, { transaction, singletonKey: `refund:${refundId}` });
  return refundId;
}

/**
 * Pays a refund out right after its transaction, so the employee sees it sent; should the provider
 * be away, the job queued with it pays it out later (both take the refund's lock: it is paid once).
 */
export async function payOutNow(deps: Pick<RefundsDeps, 'payOut' | 'log'>, refundId: number | undefined): Promise<void> {
  if (refundId === undefined) return;
  await deps.payOut(refundId).catch((error: unknown) => deps.log.error({ err: error, refundId }, 'refund not paid out yet: its job will retry'));
}

import type { Database } from '@thwa/db/connection';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import type { OrderAction } from '@thwa/domain/operations/order-actions';
import type { OrderActionResult } from '@thwa/domain/contracts/operations-order-actions';
import { AppError } from '../../../plugins/errors.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { OrderRow, OrdersRepository } from '../../orders/orders.repository.ts';
import type { EventCause, OrdersService } from '../../orders/orders.service.ts';
import type { ProductRegistry } from '../../orders/product-module.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';

export interface OrderActionsDeps {
  db: Database;
  orders: OrdersService;
  ordersRepository: OrdersRepository;
  products: ProductRegistry;
  jobs: JobQueue;
  audit: AuditLogRepository;
  now: () => Date;
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}

/** What one action did: the refund it queued and the amount it asks the customer for (MMK), and what it records. */
export interface ActionOutcome {
  refund?: number;
  due?: number;
  data?: Record<string, unknown>;
}

/**
 * Runs one console action on an order (issue 20 item 2) in one transaction under the order's row lock:
 * `work` records the order event (as the employee's) and whatever follows it, then one audit entry
 * records who did what, the order before and after, and from where. Two racing clicks take turns on the
 * lock; the second finds the order changed and `work` refuses it (ORDER_ACTION_NOT_ALLOWED), writing nothing.
 */
export async function runOrderAction(
  deps: OrderActionsDeps,
  action: OrderAction,
  orderId: string,
  employee: Employee,
  work: (transaction: Transaction, order: OrderRow, by: EventCause) => Promise<ActionOutcome>,
): Promise<OrderActionResult> {
  return withTransaction(deps.db, async (transaction) => {
    const order = await deps.orders.lockOrder(transaction, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    const outcome = await work(transaction, order, { actor: 'employee', actorId: employee.userId });
    const after = await deps.orders.lockOrder(transaction, orderId);
    const result: OrderActionResult = {
      orderId,
      action,
      status: after!.status,
      paymentStatus: after!.paymentStatus,
      refund: outcome.refund ?? 0,
      due: outcome.due ?? 0,
    };
    await deps.audit.append(
      {
        actorId: employee.userId,
        action: `order.${action}`,
        targetType: 'order',
        targetId: orderId,
        before: { status: order.status, paymentStatus: order.paymentStatus, amount: order.amount },
        after: { status: result.status, paymentStatus: result.paymentStatus, amount: after!.amount, refund: result.refund, due: result.due, ...outcome.data },
        address: employee.address,
      },
      transaction,
    );
    return result;
  });
}

/** Refuses an action whose event the order's status does not allow (the life cycle table says). */
export function notAllowed(): never {
  throw new AppError('ORDER_ACTION_NOT_ALLOWED');
}

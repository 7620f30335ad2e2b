import { JOBS } from '../../../jobs/job-definitions.ts';
import { notAllowed, runOrderAction, type Employee, type OrderActionsDeps } from './order-action.ts';

/**
 * Rejects an offline request or a waitlisted booking the airline could not confirm (issue 20): the
 * order is cancelled ('order.rejected', with the employee's reason), what it holds goes back to sale,
 * whatever was paid is refunded in full, once (the refund's request key), and the customer is mailed.
 */
export function createRejectOrder(deps: OrderActionsDeps) {
  return (orderId: string, reason: string, employee: Employee) =>
    runOrderAction(deps, 'reject', orderId, employee, async (transaction, order, by) => {
      const live = order.items.filter((item) => item.status === 'waitlisted');
      if (!(await deps.orders.recordBy(transaction, order, 'order.rejected', by, { data: { reason } }))) notAllowed();
      // An offline request holds nothing; a waitlisted item may still hold its place with its supplier.
      if (order.flow === 'online') for (const item of live) await deps.products.of(item.productType).release(transaction, order, item);
      const payment = await deps.ordersRepository.paidPayment(transaction, order.orderId);
      const refund = payment ? payment.amount - (await deps.ordersRepository.refundsDecided(transaction, payment.paymentId)) : 0;
      await deps.orders.queueRefund(transaction, order.orderId, 'not_fulfilled');
      await deps.jobs.send(JOBS.mailSend, { orderId: order.orderId, kind: 'cancelled' }, { transaction, singletonKey: `${order.orderId}:cancelled` });
      return { refund: Math.max(0, refund), data: { reason } };
    });
}

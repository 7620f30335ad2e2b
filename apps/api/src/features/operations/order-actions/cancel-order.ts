import { yangonDate } from '@thwa/domain/dates';
import { paidShares } from '@thwa/domain/orders/paid-shares';
import { itemTransition } from '@thwa/domain/orders/order-items-state';
import { orderTransition } from '@thwa/domain/orders/life-cycle';
import { cancellationRefundTo } from '@thwa/domain/operations/refunds';
import { JOBS } from '../../../jobs/job-definitions.ts';
import { notAllowed, runOrderAction, type Employee, type OrderActionsDeps } from './order-action.ts';

/**
 * Cancels a paid order for its customer (issue 20), with the employee's reason: every live item's
 * inventory goes back to sale and its supplier is told, and each item refunds what its product's
 * cancellation policy gives back today of what was paid for it (a member's to their wallet, a guest's
 * and a booking on an agent's credit the way they paid), once. A product that allows no cancellation of its own (an airline's fare rules)
 * refunds nothing here: its refund is decided by hand, per item.
 */
export function createCancelOrder(deps: OrderActionsDeps) {
  return (orderId: string, reason: string, employee: Employee) =>
    runOrderAction(deps, 'cancel', orderId, employee, async (transaction, order, by) => {
      if (!orderTransition(order, 'order.cancelled').allowed) notAllowed();
      const at = deps.now();
      const today = yangonDate(at);
      const shares = paidShares(order.items.map((item) => item.amount), order.amount);
      const live = order.items.filter((item) => itemTransition(item.status, 'order.cancelled') !== null);
      const refunds = live.map((item) => {
        const decision = deps.products.of(item.productType).cancellation(item, { today, now: at, paid: shares[order.items.indexOf(item)] ?? 0 });
        return { item, refund: 'refused' in decision ? 0 : decision.refund, policy: 'refused' in decision ? decision.refused : 'refund' };
      });
      const refund = refunds.reduce((sum, one) => sum + one.refund, 0);
      const paidWith = (await deps.ordersRepository.paidPayment(transaction, orderId))?.provider;
      const refundTo = cancellationRefundTo(refund, { hasMember: order.userId !== null, paidWith });
      const data = { reason, refund, refundTo, items: refunds.map((one) => ({ itemNo: one.item.itemNo, refund: one.refund, policy: one.policy })) };
      for (const item of live) await deps.products.of(item.productType).release(transaction, order, item);
      if (!(await deps.orders.recordBy(transaction, order, 'order.cancelled', by, { data }))) notAllowed();
      for (const item of live) {
        if (item.status === 'completed' && deps.products.of(item.productType).withdraw) {
          await deps.jobs.send(JOBS.itemWithdraw, { orderId, itemNo: item.itemNo }, { transaction, singletonKey: `${orderId}:${item.itemNo}:withdraw` });
        }
      }
      for (const one of refunds) {
        if (one.refund > 0) await deps.orders.queueRefund(transaction, orderId, 'cancelled', { itemNo: one.item.itemNo, amount: one.refund, toWallet: refundTo === 'wallet' });
      }
      await deps.jobs.send(JOBS.mailSend, { orderId, kind: 'cancelled' }, { transaction, singletonKey: `${orderId}:cancelled` });
      return { refund, data };
    });
}

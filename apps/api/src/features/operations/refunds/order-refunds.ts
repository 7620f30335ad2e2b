import { withTransaction } from '@thwa/db/transaction';
import type { OrderRefunds } from '@thwa/domain/contracts/operations-refunds';
import { REFUND_APPROVAL_THRESHOLD, refundableOf } from '@thwa/domain/operations/refunds';
import { AppError } from '../../../plugins/errors.ts';
import { refundStateOf, type RefundsDeps } from './refund-step.ts';

/** What each item of an order can still give back, where a refund may go, and the order's requests: the refund panel's data. */
export function createOrderRefunds(deps: RefundsDeps) {
  return async (orderId: string): Promise<OrderRefunds> => {
    // Read as the request would decide it, without taking the order's lock from anyone.
    const state = await withTransaction(deps.db, async (transaction) => {
      const order = await deps.ordersRepository.findOrder(orderId, transaction);
      return order && { order, state: await refundStateOf(deps, transaction, order) };
    });
    if (!state) throw new AppError('NOT_FOUND');
    return {
      threshold: REFUND_APPROVAL_THRESHOLD,
      targets: state.state.targets,
      items: state.order.items.map((item) => {
        const one = state.state.items.get(item.itemNo)!;
        return { itemNo: item.itemNo, paid: one.paid, refunded: one.refunded, pending: one.pending, refundable: refundableOf(one) };
      }),
      requests: await deps.requests.ofOrder(orderId),
    };
  };
}

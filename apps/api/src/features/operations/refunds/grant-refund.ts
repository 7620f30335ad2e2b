import { withTransaction } from '@thwa/db/transaction';
import type { RefundRequestView } from '@thwa/domain/contracts/operations-refunds';
import { grantRefusal, refundableOf } from '@thwa/domain/operations/refunds';
import { AppError } from '../../../plugins/errors.ts';
import { payOutNow, queueRequestRefund, refundStateOf, type Employee, type RefundsDeps } from './refund-step.ts';

/**
 * A second employee grants a refund waiting for approval, and it is sent in the same step (issue 20
 * item 2): 'Grant and send' is one button, because a granted refund that still waits for a third
 * click is one more thing to forget, and the four eyes are the asker's and the granter's. Under the
 * order's lock, then the request's: two grants take turns and the second finds it sent
 * (REFUND_NOT_WAITING); the one who asked may never grant it (REFUND_SELF_APPROVAL). The amount is
 * checked again, the request's own reservation set aside: whatever went back meanwhile counts.
 */
export function createGrantRefund(deps: RefundsDeps) {
  return async (requestId: number, employee: Employee): Promise<RefundRequestView> => {
    const orderId = await deps.requests.orderOf(requestId);
    if (!orderId) throw new AppError('NOT_FOUND');
    const refundId = await withTransaction(deps.db, async (transaction) => {
      const order = await deps.orders.lockOrder(transaction, orderId);
      const request = await deps.requests.lock(transaction, requestId);
      if (!order || !request) throw new AppError('NOT_FOUND');
      const refusal = grantRefusal(request, employee.userId);
      if (refusal === 'self') throw new AppError('REFUND_SELF_APPROVAL');
      if (refusal === 'not-waiting') throw new AppError('REFUND_NOT_WAITING');
      const state = await refundStateOf(deps, transaction, order);
      const item = state.items.get(request.itemNo);
      const own = { ...item!, pending: item!.pending - request.amount, paymentLeft: item!.paymentLeft + request.amount };
      if (!state.payment || !state.targets.includes(request.destination) || request.amount > refundableOf(own)) throw new AppError('REFUND_OVER_PAID');
      const queued = await queueRequestRefund(deps, transaction, state.payment, request, employee.userId);
      const now = deps.now();
      await deps.requests.markSent(transaction, requestId, { refundId: queued, grantedBy: employee.userId, grantedAt: now });
      const data = { requestId, itemNo: request.itemNo, amount: request.amount, destination: request.destination, requestedBy: request.requestedBy };
      await deps.ordersRepository.addEvent(transaction, { orderId, type: 'refund.granted', data, actor: 'employee', actorId: employee.userId });
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: 'refund.granted',
          targetType: 'order',
          targetId: orderId,
          before: { requestId, status: 'requested', requestedBy: request.requestedBy },
          after: { ...data, status: 'sent', refundId: queued },
          address: employee.address,
        },
        transaction,
      );
      return queued;
    });
    await payOutNow(deps, refundId);
    return (await deps.requests.view(requestId))!;
  };
}

import { withTransaction } from '@thwa/db/transaction';
import type { RefundRequestView, RequestRefundRequest } from '@thwa/domain/contracts/operations-refunds';
import { checkRefund } from '@thwa/domain/operations/refunds';
import { AppError } from '../../../plugins/errors.ts';
import { payOutNow, queueRequestRefund, refundStateOf, type Employee, type RefundsDeps } from './refund-step.ts';

/**
 * An employee asks for a refund of one item (issue 20 item 2), under the order's lock: never more than
 * the item paid less what went back or waits to (checkRefund). At or below the threshold it is sent at
 * once, decided by the one who asked; above it, it waits for a second employee (grant-refund.ts). One
 * 'refund.requested' event as theirs and one audit entry, in the same transaction. A second click of the
 * same form (its request key) answers the first request and does nothing again.
 */
export function createRequestRefund(deps: RefundsDeps) {
  return async (orderId: string, body: RequestRefundRequest, employee: Employee): Promise<RefundRequestView> => {
    const { requestId, refundId } = await withTransaction(deps.db, async (transaction) => {
      const order = await deps.orders.lockOrder(transaction, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const earlier = await deps.requests.findByKey(transaction, body.requestKey);
      if (earlier) {
        // The same click again: its first answer. A key of another order or employee is not theirs to repeat.
        if (earlier.orderId !== orderId || earlier.requestedBy !== employee.userId) throw new AppError('VALIDATION_FAILED');
        return { requestId: earlier.id, refundId: undefined };
      }
      const state = await refundStateOf(deps, transaction, order);
      const item = state.items.get(body.itemNo);
      if (!item) throw new AppError('NOT_FOUND');
      if (!state.targets.includes(body.destination)) throw new AppError(state.payment ? 'REFUND_TARGET_NOT_ALLOWED' : 'REFUND_OVER_PAID');
      const check = checkRefund(body.amount, item);
      if (!check.ok) throw new AppError('REFUND_OVER_PAID');
      const now = deps.now();
      const id = await deps.requests.insertOnce(transaction, {
        orderId,
        itemNo: body.itemNo,
        amount: body.amount,
        destination: body.destination,
        reason: body.reason,
        status: 'requested',
        requestedBy: employee.userId,
        requestKey: body.requestKey,
        createdAt: now,
      });
      // The order's lock serialises clicks of one order; a key taken meanwhile is the same click.
      if (id === undefined) throw new AppError('REFUND_NOT_WAITING');
      const request = { id, orderId, itemNo: body.itemNo, amount: body.amount, destination: body.destination };
      let queued: number | undefined;
      if (!check.needsApproval) {
        queued = await queueRequestRefund(deps, transaction, state.payment!, request, employee.userId);
        await deps.requests.markSent(transaction, id, { refundId: queued, grantedBy: null, grantedAt: null });
      }
      const data = { requestId: id, itemNo: body.itemNo, amount: body.amount, destination: body.destination, reason: body.reason, waiting: check.needsApproval };
      await deps.ordersRepository.addEvent(transaction, { orderId, type: 'refund.requested', data, actor: 'employee', actorId: employee.userId });
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: 'refund.requested',
          targetType: 'order',
          targetId: orderId,
          before: { itemNo: body.itemNo, paid: item.paid, refunded: item.refunded, pending: item.pending },
          after: { ...data, status: check.needsApproval ? 'requested' : 'sent', refundId: queued ?? null },
          address: employee.address,
        },
        transaction,
      );
      return { requestId: id, refundId: queued };
    });
    await payOutNow(deps, refundId);
    return (await deps.requests.view(requestId))!;
  };
}

import { withTransaction } from '@thwa/db/transaction';
import type { OrderMessageResult, ResendRequest } from '@thwa/domain/contracts/operations-refunds';
import { AppError } from '../../../plugins/errors.ts';
import type { Employee, OrderMessagesDeps } from './order-message-step.ts';

/**
 * Sends an e-mail of the order again (issue 20 item 2): a ticket, voucher or policy goes again by
 * resending the e-mail that carried it (its documents are read afresh when sent). A new mail_messages
 * row under a key of its own click, through the mailer, so a double click sends it once; one
 * 'message.resent' event as the employee's and one audit entry, in the order's transaction.
 */
export function createResendMessage(deps: OrderMessagesDeps) {
  return async (orderId: string, body: ResendRequest, employee: Employee): Promise<OrderMessageResult> => {
    const messageKey = `order:${orderId}:resend:${body.clickId}`;
    const message = await withTransaction(deps.db, async (transaction) => {
      const order = await deps.orders.lockOrder(transaction, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const found = await deps.messages.messageOf(transaction, orderId, body.messageId);
      if (!found) throw new AppError('NOT_FOUND');
      const recorded = await deps.messages.clickRecorded(transaction, orderId, 'message.resent', body.clickId);
      if (recorded) {
        if (recorded.messageId !== found.id) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        return found;
      }
      const data = { messageId: found.id, resentAs: messageKey, of: found.messageKey, clickId: body.clickId };
      await deps.ordersRepository.addEvent(transaction, { orderId, type: 'message.resent', data, actor: 'employee', actorId: employee.userId });
      await deps.audit.append({ actorId: employee.userId, action: 'order.message-resent', targetType: 'order', targetId: orderId, after: data, address: employee.address }, transaction);
      return found;
    });
    // After the commit: the mailer's key makes a second click (or a retry after a failure) one e-mail.
    await deps.mailer.send({ messageKey, to: message.toAddress, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments }, deps.loadAttachment);
    return { orderId, event: 'message.resent', messageKey };
  };
}

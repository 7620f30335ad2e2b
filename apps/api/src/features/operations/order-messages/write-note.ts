import { withTransaction } from '@thwa/db/transaction';
import type { NoteRequest, OrderMessageResult } from '@thwa/domain/contracts/operations-refunds';
import { AppError } from '../../../plugins/errors.ts';
import { customerNoteEmail } from './note-email.ts';
import type { Employee, OrderMessagesDeps } from './order-message-step.ts';

/**
 * A note on an order (issue 20 item 2): to the customer ('note.customer', e-mailed to the order's
 * contact under a key of its click) or internal ('note.internal', only in the console). Either is an
 * order event as the employee's with one audit entry, in the order's transaction; a second click of
 * the same form records and sends nothing more.
 */
export function createWriteNote(deps: OrderMessagesDeps) {
  return async (orderId: string, body: NoteRequest, employee: Employee): Promise<OrderMessageResult> => {
    const type = body.kind === 'customer' ? 'note.customer' : 'note.internal';
    const messageKey = body.kind === 'customer' ? `order:${orderId}:note:${body.clickId}` : null;
    const order = await withTransaction(deps.db, async (transaction) => {
      const locked = await deps.orders.lockOrder(transaction, orderId);
      if (!locked) throw new AppError('NOT_FOUND');
      const recorded = await deps.messages.clickRecorded(transaction, orderId, type, body.clickId);
      // The same click again is its first answer; another note under a click already used (a second tab of the same page) is refused, never dropped.
      if (recorded) {
        if (recorded.text !== body.text) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        return locked;
      }
      const data = { text: body.text, clickId: body.clickId, ...(messageKey ? { to: locked.contact.email, messageKey } : {}) };
      await deps.ordersRepository.addEvent(transaction, { orderId, type, data, actor: 'employee', actorId: employee.userId });
      await deps.audit.append({ actorId: employee.userId, action: `order.${type}`, targetType: 'order', targetId: orderId, after: data, address: employee.address }, transaction);
      return locked;
    });
    if (messageKey) {
      const content = customerNoteEmail({ orderId, text: body.text, language: order.language === 'mm' ? 'mm' : 'en' }, deps.support);
      await deps.mailer.send({ messageKey, to: order.contact.email, ...content }, deps.loadAttachment);
    }
    return { orderId, event: type, messageKey };
  };
}

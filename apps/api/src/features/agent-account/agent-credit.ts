import type { Transaction } from '@thwa/db/transaction';
import { commissionTakenBack, commissionedItems, creditAllows, creditStanding, owedChange, type AgentLine, type CreditStanding } from '@thwa/domain/operations/agent-account';
import { orderCommission } from '@thwa/domain/operations/people';
import { AppError } from '../../plugins/errors.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { AgentCreditPayments } from '../payments/payments.service.ts';
import type { AgentAccountRepository, NewAgentLine } from './agent-account.repository.ts';

/** A line with the change it makes to what is owed, as the domain decides it. */
function line(values: Omit<NewAgentLine, 'owedChange' | 'commission'> & Partial<Pick<AgentLine, 'commission'>>): NewAgentLine {
  const commission = values.commission ?? 0;
  return { ...values, commission, owedChange: owedChange({ kind: values.kind, amount: values.amount, commission }) };
}

/**
 * Agents' credit and commission as payments and orders use them (decision 034): the credit an agent or
 * sub-agent may book on, a booking charged to it under the office's lock, the commission a paid booking
 * earns however it was paid, and what a refund gives back and takes back. Every line is written once, in
 * the transaction of what caused it.
 */
export function createAgentCredit({ repository }: { repository: AgentAccountRepository }): AgentCreditPayments & {
  orderPaid(transaction: Transaction, order: OrderRow, paymentId: string): Promise<void>;
} {
  return {
    async standingOf(userId: string): Promise<CreditStanding | undefined> {
      const office = await repository.officeOf(userId);
      if (!office?.active || office.creditLimit <= 0) return undefined;
      return creditStanding(await repository.balanceOf(office.agentId), office.creditLimit);
    },

    async charge(transaction, { userId, order, paymentId, amount }) {
      const office = await repository.lockOfficeOf(transaction, userId);
      if (!office?.active || office.creditLimit <= 0) throw new AppError('PAYMENT_METHOD_REQUIRED', 'body.subCategoryId');
      const standing = creditStanding(await repository.balanceOf(office.agentId, transaction), office.creditLimit);
      // The commission this booking earns is the agent's to keep; an order that earned one already (a
      // waitlist's difference, paid later) earns none again.
      const earned = (await repository.bookingOf(transaction, order.orderId))?.commission ?? 0;
      const commission = earned > 0 ? 0 : orderCommission(commissionedItems(order.items), office.commissions).amount;
      if (!creditAllows(standing, amount, commission)) throw new AppError('NOT_ENOUGH_CREDIT');
      await repository.append(transaction, line({ agentId: office.agentId, kind: 'charge', orderId: order.orderId, paymentId, amount, actorId: userId }));
    },

    /** The commission an agent's booking earned, written when it is first paid; nothing for anyone else's or without one. */
    async orderPaid(transaction, order, paymentId) {
      if (!order.userId) return;
      const office = await repository.officeOf(order.userId, transaction);
      if (!office) return;
      const commission = orderCommission(commissionedItems(order.items), office.commissions).amount;
      if (commission <= 0) return;
      await repository.append(transaction, line({ agentId: office.agentId, kind: 'commission', orderId: order.orderId, paymentId, amount: commission, actorId: order.userId }));
    },

    async refunded(transaction, { refundId, orderId, paymentId, amount, toCredit }) {
      const booking = await repository.bookingOf(transaction, orderId);
      if (!booking) return;
      const takenBack = commissionTakenBack(booking);
      const back = toCredit ? amount : 0;
      if (back === 0 && takenBack === 0) return;
      await repository.append(transaction, line({ agentId: booking.agentId, kind: 'refund', orderId, paymentId, refundId, amount: back, commission: takenBack }));
    },
  };
}

export type AgentCredit = ReturnType<typeof createAgentCredit>;

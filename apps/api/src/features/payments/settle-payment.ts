import type { Transaction } from '@thwa/db/transaction';
import type { PaymentFailureReason } from '@thwa/domain/booking/payment-selection';
import type { EventCause, OrdersService } from '../orders/orders.service.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export interface SettlePaymentDependencies {
  repository: PaymentsRepository;
  orders: Pick<OrdersService, 'paymentSucceeded' | 'paymentFailed'>;
  now: () => Date;
}

/** A payment whose outcome is known: nothing a provider says later changes it. */
export function isSettled(payment: Pick<PaymentRow, 'status'>): boolean {
  return payment.status === 'paid' || payment.status === 'failed' || payment.status === 'refunded';
}

/**
 * Applies a provider's verified result to one payment, in the caller's transaction, with the payment
 * row already locked (`repository.lockPayment`). The one path for a signed callback
 * (`updatePayStatus`) and for reconciliation (`reconcile-payments.ts`), so that the same money is
 * never applied twice whichever arrives first: paid pays the order and queues its issue (or, when the
 * hold ended meanwhile, marks it late and queues the refund, through `orders.paymentSucceeded`);
 * failed records the failure (with the provider's `reason`, shown to the customer) and leaves the hold
 * for another attempt. `by` names who recorded a payment when it was not the provider's word: an
 * employee who confirmed money received at a counter (issue 20), so the order's event names them.
 * @returns false when the payment was already settled, so nothing changed.
 */
export async function settlePayment(transaction: Transaction, { repository, orders, now }: SettlePaymentDependencies, payment: PaymentRow, status: 'paid' | 'failed', reason?: PaymentFailureReason, by?: EventCause): Promise<boolean> {
  if (isSettled(payment)) return false;
  if (status === 'paid') {
    await repository.setPaymentStatus(transaction, payment.paymentId, 'paid', now());
    await orders.paymentSucceeded(transaction, payment.orderId, payment.paymentId, by);
  } else {
    await repository.setPaymentStatus(transaction, payment.paymentId, 'failed', now(), reason ?? 'failed');
    await orders.paymentFailed(transaction, payment.orderId, payment.paymentId);
  }
  return true;
}

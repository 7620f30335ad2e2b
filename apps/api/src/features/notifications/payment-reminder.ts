import type { OrderDetail } from '@thwa/domain/contracts/booking';

/**
 * The 'complete your payment' e-mail (the 'confirmation' mail) waits this long after the order is
 * placed, and goes only if the order still awaits payment then: most customers pay within a minute or
 * two, and an e-mail asking for money they have just paid alarms them (issue 19).
 */
export const COMPLETE_PAYMENT_MAIL_AFTER_MINUTES = 5;

/** When the 'complete your payment' e-mail of an order placed at `placedAt` is looked at. */
export function completePaymentMailAt(placedAt: Date): Date {
  return new Date(placedAt.getTime() + COMPLETE_PAYMENT_MAIL_AFTER_MINUTES * 60_000);
}

/** The pay-at-shop reminder goes this long before the payment code's 24 hours end. */
export const PAYMENT_REMINDER_HOURS_BEFORE_EXPIRY = 4;

/** When to remind the customer of a pay-at-shop code that expires at `expiresAt` (never before `now`). */
export function paymentReminderAt(expiresAt: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), expiresAt.getTime() - PAYMENT_REMINDER_HOURS_BEFORE_EXPIRY * 3_600_000));
}

/**
 * Whether the reminder still has something to say when its job runs: the order is still held for a
 * pay-at-shop code that is still open. Paid, expired, cancelled, or switched to another method: no.
 */
export function paymentReminderDue(order: Pick<OrderDetail, 'status' | 'paymentStatus' | 'payment'>, now: Date): boolean {
  const payment = order.payment;
  return (
    order.status === 'held' &&
    order.paymentStatus === 'pending' &&
    payment?.method === 'pay_at_shop' &&
    payment.status === 'pending' &&
    Date.parse(payment.expiresAt) > now.getTime()
  );
}

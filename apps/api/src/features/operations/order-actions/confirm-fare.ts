import { FARE_DUE_HOURS, fareOutcome } from '@thwa/domain/operations/order-actions';
import { paidShares } from '@thwa/domain/orders/paid-shares';
import { amountOfLines, breakdownOfLines, type PriceLine } from '@thwa/domain/orders/price-lines';
import { orderTransition } from '@thwa/domain/orders/life-cycle';
import { JOBS } from '../../../jobs/job-definitions.ts';
import { notAllowed, runOrderAction, type Employee, type OrderActionsDeps } from './order-action.ts';

/**
 * Confirms an offline request or a waitlisted booking at the fare the airline gave (issue 20, spec §4):
 * - a waitlist at a fare no higher than its share of the payment is confirmed as it stands
 *   ('fare.confirmed': its item completes, its ticket is rendered and mailed) and the difference is
 *   refunded once, to where the money came from ('item.refunded' when it is paid out);
 * - a higher fare, or an offline request (never paid), holds the order again ('fare.raised') for
 *   FARE_DUE_HOURS at the confirmed fare: the customer is mailed 'Pay now' with the order's payment key
 *   (decision 029) and pays what their first payment did not cover (payments' credit); paid, the order
 *   completes (orders.service `paymentSucceeded`), unpaid it expires and the first payment goes back.
 * Only one item may await confirmation: the fare is that item's.
 */
export function createConfirmFare(deps: OrderActionsDeps) {
  return (orderId: string, fare: number, employee: Employee) =>
    runOrderAction(deps, 'confirm-fare', orderId, employee, async (transaction, order, by) => {
      const awaiting = order.items.filter((item) => item.parentItemNo === null && (item.status === 'pending' || item.status === 'waitlisted'));
      if (awaiting.length !== 1 || !orderTransition(order, 'fare.raised').allowed) notAllowed();
      const item = awaiting[0]!;
      const shares = order.paymentStatus === 'paid' ? paidShares(order.items.map((one) => one.amount), order.amount) : [];
      const paid = shares[order.items.indexOf(item)] ?? 0;
      const outcome = fareOutcome(fare, paid);
      if (outcome.kind === 'confirmed') {
        const data = { fare, paid, refund: outcome.refund };
        if (!(await deps.orders.confirmFare(transaction, order, data, by))) notAllowed();
        if (outcome.refund > 0) await deps.orders.queueRefund(transaction, order.orderId, 'not_fulfilled', { itemNo: item.itemNo, amount: outcome.refund });
        return { refund: outcome.refund, data };
      }
      // The item now costs the confirmed fare, as one line: the airline's price, taxes included.
      const lines: PriceLine[] = [{ kind: 'fare', amount: fare }];
      await deps.ordersRepository.updateItem(transaction, order.orderId, item.itemNo, { priceLines: lines, amount: amountOfLines(lines) });
      // What the customer is asked for is the difference: the amount due, as the payment page will price it (payments' credit).
      const breakdown = { ...breakdownOfLines(order.items.map((one) => (one.itemNo === item.itemNo ? lines : one.priceLines))), grandTotal: outcome.due };
      const holdExpiresAt = new Date(deps.now().getTime() + FARE_DUE_HOURS * 3_600_000);
      const data = { fare, paid, due: outcome.due, holdExpiresAt };
      if (!(await deps.orders.recordBy(transaction, order, 'fare.raised', by, { patch: { holdExpiresAt, amount: outcome.due, breakdown, promoDiscount: 0 }, data }))) notAllowed();
      await deps.jobs.send(JOBS.orderExpire, { orderId: order.orderId }, { transaction, startAfter: new Date(holdExpiresAt.getTime() + 1000), singletonKey: `${order.orderId}:fare-raised` });
      await deps.jobs.send(JOBS.mailSend, { orderId: order.orderId, kind: 'confirmation' }, { transaction, singletonKey: `${order.orderId}:fare-raised` });
      return { due: outcome.due, data };
    });
}

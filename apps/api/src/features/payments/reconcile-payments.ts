import type { Database } from '@thwa/db/connection';
import { withTransaction } from '@thwa/db/transaction';
import type { PartnerProviderKind, PaymentProviders, ProviderPaymentStatus } from '../../partners/payments/payment-provider.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';
import { nextReconciliation } from './reconciliation-rules.ts';
import { isSettled, settlePayment } from './settle-payment.ts';

/** Payments asked about per run of the sweep; the rest wait for the next minute's run. */
export const RECONCILE_BATCH = 100;

export interface ReconciliationLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentReconciliationOptions {
  db: Database;
  repository: PaymentsRepository;
  orders: Pick<OrdersService, 'paymentSucceeded' | 'paymentFailed' | 'lockOrderOfPayment'>;
  providers: PaymentProviders;
  now: () => Date;
  log: ReconciliationLog;
}

/**
 * What one check did: `paid` (applied as a callback would be: the order is paid, or late and refunded),
 * `failed` (the provider never took the money), `pending` (asked again later), `settled` (a callback
 * or another run got there first: nothing to do), `gave-up` (the provider still has no answer a day
 * after the window: a person must look).
 */
export type ReconcileOutcome = 'paid' | 'failed' | 'pending' | 'settled' | 'gave-up';

export type ReconcileSummary = Record<ReconcileOutcome | 'errors', number>;

/**
 * Reconciliation (decision 016): a partner payment whose result never reached us (the server restarted
 * while the callback was in flight, or our answer to it was an error) is asked about at its provider
 * (`PaymentProvider.query`). Paid there: applied through `settlePayment`, the very path a verified
 * callback takes, under the payment's row lock, so a late callback racing it, or a second run, applies
 * nothing twice; an order that expired meanwhile gets the payment back through the `payment-refund`
 * job. Failed there: recorded. Still pending: asked again later (`reconciliation-rules.ts`).
 */
export function createPaymentReconciliation({ db, repository, orders, providers, now, log }: PaymentReconciliationOptions) {
  const settle = { repository, orders, now };

  async function ask(payment: PaymentRow): Promise<ProviderPaymentStatus> {
    try {
      const provider = providers[payment.provider as PartnerProviderKind];
      if (!provider) return 'unknown';
      return await provider.query(payment.providerRef);
    } catch (error) {
      log.warn({ err: error, paymentId: payment.paymentId, provider: payment.provider }, 'provider query failed; the payment is asked again later');
      return 'unknown';
    }
  }

  /** Applies the provider's final word under the payment's lock; 'settled' when someone else already did. */
  async function apply(paymentId: string, status: 'paid' | 'failed'): Promise<ReconcileOutcome> {
    return withTransaction(db, async (transaction) => {
      // Decision 010's lock order, as a callback takes it: the payment's order first, then the payment.
      await orders.lockOrderOfPayment(transaction, paymentId);
      const locked = await repository.lockPayment(transaction, paymentId);
      if (!locked || isSettled(locked)) return 'settled';
      // Our side already expired it with its hold, and the provider never took the money: the payment
      // keeps its more telling status 'expired'; only the question ends (below).
      if (status === 'failed' && locked.status === 'expired') return 'failed';
      return (await settlePayment(transaction, settle, locked, status)) ? status : 'settled';
    });
  }

  async function reconcilePayment(payment: PaymentRow): Promise<ReconcileOutcome> {
    if (isSettled(payment) || !(payment.provider in providers)) {
      await repository.endReconciliation(payment.paymentId);
      return 'settled';
    }
    const status = await ask(payment);
    if (status === 'paid') {
      const outcome = await apply(payment.paymentId, 'paid');
      if (outcome === 'paid') log.warn({ paymentId: payment.paymentId, orderId: payment.orderId, provider: payment.provider }, 'payment found paid by reconciliation: its callback never arrived');
      return outcome;
    }
    if (status === 'failed' || status === 'refunded') {
      const outcome = await apply(payment.paymentId, 'failed');
      await repository.rescheduleReconciliation(payment.paymentId, null);
      return outcome;
    }
    const next = nextReconciliation(payment, now());
    await repository.rescheduleReconciliation(payment.paymentId, next);
    if (next) return 'pending';
    log.error({ paymentId: payment.paymentId, orderId: payment.orderId, provider: payment.provider, answer: status }, 'payment still not settled at its provider a day after its window: needs a person');
    return 'gave-up';
  }

  return {
    reconcilePayment,

    /** The sweep (job `payments-reconcile`, every minute): every payment whose check is due, oldest first. */
    async reconcileDue(limit = RECONCILE_BATCH): Promise<ReconcileSummary> {
      const summary: ReconcileSummary = { paid: 0, failed: 0, pending: 0, settled: 0, 'gave-up': 0, errors: 0 };
      for (const payment of await repository.dueForReconciliation(now(), limit)) {
        try {
          summary[await reconcilePayment(payment)] += 1;
        } catch (error) {
          summary.errors += 1;
          log.error({ err: error, paymentId: payment.paymentId }, 'reconciling a payment failed; it is tried again on the next run');
        }
      }
      return summary;
    },
  };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;

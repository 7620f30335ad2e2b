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

/** A wallet top-up as reconciliation sees it: a partner payment that credits a wallet, not an order. */
export interface ReconcilableTopup {
  topupId: string;
  userId: string;
  provider: string;
  providerRef: string;
  status: string;
  createdAt: Date;
  expiresAt: Date;
}

/** What reconciliation needs of wallet top-ups (features/wallet implements it on its table and ledger). */
export interface TopupReconciliation {
  /** Pending top-ups whose check is due at `now`, the longest waiting first. */
  due(now: Date, limit: number): Promise<ReconcilableTopup[]>;
  /**
   * Applies the provider's final word under the top-up's row lock, through the very code its callback
   * runs: paid credits the wallet, failed marks it failed. False when a callback or another run
   * settled it first (nothing done).
   */
  settle(topupId: string, status: 'paid' | 'failed'): Promise<boolean>;
  /** Moves its next check to `at` (null: never again), only while it is still pending. */
  reschedule(topupId: string, at: Date | null): Promise<void>;
}

export interface PaymentReconciliationOptions {
  db: Database;
  repository: PaymentsRepository;
  orders: Pick<OrdersService, 'paymentSucceeded' | 'paymentFailed' | 'lockOrderOfPayment'>;
  /** Wallet top-ups, reconciled by the same sweep; without them only order payments are. */
  topups?: TopupReconciliation;
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

/** One run of the sweep: what became of the order payments asked about, and of the top-ups. */
export type ReconcileRun = ReconcileSummary & { topups: ReconcileSummary };

const noneYet = (): ReconcileSummary => ({ paid: 0, failed: 0, pending: 0, settled: 0, 'gave-up': 0, errors: 0 });

/**
 * Reconciliation (decision 016): a partner payment whose result never reached us (the server restarted
 * while the callback was in flight, or our answer to it was an error) is asked about at its provider
 * (`PaymentProvider.query`). Paid there: applied through `settlePayment`, the very path a verified
 * callback takes, under the payment's row lock, so a late callback racing it, or a second run, applies
 * nothing twice; an order that expired meanwhile gets the payment back through the `payment-refund`
 * job. Failed there: recorded. Still pending: asked again later (`reconciliation-rules.ts`).
 */
export function createPaymentReconciliation({ db, repository, orders, topups, providers, now, log }: PaymentReconciliationOptions) {
  const settle = { repository, orders, now };

  /** The provider's word on a payment or a top-up; 'unknown' when it cannot be asked now. */
  async function ask(subject: { provider: string; providerRef: string }, details: object): Promise<ProviderPaymentStatus> {
    try {
      const provider = providers[subject.provider as PartnerProviderKind];
      if (!provider) return 'unknown';
      return await provider.query(subject.providerRef);
    } catch (error) {
      log.warn({ err: error, ...details, provider: subject.provider }, 'provider query failed; it is asked again later');
      return 'unknown';
    }
  }

  /**
   * A provider that still says pending (or does not know it): asked again later by the same rules for
   * payments and top-ups (`reconciliation-rules.ts`), or, a day after its window, left to a person.
   */
  async function askAgainLater(subject: { createdAt: Date; expiresAt: Date }, reschedule: (at: Date | null) => Promise<void>, details: object, answer: ProviderPaymentStatus): Promise<'pending' | 'gave-up'> {
    const next = nextReconciliation(subject, now());
    await reschedule(next);
    if (next) return 'pending';
    log.error({ ...details, answer }, 'still not settled at its provider a day after its window: needs a person');
    return 'gave-up';
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
    const status = await ask(payment, { paymentId: payment.paymentId });
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
    return askAgainLater(payment, (at) => repository.rescheduleReconciliation(payment.paymentId, at), { paymentId: payment.paymentId, orderId: payment.orderId, provider: payment.provider }, status);
  }

  /**
   * A top-up whose callback never came (decision 027): asked at its provider like a payment. Paid there:
   * credited to the wallet through the top-up callback's own code, under the top-up's row lock, so a late
   * callback racing it, or a second run, credits nothing twice. Failed, refunded or lapsed there: marked
   * failed, nothing credited. Still pending: asked again by the payments' rules.
   */
  async function reconcileTopup(topup: ReconcilableTopup, ledger: TopupReconciliation): Promise<ReconcileOutcome> {
    if (topup.status !== 'pending' || !(topup.provider in providers)) {
      await ledger.reschedule(topup.topupId, null);
      return 'settled';
    }
    const details = { topupId: topup.topupId, userId: topup.userId, provider: topup.provider };
    const status = await ask(topup, details);
    if (status === 'paid') {
      if (!(await ledger.settle(topup.topupId, 'paid'))) return 'settled';
      log.warn(details, 'top-up found paid by reconciliation: its callback never arrived');
      return 'paid';
    }
    if (status === 'failed' || status === 'refunded') return (await ledger.settle(topup.topupId, 'failed')) ? 'failed' : 'settled';
    return askAgainLater(topup, (at) => ledger.reschedule(topup.topupId, at), details, status);
  }

  /** Runs `one` on each of `due`, counting outcomes; an error is logged and the next run tries it again. */
  async function sweep<T>(due: readonly T[], one: (subject: T) => Promise<ReconcileOutcome>, idOf: (subject: T) => object): Promise<ReconcileSummary> {
    const summary = noneYet();
    for (const subject of due) {
      try {
        summary[await one(subject)] += 1;
      } catch (error) {
        summary.errors += 1;
        log.error({ err: error, ...idOf(subject) }, 'reconciliation failed; it is tried again on the next run');
      }
    }
    return summary;
  }

  return {
    reconcilePayment,

    /** One top-up's check (the sweep's step), for a caller that has the top-up's row. */
    reconcileTopup: (topup: ReconcilableTopup) => (topups ? reconcileTopup(topup, topups) : Promise.resolve<ReconcileOutcome>('settled')),

    /**
     * The sweep (job `payments-reconcile`, every minute): every payment whose check is due, oldest
     * first, then every top-up.
     */
    async reconcileDue(limit = RECONCILE_BATCH): Promise<ReconcileRun> {
      const payments = await sweep(await repository.dueForReconciliation(now(), limit), reconcilePayment, (payment) => ({ paymentId: payment.paymentId }));
      const ledger = topups;
      const topupRun = ledger ? await sweep(await ledger.due(now(), limit), (topup) => reconcileTopup(topup, ledger), (topup) => ({ topupId: topup.topupId })) : noneYet();
      return { ...payments, topups: topupRun };
    },
  };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;

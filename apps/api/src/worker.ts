import type { AppServices } from './app.ts';
import { JOBS } from './jobs/job-definitions.ts';

/** A supplier has not confirmed yet: the job fails on purpose so pg-boss runs it again after its delay. */
class NotConfirmedYet extends Error {
  constructor(orderId: string) {
    super(`order ${orderId}: its supplier has not confirmed yet`);
    this.name = 'NotConfirmedYet';
  }
}

/**
 * The worker role (design §2): hold expiry, fulfilment by each order's product, suppliers told of
 * cancellations, refunds and email.
 * Every handler is safe to run again, because pg-boss delivers at least once (after a crash, twice).
 * Payloads arrive parsed by their job definitions (jobs/job-definitions.ts).
 */
export async function startWorker({ orders, payments, notifications, jobs, reconciliation, housekeeping, sandboxCallbacks, reviewInvitations, priceHistory }: AppServices): Promise<void> {
  const fulfil = async ({ orderId }: { orderId: string }, run: { retryCount: number }) => {
    const result = await orders.fulfil(orderId, run.retryCount + 1);
    if (result === 'retry') throw new NotConfirmedYet(orderId);
  };
  await jobs.work(JOBS.orderExpire, async ({ orderId }) => {
    await orders.expireHold(orderId);
  });
  await jobs.work(JOBS.holdsSweep, async () => {
    await orders.expireDueHolds();
  });
  await jobs.work(JOBS.orderFulfil, fulfil);
  // Jobs queued under the old name before order-fulfil replaced it.
  await jobs.work(JOBS.flightIssue, fulfil);
  await jobs.work(JOBS.ticketRender, async ({ orderId, itemNo }) => {
    await notifications.renderDocuments(orderId, itemNo);
  });
  await jobs.work(JOBS.paymentRefund, async (job) => {
    if (job.refundId !== undefined) await payments.refund(job.refundId);
    else await payments.refundQueuedBefore(job);
  });
  await jobs.work(JOBS.itemWithdraw, async ({ orderId, itemNo }) => {
    await orders.withdraw(orderId, itemNo);
  });
  await jobs.work(JOBS.mailSend, async ({ orderId, kind }) => {
    await notifications.sendMail(orderId, kind);
  });
  await jobs.work(JOBS.paymentsReconcile, async () => {
    await reconciliation.reconcileDue();
  });
  // One session's retry at its time ({ ref }), or the schedule's sweep of everything due ({}).
  await jobs.work(JOBS.sandboxCallbacks, async ({ ref }) => {
    if (!sandboxCallbacks) return;
    if (ref) await sandboxCallbacks.redeliver(ref);
    else await sandboxCallbacks.redeliverDue();
  });
  await jobs.work(JOBS.housekeeping, async () => {
    await housekeeping.run();
  });
  await jobs.work(JOBS.reviewInvitations, async () => {
    await reviewInvitations();
  });
  await jobs.work(JOBS.priceHistory, async () => {
    await priceHistory();
  });
  // A fresh database gets its price history (and a restarted server today's row) now, not at the next hour.
  await jobs.send(JOBS.priceHistory, {}, { singletonKey: 'price-history-start' });
}

import type { AppServices } from './app.ts';
import { JOBS } from './jobs/job-queue.ts';
import type { BookingMailKind } from './features/notifications/booking-notifications.ts';

/** A source has not confirmed yet: the job fails on purpose so pg-boss runs it again after its delay. */
class NotConfirmedYet extends Error {
  constructor(orderId: string) {
    super(`order ${orderId}: the flight source has not confirmed yet`);
    this.name = 'NotConfirmedYet';
  }
}

/**
 * The worker role (design §2): hold expiry, supplier confirmation and ticket issue, refunds and email.
 * Every handler is safe to run again, because pg-boss delivers at least once (after a crash, twice).
 */
export async function startWorker({ orders, payments, notifications, jobs, reconciliation, housekeeping, sandboxCallbacks }: AppServices): Promise<void> {
  await jobs.work<{ orderId: string }>(JOBS.orderExpire, async ({ orderId }) => {
    await orders.expireHold(orderId);
  });
  await jobs.work(JOBS.holdsSweep, async () => {
    await orders.expireDueHolds();
  });
  await jobs.work<{ orderId: string }>(JOBS.flightIssue, async ({ orderId }, job) => {
    const result = await orders.fulfil(orderId, job.retryCount + 1);
    if (result === 'retry') throw new NotConfirmedYet(orderId);
  });
  await jobs.work<{ orderId: string }>(JOBS.ticketRender, async ({ orderId }) => {
    await notifications.renderTicket(orderId);
  });
  await jobs.work<{ orderId: string; keepStatus?: 'late' | 'paid'; paymentId?: string }>(JOBS.paymentRefund, async ({ orderId, keepStatus, paymentId }) => {
    await payments.refund(orderId, keepStatus, paymentId);
  });
  await jobs.work<{ orderId: string; kind: BookingMailKind }>(JOBS.mailSend, async ({ orderId, kind }) => {
    await notifications.sendMail(orderId, kind);
  });
  await jobs.work(JOBS.paymentsReconcile, async () => {
    await reconciliation.reconcileDue();
  });
  // One session's retry at its time ({ ref }), or the schedule's sweep of everything due ({}).
  await jobs.work<{ ref?: string }>(JOBS.sandboxCallbacks, async ({ ref }) => {
    if (!sandboxCallbacks) return;
    if (ref) await sandboxCallbacks.redeliver(ref);
    else await sandboxCallbacks.redeliverDue();
  });
  await jobs.work(JOBS.housekeeping, async () => {
    await housekeeping.run();
  });
}

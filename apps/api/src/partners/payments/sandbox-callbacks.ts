import type { PayStatusCallback } from '@thwa/domain/contracts/payments';
import type { PaymentFailureReason } from '@thwa/domain/booking/payment-selection';
import type { SandboxSession, SandboxSessionsRepository } from './sandbox-sessions.repository.ts';
import { newNonce, providerSecret, signCallback } from './signing.ts';

/**
 * After the n-th failed delivery the next is due this many seconds later; after the last, the
 * provider gives up and the merchant must reconcile (`query`). About 75 minutes in all, as KBZPay-style
 * gateways keep retrying a notification for a while with growing gaps.
 */
export const CALLBACK_RETRY_SECONDS = [10, 30, 60, 120, 300, 600, 1200, 2400] as const;

/** How long one delivery attempt owns its callback; a worker that dies mid-delivery is retried after it. */
export const CALLBACK_LEASE_SECONDS = 60;

/** Callbacks redelivered per sweep run. */
export const CALLBACK_SWEEP_BATCH = 50;

export interface SandboxCallbacksOptions {
  repository: SandboxSessionsRepository;
  /** PAYMENT_SANDBOX_SECRET; each provider signs with its own derived key. */
  secret: string;
  /** The server-to-server call to the merchant; throws when the merchant did not answer 2xx. */
  deliver: (body: PayStatusCallback) => Promise<void>;
  now?: () => Date;
  /**
   * Asks for a redelivery at `at` (a delayed job), so a retry comes on time rather than on the next
   * sweep. Optional and best effort: the due time stored in the session is what makes it happen.
   */
  scheduleRetry?: (ref: string, at: Date) => Promise<void>;
  log?: { warn(details: object, message: string): void };
}

export type DeliveryResult = 'delivered' | 'retrying' | 'given-up';

/**
 * The sandbox providers' notification outbox (decision 016). Settling a session records its callback
 * as due in the same UPDATE (`repository.complete`); every attempt signs a fresh callback (new nonce,
 * new timestamp), so our api's replay check accepts the first one that arrives and answers any later
 * one from the payment's settled state, changing nothing. A failed attempt makes the next one due after
 * a growing delay. The state lives in `sandbox_payment_sessions`, so a restart loses no callback: the
 * worker's `sandbox-callbacks` sweep delivers whatever is due.
 */
export function createSandboxCallbacks({ repository, secret, deliver, now = () => new Date(), scheduleRetry, log }: SandboxCallbacksOptions) {
  function leaseFrom(at: Date): Date {
    return new Date(at.getTime() + CALLBACK_LEASE_SECONDS * 1000);
  }

  /** A refunded session was paid first; the merchant hears the result it settled with. */
  function signed(session: SandboxSession, status: 'paid' | 'failed', reason?: PaymentFailureReason): PayStatusCallback {
    return signCallback(
      {
        provider: session.provider,
        paymentRef: session.merchantRef,
        status,
        ...(status === 'failed' && reason ? { reason } : {}),
        amount: session.amount,
        currency: session.currency,
        timestamp: Math.floor(now().getTime() / 1000),
        nonce: newNonce(),
      },
      providerSecret(secret, session.provider),
    );
  }

  /** One attempt, already claimed (counted in `attempts`); records its result. */
  async function attempt(session: SandboxSession, status: 'paid' | 'failed', attempts: number, reason?: PaymentFailureReason): Promise<DeliveryResult> {
    try {
      await deliver(signed(session, status, reason));
      await repository.callbackDelivered(session.ref, now());
      return 'delivered';
    } catch (error) {
      const delay = CALLBACK_RETRY_SECONDS[attempts - 1];
      const nextAt = delay === undefined ? null : new Date(now().getTime() + delay * 1000);
      await repository.callbackFailed(session.ref, nextAt);
      log?.warn(
        { err: error, paymentRef: session.merchantRef, provider: session.provider, attempts, nextAttemptAt: nextAt?.toISOString() ?? null },
        nextAt ? 'sandbox payment callback was not delivered; retrying later' : 'sandbox payment callback was not delivered; giving up, the merchant must reconcile',
      );
      if (nextAt && scheduleRetry) {
        await scheduleRetry(session.ref, nextAt).catch((scheduling: unknown) => log?.warn({ err: scheduling, paymentRef: session.merchantRef }, 'could not schedule the callback retry; the sweep will'));
      }
      return nextAt ? 'retrying' : 'given-up';
    }
  }

  async function redeliver(ref: string): Promise<DeliveryResult | 'not-due'> {
    const at = now();
    const claimed = await repository.claimCallback(ref, at, leaseFrom(at));
    if (!claimed || claimed.status === 'pending') return 'not-due';
    return attempt(claimed, claimed.status === 'failed' ? 'failed' : 'paid', claimed.callbackAttempts);
  }

  return {
    /** The lease a settling request takes on the first delivery (`repository.complete`). */
    leaseFrom,

    /**
     * The first delivery, right after `session` was settled with `status` (attempt 1, leased by
     * `complete`). `reason` says why a failed one failed; the sessions table does not keep it, so a
     * redelivery reports a plain failure.
     */
    async deliverSettled(session: SandboxSession, status: 'paid' | 'failed', reason?: PaymentFailureReason): Promise<DeliveryResult | 'not-due'> {
      try {
        return await attempt(session, status, 1, reason);
      } catch (error) {
        // Its bookkeeping failed (the database went away): the lease ends and the sweep delivers it.
        log?.warn({ err: error, paymentRef: session.merchantRef }, 'sandbox payment callback bookkeeping failed; the sweep will deliver it');
        return 'not-due';
      }
    },

    /** One session's next attempt, if it is due (a delayed retry job). */
    redeliver,

    /** The sweep: every callback due now, the longest waiting first. */
    async redeliverDue(limit = CALLBACK_SWEEP_BATCH): Promise<Record<DeliveryResult | 'not-due', number>> {
      const counts = { delivered: 0, retrying: 0, 'given-up': 0, 'not-due': 0 };
      for (const ref of await repository.dueCallbacks(now(), limit)) counts[await redeliver(ref)] += 1;
      return counts;
    },
  };
}

export type SandboxCallbacks = ReturnType<typeof createSandboxCallbacks>;

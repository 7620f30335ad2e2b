/**
 * The operations console's queues with deadlines (issue 20 item 3): the open work a person must do by a
 * time the spec promises the customer (§1, §4, §9). Pure rules: every function takes the instant it
 * reasons about; the api reads the rows and asks these when each entry is due.
 */
import { CASH_ON_DELIVERY_CONTACT_HOURS, WAITLIST_CONTACT_HOURS } from '../constants.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The queues, in the order the console shows them. */
export const OPS_QUEUES = ['payAtShop', 'cashOnDelivery', 'offlineRequests', 'waitlisted', 'unsettled'] as const;
export type OpsQueue = (typeof OPS_QUEUES)[number];

/** At most this many entries of one queue are listed (soonest deadline first); its count says how many there are. */
export const QUEUE_PAGE = 100;

/** An instant and the deadline it leads to. */
export interface QueueTiming {
  /** Since when the work has been waiting (the code issued, the request made, the order waitlisted). */
  since: Date;
  /** From when the work may be done, when the spec names an earliest time (cash on delivery: 2 hours). */
  dueFrom: Date | null;
  /** By when the spec promises it done. */
  deadline: Date;
}

/**
 * A pay-at-shop code: open until its window ends (spec §9: 24 hours), which is when the hold ends too.
 * The counter's confirmation must come before then.
 */
export function payAtShopTiming(payment: { createdAt: Date; expiresAt: Date }): QueueTiming {
  return { since: payment.createdAt, dueFrom: null, deadline: payment.expiresAt };
}

/**
 * Cash on delivery (spec §1: "the team makes contact within 2 to 24 hours"): the customer is told to
 * expect the call no sooner than 2 hours and no later than 24 hours after choosing it. The entry is listed
 * from the start (the team may plan it), due from 2 hours, and its deadline is 24 hours.
 */
export function cashOnDeliveryTiming(payment: { createdAt: Date }): QueueTiming {
  const start = payment.createdAt.getTime();
  return {
    since: payment.createdAt,
    dueFrom: new Date(start + CASH_ON_DELIVERY_CONTACT_HOURS.min * HOUR),
    deadline: new Date(start + CASH_ON_DELIVERY_CONTACT_HOURS.max * HOUR),
  };
}

/**
 * An offline flight request (status 'pending') or a waitlisted booking: the flight team contacts the
 * customer within 24 hours of the order entering that status (spec §4, §9).
 */
export function contactTiming(enteredAt: Date): QueueTiming {
  return { since: enteredAt, dueFrom: null, deadline: new Date(enteredAt.getTime() + WAITLIST_CONTACT_HOURS * HOUR) };
}

/**
 * Reconciliation (decision 016) stops asking a provider this long after the payment's window closed, and
 * logs that a person must look. The api's `RECONCILE_GIVE_UP_HOURS` (reconciliation-rules.ts) is the
 * same figure; apps/api/test/ops-queues.test.ts holds them equal.
 */
export const RECONCILIATION_GIVES_UP_AFTER_WINDOW_HOURS = 24;

/**
 * A check due this long ago and still not done means the sweep fails on it every run (the provider's
 * query throws, the database refuses): it runs every minute, so a quarter of an hour is many failures.
 */
export const RECONCILIATION_STUCK_MINUTES = 15;

/** A person settles what reconciliation could not within a working day. */
export const UNSETTLED_FOLLOW_UP_HOURS = 24;

/** A partner payment or a top-up as the unsettled queue reads it. */
export interface ReconcilableState {
  /** 'pending' (never settled on our side) or, for order payments, 'expired' (the hold ended meanwhile). */
  status: string;
  expiresAt: Date;
  /** The next check reconciliation plans; null once it stopped asking. */
  reconcileAfter: Date | null;
}

/**
 * Whether reconciliation could not settle a payment or a top-up, and since when: the named rule of the
 * unsettled queue.
 * - **Given up**: still `pending` with no check planned. Reconciliation ends its checks of a pending
 *   payment only when the provider settled it (then it is paid or failed, no longer pending) or when it
 *   gave up a day after the window: so this is money nobody knows the fate of. Since: when it gave up.
 *   (An `expired` payment with no check planned is not listed: the provider's "failed" for a lapsed code
 *   leaves it so as well, and the two cannot be told apart in the data.)
 * - **Stuck**: `pending` or `expired` with a check due more than {@link RECONCILIATION_STUCK_MINUTES} ago:
 *   the sweep fails on it run after run. Since: when the check was due.
 * @returns the timing, or null when reconciliation is still doing its work (or nothing is open).
 */
export function unsettledTiming(subject: ReconcilableState, now: Date): QueueTiming | null {
  if (subject.status !== 'pending' && subject.status !== 'expired') return null;
  let since: Date | null = null;
  if (subject.reconcileAfter === null) {
    if (subject.status === 'pending') since = new Date(Math.min(now.getTime(), subject.expiresAt.getTime() + RECONCILIATION_GIVES_UP_AFTER_WINDOW_HOURS * HOUR));
  } else if (subject.reconcileAfter.getTime() <= now.getTime() - RECONCILIATION_STUCK_MINUTES * MINUTE) {
    since = subject.reconcileAfter;
  }
  return since && { since, dueFrom: null, deadline: new Date(since.getTime() + UNSETTLED_FOLLOW_UP_HOURS * HOUR) };
}

/** A planned check due before this instant counts as stuck (the repository's bound for {@link unsettledTiming}). */
export function stuckBefore(now: Date): Date {
  return new Date(now.getTime() - RECONCILIATION_STUCK_MINUTES * MINUTE);
}

/** Whether the deadline has passed at `now`. */
export function isOverdue(timing: Pick<QueueTiming, 'deadline'>, now: Date): boolean {
  return timing.deadline.getTime() <= now.getTime();
}

/** Soonest deadline first; equal deadlines by who waited longest. */
export function byDeadline(a: QueueTiming, b: QueueTiming): number {
  return a.deadline.getTime() - b.deadline.getTime() || a.since.getTime() - b.since.getTime();
}

/**
 * How a deadline reads at `now`, rounded for a person: 'due in 3 h' is `{ overdue: false, minutes: 180 }`;
 * 'overdue by 20 min' is `{ overdue: true, minutes: 20 }`. Minutes are whole, rounded down, at least 0.
 */
export function deadlineDistance(deadline: Date, now: Date): { overdue: boolean; minutes: number } {
  const difference = deadline.getTime() - now.getTime();
  return { overdue: difference <= 0, minutes: Math.floor(Math.abs(difference) / MINUTE) };
}

/**
 * When reconciliation asks a provider about a payment whose result never reached us (decision 016).
 * Pure rules: every function takes the instant it reasons about.
 */

const MINUTE = 60_000;

/** A partner payment still pending this long after it started is asked about at its provider. */
export const RECONCILE_AFTER_MINUTES = 3;

/**
 * While a payment is young (card and wallet payments live 15 minutes) its provider is asked every
 * minute, so money paid inside the window still pays the order; a pay-at-shop code open for 24 hours
 * is asked less and less often.
 */
const RECHECK_MINUTES: readonly { untilAgeMinutes: number; everyMinutes: number }[] = [
  { untilAgeMinutes: 20, everyMinutes: 1 },
  { untilAgeMinutes: 120, everyMinutes: 5 },
  { untilAgeMinutes: Number.POSITIVE_INFINITY, everyMinutes: 15 },
];

/**
 * A provider that still says "pending" (or does not know the payment) this long after the payment's
 * own window closed is not asked again: the payment needs a person, and the log says so.
 */
export const RECONCILE_GIVE_UP_HOURS = 24;

/** The first check of a payment that started at `createdAt`. */
export function firstReconciliation(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RECONCILE_AFTER_MINUTES * MINUTE);
}

/**
 * The next check of a payment the provider still calls pending at `now`, or null when it is time to
 * give up on it.
 */
export function nextReconciliation(payment: { createdAt: Date; expiresAt: Date }, now: Date): Date | null {
  if (now.getTime() > payment.expiresAt.getTime() + RECONCILE_GIVE_UP_HOURS * 60 * MINUTE) return null;
  const ageMinutes = (now.getTime() - payment.createdAt.getTime()) / MINUTE;
  const step = RECHECK_MINUTES.find((one) => ageMinutes < one.untilAgeMinutes)!;
  const next = now.getTime() + step.everyMinutes * MINUTE;
  // One check right after the window closes gives the provider's final word as soon as there is one.
  const justAfterWindow = payment.expiresAt.getTime() + MINUTE;
  return new Date(now.getTime() < justAfterWindow && justAfterWindow < next ? justAfterWindow : next);
}

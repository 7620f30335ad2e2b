/**
 * A bus ticket's cancellation (issue 21 item 4): the operator gives back a part of the fare that
 * depends on how many hours are left before the coach leaves (90 % more than 48 hours before, 50 %
 * from 12 to 48 hours, nothing after, for example), shown before payment and applied when the
 * passenger cancels; once the coach has left, it cannot be cancelled.
 */
import type { CancellationTier } from './bus-network.ts';

/** The percentage given back with `hoursLeft` hours to go; 0 past the last tier. */
export function refundPercent(tiers: readonly CancellationTier[], hoursLeft: number): number {
  return tiers.find((tier) => hoursLeft > tier.moreThanHours)?.refundPercent ?? 0;
}

/** Hours from `now` to the departure, fractional. */
export function hoursBefore(departure: Date, now: Date): number {
  return (departure.getTime() - now.getTime()) / 3_600_000;
}

/**
 * What cancelling at `now` gives back of `paid` (MMK, whole kyats, rounded down); refused once the
 * coach has left.
 */
export function busRefund(tiers: readonly CancellationTier[], terms: { paid: number; departure: Date; now: Date }): { refund: number; percent: number } | { refused: 'too_late' } {
  const hoursLeft = hoursBefore(terms.departure, terms.now);
  if (hoursLeft <= 0) return { refused: 'too_late' };
  const percent = refundPercent(tiers, hoursLeft);
  return { refund: Math.floor((terms.paid * percent) / 100), percent };
}

/** Whether any part of a ticket bought now would come back (the results' refundable tag). */
export function isRefundableNow(tiers: readonly CancellationTier[], departure: Date, now: Date): boolean {
  return refundPercent(tiers, hoursBefore(departure, now)) > 0;
}

/**
 * A rate's cancellation policy, as the best hotel sites show it before payment: free cancellation
 * until a date, or non-refundable. Self-service cancellation refunds what the policy allows on the
 * day the guest cancels (Asia/Yangon business date, like every date of the product).
 */
import { addDays, daysBetween } from '../dates.ts';

export type CancellationPolicy = { refundable: true; freeCancellationDays: number } | { refundable: false };

/**
 * The last day a stay can be cancelled free of charge: `freeCancellationDays` before check-in (0 means
 * up to the day of arrival itself). Null for a non-refundable rate.
 */
export function freeCancellationUntil(policy: CancellationPolicy, checkIn: string): string | null {
  return policy.refundable ? addDays(checkIn, -policy.freeCancellationDays) : null;
}

/** What cancelling on `today` gives back of `paid` (MMK): all of it until the free date, nothing after. */
export function refundOnCancel(policy: CancellationPolicy, stay: { checkIn: string; paid: number; today: string }): number {
  const until = freeCancellationUntil(policy, stay.checkIn);
  return until !== null && daysBetween(stay.today, until) >= 0 ? stay.paid : 0;
}

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

/** The statuses a guest may cancel a booking in themselves: paid, being confirmed, or confirmed (life-cycle 'order.cancelled'). */
const CANCELLABLE_STATUSES = new Set(['paid', 'processing', 'completed']);

/**
 * What the guest would get back by cancelling a hotel booking on `today`, as the cancellation step
 * shows it before they confirm; null when it cannot be cancelled online (not paid, ended, or the stay
 * has begun). The api decides again when they confirm (orders.cancel), with the same rule.
 */
export function cancellationPreview(
  booking: { status: string; checkIn: string; paid: number; cancellation: { refundable: boolean; freeCancellationUntil: string | null } },
  today: string,
): { refund: number } | null {
  if (!CANCELLABLE_STATUSES.has(booking.status) || today > booking.checkIn) return null;
  const until = booking.cancellation.refundable ? booking.cancellation.freeCancellationUntil : null;
  return { refund: until !== null && today <= until ? booking.paid : 0 };
}

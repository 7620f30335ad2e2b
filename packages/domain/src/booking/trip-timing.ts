/**
 * Spec §5 "Departure and return time must not be too close" (and the §8 modal "departure and return
 * time too close").
 */

/**
 * The shortest time between landing on the outward flight and taking off on the return. Two hours
 * is the minimum turnaround most travel agencies enforce: enough to leave the arrival hall, check in
 * again and pass security on an international trip, and a margin for the usual delays. A shorter gap
 * would sell a return flight the traveller is likely to miss, and the airlines treat two separate
 * tickets as unprotected — a delay would cost the whole return fare.
 */
export const MIN_RETURN_GAP_MINUTES = 120;

const MS_PER_MINUTE = 60_000;

/**
 * True when the return departs less than {@link MIN_RETURN_GAP_MINUTES} after the outward flight
 * lands, or before it lands. Exactly two hours is allowed. Both times are epoch milliseconds, so the
 * rule does not depend on the airports' time zones.
 * @throws RangeError when a time is not a finite number.
 */
export function returnTooClose(outwardArrivalEpochMs: number, returnDepartureEpochMs: number): boolean {
  if (!Number.isFinite(outwardArrivalEpochMs) || !Number.isFinite(returnDepartureEpochMs)) {
    throw new RangeError('times must be finite epoch milliseconds');
  }
  return returnDepartureEpochMs - outwardArrivalEpochMs < MIN_RETURN_GAP_MINUTES * MS_PER_MINUTE;
}

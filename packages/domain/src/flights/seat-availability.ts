/**
 * Whether an itinerary can be sold to a party, from the seats left on it (decision 009). One rule for
 * an offer a source makes now and for an offer a search answer listed a few minutes ago: a reused
 * answer is held to the seats of now (issue 19: after orders had taken every seat of a fare, a cached
 * answer still offered it, and the customer learnt it only at checkout). Imports nothing.
 */

/** 'HK' seats confirmed for every traveller, 'HL' waitlisted. */
export type SeatStatus = 'HK' | 'HL';

/** One segment of an itinerary: one flight number from where the traveller boards to where they leave it. */
export interface SegmentSeats {
  /** The fewest seats left on any of its legs. */
  seatsLeft: number;
  /** The airline takes waitlist requests on every one of its legs. */
  waitlistOpen: boolean;
}

/** The seats left on one leg of an itinerary, in its cabin. */
export interface LegSeats {
  flightNumber: string;
  available: number;
  waitlistOpen: boolean;
}

/** Seats a party takes: infants sit on an adult's lap. */
export function seatsNeeded(party: { adult: number; child: number }): number {
  return party.adult + party.child;
}

/**
 * HK when every segment has the seats, HL when each segment short of them takes a waitlist, nothing
 * (not offered) otherwise.
 */
export function seatStatus(segments: readonly SegmentSeats[], needed: number): SeatStatus | undefined {
  const short = segments.filter((segment) => segment.seatsLeft < needed);
  if (short.some((segment) => !segment.waitlistOpen)) return undefined;
  return short.length === 0 ? 'HK' : 'HL';
}

/** An itinerary's legs, in flying order, as its segments: consecutive legs of one flight number are one. */
export function segmentsOf(legs: readonly LegSeats[]): SegmentSeats[] {
  const segments: SegmentSeats[] = [];
  legs.forEach((leg, index) => {
    const current = segments[segments.length - 1];
    if (current && legs[index - 1]!.flightNumber === leg.flightNumber) {
      current.seatsLeft = Math.min(current.seatsLeft, leg.available);
      current.waitlistOpen &&= leg.waitlistOpen;
    } else {
      segments.push({ seatsLeft: leg.available, waitlistOpen: leg.waitlistOpen });
    }
  });
  return segments;
}

/**
 * An offer listed with `listed` status, against its legs' seats now: the seats left to show, or
 * undefined when it may not be offered any more. Gone are an itinerary a fresh search would not offer
 * at all, and one listed with seats that now has only a waitlist: a waitlist is another offer (offline,
 * hidden by default, spec §5), and verification refuses it where seats were listed (FLIGHT_SOLD_OUT).
 * A listed waitlist whose seats came back stays as listed; verification sells the seats.
 */
export function listedSeatsNow(listed: SeatStatus, legs: readonly LegSeats[], needed: number): number | undefined {
  if (legs.length === 0) return undefined;
  const now = seatStatus(segmentsOf(legs), needed);
  if (now === undefined || (listed === 'HK' && now === 'HL')) return undefined;
  return Math.min(...legs.map((leg) => leg.available));
}

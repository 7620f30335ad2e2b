import type { CabinClass, FareAmounts, FlightSourceAlias } from '@thwa/domain/contracts/flights';
import { fareConditions, type FareFamily } from '@thwa/domain/flights/fare-conditions';
import { seatStatus } from '@thwa/domain/flights/seat-availability';
import type { OfferFare, OfferLeg, SourceOffer } from './flight-source.ts';

/** What a source can sell on one service: its legs from the passenger's origin to destination, one cabin. */
export interface BookableSegment {
  cabinClass: CabinClass;
  legs: OfferLeg[];
  fare: OfferFare;
  /** The fewest seats left on any of its legs. */
  seatsLeft: number;
  /** The airline takes waitlist requests (status HL) when seats run out. */
  waitlistOpen: boolean;
  offline: boolean;
  /** Great-circle kilometres from its origin to its destination. */
  distanceKm: number;
}

/**
 * How two services make a connection (one change of plane), as OTAs' connection builders do:
 * - at least 60 minutes and at most 8 hours between landing and the next departure;
 * - no more than 1.5 times the direct distance flown (no Yangon-Mandalay via Bangkok);
 * - at most twice as long as the fastest service with no change that day, when there is one;
 * - at most 30 per day and cabin, the fastest first.
 */
export const CONNECTION_RULES = {
  minConnectionMinutes: 60,
  maxConnectionMinutes: 8 * 60,
  maxDetour: 1.5,
  maxDurationVsDirect: 2,
  maxPerDay: 30,
} as const;

export interface ItineraryQuery {
  origin: string;
  destination: string;
  /** First departure's local date range, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  /** Great-circle distance origin to destination. */
  directDistanceKm: number;
  /** Departures before this instant are not sold any more. */
  departAfter: number;
  /** Whether to build connections at all (low-cost carriers do not sell them). */
  connections: boolean;
}

const first = <T>(items: readonly T[]): T => items[0]!;
const last = <T>(items: readonly T[]): T => items[items.length - 1]!;
const MINUTE = 60_000;

/** Local date of an itinerary's first departure. */
export function departureDateOf(segments: readonly BookableSegment[]): string {
  return first(first(segments).legs).departureLocal.slice(0, 10);
}

/** Minutes from the first departure to the last arrival. */
export function totalMinutesOf(legs: readonly OfferLeg[]): number {
  return Math.round((last(legs).arrivesAt - first(legs).departsAt) / MINUTE);
}

/**
 * Every itinerary from origin to destination within the date range: each segment that flies there
 * (with or without stops on the way), and, when asked, pairs of segments that connect by the rules above.
 */
export function buildItineraries(segments: readonly BookableSegment[], query: ItineraryQuery): BookableSegment[][] {
  const { origin, destination } = query;
  const starts = segments.filter((segment) => {
    const leg = first(segment.legs);
    const date = leg.departureLocal.slice(0, 10);
    return leg.origin === origin && date >= query.from && date <= query.to && leg.departsAt >= query.departAfter;
  });
  const direct = starts.filter((segment) => last(segment.legs).destination === destination).map((segment) => [segment]);
  if (!query.connections) return direct;

  const fastestDirect = new Map<string, number>();
  for (const [segment] of direct as [BookableSegment][]) {
    const key = `${departureDateOf([segment])}|${segment.cabinClass}`;
    fastestDirect.set(key, Math.min(fastestDirect.get(key) ?? Infinity, totalMinutesOf(segment.legs)));
  }
  const onwardByOrigin = new Map<string, BookableSegment[]>();
  for (const segment of segments) {
    if (last(segment.legs).destination !== destination || segment.legs.some((leg) => leg.destination === origin)) continue;
    const from = first(segment.legs).origin;
    onwardByOrigin.set(from, [...(onwardByOrigin.get(from) ?? []), segment]);
  }

  const connections = new Map<string, { itinerary: BookableSegment[]; minutes: number }[]>();
  for (const inbound of starts) {
    if (inbound.legs.some((leg) => leg.destination === destination)) continue;
    const hub = last(inbound.legs).destination;
    for (const onward of onwardByOrigin.get(hub) ?? []) {
      if (onward.cabinClass !== inbound.cabinClass) continue;
      const gap = (first(onward.legs).departsAt - last(inbound.legs).arrivesAt) / MINUTE;
      if (gap < CONNECTION_RULES.minConnectionMinutes || gap > CONNECTION_RULES.maxConnectionMinutes) continue;
      if (inbound.distanceKm + onward.distanceKm > CONNECTION_RULES.maxDetour * query.directDistanceKm) continue;
      const itinerary = [inbound, onward];
      const minutes = totalMinutesOf(itinerary.flatMap((segment) => segment.legs));
      const key = `${departureDateOf(itinerary)}|${inbound.cabinClass}`;
      const fastest = fastestDirect.get(key);
      if (fastest !== undefined && minutes > fastest * CONNECTION_RULES.maxDurationVsDirect) continue;
      connections.set(key, [...(connections.get(key) ?? []), { itinerary, minutes }]);
    }
  }
  const kept = [...connections.values()].flatMap((candidates) =>
    candidates
      .sort((a, b) => a.minutes - b.minutes || adultPrice(combinedFare(a.itinerary)) - adultPrice(combinedFare(b.itinerary)))
      .slice(0, CONNECTION_RULES.maxPerDay)
      .map(({ itinerary }) => itinerary),
  );
  return [...direct, ...kept];
}

/** Spec §5: price = base minus discount, plus tax when the base does not include it. */
export function adultPrice(fare: OfferFare): number {
  const { base, discount, tax } = fare.adult;
  return base - discount + (fare.taxIncluded ? 0 : tax);
}

function withoutTaxIncluded(fare: OfferFare): OfferFare {
  if (!fare.taxIncluded) return fare;
  const strip = (amounts: FareAmounts): FareAmounts => ({ ...amounts, base: amounts.base - amounts.tax });
  return { taxIncluded: false, adult: strip(fare.adult), child: strip(fare.child), infant: strip(fare.infant) };
}

/** The fares of the segments added up per traveller type (one ticket per segment, sold together). */
export function combinedFare(segments: readonly BookableSegment[]): OfferFare {
  const sameKind = segments.every((segment) => segment.fare.taxIncluded === first(segments).fare.taxIncluded);
  const fares = segments.map((segment) => (sameKind ? segment.fare : withoutTaxIncluded(segment.fare)));
  const add = (pick: (fare: OfferFare) => FareAmounts): FareAmounts =>
    fares.map(pick).reduce((sum, amounts) => ({ base: sum.base + amounts.base, discount: sum.discount + amounts.discount, tax: sum.tax + amounts.tax }));
  return {
    taxIncluded: first(fares).taxIncluded,
    adult: add((fare) => fare.adult),
    child: add((fare) => fare.child),
    infant: add((fare) => fare.infant),
  };
}

/**
 * The offer for an itinerary and a party needing `seatsNeeded` seats (infants sit on a lap): HK when
 * every segment has the seats, HL when the missing ones can be waitlisted, nothing otherwise (the
 * domain's seatStatus, the rule a reused search answer is held to as well). Waitlisted offers are
 * booked by our team, so they are offline as well. `family` is the fare product the source sells (its
 * baggage, refund and change rules).
 */
export function offerFor(
  source: FlightSourceAlias,
  itinerary: readonly BookableSegment[],
  seatsNeeded: number,
  family: FareFamily,
): SourceOffer | undefined {
  const status = seatStatus(itinerary, seatsNeeded);
  if (!status) return undefined;
  return {
    source,
    cabinClass: first(itinerary).cabinClass,
    status,
    seatsLeft: Math.min(...itinerary.map((segment) => segment.seatsLeft)),
    offline: status === 'HL' || itinerary.some((segment) => segment.offline),
    legs: itinerary.flatMap((segment) => segment.legs),
    fare: combinedFare(itinerary),
    conditions: fareConditions(family, first(itinerary).cabinClass),
  };
}

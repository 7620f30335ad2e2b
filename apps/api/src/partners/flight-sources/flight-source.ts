import type { CabinClass, FareAmounts, FareConditions, FlightSourceAlias } from '@thwa/domain/contracts/flights';

/**
 * One flight source (spec §3 aliases S1..S11, S20): our own inventory, or a partner such as a GDS or
 * an aggregator. A search asks every source in parallel for one direction of a trip; sources answer in
 * airport and airline codes, and the flights feature puts names on them in the customer's language.
 */
export interface FlightSource {
  readonly alias: FlightSourceAlias;
  readonly name: string;
  readonly kind: 'inventory' | 'sandbox';
  /** Offers for one direction. Must stop work and reject when `signal` aborts (the search timed out). */
  search(request: SourceSearchRequest, signal: AbortSignal): Promise<SourceOffer[]>;
  /** Resolves when the source answers at all; for the sources page when no search has asked it lately. */
  ping(signal: AbortSignal): Promise<void>;
  /**
   * The source's own fare calendar: the offers it would answer a search of each day from..to with,
   * in one call (the listing's date strip). A source without one is asked a search per day.
   */
  calendar?(query: SourceCalendarQuery, signal: AbortSignal): Promise<SourceOffer[]>;
}

/** A search over several departure dates, for the date strip. */
export interface SourceCalendarQuery extends Omit<SourceSearchRequest, 'departureDate'> {
  /** First departure's local date range, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

export interface SourceSearchRequest {
  origin: string;
  destination: string;
  /** Local date of the first departure at the origin, 'YYYY-MM-DD'. */
  departureDate: string;
  adult: number;
  child: number;
  infant: number;
  nationality: 'local' | 'foreign';
  /** The cabin searched for: only its fares are listed, so a source need not price the others. */
  cabin: CabinClass;
  /** Departures before this instant (epoch ms) are no longer sold. */
  departAfter: number;
}

export interface OfferLeg {
  flightNumber: string;
  airlineCode: string;
  origin: string;
  destination: string;
  /** Epoch milliseconds. */
  departsAt: number;
  arrivesAt: number;
  /** Wall-clock time at the leg's own airports, 'YYYY-MM-DDTHH:mm'. */
  departureLocal: string;
  arrivalLocal: string;
  durationMinutes: number;
}

export interface OfferFare {
  /** True when `base` already includes `tax` (spec §5: the price is then base minus discount). */
  taxIncluded: boolean;
  adult: FareAmounts;
  child: FareAmounts;
  infant: FareAmounts;
}

/** One bookable fare in one cabin on one itinerary (one or more legs). */
export interface SourceOffer {
  source: FlightSourceAlias;
  cabinClass: CabinClass;
  /** 'HK' seats confirmed for every traveller, 'HL' waitlisted. */
  status: 'HK' | 'HL';
  seatsLeft: number;
  offline: boolean;
  legs: OfferLeg[];
  fare: OfferFare;
  /** Baggage, refund and change rules of the fare (domain fare-conditions.ts). */
  conditions: FareConditions;
}

/** A source answered with an error of its own (not a time-out). */
export class FlightSourceError extends Error {
  constructor(
    readonly alias: FlightSourceAlias,
    message: string,
  ) {
    super(`${alias}: ${message}`);
    this.name = 'FlightSourceError';
  }
}

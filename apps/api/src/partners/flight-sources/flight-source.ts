import type { CabinClass, FlightSourceAlias } from '@thwa/domain/contracts/flights';
import type { OfferFare, OfferLeg, SourceOffer } from '@thwa/domain/flights/flight-trip';

/** The offer types a source answers with live in the domain package: orders keep them as sold. */
export type { OfferFare, OfferLeg, SourceOffer };

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

/**
 * What the listing loaders send to the page. Only what the page renders: the list of the step being
 * shown (never both routings, never the source report), the chosen departure on the return step,
 * and labels the server formats (dates), so the first render and the hydrated one agree.
 * Types only: nothing here reaches the browser bundle.
 */
import type { CabinClass } from '@thwa/domain/contracts/flights';
import type { FlightOffer, PreparedFlightList } from '@thwa/domain/flights/flight-list';
import type { FlightSearchProblem } from '@thwa/domain/flights/flight-search';

/** Which listing: the departure (`/flight/depart/search`) or the return (`/flight/return/search`). */
export type ListingStep = 'depart' | 'return';

/** The search, as the page heading shows it: the leg of this step (on the return step, reversed). */
export interface SearchSummary {
  readonly step: ListingStep;
  readonly tripType: 1 | 2;
  readonly origin: string;
  readonly destination: string;
  /** City names when a result tells them, else null (the codes are shown). */
  readonly originCity: string | null;
  readonly destinationCity: string | null;
  /** The date of this leg, 'YYYY-MM-DD', and as the page language writes it. */
  readonly date: string;
  readonly dateLabel: string;
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
  readonly cabin: CabinClass;
  /** The search as a query string (toFlightSearchQuery), for every link the page builds. */
  readonly query: string;
}

/** One day of the date strip (POST /numberOfFlights). */
export interface DateStripDay {
  readonly date: string;
  readonly weekday: string;
  readonly dayLabel: string;
  readonly numberOfFlights: number;
  /** Lowest adult fare in MMK, or null when no flight flies that day. */
  readonly lowestFare: number | null;
  /** The same search on that day; null when the day cannot be searched (before today, or on the wrong side of the other leg). */
  readonly href: string | null;
  readonly selected: boolean;
}

/** The departure chosen on the first step of a round trip, shown on top of the return listing. */
export interface ChosenOutward {
  readonly offer: FlightOffer;
  readonly dateLabel: string;
  readonly changeHref: string;
}

export type ListingData =
  /** The URL cannot be searched: what is wrong, field by field. */
  | { readonly kind: 'invalid'; readonly title: string; readonly problems: readonly FlightSearchProblem[] }
  /** The api answered something other than a list (spec §4 failed): its message, in the page language. */
  | {
      readonly kind: 'failed';
      readonly title: string;
      readonly summary: SearchSummary;
      readonly message: string;
      /** The api did not know an airport of the search (spec §8 "airport or city not found"). */
      readonly airportNotFound: boolean;
      readonly dates: readonly DateStripDay[];
    }
  /** Return step: the departure in the link is no longer offered by the search session. */
  | { readonly kind: 'outwardGone'; readonly title: string; readonly summary: SearchSummary }
  | {
      readonly kind: 'results';
      readonly title: string;
      readonly summary: SearchSummary;
      readonly cacheKey: string;
      readonly list: PreparedFlightList;
      readonly dates: readonly DateStripDay[];
      readonly outward: ChosenOutward | null;
    };

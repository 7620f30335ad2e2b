/**
 * A flight as it is offered, chosen and sold: the types the flight sources answer with, the checkout
 * keeps and an order stores in its `trip` column (packages/db schema, typed with these). Types only,
 * so the browser may import this file at no cost.
 */
import type { VerifiedDirection } from '../contracts/booking.ts';
import type { CabinClass, FareAmounts, FareConditions, FlightSourceAlias } from '../contracts/flights.ts';

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

/** The search as it was asked, normalised: what the booking steps need to know about it. */
export interface SearchedRequest {
  tripType: 1 | 2;
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adult: number;
  child: number;
  infant: number;
  class: 'economy' | 'business';
  nationality: 'local' | 'foreign';
  language: 'en' | 'mm';
}

/** What a checkout keeps per direction: the offer as displayed and as the source sells it now. */
export interface SelectedDirection {
  direction: 'outward' | 'return';
  offerId: string;
  item: VerifiedDirection['offer'];
  fresh: SourceOffer;
  listedAdultPrice: number;
  adultPrice: number;
}

export interface CheckoutSelection {
  area: 'domestic' | 'international';
  directions: SelectedDirection[];
}

/** A flight order's trip as sold (orders.trip): what the customer saw and what the worker needs. */
export interface FlightTrip {
  product: 'flight';
  request: SearchedRequest;
  area: CheckoutSelection['area'];
  directions: SelectedDirection[];
}

/**
 * An offline flight request's trip (spec §1 offline flow): the offers as listed, which our team
 * books by hand, and the customer's note. Nothing is held, so no source offer is kept.
 */
export interface FlightRequestTrip {
  product: 'flight';
  request: SearchedRequest;
  area: CheckoutSelection['area'];
  directions: Array<Omit<SelectedDirection, 'fresh'>>;
  note: string | null;
}

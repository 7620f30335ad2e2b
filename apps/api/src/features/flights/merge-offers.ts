import type { CabinClass, FlightLeg, FlightResultItem, FlightSourceAlias } from '@thwa/domain/contracts/flights';
import type { OfferLeg, SourceOffer } from '../../partners/flight-sources/flight-source.ts';
import { airlineMarkPath } from '@thwa/domain/flights/airline-mark';
import { adultPrice, totalMinutesOf } from '../../partners/flight-sources/itineraries.ts';

/** Names to show, in the customer's language. */
export interface DisplayNames {
  airportCity(code: string): string | undefined;
  airlineName(code: string): string | undefined;
}

export interface MergeOptions {
  /** The cabin searched for: fares in other cabins are not listed. */
  cabin: CabinClass;
  names: DisplayNames;
  /** Offers leaving before this instant are dropped, whichever source sent them. */
  departAfter: number;
  /** Sources in order of preference when two fares are equal (our inventory first). */
  sourceOrder: readonly FlightSourceAlias[];
}

/** The mark we draw for each airline (no image is fetched from outside); the web draws the same one. */
export const airlineLogoPath = airlineMarkPath;

/** The same flights on the same dates: 'UB103@2026-12-01:RGN-NYU+UB103@2026-12-01:NYU-MDL'. */
export function itineraryKey(legs: readonly OfferLeg[]): string {
  return legs.map((leg) => `${leg.flightNumber}@${leg.departureLocal.slice(0, 10)}:${leg.origin}-${leg.destination}`).join('+');
}

/** Stable within a session and readable in logs: 'S1-Y-UB103.20261201.RGNMDL'. */
export function offerIdOf(offer: SourceOffer): string {
  const cabin = offer.cabinClass === 'business' ? 'C' : 'Y';
  const legs = offer.legs.map((leg) => `${leg.flightNumber}.${leg.departureLocal.slice(0, 10).replaceAll('-', '')}.${leg.origin}${leg.destination}`);
  return `${offer.source}-${cabin}-${legs.join('_')}`;
}

/**
 * Which of two fares for the same thing wins: one with confirmed seats over a waitlisted one, then
 * the cheaper (spec §5 adult price), then the preferred source.
 */
function better(order: readonly FlightSourceAlias[]) {
  return (a: SourceOffer, b: SourceOffer) =>
    Number(a.status === 'HL') - Number(b.status === 'HL') || adultPrice(a.fare) - adultPrice(b.fare) || order.indexOf(a.source) - order.indexOf(b.source);
}

function toLegs(offer: SourceOffer, names: DisplayNames): FlightLeg[] | undefined {
  const legs: FlightLeg[] = [];
  for (const leg of offer.legs) {
    const airlineName = names.airlineName(leg.airlineCode);
    const originCity = names.airportCity(leg.origin);
    const destinationCity = names.airportCity(leg.destination);
    if (!airlineName || !originCity || !destinationCity) return undefined; // a partner's code we cannot show
    legs.push({
      statusCode: offer.status,
      class: offer.cabinClass,
      carrier: { airlineCode: leg.airlineCode, airlineName, airlineLogo: airlineLogoPath(leg.airlineCode) },
      flightNumber: leg.flightNumber,
      departure: { airportCode: leg.origin, airportCity: originCity, date: leg.departureLocal.slice(0, 10), departureTime: leg.departureLocal.slice(11, 16) },
      arrival: { airportCode: leg.destination, airportCity: destinationCity, date: leg.arrivalLocal.slice(0, 10), arrivalTime: leg.arrivalLocal.slice(11, 16) },
      duration: leg.durationMinutes,
    });
  }
  return legs;
}

type Fare = Omit<FlightResultItem, 'moreFares'>;

function toFare(offer: SourceOffer, route: FlightLeg[]): Fare {
  return {
    offerId: offerIdOf(offer),
    source: offer.source,
    offline: offer.offline,
    seatsLeft: offer.seatsLeft,
    route: route.map((leg) => ({ ...leg, statusCode: offer.status, class: offer.cabinClass })),
    rates: { taxIncludeState: offer.fare.taxIncluded, deal: { adult: offer.fare.adult, child: offer.fare.child, infant: offer.fare.infant } },
    totalDuration: totalMinutesOf(offer.legs),
    conditions: offer.conditions,
  };
}

/**
 * All sources' offers for one direction as the listing shows them (spec §3, §4): only fares in the
 * cabin searched for (issue 11: a business fare in an economy list showed one flight twice at about
 * double the price), and one item per itinerary (the same flight numbers on the same dates) carrying
 * its best fare, whichever source sold it. No moreFares: each flight appears once. Items come
 * cheapest first.
 */
export function mergeOffers(offers: readonly SourceOffer[], options: MergeOptions): FlightResultItem[] {
  const compare = better(options.sourceOrder);
  const best = new Map<string, SourceOffer>();
  for (const offer of offers) {
    if (offer.cabinClass !== options.cabin) continue;
    if (offer.legs.length === 0 || offer.legs[0]!.departsAt < options.departAfter) continue;
    const key = itineraryKey(offer.legs);
    const current = best.get(key);
    if (!current || compare(offer, current) < 0) best.set(key, offer);
  }

  const items: { item: FlightResultItem; price: number; departsAt: number }[] = [];
  for (const offer of best.values()) {
    const route = toLegs(offer, options.names);
    if (!route) continue;
    items.push({ item: toFare(offer, route), price: adultPrice(offer.fare), departsAt: offer.legs[0]!.departsAt });
  }
  return items.sort((a, b) => a.price - b.price || a.departsAt - b.departsAt).map(({ item }) => item);
}

import type { FlightResultItem, FlightSearchResponse, FlightSourceAlias } from '@thwa/domain/contracts/flights';
import { listedSeatsNow, type LegSeats } from '@thwa/domain/flights/seat-availability';
import type { ListedLeg, ListedLegSeatsRow } from '../../partners/flight-sources/inventory.repository.ts';

/**
 * A reused search answer held to the seats of now (issue 19): its offers from our own inventory are
 * looked up again, all in one query, and those the party no longer fits in are left out. Partners'
 * offers are served as they answered; their seats are checked when the customer verifies the offer.
 */

type Fare = Omit<FlightResultItem, 'moreFares'>;

interface ListedOffer {
  offerId: string;
  status: 'HK' | 'HL';
  seatsLeft: number;
  /** Its legs, in flying order, as positions in `ListedInventory.legs`. */
  legs: number[];
}

/** A stored answer's offers from one source (our inventory), and the distinct legs they fly. */
export interface ListedInventory {
  /** Each leg and cabin once, however many offers fly it: the rows of one query. */
  legs: ListedLeg[];
  offers: ListedOffer[];
}

/** What the seats of now change in an answer: offers to leave out, and new seats left of others. */
export interface SeatChanges {
  dropped: ReadonlySet<string>;
  seatsLeft: ReadonlyMap<string, number>;
}

/** Every fare of a direction: its items and their moreFares. */
function faresOf(items: readonly FlightResultItem[]): Fare[] {
  return items.flatMap(({ moreFares, ...item }) => [item, ...(moreFares ?? [])]);
}

/** The offers of `source` in an answer (both directions, moreFares too), with the legs to look up. */
export function listedInventoryOf(response: FlightSearchResponse, source: FlightSourceAlias): ListedInventory {
  const legs: ListedLeg[] = [];
  const positions = new Map<string, number>();
  const offers: ListedOffer[] = [];
  for (const fare of [...faresOf(response.routings.outward), ...faresOf(response.routings.return)]) {
    if (fare.source !== source) continue;
    const positionsOfLegs = fare.route.map((leg) => {
      const listed: ListedLeg = {
        flightNumber: leg.flightNumber,
        origin: leg.departure.airportCode,
        destination: leg.arrival.airportCode,
        departureLocal: `${leg.departure.date}T${leg.departure.departureTime}`,
        cabinClass: leg.class,
      };
      const key = [listed.flightNumber, listed.origin, listed.destination, listed.departureLocal, listed.cabinClass].join('|');
      let position = positions.get(key);
      if (position === undefined) {
        position = legs.push(listed) - 1;
        positions.set(key, position);
      }
      return position;
    });
    // Every leg of an offer carries the offer's status (merge-offers.ts).
    offers.push({ offerId: fare.offerId, status: fare.route[0]!.statusCode === 'HL' ? 'HL' : 'HK', seatsLeft: fare.seatsLeft, legs: positionsOfLegs });
  }
  return { legs, offers };
}

/**
 * The listed offers against the seats of now (`rows`, by position in `listed.legs`), for a party
 * taking `needed` seats: undefined when nothing changed, so the stored text can be sent as it is. An
 * offer with a leg not found any more is left out, as a search would not offer it.
 */
export function seatChanges(listed: ListedInventory, rows: readonly ListedLegSeatsRow[], needed: number): SeatChanges | undefined {
  const byPosition = new Map(rows.map((row) => [row.index, row]));
  const dropped = new Set<string>();
  const seatsLeft = new Map<string, number>();
  for (const offer of listed.offers) {
    const legs: LegSeats[] = [];
    for (const position of offer.legs) {
      const row = byPosition.get(position);
      if (row) legs.push({ flightNumber: listed.legs[position]!.flightNumber, available: row.available, waitlistOpen: row.waitlistOpen });
    }
    const now = legs.length === offer.legs.length ? listedSeatsNow(offer.status, legs, needed) : undefined;
    if (now === undefined) dropped.add(offer.offerId);
    else if (now !== offer.seatsLeft) seatsLeft.set(offer.offerId, now);
  }
  return dropped.size > 0 || seatsLeft.size > 0 ? { dropped, seatsLeft } : undefined;
}

/**
 * The answer with the changes: dropped offers left out (an item whose own fare is dropped gives way to
 * its first remaining moreFare; an item with none left goes), seats left updated. Order is kept.
 */
export function withSeatChanges(response: FlightSearchResponse, changes: SeatChanges): FlightSearchResponse {
  const current = (fare: Fare): Fare => {
    const left = changes.seatsLeft.get(fare.offerId);
    return left === undefined ? fare : { ...fare, seatsLeft: left };
  };
  const direction = (items: readonly FlightResultItem[]): FlightResultItem[] =>
    items.flatMap(({ moreFares, ...item }) => {
      const [first, ...more] = [item, ...(moreFares ?? [])].filter((fare) => !changes.dropped.has(fare.offerId)).map(current);
      if (!first) return [];
      return [moreFares ? { ...first, moreFares: more } : first];
    });
  return { ...response, routings: { outward: direction(response.routings.outward), return: direction(response.routings.return) } };
}

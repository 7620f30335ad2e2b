import { greatCircleKm, promotionDiscount } from '@thwa/db/flight-pricing';
import type { TimetableAirport } from '@thwa/db/flight-timetable';
import { seatsNeeded } from '@thwa/domain/flights/seat-availability';
import type { FlightSource, SourceCalendarQuery, SourceOffer, SourceSearchRequest } from './flight-source.ts';
import { CONNECTION_RULES, buildItineraries, offerFor, type BookableSegment } from './itineraries.ts';
import type { InventoryRepository, InventorySegmentRow, ListedLeg, ListedLegSeatsRow } from './inventory.repository.ts';

export type AirportDirectory = () => Promise<ReadonlyMap<string, TimetableAirport>>;

export interface InventorySource extends FlightSource {
  calendar(query: SourceCalendarQuery, signal: AbortSignal): Promise<SourceOffer[]>;
  /** The seats left now on legs of offers it made, in one query (a reused search answer is held to them). */
  listedLegSeats(legs: readonly ListedLeg[]): Promise<ListedLegSeatsRow[]>;
}

function toSegment(row: InventorySegmentRow): BookableSegment {
  const discount = (base: number) => promotionDiscount(base, row.discountPct);
  return {
    cabinClass: row.cabinClass,
    legs: row.legs.map((leg) => ({
      flightNumber: row.flightNumber,
      airlineCode: row.airlineCode,
      origin: leg.origin,
      destination: leg.destination,
      departsAt: leg.departsAt,
      arrivesAt: leg.departsAt + leg.durationMinutes * 60_000,
      departureLocal: leg.departureLocal,
      arrivalLocal: leg.arrivalLocal,
      durationMinutes: leg.durationMinutes,
    })),
    fare: {
      taxIncluded: false,
      adult: { base: row.adultBase, discount: discount(row.adultBase), tax: row.adultTax },
      child: { base: row.childBase, discount: discount(row.childBase), tax: row.childTax },
      infant: { base: row.infantBase, discount: 0, tax: row.infantTax },
    },
    seatsLeft: row.seatsLeft,
    waitlistOpen: row.waitlistOpen,
    offline: row.offline,
    distanceKm: row.distanceKm,
  };
}

/** S1: the schedules, seats and fares in our own PostgreSQL, with connections between them. */
export function createInventorySource(repository: InventoryRepository, airports: AirportDirectory): InventorySource {
  async function directDistanceKm(origin: string, destination: string): Promise<number> {
    const directory = await airports();
    const from = directory.get(origin);
    const to = directory.get(destination);
    return from && to ? greatCircleKm(from, to) : 0;
  }
  /** No segment longer than the longest detour a connection may fly is of use (and a direct one is shorter). */
  const longestUseful = (distanceKm: number) => Math.ceil(CONNECTION_RULES.maxDetour * distanceKm);

  /** Offers in the cabin asked for, for the party, of every departure date from..to. */
  async function offersBetween(query: SourceCalendarQuery, signal: AbortSignal): Promise<SourceOffer[]> {
    const distance = await directDistanceKm(query.origin, query.destination);
    const rows = await repository.datedSegments({
      origin: query.origin,
      destination: query.destination,
      from: query.from,
      to: query.to,
      nationality: query.nationality,
      cabins: [query.cabin],
      maxSegmentKm: longestUseful(distance),
    });
    signal.throwIfAborted();
    const itineraries = buildItineraries(rows.map(toSegment), {
      origin: query.origin,
      destination: query.destination,
      from: query.from,
      to: query.to,
      directDistanceKm: distance,
      departAfter: query.departAfter,
      connections: true,
    });
    // Our published fares are full-service fares, whatever the airline.
    return itineraries.flatMap((itinerary) => offerFor('S1', itinerary, seatsNeeded(query), 'full-service') ?? []);
  }

  return {
    alias: 'S1',
    name: 'Thwa inventory',
    kind: 'inventory',

    async search(request: SourceSearchRequest, signal: AbortSignal): Promise<SourceOffer[]> {
      return offersBetween({ ...request, from: request.departureDate, to: request.departureDate }, signal);
    },

    // One query for the whole range: the same rows and rules as a search of each day, so the date
    // strip counts what each day's search answers.
    calendar: offersBetween,

    listedLegSeats: (legs) => repository.listedLegSeats(legs),

    async ping(signal: AbortSignal): Promise<void> {
      await repository.ping();
      signal.throwIfAborted();
    },
  };
}

import { greatCircleKm, promotionDiscount } from '@thwa/db/flight-pricing';
import type { TimetableAirport } from '@thwa/db/flight-timetable';
import type { CabinClass } from '@thwa/domain/contracts/flights';
import type { FlightSource, SourceOffer, SourceSearchRequest } from './flight-source.ts';
import { CONNECTION_RULES, adultPrice, buildItineraries, departureDateOf, offerFor, type BookableSegment } from './itineraries.ts';
import type { InventoryRepository, InventorySegmentRow } from './inventory.repository.ts';

export type AirportDirectory = () => Promise<ReadonlyMap<string, TimetableAirport>>;

export interface CalendarQuery {
  origin: string;
  destination: string;
  from: string;
  to: string;
  cabin: CabinClass;
  nationality: 'local' | 'foreign';
  departAfter: number;
}

export interface CalendarDay {
  /** Itineraries with a seat for one traveller. */
  flights: number;
  /** The lowest adult price among them (spec §5 price), or null when there are none. */
  lowestFare: number | null;
}

export interface InventorySource extends FlightSource {
  /** Bookable flights and the lowest adult fare per departure date: the listing's date strip. */
  calendar(query: CalendarQuery): Promise<Map<string, CalendarDay>>;
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

  return {
    alias: 'S1',
    name: 'Thwa inventory',
    kind: 'inventory',

    async search(request: SourceSearchRequest, signal: AbortSignal): Promise<SourceOffer[]> {
      const distance = await directDistanceKm(request.origin, request.destination);
      const rows = await repository.datedSegments({
        origin: request.origin,
        destination: request.destination,
        from: request.departureDate,
        to: request.departureDate,
        nationality: request.nationality,
        cabins: ['economy', 'business'],
        maxSegmentKm: longestUseful(distance),
      });
      signal.throwIfAborted();
      const itineraries = buildItineraries(rows.map(toSegment), {
        origin: request.origin,
        destination: request.destination,
        from: request.departureDate,
        to: request.departureDate,
        directDistanceKm: distance,
        departAfter: request.departAfter,
        connections: true,
      });
      const seats = request.adult + request.child;
      return itineraries.flatMap((itinerary) => offerFor('S1', itinerary, seats) ?? []);
    },

    async calendar(query: CalendarQuery): Promise<Map<string, CalendarDay>> {
      const distance = await directDistanceKm(query.origin, query.destination);
      const rows = await repository.datedSegments({ ...query, cabins: [query.cabin], maxSegmentKm: longestUseful(distance) });
      const itineraries = buildItineraries(rows.map(toSegment), { ...query, directDistanceKm: distance, connections: true });
      const days = new Map<string, CalendarDay>();
      for (const itinerary of itineraries) {
        const offer = offerFor('S1', itinerary, 1);
        if (offer?.status !== 'HK') continue;
        const date = departureDateOf(itinerary);
        const day = days.get(date) ?? { flights: 0, lowestFare: null };
        const price = adultPrice(offer.fare);
        days.set(date, { flights: day.flights + 1, lowestFare: day.lowestFare === null ? price : Math.min(day.lowestFare, price) });
      }
      return days;
    },

    async ping(signal: AbortSignal): Promise<void> {
      await repository.ping();
      signal.throwIfAborted();
    },
  };
}

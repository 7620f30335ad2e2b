import { setTimeout as sleep } from 'node:timers/promises';
import type { Channel } from '@thwa/db/flight-network';
import { NETWORK_SCHEDULES } from '@thwa/db/flight-network';
import { greatCircleKm, promotionDiscount } from '@thwa/db/flight-pricing';
import { buildTimetable, type TimetableAirport, type TimetableSchedule } from '@thwa/db/flight-timetable';
import { addDays } from '@thwa/domain/dates';
import type { CabinClass, FareAmounts, FlightSourceAlias } from '@thwa/domain/contracts/flights';
import type { FareFamily } from '@thwa/domain/flights/fare-conditions';
import { FlightSourceError, type FlightSource, type OfferFare, type SourceCalendarQuery, type SourceOffer, type SourceSearchRequest } from './flight-source.ts';
import { buildItineraries, offerFor, type BookableSegment } from './itineraries.ts';
import type { AirportDirectory } from './inventory-source.ts';
import { between, unitFor } from '../seeded.ts';
import { instantAt, localDateTime } from './zoned-time.ts';

interface Range {
  min: number;
  max: number;
}

/**
 * How a partner behaves. Everything that varies (latency, failures, seats, prices) is drawn from a
 * hash of the request, so the same search always meets the same partner behaviour.
 */
export interface SandboxProfile {
  alias: FlightSourceAlias;
  name: string;
  /** The timetable channel it distributes (flight-network.ts). */
  channel: Channel;
  latencyMs: Range;
  /** Its fare calendar (every day of a range at once) answers this fast: partners serve it from a fare store. */
  calendarLatencyMs: Range;
  /** A partner that keeps its own fare cache answers a route-day it was asked lately this fast. */
  cache?: { latencyMs: Range; minutes: number };
  /** Shares of route-days on which the partner answers with an error, or never answers. */
  errorShare: number;
  timeoutShare: number;
  /** Its price against the published fare. */
  priceFactor: Range;
  /** Share of flight-days on which it sells a 10 % promotion. */
  promotionShare: number;
  /** All-in fares (base includes tax), as low-cost aggregators quote them. */
  taxIncluded: boolean;
  /** The fare product it sells: its baggage, refund and change rules. */
  fareFamily: FareFamily;
  cabins: readonly CabinClass[];
  connections: boolean;
  /** Concurrent sessions the partner allows us; further searches queue for a session. */
  maxSessions: number;
  /** Most seats it ever shows per flight (a GDS shows "9" for nine or more). */
  maxSeatsShown: number;
}

/** A GDS-like consolidator: full-service carriers, both cabins, connections; slower, fails now and then. */
export const GDS_CONSOLIDATOR: SandboxProfile = {
  alias: 'S2',
  name: 'GDS consolidator (sandbox)',
  channel: 'S2',
  latencyMs: { min: 250, max: 900 },
  calendarLatencyMs: { min: 20, max: 80 },
  errorShare: 0.06,
  timeoutShare: 0.01,
  priceFactor: { min: 0.93, max: 1.1 },
  promotionShare: 0,
  taxIncluded: false,
  fareFamily: 'full-service',
  cabins: ['economy', 'business'],
  connections: true,
  maxSessions: 6,
  maxSeatsShown: 9,
};

/** A low-cost-carrier aggregator: economy only, all-in fares, no connections, a fare cache, times out on some routes. */
export const LOW_COST_AGGREGATOR: SandboxProfile = {
  alias: 'S3',
  name: 'Low-cost carrier aggregator (sandbox)',
  channel: 'S3',
  latencyMs: { min: 150, max: 600 },
  calendarLatencyMs: { min: 10, max: 50 },
  cache: { latencyMs: { min: 40, max: 120 }, minutes: 10 },
  errorShare: 0.02,
  timeoutShare: 0.05,
  priceFactor: { min: 0.86, max: 1.04 },
  promotionShare: 0.2,
  taxIncluded: true,
  fareFamily: 'low-cost',
  cabins: ['economy'],
  connections: false,
  maxSessions: 10,
  maxSeatsShown: 9,
};

/** A partner that never answers holds the request this long; the search gives up well before. */
const HANG_MS = 60_000;

interface Reference {
  airports: ReadonlyMap<string, TimetableAirport>;
  schedules: TimetableSchedule[];
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * A sandbox partner: real code with its own timetable (the schedules of its channel), latency,
 * session limit, fare cache, failures, seats and prices. It stands where an adapter to a real GDS or
 * aggregator will stand, behind the same FlightSource interface.
 */
export function createSandboxSource(profile: SandboxProfile, airports: AirportDirectory): FlightSource {
  const { alias } = profile;
  let reference: Promise<Reference> | undefined;
  let activeSessions = 0;
  const waiting: Array<() => void> = [];
  const fareCache = new Map<string, number>();

  function loadReference(): Promise<Reference> {
    reference ??= airports().then(
      (directory) => ({
        airports: directory,
        schedules: buildTimetable(directory, NETWORK_SCHEDULES).filter((schedule) => schedule.channels.includes(profile.channel)),
      }),
      (error: unknown) => {
        reference = undefined; // try again on the next search
        throw error;
      },
    );
    return reference;
  }

  async function openSession(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (activeSessions < profile.maxSessions) {
      activeSessions += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', giveUp);
        activeSessions += 1;
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal.reason);
      };
      waiting.push(start);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }

  function closeSession() {
    activeSessions -= 1;
    waiting.shift()?.();
  }

  function fareFor(published: { base: number; tax: number }, factor: number, promotion: number, infant: boolean): FareAmounts {
    const base = roundTo(published.base * factor, 500);
    const discount = infant ? 0 : promotionDiscount(base, promotion);
    return profile.taxIncluded ? { base: base + published.tax, discount, tax: published.tax } : { base, discount, tax: published.tax };
  }

  function segmentsFor(ref: Reference, request: Omit<SourceSearchRequest, 'departureDate'>, from: string, to: string): BookableSegment[] {
    const zoneOf = (code: string) => ref.airports.get(code)!.timeZone;
    const segments: BookableSegment[] = [];
    for (const schedule of ref.schedules) {
      for (const segment of schedule.segments) {
        const fromOrigin = segment.origin === request.origin;
        const toDestination = segment.destination === request.destination;
        if (!fromOrigin && !toDestination) continue;
        const legs = schedule.legs.filter((leg) => leg.legNo >= segment.fromLeg && leg.legNo <= segment.toLeg);
        for (let serviceDate = addDays(from, -2); serviceDate <= addDays(to, 1); serviceDate = addDays(serviceDate, 1)) {
          if (!schedule.daysOfWeek.includes(isoWeekday(serviceDate))) continue;
          const firstDeparture = instantAt(serviceDate, schedule.departureTime, zoneOf(schedule.legs[0]!.origin));
          const offerLegs = legs.map((leg) => {
            const departsAt = firstDeparture + leg.departureOffsetMinutes * 60_000;
            const arrivesAt = departsAt + leg.durationMinutes * 60_000;
            return {
              flightNumber: schedule.flightNumber,
              airlineCode: schedule.airlineCode,
              origin: leg.origin,
              destination: leg.destination,
              departsAt,
              arrivesAt,
              departureLocal: localDateTime(departsAt, zoneOf(leg.origin)),
              arrivalLocal: localDateTime(arrivesAt, zoneOf(leg.destination)),
              durationMinutes: leg.durationMinutes,
            };
          });
          const date = offerLegs[0]!.departureLocal.slice(0, 10);
          const wanted = (fromOrigin && date >= from && date <= to) || (toDestination && date >= from && date <= addDays(to, 1));
          if (!wanted) continue;
          for (const cabin of profile.cabins.filter((sold) => sold === request.cabin)) {
            const published = segment.fares.find((fare) => fare.cabin === cabin && fare.nationality === request.nationality);
            if (!published) continue;
            const key = [alias, schedule.flightNumber, serviceDate, cabin];
            const factor = between(profile.priceFactor.min, profile.priceFactor.max, unitFor(...key, 'price'));
            const promotion = unitFor(...key, 'promotion') < profile.promotionShare ? 10 : 0;
            const soldOut = unitFor(...key, 'sold-out') < 0.06;
            const fare: OfferFare = {
              taxIncluded: profile.taxIncluded,
              adult: fareFor(published.fare.adult, factor, promotion, false),
              child: fareFor(published.fare.child, factor, promotion, false),
              infant: fareFor(published.fare.infant, factor, promotion, true),
            };
            segments.push({
              cabinClass: cabin,
              legs: offerLegs,
              fare,
              seatsLeft: soldOut ? 0 : 1 + Math.floor(unitFor(...key, 'seats') * profile.maxSeatsShown),
              waitlistOpen: unitFor(...key, 'waitlist') < 0.6,
              offline: schedule.offline,
              distanceKm: segment.distanceKm,
            });
          }
        }
      }
    }
    return segments;
  }

  /** Whether the partner's fare engine answers this route-day at all (the same draw for search and calendar). */
  function routeDayFails(request: Pick<SourceSearchRequest, 'origin' | 'destination'>, date: string): boolean {
    return unitFor(alias, request.origin, request.destination, date, 'outcome') < profile.timeoutShare + profile.errorShare;
  }

  /** What the partner sells on one departure date: the offers a search of that day answers. */
  function offersOn(ref: Reference, request: Omit<SourceSearchRequest, 'departureDate'>, date: string): SourceOffer[] {
    const origin = ref.airports.get(request.origin);
    const destination = ref.airports.get(request.destination);
    if (!origin || !destination) return [];
    const itineraries = buildItineraries(segmentsFor(ref, request, date, date), {
      origin: request.origin,
      destination: request.destination,
      from: date,
      to: date,
      directDistanceKm: greatCircleKm(origin, destination),
      departAfter: request.departAfter,
      connections: profile.connections,
    });
    const seats = request.adult + request.child;
    return itineraries.flatMap((itinerary) => offerFor(alias, itinerary, seats, profile.fareFamily) ?? []);
  }

  return {
    alias,
    name: profile.name,
    kind: 'sandbox',

    async search(request: SourceSearchRequest, signal: AbortSignal): Promise<SourceOffer[]> {
      await openSession(signal);
      try {
        const routeDay = [alias, request.origin, request.destination, request.departureDate];
        const outcome = unitFor(...routeDay, 'outcome');
        const cacheKey = [...routeDay, request.nationality].join('|');
        const cached = profile.cache !== undefined && (fareCache.get(cacheKey) ?? 0) > Date.now();
        const latency = cached && profile.cache ? profile.cache.latencyMs : profile.latencyMs;
        // Squared, so that most answers are quick and a few are slow, as partners' latencies are.
        const delay = between(latency.min, latency.max, unitFor(...routeDay, 'latency') ** 2);

        if (outcome < profile.timeoutShare) {
          await sleep(HANG_MS, undefined, { signal });
          throw new FlightSourceError(alias, 'no answer');
        }
        await sleep(delay, undefined, { signal });
        if (outcome < profile.timeoutShare + profile.errorShare) throw new FlightSourceError(alias, 'upstream fare engine unavailable (503)');

        const offers = offersOn(await loadReference(), request, request.departureDate);
        if (profile.cache) {
          fareCache.set(cacheKey, Date.now() + profile.cache.minutes * 60_000);
          if (fareCache.size > 10_000) fareCache.delete(fareCache.keys().next().value!);
        }
        return offers;
      } finally {
        closeSession();
      }
    },

    /**
     * The partner's fare calendar: each day built exactly as that day's search, so the date strip
     * agrees with the list. A route-day its fare engine fails on (error or no answer) has no fares
     * in the calendar either, as the search of that day lists none of this partner's.
     */
    async calendar(query: SourceCalendarQuery, signal: AbortSignal): Promise<SourceOffer[]> {
      await openSession(signal);
      try {
        const latency = profile.calendarLatencyMs;
        await sleep(between(latency.min, latency.max, unitFor(alias, query.origin, query.destination, query.from, 'calendar-latency') ** 2), undefined, { signal });
        const ref = await loadReference();
        const offers: SourceOffer[] = [];
        for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
          if (!routeDayFails(query, date)) offers.push(...offersOn(ref, query, date));
        }
        return offers;
      } finally {
        closeSession();
      }
    },

    async ping(signal: AbortSignal): Promise<void> {
      await sleep(profile.latencyMs.min / 2, undefined, { signal });
    },
  };
}

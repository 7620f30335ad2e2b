import { AIRCRAFT, NETWORK_AIRLINES, NETWORK_SCHEDULES, airlineOf, channelsOf, type AircraftType, type Channel, type NetworkSchedule } from './flight-network.ts';
import {
  GROUND_MINUTES,
  blockMinutes,
  greatCircleKm,
  publishedFare,
  routeArea,
  type Cabin,
  type Nationality,
  type PublishedFare,
} from './flight-pricing.ts';

/** What the timetable needs to know of an airport (the airports table, or airport-data-js). */
export interface TimetableAirport {
  code: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface TimetableLeg {
  legNo: number;
  origin: string;
  destination: string;
  /** Minutes after the service's first departure: time-zone free, so any calendar date works. */
  departureOffsetMinutes: number;
  durationMinutes: number;
  distanceKm: number;
}

export interface TimetableFare {
  cabin: Cabin;
  nationality: Nationality;
  fare: PublishedFare;
}

/** What a passenger can buy on one service: from the start of leg `fromLeg` to the end of leg `toLeg`. */
export interface TimetableSegment {
  fromLeg: number;
  toLeg: number;
  origin: string;
  destination: string;
  /** Great-circle distance origin to destination, which the fare is computed from. */
  distanceKm: number;
  fares: TimetableFare[];
}

export interface TimetableSchedule {
  flightNumber: string;
  airlineCode: string;
  aircraft: AircraftType;
  daysOfWeek: number[];
  /** Local time of the first departure, 'HH:mm'. */
  departureTime: string;
  offline: boolean;
  channels: readonly Channel[];
  economySeats: number;
  businessSeats: number;
  legs: TimetableLeg[];
  segments: TimetableSegment[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const NATIONALITIES: readonly Nationality[] = ['local', 'foreign'];

/**
 * The published timetable: every schedule of the network with its legs timed from distance and its
 * fares computed per segment, cabin and nationality. Pure: the same airports give the same timetable.
 * @throws Error naming the schedule when the network data is inconsistent.
 */
export function buildTimetable(
  airports: ReadonlyMap<string, TimetableAirport>,
  schedules: readonly NetworkSchedule[] = NETWORK_SCHEDULES,
): TimetableSchedule[] {
  const seen = new Set<string>();
  return schedules.map((schedule) => {
    const problem = (message: string) => new Error(`flight network, schedule ${schedule.flightNumber}: ${message}`);
    if (seen.has(schedule.flightNumber)) throw problem('flight number used twice');
    seen.add(schedule.flightNumber);
    const airline = NETWORK_AIRLINES.find((candidate) => candidate.code === airlineOf(schedule.flightNumber));
    if (!airline) throw problem('unknown airline');
    if (!TIME.test(schedule.departs)) throw problem(`departure time "${schedule.departs}" is not HH:mm`);
    const days = schedule.days === 'daily' ? ALL_DAYS : [...schedule.days].sort();
    if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) throw problem('days must be ISO weekdays 1-7');
    if (schedule.route.length < 2) throw problem('a route needs at least two airports');
    const stops = schedule.route.map((code) => {
      const airport = airports.get(code);
      if (!airport) throw problem(`unknown airport ${code}`);
      return airport;
    });
    const aircraft = AIRCRAFT[schedule.aircraft];

    const legs: TimetableLeg[] = [];
    let offset = 0;
    for (let index = 1; index < stops.length; index += 1) {
      const from = stops[index - 1]!;
      const to = stops[index]!;
      if (from.code === to.code) throw problem(`leg ${index} starts and ends at ${from.code}`);
      const distanceKm = Math.round(greatCircleKm(from, to));
      const durationMinutes = blockMinutes(distanceKm, aircraft.kind);
      legs.push({ legNo: index, origin: from.code, destination: to.code, departureOffsetMinutes: offset, durationMinutes, distanceKm });
      offset += durationMinutes + GROUND_MINUTES[aircraft.kind];
    }

    const cabins: Cabin[] = aircraft.businessSeats > 0 ? ['economy', 'business'] : ['economy'];
    const segments: TimetableSegment[] = [];
    const pairs = new Set<string>();
    for (const first of legs) {
      for (const last of legs.filter((leg) => leg.legNo >= first.legNo)) {
        if (first.origin === last.destination) continue; // a circuit back to where the passenger started
        const pair = `${first.origin}-${last.destination}`;
        if (pairs.has(pair)) throw problem(`${pair} can be bought on two different stretches of the route`);
        pairs.add(pair);
        const origin = airports.get(first.origin)!;
        const destination = airports.get(last.destination)!;
        const distanceKm = Math.round(greatCircleKm(origin, destination));
        const area = routeArea(origin.countryCode, destination.countryCode);
        segments.push({
          fromLeg: first.legNo,
          toLeg: last.legNo,
          origin: origin.code,
          destination: destination.code,
          distanceKm,
          fares: cabins.flatMap((cabin) =>
            NATIONALITIES.map((nationality) => ({
              cabin,
              nationality,
              fare: publishedFare({ distanceKm, area, cabin, nationality, fareFactor: airline.fareFactor }),
            })),
          ),
        });
      }
    }

    return {
      flightNumber: schedule.flightNumber,
      airlineCode: airline.code,
      aircraft: schedule.aircraft,
      daysOfWeek: days,
      departureTime: schedule.departs,
      offline: schedule.offline ?? false,
      channels: channelsOf(schedule),
      economySeats: aircraft.economySeats,
      businessSeats: aircraft.businessSeats,
      legs,
      segments,
    };
  });
}

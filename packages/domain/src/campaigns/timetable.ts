/**
 * The timetable of our domestic flights (issue 22 item 3, `/campaign/flights-information-and-schedule`):
 * routes and the flights that serve them on each weekday, made from the weekly schedules of our own
 * inventory (flight_schedules and their legs, decision 009). Pure: the api reads the schedules, these
 * rules group and sort them, and the web picks the next day a flight operates.
 *
 * A route is every stretch a schedule sells, as the search sells them: a service RGN-NYU-MDL serves
 * RGN-NYU, NYU-MDL and RGN-MDL (one stop). A stretch that starts and ends at the same airport (a
 * circuit's way home) is no route. Domestic airports share Yangon's clock, so a later leg's time is the
 * first departure plus its offset, and one that departs after midnight operates on the next weekdays.
 */
import { addDays, parseIsoDate } from '../dates.ts';

/** ISO weekdays: 1 Monday ... 7 Sunday, as flight_schedules.days_of_week stores them. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

const MINUTES_PER_DAY = 24 * 60;
/** Online sales of a flight close 2 hours before departure (decision 009). */
export const SALES_CLOSE_MINUTES = 120;

export interface ScheduleLeg {
  readonly legNo: number;
  readonly origin: string;
  readonly destination: string;
  /** Minutes after the service's first departure. */
  readonly departureOffsetMinutes: number;
  readonly durationMinutes: number;
}

/** One weekly service as flight_schedules holds it. */
export interface WeeklySchedule {
  readonly flightNumber: string;
  readonly airlineCode: string;
  /** ISO weekdays of the first departure. */
  readonly daysOfWeek: readonly number[];
  /** 'HH:mm' local time of the first departure. */
  readonly departureTime: string;
  /** Bookable only through our team. */
  readonly offline: boolean;
  readonly legs: readonly ScheduleLeg[];
}

/** One flight of a route in the timetable. */
export interface TimetableFlight {
  readonly flightNumber: string;
  readonly airlineCode: string;
  /** 'HH:mm' at the origin. */
  readonly departureTime: string;
  /** 'HH:mm' at the destination. */
  readonly arrivalTime: string;
  /** 1 when it lands the day after it leaves. */
  readonly arrivalDayOffset: number;
  readonly durationMinutes: number;
  /** Airports it stops at on the way, in order. */
  readonly via: readonly string[];
  /** ISO weekdays it departs from the origin, ascending. */
  readonly weekdays: readonly IsoWeekday[];
  readonly offline: boolean;
}

export interface TimetableRouteCodes {
  readonly origin: string;
  readonly destination: string;
  readonly flights: readonly TimetableFlight[];
}

function clock(minutes: number): string {
  const within = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) throw new RangeError(`expected HH:mm, got "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Weekdays moved `days` later: a leg leaving after midnight of a Sunday service leaves on Monday. */
export function shiftWeekdays(weekdays: readonly number[], days: number): IsoWeekday[] {
  const shifted = weekdays.map((day) => ((((day - 1 + days) % 7) + 7) % 7) + 1) as IsoWeekday[];
  return [...new Set(shifted)].sort((a, b) => a - b);
}

/** Every stretch of a schedule (legs i..j), as a flight of the route it serves; none from an airport to itself. */
export function scheduleStretches(schedule: WeeklySchedule): Array<{ origin: string; destination: string; flight: TimetableFlight }> {
  const legs = [...schedule.legs].sort((a, b) => a.legNo - b.legNo);
  const first = minutesOf(schedule.departureTime);
  const stretches: Array<{ origin: string; destination: string; flight: TimetableFlight }> = [];
  for (let from = 0; from < legs.length; from += 1) {
    for (let to = from; to < legs.length; to += 1) {
      const start = legs[from]!;
      const end = legs[to]!;
      if (start.origin === end.destination) continue;
      const departs = first + start.departureOffsetMinutes;
      const arrives = first + end.departureOffsetMinutes + end.durationMinutes;
      stretches.push({
        origin: start.origin,
        destination: end.destination,
        flight: {
          flightNumber: schedule.flightNumber,
          airlineCode: schedule.airlineCode,
          departureTime: clock(departs),
          arrivalTime: clock(arrives),
          arrivalDayOffset: Math.floor(arrives / MINUTES_PER_DAY) - Math.floor(departs / MINUTES_PER_DAY),
          durationMinutes: arrives - departs,
          via: legs.slice(from, to).map((leg) => leg.destination),
          weekdays: shiftWeekdays(schedule.daysOfWeek, Math.floor(departs / MINUTES_PER_DAY)),
          offline: schedule.offline,
        },
      });
    }
  }
  return stretches;
}

/**
 * The timetable: one entry per route (origin, destination) that any schedule serves between two
 * airports `isIncluded` accepts (the domestic ones), its flights by departure time then flight number.
 * Routes come in the order `compareAirports` gives their origins, then their destinations (the api
 * sorts by city name in the asked language).
 */
export function buildTimetable(
  schedules: readonly WeeklySchedule[],
  isIncluded: (airportCode: string) => boolean,
  compareAirports: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): TimetableRouteCodes[] {
  const routes = new Map<string, { origin: string; destination: string; flights: TimetableFlight[] }>();
  for (const schedule of schedules) {
    for (const stretch of scheduleStretches(schedule)) {
      if (!isIncluded(stretch.origin) || !isIncluded(stretch.destination)) continue;
      const key = `${stretch.origin}-${stretch.destination}`;
      const route = routes.get(key) ?? { origin: stretch.origin, destination: stretch.destination, flights: [] };
      route.flights.push(stretch.flight);
      routes.set(key, route);
    }
  }
  for (const route of routes.values()) {
    route.flights.sort((a, b) => a.departureTime.localeCompare(b.departureTime) || a.flightNumber.localeCompare(b.flightNumber));
  }
  return [...routes.values()].sort((a, b) => compareAirports(a.origin, b.origin) || compareAirports(a.destination, b.destination));
}

/** The ISO weekday (1 Monday ... 7 Sunday) of a 'YYYY-MM-DD' day. */
export function isoWeekdayOf(isoDate: string): IsoWeekday {
  const { year, month, day } = parseIsoDate(isoDate);
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as IsoWeekday;
}

/**
 * The next day a flight can still be bought for: today when it departs at least 2 hours from now
 * (online sales close then), otherwise the first later day among its weekdays. `nowMinutes` is the
 * Yangon clock in minutes since midnight; null for a flight with no weekday.
 */
export function nextOperatingDate(weekdays: readonly number[], departureTime: string, today: string, nowMinutes: number): string | null {
  if (weekdays.length === 0) return null;
  const firstDay = minutesOf(departureTime) - nowMinutes >= SALES_CLOSE_MINUTES ? 0 : 1;
  for (let offset = firstDay; offset < firstDay + 7; offset += 1) {
    const date = addDays(today, offset);
    if (weekdays.includes(isoWeekdayOf(date))) return date;
  }
  return null;
}

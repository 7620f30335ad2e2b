/**
 * The bus results' filters and sorts (issue 21 item 3): by operator, class, departure window and
 * highest price; cheapest, earliest or fastest first. Pure functions over the search's departures,
 * so the results page applies them on the server from its address (it works without JavaScript) and
 * tests hold them. Only contract types are imported: no zod in the page's bundle.
 */
import type { BusDeparture } from '../contracts/bus.ts';
import type { BusClass } from './bus-network.ts';

export const BUS_SORTS = ['cheapest', 'earliest', 'fastest'] as const;
export type BusSort = (typeof BUS_SORTS)[number];
export const DEFAULT_BUS_SORT: BusSort = 'cheapest';

/** Departure windows by the local hour a coach leaves: from (inclusive) to (exclusive). */
export const DEPARTURE_WINDOWS = {
  morning: { from: 4, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 21 },
  night: { from: 21, to: 28 },
} as const;
export type DepartureWindow = keyof typeof DEPARTURE_WINDOWS;
export const DEPARTURE_WINDOW_NAMES = Object.keys(DEPARTURE_WINDOWS) as DepartureWindow[];

export interface BusFilters {
  /** Operator codes to keep; empty keeps every operator. */
  operators: readonly string[];
  /** Classes to keep; empty keeps both. */
  classes: readonly BusClass[];
  /** Windows to keep; empty keeps every hour. */
  windows: readonly DepartureWindow[];
  /** The highest fare of one seat, MMK; null for any. */
  maxFare: number | null;
}

export const NO_BUS_FILTERS: BusFilters = { operators: [], classes: [], windows: [], maxFare: null };

/** The window a departure time 'HH:mm' falls in (after midnight, before 4:00, is night). */
export function windowOf(departureTime: string): DepartureWindow {
  const hour = Number(departureTime.slice(0, 2));
  const shifted = hour < 4 ? hour + 24 : hour;
  return DEPARTURE_WINDOW_NAMES.find((name) => shifted >= DEPARTURE_WINDOWS[name].from && shifted < DEPARTURE_WINDOWS[name].to) ?? 'night';
}

export function filterDepartures<T extends Pick<BusDeparture, 'operator' | 'busClass' | 'departureTime' | 'fare'>>(departures: readonly T[], filters: BusFilters): T[] {
  return departures.filter(
    (departure) =>
      (filters.operators.length === 0 || filters.operators.includes(departure.operator.code)) &&
      (filters.classes.length === 0 || filters.classes.includes(departure.busClass)) &&
      (filters.windows.length === 0 || filters.windows.includes(windowOf(departure.departureTime))) &&
      (filters.maxFare === null || departure.fare <= filters.maxFare),
  );
}

/** Sorted copies; ties go to the earlier departure, then the service code, so the order is stable. */
export function sortDepartures<T extends Pick<BusDeparture, 'fare' | 'departureTime' | 'durationMinutes' | 'serviceCode'>>(departures: readonly T[], sort: BusSort): T[] {
  const key = (departure: T): number => (sort === 'cheapest' ? departure.fare : sort === 'fastest' ? departure.durationMinutes : 0);
  return [...departures].sort((a, b) => key(a) - key(b) || a.departureTime.localeCompare(b.departureTime) || a.serviceCode.localeCompare(b.serviceCode));
}

export function isBusSort(value: unknown): value is BusSort {
  return typeof value === 'string' && (BUS_SORTS as readonly string[]).includes(value);
}

/** What the filters can offer for these results: their operators (by name), classes and fares. */
export function filterOptions(departures: readonly Pick<BusDeparture, 'operator' | 'busClass' | 'fare'>[]): { operators: { code: string; name: string }[]; classes: BusClass[]; fares: { min: number; max: number } | null } {
  const operators = new Map<string, string>();
  for (const departure of departures) operators.set(departure.operator.code, departure.operator.name);
  const fares = departures.map((departure) => departure.fare);
  return {
    operators: [...operators].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)),
    classes: (['vip', 'standard'] as const).filter((busClass) => departures.some((departure) => departure.busClass === busClass)),
    fares: fares.length ? { min: Math.min(...fares), max: Math.max(...fares) } : null,
  };
}

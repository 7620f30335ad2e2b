/**
 * The bus search as its address holds it (`/bus/search?from=&to=&date=&passengers=&nationality=`,
 * then `sort=`, `operator=`, `class=`, `window=`, `maxFare=`), read and written by the landing page's
 * plain GET form, the results' loader and their filter links. Cities are our codes or a name typed
 * in either language (matchBusCities). Pure: no zod, no catalogue, for the pages' first view.
 */
import { BUS_BOOKING_HORIZON_DAYS, MAX_BUS_SEATS } from '@thwa/domain/bus/bus-limits';
import { BUS_CLASSES, busCity, matchBusCities, type BusClass, type BusCity } from '@thwa/domain/bus/bus-cities';
import { DEFAULT_BUS_SORT, DEPARTURE_WINDOW_NAMES, isBusSort, type BusFilters, type BusSort, type DepartureWindow } from '@thwa/domain/bus/bus-list';
import { addDays, isIsoDate } from '@thwa/domain/dates';

export type BusNationality = 'local' | 'foreign';

export interface BusQuery {
  from: string;
  to: string;
  date: string;
  passengers: number;
  nationality: BusNationality;
}

/** What the form shows again: the text typed, or the city's name for a code. */
export interface BusQueryText {
  from: string;
  to: string;
  date: string;
  passengers: string;
  nationality: BusNationality;
}

export type BusQueryError = 'city' | 'sameCity' | 'date' | 'passengers';
export type BusQueryErrors = Partial<Record<'from' | 'to' | 'date' | 'passengers', BusQueryError>>;

/** The first and last day on sale. */
export function busDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, BUS_BOOKING_HORIZON_DAYS) };
}

/** A city by its code or a name typed in either language: the one that matches, or none when none or several do. */
export function resolveBusCity(text: string): BusCity | null {
  const wanted = text.trim();
  if (wanted === '') return null;
  const byCode = busCity(wanted.toUpperCase());
  if (byCode) return byCode;
  const matches = matchBusCities(wanted);
  const exact = matches.find((city) => [city.nameEn, city.nameMy].some((name) => name.toLowerCase() === wanted.toLowerCase()));
  if (exact) return exact;
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

export function nationalityOf(value: string | null): BusNationality {
  return value === 'foreign' ? 'foreign' : 'local';
}

/** Reads a search from the address; every error at once, with what was typed to show again. */
export function parseBusQuery(params: URLSearchParams, today: string): { ok: true; query: BusQuery; text: BusQueryText } | { ok: false; errors: BusQueryErrors; text: BusQueryText } {
  const text: BusQueryText = {
    from: (params.get('from') ?? '').slice(0, 60),
    to: (params.get('to') ?? '').slice(0, 60),
    date: (params.get('date') ?? '').slice(0, 10),
    passengers: (params.get('passengers') ?? '1').slice(0, 2),
    nationality: nationalityOf(params.get('nationality')),
  };
  const errors: BusQueryErrors = {};
  const from = resolveBusCity(text.from);
  const to = resolveBusCity(text.to);
  if (!from) errors.from = 'city';
  if (!to) errors.to = 'city';
  if (from && to && from.code === to.code) errors.to = 'sameCity';
  const range = busDateRange(today);
  if (!isIsoDate(text.date) || text.date < range.min || text.date > range.max) errors.date = 'date';
  const passengers = Number(text.passengers);
  if (!/^\d{1,2}$/.test(text.passengers) || passengers < 1 || passengers > MAX_BUS_SEATS) errors.passengers = 'passengers';
  if (!from || !to || Object.keys(errors).length > 0) return { ok: false, errors, text };
  return { ok: true, query: { from: from.code, to: to.code, date: text.date, passengers, nationality: text.nationality }, text };
}

export interface BusListOptions {
  sort: BusSort;
  filters: BusFilters;
}

/** The results' sort and filters from the address; anything unknown is left out. */
export function parseBusListOptions(params: URLSearchParams): BusListOptions {
  const sort = params.get('sort');
  const maxFare = Number(params.get('maxFare'));
  return {
    sort: isBusSort(sort) ? sort : DEFAULT_BUS_SORT,
    filters: {
      operators: params.getAll('operator').filter((code) => /^[A-Z0-9-]{1,12}$/i.test(code)).slice(0, 20),
      classes: params.getAll('class').filter((value): value is BusClass => (BUS_CLASSES as readonly string[]).includes(value)),
      windows: params.getAll('window').filter((value): value is DepartureWindow => (DEPARTURE_WINDOW_NAMES as readonly string[]).includes(value)),
      maxFare: params.get('maxFare') && Number.isSafeInteger(maxFare) && maxFare > 0 ? maxFare : null,
    },
  };
}

/** The search's own parameters, in a stable order. */
export function busQueryParams(query: BusQuery): URLSearchParams {
  return new URLSearchParams({ from: query.from, to: query.to, date: query.date, passengers: String(query.passengers), nationality: query.nationality });
}

/** The results' address for a search, a sort and filters (the defaults left out). */
export function busSearchHref(query: BusQuery, options: BusListOptions = { sort: DEFAULT_BUS_SORT, filters: { operators: [], classes: [], windows: [], maxFare: null } }): string {
  const params = busQueryParams(query);
  if (options.sort !== DEFAULT_BUS_SORT) params.set('sort', options.sort);
  for (const operator of options.filters.operators) params.append('operator', operator);
  for (const busClass of options.filters.classes) params.append('class', busClass);
  for (const window of options.filters.windows) params.append('window', window);
  if (options.filters.maxFare !== null) params.set('maxFare', String(options.filters.maxFare));
  return `/bus/search?${params.toString()}`;
}

/** Whether any filter is on. */
export function hasFilters(filters: BusFilters): boolean {
  return filters.operators.length + filters.classes.length + filters.windows.length > 0 || filters.maxFare !== null;
}

export { MAX_BUS_SEATS };

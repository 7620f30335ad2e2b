import { BUS_CITY_CODES } from '@thwa/domain/bus/bus-cities';
import { isIsoDate } from '@thwa/domain/dates';

/** What `/ops/bus` shows, read from its address: a date (today in Yangon when absent) and optionally the cities. */
export interface BusOperationsQuery {
  date: string;
  from: string;
  to: string;
  /** Something in the address could not be read and was left out. */
  corrected: boolean;
}

const CITY_CODES: readonly string[] = BUS_CITY_CODES;

/** The page's query from its address; what cannot be read falls back (today, any city) and says so. */
export function busOperationsQueryOf(params: URLSearchParams, today: string): BusOperationsQuery {
  const date = params.get('date') ?? '';
  const from = (params.get('from') ?? '').toUpperCase();
  const to = (params.get('to') ?? '').toUpperCase();
  const dateOk = date === '' || isIsoDate(date);
  const fromOk = from === '' || CITY_CODES.includes(from);
  const toOk = to === '' || CITY_CODES.includes(to);
  return { date: dateOk && date ? date : today, from: fromOk ? from : '', to: toOk ? to : '', corrected: !dateOk || !fromOk || !toOk };
}

/** The api's address for the query. */
export function departuresPathOf(query: BusOperationsQuery): string {
  const params = new URLSearchParams({ date: query.date });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return `/ops/bus/departures?${params.toString()}`;
}

/** A departure id as the api takes it: digits, no leading zero; null otherwise. */
export function departureIdOf(value: string | undefined): string | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? value : null;
}

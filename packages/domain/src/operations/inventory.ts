import { addDays, daysBetween, isIsoDate } from '../dates.ts';

/**
 * The console's inventory rules (issue 20 item 4): what an employee may see at once and how far they
 * may move what we sell. A view covers at most INVENTORY_VIEW_MAX_DAYS dates, so one request's work is
 * bounded; an adjustment never goes below what customers already took (sold or held), nor above what
 * physically exists. The api applies these under the rows' locks, in the transaction that writes them,
 * so a sale racing an adjustment is counted before the check.
 */

/** Dates one view or one adjustment may cover: a month. */
export const INVENTORY_VIEW_MAX_DAYS = 31;
/** The most seats one leg and cabin of a dated flight may offer (flight_seats is a smallint; no aircraft we sell seats more). */
export const MAX_SEATS_ON_SALE = 600;
/**
 * A whole route's adult base fare (local travellers, MMK) an employee may file for a cabin: from 10,000
 * to 20,000,000, in thousands as airlines publish them.
 */
export const FARE_BASE_MIN = 10_000;
export const FARE_BASE_MAX = 20_000_000;
export const FARE_BASE_STEP = 1_000;

/**
 * A night's room-only price for local guests (MMK) an employee may set for a room type: from 5,000 to
 * 20,000,000, in steps of 500 as our hotels publish prices below 100,000 (hotel-catalogue roundPrice).
 */
export const NIGHT_RATE_MIN = 5_000;
export const NIGHT_RATE_MAX = 20_000_000;
export const NIGHT_RATE_STEP = 500;

/** The airline's promotion on a dated flight, as flights.discount_pct allows it. */
export const MAX_DISCOUNT_PCT = 90;

export type DateRangeProblem = 'not_a_date' | 'ends_before_start' | 'too_long';

/** The dates from `from` to `to`, both included; a problem when they are not dates, reversed or longer than the bound. */
export function inventoryDates(from: string, to: string): { dates: string[] } | { problem: DateRangeProblem } {
  if (!isIsoDate(from) || !isIsoDate(to)) return { problem: 'not_a_date' };
  const span = daysBetween(from, to);
  if (span < 0) return { problem: 'ends_before_start' };
  if (span + 1 > INVENTORY_VIEW_MAX_DAYS) return { problem: 'too_long' };
  return { dates: Array.from({ length: span + 1 }, (_, index) => addDays(from, index)) };
}

export type AdjustmentProblem = 'below_taken' | 'above_maximum' | 'not_a_count';

/** What one leg and cabin of a dated flight has: its seats on sale and those not yet taken. */
export interface SeatCounts {
  capacity: number;
  available: number;
}

/**
 * New seats on sale for a leg and cabin: never fewer than are taken (sold or held, capacity minus
 * available), never more than MAX_SEATS_ON_SALE. The seats left follow: the new capacity less what is taken.
 */
export function adjustSeats(current: SeatCounts, capacity: number): { capacity: number; available: number } | { problem: AdjustmentProblem } {
  if (!Number.isInteger(capacity) || capacity < 0) return { problem: 'not_a_count' };
  if (capacity > MAX_SEATS_ON_SALE) return { problem: 'above_maximum' };
  const taken = current.capacity - current.available;
  if (capacity < taken) return { problem: 'below_taken' };
  return { capacity, available: capacity - taken };
}

/** A room type's night: its allotment and the rooms customers took (held or sold). */
export interface NightCounts {
  capacity: number;
  taken: number;
}

/** A new allotment for a night: never below the rooms taken, never above the rooms the type has. */
export function adjustAllotment(current: NightCounts, capacity: number, roomCount: number): { capacity: number } | { problem: AdjustmentProblem } {
  if (!Number.isInteger(capacity) || capacity < 0) return { problem: 'not_a_count' };
  if (capacity > roomCount) return { problem: 'above_maximum' };
  if (capacity < current.taken) return { problem: 'below_taken' };
  return { capacity };
}

/** A dated flight's discount off adult and child bases, whole percent. */
export function discountProblem(pct: number): AdjustmentProblem | null {
  if (!Number.isInteger(pct) || pct < 0) return 'not_a_count';
  if (pct > MAX_DISCOUNT_PCT) return 'above_maximum';
  return null;
}

/** A refiled whole-route adult base fare: a whole number of thousands from FARE_BASE_MIN to FARE_BASE_MAX. */
export function fareBaseProblem(adultBase: number): AdjustmentProblem | null {
  if (!Number.isInteger(adultBase) || adultBase < FARE_BASE_MIN || adultBase % FARE_BASE_STEP !== 0) return 'not_a_count';
  if (adultBase > FARE_BASE_MAX) return 'above_maximum';
  return null;
}

/** A night's room-only local price set in the console: a whole number of NIGHT_RATE_STEPs from NIGHT_RATE_MIN to NIGHT_RATE_MAX. */
export function nightRateProblem(rate: number): AdjustmentProblem | null {
  if (!Number.isInteger(rate) || rate < NIGHT_RATE_MIN || rate % NIGHT_RATE_STEP !== 0) return 'not_a_count';
  if (rate > NIGHT_RATE_MAX) return 'above_maximum';
  return null;
}

/**
 * A hotel stay as nights: a guest who checks in on the 10th and out on the 12th sleeps the nights of
 * the 10th and the 11th, and those are the nights whose rooms are held and priced. Dates are business
 * dates ('YYYY-MM-DD'), in Asia/Yangon like every date of the product.
 */

/** The longest stay one booking may hold: beyond it the work of one request would not be bounded. */
export const MAX_STAY_NIGHTS = 30;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(dayNumber(date) * DAY_MS).toISOString().slice(0, 10) === date;
}

export type StayProblem = 'invalid_date' | 'check_out_not_after_check_in' | 'too_long';

/** The nights of a stay in order, or why there are none. */
export function stayNights(checkIn: string, checkOut: string): { nights: string[] } | { problem: StayProblem } {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return { problem: 'invalid_date' };
  const count = dayNumber(checkOut) - dayNumber(checkIn);
  if (count < 1) return { problem: 'check_out_not_after_check_in' };
  if (count > MAX_STAY_NIGHTS) return { problem: 'too_long' };
  const first = dayNumber(checkIn);
  return { nights: Array.from({ length: count }, (_, index) => new Date((first + index) * DAY_MS).toISOString().slice(0, 10)) };
}

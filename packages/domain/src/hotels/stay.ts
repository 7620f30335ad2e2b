/**
 * A hotel stay as nights: a guest who checks in on the 10th and out on the 12th sleeps the nights of
 * the 10th and the 11th, and those are the nights whose rooms are held and priced. Dates are business
 * dates ('YYYY-MM-DD'), in Asia/Yangon like every date of the product.
 */
import { addDays, daysBetween, isIsoDate } from '../dates.ts';

/** The longest stay one booking may hold: beyond it the work of one request would not be bounded. */
export const MAX_STAY_NIGHTS = 30;

export type StayProblem = 'invalid_date' | 'check_out_not_after_check_in' | 'too_long';

/** The nights of a stay in order, or why there are none. */
export function stayNights(checkIn: string, checkOut: string): { nights: string[] } | { problem: StayProblem } {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return { problem: 'invalid_date' };
  const count = daysBetween(checkIn, checkOut);
  if (count < 1) return { problem: 'check_out_not_after_check_in' };
  if (count > MAX_STAY_NIGHTS) return { problem: 'too_long' };
  return { nights: Array.from({ length: count }, (_, index) => addDays(checkIn, index)) };
}

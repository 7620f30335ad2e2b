/**
 * The checks a hotel search passes beyond its shape (spec §3 "Hotel search", §9 age bands): a stay
 * that can be sold (stay.ts: check-out after check-in, at most 30 nights), not begun yesterday and not
 * beyond the calendar we sell, and a party that can be roomed: an adult in every room, no more than
 * MAX_ADULTS_PER_ROOM adults a room, and one age from 2 to 12 for every child.
 *
 * Problems are reported with the field of the search form they belong to, in the order of the form,
 * so the first problem is the one shown. Pure and importing only rules, so the search form can run
 * the same checks in the browser. `today` is the Yangon business date.
 */
import { addDays, isIsoDate } from '../dates.ts';
import { stayNights } from './stay.ts';

/** The most rooms one booking takes. */
export const MAX_HOTEL_ROOMS = 8;
/** Adults one room may be asked for; whether a room type sleeps them is occupancy.ts's question. */
export const MAX_ADULTS_PER_ROOM = 8;
/** Children one booking may bring (each with an age). */
export const MAX_HOTEL_CHILDREN = 6;
/** Spec §9: a hotel child is 2 to 12; older is an adult, younger stays in a cot and is not counted. */
export const HOTEL_CHILD_AGE = { min: 2, max: 12 } as const;
/** Nights ahead we sell, today included: the hotel calendar's horizon, as for flights. */
export const HOTEL_BOOKING_HORIZON_DAYS = 365;

export type HotelSearchField = 'checkin' | 'checkout' | 'rooms' | 'adult' | 'child' | 'child_ages';

export type HotelSearchProblemCode =
  | 'invalid_date'
  | 'in_past'
  | 'too_far'
  | 'check_out_not_after_check_in'
  | 'too_long'
  | 'too_few'
  | 'too_many'
  | 'ages_not_matching_children'
  | 'age_out_of_range';

export interface HotelSearchProblem {
  field: HotelSearchField;
  code: HotelSearchProblemCode;
}

export interface HotelSearchParty {
  checkin: string;
  checkout: string;
  rooms: number;
  adult: number;
  child: number;
  /** Spec §3: comma separated, one age per child ('5,9'); empty without children. */
  childAges: string;
}

export interface CheckedHotelSearch {
  /** The nights slept, in order. */
  nights: string[];
  childAges: number[];
}

/** '5, 9' → [5, 9]; '' → []; anything but whole numbers separated by commas → null. */
export function parseChildAges(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  return parts.map(Number);
}

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

export function checkHotelSearch(search: HotelSearchParty, today: string): { problem: HotelSearchProblem } | CheckedHotelSearch {
  const problem = (field: HotelSearchField, code: HotelSearchProblemCode) => ({ problem: { field, code } });

  if (!isIsoDate(search.checkin)) return problem('checkin', 'invalid_date');
  if (!isIsoDate(search.checkout)) return problem('checkout', 'invalid_date');
  const stay = stayNights(search.checkin, search.checkout);
  // 'YYYY-MM-DD' strings compare like the dates they name.
  if (search.checkin < today) return problem('checkin', 'in_past');
  if (search.checkin > addDays(today, HOTEL_BOOKING_HORIZON_DAYS - 1)) return problem('checkin', 'too_far');
  if ('problem' in stay) return problem('checkout', stay.problem);
  // The last night slept must be on sale too.
  if (stay.nights.at(-1)! > addDays(today, HOTEL_BOOKING_HORIZON_DAYS - 1)) return problem('checkout', 'too_far');

  if (!isCount(search.rooms) || search.rooms < 1) return problem('rooms', 'too_few');
  if (search.rooms > MAX_HOTEL_ROOMS) return problem('rooms', 'too_many');
  if (!isCount(search.adult) || search.adult < search.rooms) return problem('adult', 'too_few');
  if (search.adult > search.rooms * MAX_ADULTS_PER_ROOM) return problem('adult', 'too_many');
  if (!isCount(search.child)) return problem('child', 'too_few');
  if (search.child > MAX_HOTEL_CHILDREN) return problem('child', 'too_many');

  const childAges = parseChildAges(search.childAges);
  if (childAges === null || childAges.length !== search.child) return problem('child_ages', 'ages_not_matching_children');
  if (childAges.some((age) => age < HOTEL_CHILD_AGE.min || age > HOTEL_CHILD_AGE.max)) return problem('child_ages', 'age_out_of_range');
  return { nights: stay.nights, childAges };
}

/**
 * Age bands (spec §3, §9): flights count adults, children and infants; hotels count adults and
 * children. Airlines price and seat by the traveller's age on the travel date, so every rule here
 * takes that date explicitly instead of "today".
 */
import { addDays, addYears, parseIsoDate } from './dates.ts';

/** Spec §9 "traveler adult over 11": 12 years and older on the travel date. */
export const TRAVELER_ADULT_MIN_AGE = 12;
/** Spec §9 "child 2 to 11". */
export const TRAVELER_CHILD_MIN_AGE = 2;
export const TRAVELER_CHILD_MAX_AGE = 11;
/** Spec §9 "infant under 2": 0 or 1 year old; infants travel on an adult's lap. */
export const TRAVELER_INFANT_MAX_AGE = 1;

/** Spec §9 "hotel adult over 12": 13 and older. */
export const HOTEL_ADULT_MIN_AGE = 13;
/** Spec §9 "hotel child 2 to 12": the ages the per-child age picker offers. */
export const HOTEL_CHILD_MIN_AGE = 2;
export const HOTEL_CHILD_MAX_AGE = 12;

export const TRAVELER_TYPES = ['adult', 'child', 'infant'] as const;
export type TravelerType = (typeof TRAVELER_TYPES)[number];

export type HotelGuestType = 'adult' | 'child' | 'infant';

/**
 * Age in full years on `onDate` (both 'YYYY-MM-DD'): the age goes up on the birthday itself.
 * Someone born on 29 February turns a year older on 1 March in a common year (28 February is still
 * "before the birthday"), the usual reading for tickets and passports.
 * @throws RangeError when a date is invalid or the birth date is after `onDate`.
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const birth = parseIsoDate(dateOfBirth);
  const on = parseIsoDate(onDate);
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  const age = on.year - birth.year - (beforeBirthday ? 1 : 0);
  if (age < 0) throw new RangeError(`date of birth ${dateOfBirth} is after ${onDate}`);
  return age;
}

/**
 * Spec §3/§9 traveller type by age on the travel date: adult over 11, child 2 to 11, infant under 2.
 * Pass the date of the flight the traveller is on; a birthday that falls exactly on that date counts.
 */
export function travelerType(dateOfBirth: string, onDate: string): TravelerType {
  const age = ageOnDate(dateOfBirth, onDate);
  if (age >= TRAVELER_ADULT_MIN_AGE) return 'adult';
  if (age >= TRAVELER_CHILD_MIN_AGE) return 'child';
  return 'infant';
}

/**
 * Spec §3/§9 hotel guest type by age in years: adult over 12, child 2 to 12. The spec gives no hotel
 * band under 2; such a guest is reported as 'infant' so the caller decides (most hotels do not count
 * them) rather than silently being counted as a child.
 */
export function hotelGuestType(age: number): HotelGuestType {
  if (!Number.isInteger(age) || age < 0) throw new RangeError(`age must be a whole number of years, got ${age}`);
  if (age >= HOTEL_ADULT_MIN_AGE) return 'adult';
  if (age >= HOTEL_CHILD_MIN_AGE) return 'child';
  return 'infant';
}

/** The ages offered when choosing each child's age in a hotel search (spec §3): 2 to 12. */
export function hotelChildAgeOptions(): number[] {
  const ages: number[] = [];
  for (let age = HOTEL_CHILD_MIN_AGE; age <= HOTEL_CHILD_MAX_AGE; age += 1) ages.push(age);
  return ages;
}

/**
 * The dates of birth that make a traveller of `type` on `onDate`, inclusive, for the date-of-birth
 * picker of a traveller slot. `earliest` is null for adults (no upper age limit). Built from the same
 * year arithmetic as {@link ageOnDate}, so the picker and the type check never disagree.
 */
export function dateOfBirthRange(type: TravelerType, onDate: string): { earliest: string | null; latest: string } {
  const lastBornAtAge = (years: number): string => addYears(onDate, -years);
  const firstBornUnderAge = (years: number): string => addDays(addYears(onDate, -years), 1);
  switch (type) {
    case 'adult':
      return { earliest: null, latest: lastBornAtAge(TRAVELER_ADULT_MIN_AGE) };
    case 'child':
      return { earliest: firstBornUnderAge(TRAVELER_ADULT_MIN_AGE), latest: lastBornAtAge(TRAVELER_CHILD_MIN_AGE) };
    case 'infant':
      return { earliest: firstBornUnderAge(TRAVELER_CHILD_MIN_AGE), latest: onDate };
  }
}

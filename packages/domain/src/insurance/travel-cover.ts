/**
 * Travel insurance (spec §3 product type 11, §5, §9): a policy covers its travellers for the days of
 * a trip, in Myanmar (domestic) or abroad (international). Every rule here is pure, so the api's
 * checks, the web's form and the premium quote agree.
 *
 * - Spec §9: "can be extended up to 30 days; ages under 70 eligible". A policy covers 1 to 30 days,
 *   counted from the first day to the last, both included.
 * - Spec §5: "Insurance requires at least one guardian": someone of full age (18) among the insured
 *   answers for the others. A party of minors alone is refused with the 'missing guardian' modal (§8).
 * - Spec §9 coverage: hospital up to 10 million MMK (domestic) or 100 million (international), death
 *   up to 10 million, liability up to 100 million, on every plan.
 */
import { ageOnDate } from '../age-bands.ts';
import { addDays, daysBetween, isIsoDate } from '../dates.ts';

export const INSURANCE_AREAS = ['domestic', 'international'] as const;
export type InsuranceArea = (typeof INSURANCE_AREAS)[number];

/** Spec §9: a policy can be extended up to 30 days. */
export const MAX_COVERAGE_DAYS = 30;
/** Spec §9 "ages under 70 eligible": 69 is the oldest insured age. */
export const MAX_INSURED_AGE = 69;
/** A guardian is of full age in Myanmar law. */
export const GUARDIAN_MIN_AGE = 18;
/** How many people one policy insures at most: a family or a small group. */
export const MAX_INSURED_PEOPLE = 9;
/** How far ahead a cover may start: as far as flights are sold. */
export const MAX_START_DAYS_AHEAD = 365;

/** Spec §9: what every travel plan covers, in MMK. */
export const TRAVEL_COVERAGE = {
  hospital: { domestic: 10_000_000, international: 100_000_000 },
  death: 10_000_000,
  liability: 100_000_000,
} as const;

/** The premium table's age bands (youngest first): each band has its own premium per area and days. */
export const INSURANCE_AGE_BANDS = [
  { from: 0, to: 17 },
  { from: 18, to: 40 },
  { from: 41, to: 60 },
  { from: 61, to: MAX_INSURED_AGE },
] as const;

/** The premium table's coverage-day buckets: a week, a fortnight, a month. */
export const COVERAGE_DAY_BUCKETS = [
  { from: 1, to: 7 },
  { from: 8, to: 15 },
  { from: 16, to: MAX_COVERAGE_DAYS },
] as const;

/** Days a cover from `startDate` to `endDate` lasts, both days counted ('YYYY-MM-DD'). */
export function coverageDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

export interface TravelCoverRequest {
  area: InsuranceArea;
  /** 'YYYY-MM-DD', the first covered day. */
  startDate: string;
  /** 'YYYY-MM-DD', the last covered day. */
  endDate: string;
  /** Each insured person's age in full years on the start date. */
  ages: readonly number[];
}

/**
 * Why a cover cannot be sold, in the catalogue's words (errors.ts), with the field at fault; null when
 * it can. `today` is the Yangon business date.
 * - INSURANCE_DATES: a start before today or too far ahead, or an end before the start;
 * - INSURANCE_TOO_LONG: more than 30 days;
 * - INSURANCE_AGE: someone 70 or older, or an age that is not a whole number of years;
 * - MISSING_GUARDIAN: no one of 18 or older among the insured.
 */
export function travelCoverProblem(
  request: TravelCoverRequest,
  today: string,
): { code: 'INSURANCE_DATES' | 'INSURANCE_TOO_LONG' | 'INSURANCE_AGE' | 'MISSING_GUARDIAN' | 'VALIDATION_FAILED'; field: string } | null {
  if (!isIsoDate(request.startDate) || request.startDate < today || request.startDate > addDays(today, MAX_START_DAYS_AHEAD)) return { code: 'INSURANCE_DATES', field: 'startDate' };
  if (!isIsoDate(request.endDate) || request.endDate < request.startDate) return { code: 'INSURANCE_DATES', field: 'endDate' };
  if (coverageDays(request.startDate, request.endDate) > MAX_COVERAGE_DAYS) return { code: 'INSURANCE_TOO_LONG', field: 'endDate' };
  if (request.ages.length === 0 || request.ages.length > MAX_INSURED_PEOPLE) return { code: 'VALIDATION_FAILED', field: 'ages' };
  const wrong = request.ages.findIndex((age) => !Number.isInteger(age) || age < 0 || age > MAX_INSURED_AGE);
  if (wrong >= 0) return { code: 'INSURANCE_AGE', field: `ages.${wrong}` };
  if (!request.ages.some((age) => age >= GUARDIAN_MIN_AGE)) return { code: 'MISSING_GUARDIAN', field: 'ages' };
  return null;
}

/** The premium table's row for one person: which age band and day bucket price them. */
export function premiumKey(age: number, days: number): { ageFrom: number; daysFrom: number } {
  const band = INSURANCE_AGE_BANDS.find((one) => age >= one.from && age <= one.to);
  const bucket = COVERAGE_DAY_BUCKETS.find((one) => days >= one.from && days <= one.to);
  if (!band || !bucket) throw new RangeError(`no premium for age ${age} over ${days} days`);
  return { ageFrom: band.from, daysFrom: bucket.from };
}

/**
 * The cover a flight's travellers can add (issue 18, spec §3): the trip's area, from its departure to
 * its return (a one-way trip: its day), each traveller at their age on the departure day.
 */
export function flightCoverOf(
  trip: { area: InsuranceArea; departureDate: string; returnDate?: string | undefined },
  travellers: readonly { dateOfBirth: string }[],
): TravelCoverRequest {
  return {
    area: trip.area,
    startDate: trip.departureDate,
    endDate: trip.returnDate || trip.departureDate,
    ages: travellers.map((traveller) => ageOnDate(traveller.dateOfBirth, trip.departureDate)),
  };
}

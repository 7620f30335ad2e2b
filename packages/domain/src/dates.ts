/**
 * Calendar dates in Asia/Yangon and the spec's date defaults (spec §5 continue-search, §9 defaults).
 *
 * Why a fixed offset instead of `Intl` time zones: Myanmar has been on UTC+06:30 without daylight
 * saving since 1945, so plain arithmetic is exact, needs no time-zone data in the browser and gives
 * the same answer on a server running in UTC, a phone set to Bangkok time, and a test under TZ=UTC.
 *
 * Dates are 'YYYY-MM-DD' strings (spec §9) and calendar maths is integer day numbers, never local
 * `Date` objects, so no result depends on the machine's time zone. Rules take `now` as a parameter.
 */

/** Asia/Yangon is UTC+06:30 all year. */
export const YANGON_UTC_OFFSET_MINUTES = 6 * 60 + 30;

/** Spec §9: from 19:00 Yangon time the default flight departure moves one day later. */
export const FLIGHT_DATE_CUTOFF_HOUR = 19;

/** Spec §9: from 16:00 Yangon time the default hotel check-in moves from tomorrow to in 2 days. */
export const HOTEL_DATE_CUTOFF_HOUR = 16;

/** Domestic or international route (spec §3 enumerations). */
export type Area = 'domestic' | 'international';

/** A calendar date split into numbers; month is 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Strict 'YYYY-MM-DD' that names a real day: '2025-02-29' and '2025-1-05' are not dates. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** @throws RangeError when the text is not a real 'YYYY-MM-DD' date. */
export function parseIsoDate(value: string): CalendarDate {
  if (!isIsoDate(value)) throw new RangeError(`expected a YYYY-MM-DD date, got "${value}"`);
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) };
}

function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The inverse of {@link dayNumber} (H. Hinnant's civil_from_days). */
function fromDayNumber(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The calendar date `n` days after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDays(isoDate: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`days must be an integer, got ${n}`);
  return formatIsoDate(fromDayNumber(dayNumber(parseIsoDate(isoDate)) + n));
}

/**
 * The same day `n` years later (or earlier). 29 February becomes 28 February in a common year,
 * which is exactly the last birth date that makes someone `n` years old on a 29 February; the
 * date-of-birth ranges in age-bands.ts rely on that.
 */
export function addYears(isoDate: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`years must be an integer, got ${n}`);
  const { year, month, day } = parseIsoDate(isoDate);
  const target = year + n;
  return formatIsoDate({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}

/** Whole days from `from` to `to` (negative when `to` is earlier); hotel nights are `daysBetween(checkIn, checkOut)`. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(parseIsoDate(to)) - dayNumber(parseIsoDate(from));
}

function yangonWallClock(now: Date): Date {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('now is an invalid Date');
  // A Date whose UTC fields read as the Yangon wall clock; only its UTC getters are used.
  return new Date(time + YANGON_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** Today's date in Yangon as 'YYYY-MM-DD' — the business date, whatever the device's time zone. */
export function yangonDate(now: Date): string {
  return formatIsoDate(fromDayNumber(Math.floor(yangonWallClock(now).getTime() / MS_PER_DAY)));
}

/** Minutes since midnight on the Yangon clock (0-1439), for the 19:00 and 16:00 cut-offs. */
export function yangonMinutesSinceMidnight(now: Date): number {
  const wall = yangonWallClock(now);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

function isAtOrAfter(now: Date, hour: number): boolean {
  return yangonMinutesSinceMidnight(now) >= hour * 60;
}

/**
 * Spec §9 "Flight default departure date: tomorrow (domestic today), plus one day after 19:00".
 * Domestic starts today, international tomorrow (a same-day international ticket is rarely
 * bookable). From 19:00:00 Yangon time — inclusive, because at 19:00 the evening's last domestic
 * departures are already closing — one more day is added.
 */
export function flightDefaultDepartureDate(now: Date, area: Area): string {
  const base = area === 'domestic' ? 0 : 1;
  return addDays(yangonDate(now), base + (isAtOrAfter(now, FLIGHT_DATE_CUTOFF_HOUR) ? 1 : 0));
}

/**
 * Default return date of a round trip: the day after the departure. The spec gives none; one night
 * away is the shortest real round trip and keeps the return valid whatever departure is chosen.
 */
export function flightDefaultReturnDate(departureDate: string): string {
  return addDays(departureDate, 1);
}

/**
 * Spec §9 "Hotel default check-in: tomorrow, or in 2 days after 16:00; check-out one day later".
 * The cut-off is inclusive (16:00:00 counts as after): check-in for tomorrow is still possible, but
 * by late afternoon most travellers searching are planning further ahead.
 */
export function hotelDefaultDates(now: Date): { checkIn: string; checkOut: string } {
  const checkIn = addDays(yangonDate(now), isAtOrAfter(now, HOTEL_DATE_CUTOFF_HOUR) ? 2 : 1);
  return { checkIn, checkOut: addDays(checkIn, 1) };
}

/**
 * Spec §5: "Continue-search is offered only when the saved departure date is not earlier than the
 * default departure date for that domestic or international route" — an older search could not be
 * booked any more. A saved date that is not a real date is never offered.
 */
export function isContinueSearchOffered(savedDepartureDate: string, now: Date, area: Area): boolean {
  if (!isIsoDate(savedDepartureDate)) return false;
  // 'YYYY-MM-DD' strings compare like the dates they name.
  return savedDepartureDate >= flightDefaultDepartureDate(now, area);
}

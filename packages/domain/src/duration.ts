/**
 * Durations and clock times of flights (spec §3 departureTime "HH:mm", totalDuration in minutes;
 * spec §5 "Durations formatted in hrs and mins", departure-time filter in minutes since midnight).
 */
import { toMyanmarDigits } from './money.ts';
import type { Language } from './settings.ts';

const HOUR_MM = 'နာရီ';
const MINUTE_MM = 'မိနစ်';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A flight duration for people: "1 hr 5 mins", "2 hrs", "45 mins", "1 min", "0 mins" in English;
 * "၂ နာရီ ၅ မိနစ်", "၄၅ မိနစ်" in Myanmar (Myanmar has no plural form). Zero parts are left out
 * so "2 hrs 0 mins" never appears. Minutes are rounded to whole minutes first, since suppliers
 * sometimes send durations computed from seconds.
 * @throws RangeError for a negative or non-finite duration: that is a data bug, not a duration.
 */
export function formatDuration(minutes: number, lang: Language): string {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`duration must be a non-negative number of minutes, got ${minutes}`);
  }
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (lang === 'mm') {
    const parts: string[] = [];
    if (hours > 0) parts.push(`${hours} ${HOUR_MM}`);
    if (rest > 0 || hours === 0) parts.push(`${rest} ${MINUTE_MM}`);
    return toMyanmarDigits(parts.join(' '));
  }
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, 'hr', 'hrs'));
  if (rest > 0 || hours === 0) parts.push(plural(rest, 'min', 'mins'));
  return parts.join(' ');
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Strict "HH:mm" on a 24-hour clock, as suppliers send departure times (spec §3). */
export function isClockTime(value: string): boolean {
  return CLOCK.test(value);
}

/**
 * Spec §5: the departure-time filter and the "earliest" sort compare minutes since midnight.
 * `minutesSinceMidnight('07:30')` is 450.
 * @throws RangeError when the text is not a strict "HH:mm" (00:00 to 23:59).
 */
export function minutesSinceMidnight(clock: string): number {
  const match = CLOCK.exec(clock);
  if (!match) throw new RangeError(`expected HH:mm, got "${clock}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The inverse of {@link minutesSinceMidnight}, for the time-filter slider labels: 450 is "07:30".
 * 1440 (the slider's open upper end) is shown as "24:00" rather than wrapping to "00:00".
 */
export function clockFromMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) {
    throw new RangeError(`expected whole minutes from 0 to 1440, got ${minutes}`);
  }
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/**
 * How the bus pages write what the api gives them, in the page language: local Yangon times
 * ('YYYY-MM-DDTHH:mm') and durations. Pure, so every bus page and the product's views share them, and
 * light (no zod, no catalogue, not the network: city-name.ts names cities) for the pages' first view.
 */
import { formatCalendarDate, formatClock, localDigits } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';

/** A local 'YYYY-MM-DDTHH:mm' as "Mon, 10 Mar 2031, 19:30" / its Myanmar form. */
export function formatLocalTime(local: string, lang: Language): string {
  const [date = '', time = ''] = local.split('T');
  return `${formatCalendarDate(date, lang, { weekday: true })}${lang === 'mm' ? '၊' : ','} ${formatClock(time.slice(0, 5), lang)}`;
}

/** Only the clock of a local time. */
export function clockOf(local: string, lang: Language): string {
  return formatClock(local.slice(11, 16), lang);
}

/** Whole hours and the minutes left, in the page's digits. */
export function durationParts(minutes: number, lang: Language): { hours: string; minutes: string } {
  return { hours: localDigits(Math.floor(minutes / 60), lang), minutes: localDigits(minutes % 60, lang) };
}

/**
 * Dates, times and digits as people read them, in English and in Myanmar (design §5: Myanmar digits,
 * month and day names in the Myanmar UI). The one formatter for pages, the thank-you screen, tickets
 * and the wallet.
 *
 * Why not `Intl.DateTimeFormat('my-MM')`: the server (Node's ICU) and the browser (Chromium's ICU)
 * carry different CLDR data for Myanmar, so the same date came out as different text on each side and
 * React threw hydration error #418 on Myanmar pages. Written out from tables, the text is the same on
 * every runtime, and Myanmar has been on UTC+06:30 without daylight saving since 1945 (dates.ts), so
 * no time-zone data is needed either.
 */
import { YANGON_UTC_OFFSET_MINUTES } from './dates.ts';
import { toMyanmarDigits } from './money.ts';
import type { Language } from './settings.ts';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Month names as Myanmar writes the Gregorian calendar (CLDR `my`, wide). */
export const MONTHS_MM = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'] as const;
/** Day names, Sunday first as `Date#getUTCDay` counts (CLDR `my`, wide: Myanmar has no shorter form in use). */
export const WEEKDAYS_MM = ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'] as const;

/** Digits as the page language writes them: Latin in English, ၀-၉ in Myanmar. */
export function localDigits(text: string | number, lang: Language): string {
  return lang === 'mm' ? toMyanmarDigits(String(text)) : String(text);
}

export interface DateFormatOptions {
  /** Lead with the day of the week: "Mon, 10 Mar 2031", "တနင်္လာ၊ ၁၀ မတ် ၂၀၃၁". */
  weekday?: boolean;
  /** English month as "Mar" (default) or "March"; Myanmar names have one form. */
  month?: 'short' | 'long';
  /** Leave the year out ("Mon, 10 Mar"), for a strip of days near today. */
  year?: boolean;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function partsOfIsoDate(isoDate: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`expected a YYYY-MM-DD date, got "${isoDate}"`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

function formatParts(parts: Parts, lang: Language, options: DateFormatOptions): string {
  const withYear = options.year !== false;
  if (lang === 'mm') {
    const date = toMyanmarDigits(`${parts.day}`) + ` ${MONTHS_MM[parts.month - 1]}` + (withYear ? ` ${toMyanmarDigits(String(parts.year))}` : '');
    return options.weekday ? `${WEEKDAYS_MM[parts.weekday]}၊ ${date}` : date;
  }
  const monthName = MONTHS_EN[parts.month - 1] ?? '';
  const date = `${parts.day} ${options.month === 'long' ? monthName : monthName.slice(0, 3)}${withYear ? ` ${parts.year}` : ''}`;
  return options.weekday ? `${WEEKDAYS_EN[parts.weekday]}, ${date}` : date;
}

/** A calendar day 'YYYY-MM-DD' (a departure, a birthday): "Mon, 10 Mar 2031" / "တနင်္လာ၊ ၁၀ မတ် ၂၀၃၁". */
export function formatCalendarDate(isoDate: string, lang: Language, options: DateFormatOptions = {}): string {
  return formatParts(partsOfIsoDate(isoDate), lang, options);
}

/** The day of the week of a calendar day: "Mon" / "တနင်္လာ" (Myanmar day names have no shorter form in use). */
export function formatWeekday(isoDate: string, lang: Language): string {
  const { weekday } = partsOfIsoDate(isoDate);
  return (lang === 'mm' ? WEEKDAYS_MM[weekday] : WEEKDAYS_EN[weekday]) ?? '';
}

/** A 24-hour clock "HH:mm" in the page's digits: "07:30" / "၀၇:၃၀". */
export function formatClock(clock: string, lang: Language): string {
  return localDigits(clock, lang);
}

function yangonParts(instant: string | Date): { parts: Parts; clock: string } {
  const time = (instant instanceof Date ? instant : new Date(instant)).getTime();
  if (Number.isNaN(time)) throw new RangeError(`expected an instant, got "${String(instant)}"`);
  // A Date whose UTC fields read as the Yangon wall clock; only its UTC getters are used.
  const wall = new Date(time + YANGON_UTC_OFFSET_MINUTES * 60_000);
  const clock = `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
  return { parts: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), weekday: wall.getUTCDay() }, clock };
}

/** The Yangon calendar day of an instant: "14 Mar 2031" / "၁၄ မတ် ၂၀၃၁". */
export function formatYangonDate(instant: string | Date, lang: Language, options: DateFormatOptions = {}): string {
  return formatParts(yangonParts(instant).parts, lang, options);
}

/** An instant as a Yangon date and 24-hour time: "14 Mar 2031, 10:30" / "၁၄ မတ် ၂၀၃၁၊ ၁၀:၃၀". */
export function formatYangonDateTime(instant: string | Date, lang: Language, options: DateFormatOptions = {}): string {
  const { parts, clock } = yangonParts(instant);
  return `${formatParts(parts, lang, options)}${lang === 'mm' ? '၊' : ','} ${formatClock(clock, lang)}`;
}

import { formatCalendarDate, formatClock } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';

/** A name in the page's language, from an entry carrying both. */
export function nameIn(named: { nameEn: string; nameMy: string }, lang: Language): string {
  return lang === 'mm' ? named.nameMy : named.nameEn;
}

/** A local Yangon 'YYYY-MM-DDTHH:mm' as the page writes it: "Tue, 1 Dec 2026, 20:30" / Myanmar words and digits. */
export function localTimeText(local: string, lang: Language): string {
  return `${formatCalendarDate(local.slice(0, 10), lang, { weekday: true })}${lang === 'mm' ? '၊' : ','} ${formatClock(local.slice(11, 16), lang)}`;
}

import { deadlineDistance } from '@thwa/domain/operations/queues';
import type { Language } from '@thwa/domain/settings';
import { localDigits } from '@thwa/domain/date-format';

/** The words a deadline is told in (the `ops` catalogue's, passed in so this stays a plain function). */
export interface DeadlineWords {
  dueIn: (time: string) => string;
  overdueBy: (time: string) => string;
  minutes: (count: string) => string;
  hours: (count: string) => string;
  days: (count: string) => string;
}

/** A span rounded for a person: '20 min', '3 h 5 min', '2 d 4 h'; digits in the page's language. */
export function spanText(totalMinutes: number, words: DeadlineWords, lang: Language): string {
  const n = (value: number) => localDigits(value, lang);
  if (totalMinutes < 60) return words.minutes(n(totalMinutes));
  const hours = Math.floor(totalMinutes / 60);
  if (hours < 24) {
    const minutes = totalMinutes % 60;
    return minutes === 0 ? words.hours(n(hours)) : `${words.hours(n(hours))} ${words.minutes(n(minutes))}`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? words.days(n(days)) : `${words.days(n(days))} ${words.hours(n(rest))}`;
}

/** 'due in 3 h' or 'overdue by 20 min', from the deadline and the instant the page was made. */
export function deadlineText(deadline: string, now: string, words: DeadlineWords, lang: Language): { overdue: boolean; text: string } {
  const { overdue, minutes } = deadlineDistance(new Date(deadline), new Date(now));
  const span = spanText(minutes, words, lang);
  return { overdue, text: overdue ? words.overdueBy(span) : words.dueIn(span) };
}

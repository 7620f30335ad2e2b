import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, formatWeekday, formatYangonDate, formatYangonDateTime, localDigits } from './date-format.ts';
import { formatDuration } from './duration.ts';
import { formatMoney } from './money.ts';

const LATIN_DIGIT = /[0-9]/;
const LATIN_LETTER = /[A-Za-z]/;

describe('dates, times and numbers in English', () => {
  it('writes a calendar day as en-GB does', () => {
    expect(formatCalendarDate('2031-03-10', 'en', { weekday: true })).toBe('Mon, 10 Mar 2031');
    expect(formatCalendarDate('2031-03-10', 'en')).toBe('10 Mar 2031');
    expect(formatCalendarDate('2031-03-10', 'en', { month: 'long' })).toBe('10 March 2031');
    expect(formatCalendarDate('2031-03-10', 'en', { weekday: true, year: false })).toBe('Mon, 10 Mar');
    expect(formatWeekday('2031-03-10', 'en')).toBe('Mon');
  });

  it('writes an instant on the Yangon clock (UTC+06:30), whatever the machine’s zone', () => {
    expect(formatYangonDateTime('2031-03-14T04:00:00.000Z', 'en')).toBe('14 Mar 2031, 10:30');
    // 18:00 UTC is already the next day in Yangon.
    expect(formatYangonDate('2031-03-14T18:00:00.000Z', 'en')).toBe('15 Mar 2031');
  });
});

describe('dates, times and numbers in Myanmar', () => {
  const samples = [
    formatCalendarDate('2031-03-10', 'mm', { weekday: true }),
    formatCalendarDate('2026-12-31', 'mm'),
    formatCalendarDate('2027-01-01', 'mm', { month: 'long', year: false }),
    formatYangonDate('2031-03-14T18:00:00.000Z', 'mm'),
    formatYangonDateTime('2031-03-14T04:00:00.000Z', 'mm'),
    formatWeekday('2031-03-15', 'mm'),
    formatClock('07:05', 'mm'),
    localDigits(1234567890, 'mm'),
    formatDuration(125, 'mm'),
    formatMoney({ amount: 1_250_000, currency: 'MMK' }, { lang: 'mm' }),
  ];

  it('has no Latin digit and no Latin letter', () => {
    for (const text of samples) {
      expect(text, text).not.toMatch(LATIN_DIGIT);
      expect(text, text).not.toMatch(LATIN_LETTER);
    }
  });

  it('uses Myanmar month and day names and digits', () => {
    expect(formatCalendarDate('2031-03-10', 'mm', { weekday: true })).toBe('တနင်္လာ၊ ၁၀ မတ် ၂၀၃၁');
    expect(formatYangonDateTime('2031-03-14T04:00:00.000Z', 'mm')).toBe('၁၄ မတ် ၂၀၃၁၊ ၁၀:၃၀');
    expect(formatClock('07:05', 'mm')).toBe('၀၇:၀၅');
  });

  it('writes every day of a year with a Myanmar month and weekday (no table gap)', () => {
    for (let day = 0; day < 366; day += 1) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      const text = formatCalendarDate(iso, 'mm', { weekday: true });
      expect(text).not.toMatch(/undefined|[0-9A-Za-z]/);
    }
  });
});

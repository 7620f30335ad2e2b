import { describe, it, expect } from 'vitest';
import {
  addDays,
  addYears,
  daysBetween,
  flightDefaultDepartureDate,
  flightDefaultReturnDate,
  hotelDefaultDates,
  isContinueSearchOffered,
  isIsoDate,
  parseIsoDate,
  yangonDate,
  yangonMinutesSinceMidnight,
} from './dates.ts';

/** An instant given as Yangon wall-clock time (UTC+06:30), independent of the test machine's zone. */
const yangon = (wall: string): Date => new Date(`${wall}+06:30`);

describe('Yangon business date (design §5: Asia/Yangon, UTC+06:30)', () => {
  it('turns to the next day at 17:30 UTC, which is midnight in Yangon', () => {
    expect(yangonDate(new Date('2025-03-10T17:29:59Z'))).toBe('2025-03-10');
    expect(yangonDate(new Date('2025-03-10T17:30:00Z'))).toBe('2025-03-11');
  });

  it('reads the Yangon clock as minutes since midnight', () => {
    expect(yangonMinutesSinceMidnight(new Date('2025-03-10T12:30:00Z'))).toBe(19 * 60);
    expect(yangonMinutesSinceMidnight(yangon('2025-03-10T00:00:00'))).toBe(0);
  });

  it('crosses year ends and leap days in Yangon', () => {
    expect(yangonDate(new Date('2024-12-31T17:30:00Z'))).toBe('2025-01-01');
    expect(yangonDate(new Date('2024-02-28T18:00:00Z'))).toBe('2024-02-29');
  });

  it('rejects an invalid now', () => {
    expect(() => yangonDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isIsoDate (spec §9 date format YYYY-MM-DD)', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2025-03-10')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
  });

  it('rejects impossible days and loose formats', () => {
    for (const bad of ['2025-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-1-05', '25-01-05', '2025-01-05T00:00', ' 2025-01-05', '0000-01-01', 20250105]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('parses into numbers and rejects non-dates', () => {
    expect(parseIsoDate('2025-03-09')).toEqual({ year: 2025, month: 3, day: 9 });
    expect(() => parseIsoDate('2025-02-30')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2025-03-10', 1)).toBe('2025-03-11');
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
    expect(() => addDays('2025-03-10', 1.5)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-03-10', '2025-03-13')).toBe(3);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2025-03-13', '2025-03-10')).toBe(-3);
  });

  it('agrees with the UTC calendar for every day of several years', () => {
    let iso = '1999-12-25';
    for (let i = 0; i < 3 * 366; i += 1) {
      const next = addDays(iso, 1);
      const expected = new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(next).toBe(expected);
      iso = next;
    }
  });

  it('moves 29 February to 28 February when adding years into a common year', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-03-10', -12)).toBe('2013-03-10');
  });
});

describe('flightDefaultDepartureDate (spec §9: tomorrow, domestic today, plus one day after 19:00)', () => {
  it('is today for a domestic flight before 19:00 Yangon time', () => {
    expect(flightDefaultDepartureDate(yangon('2025-03-10T18:59:59'), 'domestic')).toBe('2025-03-10');
  });

  it('is tomorrow for a domestic flight from 19:00 Yangon time', () => {
    expect(flightDefaultDepartureDate(yangon('2025-03-10T19:00:00'), 'domestic')).toBe('2025-03-11');
  });

  it('is tomorrow for an international flight before 19:00 Yangon time', () => {
    expect(flightDefaultDepartureDate(yangon('2025-03-10T18:59:59'), 'international')).toBe('2025-03-11');
  });

  it('is in two days for an international flight from 19:00 Yangon time', () => {
    expect(flightDefaultDepartureDate(yangon('2025-03-10T19:00:00'), 'international')).toBe('2025-03-12');
  });

  it('uses the Yangon clock, not UTC: 12:30 UTC is already 19:00 in Yangon', () => {
    expect(flightDefaultDepartureDate(new Date('2025-03-10T12:29:00Z'), 'domestic')).toBe('2025-03-10');
    expect(flightDefaultDepartureDate(new Date('2025-03-10T12:30:00Z'), 'domestic')).toBe('2025-03-11');
  });

  it('uses the Yangon date: 18:00 UTC is already the next morning in Yangon', () => {
    expect(flightDefaultDepartureDate(new Date('2025-03-10T18:00:00Z'), 'domestic')).toBe('2025-03-11');
  });

  it('rolls over month ends', () => {
    expect(flightDefaultDepartureDate(yangon('2025-12-31T23:00:00'), 'international')).toBe('2026-01-02');
  });

  it('returns the day after the departure by default', () => {
    expect(flightDefaultReturnDate('2025-03-11')).toBe('2025-03-12');
    expect(flightDefaultReturnDate('2025-02-28')).toBe('2025-03-01');
  });
});

describe('hotelDefaultDates (spec §9: check-in tomorrow, or in 2 days after 16:00; check-out one day later)', () => {
  it('checks in tomorrow before 16:00 Yangon time', () => {
    expect(hotelDefaultDates(yangon('2025-03-10T15:59:59'))).toEqual({ checkIn: '2025-03-11', checkOut: '2025-03-12' });
  });

  it('checks in in two days from 16:00 Yangon time', () => {
    expect(hotelDefaultDates(yangon('2025-03-10T16:00:00'))).toEqual({ checkIn: '2025-03-12', checkOut: '2025-03-13' });
  });

  it('uses the Yangon clock: 09:30 UTC is 16:00 in Yangon', () => {
    expect(hotelDefaultDates(new Date('2025-03-10T09:29:00Z')).checkIn).toBe('2025-03-11');
    expect(hotelDefaultDates(new Date('2025-03-10T09:30:00Z')).checkIn).toBe('2025-03-12');
  });

  it('checks in just after midnight Yangon time for tomorrow', () => {
    expect(hotelDefaultDates(yangon('2025-02-28T00:05:00'))).toEqual({ checkIn: '2025-03-01', checkOut: '2025-03-02' });
  });
});

describe('isContinueSearchOffered (spec §5: saved departure not earlier than the default departure)', () => {
  const morning = yangon('2025-03-10T09:00:00');
  const evening = yangon('2025-03-10T19:00:00');

  it('is offered for a domestic search saved for today, before 19:00', () => {
    expect(isContinueSearchOffered('2025-03-10', morning, 'domestic')).toBe(true);
  });

  it('is not offered for a domestic search saved for today, from 19:00', () => {
    expect(isContinueSearchOffered('2025-03-10', evening, 'domestic')).toBe(false);
    expect(isContinueSearchOffered('2025-03-11', evening, 'domestic')).toBe(true);
  });

  it('is not offered for an international search saved for today', () => {
    expect(isContinueSearchOffered('2025-03-10', morning, 'international')).toBe(false);
    expect(isContinueSearchOffered('2025-03-11', morning, 'international')).toBe(true);
  });

  it('is not offered for a saved date that is not a real date', () => {
    expect(isContinueSearchOffered('2025-02-30', morning, 'domestic')).toBe(false);
    expect(isContinueSearchOffered('', morning, 'domestic')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown, milestoneBetween, secondsUntil } from './countdown-format.ts';

describe('formatCountdown (spec §9: complete payment within 15 minutes)', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatCountdown(899, 'en')).toBe('14:59');
    expect(formatCountdown(900, 'en')).toBe('15:00');
    expect(formatCountdown(65, 'en')).toBe('1:05');
    expect(formatCountdown(5, 'en')).toBe('0:05');
  });

  it('reads 0:00 at and past the end, never a negative time', () => {
    expect(formatCountdown(0, 'en')).toBe('0:00');
    expect(formatCountdown(-30, 'en')).toBe('0:00');
  });

  it('adds hours past an hour (a 24-hour pay-at-shop window)', () => {
    expect(formatCountdown(3600 * 23 + 59 * 60 + 1, 'en')).toBe('23:59:01');
  });

  it('writes Myanmar digits in Myanmar', () => {
    expect(formatCountdown(899, 'mm')).toBe('၁၄:၅၉');
  });
});

describe('secondsUntil', () => {
  const now = new Date('2031-03-08T03:30:00Z');
  it('counts whole seconds to the deadline', () => {
    expect(secondsUntil('2031-03-08T03:44:59.900Z', now)).toBe(899);
    expect(secondsUntil('2031-03-08T10:15:00+06:30', now)).toBe(900);
  });
  it('is 0 once the deadline has passed, or for a deadline that is not a date', () => {
    expect(secondsUntil('2031-03-08T03:29:00Z', now)).toBe(0);
    expect(secondsUntil('soon', now)).toBe(0);
  });
});

describe('milestoneBetween: a screen reader hears 5 minutes, 1 minute and the end', () => {
  it('announces 5 minutes when the clock passes 5:00', () => {
    expect(milestoneBetween(301, 300)).toBe(5);
    expect(milestoneBetween(302, 298)).toBe(5);
  });
  it('announces 1 minute when it passes 1:00, and the end at 0', () => {
    expect(milestoneBetween(61, 60)).toBe(1);
    expect(milestoneBetween(1, 0)).toBe(0);
    expect(milestoneBetween(400, 0)).toBe(0);
  });
  it('says nothing on other seconds', () => {
    expect(milestoneBetween(899, 898)).toBeNull();
    expect(milestoneBetween(300, 299)).toBeNull();
    expect(milestoneBetween(60, 59)).toBeNull();
    expect(milestoneBetween(0, 0)).toBeNull();
  });
});

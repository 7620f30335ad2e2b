import { describe, it, expect } from 'vitest';
import { clockFromMinutes, formatDuration, isClockTime, minutesSinceMidnight } from './duration.ts';

describe('formatDuration (spec §5: durations formatted in hrs and mins)', () => {
  it('writes hours and minutes with singular and plural units', () => {
    expect(formatDuration(125, 'en')).toBe('2 hrs 5 mins');
    expect(formatDuration(65, 'en')).toBe('1 hr 5 mins');
    expect(formatDuration(61, 'en')).toBe('1 hr 1 min');
  });

  it('leaves out a zero part', () => {
    expect(formatDuration(120, 'en')).toBe('2 hrs');
    expect(formatDuration(60, 'en')).toBe('1 hr');
    expect(formatDuration(45, 'en')).toBe('45 mins');
    expect(formatDuration(0, 'en')).toBe('0 mins');
  });

  it('rounds to whole minutes first', () => {
    expect(formatDuration(59.6, 'en')).toBe('1 hr');
    expect(formatDuration(44.4, 'en')).toBe('44 mins');
  });

  it('writes Myanmar digits with နာရီ and မိနစ် in Myanmar', () => {
    expect(formatDuration(125, 'mm')).toBe('၂ နာရီ ၅ မိနစ်');
    expect(formatDuration(120, 'mm')).toBe('၂ နာရီ');
    expect(formatDuration(45, 'mm')).toBe('၄၅ မိနစ်');
    expect(formatDuration(0, 'mm')).toBe('၀ မိနစ်');
  });

  it('rejects a negative or non-finite duration', () => {
    expect(() => formatDuration(-1, 'en')).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN, 'en')).toThrow(RangeError);
  });
});

describe('minutesSinceMidnight (spec §5 departure time filter)', () => {
  it('reads HH:mm as minutes since midnight', () => {
    expect(minutesSinceMidnight('07:30')).toBe(450);
    expect(minutesSinceMidnight('00:00')).toBe(0);
    expect(minutesSinceMidnight('23:59')).toBe(1_439);
  });

  it('rejects anything that is not a strict 24-hour HH:mm', () => {
    for (const bad of ['7:30', '24:00', '12:60', '07:30:00', '', 'ab:cd']) {
      expect(isClockTime(bad)).toBe(false);
      expect(() => minutesSinceMidnight(bad)).toThrow(RangeError);
    }
    expect(isClockTime('19:05')).toBe(true);
  });
});

describe('clockFromMinutes', () => {
  it('labels the time-filter ends as HH:mm, with the open end as 24:00', () => {
    expect(clockFromMinutes(450)).toBe('07:30');
    expect(clockFromMinutes(0)).toBe('00:00');
    expect(clockFromMinutes(1_440)).toBe('24:00');
    expect(minutesSinceMidnight(clockFromMinutes(1_439))).toBe(1_439);
    expect(() => clockFromMinutes(1_441)).toThrow(RangeError);
  });
});

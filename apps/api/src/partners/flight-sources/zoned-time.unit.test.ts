import { describe, expect, it } from 'vitest';
import { instantAt, localDateTime, utcOffsetMinutes } from './zoned-time.ts';

describe('zoned time: the wall clock at an airport', () => {
  it('reads Yangon at UTC+06:30 and Seoul at UTC+09:00', () => {
    const instant = Date.UTC(2026, 11, 1, 0, 0);
    expect(localDateTime(instant, 'Asia/Yangon')).toBe('2026-12-01T06:30');
    expect(localDateTime(instant, 'Asia/Seoul')).toBe('2026-12-01T09:00');
    expect(utcOffsetMinutes(instant, 'Asia/Yangon')).toBe(390);
    expect(utcOffsetMinutes(instant, 'Asia/Kathmandu')).toBe(345);
  });

  it('gives the instant a local time names, the day before in UTC when it must', () => {
    expect(instantAt('2026-12-01', '05:00', 'Asia/Yangon')).toBe(Date.UTC(2026, 10, 30, 22, 30));
    expect(instantAt('2026-12-01', '23:55', 'Asia/Yangon')).toBe(Date.UTC(2026, 11, 1, 17, 25));
  });

  it('round-trips every quarter hour of a day, midnight as 00:00', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(localDateTime(instantAt('2026-03-14', time, 'Asia/Bangkok'), 'Asia/Bangkok')).toBe(`2026-03-14T${time}`);
    }
  });

  it('follows daylight saving where an airport has it', () => {
    // London: 08:00 is 07:00 UTC in summer and 08:00 UTC in winter.
    expect(instantAt('2026-07-01', '08:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 7, 0));
    expect(instantAt('2026-12-01', '08:00', 'Europe/London')).toBe(Date.UTC(2026, 11, 1, 8, 0));
    // The morning the clocks go forward (29 March 2026, 01:00 -> 02:00): 03:00 local is 02:00 UTC.
    expect(instantAt('2026-03-29', '03:00', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 2, 0));
  });
});

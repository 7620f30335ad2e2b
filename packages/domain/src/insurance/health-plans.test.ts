import { describe, expect, it } from 'vitest';
import { healthCancellationRefund, healthCoverDates, healthPlanProblem } from './health-plans.ts';

describe('who may buy a health plan (spec §9: ages 6 to 75)', () => {
  it.each([
    ['2020-11-27', null, 'six today'],
    ['2020-11-28', 'HEALTH_AGE', 'six tomorrow: five today'],
    ['1950-11-28', null, 'still 75'],
    ['1950-11-27', 'HEALTH_AGE', '76 today'],
    ['1981-06-01', null, '45'],
    ['2026-11-28', 'HEALTH_AGE', 'born tomorrow'],
  ])('born %s on 2026-11-27: %s (%s)', (dateOfBirth, code, _why) => {
    expect(healthPlanProblem(dateOfBirth, '2026-11-27')).toEqual(code === null ? null : { code });
  });
});

describe('a plan issued on a day', () => {
  it('covers one year from that day, and may be cancelled for a full refund up to the 15th day after it', () => {
    expect(healthCoverDates('2026-11-27')).toEqual({ coverFrom: '2026-11-27', coverTo: '2027-11-26', cancellableUntil: '2026-12-12' });
    // A leap day's anniversary falls on 28 February.
    expect(healthCoverDates('2028-02-29')).toEqual({ coverFrom: '2028-02-29', coverTo: '2029-02-27', cancellableUntil: '2028-03-15' });
  });

  it.each([
    [null, '2027-06-01', 16_700, 'not issued yet: all back'],
    ['2026-11-27', '2026-11-27', 16_700, 'the day it was issued'],
    ['2026-11-27', '2026-12-12', 16_700, 'the 15th day after'],
    ['2026-11-27', '2026-12-13', null, 'the 16th day: not cancelled online'],
  ])('issued %s, cancelled %s: %s (%s)', (issuedOn, today, refund, _why) => {
    expect(healthCancellationRefund({ issuedOn, today, paid: 16_700 })).toBe(refund);
  });
});

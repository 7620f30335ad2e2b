import { describe, expect, it } from 'vitest';
import { HEALTH_EXCLUSIONS, HEALTH_PLANS, healthPlanFor, healthPlanName } from './health-plans.ts';
import { COVERAGE_DAY_BUCKETS, INSURANCE_AGE_BANDS, MAX_COVERAGE_DAYS, coverageDays, flightCoverOf, premiumKey, travelCoverProblem, type TravelCoverRequest } from './travel-cover.ts';

const TODAY = '2026-11-27';
const family: TravelCoverRequest = { area: 'international', startDate: '2026-12-20', endDate: '2026-12-29', ages: [42, 39, 9, 4] };

describe('a travel cover', () => {
  it('counts its first and last day', () => {
    expect(coverageDays('2026-12-20', '2026-12-20')).toBe(1);
    expect(coverageDays('2026-12-20', '2026-12-29')).toBe(10);
    expect(coverageDays('2026-12-20', '2027-01-18')).toBe(MAX_COVERAGE_DAYS);
  });

  it.each<[string, Partial<TravelCoverRequest>, ReturnType<typeof travelCoverProblem>]>([
    ['a family with two parents', {}, null],
    ['one day, today', { startDate: TODAY, endDate: TODAY }, null],
    ['exactly 30 days', { endDate: '2027-01-18' }, null],
    ['31 days', { endDate: '2027-01-19' }, { code: 'INSURANCE_TOO_LONG', field: 'endDate' }],
    ['a start in the past', { startDate: '2026-11-26' }, { code: 'INSURANCE_DATES', field: 'startDate' }],
    ['a start more than a year ahead', { startDate: '2027-11-28', endDate: '2027-11-30' }, { code: 'INSURANCE_DATES', field: 'startDate' }],
    ['an end before the start', { endDate: '2026-12-19' }, { code: 'INSURANCE_DATES', field: 'endDate' }],
    ['a date that is not one', { endDate: '2026-12-32' }, { code: 'INSURANCE_DATES', field: 'endDate' }],
    ['a traveller of 69', { ages: [69] }, null],
    ['a traveller of 70', { ages: [40, 70] }, { code: 'INSURANCE_AGE', field: 'ages.1' }],
    ['a negative age', { ages: [40, -1] }, { code: 'INSURANCE_AGE', field: 'ages.1' }],
    ['an age in months', { ages: [40, 1.5] }, { code: 'INSURANCE_AGE', field: 'ages.1' }],
    ['children alone', { ages: [17, 12] }, { code: 'MISSING_GUARDIAN', field: 'ages' }],
    ['a guardian of 18 exactly', { ages: [18, 3] }, null],
    ['nobody', { ages: [] }, { code: 'VALIDATION_FAILED', field: 'ages' }],
    ['ten people', { ages: Array.from({ length: 10 }, () => 30) }, { code: 'VALIDATION_FAILED', field: 'ages' }],
  ])('%s', (_case, change, expected) => {
    expect(travelCoverProblem({ ...family, ...change }, TODAY)).toEqual(expected);
  });

  it('is priced by the band of each age and the bucket of its days, every age and day having exactly one', () => {
    expect(premiumKey(0, 1)).toEqual({ ageFrom: 0, daysFrom: 1 });
    expect(premiumKey(18, 8)).toEqual({ ageFrom: 18, daysFrom: 8 });
    expect(premiumKey(69, 30)).toEqual({ ageFrom: 61, daysFrom: 16 });
    expect(() => premiumKey(70, 5)).toThrow(RangeError);
    expect(() => premiumKey(30, 31)).toThrow(RangeError);
    for (let age = 0; age <= 69; age += 1) expect(INSURANCE_AGE_BANDS.filter((band) => age >= band.from && age <= band.to)).toHaveLength(1);
    for (let days = 1; days <= 30; days += 1) expect(COVERAGE_DAY_BUCKETS.filter((bucket) => days >= bucket.from && days <= bucket.to)).toHaveLength(1);
  });
});

describe('health plans', () => {
  it.each([
    [5, undefined],
    [6, 10_500],
    [30, 10_500],
    [31, 13_600],
    [45, 16_700],
    [60, 27_200],
    [75, 58_500],
    [76, undefined],
    [40.5, undefined],
  ])('at %s cost %s MMK', (age, price) => {
    expect(healthPlanFor(age)?.price).toBe(price);
  });

  it('cover ages 6 to 75 without a gap or an overlap', () => {
    for (let age = 6; age <= 75; age += 1) expect(HEALTH_PLANS.filter((plan) => age >= plan.ageFrom && age <= plan.ageTo)).toHaveLength(1);
  });

  it('list 16 exclusions, each written out in both languages', () => {
    expect(HEALTH_EXCLUSIONS).toHaveLength(16);
    for (const exclusion of HEALTH_EXCLUSIONS) {
      expect(exclusion.en).toMatch(/^[A-Z]/);
      expect(exclusion.mm).toMatch(/[\u1000-\u109F]/);
    }
    expect(new Set(HEALTH_EXCLUSIONS.map((exclusion) => exclusion.en)).size).toBe(16);
  });

  it('are named by their ages in either language', () => {
    expect(healthPlanName(healthPlanFor(45)!, 'en')).toBe('Health plan, ages 41–50');
    expect(healthPlanName(healthPlanFor(45)!, 'mm')).toBe('ကျန်းမာရေး အာမခံ (အသက် ၄၁–၅၀)');
  });
});

describe('the cover a flight adds', () => {
  it('runs from departure to return in the trip’s area, each traveller at their age on departure', () => {
    expect(flightCoverOf({ area: 'international', departureDate: '2026-12-20', returnDate: '2026-12-29' }, [{ dateOfBirth: '1984-12-21' }, { dateOfBirth: '2017-12-20' }])).toEqual({
      area: 'international',
      startDate: '2026-12-20',
      endDate: '2026-12-29',
      ages: [41, 9],
    });
  });

  it('covers the day of a one-way flight', () => {
    expect(flightCoverOf({ area: 'domestic', departureDate: '2026-12-20' }, [{ dateOfBirth: '1990-01-01' }])).toMatchObject({ startDate: '2026-12-20', endDate: '2026-12-20', ages: [36] });
    expect(flightCoverOf({ area: 'domestic', departureDate: '2026-12-20', returnDate: '' }, [{ dateOfBirth: '1990-01-01' }]).endDate).toBe('2026-12-20');
  });
});

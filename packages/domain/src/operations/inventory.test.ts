import { describe, expect, it } from 'vitest';
import { adjustAllotment, adjustSeats, discountProblem, FARE_BASE_MAX, FARE_BASE_MIN, fareBaseProblem, inventoryDates, INVENTORY_VIEW_MAX_DAYS, MAX_SEATS_ON_SALE, NIGHT_RATE_MAX, NIGHT_RATE_MIN, nightRateProblem } from './inventory.ts';

describe('inventory view dates', () => {
  it('lists every date from the first to the last, both included', () => {
    expect(inventoryDates('2026-12-30', '2027-01-02')).toEqual({ dates: ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'] });
    expect(inventoryDates('2026-12-01', '2026-12-01')).toEqual({ dates: ['2026-12-01'] });
  });

  it('takes at most a month of dates', () => {
    expect(inventoryDates('2026-12-01', '2026-12-31')).toMatchObject({ dates: { length: INVENTORY_VIEW_MAX_DAYS } });
    expect(inventoryDates('2026-12-01', '2027-01-01')).toEqual({ problem: 'too_long' });
  });

  it('refuses reversed ranges and what is not a date', () => {
    expect(inventoryDates('2026-12-02', '2026-12-01')).toEqual({ problem: 'ends_before_start' });
    expect(inventoryDates('2026-02-30', '2026-03-01')).toEqual({ problem: 'not_a_date' });
    expect(inventoryDates('tomorrow', '2026-03-01')).toEqual({ problem: 'not_a_date' });
  });
});

describe('seats on sale', () => {
  it('moves the seats left with the seats on sale, keeping what is taken', () => {
    // 60 on sale, 45 left: 15 sold or held.
    expect(adjustSeats({ capacity: 60, available: 45 }, 40)).toEqual({ capacity: 40, available: 25 });
    expect(adjustSeats({ capacity: 60, available: 45 }, 80)).toEqual({ capacity: 80, available: 65 });
  });

  it('goes down to exactly what is taken, never below', () => {
    expect(adjustSeats({ capacity: 60, available: 45 }, 15)).toEqual({ capacity: 15, available: 0 });
    expect(adjustSeats({ capacity: 60, available: 45 }, 14)).toEqual({ problem: 'below_taken' });
  });

  it('refuses more than the bound and what is not a count', () => {
    expect(adjustSeats({ capacity: 60, available: 60 }, MAX_SEATS_ON_SALE + 1)).toEqual({ problem: 'above_maximum' });
    expect(adjustSeats({ capacity: 60, available: 60 }, -1)).toEqual({ problem: 'not_a_count' });
    expect(adjustSeats({ capacity: 60, available: 60 }, 2.5)).toEqual({ problem: 'not_a_count' });
  });
});

describe('room allotments', () => {
  it('sets a night between the rooms taken and the rooms the type has', () => {
    expect(adjustAllotment({ capacity: 8, taken: 3 }, 3, 10)).toEqual({ capacity: 3 });
    expect(adjustAllotment({ capacity: 8, taken: 3 }, 10, 10)).toEqual({ capacity: 10 });
    expect(adjustAllotment({ capacity: 8, taken: 0 }, 0, 10)).toEqual({ capacity: 0 });
  });

  it('refuses below what is taken, above the rooms there are, and what is not a count', () => {
    expect(adjustAllotment({ capacity: 8, taken: 3 }, 2, 10)).toEqual({ problem: 'below_taken' });
    expect(adjustAllotment({ capacity: 8, taken: 3 }, 11, 10)).toEqual({ problem: 'above_maximum' });
    expect(adjustAllotment({ capacity: 8, taken: 3 }, Number.NaN, 10)).toEqual({ problem: 'not_a_count' });
  });
});

describe('flight discounts', () => {
  it('takes whole percents from 0 to 90', () => {
    expect(discountProblem(0)).toBeNull();
    expect(discountProblem(90)).toBeNull();
    expect(discountProblem(91)).toBe('above_maximum');
    expect(discountProblem(-5)).toBe('not_a_count');
    expect(discountProblem(12.5)).toBe('not_a_count');
  });
});

describe('refiled fares', () => {
  it('takes whole thousands from the least to the most an employee may file', () => {
    expect(fareBaseProblem(FARE_BASE_MIN)).toBeNull();
    expect(fareBaseProblem(180_000)).toBeNull();
    expect(fareBaseProblem(FARE_BASE_MAX)).toBeNull();
    expect(fareBaseProblem(FARE_BASE_MAX + 1_000)).toBe('above_maximum');
    expect(fareBaseProblem(FARE_BASE_MIN - 1_000)).toBe('not_a_count');
    expect(fareBaseProblem(180_500)).toBe('not_a_count');
    expect(fareBaseProblem(Number.NaN)).toBe('not_a_count');
  });
});

describe('night rates set by an employee', () => {
  it('takes steps of 500 from the least to the most a night may cost', () => {
    expect(nightRateProblem(NIGHT_RATE_MIN)).toBeNull();
    expect(nightRateProblem(85_500)).toBeNull();
    expect(nightRateProblem(NIGHT_RATE_MAX)).toBeNull();
    expect(nightRateProblem(NIGHT_RATE_MAX + 500)).toBe('above_maximum');
    expect(nightRateProblem(NIGHT_RATE_MIN - 500)).toBe('not_a_count');
    expect(nightRateProblem(85_250)).toBe('not_a_count');
    expect(nightRateProblem(0)).toBe('not_a_count');
    expect(nightRateProblem(Number.POSITIVE_INFINITY)).toBe('not_a_count');
  });
});

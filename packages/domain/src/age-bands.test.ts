import { describe, it, expect } from 'vitest';
import { addDays } from './dates.ts';
import {
  ageOnDate,
  dateOfBirthRange,
  hotelChildAgeOptions,
  hotelGuestType,
  travelerType,
  type TravelerType,
} from './age-bands.ts';

describe('ageOnDate (full years on a given date)', () => {
  it('goes up on the birthday itself, not the day before', () => {
    expect(ageOnDate('2013-03-10', '2025-03-09')).toBe(11);
    expect(ageOnDate('2013-03-10', '2025-03-10')).toBe(12);
    expect(ageOnDate('2013-03-10', '2025-03-11')).toBe(12);
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', () => {
    expect(ageOnDate('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOnDate('2012-02-29', '2025-03-01')).toBe(13);
    expect(ageOnDate('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('is 0 on the day of birth and rejects a birth after the date', () => {
    expect(ageOnDate('2025-03-10', '2025-03-10')).toBe(0);
    expect(() => ageOnDate('2025-03-11', '2025-03-10')).toThrow(RangeError);
    expect(() => ageOnDate('2025-02-30', '2025-03-10')).toThrow(RangeError);
  });
});

describe('travelerType (spec §9: adult over 11, child 2 to 11, infant under 2)', () => {
  const travel = '2025-03-10';

  it('is an adult who turns 12 exactly on the travel date', () => {
    expect(travelerType('2013-03-10', travel)).toBe('adult');
  });

  it('is a child who turns 12 the day after the travel date', () => {
    expect(travelerType('2013-03-11', travel)).toBe('child');
  });

  it('is a child who turns 2 exactly on the travel date', () => {
    expect(travelerType('2023-03-10', travel)).toBe('child');
  });

  it('is an infant who turns 2 the day after the travel date', () => {
    expect(travelerType('2023-03-11', travel)).toBe('infant');
  });

  it('is an infant born on the travel date and an adult at any greater age', () => {
    expect(travelerType(travel, travel)).toBe('infant');
    expect(travelerType('1950-01-01', travel)).toBe('adult');
  });
});

describe('hotelGuestType (spec §9: hotel adult over 12, child 2 to 12)', () => {
  it('is an adult from 13 and a child at 12', () => {
    expect(hotelGuestType(13)).toBe('adult');
    expect(hotelGuestType(12)).toBe('child');
  });

  it('is a child at 2 and below the child band at 1', () => {
    expect(hotelGuestType(2)).toBe('child');
    expect(hotelGuestType(1)).toBe('infant');
    expect(hotelGuestType(0)).toBe('infant');
  });

  it('rejects an age that is not a whole number of years', () => {
    expect(() => hotelGuestType(-1)).toThrow(RangeError);
    expect(() => hotelGuestType(2.5)).toThrow(RangeError);
  });

  it('offers child ages 2 to 12 in the hotel search', () => {
    expect(hotelChildAgeOptions()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('dateOfBirthRange (date-of-birth picker per traveller slot)', () => {
  it('gives the inclusive birth dates of each traveller type', () => {
    expect(dateOfBirthRange('adult', '2025-03-10')).toEqual({ earliest: null, latest: '2013-03-10' });
    expect(dateOfBirthRange('child', '2025-03-10')).toEqual({ earliest: '2013-03-11', latest: '2023-03-10' });
    expect(dateOfBirthRange('infant', '2025-03-10')).toEqual({ earliest: '2023-03-11', latest: '2025-03-10' });
  });

  it('agrees with travelerType for every birth date around the boundaries, leap years included', () => {
    for (const travel of ['2028-02-29', '2027-02-28', '2027-03-01', '2025-03-10']) {
      const types: TravelerType[] = ['adult', 'child', 'infant'];
      for (const type of types) {
        const { earliest, latest } = dateOfBirthRange(type, travel);
        expect(travelerType(latest, travel)).toBe(type);
        if (type !== 'infant') expect(travelerType(addDays(latest, 1), travel)).not.toBe(type);
        if (earliest) {
          expect(travelerType(earliest, travel)).toBe(type);
          expect(travelerType(addDays(earliest, -1), travel)).not.toBe(type);
        }
      }
    }
  });
});

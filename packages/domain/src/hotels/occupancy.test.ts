import { describe, expect, it } from 'vitest';
import { availableMaxAdults, fitsRooms } from './occupancy.ts';

const double = { maxAdults: 2, maxChildren: 1, rates: [{ services: [] }, { services: ['Breakfast'] }] };

describe('who fits in a hotel room', () => {
  it('gives a room one more adult when its first rate includes an extra bed, in any case (spec §5)', () => {
    expect(availableMaxAdults(double)).toBe(2);
    expect(availableMaxAdults({ ...double, rates: [{ services: ['Breakfast', 'EXTRA BED'] }] })).toBe(3);
    // Only the first rate counts, as the spec says.
    expect(availableMaxAdults({ ...double, rates: [{ services: ['Breakfast'] }, { services: ['Extra bed'] }] })).toBe(2);
    expect(availableMaxAdults({ ...double, rates: [] })).toBe(2);
  });

  it('fits guests over several rooms, each with an adult', () => {
    expect(fitsRooms(double, { rooms: 2, adults: 4, children: 2 })).toBe(true);
    expect(fitsRooms(double, { rooms: 2, adults: 5, children: 0 })).toBe(false);
    expect(fitsRooms(double, { rooms: 2, adults: 3, children: 3 })).toBe(false);
    expect(fitsRooms(double, { rooms: 2, adults: 1, children: 0 })).toBe(false);
    expect(fitsRooms(double, { rooms: 0, adults: 1, children: 0 })).toBe(false);
  });

  it('fits the extra adult an extra bed allows', () => {
    expect(fitsRooms({ ...double, rates: [{ services: ['Extra bed'] }] }, { rooms: 1, adults: 3, children: 0 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_WEIGHT, isGrowing, popularityScore, rankPopular, rankTrending, weeklyFlights } from './popular.ts';

const route = (key: string, bookings: number, searches: number, inventory = 0) => ({ key, bookings, searches, inventory });
const city = (key: string, recent: number, previous: number, inventory = 1) => ({ key, recent, previous, inventory });

describe('popularityScore', () => {
  it('weighs a booking as ten searches', () => {
    expect(BOOKING_WEIGHT).toBe(10);
    expect(popularityScore({ bookings: 2, searches: 3 })).toBe(23);
  });
});

describe('rankPopular', () => {
  it('puts the most booked first, then the most searched', () => {
    const ranked = rankPopular([route('RGN-NYU', 0, 9), route('RGN-MDL', 1, 0), route('RGN-HEH', 0, 12)], 3);
    expect(ranked.map((one) => one.key)).toEqual(['RGN-HEH', 'RGN-MDL', 'RGN-NYU']);
    expect(rankPopular([route('RGN-MDL', 2, 0), route('RGN-HEH', 1, 5)], 2).map((one) => one.key)).toEqual(['RGN-MDL', 'RGN-HEH']);
  });

  it('fills a list nobody booked or searched yet from the size of our inventory, then by key', () => {
    const ranked = rankPopular([route('RGN-KYP', 0, 0, 3), route('RGN-MDL', 0, 0, 14), route('MDL-RGN', 0, 0, 14), route('RGN-NYU', 0, 1, 0)], 4);
    expect(ranked.map((one) => one.key)).toEqual(['RGN-NYU', 'MDL-RGN', 'RGN-MDL', 'RGN-KYP']);
  });

  it('leaves out what we do not sell and nobody asked for, and keeps to the limit', () => {
    expect(rankPopular([route('RGN-BKK', 0, 0, 0), route('RGN-MDL', 0, 0, 7)], 5).map((one) => one.key)).toEqual(['RGN-MDL']);
    expect(rankPopular([route('A', 0, 0, 1), route('B', 0, 0, 2)], 1).map((one) => one.key)).toEqual(['B']);
    expect(rankPopular([route('A', 0, 0, 1)], 0)).toEqual([]);
  });
});

describe('rankTrending', () => {
  it('puts the cities whose searches grew most first: the last seven days against the seven before', () => {
    const ranked = rankTrending([city('yangon', 40, 38), city('bagan', 12, 2), city('ngapali', 6, 0)], 3);
    expect(ranked.map((one) => one.key)).toEqual(['bagan', 'ngapali', 'yangon']);
  });

  it('needs three searches to trend: one curious visitor is no trend', () => {
    expect(isGrowing({ recent: 2, previous: 0 })).toBe(false);
    expect(isGrowing({ recent: 3, previous: 0 })).toBe(true);
    expect(isGrowing({ recent: 5, previous: 5 })).toBe(false);
  });

  it('fills the list with the most searched lately, then by hotels we sell, and never a city we sell nothing in', () => {
    const ranked = rankTrending([city('mandalay', 0, 0, 9), city('yangon', 2, 8, 12), city('inle', 0, 0, 4), city('nowhere', 20, 0, 0)], 5);
    expect(ranked.map((one) => one.key)).toEqual(['yangon', 'mandalay', 'inle']);
  });
});

describe('weeklyFlights', () => {
  it('counts a flight once per weekday it flies', () => {
    expect(weeklyFlights([{ weekdays: [1, 2, 3, 4, 5, 6, 7] }, { weekdays: [1, 4] }])).toBe(9);
    expect(weeklyFlights([])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RECENT_HOTEL_LOCATIONS_MAX } from '../constants.ts';
import { addRecentHotelLocation } from './recent-locations.ts';

const location = (name: string, kind = 'city'): { name: string; kind: string } => ({ name, kind });
const names = (list: readonly { name: string }[]): string[] => list.map((entry) => entry.name);

describe('recent hotel locations (spec §4: at most 3, deduplicated by name, oldest dropped)', () => {
  it('adds the newest location last', () => {
    expect(names(addRecentHotelLocation([location('Yangon')], location('Bagan')))).toEqual(['Yangon', 'Bagan']);
    expect(names(addRecentHotelLocation([], location('Bagan')))).toEqual(['Bagan']);
  });

  it('keeps at most 3, dropping the oldest', () => {
    expect(RECENT_HOTEL_LOCATIONS_MAX).toBe(3);
    const three = ['Yangon', 'Mandalay', 'Bagan'].map((name) => location(name));
    expect(names(addRecentHotelLocation(three, location('Ngapali')))).toEqual(['Mandalay', 'Bagan', 'Ngapali']);
  });

  it('deduplicates by name: choosing a location again makes it the newest, with its new details', () => {
    const list = addRecentHotelLocation([location('Yangon'), location('Bagan'), location('Mandalay')], location('yangon ', 'township'));
    expect(list).toEqual([location('Bagan'), location('Mandalay'), location('yangon ', 'township')]);
  });

  it('does not change the list it was given', () => {
    const list = [location('Yangon')];
    addRecentHotelLocation(list, location('Bagan'));
    expect(list).toEqual([location('Yangon')]);
  });

  it('repairs a stored list that holds duplicates or too many entries', () => {
    const stored = ['Yangon', 'Yangon', 'Bagan', 'Inle', 'Kalaw', 'Bagan'].map((name) => location(name));
    expect(names(addRecentHotelLocation(stored, location('Hpa-An')))).toEqual(['Kalaw', 'Bagan', 'Hpa-An']);
  });

  it('never exceeds 3, never repeats a name, and ends with the newest, whatever was stored', () => {
    const nameArb = fc.constantFrom('Yangon', 'yangon', ' Yangon', 'Bagan', 'Inle', 'Mandalay', 'Ngapali', 'ရန်ကုန်');
    fc.assert(
      fc.property(fc.array(nameArb.map((name) => ({ name }))), nameArb, (stored, name) => {
        const list = addRecentHotelLocation(stored, { name });
        const keys = list.map((entry) => entry.name.trim().toLowerCase());
        expect(list.length).toBeLessThanOrEqual(RECENT_HOTEL_LOCATIONS_MAX);
        expect(new Set(keys).size).toBe(keys.length);
        expect(list.at(-1)).toEqual({ name });
      }),
    );
  });

  it('keeps the most recently chosen distinct names, in the order chosen', () => {
    const nameArb = fc.constantFrom('Yangon', 'Bagan', 'Inle', 'Mandalay', 'Ngapali');
    fc.assert(
      fc.property(fc.array(nameArb), (choices) => {
        const list = choices.reduce<Array<{ name: string }>>((acc, name) => addRecentHotelLocation(acc, { name }), []);
        const expected: string[] = [];
        for (const name of [...choices].reverse()) if (!expected.includes(name) && expected.length < RECENT_HOTEL_LOCATIONS_MAX) expected.unshift(name);
        expect(names(list)).toEqual(expected);
      }),
    );
  });
});

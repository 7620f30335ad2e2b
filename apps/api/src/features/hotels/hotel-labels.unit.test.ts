import { describe, expect, it } from 'vitest';
import { AMENITIES, BED_TYPES, HOTEL_TYPES } from '@thwa/domain/hotels/hotel-codes';
import { MYANMAR_TEXT, unicodeOrderProblem } from '@thwa/db/hotels/testing';
import { AMENITY_LABELS, BED_TYPE_LABELS, HOTEL_TYPE_LABELS, SERVICE_LABELS, labelOf } from './hotel-labels.ts';

const tables = { AMENITY_LABELS, BED_TYPE_LABELS, HOTEL_TYPE_LABELS, SERVICE_LABELS };

describe('hotel labels', () => {
  it('name every amenity, bed type and hotel type of the catalogue, and nothing else', () => {
    expect(Object.keys(AMENITY_LABELS).sort()).toEqual([...AMENITIES].sort());
    expect(Object.keys(BED_TYPE_LABELS).sort()).toEqual([...BED_TYPES].sort());
    expect(Object.keys(HOTEL_TYPE_LABELS).sort()).toEqual([...HOTEL_TYPES].sort());
  });

  it('are Unicode Myanmar in mm (never Zawgyi order) and plain English in en, each name once', () => {
    for (const [table, labels] of Object.entries(tables)) {
      const values = Object.values(labels) as Array<{ en: string; mm: string }>;
      for (const { en, mm } of values) {
        expect(MYANMAR_TEXT.test(mm), `${table} ${mm}`).toBe(true);
        expect(unicodeOrderProblem(mm), `${table} ${mm}`).toBeNull();
        expect(en, table).toMatch(/^[A-Z0-9][A-Za-z0-9 -]*$/);
      }
      expect(new Set(values.map((value) => value.mm)).size, table).toBe(values.length);
      expect(new Set(values.map((value) => value.en)).size, table).toBe(values.length);
    }
  });

  it('answer in the language asked for, and an unknown code as itself', () => {
    expect(labelOf(AMENITY_LABELS, 'pool', 'en')).toBe('Swimming pool');
    expect(labelOf(AMENITY_LABELS, 'pool', 'mm')).toBe('ရေကူးကန်');
    expect(labelOf(AMENITY_LABELS, 'helipad', 'mm')).toBe('helipad');
  });
});

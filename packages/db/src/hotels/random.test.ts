import { describe, expect, it } from 'vitest';
import { hashString, mixHash, seededRandom, toUnit } from './random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same key and another for another key', () => {
    const draw = (key: string) => {
      const random = seededRandom(key);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw('H1001')).toEqual(draw('H1001'));
    expect(draw('H1001')).not.toEqual(draw('H1002'));
  });

  it('draws integers across the whole range, both ends included', () => {
    const random = seededRandom('ints');
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('draws keys in proportion to their weights and never a key of weight 0', () => {
    const random = seededRandom('weights');
    const counts = { a: 0, b: 0, never: 0 };
    for (let index = 0; index < 4000; index += 1) {
      counts[random.weighted([['a', 1], ['never', 0], ['b', 3]] as const)] += 1;
    }
    expect(counts.never).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.5);
    expect(counts.b / counts.a).toBeLessThan(3.5);
  });

  it('refuses what cannot be drawn', () => {
    const random = seededRandom('errors');
    expect(() => random.pick([])).toThrow(RangeError);
    expect(() => random.int(5, 4)).toThrow(RangeError);
    expect(() => random.weighted([['a', 0]])).toThrow(RangeError);
  });
});

describe('hashes', () => {
  it('spread consecutive days evenly over [0, 1)', () => {
    const key = hashString('H1001-R1');
    const values = Array.from({ length: 10_000 }, (_, day) => toUnit(mixHash(key, 20_000 + day)));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(values.filter((value) => value < 0.1).length).toBeGreaterThan(900);
    expect(values.filter((value) => value < 0.1).length).toBeLessThan(1100);
  });
});

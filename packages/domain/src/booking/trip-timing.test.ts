import { describe, it, expect } from 'vitest';
import { MIN_RETURN_GAP_MINUTES, returnTooClose } from './trip-timing.ts';

const landing = Date.parse('2025-03-10T08:00:00Z');
const minutes = (n: number): number => landing + n * 60_000;

describe('returnTooClose (spec §5: departure and return time must not be too close)', () => {
  it('needs at least two hours between landing and the return departure', () => {
    expect(MIN_RETURN_GAP_MINUTES).toBe(120);
    expect(returnTooClose(landing, minutes(119))).toBe(true);
    expect(returnTooClose(landing, minutes(120))).toBe(false);
    expect(returnTooClose(landing, minutes(24 * 60))).toBe(false);
  });

  it('is too close when the return leaves before the outward flight lands', () => {
    expect(returnTooClose(landing, minutes(-30))).toBe(true);
  });

  it('refuses times that are not numbers', () => {
    expect(() => returnTooClose(Number.NaN, landing)).toThrow(RangeError);
  });
});

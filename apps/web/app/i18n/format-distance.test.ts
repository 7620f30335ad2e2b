import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('writes a distance in English with Latin digits', () => {
    expect(formatDistance(849, 'en')).toBe('850 m');
    expect(formatDistance(1_180, 'en')).toBe('1.2 km');
    expect(formatDistance(2_000, 'en')).toBe('2 km');
    expect(formatDistance(14_600, 'en')).toBe('15 km');
  });

  it('writes it in Myanmar with Myanmar digits and words', () => {
    expect(formatDistance(849, 'mm')).toBe('၈၅၀ မီတာ');
    expect(formatDistance(1_180, 'mm')).toBe('၁.၂ ကီလိုမီတာ');
    expect(formatDistance(14_600, 'mm')).toBe('၁၅ ကီလိုမီတာ');
    expect(formatDistance(14_600, 'mm')).not.toMatch(/[0-9]/);
  });
});

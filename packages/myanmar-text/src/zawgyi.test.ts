import { describe, expect, it } from 'vitest';
import { deepToUnicode, hasMyanmarText, isZawgyi, toUnicode } from './zawgyi.ts';

describe('Zawgyi text is detected and stored as Unicode', () => {
  it('converts Zawgyi-encoded Myanmar to Unicode', () => {
    expect(isZawgyi('ျမန္မာ')).toBe(true);
    expect(toUnicode('ျမန္မာ')).toBe('မြန်မာ');
    expect(toUnicode('မဂၤလာပါ')).toBe('မင်္ဂလာပါ');
  });

  it('leaves Unicode Myanmar unchanged', () => {
    expect(isZawgyi('မြန်မာ')).toBe(false);
    expect(toUnicode('မင်္ဂလာပါ')).toBe('မင်္ဂလာပါ');
  });

  it('leaves text without Myanmar characters alone', () => {
    expect(hasMyanmarText('Yangon RGN')).toBe(false);
    expect(toUnicode('Yangon RGN')).toBe('Yangon RGN');
  });

  it('converts every string inside a request body and keeps other values', () => {
    expect(deepToUnicode({ name: 'ျမန္မာ', count: 2, list: ['ျမန္မာ', 'Bagan'], nested: { ok: true } })).toEqual({
      name: 'မြန်မာ',
      count: 2,
      list: ['မြန်မာ', 'Bagan'],
      nested: { ok: true },
    });
  });
});

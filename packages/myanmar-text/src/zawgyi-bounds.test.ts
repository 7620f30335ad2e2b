import { describe, expect, it } from 'vitest';
import {
  ConversionLimitExceeded,
  MAX_CONVERTED_CHARACTERS,
  MAX_CONVERTIBLE_LENGTH,
  deepToUnicode,
  isZawgyi,
  toUnicode,
} from './zawgyi.ts';

const ZAWGYI = 'ျမန္မာ';
const UNICODE = 'မြန်မာ';

/** Zawgyi text of exactly `length` characters (a name repeated, cut at the end). */
function zawgyiOfLength(length: number): string {
  const word = `${ZAWGYI} `;
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

describe('Zawgyi conversion is bounded, so no request can make it run for long', () => {
  it('converts text up to the longest a field can hold', () => {
    const longest = zawgyiOfLength(MAX_CONVERTIBLE_LENGTH);
    expect(isZawgyi(longest)).toBe(true);
    const converted = toUnicode(longest);
    expect(converted).not.toBe(longest);
    expect(converted.startsWith(`${UNICODE} `)).toBe(true);
  });

  it('leaves longer text as it is, for validation to refuse by its length', () => {
    const tooLong = zawgyiOfLength(MAX_CONVERTIBLE_LENGTH + 1);
    expect(toUnicode(tooLong)).toBe(tooLong);
    // 200,000 characters would keep the converter busy for minutes; it is not even looked at.
    const huge = zawgyiOfLength(200_000);
    expect(deepToUnicode({ note: huge })).toEqual({ note: huge });
  });

  it('converts a body of many short Zawgyi fields up to the per-body total, and refuses more', () => {
    const field = zawgyiOfLength(500);
    const fitting = Array.from({ length: MAX_CONVERTED_CHARACTERS / field.length }, () => field);
    expect(deepToUnicode({ fields: fitting }).fields.every((text) => text.startsWith(UNICODE))).toBe(true);

    const oneMore = [...fitting, field];
    expect(() => deepToUnicode({ fields: oneMore })).toThrow(ConversionLimitExceeded);
    // Only text that needs converting counts: Unicode and Latin text of any amount passes.
    const unicode = Array.from({ length: 100 }, () => `${UNICODE} `.repeat(50));
    expect(deepToUnicode({ fields: unicode })).toEqual({ fields: unicode });
  });

  it('takes the per-body total as a parameter', () => {
    expect(() => deepToUnicode({ a: ZAWGYI, b: ZAWGYI }, { maxConvertedCharacters: ZAWGYI.length })).toThrow(ConversionLimitExceeded);
    expect(deepToUnicode({ a: ZAWGYI, b: 'Bagan' }, { maxConvertedCharacters: ZAWGYI.length })).toEqual({ a: UNICODE, b: 'Bagan' });
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = ZAWGYI;
    for (let level = 0; level < 100_000; level++) deep = level % 2 ? [deep] : { next: deep };
    let converted = deepToUnicode(deep);
    for (let level = 0; level < 100_000; level++) {
      converted = Array.isArray(converted) ? (converted[0] as unknown) : (converted as { next: unknown }).next;
    }
    expect(converted).toBe(UNICODE);
  });

  it('keeps a key named __proto__ as data, never as the copy’s prototype', () => {
    const body = JSON.parse(`{"__proto__": {"admin": "${ZAWGYI}"}}`) as Record<string, unknown>;
    const copy = deepToUnicode(body) as Record<string, unknown> & { admin?: unknown };
    expect(copy.admin).toBeUndefined();
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ admin: UNICODE });
  });
});

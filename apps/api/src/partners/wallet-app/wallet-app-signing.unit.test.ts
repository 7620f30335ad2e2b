import { describe, expect, it } from 'vitest';
import { canonicalRequest, isFresh, signFields, verifyFields } from './wallet-app-signing.ts';

const KEY = 'a'.repeat(64);

describe('partner wallet request signing', () => {
  it('signs the fields sorted by name, without sign and empty fields', () => {
    expect(canonicalRequest({ b: 2, a: 'x', empty: '', none: null, sign: 'zz' })).toBe('a=x&b=2');
  });

  it('verifies its own signature and refuses any change', () => {
    const signed = signFields({ token: 'abc', timestamp: 1_800_000_000, nonce: 'n1' }, KEY);
    expect(verifyFields(signed, KEY)).toBe(true);
    expect(verifyFields({ ...signed, token: 'abd' }, KEY)).toBe(false);
    expect(verifyFields({ ...signed, extra: 'field' }, KEY)).toBe(false);
    expect(verifyFields(signed, 'b'.repeat(64))).toBe(false);
  });

  it('refuses a missing or malformed signature', () => {
    expect(verifyFields({ token: 'abc' }, KEY)).toBe(false);
    expect(verifyFields({ token: 'abc', sign: 'not hex' }, KEY)).toBe(false);
    expect(verifyFields({ token: 'abc', sign: 42 }, KEY)).toBe(false);
  });

  it('is fresh within five minutes either way', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    const seconds = Math.floor(now.getTime() / 1000);
    expect(isFresh(seconds - 300, now)).toBe(true);
    expect(isFresh(seconds + 300, now)).toBe(true);
    expect(isFresh(seconds - 301, now)).toBe(false);
    expect(isFresh('1', now)).toBe(false);
  });
});

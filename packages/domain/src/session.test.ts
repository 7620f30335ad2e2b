import { describe, it, expect } from 'vitest';
import { bearerToken, isLoggedIn, isSessionExpired, sessionExpiresAt, TOKEN_VALIDITY_MARGIN_SECONDS } from './session.ts';

const gotAt = Date.parse('2025-03-10T05:00:00Z');
const token = { token_get_time: gotAt, refresh_expires_in: 1_800 };
const after = (seconds: number): Date => new Date(gotAt + seconds * 1000);

describe('isSessionExpired (spec §4: expired when token age in seconds is not below refresh_expires_in minus 5)', () => {
  it('keeps a 5 second margin', () => {
    expect(TOKEN_VALIDITY_MARGIN_SECONDS).toBe(5);
  });

  it('is not expired just below refresh_expires_in - 5 seconds', () => {
    expect(isSessionExpired(token, after(1_794.999))).toBe(false);
    expect(isSessionExpired(token, after(0))).toBe(false);
  });

  it('is expired at exactly refresh_expires_in - 5 seconds', () => {
    expect(isSessionExpired(token, after(1_795))).toBe(true);
  });

  it('is expired later on', () => {
    expect(isSessionExpired(token, after(1_800))).toBe(true);
    expect(isSessionExpired(token, after(86_400))).toBe(true);
  });

  it('is expired without a token or with damaged stored times', () => {
    expect(isSessionExpired(null, after(0))).toBe(true);
    expect(isSessionExpired(undefined, after(0))).toBe(true);
    expect(isSessionExpired({ token_get_time: Number.NaN, refresh_expires_in: 1_800 }, after(0))).toBe(true);
    expect(isSessionExpired(token, new Date('invalid'))).toBe(true);
  });

  it('is expired at once when the lifetime is within the margin', () => {
    expect(isSessionExpired({ token_get_time: gotAt, refresh_expires_in: 5 }, after(0))).toBe(true);
  });

  it('tells when the session will count as expired', () => {
    expect(sessionExpiresAt(token)).toBe(gotAt + 1_795_000);
    expect(isSessionExpired(token, new Date(sessionExpiresAt(token) - 1))).toBe(false);
    expect(isSessionExpired(token, new Date(sessionExpiresAt(token)))).toBe(true);
  });
});

describe('isLoggedIn (spec §4: not expired and user info present)', () => {
  const user = { userCode: 'CUS', email: 'a@example.com' };

  it('is logged in with a live token and user info', () => {
    expect(isLoggedIn(token, user, after(1_794))).toBe(true);
  });

  it('is not logged in once the token counts as expired', () => {
    expect(isLoggedIn(token, user, after(1_795))).toBe(false);
  });

  it('is not logged in without user info', () => {
    expect(isLoggedIn(token, null, after(10))).toBe(false);
    expect(isLoggedIn(token, undefined, after(10))).toBe(false);
    expect(isLoggedIn(token, {}, after(10))).toBe(false);
    expect(isLoggedIn(token, 'CUS', after(10))).toBe(false);
  });

  it('is not logged in without a token', () => {
    expect(isLoggedIn(null, user, after(10))).toBe(false);
  });
});

describe('bearerToken (spec §6: Bearer scheme plus the stored access token)', () => {
  it('prefixes the access token with the Bearer scheme', () => {
    expect(bearerToken('abc.def.ghi')).toBe('Bearer abc.def.ghi');
  });
});

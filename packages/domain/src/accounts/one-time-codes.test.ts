import { describe, expect, it } from 'vitest';
import { isOtpFormat, maskEmail, maskPhone, normalizeOtp, OTP_MAX_TRIES, OTP_TTL_MINUTES, otpExpiresAt, otpState } from './one-time-codes.ts';

const issued = new Date('2026-11-24T10:00:00Z');
const code = (over: Partial<{ attempts: number; consumedAt: Date | null }> = {}) => ({
  expiresAt: otpExpiresAt(issued),
  attempts: 0,
  consumedAt: null,
  ...over,
});

describe('one-time codes (design §7: 6 digits, at most 10 minutes, used once, at most 5 tries)', () => {
  it('are six digits; typed spaces and Myanmar digits are read as the code', () => {
    expect(isOtpFormat('012345')).toBe(true);
    expect(isOtpFormat('12345')).toBe(false);
    expect(isOtpFormat('1234567')).toBe(false);
    expect(isOtpFormat('12a456')).toBe(false);
    expect(normalizeOtp('၁၂၃ ၄၅၆')).toBe('123456');
    expect(normalizeOtp('123-456')).toBe('123456');
  });

  it('live 10 minutes: usable just before, expired at the tenth minute', () => {
    expect(OTP_TTL_MINUTES).toBe(10);
    expect(otpState(code(), new Date(issued.getTime() + 10 * 60_000 - 1))).toBe('usable');
    expect(otpState(code(), new Date(issued.getTime() + 10 * 60_000))).toBe('expired');
  });

  it('are used once', () => {
    expect(otpState(code({ consumedAt: issued }), issued)).toBe('used');
  });

  it('allow 5 tries: after 5 wrong ones even the right code is refused', () => {
    expect(OTP_MAX_TRIES).toBe(5);
    expect(otpState(code({ attempts: 4 }), issued)).toBe('usable');
    expect(otpState(code({ attempts: 5 }), issued)).toBe('exhausted');
  });

  it('say where they went without giving the address away', () => {
    expect(maskEmail('aung.kyaw@example.com')).toBe('a********@example.com');
    expect(maskPhone('95', '9784123456')).toBe('+95 9******456');
  });
});

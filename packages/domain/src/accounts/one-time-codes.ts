/**
 * One-time codes (design §7): 6 digits, valid at most 10 minutes, used once, at most 5 tries. A new
 * code for the same purpose and address replaces the older ones. These rules decide; the api stores
 * the codes hashed and counts the tries.
 */

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

/**
 * What a code is for; a code proves only this (a reset code cannot activate an account).
 * 'cancel_booking' is track booking's: sent to a booking's contact e-mail, its target the order id.
 * 'console_sign_in' opens an employee's operations console session, its target their user id (issue 20).
 */
export const OTP_PURPOSES = ['activation', 'reset_password', 'change_email', 'change_phone', 'cancel_booking', 'console_sign_in'] as const;
export type OtpPurposeName = (typeof OTP_PURPOSES)[number];

/** Six ASCII digits; what a person types (spaces, Myanmar digits) is normalised first by {@link normalizeOtp}. */
export function isOtpFormat(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

const MYANMAR_ZERO = 0x1040;

/** '၁၂၃ ၄၅၆' and '123 456' are both '123456'. */
export function normalizeOtp(typed: string): string {
  return [...typed.replace(/[\s-]/g, '')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= MYANMAR_ZERO && code <= MYANMAR_ZERO + 9 ? String(code - MYANMAR_ZERO) : char;
    })
    .join('');
}

export function otpExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + OTP_TTL_MINUTES * 60_000);
}

export interface StoredOtp {
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly consumedAt: Date | null;
}

/**
 * Whether a stored code may still be tried: 'used' once consumed, 'expired' at its end (inclusive),
 * 'exhausted' after 5 tries — even the right code is then refused, so guessing 10^6 codes needs
 * 200,000 fresh codes, which the send limit stops.
 */
export function otpState(code: StoredOtp, now: Date): 'usable' | 'used' | 'expired' | 'exhausted' {
  if (code.consumedAt) return 'used';
  if (code.attempts >= OTP_MAX_TRIES) return 'exhausted';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/** 'aung.kyaw@example.com' → 'a*******@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/** '+95', '9784123456' → '+95 9*******456'. */
export function maskPhone(phoneCode: string, phoneNumber: string): string {
  const visibleEnd = phoneNumber.slice(-3);
  const hidden = Math.max(phoneNumber.length - 4, 1);
  return `+${phoneCode} ${phoneNumber.slice(0, 1)}${'*'.repeat(hidden)}${visibleEnd}`;
}

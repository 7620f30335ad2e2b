/**
 * Rate limits of the identity calls (design §7). Each is counted twice, per account identifier (one
 * account attacked from many addresses) and per client address (one address trying many accounts);
 * either one refuses with 429 TOO_MANY_REQUESTS.
 */
export interface RateLimit {
  readonly max: number;
  readonly windowMinutes: number;
}

export const ACCOUNT_RATE_LIMITS = {
  /** Password sign-in (token password grant, /login). */
  signInPerIdentifier: { max: 10, windowMinutes: 15 },
  signInPerAddress: { max: 60, windowMinutes: 15 },
  /** Sending a one-time code (resendOTP, forgotPassword). */
  otpSendPerTarget: { max: 5, windowMinutes: 15 },
  otpSendPerAddress: { max: 30, windowMinutes: 15 },
  /**
   * Checking a code (verifyOTP). Each code allows 5 tries by itself; this bounds the tries over many
   * codes, and is above 5 so that the 6th try of one code is told OTP_TOO_MANY_TRIES, not 429.
   */
  otpVerifyPerTarget: { max: 15, windowMinutes: 15 },
  otpVerifyPerAddress: { max: 60, windowMinutes: 15 },
  /**
   * Creating accounts (register, guest register). Myanmar's mobile operators put many phones behind
   * one carrier-grade NAT address, so the per-address budget must leave room for a crowd of honest
   * customers; the per-identifier one stops hammering of one account.
   */
  signUpPerIdentifier: { max: 10, windowMinutes: 60 },
  signUpPerAddress: { max: 60, windowMinutes: 60 },
} as const satisfies Record<string, RateLimit>;

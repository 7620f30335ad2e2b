/**
 * Rate limits of the identity calls (design §7). Codes and sign-ups are counted twice, per account
 * identifier (one account attacked from many addresses) and per client address (one address trying
 * many accounts); sign-in three times (below). Any one refuses with 429 TOO_MANY_REQUESTS.
 */
export interface RateLimit {
  readonly max: number;
  readonly windowMinutes: number;
}

export const ACCOUNT_RATE_LIMITS = {
  /**
   * Password sign-in (token password grant, /login), counted per client address, per account from
   * that address, and per account from everywhere (`signInCounters`). Wrong passwords from one address
   * therefore hold up that address only: the owner, from another address, still signs in. The limit
   * per account alone is the slow one, for an attacker spraying guesses from many addresses: 100 an
   * hour (NIST SP 800-63B §5.2.2 allows at most 100 consecutive failures per account). Each address
   * gets 10 tries per account in 15 minutes (40 an hour), so reaching it takes at least 3 addresses
   * for an hour, or 10 at once; only then does the owner wait too.
   */
  signInPerAddress: { max: 60, windowMinutes: 15 },
  signInPerAccountAndAddress: { max: 10, windowMinutes: 15 },
  signInPerAccount: { max: 100, windowMinutes: 60 },
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
   * Codes that cancel a booking from track booking, per booking, counted only once its id and e-mail
   * match (so a stranger's wrong pairs spend nothing of the guest's). With 5 tries a code, 25 guesses an
   * hour at most; and a booking's contact is not flooded with mail.
   */
  cancelCodesPerBooking: { max: 5, windowMinutes: 60 },
  /**
   * Creating accounts (register, guest register). Myanmar's mobile operators put many phones behind
   * one carrier-grade NAT address, so the per-address budget must leave room for a crowd of honest
   * customers; the per-identifier one stops hammering of one account.
   */
  signUpPerIdentifier: { max: 10, windowMinutes: 60 },
  signUpPerAddress: { max: 60, windowMinutes: 60 },
} as const satisfies Record<string, RateLimit>;

/** One counter a call is checked against: which limit, and what it counts under. */
export interface RateCounter {
  readonly name: string;
  readonly limit: RateLimit;
  readonly key: string;
}

/**
 * The counters a password sign-in from `address` for `account` (its normalised identifier, when the
 * username names one) is checked against, in order: the first one over its limit refuses, and the
 * later ones are not counted. So an address refused for its own tries, or for this account, does not
 * use up the account's budget for everyone else.
 */
export function signInCounters(account: string | undefined, address: string): RateCounter[] {
  const counters: RateCounter[] = [{ name: 'sign-in:ip', limit: ACCOUNT_RATE_LIMITS.signInPerAddress, key: address }];
  if (account === undefined) return counters;
  counters.push(
    { name: 'sign-in:id-ip', limit: ACCOUNT_RATE_LIMITS.signInPerAccountAndAddress, key: `${account} ${address}` },
    { name: 'sign-in:id', limit: ACCOUNT_RATE_LIMITS.signInPerAccount, key: account },
  );
  return counters;
}

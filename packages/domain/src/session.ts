/**
 * Session validity (spec §4, §9). The client keeps the time it received a token and the token's
 * refresh lifetime; from those alone it decides whether to treat the visitor as signed in, so a
 * page never shows account data for a session the server will reject.
 */

/** Spec §9: a session counts as expired 5 seconds before `refresh_expires_in`, leaving time for the request in flight. */
export const TOKEN_VALIDITY_MARGIN_SECONDS = 5;

/** The stored token fields the expiry rule reads (spec §3 stored token info). */
export interface StoredTokenTimes {
  /** When the token was received, epoch milliseconds. */
  readonly token_get_time: number;
  /** Lifetime of the refresh token in seconds, as the identity service returns it. */
  readonly refresh_expires_in: number;
}

/**
 * The instant (epoch ms) from which the session counts as expired. Useful to schedule the sign-out
 * instead of polling. NaN when the stored times are not numbers.
 */
export function sessionExpiresAt(token: StoredTokenTimes): number {
  return token.token_get_time + (token.refresh_expires_in - TOKEN_VALIDITY_MARGIN_SECONDS) * 1000;
}

/**
 * Spec §4: "Session is expired when the stored token age in seconds is not below
 * refresh_expires_in minus 5". The age is exact (milliseconds / 1000), so an age of exactly
 * `refresh_expires_in - 5` seconds is expired. No token, or stored times that are not finite
 * numbers (a damaged storage entry), also count as expired: fail closed.
 */
export function isSessionExpired(token: StoredTokenTimes | null | undefined, now: Date): boolean {
  if (!token) return true;
  const { token_get_time: gotAt, refresh_expires_in: lifetime } = token;
  const nowMs = now.getTime();
  if (!Number.isFinite(gotAt) || !Number.isFinite(lifetime) || !Number.isFinite(nowMs)) return true;
  const ageSeconds = (nowMs - gotAt) / 1000;
  return !(ageSeconds < lifetime - TOKEN_VALIDITY_MARGIN_SECONDS);
}

/**
 * Spec §4: "Logged in means not expired and user info present". User info is present when it is a
 * non-empty object: the store's reset state is `{}` or null, and neither is a user.
 */
export function isLoggedIn(token: StoredTokenTimes | null | undefined, userInfo: unknown, now: Date): boolean {
  if (isSessionExpired(token, now)) return false;
  return typeof userInfo === 'object' && userInfo !== null && Object.keys(userInfo).length > 0;
}

/** Spec §6: authenticated calls send the Bearer scheme plus the stored access token. */
export function bearerToken(accessToken: string): string {
  return `Bearer ${accessToken}`;
}

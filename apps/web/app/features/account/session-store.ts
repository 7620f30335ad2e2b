import { isSessionExpired } from '@thwa/domain/session';
import { isUserCode } from '@thwa/domain/roles';

/**
 * What the session cookie holds (spec §3 "stored token info" plus the user of spec §4 "login sets
 * userId (agentId if present) and mainAgentId"). Pure: no cookie, no request, so the rules can be tested
 * with plain values and a clock.
 */

export type Realm = 'user' | 'agent';

/** The identity service's token answer, with Keycloak's field names. */
export interface TokenSetBody {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  token_type?: string;
}

export interface StoredToken {
  access_token: string;
  refresh_token: string;
  user_type: Realm;
  /** When the token set was received, epoch milliseconds. */
  token_get_time: number;
  refresh_expires_in: number;
  expires_in: number;
}

export interface StoredUser {
  userId: string;
  userCode: string;
  mainAgentId: string | null;
}

export interface StoredSession {
  token: StoredToken;
  user: StoredUser;
}

/** Refresh the access token when it has less than this left, so a page's api calls never carry a dead one. */
export const REFRESH_AHEAD_SECONDS = 30;

/** The user as the sign-in answers name it: an agent's id wins over the user id (spec §4). */
export function storedUserFrom(info: { userId: string; agentId?: string | null; userCode: string; mainAgentId?: string | null }): StoredUser {
  return { userId: info.agentId || info.userId, userCode: info.userCode, mainAgentId: info.mainAgentId ?? null };
}

export function storedTokenFrom(tokens: TokenSetBody, realm: Realm, now: Date): StoredToken {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    user_type: realm,
    token_get_time: now.getTime(),
    refresh_expires_in: tokens.refresh_expires_in,
    expires_in: tokens.expires_in,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A cookie value read back from the browser, or null when it is not a whole session. The cookie is
 * the visitor's to edit, so nothing in it is trusted beyond shaping the page: the api checks the token
 * on every call.
 */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, user } = value as Partial<Record<keyof StoredSession, unknown>>;
  if (typeof token !== 'object' || token === null || typeof user !== 'object' || user === null) return null;
  const t = token as Partial<Record<keyof StoredToken, unknown>>;
  const u = user as Partial<Record<keyof StoredUser, unknown>>;
  if (!isText(t.access_token) || !isText(t.refresh_token) || (t.user_type !== 'user' && t.user_type !== 'agent')) return null;
  if (!isCount(t.token_get_time) || !isCount(t.refresh_expires_in) || !isCount(t.expires_in)) return null;
  if (!isText(u.userId) || !isUserCode(u.userCode)) return null;
  if (u.mainAgentId !== null && u.mainAgentId !== undefined && !isText(u.mainAgentId)) return null;
  return {
    token: {
      access_token: t.access_token,
      refresh_token: t.refresh_token,
      user_type: t.user_type,
      token_get_time: t.token_get_time,
      refresh_expires_in: t.refresh_expires_in,
      expires_in: t.expires_in,
    },
    user: { userId: u.userId, userCode: u.userCode, mainAgentId: u.mainAgentId ?? null },
  };
}

/** What to do with a stored session on this request. */
export type SessionState = 'none' | 'expired' | 'refresh' | 'fresh';

/**
 * Spec §4: a session whose stored age is not below refresh_expires_in − 5 s is expired (and its
 * refresh token with it). A live one whose access token has under 30 s left is refreshed first.
 */
export function sessionState(session: StoredSession | null, now: Date): SessionState {
  if (!session) return 'none';
  if (isSessionExpired(session.token, now)) return 'expired';
  const accessAgeSeconds = (now.getTime() - session.token.token_get_time) / 1000;
  return accessAgeSeconds >= session.token.expires_in - REFRESH_AHEAD_SECONDS ? 'refresh' : 'fresh';
}

/** Where a sign-in may send the visitor back to: a path on this site only, never another origin. */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  // '//host' and '/\host' are read by browsers as another origin; control characters can hide either.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if ([...target].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const resolved = new URL(target, 'http://thwa.internal');
    if (resolved.origin !== 'http://thwa.internal') return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}

/**
 * Spec §6: where a guest or expired user opening an account page is sent, carrying the way back, the
 * route type, the user type and the userId. The userId is only ever the id of a visitor who is still
 * signed in: one who is signed out (or being signed out: an expired or ended session) gets an empty
 * one, so that no page or address of a signed-out browser, a shared phone say, shows the previous
 * user's id.
 */
export function signInPathFor(returnTo: string, signedInUserId: string | null = null): string {
  const query = new URLSearchParams({ redirect: returnTo, routeType: 'account', userType: 'allUserType', userId: signedInUserId ?? '' });
  return `/sign-in?${query.toString()}`;
}

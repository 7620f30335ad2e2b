import { createContext, createCookie, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { bearerToken } from '@thwa/domain/session';
import { webRuntime, type ApiTransport } from '../../runtime.ts';
import {
  parseStoredSession,
  sessionState,
  signInPathFor,
  storedTokenFrom,
  type Realm,
  type StoredSession,
  type StoredUser,
  type TokenSetBody,
} from './session-store.ts';

export interface SignedInUser {
  userId: string;
  userCode: string;
  realm: 'user' | 'agent';
  mainAgentId: string | null;
}

export interface AccountSession {
  user: SignedInUser;
  headers: { 'access-token': string };
}

/**
 * The signed-in visitor rides in an HttpOnly cookie, not in browser storage: the server renders the
 * account pages, and a script on the page can never read the tokens.
 */
const sessionCookie = createCookie('thwa_session', { path: '/', sameSite: 'lax', httpOnly: true });
const SESSION_COOKIE_NAME = sessionCookie.name;

/** Secure exactly when the visitor reached us over https: a cookie marked Secure is dropped on plain http (development). */
const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

const accountContext = createContext<AccountSession | null>(null);

type Context = Readonly<RouterContextProvider>;

function accountSessionOf(stored: StoredSession): AccountSession {
  return {
    user: { ...stored.user, realm: stored.token.user_type },
    headers: { 'access-token': bearerToken(stored.token.access_token) },
  };
}

/** The signed-in user of this request, or null for a guest or an expired session. */
export function readAccountSession(context: Context): AccountSession | null {
  return context.get(accountContext);
}

/**
 * The signed-in user of this request. A guest or an expired user is sent to /sign-in carrying the way
 * back (spec §6), and returns there once signed in.
 */
export function requireAccountSession(request: Request, context: Context): AccountSession {
  const session = readAccountSession(context);
  if (session) return session;
  const url = new URL(request.url);
  const returnTo = url.pathname.replace(/\.data$/, '') + url.search;
  // The visitor is signed out here (a guest, or a session that ended): the link names no user.
  throw redirect(signInPathFor(returnTo));
}

function serialize(value: StoredSession, request: Request, maxAgeSeconds: number) {
  return sessionCookie.serialize(value, { secure: isHttps(request), maxAge: Math.max(0, Math.floor(maxAgeSeconds)) });
}

/** The Set-Cookie header that signs this browser in with a fresh token set. */
export function signIn(tokens: TokenSetBody, user: StoredUser, request: Request, realm: Realm, now = new Date()): Promise<string> {
  const stored: StoredSession = { token: storedTokenFrom(tokens, realm, now), user };
  // The cookie dies with the refresh token: after that it could only ever be an expired session.
  return serialize(stored, request, tokens.refresh_expires_in);
}

/** The Set-Cookie header that forgets the session (spec §4: logout removes the stored token info). */
export function signOut(request: Request): Promise<string> {
  return sessionCookie.serialize('', { secure: isHttps(request), maxAge: 0, expires: new Date(0) });
}

/** The session cookie as stored, read from the request (for sign-out, which needs the refresh token). */
export async function readStoredSession(request: Request): Promise<StoredSession | null> {
  try {
    return parseStoredSession(await sessionCookie.parse(request.headers.get('cookie')));
  } catch {
    return null;
  }
}

/** The answers of the token endpoint that mean the refresh token is no good (anything else may pass). */
const REFUSED_STATUSES = new Set([400, 401, 403]);

type RefreshOutcome = { kind: 'rotated'; tokens: TokenSetBody; at: Date } | { kind: 'refused' } | { kind: 'unavailable' };

/**
 * Refresh tokens rotate: a second use of one is refused. Two requests of the same page (a document and
 * a prefetch) can carry the same cookie at once, so one refresh per refresh token is shared by every
 * request that arrives with it for a short while, and all of them set the same rotated cookie.
 */
const refreshes = new Map<string, Promise<RefreshOutcome>>();
const SHARED_REFRESH_MS = 60_000;

async function requestRefresh(transport: ApiTransport, token: StoredSession['token']): Promise<RefreshOutcome> {
  try {
    const response = await transport(
      new Request(new URL(`/api/auth/realms/${token.user_type}/protocol/openid-connect/token`, 'http://thwa.internal'), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token.refresh_token }).toString(),
      }),
    );
    // Only the identity service's own refusal (Keycloak's invalid_grant: 400 or 401, or a 403) ends the
    // session. Busy (429), timed out (408) or unavailable (5xx, a database time-out behind it) says
    // nothing about the session: the visitor stays signed in and a later request refreshes (issue 10).
    if (response.status !== 200 && !REFUSED_STATUSES.has(response.status)) return { kind: 'unavailable' };
    if (response.status !== 200) return { kind: 'refused' };
    const body = (await response.json()) as Partial<TokenSetBody>;
    if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') return { kind: 'refused' };
    return {
      kind: 'rotated',
      at: new Date(),
      tokens: {
        access_token: body.access_token,
        refresh_token: body.refresh_token,
        expires_in: Number(body.expires_in),
        refresh_expires_in: Number(body.refresh_expires_in),
      },
    };
  } catch {
    return { kind: 'unavailable' };
  }
}

function sharedRefresh(transport: ApiTransport, token: StoredSession['token']): Promise<RefreshOutcome> {
  const key = token.refresh_token;
  const running = refreshes.get(key);
  if (running) return running;
  const started = requestRefresh(transport, token);
  refreshes.set(key, started);
  void started.then((outcome) => {
    // A failure that may pass is not remembered: the next request tries again.
    if (outcome.kind === 'unavailable') refreshes.delete(key);
    else setTimeout(() => refreshes.delete(key), SHARED_REFRESH_MS).unref?.();
  });
  return started;
}

/** Adds a Set-Cookie to a response unless the route already set this cookie (a sign-in or sign-out wins). */
function withCookie(response: Response, cookie: string): Response {
  const alreadySet = response.headers.getSetCookie().some((header) => header.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (alreadySet) return response;
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Root middleware: reads the session cookie once per request, drops an expired session (spec §4),
 * refreshes an access token that is about to expire (the rotated cookie goes on the response), and puts
 * the signed-in user in the router context for every loader and action of the request.
 */
export const accountSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const stored = await readStoredSession(request);
  const now = new Date();
  const state = sessionState(stored, now);

  if (state === 'none' || !stored) {
    context.set(accountContext, null);
    return next();
  }
  if (state === 'expired') {
    context.set(accountContext, null);
    return withCookie(await next(), await signOut(request));
  }
  if (state === 'fresh') {
    context.set(accountContext, accountSessionOf(stored));
    return next();
  }

  const outcome = await sharedRefresh(context.get(webRuntime).api, stored.token);
  if (outcome.kind === 'rotated') {
    const cookie = await signIn(outcome.tokens, stored.user, request, stored.token.user_type, outcome.at);
    context.set(accountContext, accountSessionOf({ token: storedTokenFrom(outcome.tokens, stored.token.user_type, outcome.at), user: stored.user }));
    return withCookie(await next(), cookie);
  }
  // Refused: the session has ended on the server (signed out elsewhere, password changed).
  if (outcome.kind === 'refused') {
    context.set(accountContext, null);
    return withCookie(await next(), await signOut(request));
  }
  // Unavailable: keep the cookie, the next request tries again. An access token still within its
  // lifetime keeps working meanwhile, so a busy moment does not look like a sign-out; one already past
  // it would only be refused by the api, so this request goes on as a guest.
  const accessStillValid = now.getTime() < stored.token.token_get_time + stored.token.expires_in * 1000;
  context.set(accountContext, accessStillValid ? accountSessionOf(stored) : null);
  return next();
};

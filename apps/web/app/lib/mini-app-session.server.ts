import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { MINI_APP_SESSION_HEADER, type MiniAppIdentity, type MiniAppSessionResponse, type OpenMiniAppResponse } from '@thwa/domain/contracts/mini-app';
import { hasDeepLink, readDeepLink, withoutDeepLink } from '@thwa/domain/mini-app/deep-link';
import { createApiClient } from './api-client.ts';
import { webRuntime } from '../runtime.ts';
import { requestLanguage } from '../features/settings/settings.server.ts';

/**
 * The partner-wallet mini-app on the web (decision 041). A visit that arrives with the deep link of
 * spec §2 (its `kbzpay_token`) has its token exchanged by the api with the partner; only then does the
 * browser get the session's cookie, and lands on the same page without the link's parameters. A
 * refused token (forged, expired, used) lands on /mini-app/refused with no session. Every later request
 * learns the session's identity (the partner's) from the api, once, here.
 */
const COOKIE = 'thwa_mini_app';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
export const MINI_APP_REFUSED_PATH = '/mini-app/refused';

export interface MiniAppSession {
  sessionId: string;
  identity: MiniAppIdentity;
}

const miniAppContext = createContext<MiniAppSession | null>(null);

type Context = Readonly<RouterContextProvider>;

/** The request's mini-app session, or null outside one. */
export function readMiniApp(context: Context): MiniAppSession | null {
  return context.get(miniAppContext);
}

/** The header that tells the api a call comes from inside the mini-app (it offers and accepts the partner wallet there). */
export function miniAppHeaders(session: MiniAppSession | null): Record<string, string> {
  return session ? { [MINI_APP_SESSION_HEADER]: session.sessionId } : {};
}

function sessionIdOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && SESSION_ID.test(value)) return value;
  }
  return null;
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

function cookie(request: Request, value: string, expiresAt: Date | null): string {
  const parts = [`${COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', expiresAt ? `Expires=${expiresAt.toUTCString()}` : 'Max-Age=0'];
  if (isHttps(request)) parts.push('Secure');
  return parts.join('; ');
}

export const miniAppMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const api = createApiClient(context.get(webRuntime).api, await requestLanguage(request));
  if (hasDeepLink(url.searchParams) && request.method === 'GET') {
    const link = readDeepLink(url.searchParams);
    const opened = link.ok
      ? await api
          .post<OpenMiniAppResponse>('/mini-app/session', { token: link.link.token, client: link.link.client, platform: link.link.platform, referralCode: link.link.referralCode })
          .catch(() => null)
      : null;
    if (!opened || opened.status !== 200) {
      // No session: whatever session this browser had before ends too, so a refused link never rides on an old one.
      const lang = url.searchParams.get('lang') === 'mm' ? '?lang=mm' : '';
      throw redirect(`${MINI_APP_REFUSED_PATH}${lang}`, { status: 303, headers: { 'Set-Cookie': cookie(request, '', null), 'cache-control': 'no-store' } });
    }
    const { sessionId, expiresAt } = opened.body.data;
    throw redirect(withoutDeepLink(url), { status: 303, headers: { 'Set-Cookie': cookie(request, sessionId, new Date(expiresAt)), 'cache-control': 'no-store' } });
  }
  const sessionId = sessionIdOf(request);
  if (!sessionId) {
    context.set(miniAppContext, null);
    return next();
  }
  const answer = await api.get<MiniAppSessionResponse>('/mini-app/session', undefined, { [MINI_APP_SESSION_HEADER]: sessionId }).catch(() => null);
  context.set(miniAppContext, answer?.status === 200 ? { sessionId, identity: answer.body.data } : null);
  return next();
};

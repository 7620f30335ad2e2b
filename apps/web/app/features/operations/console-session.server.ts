import { createCookie, data, redirect, type RouterContextProvider } from 'react-router';
import { CONSOLE_SESSION_HEADER, type ConsoleActor } from '@thwa/domain/contracts/operations';
import { can, type OpsPermission } from '@thwa/domain/operations/permissions';
import { roleFromUserCode } from '@thwa/domain/roles';
import type { Language } from '@thwa/domain/settings';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { webRuntime } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import type { StatusPageContent } from '../../ui/status-page.tsx';
import { requestLanguage } from '../settings/settings.server.ts';
import { call, dataOf, type ApiOutcome } from '../thank-you/order-api.server.ts';
import { signInPathFor } from '../account/session-store.ts';
import { requireAccountSession, signOut, type AccountSession } from '../account/session.server.ts';
import { CONSOLE_HOME, consoleSignInPathFor, pageOf } from './console-redirects.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * The console session's token (decision 032) rides in a cookie of its own, apart from the site's
 * session: HttpOnly (no script reads it), SameSite=Strict (no other site's link or form carries it) and
 * sent only to `/ops` pages, so a customer page never holds it. The api keeps only its hash and ends it
 * after 30 idle minutes; the cookie lives no longer than a working day.
 * React Router fetches the data of the page `/ops` from `/ops.data`, a path the cookie path `/ops` does
 * not cover (a cookie path matches itself and what lies below it), so the same cookie is also set for
 * that one path: without it, every move to the console's home inside the page would look signed out.
 */
const consoleCookie = createCookie('thwa_console', { path: '/ops', sameSite: 'strict', httpOnly: true, maxAge: 12 * 60 * 60 });

/** Secure exactly when the visitor reached us over https (as the site's cookie). */
const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

export async function readConsoleToken(request: Request): Promise<string | null> {
  try {
    const value: unknown = await consoleCookie.parse(request.headers.get('cookie'));
    return typeof value === 'string' && /^[\w-]{16,200}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

const COOKIE_PATHS = ['/ops', '/ops.data'] as const;

/** The Set-Cookie headers that hold a newly opened console session. */
export function keepConsoleToken(token: string, request: Request): Promise<string[]> {
  return Promise.all(COOKIE_PATHS.map((path) => consoleCookie.serialize(token, { path, secure: isHttps(request) })));
}

/** The Set-Cookie headers that forget the console session. */
export function forgetConsoleToken(request: Request): Promise<string[]> {
  return Promise.all(COOKIE_PATHS.map((path) => consoleCookie.serialize('', { path, secure: isHttps(request), maxAge: 0, expires: new Date(0) })));
}

/** Headers that set each of these cookies. */
export function withCookies(cookies: readonly string[], headers = new Headers()): Headers {
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** The language, the api and the catalogue of a console loader or action. */
export async function consoleTools(request: Request, context: Readonly<RouterContextProvider>) {
  const lang: Language = await requestLanguage(request);
  const api: ApiClient = createApiClient(context.get(webRuntime).api, lang);
  const messages = messagesFor(lang);
  const t: T = (key, values) => translate(messages, key, values);
  return { lang, api, t };
}

/** The 403 page (the root error boundary shows it), for a visitor who is not an employee of the console or lacks the permission. */
export function consoleForbidden(t: T, reason: 'notEmployee' | 'permission' = 'notEmployee'): never {
  const page: StatusPageContent =
    reason === 'notEmployee'
      ? { title: t('ops.forbidden.title'), body: t('ops.forbidden.body'), action: { href: '/', label: t('ops.forbidden.home') } }
      : { title: t('ops.forbidden.title'), body: t('ops.forbidden.permission'), action: { href: CONSOLE_HOME, label: t('ops.forbidden.console') } };
  throw data(page, { status: 403, headers: { 'cache-control': 'no-store' } });
}

/** True for a signed-in employee (EMP); the api has the last word on their groups. */
export function isEmployee(session: AccountSession): boolean {
  return roleFromUserCode(session.user.userCode).role === 'employee';
}

/**
 * What an api refusal means for a console page: the site session ended (sign in on the site again, with
 * the way back), the console session ended (a new code), or not allowed (403). Anything else is the
 * caller's to show.
 */
async function refuse(request: Request, outcome: Extract<ApiOutcome<unknown>, { ok: false }>, t: T): Promise<void> {
  const returnTo = pageOf(request);
  if (outcome.errorCode === 'CONSOLE_SESSION_REQUIRED') {
    throw redirect(consoleSignInPathFor(returnTo), { headers: withCookies(await forgetConsoleToken(request)) });
  }
  if (outcome.status === 401) {
    throw redirect(signInPathFor(returnTo), { headers: withCookies([await signOut(request), ...(await forgetConsoleToken(request))]) });
  }
  if (outcome.status === 403) consoleForbidden(t, 'permission');
}

/** A console call: the access token and the console session go with it; a refusal that ends the session throws (see `refuse`). */
export interface ConsoleApi {
  get<D>(path: string): Promise<ApiOutcome<D>>;
  /** `extra` adds headers of the call's own: an Idempotency-Key for a form that must act once. */
  post<D>(path: string, body?: unknown, extra?: Record<string, string>): Promise<ApiOutcome<D>>;
  delete<D>(path: string): Promise<ApiOutcome<D>>;
}

function consoleApi(request: Request, api: ApiClient, headers: Record<string, string>, t: T): ConsoleApi {
  async function checked<D>(send: () => Promise<{ status: number; body: unknown }>): Promise<ApiOutcome<D>> {
    // Every console call answers `{ code: 200, data }`.
    const outcome = await call(send, (body) => dataOf<D>(body));
    if (!outcome.ok) await refuse(request, outcome, t);
    return outcome;
  }
  return {
    get: (path) => checked(() => api.get(path, undefined, headers)),
    post: (path, body = {}, extra = {}) => checked(() => api.post(path, body, { ...extra, ...headers })),
    delete: (path) => checked(() => api.delete(path, headers)),
  };
}

export interface ConsoleContext {
  actor: ConsoleActor;
  api: ConsoleApi;
  lang: Language;
  t: T;
}

/** One GET /api/ops/me per request, however many of its loaders ask (the layout's and the page's run together). */
const asked = new WeakMap<object, Promise<ConsoleContext>>();

async function resolveConsoleActor({ request, context }: Args): Promise<ConsoleContext> {
  // A guest (or an ended site session) signs in on the site first, and comes back here.
  const session = requireAccountSession(request, context);
  const { lang, api, t } = await consoleTools(request, context);
  if (!isEmployee(session)) consoleForbidden(t);
  const token = await readConsoleToken(request);
  if (!token) throw redirect(consoleSignInPathFor(pageOf(request)));
  const ops = consoleApi(request, api, { ...session.headers, [CONSOLE_SESSION_HEADER]: token }, t);
  const me = await ops.get<ConsoleActor>('/ops/me');
  if (!me.ok) throw data<StatusPageContent>({ title: t('error.title'), body: t('error.body'), action: { href: CONSOLE_HOME, label: t('error.retry') } }, { status: me.status >= 500 ? me.status : 502 });
  return { actor: me.data, api: ops, lang, t };
}

/**
 * For every loader and action of an `/ops` page but the sign-in: the employee in an open console
 * session, and an api that carries both sessions. Otherwise it throws: a guest to the site's sign-in,
 * an employee without a console session to `/ops/sign-in?redirect=<this page>` (the stale cookie
 * cleared), anyone else to the 403 page. With `permission`, an employee whose groups lack it gets the
 * 403 page too (the api refuses the calls anyway; this keeps the page from showing).
 */
export async function requireConsoleActor(args: Args, permission?: OpsPermission): Promise<ConsoleContext> {
  let resolving = asked.get(args.context);
  if (!resolving) {
    resolving = resolveConsoleActor(args);
    asked.set(args.context, resolving);
  }
  const resolved = await resolving;
  if (permission && !can(resolved.actor.groups, permission)) consoleForbidden(resolved.t, 'permission');
  return resolved;
}

/** Leaves the console: the api ends the session (and writes it to the audit log), the cookie goes, and the employee is back on the site. */
export async function leaveConsole(args: Args): Promise<Response> {
  const { api } = await requireConsoleActor(args);
  await api.delete<{ ended: true }>('/ops/session');
  // Whatever the api answered, this browser no longer holds the session.
  return redirect('/', { headers: withCookies(await forgetConsoleToken(args.request)) });
}

import { data, redirect, type RouterContextProvider } from 'react-router';
import { OTP_LENGTH } from '@thwa/domain/accounts/one-time-codes';
import { CONSOLE_SESSION_HEADER, type ConsoleActor } from '@thwa/domain/contracts/operations';
import { call, dataOf } from '../thank-you/order-api.server.ts';
import { signInPathFor } from '../account/session-store.ts';
import { requireAccountSession, signOut } from '../account/session.server.ts';
import { consoleForbidden, consoleTools, isEmployee, keepConsoleToken, readConsoleToken, withCookies } from './console-session.server.ts';
import { CONSOLE_SIGN_IN, consoleReturnPath } from './console-redirects.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface ConsoleSignInData {
  title: string;
  redirect: string;
  codeLength: number;
}

export interface ConsoleSignInResult {
  /** The masked address the code went to, after 'Send me a code'. */
  sentTo: string | null;
  error: string | null;
  /** The code field's own error (missing). */
  codeError: string | null;
}

/** The errors the sign-in words itself, in both languages; any other refusal shows the api's message. */
const OWN_WORDS = ['OTP_INVALID', 'OTP_TOO_MANY_TRIES', 'TOO_MANY_REQUESTS'] as const;

/**
 * The signed-in employee this sign-in is for. A guest signs in on the site first and comes back
 * (`requireAccountSession` carries this page's address); a member or an agent gets the 403 page.
 */
async function employeeOf({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const tools = await consoleTools(request, context);
  if (!isEmployee(session)) consoleForbidden(tools.t);
  return { session, ...tools };
}

/** `/ops/sign-in`: ask for a code, then open the console with it. */
export async function loadConsoleSignIn(args: Args) {
  const { session, api, t } = await employeeOf(args);
  const target = consoleReturnPath(new URL(args.request.url).searchParams.get('redirect'));
  // A console session that is still open needs no new code: go on to where the employee was going.
  const token = await readConsoleToken(args.request);
  if (token) {
    const me = await call(() => api.get<{ code: 200; data: ConsoleActor }>('/ops/me', undefined, { ...session.headers, [CONSOLE_SESSION_HEADER]: token }), dataOf);
    if (me.ok) throw redirect(target);
  }
  return data<ConsoleSignInData>({ title: t('ops.signIn.title'), redirect: target, codeLength: OTP_LENGTH }, { headers: { 'cache-control': 'no-store' } });
}

export async function consoleSignInAction(args: Args) {
  const { request } = args;
  const { session, api, t } = await employeeOf(args);
  const form = await request.formData();
  const target = consoleReturnPath(typeof form.get('redirect') === 'string' ? String(form.get('redirect')) : null);
  const stay = (result: Partial<ConsoleSignInResult>, status: number) =>
    data<ConsoleSignInResult>({ sentTo: null, error: null, codeError: null, ...result }, { status, headers: { 'cache-control': 'no-store' } });

  const answered = async <D>(send: () => Promise<{ status: number; body: unknown }>) => {
    const outcome = await call(send, (body) => dataOf<D>(body));
    if (outcome.ok) return outcome;
    if (outcome.status === 401) {
      // The site session ended meanwhile: sign in on the site again, and come back here.
      throw redirect(signInPathFor(`${CONSOLE_SIGN_IN}?${new URLSearchParams({ redirect: target }).toString()}`), { headers: { 'Set-Cookie': await signOut(request) } });
    }
    if (outcome.status === 403 && outcome.errorCode === 'FORBIDDEN') consoleForbidden(t);
    const own = OWN_WORDS.find((code) => code === outcome.errorCode);
    return { ...outcome, shown: own ? t(`ops.signIn.error.${own}`) : (outcome.message ?? t('ops.signIn.error.failed')) };
  };

  if (form.get('intent') === 'open') {
    const otp = (typeof form.get('otp') === 'string' ? String(form.get('otp')) : '').replace(/\s+/g, '').slice(0, 20);
    if (otp.length === 0) return stay({ codeError: t('ops.signIn.error.codeMissing') }, 400);
    const opened = await answered<{ token: string; actor: ConsoleActor }>(() => api.post('/ops/session', { otp }, session.headers));
    if (!opened.ok) return stay(opened.errorCode === 'OTP_INVALID' ? { codeError: opened.shown } : { error: opened.shown }, opened.status);
    throw redirect(target, { headers: withCookies(await keepConsoleToken(opened.data.token, request), new Headers({ 'cache-control': 'no-store' })) });
  }

  const sent = await answered<{ sentTo: string }>(() => api.post('/ops/session/code', {}, session.headers));
  if (!sent.ok) return stay({ error: sent.shown }, sent.status);
  return stay({ sentTo: sent.data.sentTo }, 200);
}

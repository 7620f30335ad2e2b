import { data, redirect, type RouterContextProvider } from 'react-router';
import type {
  ActivateRequest,
  ActivateResponse,
  ChangePasswordResponse,
  ForgotPasswordResponse,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResendOtpRequest,
  ResendOtpResponse,
  ResetPasswordRequest,
} from '@thwa/domain/contracts/accounts';
import { parseSignInIdentifier, type Identifier } from '@thwa/domain/accounts/identifier';
import { accountTools, failureMessage, field, post, secret } from './account-api.server.ts';
import { safeRedirect, storedUserFrom } from './session-store.ts';
import { readAccountSession, signIn } from './session.server.ts';
import {
  signInNoticeFrom,
  signInTabFrom,
  type Realm,
  type SignInActionData,
  type SignInPageData,
} from './sign-in-data.ts';

export async function loadSignIn({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<SignInPageData> {
  const url = new URL(request.url);
  const target = url.searchParams.get('redirect');
  // Already signed in: nothing to do here, go on to where the visitor was going.
  if (readAccountSession(context)) throw redirect(safeRedirect(target));
  const { t } = await accountTools(request, context);
  const tab = signInTabFrom(url.searchParams.get('tab'));
  return {
    title: t('account.signIn.title'),
    tab,
    realm: tab === 'agent' || url.searchParams.get('realm') === 'agent' ? 'agent' : 'user',
    redirect: target === null ? null : safeRedirect(target),
    notice: signInNoticeFrom(url.searchParams.get('notice')),
    fromAccountPage: url.searchParams.get('routeType') === 'account',
  };
}

const realmFrom = (value: string): Realm => (value === 'agent' ? 'agent' : 'user');

/** The account named by what the visitor typed, split the way the api's calls take it. */
function identifierBody(identifier: Identifier) {
  return identifier.kind === 'email' ? { email: identifier.email } : { phoneCode: identifier.phoneCode, phoneNumber: identifier.phoneNumber };
}

/** Api fields that name the account all come from the one "email or mobile number" field. */
function formField(apiField: string | null): string | null {
  if (apiField === 'email' || apiField === 'phoneCode' || apiField === 'phoneNumber') return 'username';
  return apiField;
}

function stay(result: SignInActionData, status: number) {
  return data<SignInActionData>(result, { status });
}

async function signedIn(request: Request, answer: LoginResponse, realm: Realm, target: string | null) {
  const user = storedUserFrom({
    userId: answer.user.userId,
    agentId: answer.user.agentId ?? null,
    userCode: answer.user.info.userCode,
    mainAgentId: answer.user.mainAgentId,
  });
  // The realm the account really signs in on: an agent who typed into the member tab is still an agent.
  const cookie = await signIn(answer, user, request, answer.user.userType ?? realm);
  return redirect(safeRedirect(target), { headers: { 'Set-Cookie': cookie } });
}

/**
 * /sign-in's one action: each form names its step in `intent`, so every step also works as a plain
 * HTML form without JavaScript.
 */
export async function signInAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { api, lang, t } = await accountTools(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const realm = realmFrom(field(form, 'realm', 10));
  const username = field(form, 'username');
  const target = new URL(request.url).searchParams.get('redirect');
  const required = (names: readonly string[]) =>
    Object.fromEntries(names.filter((name) => (name.toLowerCase().includes('password') ? secret(form, name) : field(form, name)) === '').map((name) => [name, t('account.error.required')]));

  const identify = (step: SignInActionData['step']): { identifier: Identifier } | { invalid: ReturnType<typeof stay> } => {
    const parsed = parseSignInIdentifier(username);
    if (parsed.ok) return { identifier: parsed.identifier };
    const message = username === '' ? t('account.error.required') : t('account.error.identifier');
    return { invalid: stay({ step, realm, username, fieldErrors: { username: message } }, 400) };
  };

  const failed = (step: SignInActionData['step'], outcome: { status: number; message: string | null; field: string | null }, values?: Record<string, string>) => {
    const failure = failureMessage(outcome, t);
    const name = formField(failure.field);
    return stay(
      { step, realm, username, ...(values ? { values } : {}), ...(name ? { fieldErrors: { [name]: failure.message } } : { error: failure }) },
      outcome.status,
    );
  };

  switch (intent) {
    case 'signIn': {
      const step = realm === 'agent' ? 'agent' : 'signin';
      const missing = required(['username', 'password']);
      if (Object.keys(missing).length > 0) return stay({ step, realm, username, fieldErrors: missing }, 400);
      const outcome = await post<LoginResponse>(api, `/v4/${realm}/login`, { username, password: secret(form, 'password') }, { type: realm });
      // A member who signed up but never entered the code: straight to the code step (a new code is one click).
      if (!outcome.ok && outcome.errorCode === 'ACCOUNT_NOT_ACTIVE' && realm === 'user') {
        return stay({ step: 'activate', realm, username, error: failureMessage(outcome, t) }, outcome.status);
      }
      if (!outcome.ok) return failed(step, outcome);
      return signedIn(request, outcome.data, realm, target);
    }

    case 'register': {
      const values = { firstName: field(form, 'firstName', 100), lastName: field(form, 'lastName', 100) };
      const missing = required(['firstName', 'lastName', 'username', 'password']);
      if (Object.keys(missing).length > 0) return stay({ step: 'signup', realm: 'user', username, values, fieldErrors: missing }, 400);
      const named = identify('signup');
      if ('invalid' in named) return named.invalid;
      const body: RegisterRequest = { ...values, ...identifierBody(named.identifier), password: secret(form, 'password'), language: lang };
      const outcome = await post<RegisterResponse>(api, '/v4/user/register', body);
      if (!outcome.ok) return failed('signup', outcome, values);
      return stay({ step: 'activate', realm: 'user', username, sentTo: outcome.data.sentTo, notice: 'codeSent' }, 200);
    }

    case 'activate': {
      const missing = required(['otp']);
      if (Object.keys(missing).length > 0) return stay({ step: 'activate', realm: 'user', username, fieldErrors: missing }, 400);
      const named = identify('activate');
      if ('invalid' in named) return named.invalid;
      const body: ActivateRequest = { ...identifierBody(named.identifier), otp: field(form, 'otp', 12) };
      const outcome = await post<ActivateResponse>(api, '/v4/user/activate', body);
      if (!outcome.ok) return failed('activate', outcome);
      return signedIn(request, outcome.data, 'user', target);
    }

    case 'resendActivation':
    case 'resendReset': {
      const step = intent === 'resendActivation' ? 'activate' : 'reset';
      const named = identify(step);
      if ('invalid' in named) return named.invalid;
      const body: ResendOtpRequest = { ...identifierBody(named.identifier), purpose: step === 'activate' ? 'activation' : 'reset_password' };
      const outcome = await post<ResendOtpResponse>(api, `/v4/${step === 'activate' ? 'user' : realm}/resendOTP`, body);
      if (!outcome.ok) return failed(step, outcome);
      return stay({ step, realm, username, notice: 'codeResent' }, 200);
    }

    case 'forgot': {
      const named = identify('forgot');
      if ('invalid' in named) return named.invalid;
      const outcome = await post<ForgotPasswordResponse>(api, `/v4/${realm}/forgotPassword`, identifierBody(named.identifier));
      if (!outcome.ok) return failed('forgot', outcome);
      return stay({ step: 'reset', realm, username, notice: 'codeSent' }, 200);
    }

    case 'reset': {
      const missing = required(['otp', 'newPassword']);
      if (Object.keys(missing).length > 0) return stay({ step: 'reset', realm, username, fieldErrors: missing }, 400);
      const named = identify('reset');
      if ('invalid' in named) return named.invalid;
      const body: ResetPasswordRequest = { ...identifierBody(named.identifier), otp: field(form, 'otp', 12), newPassword: secret(form, 'newPassword') };
      const outcome = await post<ChangePasswordResponse>(api, `/v4/${realm}/changePassword`, body);
      if (!outcome.ok) return failed('reset', outcome);
      const next = new URLSearchParams({ tab: realm === 'agent' ? 'agent' : 'signin', notice: 'passwordReset' });
      if (target) next.set('redirect', safeRedirect(target));
      return redirect(`/sign-in?${next.toString()}`);
    }

    default:
      return stay({ step: 'signin', realm, username, error: { message: t('error.body'), field: null } }, 400);
  }
}


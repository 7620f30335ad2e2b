import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { webRuntime, type ApiTransport } from '../../runtime.ts';
import { signInAction } from './sign-in.server.ts';
import type { SignInActionData } from './sign-in-data.ts';

interface Call {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const LOGIN = {
  code: 200,
  access_token: 'access',
  expires_in: 300,
  refresh_token: 'refresh',
  refresh_expires_in: 1800,
  token_type: 'Bearer',
  session_state: 's',
  scope: 'openid',
  user: {
    userId: 'U1',
    mainAgentId: null,
    agentId: 'U1',
    userType: 'agent',
    info: { userCode: 'AGT', email: 'a@example.com', phoneCode: null, phoneNumber: null, firstName: 'A', lastName: 'B', notificationChannel: 'email', language: 'en', roleId: 7, role: 'Agent', emailVerified: true },
  },
};

function fakeApi(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const transport: ApiTransport = async (request) => {
    const call: Call = { path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown>, headers: Object.fromEntries(request.headers) };
    calls.push(call);
    const { status, body } = answer(call);
    return Response.json(body, { status });
  };
  const context = new RouterContextProvider();
  context.set(webRuntime, { api: transport, nonce: 'n', config: { brandName: 'Thwa', supportPhone: '', supportEmail: '', showAppDownloadLink: false, demo: false } });
  return { calls, context };
}

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

async function run(url: string, fields: Record<string, string>, answer: (call: Call) => { status: number; body: unknown }) {
  const { calls, context } = fakeApi(answer);
  const result = await signInAction({ request: post(url, fields), context });
  return { calls, result };
}

const dataOf = (result: unknown) => (result as { data: SignInActionData; init: { status: number } | null });

describe('the /sign-in action', () => {
  it('asks for what is missing without calling the api', async () => {
    const { calls, result } = await run('http://thwa.test/sign-in', { intent: 'signIn', realm: 'user', username: '', password: '' }, () => {
      throw new Error('no call expected');
    });
    expect(calls).toEqual([]);
    expect(dataOf(result).init?.status).toBe(400);
    expect(Object.keys(dataOf(result).data.fieldErrors ?? {}).sort()).toEqual(['password', 'username']);
  });

  it('signs an agent in on the agent realm with the type header, sets the cookie and goes back', async () => {
    const { calls, result } = await run(
      'http://thwa.test/sign-in?redirect=%2Faccount%2Fsub-agent-info',
      { intent: 'signIn', realm: 'agent', username: 'a@example.com', password: 'Teak-Garden-2026' },
      () => ({ status: 200, body: LOGIN }),
    );
    expect(calls.map((call) => [call.path, call.headers.type])).toEqual([['/api/v4/agent/login', 'agent']]);
    expect(calls[0]!.body).toEqual({ username: 'a@example.com', password: 'Teak-Garden-2026' });
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/sub-agent-info');
    expect(response.headers.get('set-cookie')).toMatch(/^thwa_session=.+HttpOnly/);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])('never redirects off the site: %s', async (target) => {
    const { result } = await run(`http://thwa.test/sign-in?redirect=${encodeURIComponent(target)}`, { intent: 'signIn', realm: 'user', username: 'a@example.com', password: 'x' }, () => ({
      status: 200,
      body: LOGIN,
    }));
    expect((result as Response).headers.get('location')).toBe('/account');
  });

  it('shows a refused sign-in under the field the api names, and signs nobody in', async () => {
    const { result } = await run('http://thwa.test/sign-in', { intent: 'signIn', realm: 'user', username: 'a@example.com', password: 'wrong' }, () => ({
      status: 401,
      body: { code: 401, errorCode: 'INVALID_CREDENTIALS', message: 'The email, phone number or password is not correct.', requestId: 'r' },
    }));
    expect(result).not.toBeInstanceOf(Response);
    expect(dataOf(result).init?.status).toBe(401);
    expect(dataOf(result).data.error?.message).toBe('The email, phone number or password is not correct.');
  });

  it('registers a Myanmar mobile number as phone code 95 and moves on to the code', async () => {
    const { calls, result } = await run(
      'http://thwa.test/sign-in',
      { intent: 'register', firstName: 'Thida', lastName: 'Win', username: '09 7812 34567', password: 'Shwe-Dagon-Lights-7' },
      () => ({ status: 200, body: { code: 200, message: 'sent', channel: 'sms', sentTo: '+95 9*******567', userId: 'U2' } }),
    );
    expect(calls[0]!.path).toBe('/api/v4/user/register');
    expect(calls[0]!.body).toMatchObject({ firstName: 'Thida', lastName: 'Win', phoneCode: '95', password: 'Shwe-Dagon-Lights-7' });
    expect(calls[0]!.body).not.toHaveProperty('email');
    expect(dataOf(result).data).toMatchObject({ step: 'activate', username: '09 7812 34567', sentTo: '+95 9*******567' });
  });

  it('refuses something that is neither an email nor a phone number before asking the api', async () => {
    const { calls, result } = await run('http://thwa.test/sign-in', { intent: 'forgot', realm: 'user', username: 'not an address' }, () => {
      throw new Error('no call expected');
    });
    expect(calls).toEqual([]);
    expect(dataOf(result).data.fieldErrors?.username).toBeTruthy();
  });

  it('puts an existing account error from sign-up under the email-or-phone field', async () => {
    const { result } = await run(
      'http://thwa.test/sign-in',
      { intent: 'register', firstName: 'A', lastName: 'B', username: 'a@example.com', password: 'Shwe-Dagon-Lights-7' },
      () => ({ status: 409, body: { code: 409, errorCode: 'ACCOUNT_EXISTS', message: 'exists', field: 'email', requestId: 'r' } }),
    );
    expect(dataOf(result).data.fieldErrors).toEqual({ username: 'exists' });
    expect(dataOf(result).data.values).toEqual({ firstName: 'A', lastName: 'B' });
  });

  it('takes a member whose account is not activated yet to the code step', async () => {
    const { result } = await run('http://thwa.test/sign-in', { intent: 'signIn', realm: 'user', username: 'a@example.com', password: 'Shwe-Dagon-Lights-7' }, () => ({
      status: 403,
      body: { code: 403, errorCode: 'ACCOUNT_NOT_ACTIVE', message: 'This account is not active.', requestId: 'r' },
    }));
    expect(dataOf(result).init?.status).toBe(403);
    expect(dataOf(result).data).toMatchObject({ step: 'activate', username: 'a@example.com', error: { message: 'This account is not active.' } });
  });

  it('leaves a deactivated sub-agent on the agent sign-in with the message', async () => {
    const { result } = await run('http://thwa.test/sign-in', { intent: 'signIn', realm: 'agent', username: 'a@example.com', password: 'Shwe-Dagon-Lights-7' }, () => ({
      status: 403,
      body: { code: 403, errorCode: 'ACCOUNT_NOT_ACTIVE', message: 'This account is not active.', requestId: 'r' },
    }));
    expect(dataOf(result).data).toMatchObject({ step: 'agent', error: { message: 'This account is not active.' } });
  });
});

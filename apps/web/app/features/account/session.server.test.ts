import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { webRuntime, type ApiTransport } from '../../runtime.ts';
import { accountSessionMiddleware, readAccountSession, requireAccountSession, signIn, signOut, type AccountSession } from './session.server.ts';

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 300, refresh_expires_in: 1800 };
const USER = { userId: 'u1', userCode: 'CUS', mainAgentId: null };

function contextWith(api: ApiTransport) {
  const context = new RouterContextProvider();
  context.set(webRuntime, { api, nonce: 'n', config: { brandName: 'Thwa', supportPhone: '', supportEmail: '', showAppDownloadLink: false, demo: false } });
  return context;
}

const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

async function requestWithSession(url: string, gotAt: Date, tokens = TOKENS) {
  const cookie = cookiePair(await signIn(tokens, USER, new Request(url), 'user', gotAt));
  return new Request(url, { headers: { cookie } });
}

async function run(request: Request, api: ApiTransport) {
  const context = contextWith(api);
  let seen: AccountSession | null | undefined;
  const response = await accountSessionMiddleware(
    { request, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<typeof accountSessionMiddleware>[0],
    async () => {
      seen = readAccountSession(context);
      return new Response('page');
    },
  );
  return { response: response as Response, seen, context };
}

const never: ApiTransport = () => Promise.reject(new Error('the api must not be called'));

afterEach(() => vi.useRealTimers());

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path / and Secure only over https', async () => {
    const plain = await signIn(TOKENS, USER, new Request('http://thwa.test/sign-in'), 'user');
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).toMatch(/Path=\//);
    expect(plain).not.toMatch(/Secure/);
    expect(await signIn(TOKENS, USER, new Request('https://thwa.test/sign-in'), 'user')).toMatch(/Secure/);
  });

  it('is emptied and expired by sign-out', async () => {
    const cleared = await signOut(new Request('https://thwa.test/'));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Secure/);
  });
});

describe('the account session middleware', () => {
  it('leaves a guest a guest without calling the api', async () => {
    const { response, seen } = await run(new Request('http://thwa.test/'), never);
    expect(seen).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('gives a fresh session to the route with the Bearer header (spec §6)', async () => {
    const { seen, response } = await run(await requestWithSession('http://thwa.test/account', new Date()), never);
    expect(seen).toEqual({ user: { userId: 'u1', userCode: 'CUS', realm: 'user', mainAgentId: null }, headers: { 'access-token': 'Bearer access-1' } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('drops an expired session (spec §4) and clears the cookie', async () => {
    const { seen, response } = await run(await requestWithSession('http://thwa.test/account', new Date(Date.now() - 1796_000)), never);
    expect(seen).toBeNull();
    expect(response.headers.getSetCookie()[0]).toMatch(/^thwa_session=;.*Max-Age=0/);
  });

  it('refreshes an access token within 30 s of expiry through the refresh_token grant and sets the rotated cookie', async () => {
    const calls: { url: string; body: string }[] = [];
    const api: ApiTransport = async (request) => {
      calls.push({ url: new URL(request.url).pathname, body: await request.text() });
      return Response.json({ ...TOKENS, access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'Bearer' });
    };
    const request = await requestWithSession('http://thwa.test/account', new Date(Date.now() - 280_000), { ...TOKENS, refresh_token: 'refresh-a' });
    const { seen, response } = await run(request, api);
    expect(calls).toEqual([{ url: '/api/auth/realms/user/protocol/openid-connect/token', body: 'grant_type=refresh_token&refresh_token=refresh-a' }]);
    expect(seen?.headers['access-token']).toBe('Bearer access-2');
    const next = new Request('http://thwa.test/account', { headers: { cookie: cookiePair(response.headers.getSetCookie()[0]!) } });
    const again = await run(next, never);
    expect(again.seen?.headers['access-token']).toBe('Bearer access-2');
  });

  it('shares one refresh between requests carrying the same refresh token (rotation spends it)', async () => {
    let calls = 0;
    const api: ApiTransport = async () => {
      calls += 1;
      return Response.json({ ...TOKENS, access_token: 'access-3', refresh_token: 'refresh-3' });
    };
    const request = () => requestWithSession('http://thwa.test/account', new Date(Date.now() - 290_000), { ...TOKENS, refresh_token: 'refresh-b' });
    const [one, two] = await Promise.all([run(await request(), api), run(await request(), api)]);
    expect(calls).toBe(1);
    expect(one.seen?.headers['access-token']).toBe('Bearer access-3');
    expect(two.seen?.headers['access-token']).toBe('Bearer access-3');
  });

  it('signs the visitor out when the refresh is refused', async () => {
    const api: ApiTransport = async () => Response.json({ code: 401, errorCode: 'SESSION_EXPIRED' }, { status: 401 });
    const request = await requestWithSession('http://thwa.test/account', new Date(Date.now() - 290_000), { ...TOKENS, refresh_token: 'refresh-c' });
    const { seen, response } = await run(request, api);
    expect(seen).toBeNull();
    expect(response.headers.getSetCookie()[0]).toMatch(/^thwa_session=;.*Max-Age=0/);
  });

  it('keeps the cookie when the identity service is unreachable, for the next request to try again', async () => {
    const api: ApiTransport = async () => { throw new Error('down'); };
    const request = await requestWithSession('http://thwa.test/account', new Date(Date.now() - 290_000), { ...TOKENS, refresh_token: 'refresh-d' });
    const { seen, response } = await run(request, api);
    // The access token has 10 s left: it still works for this request.
    expect(seen?.headers['access-token']).toBe('Bearer access-1');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps the visitor signed in when the token endpoint is busy (503 from a database time-out, or 429)', async () => {
    for (const [status, errorCode] of [[503, 'SERVICE_UNAVAILABLE'], [429, 'TOO_MANY_REQUESTS'], [500, 'UNEXPECTED']] as const) {
      const api: ApiTransport = async () => Response.json({ code: status, errorCode }, { status });
      const request = await requestWithSession('http://thwa.test/account', new Date(Date.now() - 290_000), { ...TOKENS, refresh_token: `refresh-busy-${status}` });
      const { seen, response } = await run(request, api);
      expect(seen?.user.userId, `after ${status}`).toBe('u1');
      expect(response.headers.getSetCookie(), `after ${status}`).toEqual([]);
    }
  });

  it('goes on as a guest, keeping the cookie, when the refresh cannot be had and the access token has run out', async () => {
    const api: ApiTransport = async () => Response.json({ code: 503, errorCode: 'SERVICE_UNAVAILABLE' }, { status: 503 });
    const request = await requestWithSession('http://thwa.test/account', new Date(Date.now() - 600_000), { ...TOKENS, refresh_token: 'refresh-e' });
    const { seen, response } = await run(request, api);
    expect(seen).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('lets a sign-in made by the route win over its own cookie', async () => {
    const context = contextWith(never);
    const request = await requestWithSession('http://thwa.test/sign-in', new Date(Date.now() - 1796_000));
    const response = (await accountSessionMiddleware(
      { request, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<typeof accountSessionMiddleware>[0],
      async () => new Response(null, { status: 302, headers: { 'Set-Cookie': 'thwa_session=new; Path=/' } }),
    )) as Response;
    expect(response.headers.getSetCookie()).toEqual(['thwa_session=new; Path=/']);
  });
});

describe('requireAccountSession', () => {
  it('sends a guest to /sign-in with the way back (spec §6)', async () => {
    const request = new Request('http://thwa.test/account/info?tab=password');
    const { context } = await run(request, never);
    let thrown: unknown;
    try {
      requireAccountSession(request, context);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get('location')!, 'http://thwa.test');
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('redirect')).toBe('/account/info?tab=password');
    expect(location.searchParams.get('userType')).toBe('allUserType');
    expect(location.searchParams.get('routeType')).toBe('account');
  });

  it('names no user in the link once the session has expired: a signed-out visitor carries no previous user id', async () => {
    const request = await requestWithSession('http://thwa.test/account', new Date(Date.now() - 1796_000));
    const { context } = await run(request, never);
    const thrown = (() => {
      try {
        requireAccountSession(request, context);
      } catch (error) {
        return error as Response;
      }
      return null;
    })();
    const location = new URL(thrown!.headers.get('location')!, 'http://t');
    expect(location.searchParams.get('userId')).toBe('');
    expect(location.href).not.toContain('u1');
  });
});

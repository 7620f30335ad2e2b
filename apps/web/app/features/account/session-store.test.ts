import { describe, expect, it } from 'vitest';
import {
  parseStoredSession,
  safeRedirect,
  sessionState,
  signInPathFor,
  storedTokenFrom,
  storedUserFrom,
  type StoredSession,
} from './session-store.ts';

const GOT = Date.UTC(2026, 10, 24, 8, 0, 0);
const session = (overrides: Partial<StoredSession['token']> = {}): StoredSession => ({
  token: {
    access_token: 'access',
    refresh_token: 'refresh',
    user_type: 'user',
    token_get_time: GOT,
    refresh_expires_in: 1800,
    expires_in: 300,
    ...overrides,
  },
  user: { userId: 'u1', userCode: 'CUS', mainAgentId: null },
});
const at = (seconds: number) => new Date(GOT + seconds * 1000);

describe('session state (spec §4, §9)', () => {
  it('is none without a stored session', () => {
    expect(sessionState(null, at(0))).toBe('none');
  });

  it('is fresh while the access token has more than 30 seconds left', () => {
    expect(sessionState(session(), at(0))).toBe('fresh');
    expect(sessionState(session(), at(269.9))).toBe('fresh');
  });

  it('refreshes from 30 seconds before the access token expires, and after it has', () => {
    expect(sessionState(session(), at(270))).toBe('refresh');
    expect(sessionState(session(), at(1000))).toBe('refresh');
  });

  it('is expired once the token age is not below refresh_expires_in minus 5', () => {
    expect(sessionState(session(), at(1794.9))).toBe('refresh');
    expect(sessionState(session(), at(1795))).toBe('expired');
  });
});

describe('stored session', () => {
  it('keeps the token info of spec §3 with the time it was received', () => {
    const token = storedTokenFrom({ access_token: 'a', refresh_token: 'r', expires_in: 300, refresh_expires_in: 1800 }, 'agent', at(0));
    expect(token).toEqual({ access_token: 'a', refresh_token: 'r', user_type: 'agent', token_get_time: GOT, expires_in: 300, refresh_expires_in: 1800 });
  });

  it('takes the agent id as the user id when present (spec §4 login)', () => {
    expect(storedUserFrom({ userId: 'u1', agentId: 'a9', userCode: 'AGT' })).toEqual({ userId: 'a9', userCode: 'AGT', mainAgentId: null });
    expect(storedUserFrom({ userId: 'u2', agentId: null, userCode: 'SGT', mainAgentId: 'a9' })).toEqual({ userId: 'u2', userCode: 'SGT', mainAgentId: 'a9' });
  });

  it('reads back a whole session', () => {
    expect(parseStoredSession(JSON.parse(JSON.stringify(session())))).toEqual(session());
  });

  it.each([
    ['nothing', null],
    ['a string', 'x'],
    ['no user', { token: session().token }],
    ['an unknown realm', { ...session(), token: { ...session().token, user_type: 'admin' } }],
    ['a time that is not a number', { ...session(), token: { ...session().token, token_get_time: '0' } }],
    ['an empty access token', { ...session(), token: { ...session().token, access_token: '' } }],
    ['a user code nobody issues', { ...session(), user: { userId: 'u1', userCode: 'ADMIN', mainAgentId: null } }],
  ])('refuses %s', (_label, value) => {
    expect(parseStoredSession(value)).toBeNull();
  });
});

describe('the way back after sign-in', () => {
  it.each(['/account', '/account/info?tab=password', '/flight/payment#pay'])('keeps a path on this site: %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0a//evil',
    '/\t/evil.example',
    'account',
    '',
  ])('never leaves the site: %s', (target) => {
    const result = safeRedirect(target);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    if (target !== '/%0d%0a//evil') expect(result).toBe('/account');
  });

  it('falls back to /account without a target', () => {
    expect(safeRedirect(null)).toBe('/account');
    expect(safeRedirect(undefined, '/')).toBe('/');
  });

  it('sends a guest to /sign-in with the return path, route type, user type and user id (spec §6)', () => {
    const url = new URL(signInPathFor('/account/info?x=1', null), 'http://t');
    expect(url.pathname).toBe('/sign-in');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect: '/account/info?x=1', routeType: 'account', userType: 'allUserType', userId: '' });
    expect(new URL(signInPathFor('/account/info'), 'http://t').searchParams.get('userId')).toBe('');
    // Only a visitor who is still signed in is named.
    expect(new URL(signInPathFor('/account', 'u1'), 'http://t').searchParams.get('userId')).toBe('u1');
  });
});

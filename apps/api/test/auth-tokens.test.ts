import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';

const api = useTestApi();

/** What the guards make of an `access-token` header, as a route's preHandler would. */
async function guard(kind: 'requireUser' | 'requireAgent' | 'optionalUser', header?: string) {
  const request = { headers: header ? { 'access-token': header } : {}, user: null } as unknown as FastifyRequest;
  try {
    await api.app.services.auth.guards[kind](request);
    return { user: request.user };
  } catch (error) {
    return { error: (error as { errorCode?: string }).errorCode };
  }
}

describe('access tokens and the guards', () => {
  it('recognise a signed-in member by the Bearer access-token header', async () => {
    const member = await createAccount(api);
    expect(await guard('requireUser', member.headers['access-token'])).toEqual({
      user: expect.objectContaining({ userId: member.userId, userCode: 'CUS', realm: 'user' }),
    });
  });

  it('refuse a missing, malformed or forged token', async () => {
    const member = await createAccount(api);
    expect(await guard('requireUser')).toEqual({ error: 'UNAUTHORIZED' });
    // Without the Bearer scheme the header is no token we issued: sign in again.
    expect(await guard('requireUser', member.accessToken)).toEqual({ error: 'SESSION_EXPIRED' });
    const [head, body] = member.accessToken.split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString());
    forged.sub = 'USOMEONEELSE';
    expect(await guard('requireUser', `Bearer ${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${member.accessToken.split('.')[2]}`)).toEqual({
      error: 'SESSION_EXPIRED',
    });
  });

  it('refuse a token at once when its session is signed out', async () => {
    const member = await createAccount(api);
    const seen = await guard('requireUser', member.headers['access-token']);
    await api.app.services.auth.tokens.signOut(seen.user!.sessionId);
    expect(await guard('requireUser', member.headers['access-token'])).toEqual({ error: 'SESSION_EXPIRED' });
  });

  it('rotate refresh tokens: each works once, and a second use ends the session', async () => {
    const member = await createAccount(api);
    const next = await api.app.services.auth.tokens.refresh(member.refreshToken, 'user');
    expect(next?.refresh_token).toBeTruthy();
    expect(await guard('requireUser', `Bearer ${next!.access_token}`)).toMatchObject({ user: { userId: member.userId } });
    expect(await api.app.services.auth.tokens.refresh(member.refreshToken, 'user')).toBeUndefined();
    // The replay revoked the whole session: the newer tokens are refused too.
    expect(await guard('requireUser', `Bearer ${next!.access_token}`)).toEqual({ error: 'SESSION_EXPIRED' });
    expect(await api.app.services.auth.tokens.refresh(next!.refresh_token, 'user')).toBeUndefined();
  });

  it('let only an agent (AGT) through requireAgent; a guest through optionalUser', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const member = await createAccount(api);
    expect(await guard('requireAgent', agent.headers['access-token'])).toMatchObject({ user: { userId: agent.userId, realm: 'agent' } });
    expect(await guard('requireAgent', subAgent.headers['access-token'])).toEqual({ error: 'FORBIDDEN' });
    expect(await guard('requireAgent', member.headers['access-token'])).toEqual({ error: 'FORBIDDEN' });
    expect(await guard('optionalUser')).toEqual({ user: null });
  });

  it('publish every signing key as a JWKS', async () => {
    const jwks = await api.app.services.auth.tokens.jwks();
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

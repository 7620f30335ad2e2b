import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { users } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';
import { clientAddress, latestCode, messagesTo, post, registerMember, uniqueEmail, uniquePhone } from './identity-fixtures.ts';

const api = useTestApi();

const tokenUrl = (type: string) => `/auth/realms/${type}/protocol/openid-connect/token`;

async function formToken(type: string, form: Record<string, string>) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api${tokenUrl(type)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

async function getUser(headers: Record<string, string>, type = 'user') {
  return post(api, `/v4/${type}/getUser`, {}, { headers: { ...headers, type } });
}

async function userRow(email: string) {
  const [row] = await api.connection.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /auth/realms/{type}/protocol/openid-connect/token', () => {
  it("signs a member in with Keycloak's password grant, form-encoded or JSON, by email or phone", async () => {
    const member = await createAccount(api);
    // The fixture's number is random digits; sign-in reads a real Myanmar mobile number.
    const phone = uniquePhone();
    await api.connection.db.update(users).set({ phoneNumber: phone }).where(eq(users.userId, member.userId));

    const form = await formToken('user', { grant_type: 'password', username: member.email, password: member.password, client_id: 'web' });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ code: 200, token_type: 'Bearer', expires_in: 300, refresh_expires_in: 1800, scope: expect.any(String) });
    expect(form.body.session_state).toEqual(expect.any(String));
    expect((await getUser({ 'access-token': `Bearer ${form.body.access_token}` })).body).toMatchObject({ code: 200, userId: member.userId });

    const json = await post(api, tokenUrl('user'), { grant_type: 'password', username: `+95 ${phone}`, password: member.password });
    expect(json.status).toBe(200);
    expect(json.body.refresh_token).not.toBe(form.body.refresh_token);
  });

  it('refuses a wrong password or an unknown account alike: 401 INVALID_CREDENTIALS with invalid_grant', async () => {
    const member = await createAccount(api);
    const wrong = await post(api, tokenUrl('user'), { grant_type: 'password', username: member.email, password: 'not-the-password' });
    const unknown = await post(api, tokenUrl('user'), { grant_type: 'password', username: uniqueEmail(), password: 'not-the-password' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, errorCode: 'INVALID_CREDENTIALS', error: 'invalid_grant', error_description: expect.any(String) });
      expect(answer.body.access_token).toBeUndefined();
    }
  });

  it('refuses a user of the other realm like wrong credentials: an agent on user, a member on agent', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const member = await createAccount(api);
    expect((await post(api, tokenUrl('user'), { grant_type: 'password', username: agent.email, password: agent.password })).body.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await post(api, tokenUrl('agent'), { grant_type: 'password', username: member.email, password: member.password })).body.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await post(api, tokenUrl('agent'), { grant_type: 'password', username: agent.email, password: agent.password })).status).toBe(200);
  });

  it('refuses a pending account with ACCOUNT_NOT_ACTIVE, but only once the password is right', async () => {
    const email = uniqueEmail();
    await post(api, '/v4/user/register', { firstName: 'Su', lastName: 'Su', email, password: 'Golden-rock-trail' });
    const right = await post(api, tokenUrl('user'), { grant_type: 'password', username: email, password: 'Golden-rock-trail' });
    expect(right).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_NOT_ACTIVE', error: 'invalid_grant' } });
    const wrong = await post(api, tokenUrl('user'), { grant_type: 'password', username: email, password: 'Golden-rock-trial' });
    expect(wrong.body.errorCode).toBe('INVALID_CREDENTIALS');
  });

  it('answers 400 naming the field for a bad body', async () => {
    expect((await post(api, tokenUrl('user'), { grant_type: 'password', username: 'not-an-id', password: 'x' })).body).toMatchObject({ code: 400, field: 'username', error: 'invalid_request' });
    expect((await post(api, tokenUrl('user'), { grant_type: 'client_credentials' })).status).toBe(400);
    expect((await post(api, tokenUrl('employee'), { grant_type: 'password', username: 'a@example.com', password: 'x' })).body).toMatchObject({ code: 400, field: 'params.type' });
  });

  it('rotates refresh tokens through the endpoint: the new pair works, the old refresh token is refused and ends the session', async () => {
    const member = await createAccount(api);
    const next = await formToken('user', { grant_type: 'refresh_token', refresh_token: member.refreshToken });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(member.refreshToken);
    expect((await getUser({ 'access-token': `Bearer ${next.body.access_token}` })).status).toBe(200);

    const replay = await formToken('user', { grant_type: 'refresh_token', refresh_token: member.refreshToken });
    expect(replay).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED', error: 'invalid_grant' } });
    // Someone held a copy: the whole session ended, the newer tokens too.
    expect((await getUser({ 'access-token': `Bearer ${next.body.access_token}` })).body.errorCode).toBe('SESSION_EXPIRED');
    expect((await formToken('user', { grant_type: 'refresh_token', refresh_token: next.body.refresh_token })).status).toBe(401);
  });

  it("refuses to refresh a session on the other realm, and leaves the token usable on its own", async () => {
    const member = await createAccount(api);
    const crossed = await formToken('agent', { grant_type: 'refresh_token', refresh_token: member.refreshToken });
    expect(crossed).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
    expect((await formToken('user', { grant_type: 'refresh_token', refresh_token: member.refreshToken })).status).toBe(200);
  });

  it('publishes the JWKS that verifies its access tokens', async () => {
    const member = await createAccount(api);
    const response = await api.app.inject({ method: 'GET', url: '/api/auth/realms/user/protocol/openid-connect/certs' });
    expect(response.statusCode).toBe(200);
    const jwks = response.json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload } = await jwtVerify(member.accessToken, createLocalJWKSet(jwks));
    expect(payload.sub).toBe(member.userId);
  });
});

describe('POST /auth/realms/{type}/protocol/openid-connect/logout', () => {
  it('ends the session of a refresh token', async () => {
    const member = await createAccount(api);
    expect((await post(api, '/auth/realms/user/protocol/openid-connect/logout', { refresh_token: member.refreshToken })).body).toMatchObject({ code: 200 });
    expect((await getUser(member.headers)).body.errorCode).toBe('SESSION_EXPIRED');
    expect((await formToken('user', { grant_type: 'refresh_token', refresh_token: member.refreshToken })).status).toBe(401);
  });

  it('ends the session of the access-token header, and only that one', async () => {
    const member = await createAccount(api);
    const other = await post(api, tokenUrl('user'), { grant_type: 'password', username: member.email, password: member.password });
    const logout = await post(api, '/auth/realms/user/protocol/openid-connect/logout', undefined, { headers: member.headers });
    expect(logout.body, JSON.stringify(logout.body)).toMatchObject({ code: 200 });
    expect((await getUser(member.headers)).status).toBe(401);
    expect((await getUser({ 'access-token': `Bearer ${other.body.access_token}` })).status).toBe(200);
  });

  it('asks for a token when given none', async () => {
    expect((await post(api, '/auth/realms/user/protocol/openid-connect/logout', {})).body).toMatchObject({ code: 400, field: 'refresh_token' });
  });
});

describe('sign-up: /v4/user/register and /v4/user/activate', () => {
  it('creates a pending member, mails a 6-digit code, and activation signs the member in', async () => {
    const email = uniqueEmail();
    const registered = await post(api, '/v4/user/register', { firstName: 'Aye', lastName: 'Chan', email: email.toUpperCase(), password: 'Inle-lake-boat-7' });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ code: 200, channel: 'email', userId: expect.any(String) });
    expect(registered.body.sentTo).not.toBe(email);
    expect(JSON.stringify(registered.body)).not.toMatch(/\b\d{6}\b/);
    const row = await userRow(email);
    expect(row).toMatchObject({ status: 'pending', userCode: 'CUS', realm: 'user', emailVerifiedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const activated = await post(api, '/v4/user/activate', { email, otp: await latestCode(api, email) });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ code: 200, token_type: 'Bearer', user: { userId: registered.body.userId, userType: 'user', info: { email, userCode: 'CUS', role: 'Member', emailVerified: true } } });
    expect((await userRow(email))!.status).toBe('active');
    expect((await getUser({ 'access-token': `Bearer ${activated.body.access_token}` })).body.userId).toBe(registered.body.userId);
  });

  it('registers with a phone only: the code goes to the SMS outbox as sms:+95…', async () => {
    const phone = uniquePhone();
    const registered = await post(api, '/v4/user/register', { firstName: 'Ko', lastName: 'Ko', phoneNumber: `0${phone}`, password: 'Inle-lake-boat-7', language: 'mm' });
    expect(registered.body).toMatchObject({ code: 200, channel: 'sms' });
    const [message] = await messagesTo(api, `sms:+95${phone}`);
    expect(message).toMatchObject({ transport: 'mailbox' });
    // The account's language: Myanmar.
    expect(message!.text).toMatch(/ကုဒ်/);
    const activated = await post(api, '/v4/user/activate', { phoneNumber: `+95${phone}`, otp: await latestCode(api, `sms:+95${phone}`) });
    expect(activated.body).toMatchObject({ code: 200, user: { info: { phoneCode: '95', phoneNumber: phone, emailVerified: false } } });
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const email = uniqueEmail();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: '', lastName: 'Chan', email, password: 'Inle-lake-boat-7' }, 'firstName', 'VALIDATION_FAILED'],
      [{ firstName: 'Aye', lastName: 'Chan', email: 'aye@', password: 'Inle-lake-boat-7' }, 'email', 'VALIDATION_FAILED'],
      [{ firstName: 'Aye', lastName: 'Chan', phoneNumber: '091234', password: 'Inle-lake-boat-7' }, 'phoneNumber', 'VALIDATION_FAILED'],
      [{ firstName: 'Aye', lastName: 'Chan', password: 'Inle-lake-boat-7' }, 'email', 'VALIDATION_FAILED'],
      [{ firstName: 'Aye', lastName: 'Chan', email, password: 'short' }, 'password', 'PASSWORD_TOO_SHORT'],
      [{ firstName: 'Aye', lastName: 'Chan', email, password: 'Password123' }, 'password', 'PASSWORD_TOO_COMMON'],
      [{ firstName: 'Aye', lastName: 'Chan', email, password: 42 }, 'body.password', 'VALIDATION_FAILED'],
    ];
    for (const [body, field, errorCode] of cases) {
      const answer = await post(api, '/v4/user/register', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, errorCode, field });
    }
    expect(await userRow(email)).toBeUndefined();
    expect(await messagesTo(api, email)).toHaveLength(0);
  });

  it('refuses an email that already has an active account', async () => {
    const member = await createAccount(api);
    const answer = await post(api, '/v4/user/register', { firstName: 'Aye', lastName: 'Chan', email: member.email, password: 'Inle-lake-boat-7' });
    expect(answer).toMatchObject({ status: 409, body: { errorCode: 'ACCOUNT_EXISTS', field: 'email' } });
  });

  it('refuses a wrong activation code and leaves the account pending', async () => {
    const email = uniqueEmail();
    await post(api, '/v4/user/register', { firstName: 'Aye', lastName: 'Chan', email, password: 'Inle-lake-boat-7' });
    const code = await latestCode(api, email);
    const wrong = await post(api, '/v4/user/activate', { email, otp: code === '000000' ? '000001' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'OTP_INVALID', field: 'otp' } });
    expect((await userRow(email))!.status).toBe('pending');
    expect((await post(api, '/v4/user/activate', { email, otp: '12ab56' })).body).toMatchObject({ code: 400, field: 'otp' });
  });
});

describe('POST /v4/user/checkUser and /v3/guest/register', () => {
  it('says whether an account exists and where it signs in, never who it is', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const answer = await post(api, '/v4/user/checkUser', { email: agent.email.toUpperCase() });
    expect(answer.body).toEqual({ code: 200, exists: true, userType: 'agent', activated: true });
    expect((await post(api, '/v4/user/checkUser', { email: uniqueEmail() })).body).toEqual({ code: 200, exists: false, userType: null, activated: false });
    expect((await post(api, '/v4/user/checkUser', { phoneNumber: '12' })).body).toMatchObject({ code: 400, field: 'phoneNumber' });
  });

  it('creates a passwordless pending record for a guest, finds it again, and lets the guest register over it', async () => {
    const email = uniqueEmail();
    const first = await post(api, '/v3/guest/register', { email, firstName: 'Mya', lastName: 'Mya', phoneNumber: `0${uniquePhone()}` });
    expect(first.body).toMatchObject({ code: 200, userId: expect.any(String) });
    expect(await userRow(email)).toMatchObject({ status: 'pending', passwordHash: null });
    expect((await post(api, '/v3/guest/register', { email, firstName: 'Mya', lastName: 'Mya' })).body.userId).toBe(first.body.userId);
    // A guest record has no password: it cannot sign in.
    expect((await post(api, tokenUrl('user'), { grant_type: 'password', username: email, password: '' })).status).toBe(400);

    const member = await registerMember(api, { email });
    expect(member.userId).toBe(first.body.userId);
    expect((await post(api, '/v3/guest/register', { firstName: 'Mya', lastName: 'Mya' })).body).toMatchObject({ code: 400, field: 'email' });
  });
});

describe('POST /v4/{type}/login and /getUser', () => {
  it('answers the token set and the user; getUser answers spec §3 User', async () => {
    const member = await createAccount(api);
    const login = await post(api, '/v4/user/login', { username: member.email, password: member.password }, { headers: { type: 'user' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 200, access_token: expect.any(String), user: { userId: member.userId, mainAgentId: null, info: { userCode: 'CUS', role: 'Member' } } });
    expect(login.body.user.agentId).toBeUndefined();
    const user = await getUser({ 'access-token': `Bearer ${login.body.access_token}` });
    expect(user.body).toMatchObject({
      code: 200,
      userId: member.userId,
      mainAgentId: null,
      info: { userCode: 'CUS', email: member.email, phoneCode: '95', phoneNumber: expect.any(String), firstName: 'Aung', lastName: 'Kyaw', notificationChannel: 'email', role: 'Member' },
    });
    expect(JSON.stringify(user.body)).not.toMatch(/argon2/);
  });

  it('gives a sub-agent its agentId and mainAgentId, on the agent realm', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const sub = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const login = await post(api, '/v4/agent/login', { username: sub.email, password: sub.password }, { headers: { type: 'agent' } });
    expect(login.body.user).toMatchObject({ userId: sub.userId, agentId: sub.userId, mainAgentId: agent.userId, userType: 'agent', info: { role: 'Sub Agent', userCode: 'SGT' } });
  });

  it('refuses a type header that contradicts the path, a guest, and a wrong password', async () => {
    const member = await createAccount(api);
    expect((await post(api, '/v4/user/login', { username: member.email, password: member.password }, { headers: { type: 'agent' } })).body).toMatchObject({ code: 400, field: 'headers.type' });
    expect((await post(api, '/v4/user/getUser', {})).body).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
    expect((await post(api, '/v4/user/login', { username: member.email, password: 'wrong-password' })).body.errorCode).toBe('INVALID_CREDENTIALS');
  });
});

describe('OpenAPI', () => {
  it('publishes every identity and agent call with its tag', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const expected: Array<[string, string, string]> = [
      ['/auth/realms/{type}/protocol/openid-connect/token', 'post', 'accounts'],
      ['/auth/realms/{type}/protocol/openid-connect/certs', 'get', 'accounts'],
      ['/auth/realms/{type}/protocol/openid-connect/logout', 'post', 'accounts'],
      ['/v4/user/checkUser', 'post', 'accounts'],
      ['/v3/guest/register', 'post', 'accounts'],
      ['/v4/user/register', 'post', 'accounts'],
      ['/v4/user/activate', 'post', 'accounts'],
      ['/v4/{type}/resendOTP', 'post', 'accounts'],
      ['/v4/{type}/verifyOTP', 'post', 'accounts'],
      ['/v4/{type}/forgotPassword', 'post', 'accounts'],
      ['/v4/{type}/changePassword', 'post', 'accounts'],
      ['/v4/{type}/login', 'post', 'accounts'],
      ['/v4/{type}/getUser', 'post', 'accounts'],
      ['/v4/{type}/edit', 'post', 'accounts'],
      ['/v4/{type}/delete', 'post', 'accounts'],
      ['/v4/agent/getSubAgent', 'post', 'agents'],
      ['/v4/agent/addSubAgent', 'post', 'agents'],
      ['/v4/agent/editSubAgent', 'post', 'agents'],
      ['/v4/agent/changeSubAgentStatus', 'post', 'agents'],
    ];
    for (const [path, method, tag] of expected) {
      const found = Object.keys(paths).find((key) => key === path || key === `/api${path}`);
      expect(found, path).toBeDefined();
      expect(paths[found!]![method]?.tags, path).toContain(tag);
    }
  });
});

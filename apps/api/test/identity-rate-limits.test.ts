import { describe, expect, it } from 'vitest';
import { ACCOUNT_RATE_LIMITS } from '@thwa/domain/accounts/rate-limits';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';
import { clientAddress, messagesTo, post, uniqueEmail } from './identity-fixtures.ts';

const api = useTestApi();
const tokenUrl = '/auth/realms/user/protocol/openid-connect/token';

function expectTooMany(answer: { status: number; body: { errorCode?: string; code?: number }; headers: Record<string, unknown> }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 429, errorCode: 'TOO_MANY_REQUESTS' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits of the identity calls (design §7)', () => {
  it('sign-in: 10 tries per account in 15 minutes, from any addresses; then even the right password waits', async () => {
    const member = await createAccount(api);
    const { max } = ACCOUNT_RATE_LIMITS.signInPerIdentifier;
    expect(max).toBe(10);
    for (let attempt = 1; attempt <= max; attempt++) {
      const answer = await post(api, tokenUrl, { grant_type: 'password', username: member.email.toUpperCase(), password: `wrong-${attempt}-pass` });
      expect(answer.status, `try ${attempt}`).toBe(401);
    }
    expectTooMany(await post(api, tokenUrl, { grant_type: 'password', username: member.email, password: member.password }));
    expectTooMany(await post(api, '/v4/user/login', { username: member.email, password: member.password }));
    // Another account is not held up.
    const other = await createAccount(api);
    expect((await post(api, tokenUrl, { grant_type: 'password', username: other.email, password: other.password })).status).toBe(200);
    // Refreshing a session is not a password guess.
    expect((await post(api, tokenUrl, { grant_type: 'refresh_token', refresh_token: member.refreshToken })).status).toBe(200);
  });

  it('sign-in: one address trying many accounts is stopped too', async () => {
    const address = clientAddress();
    const { max } = ACCOUNT_RATE_LIMITS.signInPerAddress;
    for (let attempt = 1; attempt <= max; attempt++) {
      const answer = await post(api, '/v4/user/login', { username: uniqueEmail(), password: 'guessing-again' }, { remoteAddress: address });
      expect(answer.status, `try ${attempt}`).toBe(401);
    }
    expectTooMany(await post(api, '/v4/user/login', { username: uniqueEmail(), password: 'guessing-again' }, { remoteAddress: address }));
  });

  it('one-time codes: 5 sends to one email or phone in 15 minutes; the sixth sends nothing', async () => {
    const member = await createAccount(api);
    const { max } = ACCOUNT_RATE_LIMITS.otpSendPerTarget;
    expect(max).toBe(5);
    for (let send = 1; send <= max; send++) {
      expect((await post(api, '/v4/user/forgotPassword', { email: member.email })).status, `send ${send}`).toBe(200);
    }
    expectTooMany(await post(api, '/v4/user/resendOTP', { email: member.email, purpose: 'reset_password' }));
    expect(await messagesTo(api, member.email)).toHaveLength(max);
  });

  it('sign-up: 60 per client address an hour', async () => {
    const address = clientAddress();
    const { max } = ACCOUNT_RATE_LIMITS.signUpPerAddress;
    expect(max).toBe(60);
    for (let signUp = 1; signUp <= max; signUp++) {
      const answer = await post(api, '/v3/guest/register', { email: uniqueEmail(), firstName: 'Mya', lastName: 'Mya' }, { remoteAddress: address });
      expect(answer.status, `sign-up ${signUp}`).toBe(200);
    }
    const email = uniqueEmail();
    expectTooMany(await post(api, '/v4/user/register', { email, firstName: 'Mya', lastName: 'Mya', password: 'Inle-lake-boat-7' }, { remoteAddress: address }));
    expect((await post(api, '/v4/user/checkUser', { email })).body.exists).toBe(false);
    // Another address may still sign up.
    expect((await post(api, '/v4/user/register', { email, firstName: 'Mya', lastName: 'Mya', password: 'Inle-lake-boat-7' })).status).toBe(200);
  });
});

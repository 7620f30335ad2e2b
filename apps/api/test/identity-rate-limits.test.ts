import { describe, expect, it } from 'vitest';
import { ACCOUNT_RATE_LIMITS } from '@thwa/domain/accounts/rate-limits';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';
import { clientAddress, messagesTo, post, uniqueEmail } from './identity-fixtures.ts';
import { scaledWait } from '../../../scripts/wait-scale.mjs';

const api = useTestApi();
const tokenUrl = '/auth/realms/user/protocol/openid-connect/token';

function expectTooMany(answer: { status: number; body: { errorCode?: string; code?: number }; headers: Record<string, unknown> }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 429, errorCode: 'TOO_MANY_REQUESTS' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits of the identity calls (design §7)', () => {
  it("sign-in: 10 wrong passwords from one address hold up that address, not the owner signing in from another", async () => {
    const member = await createAccount(api);
    const attacker = clientAddress();
    const owner = clientAddress();
    const { max } = ACCOUNT_RATE_LIMITS.signInPerAccountAndAddress;
    expect(max).toBe(10);
    for (let attempt = 1; attempt <= max; attempt++) {
      const answer = await post(api, tokenUrl, { grant_type: 'password', username: member.email.toUpperCase(), password: `wrong-${attempt}-pass` }, { remoteAddress: attacker });
      expect(answer.status, `try ${attempt}`).toBe(401);
    }
    // From the attacker's address even the right password now waits, on both sign-in calls ...
    expectTooMany(await post(api, tokenUrl, { grant_type: 'password', username: member.email, password: member.password }, { remoteAddress: attacker }));
    expectTooMany(await post(api, '/v4/user/login', { username: member.email, password: member.password }, { remoteAddress: attacker }));
    // ... while the owner, from their own address, signs in.
    const signedIn = await post(api, tokenUrl, { grant_type: 'password', username: member.email, password: member.password }, { remoteAddress: owner });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toEqual(expect.any(String));
    expect((await post(api, '/v4/user/login', { username: member.email, password: member.password }, { remoteAddress: owner })).status).toBe(200);
    // The attacker's address is not held up for another account (its own limit is per address) ...
    const other = await createAccount(api);
    expect((await post(api, tokenUrl, { grant_type: 'password', username: other.email, password: other.password }, { remoteAddress: attacker })).status).toBe(200);
    // ... and refreshing a session is not a password guess.
    expect((await post(api, tokenUrl, { grant_type: 'refresh_token', refresh_token: member.refreshToken }, { remoteAddress: attacker })).status).toBe(200);
  });

  it('sign-in: guesses sprayed from many addresses are held to 100 per account an hour', async () => {
    const member = await createAccount(api);
    const { max: perAccount } = ACCOUNT_RATE_LIMITS.signInPerAccount;
    const { max: perAddress } = ACCOUNT_RATE_LIMITS.signInPerAccountAndAddress;
    expect(perAccount).toBe(100);
    const addresses = Array.from({ length: perAccount / perAddress }, () => clientAddress());
    // Each address its 10 tries, the addresses side by side (each try costs an argon2 verification).
    const statuses = await Promise.all(
      addresses.map(async (address) => {
        const answers: number[] = [];
        for (let attempt = 1; attempt <= perAddress; attempt++) {
          answers.push((await post(api, '/v4/user/login', { username: member.email, password: `spray-${attempt}-pass` }, { remoteAddress: address })).status);
        }
        return answers;
      }),
    );
    expect(statuses.flat().filter((status) => status === 401)).toHaveLength(perAccount);
    // The account's hour is used up: a new address waits too, right password or not.
    expectTooMany(await post(api, '/v4/user/login', { username: member.email, password: member.password }, { remoteAddress: clientAddress() }));
  }, scaledWait(120_000));

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

  it('sign-up: registering with a member\'s email never answers that member\'s id', async () => {
    const member = await createAccount(api);
    const address = clientAddress();
    const guest = (email: string) => post(api, '/v3/guest/register', { email, firstName: 'Mya', lastName: 'Mya' }, { remoteAddress: address });
    const taken = await guest(member.email.toUpperCase());
    const fresh = await guest(uniqueEmail());
    // The same answer as for a new address: 200 and a user id of the same shape, but not the member's.
    expect(taken.status).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.userId).toMatch(/^U[0-9A-F]{12}$/);
    expect(fresh.body.userId).toMatch(/^U[0-9A-F]{12}$/);
    expect(taken.body.userId).not.toBe(member.userId);
    expect(JSON.stringify(taken.body)).not.toContain(member.userId);
    // Asked again, it answers the same (a guest's own record answers the same id every time too).
    expect((await guest(member.email)).body.userId).toBe(taken.body.userId);
    // Nothing was changed: the member still signs in with their password.
    expect((await post(api, '/v4/user/login', { username: member.email, password: member.password }, { remoteAddress: address })).status).toBe(200);
    // Member sign-up with the taken email is refused without any id either.
    const register = await post(api, '/v4/user/register', { email: member.email, firstName: 'Mya', lastName: 'Mya', password: 'Inle-lake-boat-7' }, { remoteAddress: address });
    expect(register.body).toMatchObject({ code: 409, errorCode: 'ACCOUNT_EXISTS' });
    expect(JSON.stringify(register.body)).not.toContain(member.userId);
  });
});

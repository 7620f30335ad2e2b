import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';
import { latestCode, messagesTo, otherCode, post, uniqueEmail } from './identity-fixtures.ts';

/** The app's clock, moved forward by tests to expire codes. */
let offsetMs = 0;
const api = useTestApi({}, { flights: { now: () => new Date(Date.now() + offsetMs) } });

async function registered() {
  const email = uniqueEmail();
  const answer = await post(api, '/v4/user/register', { firstName: 'Thida', lastName: 'Win', email, password: 'Mandalay-hill-steps' });
  expect(answer.status).toBe(200);
  return { email, userId: answer.body.userId as string };
}

async function status(email: string) {
  const [row] = await api.connection.db.select({ status: users.status }).from(users).where(eq(users.email, email));
  return row?.status;
}

describe('one-time codes (design §7)', () => {
  it('are 6 digits, stored only as a hash, and never in an answer', async () => {
    const { email, userId } = await registered();
    const code = await latestCode(api, email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await api.connection.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('count each wrong try; after 5 wrong tries even the right code is refused (OTP_TOO_MANY_TRIES)', async () => {
    const { email } = await registered();
    const code = await latestCode(api, email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post(api, '/v4/user/verifyOTP', { email, purpose: 'activation', otp: otherCode(code) });
      expect(wrong.body, `try ${attempt}`).toMatchObject({ code: 400, errorCode: 'OTP_INVALID', field: 'otp' });
    }
    const sixth = await post(api, '/v4/user/verifyOTP', { email, purpose: 'activation', otp: code });
    expect(sixth).toMatchObject({ status: 429, body: { errorCode: 'OTP_TOO_MANY_TRIES' } });
    expect((await post(api, '/v4/user/activate', { email, otp: code })).body.errorCode).toBe('OTP_TOO_MANY_TRIES');
    expect(await status(email)).toBe('pending');

    // A new code starts again with 5 tries, and the old code is gone.
    expect((await post(api, '/v4/user/resendOTP', { email, purpose: 'activation' })).body).toMatchObject({ code: 200 });
    const fresh = await latestCode(api, email);
    if (fresh !== code) expect((await post(api, '/v4/user/activate', { email, otp: code })).body.errorCode).toBe('OTP_INVALID');
    expect((await post(api, '/v4/user/activate', { email, otp: fresh })).status).toBe(200);
  });

  it('check without using up: verifyOTP leaves the code for the step it is for', async () => {
    const { email } = await registered();
    const code = await latestCode(api, email);
    expect((await post(api, '/v4/user/verifyOTP', { email, purpose: 'activation', otp: code })).body).toEqual({ code: 200, verified: true });
    expect((await post(api, '/v4/user/activate', { email, otp: code })).status).toBe(200);
  });

  it('are used once', async () => {
    const { email } = await registered();
    const code = await latestCode(api, email);
    expect((await post(api, '/v4/user/activate', { email, otp: code })).status).toBe(200);
    expect((await post(api, '/v4/user/activate', { email, otp: code })).body).toMatchObject({ code: 400, errorCode: 'OTP_INVALID' });
  });

  it('expire after 10 minutes', async () => {
    const { email } = await registered();
    const code = await latestCode(api, email);
    offsetMs = 10 * 60_000 + 1_000;
    try {
      expect((await post(api, '/v4/user/activate', { email, otp: code })).body).toMatchObject({ code: 400, errorCode: 'OTP_INVALID' });
      expect(await status(email)).toBe('pending');
    } finally {
      offsetMs = 0;
    }
  });

  it('work until just before 10 minutes', async () => {
    const { email } = await registered();
    const code = await latestCode(api, email);
    offsetMs = 9 * 60_000 + 30_000;
    try {
      expect((await post(api, '/v4/user/activate', { email, otp: code })).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('are replaced by a newer code for the same purpose and address', async () => {
    const { email } = await registered();
    const first = await latestCode(api, email);
    await post(api, '/v4/user/resendOTP', { email, purpose: 'activation' });
    const second = await latestCode(api, email);
    expect(await messagesTo(api, email)).toHaveLength(2);
    if (first !== second) expect((await post(api, '/v4/user/activate', { email, otp: first })).body.errorCode).toBe('OTP_INVALID');
    expect((await post(api, '/v4/user/activate', { email, otp: second })).status).toBe(200);
  });

  it('resendOTP answers the same whether or not an account exists, and sends nothing for none', async () => {
    const nobody = uniqueEmail();
    const { email } = await registered();
    const forNobody = await post(api, '/v4/user/resendOTP', { email: nobody, purpose: 'activation' });
    const forSomeone = await post(api, '/v4/user/resendOTP', { email, purpose: 'activation' });
    expect(forNobody.body.message).toBe(forSomeone.body.message);
    expect(forNobody.status).toBe(forSomeone.status);
    expect(await messagesTo(api, nobody)).toHaveLength(0);
    expect((await post(api, '/v4/user/resendOTP', { email: 'nobody@', purpose: 'activation' })).body).toMatchObject({ code: 400, field: 'email' });
  });
});

describe('forgotten password: /v4/{type}/forgotPassword and /changePassword with the code', () => {
  it('never reveals whether the account exists', async () => {
    const member = await createAccount(api);
    const nobody = uniqueEmail();
    const known = await post(api, '/v4/user/forgotPassword', { email: member.email });
    const unknown = await post(api, '/v4/user/forgotPassword', { email: nobody });
    expect(known.body.message).toBe(unknown.body.message);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await messagesTo(api, member.email)).toHaveLength(1);
    expect(await messagesTo(api, nobody)).toHaveLength(0);
    // An agent's email asked for on the user realm: same answer, nothing sent.
    const agent = await createAccount(api, { userCode: 'AGT' });
    expect((await post(api, '/v4/user/forgotPassword', { email: agent.email })).body.message).toBe(known.body.message);
    expect(await messagesTo(api, agent.email)).toHaveLength(0);
  });

  it('sets the new password with the reset code and ends every session', async () => {
    const member = await createAccount(api);
    await post(api, '/v4/user/forgotPassword', { email: member.email });
    const code = await latestCode(api, member.email);
    expect((await post(api, '/v4/user/verifyOTP', { email: member.email, purpose: 'reset_password', otp: code })).status).toBe(200);

    const weak = await post(api, '/v4/user/changePassword', { email: member.email, otp: code, newPassword: 'password1' });
    expect(weak.body).toMatchObject({ code: 400, errorCode: 'PASSWORD_TOO_COMMON', field: 'newPassword' });

    const reset = await post(api, '/v4/user/changePassword', { email: member.email, otp: code, newPassword: 'Kalaw-to-Inle-trek' });
    expect(reset.body).toMatchObject({ code: 200 });
    expect((await post(api, '/v4/user/getUser', {}, { headers: member.headers })).body.errorCode).toBe('SESSION_EXPIRED');
    const tokenUrl = '/auth/realms/user/protocol/openid-connect/token';
    expect((await post(api, tokenUrl, { grant_type: 'password', username: member.email, password: member.password })).status).toBe(401);
    expect((await post(api, tokenUrl, { grant_type: 'password', username: member.email, password: 'Kalaw-to-Inle-trek' })).status).toBe(200);
    // The code was used.
    expect((await post(api, '/v4/user/changePassword', { email: member.email, otp: code, newPassword: 'Another-good-one-9' })).body.errorCode).toBe('OTP_INVALID');
  });

  it('refuses an activation code as a reset code', async () => {
    const { email } = await registered();
    const code = await latestCode(api, email);
    const answer = await post(api, '/v4/user/changePassword', { email, otp: code, newPassword: 'Kalaw-to-Inle-trek' });
    expect(answer.body).toMatchObject({ code: 400, errorCode: 'OTP_INVALID' });
  });
});

import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { users } from '@thwa/db/schema';
import { asc, inArray } from '@thwa/db/sql';
import { passwordProblem } from '@thwa/domain/accounts/password-policy';
import { loadConfig } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/features/accounts/demo-accounts.ts';
import { prepareDatabase } from '../src/host/database.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { post } from './identity-fixtures.ts';

// A database of this file's own: the demo accounts have fixed ids and addresses, and the first test
// needs a database that has none.
const api = useTestApiOnOwnDatabase('thwa_demo_accounts');
const log = pino({ level: 'silent' });
const demoIds = DEMO_ACCOUNTS.map((account) => account.userId);

/** What `npm start` does to the database before serving, in the given mode. */
async function start(env: NodeJS.ProcessEnv) {
  const database = await prepareDatabase(loadConfig({ DATABASE_URL: api.config.DATABASE_URL, ...env }), log);
  await database.shutdown();
  return database.demoAccounts;
}

const demoRows = () => api.connection.db.select().from(users).where(inArray(users.userId, demoIds)).orderBy(asc(users.userId));

const tokenUrl = (realm: string) => `/auth/realms/${realm}/protocol/openid-connect/token`;
const signIn = (realm: string, username: string, password: string) => post(api, tokenUrl(realm), { grant_type: 'password', username, password, client_id: 'web' });

const production = { NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: 'p'.repeat(40), LINK_SIGNING_SECRET: 'l'.repeat(40) };

describe('demo accounts (npm start without NODE_ENV=production)', () => {
  it('are never created in production, not even on a staging site with sandbox payments on', async () => {
    expect(await start(production)).toEqual([]);
    expect(await start({ ...production, SANDBOX_PAYMENTS: 'true', SANDBOX_SOURCES: 'true', DEV_MAILBOX: 'true' })).toEqual([]);
    expect(await demoRows()).toEqual([]);
  });

  it('are a member, an agent with one sub-agent and an employee, whose published passwords pass the password rules', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.userCode)).toEqual(['CUS', 'AGT', 'SGT', 'EMP']);
    for (const account of DEMO_ACCOUNTS) expect(passwordProblem(account.password, [account.email, account.firstName, account.lastName])).toBeUndefined();
  });

  it('are created at the first start, active, and sign in through the real token endpoint on their realm', async () => {
    const present = await start({ NODE_ENV: 'development' });
    expect(present.map((account) => account.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    const rows = await demoRows();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.status === 'active' && row.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(rows.find((row) => row.userCode === 'SGT')?.mainAgentId).toBe(rows.find((row) => row.userCode === 'AGT')?.userId);

    for (const account of DEMO_ACCOUNTS) {
      const answer = await signIn(account.realm, account.email, account.password);
      expect(answer.status, account.email).toBe(200);
      const user = await post(api, `/v4/${account.realm}/getUser`, {}, { headers: { 'access-token': `Bearer ${answer.body.access_token}`, type: account.realm } });
      expect(user.body).toMatchObject({ code: 200, userId: account.userId, info: { userCode: account.userCode, email: account.email } });
    }
    // The agent realm is the agents' only: the member and the employee are refused there.
    expect((await signIn('agent', 'member@example.com', 'demo-member-pass')).status).toBe(401);
  });

  it('are left alone by a second start, which never resets a password the demo user changed', async () => {
    const member = DEMO_ACCOUNTS.find((account) => account.userCode === 'CUS')!;
    const session = await signIn('user', member.email, member.password);
    const changed = await post(api, '/v4/user/changePassword', { currentPassword: member.password, newPassword: 'Kalaw-hill-walk' }, { headers: { 'access-token': `Bearer ${session.body.access_token}`, type: 'user' } });
    expect(changed.status).toBe(200);
    const before = await demoRows();

    const present = await start({ NODE_ENV: 'test' });
    expect(present).toHaveLength(4);
    expect(await demoRows()).toEqual(before);
    expect((await signIn('user', member.email, member.password)).status).toBe(401);
    expect((await signIn('user', member.email, 'Kalaw-hill-walk')).status).toBe(200);
  });
});

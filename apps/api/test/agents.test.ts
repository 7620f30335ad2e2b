import { describe, expect, it } from 'vitest';
import { users } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';
import { post, uniqueEmail, uniquePhone } from './identity-fixtures.ts';

const api = useTestApi();
const agentToken = '/auth/realms/agent/protocol/openid-connect/token';

async function row(userId: string) {
  const [found] = await api.connection.db.select().from(users).where(eq(users.userId, userId));
  return found;
}

async function addSubAgent(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const answer = await post(api, '/v4/agent/addSubAgent', { firstName: 'Zaw', lastName: 'Min', email, password: 'Bagan-temples-2026', ...overrides }, { headers });
  return { ...answer, email };
}

describe('agents manage their own sub-agents (spec §6)', () => {
  it('add a sub-agent who signs in on the agent realm with the password the agent set', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const phone = uniquePhone();
    const added = await addSubAgent(agent.headers, { phoneNumber: `0${phone}` });
    expect(added.status).toBe(200);
    expect(added.body.subAgent).toMatchObject({ mainAgentId: agent.userId, userCode: 'SGT', role: 'Sub Agent', status: 'active', email: added.email, phoneCode: '95', phoneNumber: phone });
    expect(await row(added.body.subAgent.subAgentId)).toMatchObject({ realm: 'agent', userCode: 'SGT', mainAgentId: agent.userId, status: 'active' });

    const signIn = await post(api, agentToken, { grant_type: 'password', username: added.email, password: 'Bagan-temples-2026' });
    expect(signIn.status).toBe(200);
    const user = await post(api, '/v4/agent/getUser', {}, { headers: { 'access-token': `Bearer ${signIn.body.access_token}`, type: 'agent' } });
    expect(user.body).toMatchObject({ userId: added.body.subAgent.subAgentId, mainAgentId: agent.userId, agentId: added.body.subAgent.subAgentId, info: { role: 'Sub Agent' } });
    // Not on the member realm.
    expect((await post(api, '/auth/realms/user/protocol/openid-connect/token', { grant_type: 'password', username: added.email, password: 'Bagan-temples-2026' })).status).toBe(401);
  });

  it('list only their own sub-agents, or one by id', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const other = await createAccount(api, { userCode: 'AGT' });
    const first = await addSubAgent(agent.headers);
    const second = await addSubAgent(agent.headers);
    const foreign = await addSubAgent(other.headers);

    const all = await post(api, '/v4/agent/getSubAgent', {}, { headers: agent.headers });
    expect(all.body.code).toBe(200);
    expect(all.body.subAgents.map((sub: { subAgentId: string }) => sub.subAgentId)).toEqual([first.body.subAgent.subAgentId, second.body.subAgent.subAgentId]);
    expect(JSON.stringify(all.body)).not.toMatch(/argon2|passwordHash/);

    const one = await post(api, '/v4/agent/getSubAgent', { subAgentId: second.body.subAgent.subAgentId }, { headers: agent.headers });
    expect(one.body.subAgents).toHaveLength(1);
    const notMine = await post(api, '/v4/agent/getSubAgent', { subAgentId: foreign.body.subAgent.subAgentId }, { headers: agent.headers });
    expect(notMine).toMatchObject({ status: 404, body: { errorCode: 'SUB_AGENT_NOT_FOUND' } });
    expect(JSON.stringify(notMine.body)).not.toContain(foreign.email);
  });

  it("edit their own sub-agent; another agent's sub-agent is 404 and unchanged", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const other = await createAccount(api, { userCode: 'AGT' });
    const mine = await addSubAgent(agent.headers);
    const theirs = await addSubAgent(other.headers);
    const newEmail = uniqueEmail();

    const edited = await post(api, '/v4/agent/editSubAgent', { subAgentId: mine.body.subAgent.subAgentId, firstName: 'Kyaw', email: newEmail }, { headers: agent.headers });
    expect(edited.body.subAgent).toMatchObject({ firstName: 'Kyaw', lastName: 'Min', email: newEmail });

    const refused = await post(api, '/v4/agent/editSubAgent', { subAgentId: theirs.body.subAgent.subAgentId, firstName: 'Hacked' }, { headers: agent.headers });
    expect(refused).toMatchObject({ status: 404, body: { errorCode: 'SUB_AGENT_NOT_FOUND' } });
    expect(await row(theirs.body.subAgent.subAgentId)).toMatchObject({ firstName: 'Zaw', email: theirs.email });

    // Nor can an agent reach a member or itself through the sub-agent calls.
    const member = await createAccount(api);
    expect((await post(api, '/v4/agent/editSubAgent', { subAgentId: member.userId, firstName: 'Hacked' }, { headers: agent.headers })).status).toBe(404);
    expect((await row(member.userId))!.firstName).toBe('Aung');
  });

  it('deactivate a sub-agent: its sessions end and it cannot sign in; activating lets it back', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const sub = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const off = await post(api, '/v4/agent/changeSubAgentStatus', { subAgentId: sub.userId, status: 'deactivated' }, { headers: agent.headers });
    expect(off.body.subAgent).toMatchObject({ subAgentId: sub.userId, status: 'deactivated' });
    expect((await post(api, '/v4/agent/getUser', {}, { headers: sub.headers })).body.errorCode).toBe('SESSION_EXPIRED');
    expect((await post(api, agentToken, { grant_type: 'refresh_token', refresh_token: sub.refreshToken })).status).toBe(401);
    // Told that their agent paused the account, in their language; no activation code is offered.
    const refused = await post(api, agentToken, { grant_type: 'password', username: sub.email, password: sub.password });
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_PAUSED', message: 'Your account is paused by your agent. Please ask your agent to activate it again.' } });
    const login = await post(api, '/v4/agent/login', { username: sub.email, password: sub.password });
    expect(login.body).toMatchObject({ errorCode: 'ACCOUNT_PAUSED' });
    expect(login.body.message).not.toMatch(/code/);
    const inMyanmar = await post(api, '/v4/agent/login', { username: sub.email, password: sub.password }, { headers: { 'accept-language': 'my' } });
    expect(inMyanmar.body.message).toContain('ကိုယ်စားလှယ်');
    // The wrong password still learns nothing.
    expect((await post(api, agentToken, { grant_type: 'password', username: sub.email, password: 'Wrong-password-42' })).body.errorCode).toBe('INVALID_CREDENTIALS');

    await post(api, '/v4/agent/changeSubAgentStatus', { subAgentId: sub.userId, status: 'active' }, { headers: agent.headers });
    expect((await post(api, agentToken, { grant_type: 'password', username: sub.email, password: sub.password })).status).toBe(200);
  });

  it("set a new password for their own sub-agent, by the sign-up rules; the old one and its sessions end", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const sub = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const reset = await post(api, '/v4/agent/resetSubAgentPassword', { subAgentId: sub.userId, password: 'Mandalay-Hill-2031' }, { headers: agent.headers });
    expect(reset).toMatchObject({ status: 200, body: { code: 200, subAgent: { subAgentId: sub.userId, status: 'active' } } });
    expect(JSON.stringify(reset.body)).not.toMatch(/argon2|Mandalay/);
    expect((await post(api, '/v4/agent/getUser', {}, { headers: sub.headers })).body.errorCode).toBe('SESSION_EXPIRED');
    expect((await post(api, agentToken, { grant_type: 'password', username: sub.email, password: sub.password })).status).toBe(401);
    expect((await post(api, agentToken, { grant_type: 'password', username: sub.email, password: 'Mandalay-Hill-2031' })).status).toBe(200);

    // Sign-up's rules: too short, too common, or made of the sub-agent's own name is refused, and nothing changes.
    for (const [password, errorCode] of [['short1', 'PASSWORD_TOO_SHORT'], ['password123', 'PASSWORD_TOO_COMMON'], [`${sub.email}1`, 'PASSWORD_TOO_COMMON']] as const) {
      const refused = await post(api, '/v4/agent/resetSubAgentPassword', { subAgentId: sub.userId, password }, { headers: agent.headers });
      expect(refused.body, password).toMatchObject({ code: 400, errorCode, field: 'password' });
    }
    expect((await post(api, agentToken, { grant_type: 'password', username: sub.email, password: 'Mandalay-Hill-2031' })).status).toBe(200);
  });

  it("cannot set the password of another agent's sub-agent, a member or itself", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const other = await createAccount(api, { userCode: 'AGT' });
    const theirs = await createAccount(api, { userCode: 'SGT', mainAgentId: other.userId });
    const member = await createAccount(api);
    for (const target of [theirs, member, agent]) {
      const refused = await post(api, '/v4/agent/resetSubAgentPassword', { subAgentId: target.userId, password: 'Mandalay-Hill-2031' }, { headers: agent.headers });
      expect(refused, target.userCode).toMatchObject({ status: 404, body: { errorCode: 'SUB_AGENT_NOT_FOUND' } });
      // Still signed in, on its own realm's call (a member's token is refused on the agent realm's: decision 028).
      expect((await post(api, `/v4/${target.userCode === 'CUS' ? 'user' : 'agent'}/getUser`, {}, { headers: target.headers })).status, target.userCode).toBe(200);
    }
    expect((await post(api, agentToken, { grant_type: 'password', username: theirs.email, password: theirs.password })).status).toBe(200);
    expect((await post(api, agentToken, { grant_type: 'password', username: theirs.email, password: 'Mandalay-Hill-2031' })).status).toBe(401);
  });

  it("cannot change another agent's sub-agent's status", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const other = await createAccount(api, { userCode: 'AGT' });
    const theirs = await createAccount(api, { userCode: 'SGT', mainAgentId: other.userId });
    const answer = await post(api, '/v4/agent/changeSubAgentStatus', { subAgentId: theirs.userId, status: 'deactivated' }, { headers: agent.headers });
    expect(answer).toMatchObject({ status: 404, body: { errorCode: 'SUB_AGENT_NOT_FOUND' } });
    expect((await row(theirs.userId))!.status).toBe('active');
    expect((await post(api, '/v4/agent/getUser', {}, { headers: theirs.headers })).status).toBe(200);
  });

  it('refuse a member or a sub-agent (403) and a guest (401) on every agent call', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const member = await createAccount(api);
    const sub = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/v4/agent/getSubAgent', {}],
      ['/v4/agent/addSubAgent', { firstName: 'Zaw', lastName: 'Min', email: uniqueEmail(), password: 'Bagan-temples-2026' }],
      ['/v4/agent/editSubAgent', { subAgentId: sub.userId, firstName: 'Hacked' }],
      ['/v4/agent/changeSubAgentStatus', { subAgentId: sub.userId, status: 'deactivated' }],
      ['/v4/agent/resetSubAgentPassword', { subAgentId: sub.userId, password: 'Mandalay-Hill-2031' }],
    ];
    for (const [url, body] of calls) {
      expect((await post(api, url, body, { headers: member.headers })).body, url).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
      expect((await post(api, url, body, { headers: sub.headers })).body, url).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
      expect((await post(api, url, body)).body, url).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
    }
    expect(await row(sub.userId)).toMatchObject({ firstName: 'Aung', status: 'active' });
  });

  it('refuse bad input naming the field and write nothing', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const email = uniqueEmail();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: 'Zaw', lastName: 'Min', password: 'Bagan-temples-2026' }, 'email'],
      [{ firstName: 'Zaw', lastName: 'Min', email: 'zaw@', password: 'Bagan-temples-2026' }, 'email'],
      [{ firstName: '', lastName: 'Min', email, password: 'Bagan-temples-2026' }, 'firstName'],
      [{ firstName: 'Zaw', lastName: 'Min', email, password: '12345678' }, 'password'],
      [{ firstName: 'Zaw', lastName: 'Min', email, phoneNumber: '0912', password: 'Bagan-temples-2026' }, 'phoneNumber'],
    ];
    for (const [body, field] of cases) {
      expect((await post(api, '/v4/agent/addSubAgent', body, { headers: agent.headers })).body, JSON.stringify(body)).toMatchObject({ code: 400, field });
    }
    expect((await post(api, '/v4/agent/getSubAgent', {}, { headers: agent.headers })).body.subAgents).toHaveLength(0);
    expect((await post(api, '/v4/agent/changeSubAgentStatus', { subAgentId: 'X', status: 'paused' }, { headers: agent.headers })).body).toMatchObject({ code: 400, field: 'body.status' });
    const taken = await addSubAgent(agent.headers, { email: agent.email });
    expect(taken.body).toMatchObject({ code: 409, errorCode: 'ACCOUNT_EXISTS', field: 'email' });
  });
});

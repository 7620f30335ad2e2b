import { describe, expect, it } from 'vitest';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';
import { post } from './identity-fixtures.ts';

/**
 * Issue 19 item 6: an agent's access token was accepted on the member realm's calls. A token carries
 * its realm; the `/v4/:type/…` calls of a signed-in user take only a token of the realm they name
 * (decision 028). The calls both realms' pages use (My trips, purchase history, wallet, saved
 * travellers under /myaccount) stay open to both.
 */
const api = useTestApi();

describe("one realm's token on the other realm's calls", () => {
  it("refuses an agent's and a sub-agent's token on the member realm's calls, 403 in the error shape", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    for (const caller of [agent, subAgent]) {
      const refused = [
        await post(api, '/v4/user/getUser', {}, { headers: { ...caller.headers, type: 'user' } }),
        await post(api, '/v4/user/edit', { firstName: 'Mallory' }, { headers: caller.headers }),
        await post(api, '/v4/user/changePassword', { currentPassword: caller.password, newPassword: 'Another-lake-boat-9' }, { headers: caller.headers }),
        await post(api, '/v4/user/delete', { password: caller.password }, { headers: caller.headers }),
      ];
      for (const answer of refused) expect(answer).toMatchObject({ status: 403, body: { code: 403, errorCode: 'FORBIDDEN', message: expect.any(String) } });
    }
    // Nothing was changed through them, and the agent's own calls still work.
    const own = await post(api, '/v4/agent/getUser', {}, { headers: { ...agent.headers, type: 'agent' } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await post(api, '/v4/agent/edit', { firstName: 'Thida' }, { headers: agent.headers })).status).toBe(200);
    expect((await post(api, '/v4/agent/getSubAgent', {}, { headers: agent.headers })).status).toBe(200);
    expect((await post(api, '/v4/agent/getUser', {}, { headers: { ...subAgent.headers, type: 'agent' } })).status).toBe(200);
  });

  it("takes a member's token on the member realm's calls, and refuses it on the agent realm's", async () => {
    const member = await createAccount(api);
    expect((await post(api, '/v4/user/getUser', {}, { headers: { ...member.headers, type: 'user' } })).status).toBe(200);
    expect((await post(api, '/v4/user/edit', { firstName: 'Hnin' }, { headers: member.headers })).status).toBe(200);
    expect(await post(api, '/v4/agent/getUser', {}, { headers: member.headers })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await post(api, '/v4/agent/edit', { firstName: 'Mallory' }, { headers: member.headers })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });

  it('keeps the calls both realms use open to an agent (My trips, purchase history, wallet, saved travellers)', async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    expect((await post(api, '/myaccount/my-trips', { userId: agent.userId, page: 0, userType: 'agent' }, { headers: agent.headers })).status).toBe(200);
    expect((await post(api, '/myaccount/purchasehistory', { page: 0 }, { headers: agent.headers })).status).toBe(200);
    expect((await post(api, '/myaccount/saved-travelers', {}, { headers: agent.headers })).status).toBe(200);
  });

  it('still tells a missing token apart: 401 UNAUTHORIZED', async () => {
    expect(await post(api, '/v4/user/getUser', {})).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

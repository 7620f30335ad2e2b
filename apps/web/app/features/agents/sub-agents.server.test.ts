import { describe, expect, it } from 'vitest';
import type { RouterContextProvider } from 'react-router';
import { runBehindSession, type ApiCall } from '../account/test-support.ts';
import { loadSubAgentForm, loadSubAgentList, subAgentFormAction, subAgentListAction } from './sub-agents.server.ts';

const SUB_AGENT = {
  subAgentId: 'S1',
  mainAgentId: 'A1',
  userCode: 'SGT',
  role: 'Sub Agent',
  email: 'zaw@example.com',
  phoneCode: null,
  phoneNumber: null,
  firstName: 'Zaw',
  lastName: 'Lin',
  status: 'active',
  createdAt: '2026-11-24T08:00:00+00:00',
};

type Call = Omit<ApiCall, 'idempotencyKey'>;

/** Runs `work` as the route would: behind the session middleware, signed in with `userCode`. */
async function asUser(
  userCode: string,
  request: (cookie: string) => Request,
  answer: (call: Call) => { status: number; body: unknown },
  work: (args: { request: Request; context: RouterContextProvider }) => Promise<unknown>,
) {
  const user = { userId: userCode === 'AGT' ? 'A1' : 'U9', userCode, mainAgentId: null, realm: userCode === 'CUS' ? ('user' as const) : ('agent' as const) };
  const { calls, outcome } = await runBehindSession({ user, request, answer, work });
  return { calls: calls.map(({ idempotencyKey: _unused, ...call }) => call), outcome };
}

const get = (path: string) => (cookie: string) => new Request(`http://thwa.test${path}`, { headers: { cookie } });
const post = (path: string, fields: Record<string, string>) => (cookie: string) =>
  new Request(`http://thwa.test${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
const noCall = () => {
  throw new Error('the api must not be called');
};

describe('sub-agent pages (spec §6)', () => {
  it.each(['CUS', 'SGT'])('give a %s the 403 page without asking the api', async (userCode) => {
    for (const [path, work] of [
      ['/account/sub-agent-info', loadSubAgentList],
      ['/account/sub-agent-form', loadSubAgentForm],
    ] as const) {
      const { calls, outcome } = await asUser(userCode, get(path), noCall, (args) => work(args).catch((thrown: unknown) => thrown));
      expect(calls).toEqual([]);
      // Thrown for the root error boundary, which shows the 403 page with these texts.
      expect((outcome as { init: { status: number } }).init.status).toBe(403);
      expect((outcome as { data: { title: string; action: { href: string } } }).data).toMatchObject({ title: 'Access denied', action: { href: '/account' } });
    }
  });

  it('refuse a member adding a sub-agent by posting the form directly', async () => {
    const { calls, outcome } = await asUser('CUS', post('/account/sub-agent-form', { firstName: 'A', lastName: 'B', contact: 'x@example.com', password: 'Irrawaddy-9' }), noCall, (args) =>
      subAgentFormAction(args).catch((thrown: unknown) => thrown),
    );
    expect(calls).toEqual([]);
    expect((outcome as { init: { status: number } }).init.status).toBe(403);
  });

  it('list an agent’s sub-agents, with the agent’s token', async () => {
    const { calls, outcome } = await asUser('AGT', get('/account/sub-agent-info?added=S1'), () => ({ status: 200, body: { code: 200, subAgents: [SUB_AGENT] } }), (args) => loadSubAgentList(args));
    expect(calls).toEqual([{ path: '/api/v4/agent/getSubAgent', body: {}, token: 'Bearer access-1' }]);
    const { data } = outcome as { data: { kind: string; subAgents: unknown[]; notice: string } };
    expect(data.subAgents).toEqual([{ subAgentId: 'S1', name: 'Zaw Lin', contact: 'zaw@example.com', status: 'active' }]);
    expect(data.notice).toBe('Zaw Lin is added. They sign in with the agent sign-in.');
  });

  it('refuse a status change for a malformed id or status without asking the api', async () => {
    const { calls, outcome } = await asUser('AGT', post('/account/sub-agent-info', { subAgentId: 'S1', status: 'deleted' }), noCall, (args) => subAgentListAction(args));
    expect(calls).toEqual([]);
    expect((outcome as { init: { status: number } }).init.status).toBe(400);
  });

  it('show the api’s refusal when someone else’s sub-agent is opened for editing', async () => {
    const { outcome } = await asUser(
      'CUS',
      get('/account/sub-agent-form/S1'),
      () => ({ status: 404, body: { code: 404, errorCode: 'SUB_AGENT_NOT_FOUND', message: 'This sub-agent does not exist.', requestId: 'r' } }),
      (args) => loadSubAgentForm({ ...args, params: { subAgentId: 'S1' } }),
    );
    const { data, init } = outcome as { data: { error: string; values: { contact: string } }; init: { status: number } };
    expect(init.status).toBe(404);
    expect(data.error).toBe('This sub-agent does not exist.');
    expect(data.values.contact).toBe('');
  });

  it('sign the visitor out and send them to sign in when the api says the session has ended', async () => {
    const { outcome } = await asUser(
      'AGT',
      get('/account/sub-agent-info'),
      () => ({ status: 401, body: { code: 401, errorCode: 'SESSION_EXPIRED', message: 'expired', requestId: 'r' } }),
      (args) => loadSubAgentList(args),
    );
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/sign-in\?redirect=%2Faccount%2Fsub-agent-info&routeType=account&userType=allUserType&userId=$/);
    expect(response.headers.get('set-cookie')).toMatch(/^thwa_session=;.*Max-Age=0/);
  });

  it('add a sub-agent with a phone number split into code and number, then go to the list', async () => {
    const { calls, outcome } = await asUser(
      'AGT',
      post('/account/sub-agent-form', { firstName: 'Zaw', lastName: 'Lin', contact: '09 7812 34567', password: 'Irrawaddy-River-9' }),
      () => ({ status: 200, body: { code: 200, subAgent: SUB_AGENT } }),
      (args) => subAgentFormAction(args),
    );
    expect(calls[0]!.path).toBe('/api/v4/agent/addSubAgent');
    expect(calls[0]!.body).toMatchObject({ firstName: 'Zaw', lastName: 'Lin', phoneCode: '95', password: 'Irrawaddy-River-9' });
    expect((outcome as Response).headers.get('location')).toBe('/account/sub-agent-info?added=S1');
  });

  it('set a new password for a sub-agent from its edit form, then say so on the list', async () => {
    const { calls, outcome } = await asUser(
      'AGT',
      post('/account/sub-agent-form/S1', { intent: 'password', newPassword: 'Mandalay-Hill-2031' }),
      () => ({ status: 200, body: { code: 200, subAgent: SUB_AGENT } }),
      (args) => subAgentFormAction({ ...args, params: { subAgentId: 'S1' } }),
    );
    expect(calls).toEqual([{ path: '/api/v4/agent/resetSubAgentPassword', body: { subAgentId: 'S1', password: 'Mandalay-Hill-2031' }, token: 'Bearer access-1' }]);
    expect((outcome as Response).headers.get('location')).toBe('/account/sub-agent-info?password=S1');

    const list = await asUser('AGT', get('/account/sub-agent-info?password=S1'), () => ({ status: 200, body: { code: 200, subAgents: [SUB_AGENT] } }), (args) => loadSubAgentList(args));
    expect((list.outcome as { data: { notice: string } }).data.notice).toBe('A new password is set for Zaw Lin. They sign in with it now.');
  });

  it('put a refused new password under its field, and ask for one that is missing without calling the api', async () => {
    const weak = await asUser(
      'AGT',
      post('/account/sub-agent-form/S1', { intent: 'password', newPassword: '12345678' }),
      () => ({ status: 400, body: { code: 400, errorCode: 'PASSWORD_TOO_COMMON', message: 'too common', field: 'password', requestId: 'r' } }),
      (args) => subAgentFormAction({ ...args, params: { subAgentId: 'S1' } }),
    );
    expect((weak.outcome as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors).toEqual({ newPassword: 'too common' });
    const empty = await asUser('AGT', post('/account/sub-agent-form/S1', { intent: 'password', newPassword: '' }), noCall, (args) =>
      subAgentFormAction({ ...args, params: { subAgentId: 'S1' } }),
    );
    expect(empty.calls).toEqual([]);
    expect((empty.outcome as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors).toEqual({ newPassword: 'Please fill in this field.' });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { agentAccountLines, agentApplications, agentTerms, auditLog, authSessions, employeeGroups, employeeInvitations, mailMessages, users } from '@thwa/db/schema';
import { and, desc, eq, inArray, isNull, sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AcceptInvitationResponse,
  AgentApplicationResponse,
  AgentResponse,
  ApplicationDecisionResponse,
  EmployeeResponse,
  InvitationLookupResponse,
  InviteEmployeeResponse,
  OpsAgentsResponse,
  OpsEmployeesResponse,
} from '@thwa/domain/contracts/operations-people';
import { createAccount } from './account-fixtures.ts';
import { consoleEmployee, consoleTestCalls, createEmployee, refusedWith, type ConsoleEmployee } from './console-fixtures.ts';
import { latestCode, messagesTo, uniqueEmail, uniquePhone } from './identity-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * People in the console (issue 20 item 5): agents apply from the site, an employee approves (an agent
 * account that sets its password through the reset and signs in), rejects or suspends them and sets
 * their terms; employees are invited into groups and accept with a password. Every call audited and
 * refused to everyone without the group. On a database of this file's own: the last-admin rule counts
 * every admin of the installation.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_people');

const { send } = consoleTestCalls(api);

const auditOf = (targetType: string, targetId: string) =>
  api.connection.db
    .select()
    .from(auditLog)
    // The console's own sign-ins are audited on the employee too; these tests look at the people actions.
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId), sql`${auditLog.action} not like 'console.%'`))
    .orderBy(auditLog.id);

function application(overrides: Record<string, unknown> = {}) {
  return { company: 'Shwe Pyi Travels', licenceNumber: 'TA-0042/2026', contactName: 'Daw Khin Aye', email: uniqueEmail(), phoneNumber: `0${uniquePhone()}`, ...overrides };
}

async function apply(overrides: Record<string, unknown> = {}) {
  const body = application(overrides);
  const answer = await send('POST', '/api/v4/agent/apply', {}, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return { ...body, email: String(body.email).toLowerCase(), id: AgentApplicationResponse.parse(answer.json()).applicationId };
}

/** The agent's way in after approval: the site's password reset on the agent realm, then sign-in. */
async function setPasswordAndSignIn(email: string, password: string) {
  expect((await send('POST', '/api/v4/agent/forgotPassword', {}, { email })).statusCode).toBe(200);
  const otp = await latestCode(api, email);
  const changed = await send('POST', '/api/v4/agent/changePassword', {}, { email, otp, newPassword: password });
  expect(changed.statusCode, changed.body).toBe(200);
  return send('POST', '/api/v4/agent/login', {}, { username: email, password });
}

describe('agents applying from the site', () => {
  it('stores an application, pending, and refuses a second open one for the same e-mail', async () => {
    const applied = await apply({ email: `  ${uniqueEmail().toUpperCase()} ` });
    const [row] = await api.connection.db.select().from(agentApplications).where(eq(agentApplications.id, applied.id));
    expect(row).toMatchObject({ status: 'pending', email: applied.email.trim(), phoneCode: '95', company: 'Shwe Pyi Travels' });
    refusedWith(await send('POST', '/api/v4/agent/apply', {}, application({ email: applied.email.trim() })), 409, 'AGENT_APPLICATION_OPEN', 'email');
  });

  it('keeps one open application when the same e-mail is sent twice at once', async () => {
    const body = application();
    const answers = await Promise.all([send('POST', '/api/v4/agent/apply', {}, body), send('POST', '/api/v4/agent/apply', {}, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await api.connection.db.select().from(agentApplications).where(eq(agentApplications.email, String(body.email)))).toHaveLength(1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const email = uniqueEmail();
    for (const [body, field] of [
      [application({ email, company: '' }), 'company'],
      [application({ email, licenceNumber: '<b>' }), 'licenceNumber'],
      [application({ email: 'nobody' }), 'email'],
      [application({ email, phoneNumber: '123' }), 'phoneNumber'],
      [application({ email, contactName: 'x'.repeat(101) }), 'contactName'],
    ] as const) {
      const answer = await send('POST', '/api/v4/agent/apply', {}, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(ErrorResponse.parse(answer.json()).field).toContain(field);
    }
    expect(await api.connection.db.select().from(agentApplications).where(eq(agentApplications.email, email))).toHaveLength(0);
  });
});

describe('agents in the console', () => {
  it('approves an application: one active agent account, audited, e-mailed how to set a password, which then signs in', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const applied = await apply();
    const listed = OpsAgentsResponse.parse((await send('GET', '/api/ops/agents', finance.consoleHeaders)).json()).data;
    expect(listed.applications.find((entry) => entry.id === applied.id)).toMatchObject({ status: 'pending' });
    const firstDecided = listed.applications.findIndex((entry) => entry.status !== 'pending');
    const mine = listed.applications.findIndex((entry) => entry.id === applied.id);
    if (firstDecided >= 0) expect(mine).toBeLessThan(firstDecided);

    const answer = await send('POST', `/api/ops/agents/applications/${applied.id}/approve`, finance.consoleHeaders);
    const decided = ApplicationDecisionResponse.parse(answer.json()).data;
    expect(decided).toMatchObject({ status: 'approved', decidedBy: finance.userId });
    const [agent] = await api.connection.db.select().from(users).where(eq(users.userId, decided.agentId!));
    expect(agent).toMatchObject({ userCode: 'AGT', realm: 'agent', status: 'active', email: applied.email });
    const [entry] = await auditOf('agent_application', applied.id);
    expect(entry).toMatchObject({ actorId: finance.userId, action: 'agent.approved', before: { status: 'pending' }, after: { status: 'approved', agentId: agent!.userId } });
    const [mail] = await messagesTo(api, applied.email);
    expect(mail!.text).toContain('/sign-in?tab=forgot&realm=agent');

    const signedIn = await setPasswordAndSignIn(applied.email, 'Shwe-Agent-2026!');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ userId: agent!.userId });

    const listedAfter = OpsAgentsResponse.parse((await send('GET', '/api/ops/agents', finance.consoleHeaders)).json()).data;
    expect(listedAfter.agents.find((one) => one.agentId === agent!.userId)).toMatchObject({ standing: 'active', commissions: [], creditLimit: 0 });
  });

  it('makes one account when the same application is approved twice at once; the other answer is APPLICATION_DECIDED', async () => {
    const [one, two] = await Promise.all([consoleEmployee(api, ['finance']), consoleEmployee(api, ['admin'])]);
    const applied = await apply();
    const answers = await Promise.all([
      send('POST', `/api/ops/agents/applications/${applied.id}/approve`, one.consoleHeaders),
      send('POST', `/api/ops/agents/applications/${applied.id}/approve`, two.consoleHeaders),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    refusedWith(answers.find((answer) => answer.statusCode === 409)!, 409, 'APPLICATION_DECIDED');
    expect(await api.connection.db.select().from(users).where(eq(users.email, applied.email))).toHaveLength(1);
    expect(await auditOf('agent_application', applied.id)).toHaveLength(1);
    expect(await messagesTo(api, applied.email)).toHaveLength(1);
  });

  it('rejects with a reason, e-mailed; a decided application cannot be decided again', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const applied = await apply();
    refusedWith(await send('POST', `/api/ops/agents/applications/${applied.id}/reject`, finance.consoleHeaders, { reason: '  ' }), 400, 'VALIDATION_FAILED');
    const answer = await send('POST', `/api/ops/agents/applications/${applied.id}/reject`, finance.consoleHeaders, { reason: 'The licence number is not on the ministry list.' });
    expect(ApplicationDecisionResponse.parse(answer.json()).data).toMatchObject({ status: 'rejected', reason: 'The licence number is not on the ministry list.', agentId: null });
    const [mail] = await messagesTo(api, applied.email);
    expect(mail!.text).toContain('The licence number is not on the ministry list.');
    refusedWith(await send('POST', `/api/ops/agents/applications/${applied.id}/approve`, finance.consoleHeaders), 409, 'APPLICATION_DECIDED');
    expect(await api.connection.db.select().from(users).where(eq(users.email, applied.email))).toHaveLength(0);
    // Decided, the e-mail may apply again.
    await apply({ email: applied.email });
    refusedWith(await send('POST', '/api/ops/agents/applications/APLNOSUCH/approve', finance.consoleHeaders), 404, 'NOT_FOUND');
  });

  it('refuses to approve an application whose e-mail already has an account', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const member = await createAccount(api);
    const applied = await apply({ email: member.email });
    refusedWith(await send('POST', `/api/ops/agents/applications/${applied.id}/approve`, finance.consoleHeaders), 409, 'ACCOUNT_EXISTS');
    const [row] = await api.connection.db.select().from(agentApplications).where(eq(agentApplications.id, applied.id));
    expect(row!.status).toBe('pending');
  });

  it('suspends an agent: its and its sub-agents’ sessions end and none of them can sign in; reactivated, they can again', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    expect((await send('POST', '/api/v4/agent/getUser', agent.headers)).statusCode).toBe(200);
    expect((await send('POST', '/api/v4/agent/getUser', subAgent.headers)).statusCode).toBe(200);

    const suspended = await send('POST', `/api/ops/agents/${agent.userId}/suspend`, finance.consoleHeaders);
    expect(AgentResponse.parse(suspended.json()).data.standing).toBe('suspended');
    expect(await api.connection.db.select().from(authSessions).where(and(eq(authSessions.userId, agent.userId), isNull(authSessions.revokedAt)))).toHaveLength(0);
    expect((await send('POST', '/api/v4/agent/getUser', agent.headers)).statusCode).toBe(401);
    refusedWith(await send('POST', '/api/v4/agent/login', {}, { username: agent.email, password: agent.password }), 403, 'ACCOUNT_NOT_ACTIVE');
    // Its sub-agents work under it: their sessions ended too, and they cannot sign in while it is suspended.
    expect(await api.connection.db.select().from(authSessions).where(and(eq(authSessions.userId, subAgent.userId), isNull(authSessions.revokedAt)))).toHaveLength(0);
    expect((await send('POST', '/api/v4/agent/getUser', subAgent.headers)).statusCode).toBe(401);
    refusedWith(await send('POST', '/api/v4/agent/login', {}, { username: subAgent.email, password: subAgent.password }), 403, 'ACCOUNT_PAUSED');
    // A second click changes nothing and writes no second entry.
    expect((await send('POST', `/api/ops/agents/${agent.userId}/suspend`, finance.consoleHeaders)).statusCode).toBe(200);
    expect((await auditOf('user', agent.userId)).map((entry) => entry.action)).toEqual(['agent.suspended']);

    const reactivated = await send('POST', `/api/ops/agents/${agent.userId}/reactivate`, finance.consoleHeaders);
    expect(AgentResponse.parse(reactivated.json()).data.standing).toBe('active');
    expect((await send('POST', '/api/v4/agent/login', {}, { username: agent.email, password: agent.password })).statusCode).toBe(200);
    expect((await send('POST', '/api/v4/agent/login', {}, { username: subAgent.email, password: subAgent.password })).statusCode).toBe(200);
    const entries = await auditOf('user', agent.userId);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['agent.suspended', { status: 'active' }, { status: 'deactivated' }],
      ['agent.reactivated', { status: 'deactivated' }, { status: 'active' }],
    ]);
    // Only agents: a member is not found here.
    const member = await createAccount(api);
    refusedWith(await send('POST', `/api/ops/agents/${member.userId}/suspend`, finance.consoleHeaders), 404, 'NOT_FOUND');
  });

  it('sets a commission per product and a credit limit, audited before and after; bad terms change nothing', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const answer = await send('POST', `/api/ops/agents/${agent.userId}/terms`, finance.consoleHeaders, { commissions: [{ productType: 2, percent: 3.5 }, { productType: 1, percent: 8 }], creditLimit: 5_000_000 });
    expect(AgentResponse.parse(answer.json()).data).toMatchObject({ commissions: [{ productType: 1, percent: 8 }, { productType: 2, percent: 3.5 }], creditLimit: 5_000_000 });
    const [stored] = await api.connection.db.select().from(agentTerms).where(eq(agentTerms.agentId, agent.userId));
    expect(stored).toMatchObject({ commissions: { '1': 800, '2': 350 }, creditLimit: 5_000_000, updatedBy: finance.userId });
    for (const [body, field] of [
      [{ commissions: [{ productType: 2, percent: 3.555 }], creditLimit: 0 }, 'body.commissions.0.percent'],
      [{ commissions: [{ productType: 4, percent: 3 }], creditLimit: 0 }, 'body.commissions.0.productType'],
      [{ commissions: [], creditLimit: -5 }, 'body.creditLimit'],
    ] as const) {
      refusedWith(await send('POST', `/api/ops/agents/${agent.userId}/terms`, finance.consoleHeaders, body), 400, 'VALIDATION_FAILED', field);
    }
    const [unchanged] = await api.connection.db.select().from(agentTerms).where(eq(agentTerms.agentId, agent.userId));
    expect(unchanged!.creditLimit).toBe(5_000_000);
    const [entry] = await auditOf('user', agent.userId);
    expect(entry).toMatchObject({ action: 'agent.terms_set', before: { commissions: [], creditLimit: 0 }, after: { creditLimit: 5_000_000 } });
  });
});

describe('employees in the console', () => {
  it('invites an employee, who accepts with a password and is then an active employee in those groups', async () => {
    const admin = await consoleEmployee(api, ['admin']);
    const email = uniqueEmail();
    const invited = await send('POST', '/api/ops/employees/invitations', admin.consoleHeaders, { email, firstName: 'Ma', lastName: 'Thida', groups: ['support', 'content'] });
    const invitation = InviteEmployeeResponse.parse(invited.json()).data;
    expect(invitation).toMatchObject({ email, groups: ['support', 'content'], expired: false });
    // No account before it is accepted.
    expect(await api.connection.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const listed = OpsEmployeesResponse.parse((await send('GET', '/api/ops/employees', admin.consoleHeaders)).json()).data;
    expect(listed.invitations.find((one) => one.id === invitation.id)).toBeTruthy();
    expect(listed.employees.find((one) => one.userId === admin.userId)).toMatchObject({ groups: ['admin'] });

    const [mail] = await messagesTo(api, email);
    const token = mail!.text.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
    const stored = await api.connection.db.select().from(employeeInvitations).where(eq(employeeInvitations.id, invitation.id));
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(InvitationLookupResponse.parse((await send('POST', '/api/v4/employee/invitation', {}, { token })).json()).data).toEqual({ email, name: 'Ma Thida', groups: ['support', 'content'] });

    refusedWith(await send('POST', '/api/v4/employee/acceptInvitation', {}, { token, password: 'short' }), 400, 'PASSWORD_TOO_SHORT');
    const accepts = await Promise.all([
      send('POST', '/api/v4/employee/acceptInvitation', {}, { token, password: 'Console-Thida-2026' }),
      send('POST', '/api/v4/employee/acceptInvitation', {}, { token, password: 'Console-Thida-2026' }),
    ]);
    expect(accepts.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const { userId } = AcceptInvitationResponse.parse(accepts.find((answer) => answer.statusCode === 200)!.json());
    const [account] = await api.connection.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ userId, userCode: 'EMP', status: 'active' });
    expect((await api.connection.db.select().from(employeeGroups).where(eq(employeeGroups.userId, userId))).map((row) => row.groupName).sort()).toEqual(['content', 'support']);
    expect((await send('POST', '/api/v4/user/login', {}, { username: email, password: 'Console-Thida-2026' })).statusCode).toBe(200);
    refusedWith(await send('POST', '/api/v4/employee/invitation', {}, { token }), 400, 'INVITATION_INVALID');
    expect((await auditOf('employee_invitation', invitation.id)).map((entry) => entry.action)).toEqual(['employee.invited', 'employee.joined']);
  });

  it('sends a new link when invited again, the old one no longer working; refuses an address with an account and bad input', async () => {
    const admin = await consoleEmployee(api, ['admin']);
    const email = uniqueEmail();
    await send('POST', '/api/ops/employees/invitations', admin.consoleHeaders, { email, firstName: 'Ko', lastName: 'Zaw', groups: ['finance'] });
    const firstToken = (await messagesTo(api, email))[0]!.text.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
    const again = await send('POST', '/api/ops/employees/invitations', admin.consoleHeaders, { email, firstName: 'Ko', lastName: 'Zaw', groups: ['finance', 'inventory'], language: 'mm' });
    expect(InviteEmployeeResponse.parse(again.json()).data.groups).toEqual(['finance', 'inventory']);
    expect(await api.connection.db.select().from(employeeInvitations).where(eq(employeeInvitations.email, email))).toHaveLength(2 - 1);
    refusedWith(await send('POST', '/api/v4/employee/invitation', {}, { token: firstToken }), 400, 'INVITATION_INVALID');
    const [latest] = await messagesTo(api, email);
    expect(latest!.subject).toMatch(/ဖိတ်ကြား/);

    const member = await createAccount(api);
    refusedWith(await send('POST', '/api/ops/employees/invitations', admin.consoleHeaders, { email: member.email, firstName: 'A', lastName: 'B', groups: ['support'] }), 409, 'ACCOUNT_EXISTS');
    refusedWith(await send('POST', '/api/ops/employees/invitations', admin.consoleHeaders, { email: uniqueEmail(), firstName: 'A', lastName: 'B', groups: [] }), 400, 'VALIDATION_FAILED', 'body.groups');
    refusedWith(await send('POST', '/api/ops/employees/invitations', admin.consoleHeaders, { email: uniqueEmail(), firstName: 'A', lastName: 'B', groups: ['owner'] }), 400, 'VALIDATION_FAILED');
    refusedWith(await send('POST', '/api/v4/employee/acceptInvitation', {}, { token: 'x', password: 'Console-Thida-2026' }), 400, 'VALIDATION_FAILED', 'body.token');
  });

  it("changes an employee's groups at once, audited; the last admin cannot lose admin", async () => {
    const admin = await consoleEmployee(api, ['admin']);
    const support = await consoleEmployee(api, ['support']);
    const changed = await send('POST', `/api/ops/employees/${support.userId}/groups`, admin.consoleHeaders, { groups: ['finance', 'support'] });
    expect(EmployeeResponse.parse(changed.json()).data.groups).toEqual(['support', 'finance']);
    // The guard reads groups on every call: finance's page opens for them now.
    expect((await send('GET', '/api/ops/agents', support.consoleHeaders)).statusCode).toBe(200);
    const [entry] = await auditOf('user', support.userId);
    expect(entry).toMatchObject({ action: 'employee.groups_set', before: { groups: ['support'] }, after: { groups: ['support', 'finance'] } });
    refusedWith(await send('POST', `/api/ops/employees/${support.userId}/groups`, admin.consoleHeaders, { groups: [] }), 400, 'VALIDATION_FAILED', 'body.groups');
    refusedWith(await send('POST', '/api/ops/employees/UNOSUCH/groups', admin.consoleHeaders, { groups: ['support'] }), 404, 'NOT_FOUND');
  });

  it('refuses to take admin from the last admin, themselves or by another, and allows it while another admin remains', async () => {
    const first = await consoleEmployee(api, ['admin']);
    const second = await consoleEmployee(api, ['admin']);
    // Every other admin of this database leaves for the moment (restored below), so these two are the only ones.
    const others = (await api.connection.db.select({ userId: employeeGroups.userId }).from(employeeGroups).where(eq(employeeGroups.groupName, 'admin')))
      .map((row) => row.userId)
      .filter((userId) => userId !== first.userId && userId !== second.userId);
    const away = others.length > 0 ? await api.connection.db.update(users).set({ status: 'deactivated' }).where(and(inArray(users.userId, others), eq(users.status, 'active'))).returning({ userId: users.userId }) : [];
    try {
      // Two admins taking admin from each other at once: the locks make them take turns, and one stays admin.
      const answers = await Promise.all([
        send('POST', `/api/ops/employees/${second.userId}/groups`, first.consoleHeaders, { groups: ['support'] }),
        send('POST', `/api/ops/employees/${first.userId}/groups`, second.consoleHeaders, { groups: ['support'] }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The second finds itself the last admin, or (if the first already took its group) no longer allowed at all.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await api.connection.db.select().from(employeeGroups).where(and(eq(employeeGroups.groupName, 'admin'), inArray(employeeGroups.userId, [first.userId, second.userId])));
      expect(admins).toHaveLength(1);
      const last = admins[0]!.userId === first.userId ? first : second;
      refusedWith(await send('POST', `/api/ops/employees/${last.userId}/groups`, last.consoleHeaders, { groups: ['support'] }), 409, 'LAST_ADMIN', 'body.groups');
      const [still] = await api.connection.db.select().from(employeeGroups).where(and(eq(employeeGroups.userId, last.userId), eq(employeeGroups.groupName, 'admin')));
      expect(still).toBeTruthy();
      // Keeping admin while adding another group is fine.
      expect((await send('POST', `/api/ops/employees/${last.userId}/groups`, last.consoleHeaders, { groups: ['admin', 'support'] })).statusCode).toBe(200);
    } finally {
      if (away.length > 0) await api.connection.db.update(users).set({ status: 'active' }).where(inArray(users.userId, away.map((row) => row.userId)));
    }
  });
});

describe('who may call', () => {
  it('refuses guests, members, agents, employees without a console session and those without the group, on every call', async () => {
    const member = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const noSession = await createEmployee(api, ['admin']);
    const support = await consoleEmployee(api, ['support']);
    const content = await consoleEmployee(api, ['content']);
    const finance = await consoleEmployee(api, ['finance']);
    const admin = await consoleEmployee(api, ['admin']);
    const target = await createAccount(api, { userCode: 'AGT' });
    const colleague = await consoleEmployee(api, ['inventory']);
    const applied = await apply();
    const invitedEmail = uniqueEmail();

    const calls: { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string>; allowed: ConsoleEmployee; refusedToo: ConsoleEmployee }[] = [
      { method: 'GET', url: '/api/ops/agents', allowed: finance, refusedToo: content },
      { method: 'POST', url: `/api/ops/agents/applications/${applied.id}/reject`, body: { reason: 'Not now.' }, allowed: finance, refusedToo: content },
      { method: 'POST', url: `/api/ops/agents/applications/${applied.id}/approve`, allowed: admin, refusedToo: content },
      { method: 'POST', url: `/api/ops/agents/${target.userId}/suspend`, allowed: finance, refusedToo: content },
      { method: 'POST', url: `/api/ops/agents/${target.userId}/reactivate`, allowed: finance, refusedToo: content },
      { method: 'POST', url: `/api/ops/agents/${target.userId}/terms`, body: { commissions: [], creditLimit: 1 }, allowed: finance, refusedToo: content },
      { method: 'GET', url: `/api/ops/agents/${target.userId}/statement`, allowed: finance, refusedToo: content },
      { method: 'POST', url: `/api/ops/agents/${target.userId}/settlements`, body: { amount: 1_000, reference: 'TT-1' }, headers: { 'idempotency-key': randomUUID() }, allowed: finance, refusedToo: content },
      { method: 'GET', url: '/api/ops/employees', allowed: admin, refusedToo: finance },
      { method: 'POST', url: '/api/ops/employees/invitations', body: { email: invitedEmail, firstName: 'A', lastName: 'B', groups: ['support'] }, allowed: admin, refusedToo: finance },
      { method: 'POST', url: `/api/ops/employees/${colleague.userId}/groups`, body: { groups: ['admin'] }, allowed: admin, refusedToo: finance },
    ];
    for (const call of calls) {
      const refusals: [string, Record<string, string>, number, string][] = [
        ['guest', {}, 401, 'UNAUTHORIZED'],
        ['member', member.headers, 403, 'FORBIDDEN'],
        ['agent', agent.headers, 403, 'FORBIDDEN'],
        ['employee without a console session', noSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
        ['support', support.consoleHeaders, 403, 'FORBIDDEN'],
        ['another group', call.refusedToo.consoleHeaders, 403, 'FORBIDDEN'],
      ];
      for (const [who, headers, status, errorCode] of refusals) {
        const answer = await send(call.method, call.url, { ...headers, ...call.headers }, call.body);
        expect(answer.statusCode, `${who} ${call.method} ${call.url}`).toBe(status);
        expect(ErrorResponse.parse(answer.json()).errorCode, `${who} ${call.method} ${call.url}`).toBe(errorCode);
      }
    }
    // Nothing the refused calls asked for happened.
    const [stillPending] = await api.connection.db.select().from(agentApplications).where(eq(agentApplications.id, applied.id));
    expect(stillPending!.status).toBe('pending');
    expect((await api.connection.db.select().from(users).where(eq(users.userId, target.userId)))[0]!.status).toBe('active');
    expect(await api.connection.db.select().from(agentTerms).where(eq(agentTerms.agentId, target.userId))).toHaveLength(0);
    expect(await api.connection.db.select().from(agentAccountLines).where(eq(agentAccountLines.agentId, target.userId))).toHaveLength(0);
    expect(await api.connection.db.select().from(employeeInvitations).where(eq(employeeInvitations.email, invitedEmail))).toHaveLength(0);
    expect(await auditOf('user', colleague.userId)).toHaveLength(0);
    expect(await api.connection.db.select().from(mailMessages).where(eq(mailMessages.toAddress, applied.email)).orderBy(desc(mailMessages.id))).toHaveLength(0);

    // And each is the allowed group's (reject before approve: the approval then finds it decided).
    for (const call of calls) {
      const answer = await send(call.method, call.url, { ...call.allowed.consoleHeaders, ...call.headers }, call.body);
      const expected = call.url.endsWith('/approve') ? 409 : 200;
      expect(answer.statusCode, `${call.method} ${call.url} ${answer.body}`).toBe(expected);
    }
  });
});

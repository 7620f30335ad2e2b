import { describe, expect, it } from 'vitest';
import { auditLog, consoleSessions, orderEvents } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { AuditLogResponse, CONSOLE_SESSION_HEADER, ConsoleActorResponse, ConsoleOpenResponse } from '@thwa/domain/contracts/operations';
import { permissionsOf } from '@thwa/domain/operations/permissions';
import { createAccount } from './account-fixtures.ts';
import { payByCard, placeHeldOrder } from './booking-fixtures.ts';
import { consoleEmployee, createEmployee, openConsoleSession, refusal } from './console-fixtures.ts';
import { useTestApi } from './harness.ts';
import { latestCode, otherCode } from './identity-fixtures.ts';

/**
 * The operations console's foundation (issue 20 items 1 and 6, decision 032): a console session opened
 * with a one-time code by an employee with a group, ended after 30 minutes idle or when left; every
 * console call refused to guests, members, agents and employees without the group; the audit log the
 * database refuses to change.
 */

describe('operations console sessions', () => {
  const api = useTestApi();

  it('opens with the e-mailed code only, tells the employee what their groups allow, and ends when left', async () => {
    const employee = await createEmployee(api, ['support', 'finance']);
    const sent = await api.app.inject({ method: 'POST', url: '/api/ops/session/code', headers: employee.headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.sentTo).toMatch(/^u\*+@example\.com$/);
    const otp = await latestCode(api, employee.email);

    const wrong = await api.app.inject({ method: 'POST', url: '/api/ops/session', headers: employee.headers, payload: { otp: otherCode(otp) } });
    expect(ErrorResponse.parse(wrong.json()).errorCode).toBe('OTP_INVALID');
    const opened = await api.app.inject({ method: 'POST', url: '/api/ops/session', headers: employee.headers, payload: { otp } });
    const { token, actor } = ConsoleOpenResponse.parse(opened.json()).data;
    expect(actor.groups).toEqual(['finance', 'support']);
    expect(actor.permissions).toEqual(permissionsOf(['support', 'finance']));
    expect(actor.permissions).not.toContain('employees.manage');
    // The code is spent: it opens one session only.
    const again = await api.app.inject({ method: 'POST', url: '/api/ops/session', headers: employee.headers, payload: { otp } });
    expect(ErrorResponse.parse(again.json()).errorCode).toBe('OTP_INVALID');
    // Only the token's hash is stored.
    const stored = await api.connection.db.select().from(consoleSessions).where(eq(consoleSessions.userId, employee.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);

    const headers = { ...employee.headers, [CONSOLE_SESSION_HEADER]: token };
    const me = await api.app.inject({ method: 'GET', url: '/api/ops/me', headers });
    expect(ConsoleActorResponse.parse(me.json()).data).toMatchObject({ userId: employee.userId, email: employee.email, groups: ['finance', 'support'], idleMinutes: 30 });

    expect((await api.app.inject({ method: 'DELETE', url: '/api/ops/session', headers })).statusCode).toBe(200);
    const after = await api.app.inject({ method: 'GET', url: '/api/ops/me', headers });
    expect(after.statusCode).toBe(401);
    expect(ErrorResponse.parse(after.json()).errorCode).toBe('CONSOLE_SESSION_REQUIRED');
  });

  it('ends after 30 minutes without a call, and each call keeps it open', async () => {
    const employee = await consoleEmployee(api, ['support']);
    const tokenHash = (await api.connection.db.select().from(consoleSessions).where(eq(consoleSessions.userId, employee.userId)))[0]!.tokenHash;
    const idleFor = (minutes: number) =>
      api.connection.db
        .update(consoleSessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(consoleSessions.tokenHash, tokenHash));

    await idleFor(29);
    expect((await api.app.inject({ method: 'GET', url: '/api/ops/me', headers: employee.consoleHeaders })).statusCode).toBe(200);
    // That call moved the idle clock back to now.
    const [touched] = await api.connection.db.select().from(consoleSessions).where(eq(consoleSessions.tokenHash, tokenHash));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await idleFor(30);
    const idle = await api.app.inject({ method: 'GET', url: '/api/ops/me', headers: employee.consoleHeaders });
    expect(ErrorResponse.parse(idle.json()).errorCode).toBe('CONSOLE_SESSION_REQUIRED');
  });

  it('refuses guests, members, agents, employees without a group, and another employee’s session token', async () => {
    const guest = await api.app.inject({ method: 'POST', url: '/api/ops/session/code' });
    expect(ErrorResponse.parse(guest.json()).errorCode).toBe('UNAUTHORIZED');
    for (const userCode of ['CUS', 'AGT'] as const) {
      const account = await createAccount(api, { userCode });
      const refused = await api.app.inject({ method: 'POST', url: '/api/ops/session/code', headers: account.headers });
      expect(ErrorResponse.parse(refused.json()).errorCode).toBe('FORBIDDEN');
    }
    const withoutGroup = await createEmployee(api, []);
    expect(ErrorResponse.parse((await api.app.inject({ method: 'POST', url: '/api/ops/session/code', headers: withoutGroup.headers })).json()).errorCode).toBe('FORBIDDEN');

    // A member who somehow holds a console token is still refused: the token is bound to its employee.
    const employee = await consoleEmployee(api, ['admin']);
    const other = await createEmployee(api, ['admin']);
    const borrowed = await api.app.inject({ method: 'GET', url: '/api/ops/me', headers: { ...other.headers, [CONSOLE_SESSION_HEADER]: employee.consoleHeaders[CONSOLE_SESSION_HEADER] } });
    expect(ErrorResponse.parse(borrowed.json()).errorCode).toBe('CONSOLE_SESSION_REQUIRED');
    const member = await createAccount(api);
    const memberWithToken = await api.app.inject({ method: 'GET', url: '/api/ops/me', headers: { ...member.headers, [CONSOLE_SESSION_HEADER]: employee.consoleHeaders[CONSOLE_SESSION_HEADER] } });
    expect(ErrorResponse.parse(memberWithToken.json()).errorCode).toBe('FORBIDDEN');
    // An employee signed in but without a console session.
    const noSession = await api.app.inject({ method: 'GET', url: '/api/ops/me', headers: other.headers });
    expect(ErrorResponse.parse(noSession.json()).errorCode).toBe('CONSOLE_SESSION_REQUIRED');
  });

  it('shows the audit log to admins only, and a group taken away counts at once', async () => {
    const admin = await consoleEmployee(api, ['admin']);
    const support = await consoleEmployee(api, ['support']);
    const log = await api.app.inject({ method: 'GET', url: `/api/ops/audit?actorId=${support.userId}`, headers: admin.consoleHeaders });
    const entries = AuditLogResponse.parse(log.json()).data;
    expect(entries.map((entry) => entry.action)).toEqual(['console.opened']);
    expect(entries[0]).toMatchObject({ actorId: support.userId, targetType: 'user', targetId: support.userId });

    const refused = await api.app.inject({ method: 'GET', url: '/api/ops/audit', headers: support.consoleHeaders });
    expect(ErrorResponse.parse(refused.json()).errorCode).toBe('FORBIDDEN');

    await api.connection.db.execute(sql`delete from employee_groups where user_id = ${admin.userId}`);
    const demoted = await api.app.inject({ method: 'GET', url: '/api/ops/audit', headers: admin.consoleHeaders });
    expect(ErrorResponse.parse(demoted.json()).errorCode).toBe('FORBIDDEN');
  });

  it('keeps the audit log as written: the database refuses to change, delete or empty it', async () => {
    const employee = await createEmployee(api, ['support']);
    await openConsoleSession(api, employee);
    const [entry] = await api.connection.db.select().from(auditLog).where(eq(auditLog.actorId, employee.userId));
    expect(entry).toBeDefined();
    expect(await refusal(api.connection.db.update(auditLog).set({ action: 'nothing.happened' }).where(eq(auditLog.id, entry!.id)))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(api.connection.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(api.connection.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    const [kept] = await api.connection.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(kept).toEqual(entry);
  });

  it('records each order event with its actor: the customer placed it, the payment partner paid it', async () => {
    const order = await placeHeldOrder(api.app);
    await payByCard(api.app, order, 'AUNG KO HTET');
    const events = await api.connection.db.select({ type: orderEvents.type, actor: orderEvents.actor }).from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
    expect(events).toContainEqual({ type: 'order.placed', actor: 'customer' });
    expect(events).toContainEqual({ type: 'payment.succeeded', actor: 'partner' });
    expect(await refusal(api.connection.db.execute(sql`update order_events set actor = 'robot' where order_id = ${order.orderId}`))).toMatch(/order_events_actor/);
  });
});

import { expect } from 'vitest';
import { auditLog, employeeGroups } from '@thwa/db/schema';
import { and, eq } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { CONSOLE_SESSION_HEADER } from '@thwa/domain/contracts/operations';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import type { TestApi } from './harness.ts';
import { latestCode } from './identity-fixtures.ts';

/** An employee in an open console session: the headers every `/api/ops/*` call sends. */
export interface ConsoleEmployee extends TestAccount {
  groups: EmployeeGroup[];
  consoleHeaders: { 'access-token': string; [CONSOLE_SESSION_HEADER]: string };
}

/** An employee (EMP) holding `groups`, without a console session yet. */
export async function createEmployee(api: TestApi, groups: readonly EmployeeGroup[]): Promise<TestAccount> {
  const account = await createAccount(api, { userCode: 'EMP' });
  if (groups.length > 0) await api.connection.db.insert(employeeGroups).values(groups.map((groupName) => ({ userId: account.userId, groupName })));
  return account;
}

/** Opens `account`'s console session the way the console does: the code by e-mail, then the session. */
export async function openConsoleSession(api: TestApi, account: TestAccount): Promise<string> {
  const sent = await api.app.inject({ method: 'POST', url: '/api/ops/session/code', headers: account.headers });
  if (sent.statusCode !== 200) throw new Error(`console code: ${sent.statusCode} ${sent.body}`);
  const otp = await latestCode(api, account.email);
  const opened = await api.app.inject({ method: 'POST', url: '/api/ops/session', headers: account.headers, payload: { otp } });
  if (opened.statusCode !== 200) throw new Error(`console session: ${opened.statusCode} ${opened.body}`);
  return (opened.json() as { data: { token: string } }).data.token;
}

/** An employee of `groups` with an open console session. */
export async function consoleEmployee(api: TestApi, groups: readonly EmployeeGroup[]): Promise<ConsoleEmployee> {
  const account = await createEmployee(api, groups);
  const token = await openConsoleSession(api, account);
  return { ...account, groups: [...groups], consoleHeaders: { ...account.headers, [CONSOLE_SESSION_HEADER]: token } };
}

/** What the database answered a statement it refused (drizzle wraps PostgreSQL's error as the cause). */
export async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
    return 'allowed';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}

/** An answer refused with `status` and `errorCode` (and the `field` it names, when given), as the shared error contract says. */
export function refusedWith(answer: { statusCode: number; json: () => unknown; body: string }, status: number, errorCode: string, field?: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  const error = ErrorResponse.parse(answer.json());
  expect(error.errorCode, answer.body).toBe(errorCode);
  if (field) expect(error.field, answer.body).toBe(field);
}

/** The console tests' calls on `api`: a request with its headers and payload, and the audit entries of a target, oldest first. */
export function consoleTestCalls(api: TestApi) {
  return {
    send: (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
      api.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
    auditOf: (targetType: string, targetId: string) =>
      api.connection.db.select().from(auditLog).where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId))).orderBy(auditLog.id),
  };
}

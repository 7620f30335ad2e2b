import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskEmail } from '@thwa/domain/accounts/one-time-codes';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AuditLogQuery,
  AuditLogResponse,
  CONSOLE_SESSION_HEADER,
  ConsoleActorResponse,
  ConsoleClosedResponse,
  ConsoleCodeResponse,
  ConsoleOpenRequest,
  ConsoleOpenResponse,
} from '@thwa/domain/contracts/operations';
import { CONSOLE_IDLE_MINUTES } from '@thwa/domain/operations/console-session';
import type { AccountRateLimits } from '../accounts/account-rate-limits.ts';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { AuditLogRepository } from './audit-log.repository.ts';
import type { ConsoleGuards } from './console-guards.ts';
import type { ConsoleActor, ConsoleSessions } from './console-sessions.ts';

export interface OperationsRoutesOptions {
  sessions: ConsoleSessions;
  guards: AuthGuards;
  console: ConsoleGuards;
  limits: AccountRateLimits;
  users: UsersRepository;
  audit: AuditLogRepository;
}

const REFUSED = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/**
 * The console's own calls (issue 20, decision 032): a session opened with a one-time code, who is in
 * it, leaving it, and the audit log. The order, queue, settings and people calls register beside these,
 * each through `console.requireConsole(permission)`.
 */
export const operationsRoutes: FastifyPluginAsyncZod<OperationsRoutesOptions> = async (app, { sessions, guards, console, limits, users, audit }) => {
  async function described(actor: ConsoleActor) {
    const row = await users.findById(actor.userId);
    const name = [row?.firstName, row?.lastName].filter(Boolean).join(' ') || null;
    return { userId: actor.userId, name, email: row?.email ?? null, groups: actor.groups, permissions: actor.permissions, idleMinutes: CONSOLE_IDLE_MINUTES };
  }

  app.post(
    '/ops/session/code',
    {
      preHandler: [guards.requireUser, limits.consoleCodeSend],
      schema: {
        tags: ['operations'],
        summary: "Sends a signed-in employee a one-time code for the console to their own e-mail (every console sign-in asks for one)",
        response: { 200: ConsoleCodeResponse, ...REFUSED },
      },
    },
    async (request) => ({ code: 200 as const, data: { sentTo: maskEmail(await sessions.sendCode(request.user!)) } }),
  );

  app.post(
    '/ops/session',
    {
      preHandler: [guards.requireUser, limits.consoleCodeVerify],
      schema: {
        tags: ['operations'],
        summary: `Opens a console session with the code; it ends after ${CONSOLE_IDLE_MINUTES} minutes without a call`,
        body: ConsoleOpenRequest,
        response: { 200: ConsoleOpenResponse, ...REFUSED },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, actor } = await sessions.open(request.user!, request.body.otp, request.ip);
      return { code: 200 as const, data: { token, actor: await described(actor) } };
    },
  );

  app.get(
    '/ops/me',
    {
      preHandler: console.requireConsoleSession,
      schema: { tags: ['operations'], summary: 'The employee in this console session: their groups and what they may do', response: { 200: ConsoleActorResponse, ...REFUSED } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200 as const, data: await described(request.console!) };
    },
  );

  app.delete(
    '/ops/session',
    {
      preHandler: console.requireConsoleSession,
      schema: { tags: ['operations'], summary: 'Leaves the console: its session ends', response: { 200: ConsoleClosedResponse, ...REFUSED } },
    },
    async (request) => {
      await sessions.end(String(request.headers[CONSOLE_SESSION_HEADER]));
      await audit.append({ actorId: request.console!.userId, action: 'console.left', targetType: 'user', targetId: request.console!.userId, address: request.ip });
      return { code: 200 as const, data: { ended: true as const } };
    },
  );

  app.get(
    '/ops/audit',
    {
      preHandler: console.requireConsole('audit.view'),
      schema: { tags: ['operations'], summary: 'The audit log of employee actions, newest first, narrowed to a target or an actor', querystring: AuditLogQuery, response: { 200: AuditLogResponse, ...REFUSED } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await audit.list(request.query);
      return { code: 200 as const, data: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
    },
  );
};

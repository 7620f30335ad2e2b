import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_SESSION_HEADER } from '@thwa/domain/contracts/operations';
import { can, type OpsPermission } from '@thwa/domain/operations/permissions';
import { AppError } from '../../plugins/errors.ts';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { ConsoleActor, ConsoleSessions } from './console-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The employee behind an `/api/ops/*` call, set by `requireConsole`; null elsewhere. */
    console: ConsoleActor | null;
  }
}

/**
 * The preHandler every console call names (issue 20 item 6): a signed-in employee (else FORBIDDEN; a
 * guest UNAUTHORIZED), in an open console session of their own (else CONSOLE_SESSION_REQUIRED), whose
 * groups grant `permission` (else FORBIDDEN). A route cannot forget it: `operations.routes.ts` and the
 * console features register their calls through `requireConsole`.
 */
export function createConsoleGuards(app: FastifyInstance, { guards, sessions }: { guards: AuthGuards; sessions: ConsoleSessions }) {
  if (!app.hasRequestDecorator('console')) app.decorateRequest('console', null);

  async function inSession(request: FastifyRequest): Promise<ConsoleActor> {
    await guards.requireUser(request);
    const header = request.headers[CONSOLE_SESSION_HEADER];
    return sessions.check(request.user!, typeof header === 'string' ? header : undefined, request.ip);
  }

  return {
    /** Any employee in an open console session: who they are and what they may do. */
    async requireConsoleSession(request: FastifyRequest): Promise<void> {
      request.console = await inSession(request);
    },
    requireConsole(permission: OpsPermission) {
      return async (request: FastifyRequest): Promise<void> => {
        const actor = await inSession(request);
        if (!can(actor.groups, permission)) throw new AppError('FORBIDDEN');
        request.console = actor;
      };
    },
  };
}

export type ConsoleGuards = ReturnType<typeof createConsoleGuards>;

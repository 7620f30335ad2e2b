import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentStatementResponse } from '@thwa/domain/contracts/agent-account';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { AppError } from '../../plugins/errors.ts';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { ReadStatement } from './read-statement.ts';

/**
 * The agent's own statement (decision 034): an agent reads theirs, a sub-agent their agent's (the credit
 * they book on); a member gets 403. The office comes from the access token, never from the body.
 */
export const agentAccountRoutes: FastifyPluginAsyncZod<{ guards: AuthGuards; statement: ReadStatement }> = async (app, { guards, statement }) => {
  app.post(
    '/myaccount/agent-statement',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['agents'],
        summary: "The caller's agency statement: what it owes, its credit left, and its newest lines",
        body: z.object({}).optional(),
        response: { 200: AgentStatementResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user!;
      const agentId = user.userCode === 'AGT' ? user.userId : user.userCode === 'SGT' ? user.mainAgentId : null;
      if (!agentId) throw new AppError('FORBIDDEN');
      return { code: 200 as const, data: await statement(agentId) };
    },
  );
};

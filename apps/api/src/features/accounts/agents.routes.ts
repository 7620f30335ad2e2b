import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AddSubAgentRequest,
  ChangeSubAgentStatusRequest,
  EditSubAgentRequest,
  GetSubAgentRequest,
  GetSubAgentResponse,
  ResetSubAgentPasswordRequest,
  SubAgentResponse,
} from '@thwa/domain/contracts/accounts';
import type { AuthGuards } from './auth-guards.ts';
import type { AgentsService } from './agents.service.ts';

const Errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Spec §6: an agent manages its sub-agents. Only user code AGT gets past requireAgent (members and sub-agents: 403). */
export const agentsRoutes: FastifyPluginAsyncZod<{ agents: AgentsService; guards: AuthGuards }> = async (app, { agents, guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/v4/agent/getSubAgent',
    {
      preHandler: guards.requireAgent,
      schema: {
        tags: ['agents'],
        summary: "The agent's sub-agents, or one of them by subAgentId",
        body: GetSubAgentRequest.nullish(),
        response: { 200: GetSubAgentResponse, ...Errors },
      },
    },
    async (request) => ({ code: 200 as const, subAgents: await agents.list(request.user!, request.body?.subAgentId) }),
  );

  app.post(
    '/v4/agent/addSubAgent',
    {
      preHandler: guards.requireAgent,
      schema: {
        tags: ['agents'],
        summary: 'A new sub-agent (SGT) of this agent, active, signing in on the agent realm with the password set here',
        body: AddSubAgentRequest,
        response: { 200: SubAgentResponse, ...Errors },
      },
    },
    async (request) => ({ code: 200 as const, subAgent: await agents.add(request.user!, request.body) }),
  );

  app.post(
    '/v4/agent/editSubAgent',
    {
      preHandler: guards.requireAgent,
      schema: {
        tags: ['agents'],
        summary: "Names, email and phone of one of the agent's own sub-agents",
        body: EditSubAgentRequest,
        response: { 200: SubAgentResponse, ...Errors },
      },
    },
    async (request) => ({ code: 200 as const, subAgent: await agents.edit(request.user!, request.body) }),
  );

  app.post(
    '/v4/agent/changeSubAgentStatus',
    {
      preHandler: guards.requireAgent,
      schema: {
        tags: ['agents'],
        summary: 'Activate or deactivate a sub-agent; deactivating ends its sessions and stops its sign-in',
        body: ChangeSubAgentStatusRequest,
        response: { 200: SubAgentResponse, ...Errors },
      },
    },
    async (request) => ({ code: 200 as const, subAgent: await agents.changeStatus(request.user!, request.body) }),
  );

  app.post(
    '/v4/agent/resetSubAgentPassword',
    {
      preHandler: guards.requireAgent,
      schema: {
        tags: ['agents'],
        summary: "A new password for one of the agent's own sub-agents, by the sign-up rules; its sessions end",
        body: ResetSubAgentPasswordRequest,
        response: { 200: SubAgentResponse, ...Errors },
      },
    },
    async (request) => ({ code: 200 as const, subAgent: await agents.resetPassword(request.user!, request.body) }),
  );
};

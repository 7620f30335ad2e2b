import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  AgentApplicationRequest,
  AgentApplicationResponse,
  InvitationLookupRequest,
  InvitationLookupResponse,
} from '@thwa/domain/contracts/operations-people';
import type { AccountRateLimits } from '../../accounts/account-rate-limits.ts';
import type { createApplyAsAgent } from './apply-as-agent.ts';
import type { createInvitationAcceptance } from './accept-invitation.ts';

export interface PeoplePublicRoutesOptions {
  apply: ReturnType<typeof createApplyAsAgent>;
  invitations: ReturnType<typeof createInvitationAcceptance>;
  limits: AccountRateLimits;
}

const ERRORS = { 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/**
 * The people calls anyone may make, beside the account calls they resemble (issue 20 item 5): an agent
 * applies (counted like sign-up, per e-mail and per address), and an invited employee reads and accepts
 * their invitation with the link's token (counted like code tries, per address).
 */
export const peoplePublicRoutes: FastifyPluginAsyncZod<PeoplePublicRoutesOptions> = async (app, { apply, invitations, limits }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/v4/agent/apply',
    {
      preHandler: limits.signUp,
      schema: {
        tags: ['agents'],
        summary: 'A travel agency applies to become an agent: the application waits for an employee to approve or reject it (one open per e-mail)',
        body: AgentApplicationRequest,
        response: { 200: AgentApplicationResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { applicationId } = await apply(request.body);
      return { code: 200 as const, applicationId, message: 'Thank you. We will e-mail you when your application is decided.' };
    },
  );

  app.post(
    '/v4/employee/invitation',
    {
      preHandler: limits.otpVerify,
      schema: { tags: ['operations'], summary: "What an invitation link is for: the invited employee's e-mail, name and groups", body: InvitationLookupRequest, response: { 200: InvitationLookupResponse, ...ERRORS } },
    },
    async (request) => ({ code: 200 as const, data: await invitations.lookup(request.body.token) }),
  );

  app.post(
    '/v4/employee/acceptInvitation',
    {
      preHandler: limits.otpVerify,
      schema: {
        tags: ['operations'],
        summary: 'Accepts an invitation with a password: the employee account is made, active, in its groups; it then signs in on the site and opens the console',
        body: AcceptInvitationRequest,
        response: { 200: AcceptInvitationResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { userId } = await invitations.accept(request.body.token, request.body.password, request.ip);
      return { code: 200 as const, userId, message: 'Your account is ready. Sign in to open the console.' };
    },
  );
};

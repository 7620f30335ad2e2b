import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AgentParams,
  AgentResponse,
  AgentTermsRequest,
  ApplicationDecisionResponse,
  ApplicationParams,
  EmployeeGroupsRequest,
  EmployeeParams,
  EmployeeResponse,
  InviteEmployeeRequest,
  InviteEmployeeResponse,
  OpsAgentsResponse,
  OpsEmployeesResponse,
  RejectApplicationRequest,
} from '@thwa/domain/contracts/operations-people';
import { AgentStatementResponse, SettlementRequest } from '@thwa/domain/contracts/agent-account';
import type { AgentAccountRepository } from '../../agent-account/agent-account.repository.ts';
import type { ReadStatement } from '../../agent-account/read-statement.ts';
import type { ConsoleGuards } from '../console-guards.ts';
import { idempotencyKeyOf } from '../../orders/idempotency.ts';
import { createApproveApplication } from './approve-application.ts';
import { createChangeEmployeeGroups } from './change-employee-groups.ts';
import { createInviteEmployee } from './invite-employee.ts';
import { agentEntry, applicationEntry, employeeEntry, invitationEntry } from './people-entries.ts';
import type { PeopleDeps } from './people-deps.ts';
import { createRecordSettlement } from './record-settlement.ts';
import { createRejectApplication } from './reject-application.ts';
import { createSetAgentStanding } from './set-agent-standing.ts';
import { createSetAgentTerms } from './set-agent-terms.ts';

export interface PeopleRoutesOptions extends PeopleDeps {
  console: ConsoleGuards;
  /** Agents' accounts (decision 034): their statements, and the settlements finance records. */
  accounts: AgentAccountRepository;
  statement: ReadStatement;
}

const REFUSED = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/**
 * The console's people (issue 20 item 5): agents' applications and agents (`agents.manage`), employees
 * (`employees.manage`). Each use case is its own file and writes its audit entry in its transaction.
 */
export const peopleRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, { console, accounts, statement, ...deps }) => {
  const approve = createApproveApplication(deps);
  const reject = createRejectApplication(deps);
  const standing = createSetAgentStanding(deps);
  const terms = createSetAgentTerms(deps);
  const settle = createRecordSettlement({ ...deps, accounts, statement });
  const invite = createInviteEmployee(deps);
  const groups = createChangeEmployeeGroups(deps);
  const employee = (request: { console: { userId: string } | null; ip: string }) => ({ userId: request.console!.userId, address: request.ip });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/ops/agents',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: "Agents' applications (pending first, oldest first; then the latest decided) and the agents with their terms", response: { 200: OpsAgentsResponse, ...REFUSED } },
    },
    async () => {
      const [applications, agents] = await Promise.all([deps.people.listApplications(), deps.people.listAgents()]);
      return { code: 200 as const, data: { applications: applications.map(applicationEntry), agents: agents.map((row) => agentEntry(row.user, row.terms)) } };
    },
  );

  app.post(
    '/ops/agents/applications/:applicationId/approve',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: 'Approves an application: the agent account is made, active, and the agent e-mailed how to set a password', params: ApplicationParams, response: { 200: ApplicationDecisionResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await approve(request.params.applicationId, employee(request)) }),
  );

  app.post(
    '/ops/agents/applications/:applicationId/reject',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: 'Rejects an application with a reason, e-mailed to the applicant', params: ApplicationParams, body: RejectApplicationRequest, response: { 200: ApplicationDecisionResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await reject(request.params.applicationId, request.body.reason, employee(request)) }),
  );

  app.post(
    '/ops/agents/:agentId/suspend',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: 'Suspends an agent: it cannot sign in or book, and its open sessions end', params: AgentParams, response: { 200: AgentResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await standing(request.params.agentId, 'suspended', employee(request)) }),
  );

  app.post(
    '/ops/agents/:agentId/reactivate',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: 'Reactivates a suspended agent: it may sign in again', params: AgentParams, response: { 200: AgentResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await standing(request.params.agentId, 'active', employee(request)) }),
  );

  app.post(
    '/ops/agents/:agentId/terms',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: "Sets an agent's commission per product type (percent) and credit limit (MMK)", params: AgentParams, body: AgentTermsRequest, response: { 200: AgentResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await terms(request.params.agentId, request.body, employee(request)) }),
  );

  app.get(
    '/ops/agents/:agentId/statement',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: { tags: ['operations'], summary: "An agent's statement: what it owes, its credit left, and its newest lines", params: AgentParams, response: { 200: AgentStatementResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await statement(request.params.agentId) }),
  );

  app.post(
    '/ops/agents/:agentId/settlements',
    {
      preHandler: console.requireConsole('agents.manage'),
      schema: {
        tags: ['operations'],
        summary: 'Records money an agent paid, with its bank or receipt reference, once per Idempotency-Key; answers the statement as it now stands',
        params: AgentParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: SettlementRequest,
        response: { 200: AgentStatementResponse, ...REFUSED },
      },
    },
    async (request) => ({ code: 200 as const, data: await settle(request.params.agentId, request.body, employee(request), idempotencyKeyOf(request.headers['idempotency-key'])) }),
  );

  app.get(
    '/ops/employees',
    {
      preHandler: console.requireConsole('employees.manage'),
      schema: { tags: ['operations'], summary: 'Employees with their groups, and invitations not yet accepted', response: { 200: OpsEmployeesResponse, ...REFUSED } },
    },
    async () => {
      const [employees, invitations] = await Promise.all([deps.people.listEmployees(), deps.people.listOpenInvitations()]);
      const now = deps.now();
      return { code: 200 as const, data: { employees: employees.map((row) => employeeEntry(row.user, row.groups)), invitations: invitations.map((row) => invitationEntry(row, now)) } };
    },
  );

  app.post(
    '/ops/employees/invitations',
    {
      preHandler: console.requireConsole('employees.manage'),
      schema: { tags: ['operations'], summary: 'Invites an employee by e-mail into groups: a one-time link to set a password; the account exists once accepted', body: InviteEmployeeRequest, response: { 200: InviteEmployeeResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await invite(request.body, employee(request)) }),
  );

  app.post(
    '/ops/employees/:userId/groups',
    {
      preHandler: console.requireConsole('employees.manage'),
      schema: { tags: ['operations'], summary: "Sets an employee's groups; the last admin keeps admin", params: EmployeeParams, body: EmployeeGroupsRequest, response: { 200: EmployeeResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await groups(request.params.userId, request.body.groups, employee(request)) }),
  );
};

import { randomBytes } from 'node:crypto';
import type { AddSubAgentRequest, ChangeSubAgentStatusRequest, EditSubAgentRequest, ResetSubAgentPasswordRequest, SubAgent } from '@thwa/domain/contracts/accounts';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from './auth-sessions.repository.ts';
import type { AuthTokens } from './auth-tokens.ts';
import { assertName, assertPasswordAllowed, contactFields, hashPassword } from './identity.service.ts';
import { IdentifierTaken, type ProfilePatch, type UserRow, type UsersRepository } from './users.repository.ts';

function subAgentOf(row: UserRow): SubAgent {
  return {
    subAgentId: row.userId,
    mainAgentId: row.mainAgentId ?? '',
    userCode: 'SGT',
    role: 'Sub Agent',
    email: row.email,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status === 'deactivated' ? 'deactivated' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Spec §6: an agent (AGT) lists, adds, edits and activates or deactivates its OWN sub-agents. Every
 * change names the agent in its condition, so another agent's sub-agent is SUB_AGENT_NOT_FOUND and
 * stays as it was. The routes let only AGT in (requireAgent).
 */
export function createAgentsService(options: { users: UsersRepository; tokens: AuthTokens; now?: () => Date }) {
  const { users, tokens } = options;
  const now = options.now ?? (() => new Date());

  async function taken<T>(work: Promise<T>, field: string): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof IdentifierTaken) throw new AppError('ACCOUNT_EXISTS', field);
      throw error;
    }
  }

  return {
    async list(agent: SessionUser, subAgentId?: string): Promise<SubAgent[]> {
      const rows = await users.subAgentsOf(agent.userId, subAgentId);
      if (subAgentId && rows.length === 0) throw new AppError('SUB_AGENT_NOT_FOUND', 'subAgentId');
      return rows.map(subAgentOf);
    },

    /** A sub-agent signs in on the agent realm at once, with the password the agent set. */
    async add(agent: SessionUser, input: AddSubAgentRequest): Promise<SubAgent> {
      const firstName = assertName(input.firstName, 'firstName');
      const lastName = assertName(input.lastName, 'lastName');
      const contact = contactFields(input, true);
      assertPasswordAllowed(input.password, 'password', [contact.email, firstName, lastName, contact.phoneNumber]);
      const row = await taken(
        users.insert({
          userId: `U${randomBytes(6).toString('hex').toUpperCase()}`,
          userCode: 'SGT',
          realm: 'agent',
          ...contact,
          firstName,
          lastName,
          passwordHash: await hashPassword(input.password),
          status: 'active',
          language: 'en',
          mainAgentId: agent.userId,
          notificationChannel: contact.email ? 'email' : 'sms',
          emailVerifiedAt: null,
        }),
        contact.email ? 'email' : 'phoneNumber',
      );
      return subAgentOf(row);
    },

    async edit(agent: SessionUser, input: EditSubAgentRequest): Promise<SubAgent> {
      const patch: ProfilePatch = {};
      if (input.firstName !== undefined) patch.firstName = assertName(input.firstName, 'firstName');
      if (input.lastName !== undefined) patch.lastName = assertName(input.lastName, 'lastName');
      const contact = contactFields(input, false);
      // The agent vouches for its sub-agent's address; a changed email is no longer a verified one.
      if (contact.email) Object.assign(patch, { email: contact.email, emailVerifiedAt: null });
      if (contact.phoneNumber) Object.assign(patch, { phoneCode: contact.phoneCode, phoneNumber: contact.phoneNumber });
      const mine = await users.subAgentsOf(agent.userId, input.subAgentId);
      if (mine.length === 0) throw new AppError('SUB_AGENT_NOT_FOUND', 'subAgentId');
      if (Object.keys(patch).length === 0) return subAgentOf(mine[0]!);
      const row = await taken(users.updateSubAgent(agent.userId, input.subAgentId, patch, now()), contact.email ? 'email' : 'phoneNumber');
      if (!row) throw new AppError('SUB_AGENT_NOT_FOUND', 'subAgentId');
      return subAgentOf(row);
    },

    /** Deactivating ends the sub-agent's sessions at once; a deactivated sub-agent cannot sign in. */
    async changeStatus(agent: SessionUser, input: ChangeSubAgentStatusRequest): Promise<SubAgent> {
      const row = await users.updateSubAgent(agent.userId, input.subAgentId, { status: input.status }, now());
      if (!row) throw new AppError('SUB_AGENT_NOT_FOUND', 'subAgentId');
      if (input.status === 'deactivated') await tokens.revokeAllSessions(row.userId);
      return subAgentOf(row);
    },

    /**
     * The agent sets a forgotten password for its sub-agent (spec §6 has no reset for it to ask for):
     * the rules of sign-up, then every session of the sub-agent ends, so only the new password works.
     */
    async resetPassword(agent: SessionUser, input: ResetSubAgentPasswordRequest): Promise<SubAgent> {
      const [mine] = await users.subAgentsOf(agent.userId, input.subAgentId);
      if (!mine) throw new AppError('SUB_AGENT_NOT_FOUND', 'subAgentId');
      assertPasswordAllowed(input.password, 'password', [mine.email, mine.firstName, mine.lastName, mine.phoneNumber]);
      const row = await users.updateSubAgent(agent.userId, input.subAgentId, { passwordHash: await hashPassword(input.password) }, now());
      if (!row) throw new AppError('SUB_AGENT_NOT_FOUND', 'subAgentId');
      await tokens.revokeAllSessions(row.userId);
      return subAgentOf(row);
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;

import { withTransaction } from '@thwa/db/transaction';
import type { AgentEntry } from '@thwa/domain/contracts/operations-people';
import { STANDING_STATUS, type AgentStanding } from '@thwa/domain/operations/people';
import { AppError } from '../../../plugins/errors.ts';
import { agentEntry } from './people-entries.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

/**
 * Suspends or reactivates an agent (issue 20 item 5). Suspended, the account cannot sign in (its status
 * is no longer active) and every open session ends in the same transaction, its sub-agents' too (they
 * cannot sign in while it is suspended), so an access token in hand stops working at its next call and a
 * refresh token is refused. An agent already in that standing is
 * answered as it is, writing nothing: a double click changes nothing twice.
 */
export function createSetAgentStanding(deps: PeopleDeps) {
  return (agentId: string, standing: AgentStanding, employee: Employee): Promise<AgentEntry> =>
    withTransaction(deps.db, async (transaction) => {
      const found = await deps.people.lockAgent(transaction, agentId);
      if (!found) throw new AppError('NOT_FOUND');
      const status = STANDING_STATUS[standing];
      if (found.user.status === status) return agentEntry(found.user, found.terms);
      const now = deps.now();
      const user = await deps.people.setStatus(transaction, agentId, status, now);
      if (standing === 'suspended') await deps.people.endSessions(transaction, agentId, now);
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: standing === 'suspended' ? 'agent.suspended' : 'agent.reactivated',
          targetType: 'user',
          targetId: agentId,
          before: { status: found.user.status },
          after: { status: user.status },
          address: employee.address,
        },
        transaction,
      );
      return agentEntry(user, found.terms);
    });
}

import { withTransaction } from '@thwa/db/transaction';
import type { AgentEntry, AgentTermsRequest } from '@thwa/domain/contracts/operations-people';
import { percentToBasisPoints } from '@thwa/domain/operations/people';
import { AppError } from '../../../plugins/errors.ts';
import { agentEntry, commissionList } from './people-entries.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

/** Sets an agent's terms (issue 20 item 5): a commission per product type and a credit limit (MMK), before and after audited. */
export function createSetAgentTerms(deps: PeopleDeps) {
  return async (agentId: string, request: AgentTermsRequest, employee: Employee): Promise<AgentEntry> => {
    const commissions: Record<string, number> = {};
    request.commissions.forEach((entry, index) => {
      const basisPoints = percentToBasisPoints(entry.percent);
      if (basisPoints === null) throw new AppError('VALIDATION_FAILED', `body.commissions.${index}.percent`);
      if (basisPoints > 0) commissions[String(entry.productType)] = basisPoints;
    });
    return withTransaction(deps.db, async (transaction) => {
      const found = await deps.people.lockAgent(transaction, agentId);
      if (!found) throw new AppError('NOT_FOUND');
      const terms = await deps.people.saveTerms(transaction, agentId, { commissions, creditLimit: request.creditLimit }, employee.userId, deps.now());
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: 'agent.terms_set',
          targetType: 'user',
          targetId: agentId,
          before: { commissions: commissionList(found.terms?.commissions ?? {}), creditLimit: found.terms?.creditLimit ?? 0 },
          after: { commissions: commissionList(terms.commissions), creditLimit: terms.creditLimit },
          address: employee.address,
        },
        transaction,
      );
      return agentEntry(found.user, terms);
    });
  };
}

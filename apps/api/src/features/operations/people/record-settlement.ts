import type { AgentStatement, SettlementRequest } from '@thwa/domain/contracts/agent-account';
import { owedChange } from '@thwa/domain/operations/agent-account';
import { AppError } from '../../../plugins/errors.ts';
import type { AgentAccountRepository } from '../../agent-account/agent-account.repository.ts';
import type { ReadStatement } from '../../agent-account/read-statement.ts';
import { once } from '../../orders/idempotency.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

/**
 * Records money an agent paid us (decision 034, `agents.manage`): one settlement line with its reference
 * and the employee, and one audit entry with what was owed before and after, in one transaction; then
 * the statement as it now stands. Once per idempotency key: a form posted twice (a double click, a
 * reload) records the money once. A settlement is never changed: a mistake is corrected by a new line.
 */
export function createRecordSettlement(deps: PeopleDeps & { accounts: AgentAccountRepository; statement: ReadStatement }) {
  return async (agentId: string, request: SettlementRequest, employee: Employee, idempotencyKey: string): Promise<AgentStatement> => {
    await once(deps.db, 'ops.agents.settlement', idempotencyKey, { agentId, ...request, by: employee.userId }, async (transaction) => {
      const found = await deps.people.lockAgent(transaction, agentId);
      if (!found) throw new AppError('NOT_FOUND');
      const before = await deps.accounts.balanceOf(agentId, transaction);
      const settlement = { kind: 'settlement' as const, amount: request.amount, commission: 0 };
      await deps.accounts.append(transaction, { agentId, ...settlement, owedChange: owedChange(settlement), reference: request.reference, actorId: employee.userId });
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: 'agent.settlement_recorded',
          targetType: 'user',
          targetId: agentId,
          before: { balance: before },
          after: { balance: before + owedChange(settlement), amount: request.amount, reference: request.reference },
          address: employee.address,
        },
        transaction,
      );
      return { recorded: true };
    });
    return deps.statement(agentId);
  };
}

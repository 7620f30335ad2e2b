import type { AgentStatement } from '@thwa/domain/contracts/agent-account';
import { creditStanding, STATEMENT_LINES } from '@thwa/domain/operations/agent-account';
import { AppError } from '../../plugins/errors.ts';
import type { AgentAccountRepository } from './agent-account.repository.ts';

/**
 * An agent's statement (decision 034): what they owe, their limit and what is left of it, counted over
 * every line; and the newest lines, each with what was owed after it. NOT_FOUND for anyone who is no agent.
 */
export function createReadStatement({ repository }: { repository: AgentAccountRepository }) {
  return async (agentId: string): Promise<AgentStatement> => {
    const creditLimit = await repository.creditLimitOf(agentId);
    if (creditLimit === undefined) throw new AppError('NOT_FOUND');
    const [balance, lines] = await Promise.all([repository.balanceOf(agentId), repository.statementLines(agentId, STATEMENT_LINES + 1)]);
    return {
      agentId,
      ...creditStanding(balance, creditLimit),
      lines: lines.slice(0, STATEMENT_LINES).map((line) => ({
        id: line.id,
        kind: line.kind,
        orderId: line.orderId,
        amount: line.amount,
        commission: line.commission,
        owedChange: line.owedChange,
        balance: line.balance,
        reference: line.reference,
        at: line.createdAt.toISOString(),
      })),
      more: lines.length > STATEMENT_LINES,
    };
  };
}

export type ReadStatement = ReturnType<typeof createReadStatement>;

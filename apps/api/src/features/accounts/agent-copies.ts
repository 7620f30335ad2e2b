import { isAgent } from '@thwa/domain/roles';
import type { UsersRepository } from './users.repository.ts';

/**
 * Where the copies of an order's documents go besides its contact. An agent or sub-agent books for a
 * customer, whose address is the order's contact, yet answers for the booking: the one who placed it
 * gets each e-ticket, voucher and certificate too, and a sub-agent's agent as well (spec §6: an agent
 * sees its sub-agents' trips, and a sub-agent signs in under its main agent). A member's own order,
 * an account without an email, or a deleted one gets none.
 */
export function agentDocumentCopies(users: Pick<UsersRepository, 'findById'>) {
  const addressOf = async (userId: string | null | undefined) => {
    const row = userId ? await users.findById(userId) : undefined;
    return row && row.status !== 'deleted' && isAgent(row.userCode) ? row : undefined;
  };
  return async (userId: string): Promise<Array<{ userId: string; email: string }>> => {
    const placer = await addressOf(userId);
    if (!placer) return [];
    const agent = placer.userCode === 'SGT' ? await addressOf(placer.mainAgentId) : undefined;
    return [placer, agent].flatMap((row) => (row?.email ? [{ userId: row.userId, email: row.email }] : []));
  };
}

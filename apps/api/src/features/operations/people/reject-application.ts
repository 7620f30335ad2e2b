import { withTransaction } from '@thwa/db/transaction';
import type { AgentApplicationEntry } from '@thwa/domain/contracts/operations-people';
import { AppError } from '../../../plugins/errors.ts';
import { applicationEntry } from './people-entries.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

/** Rejects a pending application with a reason, which is e-mailed to the applicant (issue 20 item 5); decided once, under its row lock. */
export function createRejectApplication(deps: PeopleDeps) {
  return async (applicationId: string, reason: string, employee: Employee): Promise<AgentApplicationEntry> => {
    const now = deps.now();
    const decided = await withTransaction(deps.db, async (transaction) => {
      const application = await deps.people.lockApplication(transaction, applicationId);
      if (!application) throw new AppError('NOT_FOUND');
      if (application.status !== 'pending') throw new AppError('APPLICATION_DECIDED');
      const row = await deps.people.decideApplication(transaction, applicationId, { status: 'rejected', reason, agentId: null, decidedBy: employee.userId, decidedAt: now });
      await deps.audit.append(
        { actorId: employee.userId, action: 'agent.rejected', targetType: 'agent_application', targetId: applicationId, before: { status: application.status }, after: { status: row.status, reason }, address: employee.address },
        transaction,
      );
      return row;
    });
    await deps.mail.agentRejected({ applicationId, email: decided.email, name: decided.contactName, company: decided.company, reason, language: decided.language === 'mm' ? 'mm' : 'en' });
    return applicationEntry(decided);
  };
}

import { randomBytes } from 'node:crypto';
import { withTransaction } from '@thwa/db/transaction';
import type { AgentApplicationEntry } from '@thwa/domain/contracts/operations-people';
import { AppError } from '../../../plugins/errors.ts';
import { generatePassword } from '../../accounts/create-account.ts';
import { hashPassword } from '../../accounts/identity.service.ts';
import { applicationEntry } from './people-entries.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

/**
 * Approves an agent's application (issue 20 item 5): an AGT account, active, is made from it and the
 * agent is e-mailed how to set a password (the site's password reset on the agent tab: the account's
 * first password is random and never told to anyone). Under the application's row lock: a second
 * approval, a double click or another employee's, finds it decided (APPLICATION_DECIDED) and makes no
 * second account. An e-mail or phone that already has an account is ACCOUNT_EXISTS: reject it instead.
 */
export function createApproveApplication(deps: PeopleDeps) {
  return async (applicationId: string, employee: Employee): Promise<AgentApplicationEntry> => {
    // argon2 takes its time: hashed before the row lock is taken, not while holding it.
    const passwordHash = await hashPassword(generatePassword());
    const now = deps.now();
    const { decided, language } = await withTransaction(deps.db, async (transaction) => {
      const application = await deps.people.lockApplication(transaction, applicationId);
      if (!application) throw new AppError('NOT_FOUND');
      if (application.status !== 'pending') throw new AppError('APPLICATION_DECIDED');
      if (await deps.people.findUserByEmail(transaction, application.email)) throw new AppError('ACCOUNT_EXISTS', 'email');
      const agentId = `U${randomBytes(6).toString('hex').toUpperCase()}`;
      const made = await deps.people.insertUser(transaction, {
        userId: agentId,
        userCode: 'AGT',
        realm: 'agent',
        email: application.email,
        phoneCode: application.phoneCode,
        phoneNumber: application.phoneNumber,
        firstName: application.contactName,
        lastName: null,
        passwordHash,
        status: 'active',
        language: application.language === 'mm' ? 'mm' : 'en',
        mainAgentId: null,
        notificationChannel: 'email',
        emailVerifiedAt: null,
      });
      if (!made) throw new AppError('ACCOUNT_EXISTS', 'phoneNumber');
      const decided = await deps.people.decideApplication(transaction, applicationId, { status: 'approved', reason: null, agentId, decidedBy: employee.userId, decidedAt: now });
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: 'agent.approved',
          targetType: 'agent_application',
          targetId: applicationId,
          before: { status: application.status },
          after: { status: decided.status, agentId, company: application.company, licenceNumber: application.licenceNumber, email: application.email },
          address: employee.address,
        },
        transaction,
      );
      return { decided, language: application.language };
    });
    // After the commit: an approval rolled back must not have told the agent anything.
    await deps.mail.agentApproved({ applicationId, email: decided.email, name: decided.contactName, company: decided.company, language: language === 'mm' ? 'mm' : 'en' });
    return applicationEntry(decided);
  };
}

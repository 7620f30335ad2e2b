import { randomBytes } from 'node:crypto';
import { withTransaction } from '@thwa/db/transaction';
import type { InvitationEntry } from '@thwa/domain/contracts/operations-people';
import { INVITATION_DAYS, invitationExpiresAt } from '@thwa/domain/operations/people';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import { AppError } from '../../../plugins/errors.ts';
import { newInvitationToken } from './invitation-token.ts';
import { invitationEntry } from './people-entries.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  groups: EmployeeGroup[];
  language?: 'en' | 'mm' | undefined;
}

/**
 * Invites an employee by e-mail into groups (issue 20 item 5). No account is made yet: the e-mail
 * carries a one-time link, valid INVITATION_DAYS days, whose acceptance with a password makes the EMP
 * account, active, with these groups. Inviting an address again replaces its open invitation (a new
 * link; the old one stops working). An address that already has an account is ACCOUNT_EXISTS.
 */
export function createInviteEmployee(deps: PeopleDeps) {
  return async (invitation: Invitation, employee: Employee): Promise<InvitationEntry> => {
    const { token, tokenHash } = newInvitationToken();
    const now = deps.now();
    const language = invitation.language ?? 'en';
    const { row } = await withTransaction(deps.db, async (transaction) => {
      if (await deps.people.findUserByEmail(transaction, invitation.email)) throw new AppError('ACCOUNT_EXISTS', 'body.email');
      const saved = await deps.people.upsertInvitation(transaction, {
        id: `INV${randomBytes(6).toString('hex').toUpperCase()}`,
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        language,
        groups: invitation.groups,
        tokenHash,
        invitedBy: employee.userId,
        expiresAt: invitationExpiresAt(now),
      });
      await deps.audit.append(
        {
          actorId: employee.userId,
          action: 'employee.invited',
          targetType: 'employee_invitation',
          targetId: saved.row.id,
          before: saved.before ? { groups: saved.before.groups, expiresAt: saved.before.expiresAt.toISOString() } : null,
          after: { email: saved.row.email, groups: saved.row.groups, expiresAt: saved.row.expiresAt.toISOString() },
          address: employee.address,
        },
        transaction,
      );
      return saved;
    });
    await deps.mail.employeeInvited({ invitationId: row.id, token, email: row.email, name: `${row.firstName} ${row.lastName}`, days: INVITATION_DAYS, language });
    return invitationEntry(row, now);
  };
}

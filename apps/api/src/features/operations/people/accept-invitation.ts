import { randomBytes } from 'node:crypto';
import { withTransaction } from '@thwa/db/transaction';
import { invitationOpen } from '@thwa/domain/operations/people';
import { AppError } from '../../../plugins/errors.ts';
import { assertPasswordAllowed, hashPassword } from '../../accounts/identity.service.ts';
import { invitationTokenHash } from './invitation-token.ts';
import type { PeopleDeps } from './people-deps.ts';

/**
 * The invited employee's side (issue 20 item 5): what the link is for, and its acceptance with a
 * password, which makes the EMP account, active, with the invitation's groups, in one transaction under
 * the invitation's row lock (a second click finds it accepted: INVITATION_INVALID, no second account).
 * The acceptance is audited with the new employee as its actor.
 */
export function createInvitationAcceptance(deps: Pick<PeopleDeps, 'db' | 'people' | 'audit' | 'now'>) {
  return {
    async lookup(token: string) {
      const row = await deps.people.findInvitation(invitationTokenHash(token), deps.now());
      if (!row) throw new AppError('INVITATION_INVALID', 'token');
      return { email: row.email, name: `${row.firstName} ${row.lastName}`, groups: row.groups };
    },

    async accept(token: string, password: string, address: string): Promise<{ userId: string }> {
      const tokenHash = invitationTokenHash(token);
      const seen = await deps.people.findInvitation(tokenHash, deps.now());
      if (!seen) throw new AppError('INVITATION_INVALID', 'token');
      assertPasswordAllowed(password, 'password', [seen.email, seen.firstName, seen.lastName]);
      const passwordHash = await hashPassword(password);
      return withTransaction(deps.db, async (transaction) => {
        const now = deps.now();
        const invitation = await deps.people.lockInvitation(transaction, tokenHash);
        if (!invitation || !invitationOpen(invitation, now)) throw new AppError('INVITATION_INVALID', 'token');
        if (await deps.people.findUserByEmail(transaction, invitation.email)) throw new AppError('ACCOUNT_EXISTS', 'email');
        const userId = `U${randomBytes(6).toString('hex').toUpperCase()}`;
        const made = await deps.people.insertUser(transaction, {
          userId,
          userCode: 'EMP',
          realm: 'user',
          email: invitation.email,
          phoneCode: null,
          phoneNumber: null,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          passwordHash,
          status: 'active',
          language: invitation.language === 'mm' ? 'mm' : 'en',
          mainAgentId: null,
          notificationChannel: 'email',
          // The link reached them at this address: it is theirs.
          emailVerifiedAt: now,
        });
        if (!made) throw new AppError('ACCOUNT_EXISTS', 'email');
        await deps.people.grantGroups(transaction, userId, invitation.groups, invitation.invitedBy);
        await deps.people.markAccepted(transaction, invitation.id, userId, now);
        await deps.audit.append(
          { actorId: userId, action: 'employee.joined', targetType: 'employee_invitation', targetId: invitation.id, before: { acceptedAt: null }, after: { userId, groups: invitation.groups }, address },
          transaction,
        );
        return { userId };
      });
    },
  };
}

import type { AgentApplicationEntry, AgentEntry, EmployeeEntry, InvitationEntry } from '@thwa/domain/contracts/operations-people';
import { basisPointsToPercent, COMMISSION_PRODUCT_TYPES, invitationOpen } from '@thwa/domain/operations/people';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import type { UserRow } from '../../accounts/users.repository.ts';
import type { ApplicationRow, InvitationRow, TermsRow } from './people.repository.ts';

/** How the console's people calls answer the rows they read. */
export function applicationEntry(row: ApplicationRow): AgentApplicationEntry {
  return {
    id: row.id,
    company: row.company,
    licenceNumber: row.licenceNumber,
    contactName: row.contactName,
    email: row.email,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    status: row.status,
    reason: row.reason,
    agentId: row.agentId,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

/** Commissions in the product ids' order, only those set. */
export function commissionList(commissions: Readonly<Record<string, number>>): AgentEntry['commissions'] {
  return COMMISSION_PRODUCT_TYPES.filter((type) => (commissions[String(type)] ?? 0) > 0).map((productType) => ({ productType, percent: basisPointsToPercent(commissions[String(productType)]!) }));
}

export function agentEntry(user: UserRow, terms: TermsRow | null): AgentEntry {
  return {
    agentId: user.userId,
    name: nameOf(user),
    email: user.email,
    phone: user.phoneNumber ? `+${user.phoneCode ?? ''}${user.phoneNumber}` : null,
    standing: user.status === 'active' ? 'active' : 'suspended',
    commissions: commissionList(terms?.commissions ?? {}),
    creditLimit: terms?.creditLimit ?? 0,
    createdAt: user.createdAt.toISOString(),
  };
}

export function employeeEntry(user: UserRow, groups: EmployeeGroup[]): EmployeeEntry {
  return { userId: user.userId, name: nameOf(user), email: user.email, groups, status: user.status };
}

export function invitationEntry(row: InvitationRow, now: Date): InvitationEntry {
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    groups: row.groups,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    expired: !invitationOpen(row, now),
  };
}

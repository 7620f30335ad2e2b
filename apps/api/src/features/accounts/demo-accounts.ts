import type { UserCode } from '@thwa/domain/roles';
import type { Config } from '../../config.ts';
import { hashPassword } from './identity.service.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * The accounts of the local demo (`npm start` without NODE_ENV=production), one per kind of person the
 * product serves, with published passwords so a newcomer can sign in at once. Their addresses are on
 * example.com, a domain reserved for examples, so nothing sent to them reaches anyone. Listed in the
 * README and printed at start; a production installation never gets them (decision 018).
 */
export interface DemoAccount {
  /** Fixed ids: a second start finds them and changes nothing. */
  userId: string;
  userCode: Extract<UserCode, 'CUS' | 'AGT' | 'SGT' | 'EMP'>;
  realm: 'user' | 'agent';
  /** What the account is, as the start notice and the README say it. */
  label: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mainAgentId: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userId: 'UDEMO-MEMBER', userCode: 'CUS', realm: 'user', label: 'member', email: 'member@example.com', password: 'demo-member-pass', firstName: 'Aye', lastName: 'Chan', mainAgentId: null },
  { userId: 'UDEMO-AGENT', userCode: 'AGT', realm: 'agent', label: 'agent', email: 'agent@example.com', password: 'demo-agent-pass', firstName: 'Kyaw', lastName: 'Zin', mainAgentId: null },
  { userId: 'UDEMO-SUBAGENT', userCode: 'SGT', realm: 'agent', label: 'sub-agent of the agent', email: 'subagent@example.com', password: 'demo-subagent-pass', firstName: 'Hnin', lastName: 'Wai', mainAgentId: 'UDEMO-AGENT' },
  { userId: 'UDEMO-EMPLOYEE', userCode: 'EMP', realm: 'user', label: 'employee', email: 'employee@example.com', password: 'demo-employee-pass', firstName: 'Min', lastName: 'Thu', mainAgentId: null },
];

/** Only the local demo has demo accounts: never NODE_ENV=production, even a staging site with sandboxes on. */
export function demoAccountsWanted(config: Pick<Config, 'DEMO' | 'NODE_ENV'>): boolean {
  return config.DEMO && config.NODE_ENV !== 'production';
}

export interface DemoAccountsResult {
  /** Created by this call (none on a second start). */
  created: DemoAccount[];
  /** Every demo account that exists now and is not deleted, to print at start. */
  present: DemoAccount[];
}

/**
 * Creates the demo accounts that do not exist yet, active and with their published password. An
 * existing one is never touched, so a password its user changed stays changed; a deleted one stays
 * deleted. An address someone else already uses is skipped (and a sub-agent whose agent is missing).
 */
export async function ensureDemoAccounts(users: UsersRepository, config: Pick<Config, 'DEMO' | 'NODE_ENV'>, now: Date = new Date()): Promise<DemoAccountsResult> {
  if (!demoAccountsWanted(config)) return { created: [], present: [] };
  const statuses = await users.statusesOf(DEMO_ACCOUNTS.map((account) => account.userId));
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (statuses.has(account.userId)) continue;
    if (account.mainAgentId && !statuses.has(account.mainAgentId)) continue;
    const inserted = await users.insertIfAbsent({
      userId: account.userId,
      userCode: account.userCode,
      realm: account.realm,
      email: account.email,
      phoneCode: null,
      phoneNumber: null,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: await hashPassword(account.password),
      status: 'active',
      language: 'en',
      mainAgentId: account.mainAgentId,
      notificationChannel: 'email',
      emailVerifiedAt: now,
    });
    if (inserted) {
      created.push(account);
      statuses.set(account.userId, 'active');
    } else {
      // Another node may have created it at the same moment, or its address belongs to someone else.
      const status = (await users.statusesOf([account.userId])).get(account.userId);
      if (status) statuses.set(account.userId, status);
    }
  }
  return { created, present: DEMO_ACCOUNTS.filter((account) => statuses.has(account.userId) && statuses.get(account.userId) !== 'deleted') };
}

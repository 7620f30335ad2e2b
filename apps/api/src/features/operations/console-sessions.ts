import { createHash, randomBytes } from 'node:crypto';
import { consoleSessionState } from '@thwa/domain/operations/console-session';
import { permissionsOf, type EmployeeGroup, type OpsPermission } from '@thwa/domain/operations/permissions';
import { roleFromUserCode } from '@thwa/domain/roles';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from '../accounts/auth-sessions.repository.ts';
import type { OneTimeCodes } from '../accounts/one-time-codes.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { AuditLogRepository } from './audit-log.repository.ts';
import type { ConsoleSessionsRepository } from './console-sessions.repository.ts';
import type { EmployeeGroupsRepository } from './employee-groups.repository.ts';

/** An employee in an open console session: who, and what their groups add up to. */
export interface ConsoleActor {
  userId: string;
  groups: EmployeeGroup[];
  permissions: OpsPermission[];
  /** The caller's address, which the audit log keeps with every action. */
  address: string | null;
}

export interface ConsoleSessionsOptions {
  sessions: ConsoleSessionsRepository;
  groups: EmployeeGroupsRepository;
  users: UsersRepository;
  codes: OneTimeCodes;
  audit: AuditLogRepository;
  now: () => Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The operations console's sessions (issue 20 item 6, decision 032). An employee signed in on the site
 * asks for a one-time code, which goes to their own e-mail, and opens a console session with it; the
 * session's token (32 random bytes, stored only as its SHA-256) goes with every `/api/ops/*` call beside
 * the access token, and ends after 30 minutes without a call or when they leave. Only an employee with
 * at least one permission group may open one.
 */
export function createConsoleSessions({ sessions, groups, users, codes, audit, now }: ConsoleSessionsOptions) {
  async function employee(user: SessionUser): Promise<{ groups: EmployeeGroup[]; email: string; name: string | null; language: 'en' | 'mm' }> {
    if (roleFromUserCode(user.userCode).role !== 'employee') throw new AppError('FORBIDDEN');
    const held = await groups.groupsOf(user.userId);
    const row = await users.findById(user.userId);
    if (held.length === 0 || !row?.email) throw new AppError('FORBIDDEN');
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || null;
    return { groups: held, email: row.email, name, language: row.language === 'mm' ? 'mm' : 'en' };
  }

  return {
    /** Sends a console sign-in code to the employee's own e-mail; answers the address, masked by the route. */
    async sendCode(user: SessionUser): Promise<string> {
      const { email, name, language } = await employee(user);
      await codes.send({ purpose: 'console_sign_in', target: user.userId, userId: user.userId }, { target: email, channel: 'email', language, name });
      return email;
    },

    /** Opens a console session with the code; answers its token, given once, and what the employee may do. */
    async open(user: SessionUser, code: string, address: string | null): Promise<{ token: string; actor: ConsoleActor }> {
      const { groups: held } = await employee(user);
      await codes.use('console_sign_in', user.userId, code, true);
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await sessions.insert({ tokenHash: hashOf(token), userId: user.userId, address, at });
      await audit.append({ actorId: user.userId, action: 'console.opened', targetType: 'user', targetId: user.userId, address });
      return { token, actor: { userId: user.userId, groups: held, permissions: permissionsOf(held), address } };
    },

    /**
     * The employee behind a console call: the signed-in employee's own open session, used again now.
     * Groups are read on every call, so a group taken away counts at once.
     */
    async check(user: SessionUser, token: string | undefined, address: string | null): Promise<ConsoleActor> {
      if (roleFromUserCode(user.userCode).role !== 'employee') throw new AppError('FORBIDDEN');
      if (!token) throw new AppError('CONSOLE_SESSION_REQUIRED');
      const tokenHash = hashOf(token);
      const session = await sessions.find(tokenHash);
      const at = now();
      if (!session || session.userId !== user.userId || consoleSessionState(session, at) !== 'open') throw new AppError('CONSOLE_SESSION_REQUIRED');
      const held = await groups.groupsOf(user.userId);
      if (held.length === 0) throw new AppError('FORBIDDEN');
      await sessions.touch(tokenHash, at);
      return { userId: user.userId, groups: held, permissions: permissionsOf(held), address };
    },

    async end(token: string): Promise<void> {
      await sessions.end(hashOf(token), now());
    },
  };
}

export type ConsoleSessions = ReturnType<typeof createConsoleSessions>;

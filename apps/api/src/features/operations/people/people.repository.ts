import type { Database } from '@thwa/db/connection';
import { agentApplications, agentTerms, authSessions, consoleSessions, employeeGroups, employeeInvitations, users } from '@thwa/db/schema';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type Transaction } from '@thwa/db/sql';
import type { AgentApplication } from '@thwa/domain/contracts/operations-people';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import type { NewUser, UserRow } from '../../accounts/users.repository.ts';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type TermsRow = typeof agentTerms.$inferSelect;
export type InvitationRow = typeof employeeInvitations.$inferSelect;

/** How many rows one console list answers at most: the console pages are bounded, whatever is stored. */
export const PEOPLE_LIST_LIMIT = 200;
/** Decided applications shown under the pending ones. */
export const DECIDED_LIST_LIMIT = 50;

function isUniqueViolation(error: unknown): boolean {
  const codes = [(error as { code?: unknown })?.code, (error as { cause?: { code?: unknown } })?.cause?.code];
  return codes.includes('23505');
}

/** The SQL of the console's people (issue 20 item 5). Calls taking a transaction run in it, under its locks. */
export function createPeopleRepository(db: Database) {
  return {
    /** Stores an application; false when the e-mail already has one pending (the partial unique index says so, race or not). */
    async insertApplication(id: string, application: AgentApplication): Promise<boolean> {
      try {
        await db.insert(agentApplications).values({ id, ...application });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async lockApplication(transaction: Transaction, id: string): Promise<ApplicationRow | undefined> {
      const [row] = await transaction.tx.select().from(agentApplications).where(eq(agentApplications.id, id)).for('update');
      return row;
    },

    async decideApplication(transaction: Transaction, id: string, decision: Pick<ApplicationRow, 'status' | 'reason' | 'agentId' | 'decidedBy' | 'decidedAt'>): Promise<ApplicationRow> {
      const [row] = await transaction.tx.update(agentApplications).set(decision).where(eq(agentApplications.id, id)).returning();
      return row!;
    },

    /** Pending first, oldest first (the order they are answered in); then the latest decided ones. */
    async listApplications(): Promise<ApplicationRow[]> {
      const pending = await db.select().from(agentApplications).where(eq(agentApplications.status, 'pending')).orderBy(asc(agentApplications.createdAt), asc(agentApplications.id)).limit(PEOPLE_LIST_LIMIT);
      const decided = await db
        .select()
        .from(agentApplications)
        .where(ne(agentApplications.status, 'pending'))
        .orderBy(desc(agentApplications.decidedAt), desc(agentApplications.id))
        .limit(DECIDED_LIST_LIMIT);
      return [...pending, ...decided];
    },

    async findUserByEmail(transaction: Transaction, email: string): Promise<UserRow | undefined> {
      const [row] = await transaction.tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Inserts an account in the transaction; false when its e-mail or phone is another account's. */
    async insertUser(transaction: Transaction, user: NewUser): Promise<boolean> {
      const rows = await transaction.tx.insert(users).values(user).onConflictDoNothing().returning({ userId: users.userId });
      return rows.length > 0;
    },

    /** Agents (AGT, not deleted) and their terms, newest first. */
    async listAgents(): Promise<Array<{ user: UserRow; terms: TermsRow | null }>> {
      const rows = await db
        .select({ user: users, terms: agentTerms })
        .from(users)
        .leftJoin(agentTerms, eq(agentTerms.agentId, users.userId))
        .where(and(eq(users.userCode, 'AGT'), ne(users.status, 'deleted')))
        .orderBy(desc(users.createdAt), desc(users.userId))
        .limit(PEOPLE_LIST_LIMIT);
      return rows;
    },

    async lockAgent(transaction: Transaction, agentId: string): Promise<{ user: UserRow; terms: TermsRow | null } | undefined> {
      const [user] = await transaction.tx
        .select()
        .from(users)
        .where(and(eq(users.userId, agentId), eq(users.userCode, 'AGT'), ne(users.status, 'deleted')))
        .for('update');
      if (!user) return undefined;
      const [terms] = await transaction.tx.select().from(agentTerms).where(eq(agentTerms.agentId, agentId));
      return { user, terms: terms ?? null };
    },

    async setStatus(transaction: Transaction, userId: string, status: 'active' | 'deactivated', now: Date): Promise<UserRow> {
      const [row] = await transaction.tx.update(users).set({ status, updatedAt: now }).where(eq(users.userId, userId)).returning();
      return row!;
    },

    /**
     * Ends every open session of an account: its refresh tokens stop working and its access tokens fail
     * the session check at once (the guard reads the session on every call), and any console session too.
     */
    /** Ends every session of `userId` and, for an agent, of its sub-agents, who work under it. */
    async endSessions(transaction: Transaction, userId: string, now: Date): Promise<void> {
      const office = transaction.tx.select({ userId: users.userId }).from(users).where(or(eq(users.userId, userId), eq(users.mainAgentId, userId)));
      await transaction.tx.update(authSessions).set({ revokedAt: now }).where(and(inArray(authSessions.userId, office), isNull(authSessions.revokedAt)));
      await transaction.tx.update(consoleSessions).set({ endedAt: now }).where(and(eq(consoleSessions.userId, userId), isNull(consoleSessions.endedAt)));
    },

    async saveTerms(transaction: Transaction, agentId: string, terms: { commissions: Record<string, number>; creditLimit: number }, by: string, now: Date): Promise<TermsRow> {
      const [row] = await transaction.tx
        .insert(agentTerms)
        .values({ agentId, ...terms, updatedBy: by, updatedAt: now })
        .onConflictDoUpdate({ target: agentTerms.agentId, set: { ...terms, updatedBy: by, updatedAt: now } })
        .returning();
      return row!;
    },

    // ------------------------------------------------------------------------------------ employees

    /** Employees (EMP, not deleted) with their groups, by name. */
    async listEmployees(): Promise<Array<{ user: UserRow; groups: EmployeeGroup[] }>> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.userCode, 'EMP'), ne(users.status, 'deleted')))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.userId))
        .limit(PEOPLE_LIST_LIMIT);
      const held = rows.length === 0 ? [] : await db.select().from(employeeGroups).where(inArray(employeeGroups.userId, rows.map((row) => row.userId))).orderBy(asc(employeeGroups.groupName));
      return rows.map((user) => ({ user, groups: held.filter((group) => group.userId === user.userId).map((group) => group.groupName) }));
    },

    /** Invitations not yet accepted (expired ones too, so they can be sent again), newest first. */
    async listOpenInvitations(): Promise<InvitationRow[]> {
      return db.select().from(employeeInvitations).where(isNull(employeeInvitations.acceptedAt)).orderBy(desc(employeeInvitations.createdAt)).limit(PEOPLE_LIST_LIMIT);
    },

    /**
     * The e-mail's open invitation, made or replaced: a new token, groups and expiry. The row for the
     * e-mail is locked first, so two employees inviting the same address at once leave one invitation.
     */
    async upsertInvitation(transaction: Transaction, invitation: Omit<InvitationRow, 'acceptedAt' | 'userId' | 'createdAt'>): Promise<{ row: InvitationRow; before: InvitationRow | null }> {
      const [before] = await transaction.tx
        .select()
        .from(employeeInvitations)
        .where(and(eq(employeeInvitations.email, invitation.email), isNull(employeeInvitations.acceptedAt)))
        .for('update');
      const { id: _id, ...renewed } = invitation;
      const [row] = before
        ? await transaction.tx.update(employeeInvitations).set(renewed).where(eq(employeeInvitations.id, before.id)).returning()
        : await transaction.tx
            .insert(employeeInvitations)
            .values(invitation)
            .onConflictDoUpdate({ target: employeeInvitations.email, targetWhere: sql`${employeeInvitations.acceptedAt} is null`, set: renewed })
            .returning();
      return { row: row!, before: before ?? null };
    },

    async findInvitation(tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(employeeInvitations)
        .where(and(eq(employeeInvitations.tokenHash, tokenHash), isNull(employeeInvitations.acceptedAt), gt(employeeInvitations.expiresAt, now)))
        .limit(1);
      return row;
    },

    async lockInvitation(transaction: Transaction, tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await transaction.tx.select().from(employeeInvitations).where(eq(employeeInvitations.tokenHash, tokenHash)).for('update');
      return row;
    },

    async markAccepted(transaction: Transaction, id: string, userId: string, now: Date): Promise<void> {
      await transaction.tx.update(employeeInvitations).set({ acceptedAt: now, userId }).where(eq(employeeInvitations.id, id));
    },

    async grantGroups(transaction: Transaction, userId: string, groups: readonly EmployeeGroup[], by: string | null): Promise<void> {
      if (groups.length === 0) return;
      await transaction.tx
        .insert(employeeGroups)
        .values(groups.map((groupName) => ({ userId, groupName, grantedBy: by })))
        .onConflictDoNothing();
    },

    /**
     * The employee row locked, their groups and how many other active admins there are. Every change of
     * groups first takes one transaction lock of its own, so they run one at a time and each counts the
     * admins after the one before it committed (a fresh statement sees it): two admins taking admin from
     * each other at once cannot both succeed.
     */
    async lockEmployee(transaction: Transaction, userId: string): Promise<{ user: UserRow; groups: EmployeeGroup[]; otherAdmins: number } | undefined> {
      await transaction.tx.execute(sql`select pg_advisory_xact_lock(hashtext('thwa:employee-groups'))`);
      const [user] = await transaction.tx
        .select()
        .from(users)
        .where(and(eq(users.userId, userId), eq(users.userCode, 'EMP'), ne(users.status, 'deleted')))
        .for('update');
      if (!user) return undefined;
      const held = await transaction.tx.select({ groupName: employeeGroups.groupName }).from(employeeGroups).where(eq(employeeGroups.userId, userId)).orderBy(asc(employeeGroups.groupName));
      const [admins] = await transaction.tx
        .select({ count: sql<number>`count(*)::int` })
        .from(employeeGroups)
        .innerJoin(users, eq(users.userId, employeeGroups.userId))
        .where(and(eq(employeeGroups.groupName, 'admin'), eq(users.userCode, 'EMP'), eq(users.status, 'active'), ne(users.userId, userId)));
      return { user, groups: held.map((row) => row.groupName), otherAdmins: admins?.count ?? 0 };
    },

    async replaceGroups(transaction: Transaction, userId: string, groups: readonly EmployeeGroup[], by: string): Promise<void> {
      await transaction.tx.delete(employeeGroups).where(and(eq(employeeGroups.userId, userId), sql`${employeeGroups.groupName} <> all(${sql.param([...groups])}::text[])`));
      await this.grantGroups(transaction, userId, groups, by);
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;

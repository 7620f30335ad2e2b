import type { Database } from '@thwa/db/connection';
import { employeeGroups } from '@thwa/db/schema';
import { asc, eq } from '@thwa/db/sql';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';

/** An employee's permission groups (decision 032). */
export function createEmployeeGroupsRepository(db: Database) {
  return {
    async groupsOf(userId: string): Promise<EmployeeGroup[]> {
      const rows = await db.select({ groupName: employeeGroups.groupName }).from(employeeGroups).where(eq(employeeGroups.userId, userId)).orderBy(asc(employeeGroups.groupName));
      return rows.map((row) => row.groupName);
    },

    /** The installation's first employee and the demo's: groups only for one who holds none yet. */
    async grantIfNone(userId: string, groups: readonly EmployeeGroup[]): Promise<void> {
      const [held] = await db.select({ userId: employeeGroups.userId }).from(employeeGroups).where(eq(employeeGroups.userId, userId)).limit(1);
      if (!held) await this.grant(userId, groups, null);
    },

    /** Adds groups; one already held stays as it was granted. */
    async grant(userId: string, groups: readonly EmployeeGroup[], grantedBy: string | null): Promise<void> {
      if (groups.length === 0) return;
      await db
        .insert(employeeGroups)
        .values(groups.map((groupName) => ({ userId, groupName, grantedBy })))
        .onConflictDoNothing();
    },
  };
}

export type EmployeeGroupsRepository = ReturnType<typeof createEmployeeGroupsRepository>;

import { withTransaction } from '@thwa/db/transaction';
import type { EmployeeEntry } from '@thwa/domain/contracts/operations-people';
import { groupChangeProblem } from '@thwa/domain/operations/people';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import { AppError } from '../../../plugins/errors.ts';
import { employeeEntry } from './people-entries.ts';
import type { Employee, PeopleDeps } from './people-deps.ts';

/**
 * Sets an employee's groups (issue 20 item 5); the guard reads groups on every console call, so the
 * change counts at once. The last admin cannot lose admin (LAST_ADMIN), themselves or anyone: group changes
 * take turns on one transaction lock, so two admins taking it from each other at once cannot both succeed.
 */
export function createChangeEmployeeGroups(deps: PeopleDeps) {
  return (userId: string, groups: EmployeeGroup[], employee: Employee): Promise<EmployeeEntry> =>
    withTransaction(deps.db, async (transaction) => {
      const found = await deps.people.lockEmployee(transaction, userId);
      if (!found) throw new AppError('NOT_FOUND');
      const problem = groupChangeProblem({ current: found.groups, next: groups, otherAdmins: found.otherAdmins });
      if (problem === 'last_admin') throw new AppError('LAST_ADMIN', 'body.groups');
      if (problem === 'no_group') throw new AppError('VALIDATION_FAILED', 'body.groups');
      const same = found.groups.length === groups.length && found.groups.every((group) => groups.includes(group));
      if (same) return employeeEntry(found.user, found.groups);
      await deps.people.replaceGroups(transaction, userId, groups, employee.userId);
      await deps.audit.append(
        { actorId: employee.userId, action: 'employee.groups_set', targetType: 'user', targetId: userId, before: { groups: found.groups }, after: { groups }, address: employee.address },
        transaction,
      );
      return employeeEntry(found.user, groups);
    });
}

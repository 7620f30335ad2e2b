import { withTransaction } from '@thwa/db/transaction';
import type { OpsAlert } from '@thwa/domain/contracts/operations-settings';
import { AppError } from '../../../plugins/errors.ts';
import { alertView, type BusinessSettingsDeps, type Employee } from './business-settings.ts';
import { alertAudit } from './alert-values.ts';

/**
 * Takes an alert off the site now: its window ends now (a scheduled one's window closes before it
 * opens). An alert already over changes nothing and writes no second audit entry.
 */
export function createEndAlert({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (id: number, employee: Employee): Promise<OpsAlert> =>
    withTransaction(db, async (transaction) => {
      const at = now();
      const before = await repository.lockAlert(transaction, id);
      if (!before) throw new AppError('NOT_FOUND', 'params.id');
      if (before.endsAt.getTime() <= at.getTime()) return alertView(before, at);
      // The window must stay non-empty (a CHECK says so): a scheduled alert's becomes the millisecond before now.
      const startsAt = before.startsAt.getTime() < at.getTime() ? before.startsAt : new Date(at.getTime() - 1);
      const row = await repository.updateAlert(transaction, id, { startsAt, endsAt: at });
      await audit.append({ actorId: employee.userId, action: 'alert.ended', targetType: 'site_alert', targetId: String(id), before: alertAudit(before), after: alertAudit(row), address: employee.address }, transaction);
      return alertView(row, at);
    });
}

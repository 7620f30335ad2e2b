import { withTransaction } from '@thwa/db/transaction';
import type { AlertRequest, OpsAlert } from '@thwa/domain/contracts/operations-settings';
import { AppError } from '../../../plugins/errors.ts';
import { alertView, type BusinessSettingsDeps, type Employee } from './business-settings.ts';
import { alertAudit, alertValues } from './alert-values.ts';

/** Changes an alert's words, type, pages or window under its row lock; a change to nothing writes nothing. */
export function createEditAlert({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (id: number, request: AlertRequest, employee: Employee): Promise<OpsAlert> => {
    const values = alertValues(request);
    return withTransaction(db, async (transaction) => {
      const before = await repository.lockAlert(transaction, id);
      if (!before) throw new AppError('NOT_FOUND', 'params.id');
      const was = alertAudit(before);
      if (JSON.stringify(was) === JSON.stringify(alertAudit(values))) return alertView(before, now());
      const row = await repository.updateAlert(transaction, id, values);
      await audit.append({ actorId: employee.userId, action: 'alert.edited', targetType: 'site_alert', targetId: String(id), before: was, after: alertAudit(row), address: employee.address }, transaction);
      return alertView(row, now());
    });
  };
}

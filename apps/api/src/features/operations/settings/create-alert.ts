import { withTransaction } from '@thwa/db/transaction';
import type { AlertRequest, OpsAlert } from '@thwa/domain/contracts/operations-settings';
import { alertView, type BusinessSettingsDeps, type Employee } from './business-settings.ts';
import { alertAudit, alertValues } from './alert-values.ts';

/** A new site alert in both languages, shown on its products' landing pages within its window. */
export function createCreateAlert({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (request: AlertRequest, employee: Employee): Promise<OpsAlert> => {
    const values = alertValues(request);
    return withTransaction(db, async (transaction) => {
      const row = await repository.insertAlert(transaction, values);
      await audit.append({ actorId: employee.userId, action: 'alert.created', targetType: 'site_alert', targetId: String(row.id), before: null, after: alertAudit(row), address: employee.address }, transaction);
      return alertView(row, now());
    });
  };
}

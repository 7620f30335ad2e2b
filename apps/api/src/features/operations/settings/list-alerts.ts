import { ALERTS_LIST_LIMIT, type OpsAlertsResponse } from '@thwa/domain/contracts/operations-settings';
import { alertView, type BusinessSettingsDeps } from './business-settings.ts';

/** The site alerts, latest end first (showing and scheduled ones lead), bounded. */
export function createListAlerts({ repository, now }: Pick<BusinessSettingsDeps, 'repository' | 'now'>) {
  return async (): Promise<OpsAlertsResponse['data']> => {
    const at = now();
    const rows = await repository.listAlerts(ALERTS_LIST_LIMIT);
    return { now: at.toISOString(), alerts: rows.map((row) => alertView(row, at)) };
  };
}

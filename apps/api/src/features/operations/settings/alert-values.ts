import type { AlertRequest } from '@thwa/domain/contracts/operations-settings';
import { alertWindowProblem } from '@thwa/domain/operations/business-settings';
import type { SiteAlertRow, SiteAlertValues } from './business-settings.repository.ts';
import { invalid } from './business-settings.ts';

/** An alert as typed, its window checked (it must end after it starts), as the row's values. */
export function alertValues(request: AlertRequest): SiteAlertValues {
  const values = { ...request, startsAt: new Date(request.startsAt), endsAt: new Date(request.endsAt) };
  if (alertWindowProblem(values)) invalid('endsAt');
  return values;
}

/** What the audit log keeps of an alert. */
export function alertAudit(row: SiteAlertValues | SiteAlertRow) {
  return {
    type: row.type,
    scope: row.scope,
    titleEn: row.titleEn,
    titleMy: row.titleMy,
    infoEn: row.infoEn,
    infoMy: row.infoMy,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

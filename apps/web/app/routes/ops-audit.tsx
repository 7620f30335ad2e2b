import type { Route } from './+types/ops-audit';
import { loadConsoleAudit } from '../features/operations/console-audit.server.ts';
import { ConsoleAuditPage } from '../features/operations/console-audit-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleAudit({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/audit`: the audit log of employee actions (permission audit.view). */
export default function OpsAudit({ loaderData }: Route.ComponentProps) {
  return <ConsoleAuditPage data={loaderData} />;
}

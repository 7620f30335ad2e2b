import type { Route } from './+types/ops-content-alerts';
import { loadConsoleAlerts, postAlert } from '../features/operations/settings/alerts.server.ts';
import { ConsoleAlertsPage } from '../features/operations/settings/alerts-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleAlerts({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return postAlert({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/content/alerts`: site alerts in both languages with their window and pages (permission content.edit). */
export default function OpsContentAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleAlertsPage data={loaderData} action={actionData} />;
}

import type { Route } from './+types/ops-agents';
import { consoleAgentsAction, loadConsoleAgents } from '../features/operations/people/agents.server.ts';
import { ConsoleAgentsPage } from '../features/operations/people/agents-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleAgents({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleAgentsAction({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/agents` (permission agents.manage): applications to approve or reject, agents to suspend, their terms. */
export default function OpsAgents({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleAgentsPage data={loaderData} action={actionData} />;
}

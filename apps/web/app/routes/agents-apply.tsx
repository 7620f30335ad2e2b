import type { Route } from './+types/agents-apply';
import { agentApplyAction, loadAgentApply } from '../features/agents/agent-apply.server.ts';
import { AgentApplyPage } from '../features/agents/agent-apply-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAgentApply({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return agentApplyAction({ request, context });
}

export const handle = { pageId: 'agent_application_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/agents/apply` (issue 20 item 5): a travel agency applies to become an agent. */
export default function AgentsApply({ loaderData, actionData }: Route.ComponentProps) {
  return <AgentApplyPage data={loaderData} result={actionData} />;
}

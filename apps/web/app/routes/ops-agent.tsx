import type { Route } from './+types/ops-agent';
import { loadAgentStatement, recordAgentSettlement } from '../features/operations/people/agent-statement.server.ts';
import { AgentStatementPage } from '../features/operations/people/agent-statement-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAgentStatement({ request, context, params });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return recordAgentSettlement({ request, context, params });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/agents/:agentId` (permission agents.manage): the agent's statement, and the form finance records its settlements with. */
export default function OpsAgent({ loaderData, actionData }: Route.ComponentProps) {
  return <AgentStatementPage data={loaderData} action={actionData} />;
}

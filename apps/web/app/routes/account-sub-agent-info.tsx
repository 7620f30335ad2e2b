import type { Route } from './+types/account-sub-agent-info';
import { loadSubAgentList, subAgentListAction } from '../features/agents/sub-agents.server.ts';
import { SubAgentListPage } from '../features/agents/sub-agents-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSubAgentList({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return subAgentListAction({ request, context });
}

export const handle = { pageId: 'sub_agent_list_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/sub-agent-info` (agent only, spec §6). */
export default function AccountSubAgentInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <SubAgentListPage data={loaderData} result={actionData} />;
}

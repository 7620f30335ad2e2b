import type { Route } from './+types/account-sub-agent-form';
import { loadSubAgentForm, subAgentFormAction } from '../features/agents/sub-agents.server.ts';
import { SubAgentFormPage } from '../features/agents/sub-agents-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSubAgentForm({ request, context, params });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return subAgentFormAction({ request, context, params });
}

export const handle = { pageId: 'sub_agent_form_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/sub-agent-form` (agent only) and `/account/sub-agent-form/{subAgentId}` (spec §2, §6). */
export default function AccountSubAgentForm({ loaderData, actionData }: Route.ComponentProps) {
  return <SubAgentFormPage data={loaderData} result={actionData} />;
}

import type { Route } from './+types/account-statement';
import { loadStatement } from '../features/agents/statement.server.ts';
import { StatementPage } from '../features/agents/statement-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStatement({ request, context });
}

export const handle = { pageId: 'agent_statement_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/statement` (agents and their sub-agents, decision 034): what the agency owes, its credit left and its lines. */
export default function AccountStatement({ loaderData }: Route.ComponentProps) {
  return <StatementPage data={loaderData} />;
}

import { data, type RouterContextProvider } from 'react-router';
import type { AgentStatementResponse } from '@thwa/domain/contracts/agent-account';
import { isAgent } from '@thwa/domain/roles';
import { accountTools, postSignedIn } from '../account/account-api.server.ts';
import { requireAccountSession } from '../account/session.server.ts';
import type { StatusPageContent } from '../../ui/status-page.tsx';
import type { StatementPageData } from './statement-data.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * `/account/statement` (decision 034): what the agency owes, its credit left and its newest lines, for
 * an agent and, read-only, their sub-agents (who book on the agency's credit). A member gets the 403
 * page; the api has the last word on who is an agent.
 */
export async function loadStatement({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const forbidden = (): never => {
    const page: StatusPageContent = { title: t('agents.forbidden.title'), body: t('statement.forbidden'), action: { href: '/account', label: t('account.link.home') } };
    throw data(page, { status: 403 });
  };
  if (!isAgent(session.user.userCode)) forbidden();
  const title = t('statement.title');
  const headers = { 'cache-control': 'no-store' };
  const outcome = await postSignedIn<AgentStatementResponse>(request, api, session, '/myaccount/agent-statement', {});
  if (!outcome.ok) {
    if (outcome.status === 403) forbidden();
    return data<StatementPageData>({ kind: 'failed', title, message: outcome.message ?? t('error.body') }, { status: outcome.status, headers });
  }
  const statement = outcome.data.data;
  return data<StatementPageData>(
    {
      kind: 'ready',
      title,
      forAgency: session.user.userCode === 'SGT',
      creditLimit: statement.creditLimit,
      owed: statement.owed,
      overpaid: statement.overpaid,
      available: statement.available,
      lines: statement.lines,
      more: statement.more,
    },
    { headers },
  );
}

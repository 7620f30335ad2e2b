import { data, redirect, type RouterContextProvider } from 'react-router';
import type { AgentApplicationEntry, AgentEntry, OpsAgentsResponse } from '@thwa/domain/contracts/operations-people';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { groupDigits, toLatinDigits } from '@thwa/domain/money';
import { COMMISSION_MAX_PERCENT, COMMISSION_PRODUCT_TYPES, CREDIT_LIMIT_MAX } from '@thwa/domain/operations/people';
import { requireConsoleActor } from '../console-session.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const AGENT_INTENTS = ['approve', 'reject', 'suspend', 'reactivate', 'terms'] as const;
export type AgentIntent = (typeof AGENT_INTENTS)[number];

export interface ApplicationView extends AgentApplicationEntry {
  createdText: string;
  decidedText: string | null;
}

export interface AgentView extends AgentEntry {
  creditText: string;
  /** Percent as the form shows it, per product type id; '' when none is set. */
  percents: Record<string, string>;
}

export interface AgentsPageData {
  title: string;
  pending: ApplicationView[];
  decided: ApplicationView[];
  agents: AgentView[];
  productTypes: readonly number[];
  done: { intent: AgentIntent; id: string } | null;
  error: string | null;
}

export interface AgentsActionData {
  intent: AgentIntent;
  id: string;
  error: string;
}

const ID = /^[A-Z0-9]{1,20}$/;

/** `/ops/agents` (permission agents.manage): pending applications first, then agents with their terms. */
export async function loadConsoleAgents(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'agents.manage');
  const headers = { 'cache-control': 'no-store' };
  const url = new URL(args.request.url);
  const doneIntent = url.searchParams.get('done');
  const doneId = url.searchParams.get('id') ?? '';
  const done = doneIntent && (AGENT_INTENTS as readonly string[]).includes(doneIntent) && ID.test(doneId) ? { intent: doneIntent as AgentIntent, id: doneId } : null;
  const base = { title: t('ops.agents.title'), productTypes: COMMISSION_PRODUCT_TYPES, done };
  const answer = await api.get<OpsAgentsResponse['data']>('/ops/agents');
  if (!answer.ok) return data<AgentsPageData>({ ...base, pending: [], decided: [], agents: [], error: answer.message ?? t('ops.agents.failed') }, { status: answer.status, headers });
  const application = (entry: AgentApplicationEntry): ApplicationView => ({
    ...entry,
    createdText: formatYangonDateTime(entry.createdAt, lang),
    decidedText: entry.decidedAt ? formatYangonDateTime(entry.decidedAt, lang) : null,
  });
  const agents = answer.data.agents.map(
    (agent): AgentView => ({
      ...agent,
      creditText: t('ops.agents.mmk', { amount: groupDigits(agent.creditLimit, lang) }),
      percents: Object.fromEntries(agent.commissions.map((entry) => [String(entry.productType), String(entry.percent)])),
    }),
  );
  return data<AgentsPageData>(
    {
      ...base,
      pending: answer.data.applications.filter((entry) => entry.status === 'pending').map(application),
      decided: answer.data.applications.filter((entry) => entry.status !== 'pending').map(application),
      agents,
      error: null,
    },
    { headers },
  );
}

/** A percent or an amount as typed (Myanmar digits, separators and spaces allowed), or null when it is not a number. */
export function typedNumber(value: string): number | null {
  const plain = toLatinDigits(value).replace(/[\s,]/g, '');
  if (plain === '') return 0;
  return /^\d{1,12}(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}

/**
 * The page's forms, each naming its `intent` (works without JavaScript): approve or reject an
 * application, suspend or reactivate an agent, set its terms. Done: back to the page, which says so and
 * moves focus to the message; refused: the page with the api's message beside the form.
 */
export async function consoleAgentsAction(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'agents.manage');
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '') as AgentIntent;
  const id = String(form.get('id') ?? '').trim();
  const refuse = (error: string, status = 400) => data<AgentsActionData>({ intent, id, error }, { status });
  if (!(AGENT_INTENTS as readonly string[]).includes(intent) || !ID.test(id)) return refuse(t('ops.agents.failed'));
  let answer;
  if (intent === 'approve') answer = await api.post(`/ops/agents/applications/${id}/approve`);
  else if (intent === 'reject') {
    const reason = String(form.get('reason') ?? '').trim();
    if (reason === '') return refuse(t('ops.agents.reasonMissing'));
    answer = await api.post(`/ops/agents/applications/${id}/reject`, { reason: reason.slice(0, 500) });
  } else if (intent === 'suspend' || intent === 'reactivate') answer = await api.post(`/ops/agents/${id}/${intent}`);
  else {
    const commissions: { productType: number; percent: number }[] = [];
    for (const productType of COMMISSION_PRODUCT_TYPES) {
      const percent = typedNumber(String(form.get(`percent-${productType}`) ?? ''));
      if (percent === null || percent > COMMISSION_MAX_PERCENT) return refuse(t('ops.agents.percentInvalid', { max: COMMISSION_MAX_PERCENT }));
      if (percent > 0) commissions.push({ productType, percent });
    }
    const creditLimit = typedNumber(String(form.get('creditLimit') ?? ''));
    if (creditLimit === null || !Number.isInteger(creditLimit) || creditLimit > CREDIT_LIMIT_MAX) return refuse(t('ops.agents.creditInvalid'));
    answer = await api.post(`/ops/agents/${id}/terms`, { commissions, creditLimit });
  }
  if (!answer.ok) return refuse(answer.message ?? t('ops.agents.failed'), answer.status);
  return redirect(`/ops/agents?done=${intent}&id=${encodeURIComponent(id)}`);
}

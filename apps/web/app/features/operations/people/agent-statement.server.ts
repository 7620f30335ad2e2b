import { data, redirect, type RouterContextProvider } from 'react-router';
import type { AgentStatement, AgentStatementLine } from '@thwa/domain/contracts/agent-account';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { groupDigits } from '@thwa/domain/money';
import { SETTLEMENT_MAX, type AgentLineKind } from '@thwa/domain/operations/agent-account';
import type { Language } from '@thwa/domain/settings';
import type { StatusPageContent } from '../../../ui/status-page.tsx';
import { requireConsoleActor, type T } from '../console-session.server.ts';
import { typedNumber } from './agents.server.ts';
import { IDEMPOTENCY_KEY } from '../../checkout/checkout.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NO_STORE = { 'cache-control': 'no-store' };
/** An agent's user id as the api takes it (`AgentParams`). */
const AGENT_ID = /^[A-Z0-9]{1,20}$/;
/** A settlement's bank or receipt reference, as the api takes it (`SettlementRequest`). */
export const REFERENCE_MAX = 60;

/** One line of the statement, its time and money already written in the page's language. */
export interface StatementLineView {
  id: number;
  kind: AgentLineKind;
  orderId: string | null;
  at: string;
  atText: string;
  amountText: string;
  /** The commission a refund took back, or null. */
  commissionText: string | null;
  /** Signed: '+…' owes more, '−…' owes less. */
  changeText: string;
  balanceText: string;
  reference: string | null;
}

export interface AgentStatementPageData {
  title: string;
  agentId: string;
  creditLimitText: string;
  owedText: string;
  availableText: string;
  /** What the agent paid beyond what it owed, or null when nothing. */
  overpaidText: string | null;
  lines: StatementLineView[];
  /** Older lines exist that the page does not show. */
  more: boolean;
  /** A settlement was just recorded (`?done=settlement`). */
  settled: boolean;
  /** The longest reference the form takes. */
  referenceMax: number;
  /** The settlement form's key: posted twice (a double click, a reload), it records the money once. */
  idempotencyKey: string;
}

export type SettlementField = 'amount' | 'reference';

export interface SettlementActionData {
  error: string;
  /** The field the refusal is about, or null for the api's refusal of the whole form. */
  field: SettlementField | null;
  /** What was typed, kept in the form. */
  values: { amount: string; reference: string };
}

/** Whole MMK in the page's language: '12,500 MMK' / '၁၂,၅၀၀ ကျပ်'. */
function mmk(amount: number, lang: Language, t: T): string {
  return t('ops.agents.mmk', { amount: groupDigits(Math.abs(amount), lang) });
}

/** The statement as the page shows it: the totals, then each line with its time in Yangon. */
export function statementView(statement: AgentStatement, lang: Language, t: T, settled = false): AgentStatementPageData {
  const money = (amount: number) => mmk(amount, lang, t);
  const line = (entry: AgentStatementLine): StatementLineView => ({
    id: entry.id,
    kind: entry.kind,
    orderId: entry.orderId,
    at: entry.at,
    atText: formatYangonDateTime(entry.at, lang),
    amountText: money(entry.amount),
    commissionText: entry.kind === 'refund' && entry.commission > 0 ? t('ops.agentStatement.commissionBack', { amount: money(entry.commission) }) : null,
    changeText: entry.owedChange > 0 ? `+${money(entry.owedChange)}` : entry.owedChange < 0 ? `−${money(entry.owedChange)}` : money(0),
    balanceText: entry.balance < 0 ? t('ops.agentStatement.balanceOverpaid', { amount: money(entry.balance) }) : money(entry.balance),
    reference: entry.reference,
  });
  return {
    title: t('ops.agentStatement.title', { agentId: statement.agentId }),
    agentId: statement.agentId,
    creditLimitText: money(statement.creditLimit),
    owedText: money(statement.owed),
    availableText: money(statement.available),
    overpaidText: statement.overpaid > 0 ? money(statement.overpaid) : null,
    lines: statement.lines.map(line),
    more: statement.more,
    settled,
    referenceMax: REFERENCE_MAX,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The agent's id from the address, or the 404 page for one that cannot be an agent's. */
function agentIdOf(params: { agentId?: string }, t: T): string {
  const agentId = params.agentId ?? '';
  if (!AGENT_ID.test(agentId)) throw notFound(agentId, t);
  return agentId;
}

function notFound(agentId: string, t: T) {
  return data<StatusPageContent>(
    { title: t('ops.agentStatement.notFound.title'), body: t('ops.agentStatement.notFound.body', { agentId }), action: { href: '/ops/agents', label: t('ops.agentStatement.back') } },
    { status: 404, headers: NO_STORE },
  );
}

/**
 * `/ops/agents/:agentId` (permission agents.manage): what the agent owes, its limit and the credit left,
 * and its newest lines. Anyone who is not an agent is the 404 page.
 */
export async function loadAgentStatement(args: Args & { params: { agentId?: string } }) {
  const { api, lang, t } = await requireConsoleActor(args, 'agents.manage');
  const agentId = agentIdOf(args.params, t);
  const answer = await api.get<AgentStatement>(`/ops/agents/${encodeURIComponent(agentId)}/statement`);
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) throw notFound(agentId, t);
    throw data<StatusPageContent>(
      { title: t('error.title'), body: answer.message ?? t('ops.agents.failed'), action: { href: `/ops/agents/${agentId}`, label: t('error.retry') } },
      { status: answer.status >= 500 ? answer.status : 502, headers: NO_STORE },
    );
  }
  const settled = new URL(args.request.url).searchParams.get('done') === 'settlement';
  return data(statementView(answer.data, lang, t, settled), { headers: NO_STORE });
}

/** The settlement form as typed: an amount (Myanmar digits, separators allowed) and a reference; or the field that is wrong. */
export function parseSettlementForm(form: FormData | URLSearchParams): { ok: true; amount: number; reference: string } | { ok: false; field: SettlementField } {
  const amount = typedNumber(String(form.get('amount') ?? ''));
  if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > SETTLEMENT_MAX) return { ok: false, field: 'amount' };
  const reference = String(form.get('reference') ?? '').trim();
  if (reference === '' || reference.length > REFERENCE_MAX) return { ok: false, field: 'reference' };
  return { ok: true, amount, reference };
}

/**
 * The settlement form (works without JavaScript): money the agent paid, with its bank or receipt
 * reference. A bad amount or reference is refused beside its field without asking the api; the api's
 * refusal is shown beside the form. Recorded: back to the statement, which says so and shows the line.
 */
export async function recordAgentSettlement(args: Args & { params: { agentId?: string } }) {
  const { api, lang, t } = await requireConsoleActor(args, 'agents.manage');
  const agentId = agentIdOf(args.params, t);
  const form = await args.request.formData();
  const values = { amount: String(form.get('amount') ?? '').slice(0, 40), reference: String(form.get('reference') ?? '').slice(0, 200) };
  const refuse = (error: string, field: SettlementField | null, status = 400) => data<SettlementActionData>({ error, field, values }, { status });
  const parsed = parseSettlementForm(form);
  if (!parsed.ok) {
    return parsed.field === 'amount'
      ? refuse(t('ops.agentStatement.amountInvalid', { max: mmk(SETTLEMENT_MAX, lang, t) }), 'amount')
      : refuse(t('ops.agentStatement.referenceInvalid', { max: groupDigits(REFERENCE_MAX, lang) }), 'reference');
  }
  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) return refuse(t('ops.agents.failed'), null);
  const answer = await api.post<AgentStatement>(
    `/ops/agents/${encodeURIComponent(agentId)}/settlements`,
    { amount: parsed.amount, reference: parsed.reference },
    { 'idempotency-key': idempotencyKey },
  );
  if (!answer.ok) {
    const field = answer.field === 'body.amount' ? 'amount' : answer.field === 'body.reference' ? 'reference' : null;
    return refuse(answer.message ?? t('ops.agents.failed'), field, answer.status);
  }
  return redirect(`/ops/agents/${encodeURIComponent(agentId)}?done=settlement`);
}

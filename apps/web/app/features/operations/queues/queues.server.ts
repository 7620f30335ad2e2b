import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ConfirmPaymentResponse, OpsQueuesResponse, QueueEntry } from '@thwa/domain/contracts/ops-queues';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { groupDigits, toLatinDigits } from '@thwa/domain/money';
import { requireConsoleActor, type T } from '../console-session.server.ts';
import { BUILT_CONSOLE_PAGES } from '../console-nav.ts';
import { deadlineText, type DeadlineWords } from './queue-deadline.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Queues whose money an employee records at the counter ('Money received'). */
const COUNTER_QUEUES: readonly QueueEntry['queue'][] = ['payAtShop', 'cashOnDelivery'];

export interface QueueRowView {
  key: string;
  orderId: string | null;
  topupId: string | null;
  paymentId: string | null;
  paymentCode: string | null;
  amount: number;
  amountText: string;
  contact: QueueEntry['contact'];
  since: string;
  sinceText: string;
  dueFromText: string | null;
  deadline: string;
  deadlineAt: string;
  deadlineText: string;
  overdue: boolean;
  /** Shown only to an employee with payments.confirm, for a counter payment. */
  confirmable: boolean;
}

export interface QueuesPageData {
  title: string;
  sections: { queue: QueueEntry['queue']; count: number; rows: QueueRowView[] }[];
  /** Link orders to their console page only once it is built (decision 008). */
  orderPages: boolean;
  confirmed: string | null;
  error: string | null;
}

export interface ConfirmActionData {
  paymentId: string;
  error: string;
  field: 'receivedAmount' | 'reference' | null;
  values: { receivedAmount: string; reference: string };
}

function wordsOf(t: T): DeadlineWords {
  return {
    dueIn: (time) => t('ops.queues.dueIn', { time }),
    overdueBy: (time) => t('ops.queues.overdueBy', { time }),
    minutes: (count) => t('ops.queues.minutes', { count }),
    hours: (count) => t('ops.queues.hours', { count }),
    days: (count) => t('ops.queues.days', { count }),
  };
}

/** `/ops/queues` (permission queues.view): each queue with its count and entries, soonest deadline first. */
export async function loadConsoleQueues(args: Args) {
  const { api, actor, lang, t } = await requireConsoleActor(args, 'queues.view');
  const headers = { 'cache-control': 'no-store' };
  const confirmed = new URL(args.request.url).searchParams.get('confirmed');
  const base = { title: t('ops.queues.title'), orderPages: BUILT_CONSOLE_PAGES.includes('/ops/orders'), confirmed: confirmed && /^[A-Z0-9]{4,20}$/.test(confirmed) ? confirmed : null };
  const answer = await api.get<OpsQueuesResponse['data']>('/ops/queues');
  if (!answer.ok) return data<QueuesPageData>({ ...base, sections: [], error: answer.message ?? t('ops.queues.failed') }, { status: answer.status, headers });
  const mayConfirm = actor.permissions.includes('payments.confirm');
  const words = wordsOf(t);
  const { now } = answer.data;
  const sections = answer.data.queues.map((section) => ({
    queue: section.queue,
    count: section.count,
    rows: section.entries.map((entry): QueueRowView => {
      const due = deadlineText(entry.deadline, now, words, lang);
      return {
        key: `${entry.paymentId ?? ''}:${entry.orderId ?? entry.topupId ?? ''}`,
        orderId: entry.orderId,
        topupId: entry.topupId,
        paymentId: entry.paymentId,
        paymentCode: entry.paymentCode,
        amount: entry.amount,
        amountText: t('ops.queues.amount', { amount: groupDigits(entry.amount, lang) }),
        contact: entry.contact,
        since: entry.since,
        sinceText: formatYangonDateTime(entry.since, lang),
        dueFromText: entry.dueFrom && Date.parse(entry.dueFrom) > Date.parse(now) ? formatYangonDateTime(entry.dueFrom, lang) : null,
        deadline: entry.deadline,
        deadlineAt: formatYangonDateTime(entry.deadline, lang),
        deadlineText: due.text,
        overdue: due.overdue,
        confirmable: mayConfirm && COUNTER_QUEUES.includes(entry.queue) && entry.paymentId !== null,
      };
    }),
  }));
  return data<QueuesPageData>({ ...base, sections, error: null }, { headers });
}

/**
 * The 'Money received' form (permission payments.confirm), posted without JavaScript too: the amount as
 * typed (Myanmar digits and thousands separators allowed) and the counter's receipt number. Done: back
 * to the queues, which say so; refused: the form again with the api's message beside its field.
 */
export async function confirmMoneyReceived(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'payments.confirm');
  const form = await args.request.formData();
  const paymentId = String(form.get('paymentId') ?? '').trim();
  const values = { receivedAmount: String(form.get('receivedAmount') ?? '').trim(), reference: String(form.get('reference') ?? '').trim() };
  const refuse = (error: string, field: ConfirmActionData['field'], status = 400) => data<ConfirmActionData>({ paymentId, error, field, values }, { status });
  if (!/^[A-Z0-9]{1,32}$/.test(paymentId)) return refuse(t('ops.queues.confirm.failed'), null);
  const digits = toLatinDigits(values.receivedAmount).replace(/[\s,]/g, '');
  if (!/^\d{1,12}$/.test(digits) || Number(digits) <= 0) return refuse(t('ops.queues.confirm.amountInvalid'), 'receivedAmount');
  if (values.reference === '') return refuse(t('ops.queues.confirm.referenceMissing'), 'reference');
  const answer = await api.post<ConfirmPaymentResponse['data']>(`/ops/payments/${encodeURIComponent(paymentId)}/confirm`, { receivedAmount: Number(digits), reference: values.reference.slice(0, 64) });
  if (!answer.ok) {
    const field = answer.field === 'body.receivedAmount' ? 'receivedAmount' : answer.field === 'body.reference' ? 'reference' : null;
    return refuse(answer.message ?? t('ops.queues.confirm.failed'), field, answer.status);
  }
  return redirect(`/ops/queues?confirmed=${encodeURIComponent(answer.data.orderId)}`);
}

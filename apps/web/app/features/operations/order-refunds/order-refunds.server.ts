import { randomBytes } from 'node:crypto';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { OrderRefunds, RefundRequestView, WaitingRefunds } from '@thwa/domain/contracts/operations-refunds';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { can } from '@thwa/domain/operations/permissions';
import { groupDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import { requireConsoleActor, type T } from '../console-session.server.ts';
import { failureOf, parseRefundForm, refundResultHref } from './refund-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type OrderArgs = Args & { params: { orderId?: string } };

const NO_STORE = { 'cache-control': 'no-store' };

/** A refund request as the console shows it: amounts and times already in the employee's language. */
export interface RefundRequestRow {
  id: number;
  orderId: string;
  itemNo: number;
  amountText: string;
  destination: RefundRequestView['destination'];
  reason: string;
  status: RefundRequestView['status'];
  paidOut: boolean;
  requestedBy: string;
  grantedBy: string | null;
  createdText: string;
  /** Whether this employee may grant it: refunds.approve, and not the one who asked. */
  grantable: boolean;
}

export interface RefundPanelData {
  orderId: string;
  thresholdText: string;
  targets: OrderRefunds['targets'];
  items: { itemNo: number; paidText: string; refundedText: string; pendingText: string; refundable: number; refundableText: string }[];
  requests: RefundRequestRow[];
  /** One per panel shown: a double click of its form is one request. */
  requestKey: string;
}

function orderIdOf(params: { orderId?: string }): string | null {
  const orderId = (params.orderId ?? '').toUpperCase();
  return /^TW\d{10}$/.test(orderId) ? orderId : null;
}

const moneyText = (amount: number, lang: Language, t: T) => t('ops.orders.amount', { amount: groupDigits(amount, lang) });

function rowOf(request: RefundRequestView, lang: Language, t: T, actor: { userId: string; mayApprove: boolean }): RefundRequestRow {
  return {
    id: request.id,
    orderId: request.orderId,
    itemNo: request.itemNo,
    amountText: moneyText(request.amount, lang, t),
    destination: request.destination,
    reason: request.reason,
    status: request.status,
    paidOut: request.paidOut,
    requestedBy: request.requestedBy.name ?? request.requestedBy.userId,
    grantedBy: request.grantedBy ? (request.grantedBy.name ?? request.grantedBy.userId) : null,
    createdText: formatYangonDateTime(request.createdAt, lang),
    grantable: request.status === 'requested' && actor.mayApprove && request.requestedBy.userId !== actor.userId,
  };
}

/**
 * The order page's refund panel (refunds.request), read by the order page's own loader so the panel is
 * in the page as served, with or without JavaScript; null for an employee who may not ask for refunds.
 * A panel that cannot be read says so rather than taking the order page down with it.
 */
export async function refundPanelOf(args: Args, orderId: string): Promise<RefundPanelData | { failed: true } | null> {
  const { api, actor, lang, t } = await requireConsoleActor(args);
  if (!can(actor.groups, 'refunds.request')) return null;
  const answer = await api.get<OrderRefunds>(`/ops/orders/${orderId}/refunds`);
  if (!answer.ok) return { failed: true };
  const panel = answer.data;
  const who = { userId: actor.userId, mayApprove: can(actor.groups, 'refunds.approve') };
  return {
    orderId,
    thresholdText: moneyText(panel.threshold, lang, t),
    targets: panel.targets,
    items: panel.items.map((item) => ({
      itemNo: item.itemNo,
      paidText: moneyText(item.paid, lang, t),
      refundedText: moneyText(item.refunded, lang, t),
      pendingText: moneyText(item.pending, lang, t),
      refundable: item.refundable,
      refundableText: moneyText(item.refundable, lang, t),
    })),
    requests: panel.requests.map((request) => rowOf(request, lang, t, who)),
    requestKey: randomBytes(12).toString('base64url'),
  };
}

/**
 * A refund form posted from the order page (`request`, refunds.request) or a grant (`grant`,
 * refunds.approve) from the order page or the approvals list: sent to the api, and back to where it
 * came from with what was done or why not. The api decides again under the order's lock.
 */
export async function postRefundForm(args: Args, back: (orderId: string | null) => string, anchor: string) {
  const form = await args.request.formData();
  const parsed = parseRefundForm(form);
  const orderId = orderIdOf({ orderId: String(form.get('orderId') ?? '') });
  const to = back(orderId);
  if (!parsed.ok) {
    await requireConsoleActor(args, 'refunds.request');
    return redirect(refundResultHref(to, { failed: parsed.failure }, anchor));
  }
  if (parsed.intent === 'grant') {
    const { api } = await requireConsoleActor(args, 'refunds.approve');
    const answer = await api.post<RefundRequestView>(`/ops/refunds/${parsed.requestId}/grant`);
    return redirect(refundResultHref(to, answer.ok ? { done: 'granted' } : { failed: failureOf(answer.errorCode ?? undefined, answer.field ?? undefined) }, anchor));
  }
  const { api } = await requireConsoleActor(args, 'refunds.request');
  if (!orderId) throw redirect('/ops/orders');
  const answer = await api.post<RefundRequestView>(`/ops/orders/${orderId}/refunds`, parsed.body);
  if (!answer.ok) return redirect(refundResultHref(to, { failed: failureOf(answer.errorCode ?? undefined, answer.field ?? undefined) }, anchor));
  return redirect(refundResultHref(to, { done: answer.data.status === 'sent' ? 'sent' : 'requested' }, anchor));
}

/** `POST /ops/orders/:orderId/refunds`: back to the order page. */
export function postOrderRefund(args: OrderArgs) {
  const orderId = orderIdOf(args.params);
  return postRefundForm(args, () => (orderId ? `/ops/orders/${orderId}` : '/ops/orders'), 'order-refund-panel');
}

export interface WaitingRefundsPageData {
  title: string;
  requests: RefundRequestRow[];
  error: string | null;
}

/** `/ops/refunds` (refunds.approve): the refunds waiting for a second employee, oldest first. */
export async function loadWaitingRefunds(args: Args) {
  const { api, actor, lang, t } = await requireConsoleActor(args, 'refunds.approve');
  const answer = await api.get<WaitingRefunds>('/ops/refunds?limit=100');
  const who = { userId: actor.userId, mayApprove: true };
  return data<WaitingRefundsPageData>(
    {
      title: t('ops.refunds.title'),
      requests: answer.ok ? answer.data.requests.map((request) => rowOf(request, lang, t, who)) : [],
      error: answer.ok ? null : (answer.message ?? t('ops.refunds.failed')),
    },
    { headers: NO_STORE },
  );
}

/** `POST /ops/refunds`: a grant from the approvals list, back to the list. */
export function postWaitingRefund(args: Args) {
  return postRefundForm(args, () => '/ops/refunds', 'refunds-list');
}

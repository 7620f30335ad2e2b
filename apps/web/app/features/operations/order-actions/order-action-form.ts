/**
 * The console's order action forms (issue 20 item 2), read as posted, without JavaScript too: which
 * action, and its one field. Pure, so the resource route and its tests share it.
 */
import { ORDER_ACTIONS, type OrderAction } from '@thwa/domain/operations/order-actions';
import { MAX_CONFIRMED_FARE } from '@thwa/domain/operations/order-actions';
import { toLatinDigits } from '@thwa/domain/money';

/** Why a posted form was refused before the api was asked, or what the api refused. */
export const ACTION_FAILURES = ['fare', 'reason', 'notAllowed', 'failed'] as const;
export type ActionFailure = (typeof ACTION_FAILURES)[number];

export type ParsedActionForm =
  | { ok: true; action: OrderAction; body: Record<string, string | number> }
  | { ok: false; action: OrderAction | null; failure: ActionFailure };

const REASON_MAX = 500;

/** The posted form as the api's request body, or what is wrong with it. Myanmar digits and separators in a fare are read as the employee typed them. */
export function parseActionForm(form: { get(name: string): unknown }): ParsedActionForm {
  const action = String(form.get('intent') ?? '');
  if (!(ORDER_ACTIONS as readonly string[]).includes(action)) return { ok: false, action: null, failure: 'failed' };
  const intent = action as OrderAction;
  if (intent === 'confirm-fare') {
    const digits = toLatinDigits(String(form.get('fare') ?? '')).replace(/[\s,]/g, '');
    const fare = Number(digits);
    if (!/^\d{1,9}$/.test(digits) || fare <= 0 || fare > MAX_CONFIRMED_FARE) return { ok: false, action: intent, failure: 'fare' };
    return { ok: true, action: intent, body: { fare } };
  }
  if (intent === 'retry-fulfilment') {
    const attemptId = String(form.get('attemptId') ?? '');
    if (!/^[A-Za-z0-9_:-]{1,64}$/.test(attemptId)) return { ok: false, action: intent, failure: 'failed' };
    return { ok: true, action: intent, body: { attemptId } };
  }
  const reason = String(form.get('reason') ?? '').trim();
  if (reason.length < 3 || reason.length > REASON_MAX) return { ok: false, action: intent, failure: 'reason' };
  return { ok: true, action: intent, body: { reason } };
}

/** The order page's address after an action: what was done (with the amounts it queued or asks for) or why it was refused. */
export function resultHref(orderId: string, result: { done: OrderAction; refund: number; due: number } | { failed: ActionFailure; action: OrderAction | null }): string {
  const params = new URLSearchParams();
  if ('done' in result) {
    params.set('done', result.done);
    if (result.refund > 0) params.set('refund', String(result.refund));
    if (result.due > 0) params.set('due', String(result.due));
  } else {
    params.set('failed', result.failed);
    if (result.action) params.set('action', result.action);
  }
  return `/ops/orders/${orderId}?${params.toString()}#order-actions`;
}

/** The result an order page's address carries, or null; anything not of the shapes above is ignored. */
export function readResult(search: URLSearchParams): { done: OrderAction; refund: number; due: number } | { failed: ActionFailure } | null {
  const amount = (name: string) => (/^\d{1,9}$/.test(search.get(name) ?? '') ? Number(search.get(name)) : 0);
  const done = search.get('done');
  if (done && (ORDER_ACTIONS as readonly string[]).includes(done)) return { done: done as OrderAction, refund: amount('refund'), due: amount('due') };
  const failed = search.get('failed');
  if (failed && (ACTION_FAILURES as readonly string[]).includes(failed)) return { failed: failed as ActionFailure };
  return null;
}

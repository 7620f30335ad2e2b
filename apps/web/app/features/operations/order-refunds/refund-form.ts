/**
 * The console's refund forms (issue 20 item 2), read as posted, without JavaScript too: an item, an
 * amount as the employee typed it (Myanmar digits and separators too), where it goes and why; or a
 * grant. Pure, so the resource routes and their tests share it.
 */
import { MAX_REFUND, REFUND_REASON_MAX, REFUND_TARGETS, type RefundTarget } from '@thwa/domain/operations/refunds';
import { toLatinDigits } from '@thwa/domain/money';

export const REFUND_FAILURES = ['amount', 'reason', 'overPaid', 'target', 'self', 'notWaiting', 'failed'] as const;
export type RefundFailure = (typeof REFUND_FAILURES)[number];
export const REFUND_DONE = ['sent', 'requested', 'granted'] as const;
export type RefundDone = (typeof REFUND_DONE)[number];

export type ParsedRefundForm =
  | { ok: true; intent: 'request'; body: { itemNo: number; amount: number; destination: RefundTarget; reason: string; requestKey: string } }
  | { ok: true; intent: 'grant'; requestId: number }
  | { ok: false; failure: RefundFailure };

const KEY = /^[A-Za-z0-9_-]{8,40}$/;

export function parseRefundForm(form: { get(name: string): unknown }): ParsedRefundForm {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'grant') {
    const id = String(form.get('requestId') ?? '');
    return /^\d{1,15}$/.test(id) ? { ok: true, intent: 'grant', requestId: Number(id) } : { ok: false, failure: 'failed' };
  }
  if (intent !== 'request') return { ok: false, failure: 'failed' };
  const itemNo = String(form.get('itemNo') ?? '');
  const destination = String(form.get('destination') ?? '');
  const requestKey = String(form.get('requestKey') ?? '');
  if (!/^\d{1,2}$/.test(itemNo) || !KEY.test(requestKey)) return { ok: false, failure: 'failed' };
  if (!(REFUND_TARGETS as readonly string[]).includes(destination)) return { ok: false, failure: 'target' };
  const digits = toLatinDigits(String(form.get('amount') ?? '')).replace(/[\s,]/g, '');
  const amount = Number(digits);
  if (!/^\d{1,9}$/.test(digits) || amount <= 0 || amount > MAX_REFUND) return { ok: false, failure: 'amount' };
  const reason = String(form.get('reason') ?? '').trim();
  if (reason.length < 3 || reason.length > REFUND_REASON_MAX) return { ok: false, failure: 'reason' };
  return { ok: true, intent: 'request', body: { itemNo: Number(itemNo), amount, destination: destination as RefundTarget, reason, requestKey } };
}

/** What the api's refusal means for the form. */
export function failureOf(errorCode: string | undefined, field: string | undefined): RefundFailure {
  if (errorCode === 'REFUND_OVER_PAID') return 'overPaid';
  if (errorCode === 'REFUND_TARGET_NOT_ALLOWED') return 'target';
  if (errorCode === 'REFUND_SELF_APPROVAL') return 'self';
  if (errorCode === 'REFUND_NOT_WAITING') return 'notWaiting';
  if (field === 'body.amount') return 'amount';
  if (field === 'body.reason') return 'reason';
  return 'failed';
}

/** Where the employee goes back to after a refund form, with what was done or why not. */
export function refundResultHref(back: string, result: { done: RefundDone } | { failed: RefundFailure }, anchor = 'order-refund-panel'): string {
  const params = new URLSearchParams('done' in result ? { refund: result.done } : { refundFailed: result.failed });
  return `${back}?${params.toString()}#${anchor}`;
}

export function readRefundResult(search: URLSearchParams): { done: RefundDone } | { failed: RefundFailure } | null {
  const done = search.get('refund');
  if (done && (REFUND_DONE as readonly string[]).includes(done)) return { done: done as RefundDone };
  const failed = search.get('refundFailed');
  if (failed && (REFUND_FAILURES as readonly string[]).includes(failed)) return { failed: failed as RefundFailure };
  return null;
}

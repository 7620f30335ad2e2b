import { describe, expect, it } from 'vitest';
import { failureOf, parseRefundForm, readRefundResult, refundResultHref } from './refund-form.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const request = { intent: 'request', itemNo: '1', amount: '150,000', destination: 'wallet', reason: 'Airline moved the flight', requestKey: 'abcdEFGH1234' };

describe('parseRefundForm', () => {
  it('reads a request, amounts in Myanmar digits and with separators too', () => {
    expect(parseRefundForm(form(request))).toEqual({ ok: true, intent: 'request', body: { itemNo: 1, amount: 150_000, destination: 'wallet', reason: 'Airline moved the flight', requestKey: 'abcdEFGH1234' } });
    expect(parseRefundForm(form({ ...request, amount: '၁၅၀၀၀' }))).toMatchObject({ ok: true, body: { amount: 15_000 } });
  });

  it('refuses a bad amount, reason, destination or key before the api is asked', () => {
    expect(parseRefundForm(form({ ...request, amount: '0' }))).toEqual({ ok: false, failure: 'amount' });
    expect(parseRefundForm(form({ ...request, amount: '12.5' }))).toEqual({ ok: false, failure: 'amount' });
    expect(parseRefundForm(form({ ...request, amount: '9999999999' }))).toEqual({ ok: false, failure: 'amount' });
    expect(parseRefundForm(form({ ...request, reason: ' a ' }))).toEqual({ ok: false, failure: 'reason' });
    expect(parseRefundForm(form({ ...request, destination: 'cash' }))).toEqual({ ok: false, failure: 'target' });
    expect(parseRefundForm(form({ ...request, requestKey: 'short' }))).toEqual({ ok: false, failure: 'failed' });
    expect(parseRefundForm(form({ intent: 'other' }))).toEqual({ ok: false, failure: 'failed' });
  });

  it('reads a grant by its request id', () => {
    expect(parseRefundForm(form({ intent: 'grant', requestId: '42' }))).toEqual({ ok: true, intent: 'grant', requestId: 42 });
    expect(parseRefundForm(form({ intent: 'grant', requestId: 'x' }))).toEqual({ ok: false, failure: 'failed' });
  });
});

describe('refund results', () => {
  it('names what the api refused', () => {
    expect(failureOf('REFUND_OVER_PAID', undefined)).toBe('overPaid');
    expect(failureOf('REFUND_SELF_APPROVAL', undefined)).toBe('self');
    expect(failureOf('REFUND_NOT_WAITING', undefined)).toBe('notWaiting');
    expect(failureOf('VALIDATION_FAILED', 'body.amount')).toBe('amount');
    expect(failureOf(undefined, undefined)).toBe('failed');
  });

  it('round-trips through the address, ignoring anything else', () => {
    const href = refundResultHref('/ops/orders/TW2611280001', { done: 'requested' });
    expect(href).toBe('/ops/orders/TW2611280001?refund=requested#order-refund-panel');
    expect(readRefundResult(new URL(href, 'http://x').searchParams)).toEqual({ done: 'requested' });
    expect(readRefundResult(new URLSearchParams('refundFailed=self'))).toEqual({ failed: 'self' });
    expect(readRefundResult(new URLSearchParams('refund=hacked'))).toBeNull();
  });
});

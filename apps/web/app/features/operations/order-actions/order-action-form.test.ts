import { describe, expect, it } from 'vitest';
import { parseActionForm, readResult, resultHref } from './order-action-form.ts';

const form = (fields: Record<string, string>) => ({ get: (name: string) => fields[name] ?? null });

describe('the order action forms', () => {
  it('reads a fare as typed, Myanmar digits and separators included', () => {
    expect(parseActionForm(form({ intent: 'confirm-fare', fare: '၁၂၅,၀၀၀' }))).toEqual({ ok: true, action: 'confirm-fare', body: { fare: 125_000 } });
    expect(parseActionForm(form({ intent: 'confirm-fare', fare: '95 000' }))).toEqual({ ok: true, action: 'confirm-fare', body: { fare: 95_000 } });
  });

  it('refuses a fare that is not a whole amount above zero, a short reason and an unknown action', () => {
    for (const fare of ['', '0', '12.5', 'abc', '-3', '100000001']) expect(parseActionForm(form({ intent: 'confirm-fare', fare }))).toMatchObject({ ok: false, failure: 'fare' });
    expect(parseActionForm(form({ intent: 'reject', reason: ' no ' }))).toMatchObject({ ok: false, failure: 'reason' });
    expect(parseActionForm(form({ intent: 'cancel', reason: 'x'.repeat(501) }))).toMatchObject({ ok: false, failure: 'reason' });
    expect(parseActionForm(form({ intent: 'refund', reason: 'Because' }))).toEqual({ ok: false, action: null, failure: 'failed' });
    expect(parseActionForm(form({ intent: 'retry-fulfilment', attemptId: 'after 3' }))).toMatchObject({ ok: false, failure: 'failed' });
  });

  it('passes a reason and a retry attempt on', () => {
    expect(parseActionForm(form({ intent: 'cancel', reason: '  Customer called  ' }))).toEqual({ ok: true, action: 'cancel', body: { reason: 'Customer called' } });
    expect(parseActionForm(form({ intent: 'retry-fulfilment', attemptId: 'after-42' }))).toEqual({ ok: true, action: 'retry-fulfilment', body: { attemptId: 'after-42' } });
  });

  it('carries the result back to the order page, and reads only its own shapes', () => {
    const done = new URL(resultHref('TW0000000001', { done: 'confirm-fare', refund: 0, due: 25_000 }), 'http://x');
    expect(done.pathname).toBe('/ops/orders/TW0000000001');
    expect(readResult(done.searchParams)).toEqual({ done: 'confirm-fare', refund: 0, due: 25_000 });
    const failed = new URL(resultHref('TW0000000001', { failed: 'notAllowed', action: 'reject' }), 'http://x');
    expect(readResult(failed.searchParams)).toEqual({ failed: 'notAllowed' });
    expect(readResult(new URLSearchParams('done=refund-all'))).toBeNull();
    expect(readResult(new URLSearchParams('failed=<script>'))).toBeNull();
    expect(readResult(new URLSearchParams('done=cancel&refund=1e9'))).toEqual({ done: 'cancel', refund: 0, due: 0 });
  });
});

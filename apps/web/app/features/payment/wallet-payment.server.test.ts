import { describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '../account/session.server.ts';
import type { PaymentActionData } from './payment-data.ts';
import { payForOrder } from './payment.server.ts';

const ORDER = 'TW2611220001';
const KEY = 'k'.repeat(40);
const COOKIE = `thwa_order_${ORDER}=${KEY}`;
const SESSION: AccountSession = { user: { userId: 'UABC', userCode: 'CUS', realm: 'user', mainAgentId: null }, headers: { 'access-token': 'Bearer live' } };
const KEY_FIELD = { idempotencyKey: '6b1f0c1e-1111-4c4c-9999-000000000001' };
const WALLET = '1:10';

function transport(answers: Record<string, { status: number; body: unknown }>) {
  const seen: { path: string; token: string | null; idempotencyKey: string | null }[] = [];
  const api = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    seen.push({ path, token: request.headers.get('access-token'), idempotencyKey: request.headers.get('idempotency-key') });
    const answer = answers[path] ?? { status: 500, body: { code: 500, errorCode: 'UNEXPECTED', message: 'boom', requestId: 'r' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { api, seen };
}

function payRequest(fields: Record<string, string>) {
  return new Request(`http://thwa.test/flight/payment?orderId=${ORDER}`, {
    method: 'POST',
    headers: { cookie: COOKIE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function actionData(response: unknown): { status: number; data: PaymentActionData } {
  const value = response as { data: PaymentActionData; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, data: value.data };
}

const refused = (errorCode: string, status: number) => ({ '/pay/makepayment': { status, body: { code: status, errorCode, message: 'm', requestId: 'r' } } });

describe('paying from the wallet', () => {
  it('without a signed-in member shows the "session expired" modal, with the way back, and asks the api nothing', async () => {
    const { api, seen } = transport({});
    const { status, data } = actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: WALLET }), api }));
    expect(status).toBe(401);
    expect(data).toMatchObject({ kind: 'walletRefused', reason: 'sessionExpired', method: WALLET });
    expect(data.kind === 'walletRefused' && data.signInHref).toBe(`/sign-in?redirect=${encodeURIComponent(`/flight/payment?orderId=${ORDER}`)}&routeType=account&userType=allUserType&userId=`);
    expect(seen).toEqual([]);
  });

  it('sends the member’s access token with the key, and a paid order goes to the thank-you page inside the app', async () => {
    const { api, seen } = transport({
      '/pay/makepayment': {
        status: 200,
        body: { code: 200, data: { paymentId: 'P1', orderId: ORDER, amount: 1, expiresAt: '2031-03-08T03:45:00Z', action: { type: 'redirect', url: `/checkout/thank-you?orderId=${ORDER}` } } },
      },
    });
    const response = (await payForOrder({ request: payRequest({ ...KEY_FIELD, method: WALLET }), api, session: SESSION })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/checkout/thank-you?orderId=${ORDER}`);
    expect(response.headers.get('X-Remix-Reload-Document')).toBeNull();
    expect(seen).toEqual([{ path: '/pay/makepayment', token: 'Bearer live', idempotencyKey: KEY_FIELD.idempotencyKey }]);
  });

  it('shows the "not enough wallet balance" modal for 402, with a fresh key for the next try', async () => {
    const { api } = transport(refused('NOT_ENOUGH_WALLET_BALANCE', 402));
    const { status, data } = actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: WALLET }), api, session: SESSION }));
    expect(status).toBe(402);
    expect(data).toMatchObject({ kind: 'walletRefused', reason: 'notEnoughBalance' });
    expect(data.kind === 'walletRefused' && data.idempotencyKey).not.toBe(KEY_FIELD.idempotencyKey);
  });

  it('shows the "session expired" modal when the api says the session has ended', async () => {
    const { api } = transport(refused('SESSION_EXPIRED', 401));
    const { data } = actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: WALLET }), api, session: SESSION }));
    expect(data).toMatchObject({ kind: 'walletRefused', reason: 'sessionExpired' });
  });

  it('never sends the access token with a card payment', async () => {
    const { api, seen } = transport({
      '/pay/makepayment': {
        status: 200,
        body: { code: 200, data: { paymentId: 'P1', orderId: ORDER, amount: 1, expiresAt: '2031-03-08T03:45:00Z', action: { type: 'redirect', url: 'http://thwa.test/sandbox/card/ref1' } } },
      },
    });
    await payForOrder({ request: payRequest({ ...KEY_FIELD, method: '2:11' }), api, session: SESSION });
    expect(seen[0]?.token).toBeNull();
  });
});

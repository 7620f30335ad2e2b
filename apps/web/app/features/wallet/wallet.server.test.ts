import { describe, expect, it } from 'vitest';
import type { RouterContextProvider } from 'react-router';
import { runBehindSession, type ApiCall } from '../account/test-support.ts';
import { loadMyWallet, loadTopupThankyou, startTopup } from './wallet.server.ts';

const KEY = '6b1f0c1e-1111-4c4c-9999-000000000001';
const TOPUP_ID = `TOP${'AB12'.repeat(6)}`;

/** Runs `work` behind the session middleware, as a signed-in member (or a guest with `signedIn` false). */
async function asMember(
  request: (cookie: string) => Request,
  answer: (call: ApiCall) => { status: number; body: unknown },
  work: (args: { request: Request; context: RouterContextProvider }) => Promise<unknown>,
  signedIn = true,
) {
  const user = signedIn ? { userId: 'U9', userCode: 'CUS', mainAgentId: null, realm: 'user' as const } : null;
  const { calls, outcome } = await runBehindSession({ user, request, answer, work });
  return { calls, outcome: outcome as { data: Record<string, unknown>; init: { status: number } | null } | Response };
}

const get = (path: string) => (cookie: string) => new Request(`http://thwa.test${path}`, { headers: { cookie } });
const post = (path: string, fields: Record<string, string>) => (cookie: string) =>
  new Request(`http://thwa.test${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
const noCall = () => {
  throw new Error('the api must not be called');
};

const started = (action: unknown) => ({
  status: 200,
  body: {
    code: 200,
    data: {
      balance: 0,
      currency: 'MMK',
      limits: { min: 1000, max: 1000000 },
      methods: [],
      topup: { topupId: TOPUP_ID, amount: 5000, status: 'pending', provider: 'card', createdAt: '2026-11-24T00:00:00Z', paidAt: null, expiresAt: '2026-11-24T00:15:00Z', action },
    },
  },
});

describe('the wallet pages', () => {
  it('send a guest to sign in with the way back, asking the api nothing', async () => {
    const { calls, outcome } = await asMember(get('/account/my-wallet'), noCall, loadMyWallet, false);
    expect(calls).toEqual([]);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('location')).toMatch(/^\/sign-in\?redirect=%2Faccount%2Fmy-wallet&/);
  });

  it('read the balance and latest movements with the member’s token', async () => {
    const { calls, outcome } = await asMember(
      get('/account/my-wallet'),
      () => ({ status: 200, body: { code: 200, data: { balance: 7000, currency: 'MMK', page: 1, pageSize: 5, total: 12, items: [] } } }),
      loadMyWallet,
    );
    expect(calls).toEqual([{ path: '/api/myaccount/wallet-histories', body: { page: 1, pageSize: 5 }, token: 'Bearer access-1', idempotencyKey: null }]);
    expect(outcome).toMatchObject({ kind: 'ready', balance: 7000, total: 12, pages: 3 });
  });
});

describe('starting a top-up', () => {
  it('refuses an amount out of the limits and a missing method without asking the api', async () => {
    const { calls, outcome } = await asMember(post('/account/wallet-topup', { amount: '999', idempotencyKey: KEY }), noCall, startTopup);
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ data: { kind: 'invalid', fieldErrors: { amount: 'Enter an amount from MMK 1,000 to MMK 1,000,000.', method: 'Please select a payment method.' } }, init: { status: 400 } });
  });

  it('reads Myanmar digits and grouping, sends the key, and loads the card gateway as a document', async () => {
    const { calls, outcome } = await asMember(post('/account/wallet-topup', { amount: '၂၅,၀၀၀', method: '2:11', idempotencyKey: KEY }), () => started({ type: 'redirect', url: '/sandbox/card/ref' }), startTopup);
    expect(calls).toEqual([
      {
        path: '/api/checkout/v4/all-topup',
        body: { amount: 25000, categoryId: 2, subCategoryId: 11, language: 'en', returnPath: '/account/wallet-topup/thankyou' },
        token: 'Bearer access-1',
        idempotencyKey: KEY,
      },
    ]);
    expect((outcome as Response).status).toBe(303);
    expect((outcome as Response).headers.get('location')).toBe('/sandbox/card/ref');
    expect((outcome as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('shows a shop payment code on the page', async () => {
    const { outcome } = await asMember(post('/account/wallet-topup', { amount: '5000', method: '4:17', idempotencyKey: KEY }), () => started({ type: 'code', paymentCode: '1234567890', shopsUrl: '/s' }), startTopup);
    expect(outcome).toMatchObject({ data: { kind: 'code', topupId: TOPUP_ID, paymentCode: '1234567890', amount: 5000 } });
  });

  it('signs the visitor out and asks them to sign in again when the api says the session ended', async () => {
    const { outcome } = await asMember(
      post('/account/wallet-topup', { amount: '5000', method: '2:11', idempotencyKey: KEY }),
      () => ({ status: 401, body: { code: 401, errorCode: 'SESSION_EXPIRED', message: 'm', requestId: 'r' } }),
      startTopup,
    );
    expect((outcome as Response).headers.get('location')).toMatch(/^\/sign-in\?redirect=%2Faccount%2Fwallet-topup&/);
    expect((outcome as Response).headers.get('set-cookie')).toMatch(/^thwa_session=;/);
  });
});

describe('the top-up thank-you page', () => {
  it('says "not found" for a malformed id without asking, and for another member’s top-up', async () => {
    const malformed = await asMember(get('/account/wallet-topup/thankyou?topupId=nope'), noCall, loadTopupThankyou);
    expect(malformed.outcome).toMatchObject({ kind: 'notFound' });
    const foreign = await asMember(
      get(`/account/wallet-topup/thankyou?topupId=${TOPUP_ID}`),
      () => ({ status: 404, body: { code: 404, errorCode: 'NOT_FOUND', message: 'm', requestId: 'r' } }),
      loadTopupThankyou,
    );
    expect(foreign.outcome).toMatchObject({ kind: 'notFound' });
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { miniAppSessions, orders, partnerWalletTokens, payments, sandboxPaymentSessions } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import type { MakePaymentResponse, PayStatusCallback } from '@thwa/domain/contracts/payments';
import type { OpenMiniAppResponse } from '@thwa/domain/contracts/mini-app';
import { newNonce, providerSecret, signCallback } from '../src/partners/payments/signing.ts';
import { post } from './flights-fixtures.ts';
import { allCheckoutAs, FORM, orderDetailOf, placeHeldOrder, runRefundJobs, type PlacedOrder } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

let clock = Date.now();
const api = useTestApiOnOwnDatabase('thwa_partner_wallet', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!], now: () => new Date(clock) } });

/** The wallet app's home opens us as a mini-app: answers the deep link's parameters (spec §2). */
async function openFromWalletApp(referralCode = '', customer = '0'): Promise<URLSearchParams> {
  const opened = await api.app.inject({ method: 'POST', url: '/sandbox/wallet-app/open', headers: FORM, payload: new URLSearchParams({ customer, referralCode }).toString() });
  expect(opened.statusCode, opened.body).toBe(303);
  const location = new URL(String(opened.headers.location), 'http://thwa.test');
  expect(location.pathname).toBe('/');
  return location.searchParams;
}

function openSession(body: Record<string, unknown>) {
  return post(api.app, '/api/mini-app/session', body);
}

async function sessionFor(link: URLSearchParams): Promise<OpenMiniAppResponse['data']> {
  const answer = await openSession({ token: link.get('kbzpay_token'), client: link.get('client'), ...(link.get('referralCode') ? { referralCode: link.get('referralCode') } : {}) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OpenMiniAppResponse>().data;
}

const inApp = (sessionId: string) => ({ 'x-mini-app-session': sessionId });

function payInApp(order: PlacedOrder, sessionId: string | null, key = randomUUID()) {
  return post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId: 7, subCategoryId: 21 }, { 'idempotency-key': key, ...(sessionId ? inApp(sessionId) : {}) });
}

function walletCallback(fields: Omit<PayStatusCallback, 'signature' | 'provider' | 'currency' | 'timestamp' | 'nonce'> & Partial<PayStatusCallback>, secret = providerSecret(api.config.PAYMENT_SANDBOX_SECRET, 'partner_wallet')) {
  return signCallback({ provider: 'partner_wallet', currency: 'MMK', timestamp: Math.floor(clock / 1000), nonce: newNonce(), ...fields }, secret);
}

/** The customer paid in the app but its notification is not here yet: the partner's own row says paid. */
async function paidAtPartner(prepayId: string) {
  await api.connection.db.update(sandboxPaymentSessions).set({ status: 'paid', completedAt: new Date(clock) }).where(eq(sandboxPaymentSessions.ref, prepayId));
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function paymentRows(orderId: string) {
  return api.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
}

describe('the mini-app session', () => {
  it("opens from the wallet app's one-time token with the partner's identity, never the link's", async () => {
    const home = await api.app.inject({ method: 'GET', url: '/sandbox/wallet-app?lang=mm' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('lang="my"');
    const link = await openFromWalletApp('AGENT-7');
    expect([...link.keys()].sort()).toEqual(['AppName', 'UserID', 'appName', 'client', 'customerName', 'kbzpay_token', 'phoneNumber', 'referralCode'].sort());
    // The link's own identity is sent along, as the partner app sends it, and ignored: only the token counts.
    const answer = await openSession({ token: link.get('kbzpay_token'), client: 'kbzpay', referralCode: 'AGENT-7', customerName: 'Forged Name', phoneNumber: '9999999999', UserID: 'admin' });
    expect(answer.statusCode, answer.body).toBe(200);
    const session = answer.json<OpenMiniAppResponse>().data;
    expect(session).toMatchObject({ client: 'kbzpay', customerName: 'Aye Aye Mon', phoneNumber: '9420000001', referralCode: 'AGENT-7' });
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await api.app.inject({ method: 'GET', url: '/api/mini-app/session', headers: inApp(session.sessionId) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ data: { customerName: 'Aye Aye Mon', phoneNumber: '9420000001' } });
    // Only the id's hash is stored.
    const rows = await api.connection.db.select().from(miniAppSessions);
    expect(rows.some((row) => row.idHash === session.sessionId)).toBe(false);
  });

  it('refuses a replayed, a forged and an expired token, and opens no session', async () => {
    const before = (await api.connection.db.select().from(miniAppSessions)).length;
    const link = await openFromWalletApp();
    const token = link.get('kbzpay_token')!;
    expect((await openSession({ token })).statusCode).toBe(200);
    const replayed = await openSession({ token });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ errorCode: 'MINI_APP_TOKEN_REFUSED' });

    const forged = await openSession({ token: randomBytes(24).toString('base64url') });
    expect(forged.statusCode).toBe(401);

    const late = (await openFromWalletApp()).get('kbzpay_token')!;
    clock += 301_000;
    try {
      expect((await openSession({ token: late })).statusCode).toBe(401);
    } finally {
      clock -= 301_000;
    }
    // The one good exchange opened one session; the refusals none.
    expect((await api.connection.db.select().from(miniAppSessions)).length).toBe(before + 1);
    // The partner keeps only the tokens' hashes.
    const tokens = await api.connection.db.select().from(partnerWalletTokens);
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('answers 400 for bad input and 404 for no session', async () => {
    for (const body of [{}, { token: 'short' }, { token: 'a'.repeat(20), referralCode: 'has space' }, { token: 'a'.repeat(20), platform: 'android' }]) {
      const answer = await openSession(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/mini-app/session' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/mini-app/session', headers: inApp('x'.repeat(43)) })).statusCode).toBe(404);
  });
});

describe('paying with the partner wallet', () => {
  it('is offered and accepted only inside a mini-app session, and records the referral code', async () => {
    const session = await sessionFor(await openFromWalletApp('REF_42'));
    const order = await placeHeldOrder(api.app);
    expect((await allCheckoutAs(api.app, order)).methods.map((method) => method.provider)).not.toContain('partner_wallet');
    const methods = (await allCheckoutAs(api.app, order, inApp(session.sessionId))).methods;
    expect(methods[0]).toMatchObject({ id: 7, provider: 'partner_wallet', subCategories: [{ id: 21 }] });

    const outside = await payInApp(order, null);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_REQUIRED' });
    expect(await paymentRows(order.orderId)).toHaveLength(0);

    const started = await payInApp(order, session.sessionId);
    expect(started.statusCode, started.body).toBe(200);
    const action = started.json<MakePaymentResponse>().data.action;
    expect(action).toMatchObject({ type: 'redirect' });
    expect(action.type === 'redirect' && action.url).toMatch(/^\/sandbox\/wallet-app\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(await orderRow(order.orderId)).toMatchObject({ referralCode: 'REF_42', paymentMethod: 'partner_wallet' });
    // The console's order page reads it from the order detail.
    expect((await orderDetailOf(api.app, order)).referralCode).toBe('REF_42');
  });

  it('pays inside the app with the PIN, once, and returns to the app with the way back to the thank-you page', async () => {
    const session = await sessionFor(await openFromWalletApp());
    const order = await placeHeldOrder(api.app);
    const started = (await payInApp(order, session.sessionId)).json<MakePaymentResponse>().data;
    const url = started.action.type === 'redirect' ? started.action.url : '';
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const wrongPin = await api.app.inject({ method: 'POST', url, headers: FORM, payload: 'pin=000000&action=pay' });
    expect(wrongPin.statusCode).toBe(422);
    expect((await orderRow(order.orderId)).paymentStatus).not.toBe('paid');

    const paid = await api.app.inject({ method: 'POST', url, headers: FORM, payload: 'pin=123456&action=pay' });
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toMatch(/^\/sandbox\/wallet-app\/returned\//);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid' });
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['paid']);
    const returned = await api.app.inject({ method: 'GET', url: String(paid.headers.location) });
    expect(returned.statusCode).toBe(200);
    expect(returned.body).toContain(`/checkout/thank-you?orderId=${order.orderId}`);
    expect((await orderDetailOf(api.app, order)).paymentStatus).toBe('paid');

    // The partner's callback delivered again (a retry), and a double tap on the pay page: paid once.
    const again = await post(api.app, '/api/pay/updatepaystatus', walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount }));
    expect(again.statusCode, again.body).toBe(200);
    expect((await api.app.inject({ method: 'POST', url, headers: FORM, payload: 'pin=123456&action=pay' })).statusCode).toBe(303);
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['paid']);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('believes a callback only when signed with its key, for its amount, and confirmed by the query', async () => {
    const session = await sessionFor(await openFromWalletApp());
    const order = await placeHeldOrder(api.app);
    const started = (await payInApp(order, session.sessionId)).json<MakePaymentResponse>().data;
    const unchanged = async () => {
      expect(await orderRow(order.orderId)).toMatchObject({ status: 'held' });
      expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['pending']);
    };

    // Signed with another key (the card sandbox's): refused.
    const forged = await post(api.app, '/api/pay/updatepaystatus', walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount }, providerSecret(api.config.PAYMENT_SANDBOX_SECRET, 'card')));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.signature' });
    await unchanged();

    // Well signed, but the customer never paid in the app: the partner's query says pending, so nothing changes.
    const unconfirmed = await post(api.app, '/api/pay/updatepaystatus', walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount }));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.status' });
    await unchanged();

    // Paid at the partner, but a callback for another amount: refused (the real one is delivered by the app).
    const url = started.action.type === 'redirect' ? started.action.url : '';
    const [pending] = await paymentRows(order.orderId);
    await paidAtPartner(pending!.providerRef);
    const wrongAmount = await post(api.app, '/api/pay/updatepaystatus', walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount - 1000 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.paymentRef' });
    await unchanged();

    // Confirmed by the query and for its amount: paid; the same callback replayed is refused (its nonce).
    const valid = walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount });
    const accepted = await post(api.app, '/api/pay/updatepaystatus', valid);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid' });
    expect((await post(api.app, '/api/pay/updatepaystatus', valid)).statusCode).toBe(400);
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['paid']);
    expect(url).not.toBe('');
  });

  it('money taken after the hold ended is refunded through the same payments path, back in the wallet app', async () => {
    const session = await sessionFor(await openFromWalletApp());
    const order = await placeHeldOrder(api.app);
    const started = (await payInApp(order, session.sessionId)).json<MakePaymentResponse>().data;
    const [pending] = await paymentRows(order.orderId);
    // Paid in the app in time; its notification reaches us only after the window.
    await paidAtPartner(pending!.providerRef);
    clock += 16 * 60_000;
    try {
      expect(await api.app.services.orders.expireHold(order.orderId)).toBe(true);
      const late = await post(api.app, '/api/pay/updatepaystatus', walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount }));
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().data).toMatchObject({ paymentStatus: 'late' });
      await runRefundJobs(api, order.orderId);
      const [partnerSide] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.ref, pending!.providerRef));
      expect(partnerSide!.status).toBe('refunded');
      expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['refunded']);
    } finally {
      clock -= 16 * 60_000;
    }
  });

  it('two callbacks racing pay once', async () => {
    const session = await sessionFor(await openFromWalletApp());
    const order = await placeHeldOrder(api.app);
    const started = (await payInApp(order, session.sessionId)).json<MakePaymentResponse>().data;
    const [pending] = await paymentRows(order.orderId);
    await paidAtPartner(pending!.providerRef);
    const answers = await Promise.all([0, 1].map(() => post(api.app, '/api/pay/updatepaystatus', walletCallback({ paymentRef: started.paymentId, status: 'paid', amount: started.amount }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['paid']);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid' });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orders, payments, promotions, sandboxPaymentSessions, seatHolds } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import type { MakePaymentResponse, PayStatusCallback } from '@thwa/domain/contracts/payments';
import { newNonce, providerSecret, signCallback } from '../src/partners/payments/signing.ts';
import { post } from './flights-fixtures.ts';
import { adultTraveller, confirmedCheckout, encrypted, refundsOf, runRefundJobs, searchAndPick, storeOrder, orderDetailOf, FORM, type Party } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

let clock = Date.now();
const api = useTestApiOnOwnDatabase('thwa_payments', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!], now: () => new Date(clock) } });

const HOUR = 3_600_000;
const APPROVED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

interface Placed {
  orderId: string;
  orderKey: string;
  amount: number;
  holdExpiresAt: string;
}

/** A held S1 order RGN→MDL for `party` (one adult unless told). */
async function placeOrder(party: Party = { adult: 1, child: 0, infant: 0 }): Promise<Placed> {
  const { cacheKey, offer } = await searchAndPick(api.app, party);
  const travellers = Array.from({ length: party.adult }, (_, index) => adultTraveller({ firstName: ['Aung Ko', 'Hla Hla', 'Zaw Min', 'Kyaw Kyaw'][index] ?? 'Min', gender: index === 1 ? 'female' : 'male' }));
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, travellers);
  const stored = await storeOrder(api.app, checkout.checkoutId);
  if (stored.statusCode !== 200) throw new Error(`store answered ${stored.statusCode}: ${stored.body}`);
  return stored.json().data;
}

/** `key` null sends no Idempotency-Key header. */
function makePayment(order: Placed, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, ...body }, key === null ? {} : { 'idempotency-key': key });
}

async function startCard(order: Placed, extra: Record<string, unknown> = {}, key?: string) {
  const answer = await makePayment(order, { categoryId: 2, subCategoryId: 11, ...extra }, key);
  expect(answer.statusCode, answer.body).toBe(200);
  const data = answer.json<MakePaymentResponse>().data;
  if (data.action.type !== 'redirect') throw new Error(`a card payment redirects, got ${data.action.type}`);
  return { ...data, url: data.action.url };
}

/** Submits the card gateway's hosted form, as the customer's browser does. */
function submitCard(url: string, number: string) {
  return api.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams({ number, expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString() });
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function paymentRows(orderId: string) {
  return api.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function promotionUsed(code: string): Promise<number> {
  const [row] = await api.connection.db.select({ used: promotions.used }).from(promotions).where(eq(promotions.code, code));
  return row!.used;
}

async function allCheckout(order: Placed, promoCode?: string) {
  return post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, { orderId: order.orderId, orderKey: order.orderKey, ...(promoCode ? { promoCode } : {}) }));
}

/** A callback exactly as the card provider would sign it, for payment `paymentId`. */
function cardCallback(fields: Partial<PayStatusCallback> & { paymentRef: string; amount: number }): PayStatusCallback {
  const { signature: _ignored, ...rest } = { provider: 'card' as const, status: 'paid' as const, currency: 'MMK' as const, timestamp: Math.floor(clock / 1000), nonce: newNonce(), ...fields };
  return signCallback(rest, providerSecret(api.config.PAYMENT_SANDBOX_SECRET, rest.provider));
}

describe('pay at a partner shop', () => {
  it('gives a 10-digit code, holds the seats 24 hours, and the counter payment pays the order', async () => {
    const order = await placeOrder();
    expect(Date.parse(order.holdExpiresAt) - clock).toBe(15 * 60_000);
    const started = await makePayment(order, { categoryId: 4, subCategoryId: 17 });
    expect(started.statusCode, started.body).toBe(200);
    const { action, expiresAt } = started.json<MakePaymentResponse>().data;
    if (action.type !== 'code') throw new Error(`pay at shop answers a code, got ${action.type}`);
    expect(action.paymentCode).toMatch(/^\d{10}$/);
    expect(Date.parse(expiresAt)).toBe(clock + 24 * HOUR);

    const waiting = await orderDetailOf(api.app, order);
    expect(waiting).toMatchObject({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: { method: 'pay_at_shop', paymentCode: action.paymentCode } });
    expect(Date.parse(waiting.holdExpiresAt!)).toBe(clock + 24 * HOUR);

    // The original 15-minute deadline passes: the extended hold is not ended by it.
    clock += 16 * 60_000;
    try {
      expect(await api.app.services.orders.expireHold(order.orderId)).toBe(false);
      expect((await orderRow(order.orderId)).status).toBe('held');
      const counter = await api.app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: new URLSearchParams({ code: action.paymentCode }).toString() });
      expect(counter.statusCode).toBe(200);
    } finally {
      clock -= 16 * 60_000;
    }
    const paid = await orderDetailOf(api.app, order);
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', outcome: 'paid_processing', holdExpiresAt: null, payment: { status: 'paid' } });
    // A second visit to the counter with the same code takes no money twice.
    const again = await api.app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: new URLSearchParams({ code: action.paymentCode }).toString() });
    expect(again.statusCode).toBe(409);
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['paid']);
  });
});

describe('two methods started for one order', () => {
  it('money taken by the second after the first paid goes back, and the order stays paid once', async () => {
    const order = await placeOrder();
    const shop = (await makePayment(order, { categoryId: 4, subCategoryId: 17 })).json<MakePaymentResponse>().data;
    if (shop.action.type !== 'code') throw new Error('pay at shop answers a code');
    const card = await startCard(order);
    expect((await submitCard(card.url, APPROVED_CARD)).statusCode).toBe(303);
    // The shop code is still open at the provider, and the customer pays there too.
    const counter = await api.app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: new URLSearchParams({ code: shop.action.paymentCode }).toString() });
    expect(counter.statusCode).toBe(200);

    // The refund is queued with the callback (the outbox); run it as the worker does.
    expect((await refundsOf(api, order.orderId)).map(({ paymentId, amount, reason }) => ({ paymentId, amount, reason }))).toEqual([{ paymentId: shop.paymentId, amount: order.amount, reason: 'duplicate' }]);
    await runRefundJobs(api, order.orderId);

    const byId = Object.fromEntries((await paymentRows(order.orderId)).map((row) => [row.paymentId, row.status]));
    expect(byId).toEqual({ [card.paymentId]: 'paid', [shop.paymentId]: 'refunded' });
    const [shopSession] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, shop.paymentId));
    expect(shopSession!.status).toBe('refunded');
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid', outcome: 'paid_processing' });
  });
});

describe('cash on delivery', () => {
  it('requires the delivery details, then promises contact within 2 to 24 hours', async () => {
    const order = await placeOrder();
    const missing = await makePayment(order, { categoryId: 5, subCategoryId: 19 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({ 'body.cashOnDelivery.address': 'required' });
    expect(await paymentRows(order.orderId)).toHaveLength(0);

    const started = await makePayment(order, { categoryId: 5, subCategoryId: 19, cashOnDelivery: { address: 'No. 12, Bogyoke Road', township: 'Kamaryut' } });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<MakePaymentResponse>().data.action).toEqual({ type: 'contact', contactWithinHours: { min: 2, max: 24 } });
    const detail = await orderDetailOf(api.app, order);
    expect(detail).toMatchObject({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: { method: 'cash_on_delivery' } });
    expect(Date.parse(detail.holdExpiresAt!)).toBe(clock + 24 * HOUR);
  });
});

describe('mobile wallet', () => {
  it('shows a QR code and an app link; a wrong PIN changes nothing, the right PIN pays', async () => {
    const order = await placeOrder();
    const started = await makePayment(order, { categoryId: 3, subCategoryId: 15 });
    expect(started.statusCode, started.body).toBe(200);
    const { action } = started.json<MakePaymentResponse>().data;
    if (action.type !== 'qr') throw new Error(`the wallet answers a QR code, got ${action.type}`);
    expect(action.qrSvg).toContain('<svg');
    expect(action.appUrl).toMatch(/^\/sandbox\/wallet\/[A-Za-z0-9_-]{32}$/);
    expect(action.qr).toContain(action.appUrl.split('/').at(-1));

    const wrong = await api.app.inject({ method: 'POST', url: action.appUrl, headers: FORM, payload: new URLSearchParams({ pin: '654321', action: 'approve' }).toString() });
    expect(wrong.statusCode).toBe(422);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'held', paymentStatus: 'pending', payment: { status: 'pending' } });

    const approved = await api.app.inject({ method: 'POST', url: action.appUrl, headers: FORM, payload: new URLSearchParams({ pin: '123456', action: 'approve' }).toString() });
    expect(approved.statusCode).toBe(200);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid', outcome: 'paid_processing', payment: { status: 'paid' } });
  });
});

describe('a declined card', () => {
  it('fails the payment but keeps the hold; a new attempt with a new key pays', async () => {
    const order = await placeOrder();
    const firstKey = randomUUID();
    const first = await startCard(order, {}, firstKey);
    const declined = await submitCard(first.url, DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'held', paymentStatus: 'failed', outcome: 'unpaid', payment: { status: 'failed' } });
    expect((await api.connection.db.select().from(seatHolds).where(eq(seatHolds.orderId, order.orderId))).every((hold) => hold.status === 'held')).toBe(true);

    // The first key still answers its own (now failed) payment; a new key starts a new one.
    const repeated = await makePayment(order, { categoryId: 2, subCategoryId: 11 }, firstKey);
    expect(repeated.json().data.paymentId).toBe(first.paymentId);
    const second = await startCard(order);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await submitCard(second.url, APPROVED_CARD)).statusCode).toBe(303);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid', outcome: 'paid_processing' });
    expect((await paymentRows(order.orderId)).map((row) => row.status).sort()).toEqual(['failed', 'paid']);
  });
});

describe('promo codes', () => {
  it('THWA10 takes 10 % off, capped at 50,000 MMK', async () => {
    const order = await placeOrder();
    const plain = (await allCheckout(order)).json().data;
    expect(plain).toMatchObject({ promotion: null, amount: order.amount });
    const answer = await allCheckout(order, ' thwa10 ');
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = answer.json().data;
    const discount = Math.floor(plain.breakdown.total / 10);
    expect(discount).toBeLessThan(50_000);
    expect(priced.promotion).toMatchObject({ code: 'THWA10', discount });
    expect(priced.breakdown).toMatchObject({ promotion: discount, grandTotal: plain.amount - discount });
    expect(priced.amount).toBe(plain.amount - discount);

    const group = await placeOrder({ adult: 4, child: 0, infant: 0 });
    const groupPlain = (await allCheckout(group)).json().data;
    expect(groupPlain.breakdown.total).toBeGreaterThan(500_000);
    const capped = (await allCheckout(group, 'THWA10')).json().data;
    expect(capped.promotion.discount).toBe(50_000);
    expect(capped.amount).toBe(groupPlain.amount - 50_000);
  });

  it('refuses an expired, a below-minimum and a used-up code field by field, the order staying payable without it', async () => {
    const order = await placeOrder();
    const expired = await allCheckout(order, 'THINGYAN2025');
    expect(expired.statusCode).toBe(200);
    expect(expired.json().data).toMatchObject({ promotion: null, amount: order.amount, promoError: { field: 'promoCode', reason: 'expired' } });

    await api.connection.db.insert(promotions).values({
      code: 'BIGSPEND',
      kind: 'fixed',
      value: 100_000,
      minAmount: 10_000_000,
      validFrom: new Date('2026-01-01T00:00:00+06:30'),
      validTo: new Date('2030-01-01T00:00:00+06:30'),
      descriptionEn: 'test: 100,000 MMK off 10,000,000 MMK',
      descriptionMy: 'test',
    });
    const below = await allCheckout(order, 'BIGSPEND');
    expect(below.statusCode).toBe(200);
    expect(below.json().data.promoError).toMatchObject({ reason: 'below_minimum' });

    await api.connection.db.update(promotions).set({ used: sql`${promotions.usageLimit}` }).where(eq(promotions.code, 'FIRST100'));
    try {
      const usedUp = await allCheckout(order, 'FIRST100');
      expect(usedUp.json().data.promoError).toMatchObject({ reason: 'used_up' });
      const paying = await makePayment(order, { categoryId: 2, subCategoryId: 11, promoCode: 'FIRST100' });
      expect(paying.statusCode).toBe(400);
      expect(paying.json().fieldErrors).toEqual({ 'data.promoCode': 'used_up' });
      expect(await paymentRows(order.orderId)).toHaveLength(0);
      expect(await promotionUsed('FIRST100')).toBe(100);
    } finally {
      await api.connection.db.update(promotions).set({ used: 0 }).where(eq(promotions.code, 'FIRST100'));
    }
  });

  it('counts one use per paid order, however often makepayment is repeated with the same key', async () => {
    const order = await placeOrder();
    const before = await promotionUsed('WELCOME5000');
    const key = randomUUID();
    const body = { categoryId: 2, subCategoryId: 11, promoCode: 'WELCOME5000' };
    const answers = await Promise.all([makePayment(order, body, key), makePayment(order, body, key)]);
    answers.push(await makePayment(order, body, key));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data.paymentId)).size).toBe(1);
    const payment = answers[0]!.json<MakePaymentResponse>().data;
    expect(payment.amount).toBe(order.amount - 5_000);
    if (payment.action.type !== 'redirect') throw new Error('card payments redirect');
    expect((await submitCard(payment.action.url, APPROVED_CARD)).statusCode).toBe(303);

    const detail = await orderDetailOf(api.app, order);
    expect(detail).toMatchObject({ status: 'paid', promoCode: 'WELCOME5000', amount: order.amount - 5_000, payment: { amount: order.amount - 5_000, status: 'paid' } });
    expect(detail.breakdown.promotion).toBe(5_000);
    expect(await promotionUsed('WELCOME5000')).toBe(before + 1);
    const [session] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, payment.paymentId));
    expect(session!.amount).toBe(order.amount - 5_000);
  });

  it('an order keeps the use it took: retrying after a decline neither counts it again nor finds the code used up', async () => {
    await api.connection.db.update(promotions).set({ used: 99 }).where(eq(promotions.code, 'FIRST100'));
    try {
      const order = await placeOrder();
      const first = await startCard(order, { promoCode: 'FIRST100' });
      expect(first.amount).toBe(order.amount - 10_000);
      expect(await promotionUsed('FIRST100')).toBe(100);
      await submitCard(first.url, DECLINED_CARD);
      // Its own use is not "someone else's": the same order may try again with the same code.
      const retried = await startCard(order, { promoCode: 'FIRST100' });
      expect(retried.amount).toBe(order.amount - 10_000);
      await submitCard(retried.url, APPROVED_CARD);
      expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', promoCode: 'FIRST100' });
      expect(await promotionUsed('FIRST100')).toBe(100);
    } finally {
      await api.connection.db.update(promotions).set({ used: 0 }).where(eq(promotions.code, 'FIRST100'));
    }
  });

  it('dropping the code and taking it again still counts one use', async () => {
    const order = await placeOrder();
    const before = await promotionUsed('WELCOME5000');
    await submitCard((await startCard(order, { promoCode: 'WELCOME5000' })).url, DECLINED_CARD);
    const without = await startCard(order);
    expect(without.amount).toBe(order.amount);
    await submitCard(without.url, DECLINED_CARD);
    expect(await promotionUsed('WELCOME5000')).toBe(before);
    await submitCard((await startCard(order, { promoCode: 'WELCOME5000' })).url, APPROVED_CARD);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', promoCode: 'WELCOME5000', amount: order.amount - 5_000 });
    expect(await promotionUsed('WELCOME5000')).toBe(before + 1);
  });
});

describe('makepayment input', () => {
  it('refuses a reused key with another body, unknown or mismatched methods, a missing key and a wrong order key', async () => {
    const order = await placeOrder();
    const unknown = await makePayment(order, { categoryId: 2, subCategoryId: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('PAYMENT_METHOD_REQUIRED');
    const mismatch = await makePayment(order, { categoryId: 2, subCategoryId: 17 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorCode).toBe('PAYMENT_METHOD_REQUIRED');
    const noKey = await makePayment(order, { categoryId: 2, subCategoryId: 11 }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const stranger = await post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: 'b'.repeat(43), categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': randomUUID() });
    expect(stranger.statusCode).toBe(404);
    expect(await paymentRows(order.orderId)).toHaveLength(0);

    const key = randomUUID();
    const card = await makePayment(order, { categoryId: 2, subCategoryId: 11 }, key);
    expect(card.statusCode).toBe(200);
    const other = await makePayment(order, { categoryId: 2, subCategoryId: 12 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    const rows = await paymentRows(order.orderId);
    expect(rows.map((row) => row.subCategoryId)).toEqual([11]);
  });

  it('refuses a return path that leads off our site, naming the field, and starts no payment', async () => {
    const order = await placeOrder();
    for (const returnPath of ['/\t/evil.example', '//evil.example', '/\\evil.example', '/\n/evil.example', 'https://evil.example/']) {
      const answer = await makePayment(order, { categoryId: 2, subCategoryId: 11, returnPath });
      expect(answer.statusCode, returnPath).toBe(400);
      expect(JSON.stringify(answer.json()), returnPath).toContain('returnPath');
    }
    expect(await paymentRows(order.orderId)).toHaveLength(0);
    const home = await makePayment(order, { categoryId: 2, subCategoryId: 11, returnPath: '/checkout/thank-you' });
    expect(home.json().data.action.url).not.toContain('evil');
  });
});

describe('updatepaystatus', () => {
  it('refuses tampered, stale and replayed callbacks and changes nothing', async () => {
    const order = await placeOrder();
    const { paymentId, amount } = await startCard(order);
    const unchanged = async () => {
      expect(await orderRow(order.orderId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
      expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['pending']);
    };

    const valid = cardCallback({ paymentRef: paymentId, amount });
    const tamperedAmount = await post(api.app, '/api/pay/updatepaystatus', { ...valid, amount: amount - 1000 });
    expect(tamperedAmount.statusCode).toBe(400);
    expect(tamperedAmount.json().errorCode).toBe('PAYMENT_REJECTED');
    const tamperedSignature = await post(api.app, '/api/pay/updatepaystatus', { ...valid, signature: valid.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) });
    expect(tamperedSignature.statusCode).toBe(400);
    expect(tamperedSignature.json().errorCode).toBe('PAYMENT_REJECTED');
    // Correctly signed, but not the amount this payment is for.
    const wrongAmount = await post(api.app, '/api/pay/updatepaystatus', cardCallback({ paymentRef: paymentId, amount: amount - 1000 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().errorCode).toBe('PAYMENT_REJECTED');
    // Signed with another provider's key.
    const { signature: _s, ...fields } = valid;
    const otherKey = signCallback({ ...fields, nonce: newNonce() }, providerSecret(api.config.PAYMENT_SANDBOX_SECRET, 'mobile_wallet'));
    expect((await post(api.app, '/api/pay/updatepaystatus', otherKey)).statusCode).toBe(400);
    const stale = await post(api.app, '/api/pay/updatepaystatus', cardCallback({ paymentRef: paymentId, amount, timestamp: Math.floor(clock / 1000) - 301 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.timestamp' });
    await unchanged();

    const accepted = await post(api.app, '/api/pay/updatepaystatus', valid);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ orderId: order.orderId, paymentStatus: 'paid', status: 'paid' });
    const replay = await post(api.app, '/api/pay/updatepaystatus', valid);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('PAYMENT_REJECTED');
    // The same nonce, re-signed to say the payment failed: still a replay.
    const { signature: _v, ...validFields } = valid;
    const replayFailed = signCallback({ ...validFields, status: 'failed' }, providerSecret(api.config.PAYMENT_SANDBOX_SECRET, 'card'));
    expect((await post(api.app, '/api/pay/updatepaystatus', replayFailed)).statusCode).toBe(400);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['paid']);
  });

  it('a payment arriving after the hold expired stays late, and is refunded at the provider', async () => {
    const order = await placeOrder();
    const { paymentId, amount } = await startCard(order);
    // The customer paid at the gateway in time, but its notification reaches us only after the window.
    await api.connection.db.update(sandboxPaymentSessions).set({ status: 'paid', completedAt: new Date(clock) }).where(eq(sandboxPaymentSessions.merchantRef, paymentId));
    clock += 16 * 60_000;
    try {
      expect(await api.app.services.orders.expireHold(order.orderId)).toBe(true);
      expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'expired', outcome: 'unpaid' });
      const late = await post(api.app, '/api/pay/updatepaystatus', cardCallback({ paymentRef: paymentId, amount }));
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().data).toEqual({ orderId: order.orderId, paymentStatus: 'late', status: 'expired' });
      expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'expired', paymentStatus: 'late', outcome: 'paid_timer_exceeded' });
      expect(await api.connection.db.select().from(seatHolds).where(eq(seatHolds.orderId, order.orderId))).toSatisfy((holds: { status: string }[]) => holds.every((hold) => hold.status !== 'held'));

      await runRefundJobs(api, order.orderId);
      const [session] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, paymentId));
      expect(session!.status).toBe('refunded');
      expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['refunded']);
      expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'expired', paymentStatus: 'late', outcome: 'paid_timer_exceeded' });
    } finally {
      clock -= 16 * 60_000;
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payments, sandboxPaymentSessions } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import type { AllCheckoutResponse, MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { post } from './flights-fixtures.ts';
import { adultTraveller, confirmedCheckout, encrypted, refundJobsOf, refundsOf, runRefundJobs, searchAndPick, storeOrder, orderDetailOf, FORM } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Issue 11 "paying never dead-ends": a refused promo code leaves the order payable, and a declined,
 * cancelled or failed payment can be tried again on the same order, charging once whatever races.
 */
const api = useTestApiOnOwnDatabase('thwa_payretry', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const APPROVED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

interface Placed {
  orderId: string;
  orderKey: string;
  amount: number;
}

async function placeOrder(): Promise<Placed> {
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller()]);
  const stored = await storeOrder(api.app, checkout.checkoutId);
  if (stored.statusCode !== 200) throw new Error(`store answered ${stored.statusCode}: ${stored.body}`);
  return stored.json().data;
}

async function allCheckout(order: Placed, promoCode?: string, language: 'en' | 'mm' = 'en') {
  return post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, { orderId: order.orderId, orderKey: order.orderKey, language, ...(promoCode ? { promoCode } : {}) }));
}

function makePayment(order: Placed, body: Record<string, unknown>, key: string = randomUUID()) {
  return post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, ...body }, { 'idempotency-key': key });
}

async function startCard(order: Placed, key?: string) {
  const answer = await makePayment(order, { categoryId: 2, subCategoryId: 11 }, key);
  expect(answer.statusCode, answer.body).toBe(200);
  const data = answer.json<MakePaymentResponse>().data;
  if (data.action.type !== 'redirect') throw new Error(`a card payment redirects, got ${data.action.type}`);
  return { ...data, url: data.action.url };
}

/** The customer on the card gateway's hosted page: pay with a card, or press Cancel. */
function onCardPage(url: string, choice: { number: string } | 'cancel') {
  const fields: Record<string, string> = choice === 'cancel' ? { action: 'cancel' } : { number: choice.number, expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' };
  return api.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });
}

async function paymentStatuses(orderId: string): Promise<Record<string, string>> {
  const rows = await api.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
  return Object.fromEntries(rows.map((row) => [row.paymentId, row.status]));
}

describe('a promo code that cannot be used', () => {
  it('answers all-checkout 200 with the order payable without it and a field error saying why, in the language asked', async () => {
    const order = await placeOrder();
    for (const [code, reason, message] of [
      ['THINGYAN2025', 'expired', 'This promo code has expired.'],
      ['NO-SUCH-CODE', 'not_found', 'This promo code does not exist. Please check the spelling.'],
    ] as const) {
      const answer = await allCheckout(order, code);
      expect(answer.statusCode, answer.body).toBe(200);
      const data = answer.json<AllCheckoutResponse>().data;
      expect(data).toMatchObject({ orderId: order.orderId, status: 'held', promotion: null, amount: order.amount, promoError: { field: 'promoCode', reason, message } });
      expect(data.breakdown.promotion).toBe(0);
      expect(data.methods.length).toBeGreaterThan(0);
    }
    const myanmar = (await allCheckout(order, 'THINGYAN2025', 'mm')).json<AllCheckoutResponse>().data;
    expect(myanmar.promoError?.message).toBe('ဤပရိုမိုကုဒ် သက်တမ်းကုန်သွားပါပြီ။');
    // Without a code, or with one that applies, there is no error.
    expect((await allCheckout(order)).json<AllCheckoutResponse>().data.promoError).toBeNull();
    const accepted = (await allCheckout(order, 'WELCOME5000')).json<AllCheckoutResponse>().data;
    expect(accepted).toMatchObject({ promoError: null, promotion: { code: 'WELCOME5000', discount: 5_000 }, amount: order.amount - 5_000 });
  });

  it('is never charged: makepayment with it is a field error and starts nothing; without it the order pays', async () => {
    const order = await placeOrder();
    const refused = await makePayment(order, { categoryId: 2, subCategoryId: 11, promoCode: 'THINGYAN2025' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'data.promoCode', fieldErrors: { 'data.promoCode': 'expired' } });
    expect(await paymentStatuses(order.orderId)).toEqual({});
    const card = await startCard(order);
    expect(card.amount).toBe(order.amount);
    expect((await onCardPage(card.url, { number: APPROVED_CARD })).statusCode).toBe(303);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid', promoCode: null });
  });
});

describe('trying again after a payment failed', () => {
  it('says why (declined, cancelled) and the same order pays with another method, once', async () => {
    const order = await placeOrder();
    await onCardPage((await startCard(order)).url, { number: DECLINED_CARD });
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'held', paymentStatus: 'failed', outcome: 'unpaid', payment: { method: 'card', status: 'failed', failureReason: 'declined' } });

    // The payment page still works for it (all-checkout answers the order payable).
    expect((await allCheckout(order)).statusCode).toBe(200);
    await onCardPage((await startCard(order)).url, 'cancel');
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'held', paymentStatus: 'failed', payment: { failureReason: 'cancelled' } });

    // Then the mobile wallet: approved in the app, the order is paid.
    const wallet = await makePayment(order, { categoryId: 3, subCategoryId: 15 });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const { action, paymentId } = wallet.json<MakePaymentResponse>().data;
    if (action.type !== 'qr') throw new Error('the mobile wallet answers a QR');
    const approved = await api.app.inject({ method: 'POST', url: action.appUrl, headers: FORM, payload: new URLSearchParams({ pin: '123456', action: 'approve' }).toString() });
    expect(approved.statusCode).toBe(200);
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid', outcome: 'paid_processing', payment: { method: 'mobile_wallet', status: 'paid', failureReason: null } });
    const statuses = Object.values(await paymentStatuses(order.orderId)).sort();
    expect(statuses).toEqual(['failed', 'failed', 'paid']);
    expect((await paymentStatuses(order.orderId))[paymentId]).toBe('paid');
  });

  it('a retry repeated with its key (double click, reload) is one payment, and a double submit on the provider\'s page pays once', async () => {
    const order = await placeOrder();
    const declined = await startCard(order);
    await onCardPage(declined.url, { number: DECLINED_CARD });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => makePayment(order, { categoryId: 2, subCategoryId: 11 }, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json<MakePaymentResponse>().data.paymentId));
    expect(ids.size).toBe(1);
    const retry = answers[0]!.json<MakePaymentResponse>().data;
    if (retry.action.type !== 'redirect') throw new Error('card payments redirect');
    // Paying twice on the provider's page (a double submit) lands where the first did.
    const [first, second] = await Promise.all([onCardPage(retry.action.url, { number: APPROVED_CARD }), onCardPage(retry.action.url, { number: APPROVED_CARD })]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(await paymentStatuses(order.orderId)).toEqual({ [declined.paymentId]: 'failed', [retry.paymentId]: 'paid' });
    const [session] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, retry.paymentId));
    expect(session!.status).toBe('paid');
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  });

  it('two tabs retrying at once with different methods: the order is paid once and the other money goes back', async () => {
    const order = await placeOrder();
    await onCardPage((await startCard(order)).url, 'cancel');
    const [cardTab, walletTab] = await Promise.all([startCard(order), makePayment(order, { categoryId: 3, subCategoryId: 15 })]);
    const wallet = walletTab.json<MakePaymentResponse>().data;
    if (wallet.action.type !== 'qr') throw new Error('the mobile wallet answers a QR');
    const approveInApp = api.app.inject({ method: 'POST', url: wallet.action.appUrl, headers: FORM, payload: new URLSearchParams({ pin: '123456', action: 'approve' }).toString() });
    const [card, app] = await Promise.all([onCardPage(cardTab.url, { number: APPROVED_CARD }), approveInApp]);
    expect([card.statusCode, app.statusCode]).toEqual([303, 200]);

    // Both providers took the money; the one that came second is queued for refund (the worker's job).
    expect(await refundJobsOf(api, order.orderId)).toHaveLength(1);
    const [refund] = await refundsOf(api, order.orderId);
    expect(refund).toMatchObject({ reason: 'duplicate', amount: order.amount, status: 'queued' });
    expect([cardTab.paymentId, wallet.paymentId]).toContain(refund!.paymentId);
    const job = { paymentId: refund!.paymentId };
    // A retried refund job changes nothing more.
    await runRefundJobs(api, order.orderId, 2);

    const statuses = await paymentStatuses(order.orderId);
    expect(Object.values(statuses).sort()).toEqual(['failed', 'paid', 'refunded']);
    expect(statuses[job.paymentId]).toBe('refunded');
    expect(await orderDetailOf(api.app, order)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    const sessions = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, job.paymentId));
    expect(sessions.map((session) => session.status)).toEqual(['refunded']);
  });
});

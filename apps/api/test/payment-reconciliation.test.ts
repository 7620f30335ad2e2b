import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { flightCheckouts, flightSearchSessions, idempotencyKeys, mailMessages, miniAppSessions, orderEvents, orderItems, orders, partnerWalletTokens, payments, sandboxPaymentSessions } from '@thwa/db/schema';
import { and, eq, inArray, sql } from '@thwa/db/sql';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { createHousekeepingRepository } from '../src/features/housekeeping/housekeeping.repository.ts';
import { createHousekeeping } from '../src/features/housekeeping/housekeeping.ts';
import { PAYMENT_REMINDER_HOURS_BEFORE_EXPIRY } from '../src/features/notifications/payment-reminder.ts';
import { RECONCILE_AFTER_MINUTES } from '../src/features/payments/reconciliation-rules.ts';
import { CALLBACK_LEASE_SECONDS, CALLBACK_RETRY_SECONDS } from '../src/partners/payments/sandbox-callbacks.ts';
import { post } from './flights-fixtures.ts';
import { placeHeldOrder, refundsOf, runRefundJobs, type PlacedOrder } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Issue 10 item 3, "no payment is lost" (decision 016), and item 6's housekeeping. Time is this file's
 * clock, moved by hand; the worker is not running, so each job's use case is called as its handler would.
 */
let clock = Date.now();
const api = useTestApiOnOwnDatabase('thwa_reconcile', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!], now: () => new Date(clock) } });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Placed = PlacedOrder;
const placeOrder = () => placeHeldOrder(api.app);

async function startPayment(order: Placed, categoryId: number, subCategoryId: number) {
  const answer = await post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId, subCategoryId }, { 'idempotency-key': randomUUID() });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MakePaymentResponse>().data;
}

async function startCard(order: Placed) {
  const data = await startPayment(order, 2, 11);
  if (data.action.type !== 'redirect') throw new Error(`a card payment redirects, got ${data.action.type}`);
  return { ...data, url: data.action.url };
}

function submitCard(url: string) {
  return api.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString() });
}

/** The customer paid at the gateway; its notification never reached us (our server restarted meanwhile). */
async function paidAtProviderOnly(paymentId: string) {
  await api.connection.db.update(sandboxPaymentSessions).set({ status: 'paid', completedAt: new Date(clock) }).where(eq(sandboxPaymentSessions.merchantRef, paymentId));
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function paymentRow(paymentId: string) {
  const [row] = await api.connection.db.select().from(payments).where(eq(payments.paymentId, paymentId));
  return row!;
}

async function sessionOf(paymentId: string) {
  const [row] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, paymentId));
  return row!;
}

async function eventCount(orderId: string, type: string): Promise<number> {
  const rows = await api.connection.db.select({ id: orderEvents.id }).from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
  return rows.length;
}

async function jobsOf(name: string, orderId: string) {
  const result = await api.connection.db.execute<{ data: Record<string, unknown>; start_after: Date }>(
    sql`select data, start_after from pgboss.job where name = ${name} and data->>'orderId' = ${orderId}`,
  );
  return result.rows;
}

const services = () => api.app.services;

describe('reconciliation of payments whose result never arrived', () => {
  it('finds a card payment paid at the provider and completes the order once, though it runs twice and races a late callback', async () => {
    const order = await placeOrder();
    const card = await startCard(order);
    await paidAtProviderOnly(card.paymentId);

    // Too early: the callback may still be on its way.
    clock += (RECONCILE_AFTER_MINUTES * MINUTE) - 1000;
    expect(await services().reconciliation.reconcileDue()).toMatchObject({ paid: 0 });
    expect((await paymentRow(card.paymentId)).status).toBe('pending');

    clock += 1000;
    // The provider's own retry of the callback arrives just as two sweeps (two workers) ask about it.
    await api.connection.db
      .update(sandboxPaymentSessions)
      .set({ callbackDueAt: new Date(clock), callbackAttempts: 1 })
      .where(eq(sandboxPaymentSessions.merchantRef, card.paymentId));
    const ref = (await sessionOf(card.paymentId)).ref;
    const [first, second, callback] = await Promise.all([services().reconciliation.reconcileDue(), services().reconciliation.reconcileDue(), services().sandboxCallbacks!.redeliver(ref)]);
    // Whichever lost a race (or was chosen by PostgreSQL as a deadlock victim) is retried later; here, now.
    clock += MINUTE;
    await services().reconciliation.reconcileDue();
    await services().sandboxCallbacks!.redeliverDue();
    // At most one of the three applied it (none of the sweeps did when the callback came first).
    expect(first.paid + second.paid).toBeLessThanOrEqual(1);
    expect(['delivered', 'retrying']).toContain(callback);

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    const payment = await paymentRow(card.paymentId);
    expect(payment).toMatchObject({ status: 'paid', reconcileAfter: null });
    expect(await eventCount(order.orderId, 'payment.succeeded')).toBe(1);
    expect(await jobsOf('order-fulfil', order.orderId)).toHaveLength(1);
    expect(await jobsOf('payment-refund', order.orderId)).toHaveLength(0);

    // The worker's next step issues the tickets, once.
    expect(await services().orders.fulfil(order.orderId, 1)).toBe('completed');
    expect(await services().orders.fulfil(order.orderId, 2)).toBe('skipped');
    const completed = await orderRow(order.orderId);
    expect(completed.status).toBe('completed');
    const [item] = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(item!.documentNumbers).toHaveLength(1);
    expect(await eventCount(order.orderId, 'ticket.issued')).toBe(1);

    // Nothing is left to ask.
    clock += 10 * MINUTE;
    expect(await services().reconciliation.reconcilePayment(await paymentRow(card.paymentId))).toBe('settled');
  });

  it('refunds, exactly once, a payment found paid for an order that expired meanwhile', async () => {
    const order = await placeOrder();
    const card = await startCard(order);
    await paidAtProviderOnly(card.paymentId);
    // Reconciliation had no answer before the hold ended (the provider was down, say).
    await api.connection.db.update(payments).set({ reconcileAfter: new Date(clock + 20 * MINUTE) }).where(eq(payments.paymentId, card.paymentId));
    clock += 16 * MINUTE;
    expect(await services().orders.expireHold(order.orderId)).toBe(true);
    expect(await paymentRow(card.paymentId)).toMatchObject({ status: 'expired' });

    clock += 5 * MINUTE;
    const runs = await Promise.all([services().reconciliation.reconcileDue(), services().reconciliation.reconcileDue()]);
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'expired', paymentStatus: 'late' });
    expect(await eventCount(order.orderId, 'payment.late')).toBe(1);

    // One refund job; the worker may run it twice (a retry after a crash): the provider refunds once.
    const refunds = await jobsOf('payment-refund', order.orderId);
    expect(refunds.map((job) => job.data)).toEqual([{ orderId: order.orderId, refundId: expect.any(Number) }]);
    expect(await refundsOf(api, order.orderId)).toMatchObject([{ paymentId: card.paymentId, amount: order.amount, reason: 'late', destination: 'provider' }]);
    await runRefundJobs(api, order.orderId, 2);
    expect((await sessionOf(card.paymentId)).status).toBe('refunded');
    expect(await paymentRow(card.paymentId)).toMatchObject({ status: 'refunded', reconcileAfter: null });
    expect(await eventCount(order.orderId, 'payment.refunded')).toBe(1);
    // The customer sees "paid but exceeded timer" (spec §4), with the money on its way back.
    const detail = await post(api.app, '/api/order/detail', { orderId: order.orderId, orderKey: order.orderKey });
    expect(detail.json().data).toMatchObject({ status: 'expired', paymentStatus: 'late', outcome: 'paid_timer_exceeded', payment: { status: 'refunded' } });

    clock += HOUR;
    expect(await services().reconciliation.reconcileDue()).toMatchObject({ paid: 0, failed: 0, pending: 0 });
    expect(await jobsOf('payment-refund', order.orderId)).toHaveLength(1);
  });

  it('marks a payment the provider says failed, asks again about one still pending, and stops at expiry', async () => {
    const order = await placeOrder();
    const card = await startCard(order);
    clock += RECONCILE_AFTER_MINUTES * MINUTE;
    // Still open at the gateway: asked again in a minute, nothing changes.
    expect(await services().reconciliation.reconcilePayment(await paymentRow(card.paymentId))).toBe('pending');
    expect((await paymentRow(card.paymentId)).reconcileAfter).toEqual(new Date(clock + MINUTE));
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });

    // The customer's card was declined at the gateway; its callback got lost.
    await api.connection.db.update(sandboxPaymentSessions).set({ status: 'failed', completedAt: new Date(clock) }).where(eq(sandboxPaymentSessions.merchantRef, card.paymentId));
    clock += MINUTE;
    expect(await services().reconciliation.reconcileDue()).toMatchObject({ failed: 1 });
    expect(await paymentRow(card.paymentId)).toMatchObject({ status: 'failed', reconcileAfter: null });
    // The hold stays for another attempt, as after a failed callback.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'held', paymentStatus: 'failed' });

    // A second attempt that is never paid: once the hold and the gateway's window end, it is done.
    const again = await startCard(order);
    clock += 16 * MINUTE;
    expect(await services().orders.expireHold(order.orderId)).toBe(true);
    expect(await services().reconciliation.reconcilePayment(await paymentRow(again.paymentId))).toBe('failed');
    expect(await paymentRow(again.paymentId)).toMatchObject({ status: 'expired', reconcileAfter: null });
  });
});

describe('the sandbox provider retries callbacks', () => {
  it('retries a delivery our api refused, with backoff and a fresh nonce, and it is applied once', async () => {
    const order = await placeOrder();
    const card = await startCard(order);
    // Our callback handler answers an error this time (here: it sees another amount than the provider).
    await api.connection.db.update(payments).set({ amount: card.amount + 1 }).where(eq(payments.paymentId, card.paymentId));
    expect((await submitCard(card.url)).statusCode).toBe(303);
    const failed = await sessionOf(card.paymentId);
    expect(failed).toMatchObject({ status: 'paid', callbackAttempts: 1, callbackDeliveredAt: null });
    expect(failed.callbackDueAt).toEqual(new Date(clock + CALLBACK_RETRY_SECONDS[0] * 1000));
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    // The retry is also queued as a delayed job, at its time.
    const queued = await api.connection.db.execute<{ start_after: Date }>(sql`select start_after from pgboss.job where name = 'sandbox-callbacks' and data->>'ref' = ${failed.ref}`);
    expect(queued.rows.map((row) => new Date(row.start_after).getTime())).toEqual([clock + CALLBACK_RETRY_SECONDS[0] * 1000]);

    await api.connection.db.update(payments).set({ amount: card.amount }).where(eq(payments.paymentId, card.paymentId));
    // Not before its time.
    expect(await services().sandboxCallbacks!.redeliver(failed.ref)).toBe('not-due');
    clock += CALLBACK_RETRY_SECONDS[0] * 1000;
    const [one, two] = await Promise.all([services().sandboxCallbacks!.redeliver(failed.ref), services().sandboxCallbacks!.redeliverDue()]);
    expect([one, two.delivered]).toEqual(one === 'delivered' ? ['delivered', 0] : ['not-due', 1]);

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await sessionOf(card.paymentId)).toMatchObject({ callbackAttempts: 2, callbackDueAt: null, callbackDeliveredAt: new Date(clock) });
    expect(await eventCount(order.orderId, 'payment.succeeded')).toBe(1);

    // Should the provider send it once more (our 200 got lost), it is answered 200 and changes nothing.
    await api.connection.db.update(sandboxPaymentSessions).set({ callbackDueAt: new Date(clock) }).where(eq(sandboxPaymentSessions.ref, failed.ref));
    expect(await services().sandboxCallbacks!.redeliver(failed.ref)).toBe('delivered');
    expect(await eventCount(order.orderId, 'payment.succeeded')).toBe(1);
    expect(await jobsOf('order-fulfil', order.orderId)).toHaveLength(1);
  });

  it('delivers a callback the provider settled but never sent (it crashed), once its lease ends', async () => {
    const order = await placeOrder();
    const card = await startCard(order);
    const { ref } = await sessionOf(card.paymentId);
    // What the card page does first; then the process died before the callback left.
    const at = new Date(clock);
    const settled = await createSettledOnly(ref, at);
    expect(settled).toBe(true);
    expect(await services().sandboxCallbacks!.redeliverDue()).toMatchObject({ delivered: 0 });
    clock += CALLBACK_LEASE_SECONDS * 1000;
    expect(await services().sandboxCallbacks!.redeliverDue()).toMatchObject({ delivered: 1 });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  });
});

/** The sandbox session's settle step alone, with the lease the page takes on its first delivery. */
async function createSettledOnly(ref: string, at: Date): Promise<boolean> {
  const updated = await api.connection.db
    .update(sandboxPaymentSessions)
    .set({ status: 'paid', completedAt: at, callbackDueAt: new Date(at.getTime() + CALLBACK_LEASE_SECONDS * 1000), callbackAttempts: 1 })
    .where(and(eq(sandboxPaymentSessions.ref, ref), eq(sandboxPaymentSessions.status, 'pending')))
    .returning({ ref: sandboxPaymentSessions.ref });
  return updated.length === 1;
}

describe('the pay-at-shop reminder', () => {
  it('is queued some hours before the code expires and sent while the code is open', async () => {
    const order = await placeOrder();
    const shop = await startPayment(order, 4, 17);
    if (shop.action.type !== 'code') throw new Error('pay at shop answers a code');
    const [job] = await jobsOf('mail-send', order.orderId).then((jobs) => jobs.filter((one) => one.data.kind === 'payment-reminder'));
    expect(new Date(job!.start_after).getTime()).toBe(Date.parse(shop.expiresAt) - PAYMENT_REMINDER_HOURS_BEFORE_EXPIRY * HOUR);

    clock += 20 * HOUR;
    try {
      await services().notifications.sendMail(order.orderId, 'payment-reminder');
      await services().notifications.sendMail(order.orderId, 'payment-reminder');
    } finally {
      clock -= 20 * HOUR;
    }
    const mails = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${order.orderId}:payment-reminder`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment reminder: ${order.orderId}`);
    expect(mails[0]!.text).toContain(shop.action.paymentCode);
  });

  it('is not sent when the order was paid first', async () => {
    const order = await placeOrder();
    const shop = await startPayment(order, 4, 17);
    if (shop.action.type !== 'code') throw new Error('pay at shop answers a code');
    const counter = await api.app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: new URLSearchParams({ code: shop.action.paymentCode }).toString() });
    expect(counter.statusCode).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('paid');

    await services().notifications.sendMail(order.orderId, 'payment-reminder');
    const mails = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${order.orderId}:payment-reminder`));
    expect(mails).toHaveLength(0);
  });
});

describe('housekeeping', () => {
  it('deletes expired checkouts, search sessions, mini-app sessions, wallet tokens and old idempotency keys in bounded batches, and keeps live ones', async () => {
    const now = new Date(clock);
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const id = (label: string) => `hk-${label}-${randomUUID().slice(0, 8)}`;
    const gone = { sessions: [id('s1'), id('s2'), id('s3')], checkouts: [id('c1'), id('c2'), id('c3')], keys: [id('k1'), id('k2'), id('k3')] };
    const kept = { sessions: [id('s4'), id('s5')], checkouts: [id('c4'), id('c5')], keys: [id('k4'), id('k5')] };
    const session = (cacheKey: string, expiresAt: Date) => ({ cacheKey, requestKey: cacheKey, request: {}, response: {}, complete: true, createdAt: expiresAt, expiresAt });
    const checkout = (checkoutId: string, expiresAt: Date) => ({ checkoutId, cacheKey: 'x', request: {}, selection: {}, breakdown: {}, createdAt: expiresAt, expiresAt });
    const key = (k: string, createdAt: Date) => ({ scope: 'test.housekeeping', key: k, requestHash: 'h', createdAt });
    await api.connection.db.insert(flightSearchSessions).values([...gone.sessions.map((k, i) => session(k, at(-25 - i))), session(kept.sessions[0]!, at(-23)), session(kept.sessions[1]!, at(0.3))]);
    await api.connection.db.insert(flightCheckouts).values([...gone.checkouts.map((k, i) => checkout(k, at(-25 - i))), checkout(kept.checkouts[0]!, at(-23)), checkout(kept.checkouts[1]!, at(0.3))]);
    await api.connection.db.insert(idempotencyKeys).values([...gone.keys.map((k, i) => key(k, at(-49 - i))), key(kept.keys[0]!, at(-47)), key(kept.keys[1]!, now)]);
    // A mini-app session and a wallet token go a day after they end; a live one and one ended an hour ago stay.
    const miniApp = (idHash: string, expiresAt: Date) => ({ idHash, client: 'kbzpay', platform: 'web', partnerUserId: 'u1', customerName: 'Aung Aung', phoneNumber: '09420000001', expiresAt });
    const token = (tokenHash: string, expiresAt: Date) => ({ tokenHash, partnerUserId: 'u1', customerName: 'Aung Aung', phoneNumber: '09420000001', expiresAt });
    const partner = { gone: [id('m1'), id('m2')], kept: [id('m3'), id('m4')] };
    await api.connection.db.insert(miniAppSessions).values([miniApp(partner.gone[0]!, at(-25)), miniApp(partner.gone[1]!, at(-30)), miniApp(partner.kept[0]!, at(-1)), miniApp(partner.kept[1]!, at(2))]);
    await api.connection.db.insert(partnerWalletTokens).values([token(partner.gone[0]!, at(-25)), token(partner.gone[1]!, at(-30)), token(partner.kept[0]!, at(-1)), token(partner.kept[1]!, at(0.1))]);

    // Batches of two: every DELETE removes at most two rows, and the run goes on until a table is done.
    const repository = createHousekeepingRepository(api.connection.db);
    const deleteBatch = vi.fn(repository.deleteBatch);
    const deleted = await createHousekeeping({ repository: { deleteBatch }, now: () => now, batchSize: 2 }).run();
    for (const result of deleteBatch.mock.results) expect(await result.value).toBeLessThanOrEqual(2);
    expect(deleteBatch.mock.calls.filter(([table]) => table === 'idempotency_keys').length).toBeGreaterThanOrEqual(2);
    expect(deleted.flight_search_sessions).toBeGreaterThanOrEqual(3);
    expect(deleted.flight_checkouts).toBeGreaterThanOrEqual(3);
    expect(deleted.idempotency_keys).toBeGreaterThanOrEqual(3);

    const sessionKeys = (await api.connection.db.select({ k: flightSearchSessions.cacheKey }).from(flightSearchSessions).where(inArray(flightSearchSessions.cacheKey, [...gone.sessions, ...kept.sessions]))).map((row) => row.k);
    const checkoutIds = (await api.connection.db.select({ k: flightCheckouts.checkoutId }).from(flightCheckouts).where(inArray(flightCheckouts.checkoutId, [...gone.checkouts, ...kept.checkouts]))).map((row) => row.k);
    const keyNames = (await api.connection.db.select({ k: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, [...gone.keys, ...kept.keys]))).map((row) => row.k);
    expect(sessionKeys.sort()).toEqual([...kept.sessions].sort());
    expect(checkoutIds.sort()).toEqual([...kept.checkouts].sort());
    expect(keyNames.sort()).toEqual([...kept.keys].sort());
    const miniAppLeft = await api.connection.db.select({ k: miniAppSessions.idHash }).from(miniAppSessions).where(inArray(miniAppSessions.idHash, [...partner.gone, ...partner.kept]));
    const tokensLeft = await api.connection.db.select({ k: partnerWalletTokens.tokenHash }).from(partnerWalletTokens).where(inArray(partnerWalletTokens.tokenHash, [...partner.gone, ...partner.kept]));
    expect(miniAppLeft.map((row) => row.k).sort()).toEqual([...partner.kept].sort());
    expect(tokensLeft.map((row) => row.k).sort()).toEqual([...partner.kept].sort());
    expect(deleted.mini_app_sessions).toBeGreaterThanOrEqual(2);
    expect(deleted.partner_wallet_tokens).toBeGreaterThanOrEqual(2);

    // The job's own instance (default batches) finds nothing more to do.
    expect(await services().housekeeping.run()).toEqual({ flight_search_sessions: 0, flight_checkouts: 0, hotel_checkouts: 0, idempotency_keys: 0, mini_app_sessions: 0, partner_wallet_tokens: 0 });
  });
});

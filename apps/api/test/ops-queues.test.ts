import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog, mailMessages, orderEvents, orders, payments } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { ConfirmPaymentResponse, OpsQueuesResponse, type QueueEntry } from '@thwa/domain/contracts/ops-queues';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { RECONCILIATION_GIVES_UP_AFTER_WINDOW_HOURS } from '@thwa/domain/operations/queues';
import { RECONCILE_GIVE_UP_HOURS } from '../src/features/payments/reconciliation-rules.ts';
import { createAccount } from './account-fixtures.ts';
import { CONTACT, FORM, confirmedCheckout, searchAndPick, storeOrder, type PlacedOrder } from './booking-fixtures.ts';
import { consoleEmployee, createEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * The console's queues with deadlines and the counter's confirmation of money received (issue 20 item 3).
 * On a database of this file's own (S1 only), so the queues hold this file's orders alone; the worker is
 * not running, so each job's use case is called as its handler would.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_queues', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const HOUR = 3_600_000;

async function startPayment(order: PlacedOrder, categoryId: number, subCategoryId: number, extra: Record<string, unknown> = {}) {
  const answer = await post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId, subCategoryId, ...extra }, { 'idempotency-key': randomUUID() });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MakePaymentResponse>().data;
}

/**
 * A held S1 order RGN→MDL for one adult, placed as a guest of a contact of its own: a shop code or a cash
 * collection holds the seats 24 hours, and the hold limits count those per e-mail and phone.
 */
let placed = 0;
const contacts = new Map<string, typeof CONTACT>();
async function placeHeldOrder(): Promise<PlacedOrder> {
  placed += 1;
  const contact = { ...CONTACT, email: `queue${placed}@example.com`, phoneNumber: `09 421 234 ${String(500 + placed)}` };
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
  const stored = await storeOrder(api.app, checkout.checkoutId, randomUUID(), contact);
  expect(stored.statusCode, stored.body).toBe(200);
  const order = stored.json<{ data: PlacedOrder }>().data;
  contacts.set(order.orderId, contact);
  return order;
}
const contactOf = (order: PlacedOrder) => contacts.get(order.orderId)!;

const payAtShop = (order: PlacedOrder) => startPayment(order, 4, 17);
const cashOnDelivery = (order: PlacedOrder) => startPayment(order, 5, 19, { cashOnDelivery: { address: 'No. 12, Bo Aung Kyaw Street', township: 'Kamaryut' } });

async function queues(headers: Record<string, string>) {
  const answer = await api.app.inject({ method: 'GET', url: '/api/ops/queues', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return OpsQueuesResponse.parse(answer.json()).data.queues;
}

function entriesOf(sections: Awaited<ReturnType<typeof queues>>, queue: QueueEntry['queue']): QueueEntry[] {
  return sections.find((section) => section.queue === queue)!.entries;
}

function confirm(paymentId: string, headers: Record<string, string>, body: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `/api/ops/payments/${paymentId}/confirm`, headers, payload: body });
}

async function paymentRow(paymentId: string) {
  const [row] = await api.connection.db.select().from(payments).where(eq(payments.paymentId, paymentId));
  return row!;
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function auditOf(paymentId: string) {
  return api.connection.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, paymentId)));
}

async function fulfilJobs(orderId: string): Promise<number> {
  const result = await api.connection.db.execute(sql`select 1 from pgboss.job where name = 'order-fulfil' and data->>'orderId' = ${orderId}`);
  return result.rows.length;
}

describe('queues with deadlines', () => {
  it('lists an open pay-at-shop code until an employee confirms the money, which completes the order as a callback would', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const order = await placeHeldOrder();
    const payment = await payAtShop(order);
    if (payment.action.type !== 'code') throw new Error('pay at shop answers a code');

    const [entry] = entriesOf(await queues(finance.consoleHeaders), 'payAtShop').filter((one) => one.paymentId === payment.paymentId);
    expect(entry).toMatchObject({ queue: 'payAtShop', orderId: order.orderId, paymentCode: payment.action.paymentCode, amount: order.amount, overdue: false, dueFrom: null });
    expect(entry!.contact).toEqual({ name: CONTACT.contactName, email: contactOf(order).email, phone: `+95 9 421 234 ${contactOf(order).phoneNumber.slice(-3)}` });
    expect(Date.parse(entry!.deadline)).toBe(Date.parse(payment.expiresAt));

    const answer = await confirm(payment.paymentId, finance.consoleHeaders, { receivedAmount: order.amount, reference: 'RCPT-0042', note: 'Paid at the Sule counter' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ConfirmPaymentResponse.parse(answer.json()).data).toEqual({ paymentId: payment.paymentId, orderId: order.orderId, paymentStatus: 'paid', status: 'paid' });
    expect(entriesOf(await queues(finance.consoleHeaders), 'payAtShop').map((one) => one.paymentId)).not.toContain(payment.paymentId);

    // As the callback: the payment paid, the order paid and its fulfilment queued; the event names the employee.
    expect(await paymentRow(payment.paymentId)).toMatchObject({ status: 'paid', reconcileAfter: null });
    const [succeeded] = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.type, 'payment.succeeded')));
    expect(succeeded).toMatchObject({ actor: 'employee', actorId: finance.userId, fromStatus: 'held', toStatus: 'paid' });
    expect(await fulfilJobs(order.orderId)).toBe(1);
    const [audit] = await auditOf(payment.paymentId);
    expect(audit).toMatchObject({ actorId: finance.userId, action: 'payment.confirmed', before: { status: 'pending', orderStatus: 'held' }, after: { status: 'paid', reference: 'RCPT-0042', receivedAmount: order.amount } });

    // The worker's step: the ticket is issued, and the customer is mailed their e-ticket.
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');
    expect((await orderRow(order.orderId)).status).toBe('completed');
    await api.app.services.notifications.renderDocuments(order.orderId);
    const mails = await api.connection.db.select({ key: mailMessages.messageKey }).from(mailMessages).where(eq(mailMessages.toAddress, contactOf(order).email));
    expect(mails.map((mail) => mail.key)).toContain(`order:${order.orderId}:e-ticket`);

    // The shop's own callback arriving afterwards changes nothing; a confirmation after it is refused.
    const counter = await api.app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: new URLSearchParams({ code: payment.action.paymentCode }).toString() });
    expect(counter.statusCode).toBe(200);
    const succeededEvents = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.type, 'payment.succeeded')));
    expect(succeededEvents).toHaveLength(1);
    expect((await orderRow(order.orderId)).status).toBe('completed');
    const again = await confirm(payment.paymentId, finance.consoleHeaders, { receivedAmount: order.amount, reference: 'RCPT-0043' });
    expect(again.statusCode).toBe(409);
    expect(ErrorResponse.parse(again.json()).errorCode).toBe('PAYMENT_NOT_CONFIRMABLE');
    expect(await auditOf(payment.paymentId)).toHaveLength(1);
  });

  it('confirms once when two employees confirm at the same moment', async () => {
    const [first, second] = await Promise.all([consoleEmployee(api, ['finance']), consoleEmployee(api, ['admin'])]);
    const order = await placeHeldOrder();
    const payment = await payAtShop(order);
    const answers = await Promise.all([
      confirm(payment.paymentId, first.consoleHeaders, { receivedAmount: order.amount, reference: 'A-1' }),
      confirm(payment.paymentId, second.consoleHeaders, { receivedAmount: order.amount, reference: 'B-1' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.type, 'payment.succeeded')));
    expect(events).toHaveLength(1);
    expect(await auditOf(payment.paymentId)).toHaveLength(1);
    expect(await fulfilJobs(order.orderId)).toBe(1);
  });

  it('refuses an amount that is not the payment’s, changing nothing', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const order = await placeHeldOrder();
    const payment = await cashOnDelivery(order);
    const answer = await confirm(payment.paymentId, finance.consoleHeaders, { receivedAmount: order.amount - 1000, reference: 'RCPT-1' });
    expect(answer.statusCode).toBe(400);
    expect(ErrorResponse.parse(answer.json())).toMatchObject({ errorCode: 'PAYMENT_AMOUNT_MISMATCH', field: 'body.receivedAmount' });
    expect(await paymentRow(payment.paymentId)).toMatchObject({ status: 'pending' });
    expect((await orderRow(order.orderId)).status).toBe('held');
    expect(await auditOf(payment.paymentId)).toHaveLength(0);
    expect(await fulfilJobs(order.orderId)).toBe(0);
    // A card payment is the gateway's to settle, never a counter's; an unknown one is not found.
    expect((await confirm('PAYNOSUCHPAYMENT', finance.consoleHeaders, { receivedAmount: 1, reference: 'x' })).statusCode).toBe(404);
  });

  it('lists cash on delivery from 2 to 24 hours, requests and waitlists due 24 hours after they began, and what reconciliation could not settle', async () => {
    expect(RECONCILIATION_GIVES_UP_AFTER_WINDOW_HOURS).toBe(RECONCILE_GIVE_UP_HOURS);
    const support = await consoleEmployee(api, ['support']);
    const order = await placeHeldOrder();
    const cash = await cashOnDelivery(order);
    const stored = await paymentRow(cash.paymentId);
    const [cashEntry] = entriesOf(await queues(support.consoleHeaders), 'cashOnDelivery').filter((one) => one.paymentId === cash.paymentId);
    expect(Date.parse(cashEntry!.dueFrom!)).toBe(stored.createdAt.getTime() + 2 * HOUR);
    expect(Date.parse(cashEntry!.deadline)).toBe(stored.createdAt.getTime() + 24 * HOUR);

    // A waitlisted order entered that status 30 hours ago: overdue by 6 hours.
    const waitlisted = await placeHeldOrder();
    const enteredAt = new Date(Date.now() - 30 * HOUR);
    await api.connection.db.update(orders).set({ status: 'waitlisted', paymentStatus: 'paid' }).where(eq(orders.orderId, waitlisted.orderId));
    await api.connection.db.insert(orderEvents).values({ orderId: waitlisted.orderId, type: 'issue.waitlisted', fromStatus: 'paid', toStatus: 'waitlisted', createdAt: enteredAt });
    const [late] = entriesOf(await queues(support.consoleHeaders), 'waitlisted').filter((one) => one.orderId === waitlisted.orderId);
    expect(late).toMatchObject({ overdue: true, since: enteredAt.toISOString(), deadline: new Date(enteredAt.getTime() + 24 * HOUR).toISOString() });

    // An offline request is due 24 hours after it was made.
    const { cacheKey, offer } = await searchAndPick(api.app, undefined, 6);
    const requested = await post(api.app, '/api/order/offline/store', { cacheKey, outward: offer.offerId, contact: { ...CONTACT, email: 'request@example.com' }, note: 'Call after 6 pm' }, { 'idempotency-key': randomUUID() });
    expect(requested.statusCode, requested.body).toBe(200);
    const requestId = requested.json<{ data: { orderId: string } }>().data.orderId;
    const [madeAt] = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, requestId), eq(orderEvents.type, 'order.requested')));
    const [request] = entriesOf(await queues(support.consoleHeaders), 'offlineRequests').filter((one) => one.orderId === requestId);
    expect(request).toMatchObject({ overdue: false, since: madeAt!.createdAt.toISOString(), deadline: new Date(madeAt!.createdAt.getTime() + 24 * HOUR).toISOString() });

    // A shop code whose provider never answered, a day after its window: reconciliation gave up on it.
    const lost = await placeHeldOrder();
    const shop = await payAtShop(lost);
    const windowEnd = new Date(Date.now() - 30 * HOUR);
    await api.connection.db.update(payments).set({ expiresAt: windowEnd, reconcileAfter: null }).where(eq(payments.paymentId, shop.paymentId));
    const sections = await queues(support.consoleHeaders);
    const [unsettled] = entriesOf(sections, 'unsettled').filter((one) => one.paymentId === shop.paymentId);
    expect(unsettled).toMatchObject({ orderId: lost.orderId, since: new Date(windowEnd.getTime() + 24 * HOUR).toISOString(), overdue: false });
    // Its code is no longer open at the counter.
    expect(entriesOf(sections, 'payAtShop').map((one) => one.paymentId)).not.toContain(shop.paymentId);
    expect(sections.map((section) => [section.queue, section.count])).toEqual(expect.arrayContaining([['unsettled', 1], ['waitlisted', 1]]));
  });
});

describe('who may use the queues', () => {
  it('refuses guests, members, agents, employees without a console session, and those without the permission', async () => {
    const order = await placeHeldOrder();
    const payment = await payAtShop(order);
    const body = { receivedAmount: order.amount, reference: 'R-1' };
    const member = await createAccount(api, {});
    const agent = await createAccount(api, { userCode: 'AGT' });
    const noSession = await createEmployee(api, ['finance']);
    const support = await consoleEmployee(api, ['support']);
    const content = await consoleEmployee(api, ['content']);
    const refusals: [string, Record<string, string>, number, string][] = [
      ['guest', {}, 401, 'UNAUTHORIZED'],
      ['member', member.headers, 403, 'FORBIDDEN'],
      ['agent', agent.headers, 403, 'FORBIDDEN'],
      ['employee without a console session', noSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
    ];
    for (const [who, headers, status, errorCode] of refusals) {
      for (const answer of [await api.app.inject({ method: 'GET', url: '/api/ops/queues', headers }), await confirm(payment.paymentId, headers, body)]) {
        expect(answer.statusCode, who).toBe(status);
        expect(ErrorResponse.parse(answer.json()).errorCode, who).toBe(errorCode);
      }
    }
    // Support sees the queues but may not record money; content sees neither.
    expect((await api.app.inject({ method: 'GET', url: '/api/ops/queues', headers: support.consoleHeaders })).statusCode).toBe(200);
    expect((await confirm(payment.paymentId, support.consoleHeaders, body)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/api/ops/queues', headers: content.consoleHeaders })).statusCode).toBe(403);
    expect((await confirm(payment.paymentId, content.consoleHeaders, body)).statusCode).toBe(403);
    expect(await paymentRow(payment.paymentId)).toMatchObject({ status: 'pending' });
    expect(await auditOf(payment.paymentId)).toHaveLength(0);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orderItems, orders, payments } from '@thwa/db/schema';
import { and, asc, eq, sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OrderActionResponse } from '@thwa/domain/contracts/operations-order-actions';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import type { LifeCycleStatus } from '@thwa/domain/orders/life-cycle';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { CONTACT, confirmedCheckout, orderDetailOf, payByCard, refundsOf, runRefundJobs, searchAndPick, storeOrder, type PlacedOrder } from './booking-fixtures.ts';
import { consoleEmployee, createEmployee, type ConsoleEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { balanceOf, expectLedgerBalanced, topUpByCard } from './wallet-fixtures.ts';

/**
 * The console's actions on an order (issue 20 item 2): confirm a request or a waitlist at the airline's
 * fare, reject it, retry a stuck fulfilment, cancel. Each one event naming the employee and one audit
 * entry; refused in a status the life cycle does not allow, to every role without `orders.act`, and for
 * bad input, changing nothing. On a database of this file's own (S1 only); the worker is not running, so
 * refund jobs are run as their handler would.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_actions', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

let placed = 0;
/** A held S1 order for one adult, as a guest of a contact of its own (the hold limits count per contact). */
async function placeHeld(): Promise<PlacedOrder> {
  placed += 1;
  const contact = { ...CONTACT, email: `actions${placed}-${randomUUID().slice(0, 6)}@example.com`, phoneNumber: `09 421 235 ${String(100 + placed)}` };
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
  const stored = await storeOrder(api.app, checkout.checkoutId, randomUUID(), contact);
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json<{ data: PlacedOrder }>().data;
}

/** Moves a paid order and its items to `status`, as a supplier's answer would have (waitlisted, processing). */
async function supplierLeft(orderId: string, status: LifeCycleStatus) {
  await api.connection.db.update(orders).set({ status }).where(eq(orders.orderId, orderId));
  await api.connection.db.update(orderItems).set({ status }).where(eq(orderItems.orderId, orderId));
}

/** A card-paid order the airline put on its waitlist. */
async function waitlisted(): Promise<PlacedOrder> {
  const order = await placeHeld();
  await payByCard(api.app, order, 'AUNG KO HTET');
  await supplierLeft(order.orderId, 'waitlisted');
  return order;
}

/** An offline request for a flight, never paid. */
async function offlineRequest(): Promise<string> {
  placed += 1;
  const { cacheKey, offer } = await searchAndPick(api.app);
  const answer = await post(api.app, '/api/order/offline/store', { cacheKey, outward: offer.offerId, contact: { ...CONTACT, email: `request${placed}@example.com` }, note: 'Call after 6 pm' }, { 'idempotency-key': randomUUID() });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { orderId: string } }>().data.orderId;
}

function act(employee: Pick<ConsoleEmployee, 'consoleHeaders'> | { consoleHeaders: Record<string, string> }, orderId: string, action: string, payload: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `/api/ops/orders/${orderId}/${action}`, headers: employee.consoleHeaders, payload });
}

async function done(answer: Awaited<ReturnType<typeof act>>) {
  expect(answer.statusCode, answer.body).toBe(200);
  return OrderActionResponse.parse(answer.json()).data;
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function eventsOf(orderId: string) {
  return api.connection.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

async function auditOf(orderId: string) {
  return api.connection.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId))).orderBy(asc(auditLog.id));
}

/** Pays what is due by card, through the order's payment key (decision 029) as the 'Pay now' e-mail's link does. */
async function payDueByCard(orderId: string, payKey: string): Promise<number> {
  const started = await post(api.app, '/api/pay/makepayment', { orderId, orderKey: payKey, categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': randomUUID() });
  expect(started.statusCode, started.body).toBe(200);
  const payment = started.json<MakePaymentResponse>().data;
  if (payment.action.type !== 'redirect') throw new Error('card payments redirect');
  const paid = await api.app.inject({
    method: 'POST',
    url: payment.action.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return payment.amount;
}

describe('console order actions', () => {
  it('confirms a waitlist at a higher fare: the customer pays only the difference by the payment key, and the order completes', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await waitlisted();
    // Another order's refund: what this order is credited is its own payments' less their own refunds.
    const other = await waitlisted();
    await done(await act(support, other.orderId, 'reject', { reason: 'Waitlist did not clear' }));
    const fare = order.amount + 25_000;
    const result = await done(await act(support, order.orderId, 'confirm-fare', { fare }));
    expect(result).toEqual({ orderId: order.orderId, action: 'confirm-fare', status: 'held', paymentStatus: 'none', refund: 0, due: 25_000 });

    const raised = (await eventsOf(order.orderId)).find((event) => event.type === 'fare.raised');
    expect(raised).toMatchObject({ fromStatus: 'waitlisted', toStatus: 'held', actor: 'employee', actorId: support.userId, data: { fare, paid: order.amount, due: 25_000 } });
    const [entry] = await auditOf(order.orderId);
    expect(entry).toMatchObject({ actorId: support.userId, action: 'order.confirm-fare', before: { status: 'waitlisted' }, after: { status: 'held', due: 25_000 } });
    // The customer is mailed 'Pay now' with the order's payment key.
    const mail = await api.connection.db.execute(sql`select 1 from pgboss.job where name = 'mail-send' and singleton_key = ${`${order.orderId}:fare-raised`}`);
    expect(mail.rows).toHaveLength(1);

    const detail = await orderDetailOf(api.app, order);
    expect(detail).toMatchObject({ status: 'held', outcome: 'unpaid', amount: 25_000 });
    expect(detail.payKey).toMatch(/^pay_/);
    expect(await payDueByCard(order.orderId, detail.payKey!)).toBe(25_000);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const confirmed = (await eventsOf(order.orderId)).find((event) => event.type === 'fare.confirmed');
    expect(confirmed).toMatchObject({ fromStatus: 'paid', toStatus: 'completed' });
    const paid = await api.connection.db.select({ amount: payments.amount, status: payments.status }).from(payments).where(eq(payments.orderId, order.orderId));
    expect(paid.map((one) => one.amount).sort((a, b) => a - b)).toEqual([25_000, order.amount].sort((a, b) => a - b));
    expect(paid.every((one) => one.status === 'paid')).toBe(true);
  });

  it('gives the first payment back, once, when the difference of a higher fare is never paid', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await waitlisted();
    await done(await act(support, order.orderId, 'confirm-fare', { fare: order.amount + 5_000 }));
    await api.connection.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, order.orderId));
    expect(await api.app.services.orders.expireHold(order.orderId)).toBe(true);
    expect(await api.app.services.orders.expireHold(order.orderId)).toBe(false);
    await runRefundJobs(api, order.orderId, 2);
    expect((await refundsOf(api, order.orderId)).map((refund) => [refund.amount, refund.reason, refund.status])).toEqual([[order.amount, 'not_fulfilled', 'refunded']]);
    expect((await orderRow(order.orderId)).status).toBe('expired');
  });

  it('confirms a wallet-paid waitlist at a lower fare: completed, the difference back in the wallet once, the ledger balanced', async () => {
    const support = await consoleEmployee(api, ['support']);
    const member = await createAccount(api);
    const order = await placeHeld();
    await topUpByCard(api, member, order.amount + 1_000);
    const paid = await post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId: 1, subCategoryId: 10 }, { 'idempotency-key': randomUUID(), ...member.headers });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(api, member)).toBe(1_000);
    await supplierLeft(order.orderId, 'waitlisted');

    const result = await done(await act(support, order.orderId, 'confirm-fare', { fare: order.amount - 4_000 }));
    expect(result).toMatchObject({ status: 'completed', paymentStatus: 'paid', refund: 4_000, due: 0 });
    expect((await eventsOf(order.orderId)).find((event) => event.type === 'fare.confirmed')).toMatchObject({ actor: 'employee', actorId: support.userId, toStatus: 'completed' });
    await runRefundJobs(api, order.orderId, 2);
    expect((await refundsOf(api, order.orderId)).map((refund) => [refund.amount, refund.destination, refund.status])).toEqual([[4_000, 'wallet', 'refunded']]);
    expect(await balanceOf(api, member)).toBe(5_000);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    await expectLedgerBalanced(api.connection.db);

    // Confirmed once: a second confirmation is refused and changes nothing.
    const again = await act(support, order.orderId, 'confirm-fare', { fare: order.amount - 8_000 });
    expect(again.statusCode).toBe(409);
    expect(ErrorResponse.parse(again.json()).errorCode).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(await refundsOf(api, order.orderId)).toHaveLength(1);
    expect(await auditOf(order.orderId)).toHaveLength(1);
  });

  it('makes an offline request payable at its confirmed fare, and rejects another with nothing to refund', async () => {
    const support = await consoleEmployee(api, ['support']);
    const requestId = await offlineRequest();
    const result = await done(await act(support, requestId, 'confirm-fare', { fare: 180_000 }));
    expect(result).toMatchObject({ status: 'held', paymentStatus: 'none', due: 180_000 });
    const row = await orderRow(requestId);
    expect(row.amount).toBe(180_000);
    expect(row.holdExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const other = await offlineRequest();
    const rejected = await done(await act(support, other, 'reject', { reason: 'The airline has no seats that day' }));
    expect(rejected).toMatchObject({ status: 'cancelled', paymentStatus: 'none', refund: 0 });
    expect((await eventsOf(other)).at(-1)).toMatchObject({ type: 'order.rejected', actor: 'employee', actorId: support.userId, data: { reason: 'The airline has no seats that day' } });
    expect(await refundsOf(api, other)).toEqual([]);
  });

  it('rejects a paid waitlist and refunds it in full, once, whichever of two racing clicks wins', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await waitlisted();
    const answers = await Promise.all([1, 2].map(() => act(support, order.orderId, 'reject', { reason: 'Waitlist did not clear' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await runRefundJobs(api, order.orderId, 2);
    expect((await refundsOf(api, order.orderId)).map((refund) => [refund.amount, refund.destination, refund.status])).toEqual([[order.amount, 'provider', 'refunded']]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await auditOf(order.orderId)).map((entry) => entry.action)).toEqual(['order.reject']);
  });

  it('confirms one of two racing fare confirmations and refuses the other', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await waitlisted();
    const answers = await Promise.all([order.amount, order.amount + 10_000].map((fare) => act(support, order.orderId, 'confirm-fare', { fare })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(order.orderId)).filter((event) => event.type === 'fare.confirmed' || event.type === 'fare.raised')).toHaveLength(1);
    expect(await auditOf(order.orderId)).toHaveLength(1);
  });

  it('retries a stuck fulfilment once per button: a double click is refused, a fresh retry runs', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await placeHeld();
    await payByCard(api.app, order, 'AUNG KO HTET');
    await supplierLeft(order.orderId, 'processing');
    const attemptId = randomUUID();
    const answers = await Promise.all([1, 2].map(() => act(support, order.orderId, 'retry-fulfilment', { attemptId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const jobs = await api.connection.db.execute(sql`select 1 from pgboss.job where name = 'order-fulfil' and singleton_key = ${`${order.orderId}:retry:${attemptId}`}`);
    expect(jobs.rows).toHaveLength(1);
    await done(await act(support, order.orderId, 'retry-fulfilment', { attemptId: randomUUID() }));
    expect((await eventsOf(order.orderId)).filter((event) => event.type === 'fulfilment.retried').map((event) => [event.actor, event.actorId])).toEqual([
      ['employee', support.userId],
      ['employee', support.userId],
    ]);
    // Through the product port, as the worker would: the S1 ticket is issued.
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');
    const refused = await act(support, order.orderId, 'retry-fulfilment', { attemptId: randomUUID() });
    expect(ErrorResponse.parse(refused.json()).errorCode).toBe('ORDER_ACTION_NOT_ALLOWED');
  });

  it("cancels a paid order once, with the reason, refunding what the product's policy gives back", async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await placeHeld();
    await payByCard(api.app, order, 'AUNG KO HTET');
    const answers = await Promise.all([1, 2].map(() => act(support, order.orderId, 'cancel', { reason: 'Customer called: travel plans changed' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const result = OrderActionResponse.parse(answers.find((answer) => answer.statusCode === 200)!.json()).data;
    // A flight's refund is the airline's rules, decided by hand: nothing goes back automatically.
    expect(result).toMatchObject({ status: 'cancelled', refund: 0 });
    expect((await eventsOf(order.orderId)).at(-1)).toMatchObject({ type: 'order.cancelled', actor: 'employee', actorId: support.userId, data: { reason: 'Customer called: travel plans changed', refund: 0 } });
    expect(await refundsOf(api, order.orderId)).toEqual([]);
    const heldOrder = await placeHeld();
    expect(ErrorResponse.parse((await act(support, heldOrder.orderId, 'cancel', { reason: 'Not paid yet' })).json()).errorCode).toBe('ORDER_ACTION_NOT_ALLOWED');
  });

  it('refuses bad input with a 400 that changes nothing', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await waitlisted();
    const bad: [string, Record<string, unknown>][] = [
      ['confirm-fare', {}],
      ['confirm-fare', { fare: 0 }],
      ['confirm-fare', { fare: -5 }],
      ['confirm-fare', { fare: 12.5 }],
      ['confirm-fare', { fare: 'lots' }],
      ['confirm-fare', { fare: 100_000_001 }],
      ['reject', { reason: '' }],
      ['reject', { reason: 'x'.repeat(501) }],
      ['cancel', {}],
      ['retry-fulfilment', { attemptId: 'not valid!' }],
      ['retry-fulfilment', { attemptId: 'x'.repeat(65) }],
    ];
    for (const [action, payload] of bad) {
      const answer = await act(support, order.orderId, action, payload);
      expect(answer.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect((await act(support, 'TW12', 'reject', { reason: 'A good reason' })).statusCode).toBe(400);
    expect((await act(support, 'TW0000000001', 'reject', { reason: 'A good reason' })).statusCode).toBe(404);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'waitlisted', paymentStatus: 'paid' });
    expect(await auditOf(order.orderId)).toEqual([]);
  });

  it('refuses every action to guests, members, agents, employees without orders.act, and without a console session', async () => {
    const order = await waitlisted();
    const member: TestAccount = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const finance = await consoleEmployee(api, ['finance', 'inventory', 'content']);
    const withoutSession = await createEmployee(api, ['support']);
    const payloads: Record<string, Record<string, unknown>> = {
      'confirm-fare': { fare: 100_000 },
      reject: { reason: 'No seats' },
      'retry-fulfilment': { attemptId: randomUUID() },
      cancel: { reason: 'No seats' },
    };
    for (const [action, payload] of Object.entries(payloads)) {
      const callers: [string, Record<string, string>, number, string][] = [
        ['guest', {}, 401, 'UNAUTHORIZED'],
        ['member', member.headers, 403, 'FORBIDDEN'],
        ['agent', agent.headers, 403, 'FORBIDDEN'],
        ['employee without orders.act', finance.consoleHeaders, 403, 'FORBIDDEN'],
        ['employee without a console session', withoutSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
      ];
      for (const [who, headers, status, errorCode] of callers) {
        const answer = await act({ consoleHeaders: headers }, order.orderId, action, payload);
        expect([answer.statusCode, ErrorResponse.parse(answer.json()).errorCode], `${action} by ${who}`).toEqual([status, errorCode]);
      }
    }
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'waitlisted', paymentStatus: 'paid' });
    expect(await auditOf(order.orderId)).toEqual([]);
  });
});

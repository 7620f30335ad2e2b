import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog, mailMessages, orderEvents, orders, refundRequests } from '@thwa/db/schema';
import { and, asc, eq, sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OrderMessageResponse, OrderRefundsResponse, RefundRequestResponse, WaitingRefundsResponse } from '@thwa/domain/contracts/operations-refunds';
import { REFUND_APPROVAL_THRESHOLD } from '@thwa/domain/operations/refunds';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { CONTACT, confirmedCheckout, orderDetailOf, payByCard, refundsOf, searchAndPick, storeOrder, type PlacedOrder } from './booking-fixtures.ts';
import { consoleEmployee, createEmployee, type ConsoleEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { balanceOf, expectLedgerBalanced, topUpByCard } from './wallet-fixtures.ts';

/**
 * The console's refunds per item, resends and notes (issue 20 item 2): a refund up to the threshold is
 * sent at once, a larger one waits for a second employee who grants and sends it; never more than the
 * item paid; each step an order event naming the employee and an audit entry; racing clicks refund
 * once; every call refused to every role without its permission, and bad input a 400 that changes
 * nothing. On a database of this file's own (S1 only); the worker is not running: the console pays
 * refunds out itself right after deciding them.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_refunds', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

type Caller = Pick<ConsoleEmployee, 'consoleHeaders'> | { consoleHeaders: Record<string, string> };

let placed = 0;
/** A held S1 order for one adult, as a guest of a contact of its own (the hold limits count per contact). */
async function placeHeld(): Promise<PlacedOrder> {
  placed += 1;
  const contact = { ...CONTACT, email: `refunds${placed}-${randomUUID().slice(0, 6)}@example.com`, phoneNumber: `09 421 236 ${String(100 + placed)}` };
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
  const stored = await storeOrder(api.app, checkout.checkoutId, randomUUID(), contact);
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json<{ data: PlacedOrder }>().data;
}

async function paidByCard(): Promise<PlacedOrder> {
  const order = await placeHeld();
  await payByCard(api.app, order, 'AUNG KO HTET');
  return order;
}

/** A member's order paid from their wallet: its refunds go back to the wallet. */
async function paidByWallet(): Promise<{ order: PlacedOrder; member: TestAccount }> {
  const member = await createAccount(api);
  const order = await placeHeld();
  await topUpByCard(api, member, order.amount);
  const paid = await post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId: 1, subCategoryId: 10 }, { 'idempotency-key': randomUUID(), ...member.headers });
  expect(paid.statusCode, paid.body).toBe(200);
  return { order, member };
}

const key = () => randomUUID().replaceAll('-', '');

function ask(employee: Caller, orderId: string, body: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `/api/ops/orders/${orderId}/refunds`, headers: employee.consoleHeaders, payload: { itemNo: 1, destination: 'provider', reason: 'Airline changed the schedule', requestKey: key(), ...body } });
}

function grant(employee: Caller, requestId: number | string) {
  return api.app.inject({ method: 'POST', url: `/api/ops/refunds/${requestId}/grant`, headers: employee.consoleHeaders });
}

function message(employee: Caller, orderId: string, what: 'resend' | 'notes', body: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `/api/ops/orders/${orderId}/${what}`, headers: employee.consoleHeaders, payload: { clickId: key(), ...body } });
}

function refusal(answer: { statusCode: number; json: () => unknown }) {
  return [answer.statusCode, ErrorResponse.parse(answer.json()).errorCode];
}

async function eventsOf(orderId: string) {
  return api.connection.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

async function auditOf(orderId: string) {
  return api.connection.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId))).orderBy(asc(auditLog.id));
}

async function requestsOf(orderId: string) {
  return api.connection.db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId)).orderBy(asc(refundRequests.id));
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

describe('console refunds per item', () => {
  it('sends a refund up to the threshold at once, to the provider, as the employee who asked', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await paidByCard();
    const amount = Math.min(REFUND_APPROVAL_THRESHOLD, order.amount - 1);
    const answer = await ask(support, order.orderId, { amount });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = RefundRequestResponse.parse(answer.json()).data;
    expect(sent).toMatchObject({ orderId: order.orderId, itemNo: 1, amount, destination: 'provider', status: 'sent', paidOut: true, requestedBy: { userId: support.userId }, grantedBy: null });

    expect((await refundsOf(api, order.orderId)).map((refund) => [refund.amount, refund.reason, refund.destination, refund.status, refund.decidedBy])).toEqual([[amount, 'employee', 'provider', 'refunded', support.userId]]);
    const events = await eventsOf(order.orderId);
    expect(events.find((event) => event.type === 'refund.requested')).toMatchObject({ actor: 'employee', actorId: support.userId, data: { amount, itemNo: 1, waiting: false } });
    // The payout is the life cycle's own event, the employee's: one item's share back while the order stands.
    expect(events.find((event) => event.type === 'item.refunded')).toMatchObject({ actor: 'employee', actorId: support.userId, data: { items: [1] } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect((await auditOf(order.orderId)).map((entry) => [entry.action, entry.actorId])).toEqual([['refund.requested', support.userId]]);
    // The customer's own page of the order tells of it: the item, the amount, where it went and when.
    expect((await orderDetailOf(api.app, order)).refunds).toEqual([{ itemNo: 1, amount, to: 'payment', status: 'refunded', refundedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);

    // What is left of the item: never more.
    const over = await ask(support, order.orderId, { amount: order.amount - amount + 1 });
    expect(refusal(over)).toEqual([409, 'REFUND_OVER_PAID']);
    const panel = await api.app.inject({ method: 'GET', url: `/api/ops/orders/${order.orderId}/refunds`, headers: support.consoleHeaders });
    expect(OrderRefundsResponse.parse(panel.json()).data).toMatchObject({ threshold: REFUND_APPROVAL_THRESHOLD, targets: ['provider'], items: [{ itemNo: 1, paid: order.amount, refunded: amount, pending: 0, refundable: order.amount - amount }] });
    expect(await refundsOf(api, order.orderId)).toHaveLength(1);
  });

  it('holds a refund above the threshold for a second employee, who grants and sends it to the wallet; the ledger balances', async () => {
    const support = await consoleEmployee(api, ['support']);
    const otherSupport = await consoleEmployee(api, ['support']);
    const finance = await consoleEmployee(api, ['finance']);
    const { order, member } = await paidByWallet();
    expect(order.amount).toBeGreaterThan(REFUND_APPROVAL_THRESHOLD);
    expect(await balanceOf(api, member)).toBe(0);

    const asked = RefundRequestResponse.parse((await ask(support, order.orderId, { amount: order.amount, destination: 'wallet' })).json()).data;
    expect(asked).toMatchObject({ status: 'requested', paidOut: false, grantedBy: null });
    expect(await refundsOf(api, order.orderId)).toEqual([]);
    // Its money is spoken for: nothing more of the item may be asked meanwhile.
    expect(refusal(await ask(support, order.orderId, { amount: 1, destination: 'wallet' }))).toEqual([409, 'REFUND_OVER_PAID']);
    // A guest's way back is the provider: the wallet of a wallet payment is the only way.
    expect(refusal(await ask(support, order.orderId, { amount: 1, destination: 'provider' }))).toEqual([400, 'REFUND_TARGET_NOT_ALLOWED']);

    const waiting = WaitingRefundsResponse.parse((await api.app.inject({ method: 'GET', url: '/api/ops/refunds?limit=100', headers: finance.consoleHeaders })).json()).data;
    expect(waiting.requests.map((request) => request.id)).toContain(asked.id);

    // Never without refunds.approve: support asks, it does not grant.
    expect(refusal(await grant(support, asked.id))).toEqual([403, 'FORBIDDEN']);
    expect(refusal(await grant(otherSupport, asked.id))).toEqual([403, 'FORBIDDEN']);
    expect(await refundsOf(api, order.orderId)).toEqual([]);

    const granted = await grant(finance, asked.id);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(RefundRequestResponse.parse(granted.json()).data).toMatchObject({ status: 'sent', paidOut: true, grantedBy: { userId: finance.userId }, requestedBy: { userId: support.userId } });
    expect((await refundsOf(api, order.orderId)).map((refund) => [refund.amount, refund.destination, refund.status, refund.decidedBy])).toEqual([[order.amount, 'wallet', 'refunded', finance.userId]]);
    expect(await balanceOf(api, member)).toBe(order.amount);
    await expectLedgerBalanced(api.connection.db);

    const events = await eventsOf(order.orderId);
    expect(events.find((event) => event.type === 'refund.granted')).toMatchObject({ actor: 'employee', actorId: finance.userId, data: { requestId: asked.id, requestedBy: support.userId } });
    expect(events.find((event) => event.type === 'item.refunded')).toMatchObject({ actor: 'employee', actorId: finance.userId });
    expect((await auditOf(order.orderId)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['refund.requested', support.userId],
      ['refund.granted', finance.userId],
    ]);

    // Granted once: again is refused, and nothing is left to refund.
    expect(refusal(await grant(finance, asked.id))).toEqual([409, 'REFUND_NOT_WAITING']);
    expect(refusal(await ask(support, order.orderId, { amount: 1, destination: 'wallet' }))).toEqual([409, 'REFUND_OVER_PAID']);
    expect(await balanceOf(api, member)).toBe(order.amount);
  });

  it('refunds once whichever of two racing grants wins, and once for a double-clicked request', async () => {
    const support = await consoleEmployee(api, ['support']);
    const financeA = await consoleEmployee(api, ['finance']);
    const financeB = await consoleEmployee(api, ['admin']);
    const order = await paidByCard();
    const asked = RefundRequestResponse.parse((await ask(support, order.orderId, { amount: order.amount })).json()).data;
    const answers = await Promise.all([grant(financeA, asked.id), grant(financeB, asked.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(api, order.orderId)).toHaveLength(1);
    expect((await eventsOf(order.orderId)).filter((event) => event.type === 'refund.granted')).toHaveLength(1);

    // One form clicked twice: one request, one refund, the same answer twice.
    const other = await paidByCard();
    const requestKey = key();
    const twice = await Promise.all([1, 2].map(() => ask(support, other.orderId, { amount: 20_000, requestKey })));
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(twice.map((answer) => RefundRequestResponse.parse(answer.json()).data.id)).size).toBe(1);
    expect(await requestsOf(other.orderId)).toHaveLength(1);
    expect((await refundsOf(api, other.orderId)).map((refund) => refund.amount)).toEqual([20_000]);
  });

  it('never lets the employee who asked grant it, even one who may approve', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const admin = await consoleEmployee(api, ['admin']);
    const order = await paidByCard();
    const asked = RefundRequestResponse.parse((await ask(finance, order.orderId, { amount: order.amount })).json()).data;
    expect(asked.status).toBe('requested');
    expect(refusal(await grant(finance, asked.id))).toEqual([403, 'REFUND_SELF_APPROVAL']);
    expect(await refundsOf(api, order.orderId)).toEqual([]);
    // The database refuses it too, whatever code writes it.
    await expect(api.connection.db.update(refundRequests).set({ grantedBy: finance.userId }).where(eq(refundRequests.id, asked.id))).rejects.toThrow();
    expect(RefundRequestResponse.parse((await grant(admin, asked.id)).json()).data).toMatchObject({ status: 'sent', grantedBy: { userId: admin.userId } });
  });

  it('lets only one of two racing requests take what is left of an item', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await paidByCard();
    const most = Math.floor(order.amount * 0.6);
    const answers = await Promise.all([1, 2].map(() => ask(support, order.orderId, { amount: most })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(refusal(answers.find((answer) => answer.statusCode === 409)!)).toEqual([409, 'REFUND_OVER_PAID']);
    expect(await requestsOf(order.orderId)).toHaveLength(1);
  });

  it('refuses bad input with a 400 that changes nothing, and an item or order that does not exist with a 404', async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await paidByCard();
    const bad: Record<string, unknown>[] = [
      { amount: 0 },
      { amount: -5 },
      { amount: 'lots' },
      { amount: 10.5 },
      { amount: 1_000, itemNo: 0 },
      { amount: 1_000, destination: 'cash' },
      { amount: 1_000, reason: 'x' },
      { amount: 1_000, reason: 'y'.repeat(501) },
      { amount: 1_000, requestKey: 'no spaces allowed here' },
    ];
    for (const body of bad) expect(refusal(await ask(support, order.orderId, body)), JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    expect(refusal(await ask(support, order.orderId, { amount: 1_000, destination: 'wallet' }))).toEqual([400, 'REFUND_TARGET_NOT_ALLOWED']);
    expect(refusal(await ask(support, order.orderId, { amount: 1_000, itemNo: 9 }))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await ask(support, 'TW0000000000', { amount: 1_000 }))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await grant(support, 'abc'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await requestsOf(order.orderId)).toEqual([]);
    expect(await refundsOf(api, order.orderId)).toEqual([]);
    expect(await auditOf(order.orderId)).toEqual([]);
    // An order paid nothing has nothing to give back.
    const held = await placeHeld();
    expect(refusal(await ask(support, held.orderId, { amount: 1_000 }))).toEqual([409, 'REFUND_OVER_PAID']);
  });
});

describe('console resends and notes', () => {
  it("e-mails a note to the order's contact once per click, keeps an internal one in the console, and resends an e-mail", async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await paidByCard();
    const clickId = key();
    const notes = await Promise.all([1, 2].map(() => message(support, order.orderId, 'notes', { kind: 'customer', text: 'Your flight now leaves at 10:30.\n\nSee you at the airport.', clickId })));
    expect(notes.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const noted = OrderMessageResponse.parse(notes[0]!.json()).data;
    expect(noted).toEqual({ orderId: order.orderId, event: 'note.customer', messageKey: `order:${order.orderId}:note:${clickId}` });
    const mails = await api.connection.db.select().from(mailMessages).where(sql`${mailMessages.messageKey} like ${`order:${order.orderId}:%`}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: expect.stringMatching(/^refunds\d+-/), subject: `A message about your booking ${order.orderId}` });
    expect(mails[0]!.text).toContain('Your flight now leaves at 10:30.');

    const internal = await message(support, order.orderId, 'notes', { kind: 'internal', text: 'Customer prefers calls after 6 pm' });
    expect(OrderMessageResponse.parse(internal.json()).data).toMatchObject({ event: 'note.internal', messageKey: null });

    const resendClick = key();
    const resent = await Promise.all([1, 2].map(() => message(support, order.orderId, 'resend', { messageId: mails[0]!.id, clickId: resendClick })));
    expect(resent.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const copies = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${order.orderId}:resend:${resendClick}`));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ toAddress: mails[0]!.toAddress, subject: mails[0]!.subject, text: mails[0]!.text });

    const events = await eventsOf(order.orderId);
    expect(events.filter((event) => event.type === 'note.customer')).toHaveLength(1);
    expect(events.find((event) => event.type === 'note.internal')).toMatchObject({ actor: 'employee', actorId: support.userId, data: { text: 'Customer prefers calls after 6 pm' } });
    expect(events.filter((event) => event.type === 'message.resent')).toHaveLength(1);
    expect((await auditOf(order.orderId)).map((entry) => entry.action)).toEqual(['order.note.customer', 'order.note.internal', 'order.message-resent']);

    // Another order's e-mail is not this order's to resend; bad input is refused and changes nothing.
    const other = await paidByCard();
    expect(refusal(await message(support, other.orderId, 'resend', { messageId: mails[0]!.id }))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await message(support, other.orderId, 'notes', { kind: 'customer', text: 'z'.repeat(2001) }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(refusal(await message(support, other.orderId, 'notes', { kind: 'public', text: 'Hello' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(refusal(await message(support, other.orderId, 'notes', { kind: 'internal', text: '   ' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await auditOf(other.orderId)).toEqual([]);
  });
});

describe('console refund and message permissions', () => {
  it('refuses every call to guests, members, agents, employees without the group, and without a console session', async () => {
    const order = await paidByCard();
    const support = await consoleEmployee(api, ['support']);
    const asked = RefundRequestResponse.parse((await ask(support, order.orderId, { amount: order.amount })).json()).data;
    const member = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const content = await consoleEmployee(api, ['content', 'inventory']);
    const withoutSession = await createEmployee(api, ['admin']);
    const calls: [string, (caller: Caller) => ReturnType<typeof ask>, boolean][] = [
      ['ask', (caller) => ask(caller, order.orderId, { amount: 1_000 }), false],
      ['panel', (caller) => api.app.inject({ method: 'GET', url: `/api/ops/orders/${order.orderId}/refunds`, headers: caller.consoleHeaders }), false],
      ['waiting', (caller) => api.app.inject({ method: 'GET', url: '/api/ops/refunds', headers: caller.consoleHeaders }), true],
      ['grant', (caller) => grant(caller, asked.id), true],
      ['resend', (caller) => message(caller, order.orderId, 'resend', { messageId: 1 }), false],
      ['note', (caller) => message(caller, order.orderId, 'notes', { kind: 'internal', text: 'Hello' }), false],
    ];
    for (const [call, run, approvalOnly] of calls) {
      const callers: [string, Record<string, string>, number, string][] = [
        ['guest', {}, 401, 'UNAUTHORIZED'],
        ['member', member.headers, 403, 'FORBIDDEN'],
        ['agent', agent.headers, 403, 'FORBIDDEN'],
        ['employee without the group', content.consoleHeaders, 403, 'FORBIDDEN'],
        ['employee without a console session', withoutSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
        ...(approvalOnly ? ([['support (no refunds.approve)', support.consoleHeaders, 403, 'FORBIDDEN']] as [string, Record<string, string>, number, string][]) : []),
      ];
      for (const [who, headers, status, errorCode] of callers) expect(refusal(await run({ consoleHeaders: headers })), `${call} by ${who}`).toEqual([status, errorCode]);
    }
    expect(await requestsOf(order.orderId)).toHaveLength(1);
    expect(await refundsOf(api, order.orderId)).toEqual([]);
    expect((await auditOf(order.orderId)).map((entry) => entry.action)).toEqual(['refund.requested']);
  });
});

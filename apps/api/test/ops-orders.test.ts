import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '@thwa/db/schema';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsOrderPageResponse, OpsOrderSearchResponse } from '@thwa/domain/contracts/ops-orders';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { adultTraveller, confirmedCheckout, encrypted, orderDetailOf, payByCard, searchAndPick, type PlacedOrder } from './booking-fixtures.ts';
import { consoleEmployee, createEmployee, type ConsoleEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApi, type TestApi } from './harness.ts';

/**
 * The console's orders (issue 20 item 2): the search finds an order by each thing a customer tells
 * support and by status, product, placing date and agent, a page at a time; the order's page shows
 * its items, its timeline with who caused each event, its payments; and every call needs `orders.view`
 * in an open console session.
 */

/** Letters only, so they pass the traveller name rules and are found as a name nobody else has. */
function letters(length: number): string {
  return [...randomBytes(length)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

interface Booked extends PlacedOrder {
  email: string;
  phone: string;
  surname: string;
  nrcNumber: string;
}

/** A held flight order with its own contact, traveller and NRC, placed as a guest or by `placedBy`. */
async function book(api: TestApi, placedBy?: TestAccount): Promise<Booked> {
  const surname = `Win${letters(8)}`;
  const nrcNumber = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
  const email = `ops.${letters(10)}@example.com`;
  const phone = `0995${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller({ firstName: 'Thida', lastName: surname, nrcNumber })]);
  const contact = { contactName: `Daw Thida ${surname}`, email, phoneCode: '95', phoneNumber: phone };
  const stored = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact }), { 'idempotency-key': randomUUID(), ...(placedBy?.headers ?? {}) });
  expect(stored.statusCode, stored.body).toBe(200);
  return { ...stored.json<{ data: PlacedOrder }>().data, email, phone, surname, nrcNumber };
}

async function search(api: TestApi, employee: ConsoleEmployee, query: Record<string, string | number>) {
  const answer = await api.app.inject({ method: 'GET', url: `/api/ops/orders?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`, headers: employee.consoleHeaders });
  expect(answer.statusCode, answer.body).toBe(200);
  return OpsOrderSearchResponse.parse(answer.json()).data;
}

const idsOf = (found: { orders: { orderId: string }[] }) => found.orders.map((order) => order.orderId);

describe('console order search', () => {
  const api = useTestApi();

  it('finds an order by booking id, e-mail, phone, NRC and traveller name, and not the others', async () => {
    const support = await consoleEmployee(api, ['support']);
    const first = await book(api);
    const second = await book(api);
    const kinds: [string, string][] = [
      [first.orderId.toLowerCase(), 'id'],
      [first.email.toUpperCase(), 'email'],
      [`+95 ${first.phone.slice(1)}`, 'phone'],
      [first.phone, 'phone'],
      [`12/KaMaYa(N)${first.nrcNumber}`, 'nrc'],
      [`thida ${first.surname.toUpperCase()}`, 'name'],
      [first.surname.slice(0, 7), 'name'],
    ];
    for (const [q, kind] of kinds) {
      const found = await search(api, support, { q });
      expect(found.recognisedAs, q).toBe(kind);
      expect(idsOf(found), q).toContain(first.orderId);
      expect(idsOf(found), q).not.toContain(second.orderId);
    }
    // A row says what support needs at a glance.
    const [row] = (await search(api, support, { q: first.orderId })).orders;
    expect(row).toMatchObject({
      orderId: first.orderId,
      status: 'held',
      paymentStatus: 'none',
      productTypes: [2],
      contact: { name: `Daw Thida ${first.surname}`, email: first.email },
      amount: first.amount,
      placedBy: null,
      travellers: [`Thida ${first.surname}`],
      travellerCount: 1,
    });
    // Told what the box holds, the search reads it as that.
    expect(idsOf(await search(api, support, { q: first.surname, kind: 'name' }))).toEqual([first.orderId]);
  });

  it('narrows by status, product, placing date (Asia/Yangon) and the agent who placed it', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const paid = await book(api);
    await payByCard(api.app, paid, 'THIDA WIN');
    const byAgent = await book(api, agent);

    expect(idsOf(await search(api, finance, { q: paid.email, status: 'held' }))).toEqual([]);
    expect(idsOf(await search(api, finance, { q: byAgent.email, status: 'held' }))).toEqual([byAgent.orderId]);
    expect(idsOf(await search(api, finance, { q: byAgent.email, product: 2 }))).toEqual([byAgent.orderId]);
    expect(idsOf(await search(api, finance, { q: byAgent.email, product: 1 }))).toEqual([]);

    const today = yangonDate(new Date());
    expect(idsOf(await search(api, finance, { q: paid.email, from: today, to: today }))).toEqual([paid.orderId]);
    expect(idsOf(await search(api, finance, { q: paid.email, from: addDays(today, 1) }))).toEqual([]);
    expect(idsOf(await search(api, finance, { q: paid.email, to: addDays(today, -1) }))).toEqual([]);

    const agents = await search(api, finance, { agent: agent.userId });
    expect(idsOf(agents)).toEqual([byAgent.orderId]);
    expect(agents.orders[0]!.placedBy).toEqual({ userId: agent.userId, userCode: 'AGT' });
  });

  it('pages newest first with a cursor, each order once', async () => {
    const support = await consoleEmployee(api, ['support']);
    const placed = [await book(api), await book(api), await book(api)];
    const agent = await createAccount(api, { userCode: 'AGT' });
    // The same agent's three orders, the newest first.
    const mine = [await book(api, agent), await book(api, agent), await book(api, agent)].map((order) => order.orderId).reverse();
    const pageOne = await search(api, support, { agent: agent.userId, limit: 2 });
    expect(idsOf(pageOne)).toEqual(mine.slice(0, 2));
    expect(pageOne.nextCursor).not.toBeNull();
    const pageTwo = await search(api, support, { agent: agent.userId, limit: 2, cursor: pageOne.nextCursor! });
    expect(idsOf(pageTwo)).toEqual(mine.slice(2));
    expect(pageTwo.nextCursor).toBeNull();
    // Without a filter the newest orders come first, 25 a page.
    const all = await search(api, support, {});
    expect(all.orders.length).toBeGreaterThanOrEqual(placed.length + mine.length);
    expect(all.orders.length).toBeLessThanOrEqual(25);
    expect(idsOf(all).slice(0, 3)).toEqual(mine);
    const times = all.orders.map((order) => order.placedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a query it cannot read with 400 VALIDATION_FAILED, naming the field', async () => {
    const support = await consoleEmployee(api, ['support']);
    const refusals: [Record<string, string>, string][] = [
      [{ q: 'ab' }, 'q'],
      [{ q: 'hello', kind: 'id' }, 'q'],
      [{ q: 'not-an-email', kind: 'email' }, 'q'],
      [{ kind: 'name' }, 'q'],
      [{ status: 'lost' }, 'status'],
      [{ product: '99' }, 'product'],
      [{ from: '28-11-2026' }, 'from'],
      [{ from: '2026-11-28', to: '2026-11-01' }, 'to'],
      [{ limit: '101' }, 'limit'],
      [{ cursor: 'garbage' }, 'cursor'],
    ];
    for (const [query, field] of refusals) {
      const answer = await api.app.inject({ method: 'GET', url: `/api/ops/orders?${new URLSearchParams(query).toString()}`, headers: support.consoleHeaders });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(ErrorResponse.parse(answer.json()), JSON.stringify(query)).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: `querystring.${field}` });
    }
    const unknown = await api.app.inject({ method: 'GET', url: '/api/ops/orders/TW0000000000', headers: support.consoleHeaders });
    expect(ErrorResponse.parse(unknown.json()).errorCode).toBe('BOOKING_NOT_FOUND');
    const badId = await api.app.inject({ method: 'GET', url: '/api/ops/orders/nope', headers: support.consoleHeaders });
    expect(ErrorResponse.parse(badId.json())).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'params.orderId' });
  });
});

describe('console order page', () => {
  const api = useTestApi();

  it("shows the order as its customer sees it, its timeline with each event's actor, and its payments", async () => {
    const support = await consoleEmployee(api, ['support']);
    const order = await book(api);
    await payByCard(api.app, order, 'THIDA WIN');
    const answer = await api.app.inject({ method: 'GET', url: `/api/ops/orders/${order.orderId}`, headers: support.consoleHeaders });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = OpsOrderPageResponse.parse(answer.json()).data;
    expect(page.order).toMatchObject({ orderId: order.orderId, paymentStatus: 'paid', contact: { email: order.email } });
    expect(page.order.items.map((item) => item.product)).toEqual(['flight']);
    expect(page.placedBy).toBeNull();
    const placed = page.timeline.find((event) => event.type === 'order.placed');
    expect(placed).toMatchObject({ actor: 'customer', toStatus: 'held' });
    const succeeded = page.timeline.find((event) => event.type === 'payment.succeeded');
    expect(succeeded).toMatchObject({ actor: 'partner' });
    expect(page.timeline.map((event) => event.id)).toEqual([...page.timeline.map((event) => event.id)].sort((a, b) => a - b));
    expect(page.payments).toEqual([expect.objectContaining({ provider: 'card', status: 'paid', amount: order.amount })]);
    expect(page.refunds).toEqual([]);

    // An employee reading the console in Myanmar reads the items in Myanmar, as the customer's own page does.
    const myanmar = OpsOrderPageResponse.parse((await api.app.inject({ method: 'GET', url: `/api/ops/orders/${order.orderId}`, headers: { ...support.consoleHeaders, 'x-language': 'mm' } })).json()).data;
    const customers = await orderDetailOf(api.app, order, 'mm');
    expect(myanmar.order.items).toEqual(customers.items);
    expect(myanmar.order.items).not.toEqual(page.order.items);
  });

  it("names the employee who caused an event, and an agent's order names its agent", async () => {
    const support = await consoleEmployee(api, ['support']);
    const agent = await createAccount(api, { userCode: 'AGT', firstName: 'Kyaw', lastName: 'Zin' });
    const order = await book(api, agent);
    // An employee's action as the console's actions write it (their own part of issue 20).
    await api.connection.db.insert(orderEvents).values({ orderId: order.orderId, type: 'note.internal', actor: 'employee', actorId: support.userId });
    const page = OpsOrderPageResponse.parse((await api.app.inject({ method: 'GET', url: `/api/ops/orders/${order.orderId}`, headers: support.consoleHeaders })).json()).data;
    expect(page.placedBy).toEqual({ userId: agent.userId, userCode: 'AGT', name: 'Kyaw Zin' });
    expect(page.timeline.at(-1)).toMatchObject({ type: 'note.internal', actor: 'employee', actorId: support.userId, actorName: 'Aung Kyaw' });
  });
});

describe('console orders refusals', () => {
  const api = useTestApi();

  it('refuses every call to a guest, a member, an agent, an employee without a console session and one whose groups lack orders.view', async () => {
    const order = await book(api);
    const member = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const withoutSession = await createEmployee(api, ['support']);
    const content = await consoleEmployee(api, ['content']);
    const inventory = await consoleEmployee(api, ['inventory']);
    for (const url of ['/api/ops/orders', `/api/ops/orders?q=${order.email}`, `/api/ops/orders/${order.orderId}`]) {
      const cases: [Record<string, string>, number, string][] = [
        [{}, 401, 'UNAUTHORIZED'],
        [member.headers, 403, 'FORBIDDEN'],
        [agent.headers, 403, 'FORBIDDEN'],
        [withoutSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
        [content.consoleHeaders, 403, 'FORBIDDEN'],
      ];
      for (const [headers, status, errorCode] of cases) {
        const answer = await api.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode, `${url} ${errorCode}`).toBe(status);
        expect(ErrorResponse.parse(answer.json()).errorCode).toBe(errorCode);
      }
      // The inventory group reads orders too (their seats and rooms are sold in them).
      expect((await api.app.inject({ method: 'GET', url, headers: inventory.consoleHeaders })).statusCode).toBe(200);
    }
  });
});

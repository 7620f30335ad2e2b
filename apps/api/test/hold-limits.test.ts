import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flightCheckouts, orders, payments, promotions } from '@thwa/db/schema';
import { eq, inArray } from '@thwa/db/sql';
import { HOLD_LIMITS } from '@thwa/domain/booking/hold-limits';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { CONTACT, confirmedCheckout, encrypted, searchAndPick } from './booking-fixtures.ts';
import { injectTransport } from '../src/host/web.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Issue 10 item 5 (booking part): one client cannot hold a flight's seats unpaid without limit, and a
 * promotion use taken by an order whose hold ends unpaid is given back, once. Its own database, so the
 * counts are this file's alone; every client here has an address of its own. Issue 19: a client on the
 * machine itself (loopback, no proxy) is counted like any other, while the web's in-process calls
 * count the browser they serve (host/web.ts injectTransport).
 */
let clock = Date.now();
const api = useTestApiOnOwnDatabase('thwa_holds', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!], now: () => new Date(clock) } });

let uniqueNumber = 0;
/** A contact of its own, so that only the scope under test counts. */
function contactOfItsOwn() {
  uniqueNumber += 1;
  return { ...CONTACT, email: `holder-${randomUUID().slice(0, 8)}@example.com`, phoneNumber: `09 42${String(10_000_000 + uniqueNumber).slice(1)}` };
}

/** `count` checkouts of one seat each on one flight, which has a seat for every one of them. */
async function checkouts(count: number) {
  const { cacheKey, offer } = await searchAndPick(api.app, undefined, 5, count);
  const made: string[] = [];
  for (let index = 0; index < count; index++) made.push((await confirmedCheckout(api.app, cacheKey, offer.offerId)).checkoutId);
  return made;
}

async function store(checkoutId: string, address: string, contact: Record<string, unknown> = contactOfItsOwn()) {
  return api.app.inject({
    method: 'POST',
    url: '/api/order/v6/flight/store',
    payload: await encrypted(api.app, { checkoutId, contact }),
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: address,
  });
}

function makePayment(order: { orderId: string; orderKey: string }, address: string, body: Record<string, unknown>) {
  return api.app.inject({
    method: 'POST',
    url: '/api/pay/makepayment',
    payload: { orderId: order.orderId, orderKey: order.orderKey, returnPath: '/checkout/thank-you', language: 'en', ...body },
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: address,
  });
}

const PAY_AT_SHOP = { categoryId: 4, subCategoryId: 17 };

describe('unpaid holds per client address', () => {
  it('refuses the order beyond the limit, even when all arrive at once, and the refused ones hold nothing', async () => {
    const limit = HOLD_LIMITS.unpaid.address!.orders;
    const address = '203.0.113.10';
    const ids = await checkouts(limit + 3);
    const answers = await Promise.all(ids.map((checkoutId) => store(checkoutId, address)));

    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(placed).toHaveLength(limit);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expect(answer.json()).toMatchObject({ code: 409, errorCode: 'TOO_MANY_UNPAID_BOOKINGS', message: expect.stringContaining('unpaid') });

    // The refused checkouts are still unspent: no order, no seat taken for them.
    const spent = await api.connection.db.select({ checkoutId: flightCheckouts.checkoutId, orderId: flightCheckouts.orderId }).from(flightCheckouts).where(inArray(flightCheckouts.checkoutId, ids));
    expect(spent.filter((row) => row.orderId !== null)).toHaveLength(limit);
    const orderRows = await api.connection.db.select({ checkoutId: orders.checkoutId }).from(orders).where(inArray(orders.checkoutId, ids));
    expect(orderRows).toHaveLength(limit);

    // In Myanmar too, and another address is not affected.
    const [spare] = await checkouts(1);
    const inMyanmar = await api.app.inject({
      method: 'POST',
      url: '/api/order/v6/flight/store',
      payload: await encrypted(api.app, { checkoutId: spare, contact: contactOfItsOwn() }),
      headers: { 'idempotency-key': randomUUID(), 'x-language': 'mm' },
      remoteAddress: address,
    });
    expect(inMyanmar.json()).toMatchObject({ errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    expect(inMyanmar.json().message).toMatch(/[\u1000-\u109F]/);
    expect((await store(spare!, '203.0.113.11')).statusCode).toBe(200);
  });

  it('counts a hold no more once it has ended', async () => {
    const address = '203.0.113.12';
    const limit = HOLD_LIMITS.unpaid.address!.orders;
    const ids = await checkouts(limit + 1);
    const placed = [];
    for (const checkoutId of ids.slice(0, limit)) placed.push((await store(checkoutId, address)).json().data);
    expect((await store(ids[limit]!, address)).json().errorCode).toBe('TOO_MANY_UNPAID_BOOKINGS');
    // One hold ends unpaid: room for one more.
    clock += 16 * 60_000;
    try {
      expect(await api.app.services.orders.expireHold(placed[0].orderId)).toBe(true);
    } finally {
      clock -= 16 * 60_000;
    }
    // The others, placed at the same time, are also past their 15 minutes by the clock above; back at
    // the present they still count, so exactly one place is free.
    const [another] = await checkouts(1);
    expect((await store(ids[limit]!, address)).statusCode).toBe(200);
    expect((await store(another!, address)).json().errorCode).toBe('TOO_MANY_UNPAID_BOOKINGS');
  });
});

describe('a client on the machine itself (issue 19)', () => {
  it('is counted by its loopback address, IPv4 and IPv6, with no proxy in front', async () => {
    const limit = HOLD_LIMITS.unpaid.address!.orders;
    for (const address of ['127.0.0.1', '::1']) {
      const ids = await checkouts(limit + 1);
      for (const checkoutId of ids.slice(0, limit)) expect((await store(checkoutId, address)).statusCode).toBe(200);
      expect((await store(ids[limit]!, address)).json()).toMatchObject({ code: 409, errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    }
  });

  it("counts the web's in-process calls against the browser they serve, not the machine nor a forwarded header the browser made up", async () => {
    const limit = HOLD_LIMITS.unpaid.address!.orders;
    const browser = '203.0.113.70';
    const transport = injectTransport(api.app, browser);
    const storeFromPage = async (checkoutId: string, forwardedFor: string) =>
      transport(
        new Request('http://localhost/api/order/v6/flight/store', {
          method: 'POST',
          // A browser's made-up X-Forwarded-For is not its address.
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': forwardedFor },
          body: JSON.stringify(await encrypted(api.app, { checkoutId, contact: contactOfItsOwn() })),
        }),
      );
    const ids = await checkouts(limit + 2);
    for (const [index, checkoutId] of ids.slice(0, limit).entries()) {
      const stored = await storeFromPage(checkoutId, `198.51.100.${100 + index}`);
      expect(stored.status, await stored.clone().text()).toBe(200);
    }
    const refused = await storeFromPage(ids[limit]!, '198.51.100.200');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    // The browser's holds are its own: the machine's loopback budget is not spent by them.
    expect((await store(ids[limit + 1]!, '127.0.0.2')).statusCode).toBe(200);
    expect((await store(ids[limit]!, browser)).json()).toMatchObject({ errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
  });
});

describe('24-hour holds (pay at a shop, cash on delivery)', () => {
  it('refuses extending one more hold from the same address; that order keeps its 15 minutes and gets no payment', async () => {
    const limit = HOLD_LIMITS.extended.address!.orders;
    const address = '203.0.113.20';
    const ids = await checkouts(limit + 1);
    const placed = [];
    for (const checkoutId of ids) placed.push((await store(checkoutId, address)).json().data as { orderId: string; orderKey: string; holdExpiresAt: string });

    for (const order of placed.slice(0, limit)) {
      const started = await makePayment(order, address, PAY_AT_SHOP);
      expect(started.statusCode, started.body).toBe(200);
    }
    const last = placed[limit]!;
    const refused = await makePayment(last, address, PAY_AT_SHOP);
    expect(refused.json()).toMatchObject({ code: 409, errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    const [row] = await api.connection.db.select({ holdExpiresAt: orders.holdExpiresAt, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.orderId, last.orderId));
    expect(row).toEqual({ holdExpiresAt: new Date(last.holdExpiresAt), paymentStatus: 'none' });
    expect(await api.connection.db.select().from(payments).where(eq(payments.orderId, last.orderId))).toHaveLength(0);

    // Paying it by card is still possible (it stays a 15-minute hold), and an order already extended
    // may choose its shop code again.
    expect((await makePayment(last, address, { categoryId: 2, subCategoryId: 11 })).statusCode).toBe(200);
    expect((await makePayment(placed[0]!, address, PAY_AT_SHOP)).statusCode).toBe(200);
  });

  it('counts the contact: the same email cannot extend more holds from many addresses', async () => {
    const limit = HOLD_LIMITS.extended.email!.orders;
    const contact = contactOfItsOwn();
    const ids = await checkouts(limit + 1);
    const answers = [];
    for (const [index, checkoutId] of ids.entries()) {
      const address = `198.51.100.${30 + index}`;
      const order = (await store(checkoutId, address, { ...contact, phoneNumber: `09 43${String(10_000_000 + index).slice(1)}` })).json().data;
      answers.push(await makePayment(order, address, PAY_AT_SHOP));
    }
    expect(answers.slice(0, limit).map((answer) => answer.statusCode)).toEqual(Array(limit).fill(200));
    expect(answers[limit]!.json().errorCode).toBe('TOO_MANY_UNPAID_BOOKINGS');
  });
});

describe('a promotion use taken by an order whose hold ends unpaid', () => {
  it('is given back when the hold expires, exactly once', async () => {
    const code = 'WELCOME5000';
    const usedNow = async () => (await api.connection.db.select({ used: promotions.used }).from(promotions).where(eq(promotions.code, code)))[0]!.used;
    const [checkoutId] = await checkouts(1);
    const order = (await store(checkoutId!, '203.0.113.40')).json().data as { orderId: string; orderKey: string };
    const before = await usedNow();
    const started = await makePayment(order, '203.0.113.40', { categoryId: 2, subCategoryId: 11, promoCode: code });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<MakePaymentResponse>().data.amount).toBeGreaterThan(0);
    expect(await usedNow()).toBe(before + 1);

    clock += 16 * 60_000;
    try {
      // The job, a retry of it and the sweep all run: the use comes back once.
      const results = await Promise.all([api.app.services.orders.expireHold(order.orderId), api.app.services.orders.expireHold(order.orderId)]);
      expect(results.sort()).toEqual([false, true]);
      await api.app.services.orders.expireDueHolds();
      expect(await api.app.services.orders.expireHold(order.orderId)).toBe(false);
    } finally {
      clock -= 16 * 60_000;
    }
    expect(await usedNow()).toBe(before);
    const [row] = await api.connection.db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, order.orderId));
    expect(row!.status).toBe('expired');
  });
});

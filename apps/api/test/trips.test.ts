import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, payments, tickets, users } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import type { MyTripsResponse, PurchaseHistoryResponse, Trip } from '@thwa/domain/contracts/trips';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { post } from './flights-fixtures.ts';
import { CONTACT, adultTraveller, confirmedCheckout, encrypted, searchAndPick } from './booking-fixtures.ts';
import { createAccount, type TestAccount } from './account-fixtures.ts';

// Its own database: no other file's worker may issue or expire these orders while they are asserted.
const api = useTestApiOnOwnDatabase('thwa_trips', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

/** Places a held S1 order RGN→MDL; with `caller` signed in, as that account. */
async function placeOrder(options: { caller?: TestAccount; email?: string; days?: number } = {}): Promise<string> {
  const { cacheKey, offer } = await searchAndPick(api.app, { adult: 1, child: 0, infant: 0 }, options.days ?? 5);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller()]);
  const stored = await post(
    api.app,
    '/api/order/v6/flight/store',
    await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: { ...CONTACT, email: options.email ?? CONTACT.email } }),
    { 'idempotency-key': randomUUID(), ...(options.caller?.headers ?? {}) },
  );
  if (stored.statusCode !== 200) throw new Error(`store answered ${stored.statusCode}: ${stored.body}`);
  return stored.json().data.orderId;
}

async function ownerOf(orderId: string): Promise<string | null> {
  const [row] = await api.connection.db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderId, orderId));
  return row!.userId;
}

function myTrips(caller: TestAccount, body: Record<string, unknown> = {}) {
  const userType = caller.userCode === 'AGT' ? 'agent' : caller.userCode === 'SGT' ? 'sub-agent' : 'member';
  return post(api.app, '/api/myaccount/my-trips', { userId: caller.userId, page: 0, userType, ...body }, caller.headers);
}

async function tripIds(caller: TestAccount): Promise<string[]> {
  const answer = await myTrips(caller);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MyTripsResponse>().data.trips.map((trip) => trip.orderId).sort();
}

describe('orders belong to the member who places them', () => {
  it('records the signed-in caller on the order, and nobody for a guest', async () => {
    const member = await createAccount(api);
    const mine = await placeOrder({ caller: member });
    expect(await ownerOf(mine)).toBe(member.userId);
    const guest = await placeOrder();
    expect(await ownerOf(guest)).toBeNull();
  });

  it('records the caller on an offline request too, which then shows in their trips', async () => {
    const member = await createAccount(api);
    const { cacheKey, offer } = await searchAndPick(api.app);
    const answer = await post(api.app, '/api/order/offline/store', { cacheKey, outward: offer.offerId, contact: CONTACT }, { 'idempotency-key': randomUUID(), ...member.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const orderId = answer.json().data.orderId;
    expect(await ownerOf(orderId)).toBe(member.userId);
    expect(await tripIds(member)).toEqual([orderId]);
  });

  it('refuses a stale token on the order store rather than placing the order as a guest', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller()]);
    const answer = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }), {
      'idempotency-key': randomUUID(),
      'access-token': 'Bearer eyJhbGciOiJFUzI1NiJ9.e30.c2ln',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errorCode).toBe('SESSION_EXPIRED');
  });
});

describe('my trips', () => {
  it("lists the member's orders as trips with bookAgain fields and links, and adds ticket links once a ticket exists", async () => {
    const member = await createAccount(api);
    const orderId = await placeOrder({ caller: member, days: 6 });
    const answer = await myTrips(member);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<MyTripsResponse>();
    expect(body.code).toBe(200);
    const trip = body.data.trips.find((one) => one.orderId === orderId)!;
    expect(trip).toMatchObject({
      tab: 'upComing',
      status: 'held',
      productType: 2,
      origin: 'RGN',
      destination: 'MDL',
      travelerEmail: CONTACT.email,
      viewTicket: null,
      downloadTicket: null,
      bookedBy: null,
      bookAgain: { tripType: 1, fromCityCode: 'RGN', toCityCode: 'MDL', requestDateTo: '', currency: 'MMK', adult: 1, child: 0, infant: 0 },
    });
    expect(trip.productName).toContain('(RGN)');
    // Booked in English, read in Myanmar: the cities follow the reader.
    const inMyanmar = (await myTrips(member, { language: 'mm' })).json<MyTripsResponse>().data.trips.find((one) => one.orderId === orderId)!;
    expect([trip.productName, inMyanmar.productName]).toEqual([expect.stringContaining('Yangon (RGN)'), expect.stringContaining('ရန်ကုန် (RGN)')]);
    expect(trip.bookAgain).toMatchObject({ product: 'flight', requestDateFrom: trip.departureDate });
    expect(trip.trackBooking).toBe(`/track-booking?bookingId=${orderId}&email=${encodeURIComponent(CONTACT.email)}`);
    // Awaiting payment: 'Pay now' opens its payment page by its payment key (pay-later.test.ts).
    expect(trip.payKey).toMatch(/^pay_[A-Za-z0-9_-]{43}$/);

    await api.connection.db.update(orders).set({ status: 'completed', paymentStatus: 'paid' }).where(eq(orders.orderId, orderId));
    await api.connection.db.update(orderItems).set({ status: 'completed' }).where(eq(orderItems.orderId, orderId));
    await api.connection.db.insert(tickets).values({ orderId, itemNo: 1, text: 'E-TICKET TEXT', pdf: Buffer.from('%PDF-1.4 test') });
    const withTicket = (await myTrips(member)).json<MyTripsResponse>().data.trips.find((one) => one.orderId === orderId)!;
    expect(withTicket.payKey).toBeNull();
    expect(withTicket.viewTicket).toMatch(new RegExp(`^/api/tickets/${orderId}/view\\?token=`));
    const view = await api.app.inject({ method: 'GET', url: withTicket.viewTicket! });
    expect(view.statusCode).toBe(200);
    expect(view.body).toBe('E-TICKET TEXT');
    const download = await api.app.inject({ method: 'GET', url: withTicket.downloadTicket! });
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('puts an expired hold under cancelled', async () => {
    const member = await createAccount(api);
    const orderId = await placeOrder({ caller: member });
    await api.connection.db.update(orders).set({ status: 'expired' }).where(eq(orders.orderId, orderId));
    const trip = (await myTrips(member)).json<MyTripsResponse>().data.trips.find((one: Trip) => one.orderId === orderId)!;
    expect(trip.tab).toBe('cancelled');
  });

  it("gives an agent its sub-agents' trips, but a sub-agent only its own", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const otherAgent = await createAccount(api, { userCode: 'AGT' });
    const agentOrder = await placeOrder({ caller: agent });
    const subOrder = await placeOrder({ caller: subAgent });

    expect(await tripIds(agent)).toEqual([agentOrder, subOrder].sort());
    const agentView = (await myTrips(agent)).json<MyTripsResponse>().data.trips;
    expect(agentView.find((one) => one.orderId === subOrder)!.bookedBy).toBe(subAgent.userId);
    expect(await tripIds(subAgent)).toEqual([subOrder]);
    expect(await tripIds(otherAgent)).toEqual([]);
  });

  it("joins a guest order placed with the member's verified email, and not with an unverified one", async () => {
    const email = `verified-${randomUUID().slice(0, 8)}@example.com`;
    const guestOrder = await placeOrder({ email: email.toUpperCase() });
    const member = await createAccount(api, { email });
    expect(await tripIds(member)).toEqual([guestOrder]);

    const unverifiedEmail = `unverified-${randomUUID().slice(0, 8)}@example.com`;
    await placeOrder({ email: unverifiedEmail });
    const unverified = await createAccount(api, { email: unverifiedEmail });
    await api.connection.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.userId, unverified.userId));
    expect(await tripIds(unverified)).toEqual([]);

    // A guest order of that address that another member placed signed in stays that member's.
    const someoneElse = await createAccount(api);
    await placeOrder({ caller: someoneElse, email });
    expect(await tripIds(member)).toEqual([guestOrder]);
  });

  it("refuses another user's id or a userType that is not the caller's, and leaks nothing", async () => {
    const member = await createAccount(api);
    const other = await createAccount(api);
    await placeOrder({ caller: other });
    const asOther = await myTrips(member, { userId: other.userId });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().errorCode).toBe('FORBIDDEN');
    expect(asOther.body).not.toContain('TW');
    const asAgent = await myTrips(member, { userType: 'agent' });
    expect(asAgent.statusCode).toBe(403);
  });

  it('answers 400 for bad input and 401 for a guest', async () => {
    const member = await createAccount(api);
    expect((await myTrips(member, { page: -1 })).statusCode).toBe(400);
    expect((await myTrips(member, { userType: 'boss' })).statusCode).toBe(400);
    const guest = await post(api.app, '/api/myaccount/my-trips', { userId: member.userId, page: 0, userType: 'member' });
    expect(guest.statusCode).toBe(401);
  });

  it('pages ten trips at a time, newest first', async () => {
    const member = await createAccount(api);
    const ids: string[] = [];
    // Eleven past trips: each hold ends before the next booking, as a member's unpaid holds are limited.
    for (let index = 0; index < 11; index += 1) {
      const orderId = await placeOrder({ caller: member });
      await api.connection.db.update(orders).set({ status: 'expired' }).where(eq(orders.orderId, orderId));
      ids.push(orderId);
    }
    const first = (await myTrips(member)).json<MyTripsResponse>().data;
    expect(first.trips).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.trips[0]!.orderId).toBe(ids[10]);
    const second = (await myTrips(member, { page: 1 })).json<MyTripsResponse>().data;
    expect(second.trips.map((one) => one.orderId)).toEqual([ids[0]]);
    expect(second.hasMore).toBe(false);
  }, 60_000);
});

describe('purchase history', () => {
  it("lists the caller's paid orders with amount, method and date, and nobody else's", async () => {
    const member = await createAccount(api);
    const other = await createAccount(api);
    const paidOrder = await placeOrder({ caller: member });
    const unpaidOrder = await placeOrder({ caller: member });
    const paidAt = new Date();
    for (const [orderId, status] of [
      [paidOrder, 'paid'],
      [unpaidOrder, 'pending'],
    ] as const) {
      await api.connection.db.insert(payments).values({
        paymentId: `P${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        orderId,
        provider: 'card',
        categoryId: 2,
        subCategoryId: 11,
        amount: 123_000,
        status,
        providerRef: randomUUID(),
        expiresAt: new Date(Date.now() + 900_000),
        paidAt: status === 'paid' ? paidAt : null,
      });
    }
    const answer = await post(api.app, '/api/myaccount/purchasehistory', { page: 0 }, member.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json<PurchaseHistoryResponse>().data;
    expect(data.purchases).toEqual([expect.objectContaining({ orderId: paidOrder, amount: 123_000, method: 'card', paidAt: paidAt.toISOString() })]);
    const inMyanmar = (await post(api.app, '/api/myaccount/purchasehistory', { page: 0, language: 'mm' }, member.headers)).json<PurchaseHistoryResponse>().data;
    expect([data.purchases[0]!.productName, inMyanmar.purchases[0]!.productName]).toEqual([expect.stringContaining('Yangon (RGN)'), expect.stringContaining('ရန်ကုန် (RGN)')]);

    const othersView = await post(api.app, '/api/myaccount/purchasehistory', { page: 0 }, other.headers);
    expect(othersView.json<PurchaseHistoryResponse>().data.purchases).toEqual([]);
    expect((await post(api.app, '/api/myaccount/purchasehistory', { page: 0 })).statusCode).toBe(401);
    expect((await post(api.app, '/api/myaccount/purchasehistory', { page: 'x' }, member.headers)).statusCode).toBe(400);
  });
});

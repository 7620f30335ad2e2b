import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mailMessages, orderEvents, sandboxPaymentSessions, tickets } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import type { OrderDetail, VerifyFlightResponse } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import type { FlightResultItem, FlightSearchResponse } from '@thwa/domain/contracts/flights';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { newNonce, providerSecret, signCallback } from '../src/partners/payments/signing.ts';
import { startWorker } from '../src/worker.ts';
import { inDays, post } from './flights-fixtures.ts';
import { CONTACT, adultTraveller, confirmedCheckout, encrypted, runRefundJobs, searchAndPick, storeOrder } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

// The standard sources (S1 inventory, S2 and S3 sandboxes), on a database of this file's own: the
// worker started below must not take other test files' jobs.
let clock = Date.now();
const api = useTestApiOnOwnDatabase('thwa_outcomes', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => standard, now: () => new Date(clock) } });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Placed {
  orderId: string;
  orderKey: string;
  amount: number;
}

async function detailOf(order: Placed): Promise<OrderDetail> {
  const answer = await post(api.app, '/api/order/detail', { orderId: order.orderId, orderKey: order.orderKey });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function placeS1Order(contact: Record<string, unknown> = CONTACT, days = 5): Promise<Placed> {
  const { cacheKey, offer } = await searchAndPick(api.app, undefined, days);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
  const stored = await storeOrder(api.app, checkout.checkoutId, randomUUID(), contact);
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().data;
}

async function startPayment(order: Placed, categoryId: number, subCategoryId: number) {
  const answer = await post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId, subCategoryId }, { 'idempotency-key': randomUUID() });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MakePaymentResponse>().data;
}

/** Pays by card on the sandbox gateway's page (or has the card declined); answers the payment id. */
async function payByCard(order: Placed, number = '4111 1111 1111 1111'): Promise<string> {
  const payment = await startPayment(order, 2, 11);
  if (payment.action.type !== 'redirect') throw new Error('card payments redirect');
  const submitted = await api.app.inject({ method: 'POST', url: payment.action.url, headers: FORM, payload: new URLSearchParams({ number, expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString() });
  expect(submitted.statusCode).toBe(303);
  return payment.paymentId;
}

// ── Sandbox (S2/S3) offers ───────────────────────────────────────────────────────────────────────

let sandboxSearch: { cacheKey: string; offers: FlightResultItem[] } | undefined;

/**
 * A search whose answer has bookable S2/S3 offers. The sandboxes are deterministic per route-day, and
 * some route-days fail or time out, so a few days are tried.
 */
async function sandboxOffers() {
  if (sandboxSearch) return sandboxSearch;
  for (const days of [5, 6, 7, 8, 9, 10, 11, 12]) {
    const search = await post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(days), adult: 1, child: 0, infant: 0 });
    if (search.statusCode !== 200) continue;
    const body = search.json<FlightSearchResponse>();
    const offers = body.routings.outward.filter((item) => (item.source === 'S2' || item.source === 'S3') && item.route[0]!.statusCode === 'HK' && !item.offline && item.seatsLeft >= 1);
    if (offers.length > 0) return (sandboxSearch = { cacheKey: body.cacheKey, offers });
  }
  throw new Error('no bookable S2/S3 offer RGN-MDL in the days tried');
}

/**
 * A held order on a sandbox source for one adult named `lastName`, verified through /api/v1/verifyFlight.
 * A sandbox hold refuses a small share of orders (SEAT_NOT_AVAILABLE): then another try or offer is taken.
 */
async function placeSandboxOrder(lastName: string): Promise<Placed & { source: string }> {
  const { cacheKey, offers } = await sandboxOffers();
  for (const offer of offers) {
    const verified = await post(api.app, '/api/api/v1/verifyFlight', { cacheKey, outward: offer.offerId });
    if (verified.statusCode !== 200) continue;
    const checkout = verified.json<VerifyFlightResponse>().data;
    expect(checkout.directions[0]!.offer.source).toBe(offer.source);
    const confirmed = await post(api.app, '/api/checkout/v2/confirm', await encrypted(api.app, { checkoutId: checkout.checkoutId, travellers: [adultTraveller({ lastName })] }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const stored = await storeOrder(api.app, checkout.checkoutId);
      if (stored.statusCode === 200) return { ...stored.json().data, source: offer.source };
      expect(stored.json().errorCode).toBe('SEAT_NOT_AVAILABLE');
    }
  }
  throw new Error('no sandbox offer could be held');
}

async function partnerBookingStatus(orderId: string): Promise<string | undefined> {
  const result = await api.connection.db.execute<{ status: string }>(sql`select status from partner_bookings where order_id = ${orderId}`);
  return result.rows[0]?.status;
}

describe('the seven thank-you outcomes (spec §4)', () => {
  it('completed: an S1 order paid by card and issued', async () => {
    const order = await placeS1Order();
    await payByCard(order);
    expect((await detailOf(order)).outcome).toBe('paid_processing');
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');
    const detail = await detailOf(order);
    expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid', outcome: 'completed' });
    expect(detail.pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(flightItemOf(detail)!.travellers[0]!.ticketNumber).toMatch(/^\d{3}-\d{10}$/);
  });

  it('paid_processing: a slow sandbox partner confirms only on the third try', async () => {
    const order = await placeSandboxOrder('SANDBOXSLOW');
    await payByCard(order);
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('retry');
    expect(await detailOf(order)).toMatchObject({ status: 'processing', paymentStatus: 'paid', outcome: 'paid_processing', pnr: null });
    expect(await api.app.services.orders.fulfil(order.orderId, 2)).toBe('retry');
    expect((await detailOf(order)).outcome).toBe('paid_processing');
    expect(await api.app.services.orders.fulfil(order.orderId, 3)).toBe('completed');
    const done = await detailOf(order);
    expect(done).toMatchObject({ status: 'completed', outcome: 'completed', items: [{ product: 'flight', directions: [{ source: order.source }] }] });
    expect(await partnerBookingStatus(order.orderId)).toBe('ticketed');
  });

  it('waitlisted: the sandbox partner puts the booking on its waitlist', async () => {
    const order = await placeSandboxOrder('SANDBOXWAITLIST');
    await payByCard(order);
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('waitlisted');
    const detail = await detailOf(order);
    expect(detail).toMatchObject({ status: 'waitlisted', paymentStatus: 'paid', outcome: 'waitlisted' });
    expect(detail.pnr).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('paid_cancelled: the partner refuses after payment; the order is cancelled and refunded', async () => {
    const order = await placeSandboxOrder('SANDBOXFAIL');
    expect(await partnerBookingStatus(order.orderId)).toBe('held');
    const paymentId = await payByCard(order);
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('cancelled');
    expect(await detailOf(order)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', outcome: 'paid_cancelled' });
    // The partner holds nothing for the order any more.
    expect(await partnerBookingStatus(order.orderId)).toBe('failed');

    await runRefundJobs(api, order.orderId);
    expect(await detailOf(order)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', outcome: 'paid_cancelled', payment: { status: 'refunded' } });
    const [session] = await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, paymentId));
    expect(session!.status).toBe('refunded');
    // A retried refund job changes nothing and refunds nothing twice.
    await runRefundJobs(api, order.orderId);
    const refunds = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.type, 'payment.refunded')));
    expect(refunds).toHaveLength(1);
  });

  it('paid_timer_exceeded: the money arrives after the hold expired', async () => {
    const order = await placeS1Order();
    const payment = await startPayment(order, 2, 11);
    clock += 16 * 60_000;
    try {
      expect(await api.app.services.orders.expireHold(order.orderId)).toBe(true);
      const callback = signCallback(
        { provider: 'card', paymentRef: payment.paymentId, status: 'paid', amount: payment.amount, currency: 'MMK', timestamp: Math.floor(clock / 1000), nonce: newNonce() },
        providerSecret(api.config.PAYMENT_SANDBOX_SECRET, 'card'),
      );
      expect((await post(api.app, '/api/pay/updatepaystatus', callback)).statusCode).toBe(200);
      expect(await detailOf(order)).toMatchObject({ status: 'expired', paymentStatus: 'late', outcome: 'paid_timer_exceeded' });
    } finally {
      clock -= 16 * 60_000;
    }
  });

  it('unpaid: held with nothing paid, and after a declined card', async () => {
    const order = await placeS1Order();
    expect(await detailOf(order)).toMatchObject({ status: 'held', paymentStatus: 'none', outcome: 'unpaid', payment: null });
    await payByCard(order, '4000 0000 0000 0002');
    expect(await detailOf(order)).toMatchObject({ status: 'held', paymentStatus: 'failed', outcome: 'unpaid', payment: { status: 'failed' } });
  });

  it('unpaid_processing: a pay-at-shop payment is on its way', async () => {
    const order = await placeS1Order();
    const payment = await startPayment(order, 4, 17);
    expect(payment.action.type).toBe('code');
    expect(await detailOf(order)).toMatchObject({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing' });
  });
});

describe('offline requests and NRC townships', () => {
  it('stores an offline request as pending', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app, undefined, 6);
    const body = { cacheKey, outward: offer.offerId, contact: CONTACT, note: 'Please call after 6 pm' };
    const noKey = await post(api.app, '/api/order/offline/store', body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const key = randomUUID();
    const stored = await post(api.app, '/api/order/offline/store', body, { 'idempotency-key': key });
    expect(stored.statusCode, stored.body).toBe(200);
    const placed = stored.json().data;
    expect(placed).toMatchObject({ status: 'pending', holdExpiresAt: null });
    const again = await post(api.app, '/api/order/offline/store', body, { 'idempotency-key': key });
    expect(again.json().data.orderId).toBe(placed.orderId);
    expect(await detailOf(placed)).toMatchObject({ orderId: placed.orderId, flow: 'offline', status: 'pending', outcome: 'unpaid' });
  });

  it('lists the townships of a division and refuses division 15', async () => {
    const yangon = await api.app.inject({ method: 'GET', url: '/api/nrc/townships?division=12' });
    expect(yangon.statusCode).toBe(200);
    expect(yangon.json().data.map((township: { code: string }) => township.code)).toContain('KaMaYa');
    const none = await api.app.inject({ method: 'GET', url: '/api/nrc/townships?division=15' });
    expect(none.statusCode).toBe(400);
  });
});

describe('the worker, end to end', () => {
  it('issues a card-paid S1 order, renders its ticket and mails the e-ticket, and no request to pay', async () => {
    await startWorker(api.app.services);
    const email = 'worker.journey@example.com';
    const order = await placeS1Order({ ...CONTACT, email }, 7);
    await payByCard(order);

    const hasPdf = existsSync('/usr/bin/chromium');
    const deadline = Date.now() + 20_000;
    let detail = await detailOf(order);
    let ready = false;
    while (!ready && Date.now() < deadline) {
      await sleep(300);
      detail = await detailOf(order);
      const [ticket] = await api.connection.db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
      const mails = await api.connection.db.select({ key: mailMessages.messageKey }).from(mailMessages).where(eq(mailMessages.toAddress, email));
      ready = detail.status === 'completed' && detail.ticket !== null && (!hasPdf || ticket?.pdf != null) && mails.length >= 1;
    }
    expect(detail).toMatchObject({ status: 'completed', outcome: 'completed' });
    const [ticket] = await api.connection.db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    expect(ticket!.text).toContain(order.orderId);
    if (hasPdf) expect(ticket!.pdf!.subarray(0, 4).toString()).toBe('%PDF');
    const mails = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    // 'Complete your payment' waits some minutes and then finds the order paid: only the e-ticket goes.
    expect(mails.map((mail) => mail.messageKey)).toEqual([`order:${order.orderId}:e-ticket`]);

    const links = detail.ticket!;
    const view = await api.app.inject({ method: 'GET', url: links.viewUrl });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toMatch(/^text\/plain/);
    expect(view.body).toContain(detail.pnr!);
    if (hasPdf) {
      const download = await api.app.inject({ method: 'GET', url: links.downloadUrl });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${order.orderId}.pdf"`);
      expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    const forged = links.viewUrl.replace(/token=(\d+)\.(.)/, (_all, expires: string, first: string) => `token=${expires}.${first === 'A' ? 'B' : 'A'}`);
    expect(forged).not.toBe(links.viewUrl);
    expect((await api.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherOrder = links.downloadUrl.replace(order.orderId, 'TW0000000001');
    expect((await api.app.inject({ method: 'GET', url: otherOrder })).statusCode).toBe(404);
  }, 40_000);
});

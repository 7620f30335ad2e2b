import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { encryptForServer } from '@thwa/domain/crypto/hybrid';
import type { CheckoutSummary, OrderDetail, VerifyFlightResponse } from '@thwa/domain/contracts/booking';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { AllCheckoutResponse } from '@thwa/domain/contracts/payments';
import { expect } from 'vitest';
import { mailMessages, refunds } from '@thwa/db/schema';
import { asc, desc, eq, sql } from '@thwa/db/sql';
import { inDays, post } from './flights-fixtures.ts';
import type { TestApi } from './harness.ts';

/** The api's published key, then `payload` encrypted for it, as the web client sends encrypted calls. */
export async function encrypted(app: FastifyInstance, payload: unknown): Promise<{ data: string }> {
  const key = (await app.inject({ method: 'GET', url: '/api/crypto/public-key' })).json<{ kid: string; jwk: JsonWebKey }>();
  return { data: await encryptForServer(key, payload) };
}

export interface Party {
  adult: number;
  child: number;
  infant: number;
}

/** A one-way search RGN→MDL a few days out; answers the session and its cheapest S1 offer with confirmed seats, at least `seatsWanted` of them left. */
export async function searchAndPick(app: FastifyInstance, party: Party = { adult: 1, child: 0, infant: 0 }, days = 5, seatsWanted = party.adult + party.child) {
  const search = await post(app, '/api/flight/v4/makeRequest', { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(days), ...party });
  const body = search.json<FlightSearchResponse>();
  const offer = body.routings.outward.find((item) => item.source === 'S1' && item.route[0]!.statusCode === 'HK' && !item.offline && item.seatsLeft >= seatsWanted);
  if (!offer) throw new Error('no bookable S1 offer RGN-MDL');
  return { cacheKey: body.cacheKey, offer };
}

export function adultTraveller(overrides: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    type: 'adult',
    firstName: 'Aung Ko',
    lastName: 'Htet',
    dateOfBirth: '1990-05-12',
    gender: 'male',
    nationality: 'MM',
    divisionCode: 12,
    townshipCode: 'KaMaYa',
    nrcType: 'N',
    nrcNumber: '123456',
    ...overrides,
  };
}

export const CONTACT = { contactName: 'Aung Ko Htet', email: 'aung@example.com', phoneCode: '95', phoneNumber: '09 421 234 567' };

/** Verified and confirmed: a checkout ready to become an order. */
export async function confirmedCheckout(app: FastifyInstance, cacheKey: string, offerId: string, travellers = [adultTraveller()]): Promise<CheckoutSummary> {
  const verified = await post(app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offerId });
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  const checkout = verified.json<VerifyFlightResponse>().data;
  const confirmed = await post(app, '/api/checkout/v2/confirm', await encrypted(app, { checkoutId: checkout.checkoutId, travellers }));
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  return checkout;
}

export async function storeOrder(app: FastifyInstance, checkoutId: string, key: string = randomUUID(), contact: Record<string, unknown> = CONTACT) {
  return post(app, '/api/order/v6/flight/store', await encrypted(app, { checkoutId, contact }), { 'idempotency-key': key });
}

/** What the order store answers: the order, the guest's key to it, its amount and hold. */
export interface PlacedOrder {
  orderId: string;
  orderKey: string;
  amount: number;
  holdExpiresAt: string;
}

/** A held order RGN→MDL for one adult, placed as a guest through search, checkout and store. */
export async function placeHeldOrder(app: FastifyInstance): Promise<PlacedOrder> {
  const { cacheKey, offer } = await searchAndPick(app);
  const checkout = await confirmedCheckout(app, cacheKey, offer.offerId);
  const stored = await storeOrder(app, checkout.checkoutId);
  if (stored.statusCode !== 200) throw new Error(`store answered ${stored.statusCode}: ${stored.body}`);
  return stored.json<{ data: PlacedOrder }>().data;
}

/** The refund jobs queued for an order, as the worker would take them (their payloads). */
export async function refundJobsOf(api: TestApi, orderId: string): Promise<{ orderId: string; refundId: number }[]> {
  const queued = await api.connection.db.execute<{ data: { orderId: string; refundId: number } }>(
    sql`select data from pgboss.job where name = 'payment-refund' and data->>'orderId' = ${orderId} order by created_on`,
  );
  return queued.rows.map((row) => row.data);
}

/** Runs every refund job queued for an order, `times` times over (a job retried after a crash runs again). */
export async function runRefundJobs(api: TestApi, orderId: string, times = 1): Promise<void> {
  for (let round = 0; round < times; round += 1) {
    for (const job of await refundJobsOf(api, orderId)) await api.app.services.payments.refund(job.refundId);
  }
}

/** An order's refunds, oldest first: what was given back, of which payment, why and where to. */
export async function refundsOf(api: TestApi, orderId: string) {
  return api.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/**
 * The code track booking's cancellation last mailed for this booking, read from the outbox the
 * development mailbox shows (the api never answers codes): the newest cancellation code naming it.
 */
export async function cancelCodeOf(api: TestApi, orderId: string): Promise<string> {
  const [row] = await api.connection.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(sql`${mailMessages.messageKey} like 'otp:cancel_booking:%' and ${mailMessages.text} like ${`%${orderId}%`}`)
    .orderBy(desc(mailMessages.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no cancellation code was sent for ${orderId}`);
  return code;
}

/** Cancels from track booking in its two steps: the code asked for and read from the mailbox, then the cancellation with it. */
export async function cancelTracked(app: FastifyInstance, api: TestApi, bookingId: string, email: string) {
  const asked = await post(app, '/api/myaccount/trackbooking/cancel/code', { bookingId, email });
  expect(asked.statusCode, asked.body).toBe(200);
  return post(app, '/api/myaccount/trackbooking/cancel', { bookingId, email, otp: await cancelCodeOf(api, bookingId) });
}

/** How the sandbox card page's form is posted. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** An order as its guest reads it (`POST /order/detail`), in `language`. */
export async function orderDetailOf(app: FastifyInstance, order: { orderId: string; orderKey: string }, language: 'en' | 'mm' = 'en'): Promise<OrderDetail> {
  const answer = await post(app, '/api/order/detail', { orderId: order.orderId, orderKey: order.orderKey, language });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: OrderDetail }>().data;
}

/** Pays an order in full with the sandbox's test card, as its guest would on the card page, in the name on the card. */
export async function payByCard(app: FastifyInstance, order: { orderId: string; orderKey: string }, nameOnCard: string): Promise<void> {
  const payment = await post(app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': randomUUID() });
  expect(payment.statusCode, payment.body).toBe(200);
  const action = payment.json<{ data: { action: { url: string } } }>().data.action;
  const paid = await app.inject({ method: 'POST', url: action.url, headers: FORM, payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: nameOnCard, action: 'pay' }).toString() });
  expect(paid.statusCode).toBe(303);
}

/** The payment page's all-checkout for an order, as `headers` (a signed-in caller's, or none for a guest) see it. */
export async function allCheckoutAs(app: FastifyInstance, order: { orderId: string; orderKey: string }, headers: Record<string, string> = {}): Promise<AllCheckoutResponse['data']> {
  const answer = await app.inject({ method: 'POST', url: '/api/checkout/v5/all-checkout', payload: await encrypted(app, { orderId: order.orderId, orderKey: order.orderKey }), headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return AllCheckoutResponse.parse(answer.json()).data;
}

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import type { OfflineStoreResponse, VerifyFlightResponse } from '@thwa/domain/contracts/booking';
import { addDays, addYears } from '@thwa/domain/dates';
import { useTestApi } from './harness.ts';
import { inDays, post } from './flights-fixtures.ts';
import { CONTACT, adultTraveller, encrypted, searchAndPick, storeOrder } from './booking-fixtures.ts';

const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const DAYS_OUT = 6;

/** A local child with a name, a date of birth and no document at all. */
function childWithoutNrc(dateOfBirth: string) {
  return { uuid: randomUUID(), type: 'child', firstName: 'Su', lastName: 'Htet', dateOfBirth, gender: 'female', nationality: 'MM' };
}

/** A verified domestic checkout (RGN→MDL) for one adult and one child. */
async function domesticCheckout(): Promise<string> {
  const { cacheKey, offer } = await searchAndPick(api.app, { adult: 1, child: 1, infant: 0 }, DAYS_OUT);
  const verified = await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId });
  expect(verified.statusCode, verified.body).toBe(200);
  const checkout = verified.json<VerifyFlightResponse>().data;
  expect(checkout.area).toBe('domestic');
  return checkout.checkoutId;
}

async function confirm(checkoutId: string, travellers: unknown[]) {
  return post(api.app, '/api/checkout/v2/confirm', await encrypted(api.app, { checkoutId, travellers }));
}

describe('NRC from age 10 on domestic flights', () => {
  const travelDate = inDays(DAYS_OUT);

  it('accepts a child under 10 without an NRC, and the order is placed', async () => {
    const checkoutId = await domesticCheckout();
    const confirmed = await confirm(checkoutId, [adultTraveller(), childWithoutNrc(addYears(travelDate, -7))]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const stored = await storeOrder(api.app, checkoutId);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toMatchObject({ status: 'held' });
  });

  it('accepts a child who turns 10 the day after departure without an NRC', async () => {
    const checkoutId = await domesticCheckout();
    const confirmed = await confirm(checkoutId, [adultTraveller(), childWithoutNrc(addDays(addYears(travelDate, -10), 1))]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('still refuses a child who is 10 on the departure date without an NRC', async () => {
    const checkoutId = await domesticCheckout();
    const confirmed = await confirm(checkoutId, [adultTraveller(), childWithoutNrc(addYears(travelDate, -10))]);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().fieldErrors).toMatchObject({ 'travellers.1.nrcNumber': 'required', 'travellers.1.nrcPrefix': 'required' });
  });

  it('still refuses an adult without an NRC, and keeps the checkout unconfirmed', async () => {
    const checkoutId = await domesticCheckout();
    const adult = adultTraveller({ divisionCode: undefined, townshipCode: undefined, nrcType: undefined, nrcNumber: undefined });
    const confirmed = await confirm(checkoutId, [adult, childWithoutNrc(addYears(travelDate, -7))]);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().fieldErrors).toEqual({ 'travellers.0.nrcNumber': 'required', 'travellers.0.nrcPrefix': 'required' });
    const summary = await api.app.inject({ method: 'GET', url: `/api/flight/checkout?checkoutId=${checkoutId}` });
    expect(summary.json().data.travellers ?? []).toEqual([]);
  });
});

describe('offline request acknowledgement', () => {
  /** What the worker does with a queued mail-send job (apps/api/src/worker.ts). */
  async function runQueuedMail(orderId: string) {
    const queued = await api.connection.db.execute<{ data: { orderId: string; kind: string } }>(
      sql`select data from pgboss.job where name = 'mail-send' and data->>'orderId' = ${orderId}`,
    );
    expect(queued.rows.map((row) => row.data)).toEqual([{ orderId, kind: 'offline-request' }]);
    await api.app.services.notifications.sendMail(orderId, 'offline-request');
  }

  it.each([
    ['en', 'We received your flight request', 'within 24 hours'],
    ['mm', 'တောင်းဆိုချက်ကို လက်ခံရရှိပါပြီ', '၂၄ နာရီအတွင်း'],
  ] as const)('e-mails the customer in %s that the request was received', async (language, subject, promise) => {
    const email = `offline.${language}.${randomUUID().slice(0, 8)}@example.com`;
    const { cacheKey, offer } = await searchAndPick(api.app, undefined, DAYS_OUT);
    const body = { cacheKey, outward: offer.offerId, contact: { ...CONTACT, email }, note: 'Please call after 6 pm', language };
    const stored = await post(api.app, '/api/order/offline/store', body, { 'idempotency-key': randomUUID() });
    expect(stored.statusCode, stored.body).toBe(200);
    const placed = stored.json<OfflineStoreResponse>().data;
    expect(placed).toMatchObject({ status: 'pending', emailSent: true });

    await runQueuedMail(placed.orderId);
    // A second delivery of the same job sends nothing more (one message key per order and kind).
    await api.app.services.notifications.sendMail(placed.orderId, 'offline-request');
    const mails = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.messageKey).toBe(`order:${placed.orderId}:offline-request`);
    expect(mails[0]!.subject).toContain(subject);
    expect(mails[0]!.subject).toContain(placed.orderId);
    expect(mails[0]!.text).toContain(promise);
    expect(mails[0]!.text).toContain('Please call after 6 pm');
  });

  it('sends nothing for a refused request', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app, undefined, DAYS_OUT);
    const body = { cacheKey, outward: offer.offerId, contact: { ...CONTACT, email: 'not an email' } };
    const refused = await post(api.app, '/api/order/offline/store', body, { 'idempotency-key': randomUUID() });
    expect(refused.statusCode).toBe(400);
    const mails = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'not an email'));
    expect(mails).toEqual([]);
  });
});

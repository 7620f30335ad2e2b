import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, seatHolds } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import type { OrderDetailResponse } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { useTestApi } from './harness.ts';
import { post } from './flights-fixtures.ts';
import { CONTACT, adultTraveller, confirmedCheckout, encrypted, searchAndPick, storeOrder } from './booking-fixtures.ts';

let clock = Date.now();
const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!], now: () => new Date(clock) } });

/** The seats left on every leg the order's offer flies, in its cabin. */
async function seatsOf(offerId: string): Promise<number[]> {
  const rows = await api.connection.db.execute<{ available: number }>(sql`
    select st.available from seat_holds h join flight_seats st using (flight_id, leg_no, cabin_class)
    where h.order_id = (select order_id from order_items where trip::text like ${'%' + offerId + '%'} limit 1)
  `);
  return rows.rows.map((row) => row.available);
}

describe('verify, confirm and store', () => {
  it('verifies a selection and keeps it as a checkout', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const verified = await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ code: 200, priceChanged: false, data: { counts: { adult: 1 }, area: 'domestic', offline: false } });
    expect(body.data.breakdown.grandTotal).toBeGreaterThan(0);
    const again = await api.app.inject({ method: 'GET', url: `/api/flight/checkout?checkoutId=${body.data.checkoutId}` });
    expect(again.json().data.checkoutId).toBe(body.data.checkoutId);
  });

  it('answers session timed out for an unknown cache key and refuses a non-S1 offer on v3', async () => {
    const unknown = await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey: 'x'.repeat(32), outward: 'S1-Y-UB101.20261201.RGNMDL' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().errorCode).toBe('SESSION_TIMED_OUT');
    const { cacheKey } = await searchAndPick(api.app);
    const wrongSource = await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: 'S2-Y-UB101.20261201.RGNMDL' });
    expect(wrongSource.statusCode).toBe(400);
    const bad = await post(api.app, '/api/flight/v3/verifyFlight', { outward: 5 });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the price change when the fare moved after the search', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app, undefined, 6);
    const flightNumber = offer.route[0]!.flightNumber;
    await api.connection.db.execute(sql`update flights set discount_pct = case when discount_pct >= 20 then 0 else 30 end where flight_number = ${flightNumber} and service_date between ${offer.route[0]!.departure.date}::date - 1 and ${offer.route[0]!.departure.date}::date`);
    const verified = await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().priceChanged).toBe(true);
    expect(verified.json().previousTotal).not.toBe(verified.json().data.breakdown.grandTotal);
  });

  it('rejects travellers field by field and writes nothing', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = (await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId })).json().data;
    const answer = await post(
      api.app,
      '/api/checkout/v2/confirm',
      await encrypted(api.app, { checkoutId: checkout.checkoutId, travellers: [adultTraveller({ firstName: 'အောင်', nrcNumber: '12', dateOfBirth: '2020-01-01' })] }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toMatchObject({ 'travellers.0.firstName': 'invalid', 'travellers.0.nrcNumber': 'invalid', 'travellers.0.dateOfBirth': 'wrong_type' });
    const stored = await api.app.inject({ method: 'GET', url: `/api/flight/checkout?checkoutId=${checkout.checkoutId}` });
    expect(stored.json().data.travellers).toBeNull();
    const tampered = await post(api.app, '/api/checkout/v2/confirm', { data: 'v1.abc.def.ghi.jkl' });
    expect(tampered.statusCode).toBe(400);
  });

  it('places an order holding its seats, and refuses a bad contact and a missing key', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
    const badContact = await storeOrder(api.app, checkout.checkoutId, randomUUID(), { ...CONTACT, phoneNumber: '09 123' });
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json().fieldErrors['contact.phoneNumber']).toBeDefined();
    const noKey = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const placed = await storeOrder(api.app, checkout.checkoutId);
    expect(placed.statusCode).toBe(200);
    const { orderId, orderKey, status, holdExpiresAt } = placed.json().data;
    expect(status).toBe('held');
    expect(Date.parse(holdExpiresAt) - clock).toBeGreaterThan(14 * 60_000);
    const holds = await api.connection.db.select().from(seatHolds).where(eq(seatHolds.orderId, orderId));
    expect(holds.length).toBe(offer.route.length);
    expect(holds.every((hold) => hold.status === 'held' && hold.seats === 1)).toBe(true);

    const detail = await post(api.app, '/api/order/detail', { orderId, orderKey });
    expect(detail.json<OrderDetailResponse>().data).toMatchObject({ orderId, status: 'held', outcome: 'unpaid', contact: { email: CONTACT.email } });
    const stranger = await post(api.app, '/api/order/detail', { orderId, orderKey: 'a'.repeat(43) });
    expect(stranger.statusCode).toBe(404);
    const spent = await storeOrder(api.app, checkout.checkoutId);
    expect(spent.json().errorCode).toBe('BOOKING_NOT_AVAILABLE');
  });
});

describe('names: the contact may write in Myanmar, travellers are named as on the ticket', () => {
  it('places an order for a contact named in Myanmar script, typed in Unicode or in Zawgyi (stored in Unicode)', async () => {
    for (const [typed, stored] of [
      ['ဒေါ်ခင်မြင့်', 'ဒေါ်ခင်မြင့်'],
      ['ေဒၚခင္ျမင့္', 'ဒေါ်ခင်မြင့်'],
    ] as const) {
      const { cacheKey, offer } = await searchAndPick(api.app);
      const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
      const placed = await storeOrder(api.app, checkout.checkoutId, randomUUID(), { ...CONTACT, contactName: typed });
      expect([typed, placed.statusCode]).toEqual([typed, 200]);
      const { orderId, orderKey } = placed.json().data;
      const detail = await post(api.app, '/api/order/detail', { orderId, orderKey });
      // The phone as the e-ticket prints it: the country code, then the number without its trunk 0.
      expect(detail.json<OrderDetailResponse>().data.contact).toEqual({ name: stored, email: CONTACT.email, phone: '+95 9 421 234 567' });
    }
  });

  it('shows an order booked in English with its cities and airlines in the language its reader asks for', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
    const { orderId, orderKey } = (await storeOrder(api.app, checkout.checkoutId)).json().data;
    const legOf = async (path: string, body: Record<string, unknown>) => flightItemOf((await post(api.app, path, body)).json<OrderDetailResponse>().data)!.directions[0]!.legs[0]!;

    const english = await legOf('/api/order/detail', { orderId, orderKey, language: 'en' });
    expect(english).toMatchObject({ origin: 'RGN', originCity: 'Yangon', destination: 'MDL', destinationCity: 'Mandalay' });
    const myanmar = await legOf('/api/order/detail', { orderId, orderKey, language: 'mm' });
    expect(myanmar).toMatchObject({ origin: 'RGN', originCity: 'ရန်ကုန်', destination: 'MDL', destinationCity: 'မန္တလေး' });
    expect(myanmar.airlineName).not.toBe(english.airlineName);
    expect(myanmar.airlineName).toMatch(/[\u1000-\u109f]/);
    const tracked = await legOf('/api/myaccount/trackbooking', { bookingId: orderId, email: CONTACT.email, language: 'mm' });
    expect(tracked).toEqual(myanmar);
  });

  it('refuses traveller names in Myanmar script with a field error on each name, and keeps nothing', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = (await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId })).json().data;
    const body = await encrypted(api.app, { checkoutId: checkout.checkoutId, travellers: [adultTraveller({ firstName: 'အောင်ကို', lastName: 'ထက္' })] });
    const answer = await post(api.app, '/api/checkout/v2/confirm', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'travellers.0.firstName', fieldErrors: { 'travellers.0.firstName': 'invalid', 'travellers.0.lastName': 'invalid' } });
    const stored = await api.app.inject({ method: 'GET', url: `/api/flight/checkout?checkoutId=${checkout.checkoutId}` });
    expect(stored.json().data.travellers).toBeNull();
  });
});

describe('idempotency', () => {
  it('20 concurrent duplicates make one order; the same key with another body is refused', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
    const key = randomUUID();
    const body = await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(api.app, '/api/order/v6/flight/store', body, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const orderIds = new Set(answers.map((answer) => answer.json().data.orderId));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];
    const rows = await api.connection.db.select().from(orders).where(eq(orders.checkoutId, checkout.checkoutId));
    expect(rows.map((row) => row.orderId)).toEqual([orderId]);

    const other = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: { ...CONTACT, contactName: 'Someone Else' } }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the last seats', () => {
  it('200 concurrent attempts on the last 3 seats: exactly 3 orders hold seats, never below zero', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app, undefined, 8);
    const checkouts = [];
    for (let index = 0; index < 200; index += 1) checkouts.push(await confirmedCheckout(api.app, cacheKey, offer.offerId));
    const leg = offer.route[0]!;
    await api.connection.db.execute(sql`
      update flight_seats st set available = 3
      from flights f where st.flight_id = f.id and f.flight_number = ${leg.flightNumber}
        and f.service_date between ${leg.departure.date}::date - 1 and ${leg.departure.date}::date and st.cabin_class = ${leg.class}
    `);
    const answers = await Promise.all(checkouts.map((checkout) => storeOrder(api.app, checkout.checkoutId)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.json().errorCode === 'SEAT_NOT_AVAILABLE')).toBe(true);
    const won = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data.orderId as string);
    const left = await api.connection.db.execute<{ available: number }>(sql`
      select distinct st.flight_id, st.leg_no, st.available from flight_seats st
      join seat_holds h on h.flight_id = st.flight_id and h.leg_no = st.leg_no and h.cabin_class = st.cabin_class
      where h.order_id = any(${sql.param(won)}::varchar[])
    `);
    expect(left.rows.length).toBeGreaterThan(0);
    expect(left.rows.every((row) => row.available === 0)).toBe(true);
  }, 90_000);
});

describe('payment, hold expiry and issue', () => {
  async function placed() {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
    const { orderId, orderKey } = (await storeOrder(api.app, checkout.checkoutId)).json().data;
    return { orderId, orderKey, offer };
  }

  it('an unpaid hold expires at 15 minutes and its seats return to sale', async () => {
    const { orderId, offer } = await placed();
    const before = await seatsOf(offer.offerId);
    expect(await api.app.services.orders.expireHold(orderId)).toBe(false);
    clock += 16 * 60_000;
    try {
      expect(await api.app.services.orders.expireHold(orderId)).toBe(true);
      expect(await api.app.services.orders.expireHold(orderId)).toBe(false);
    } finally {
      clock -= 16 * 60_000;
    }
    const after = await seatsOf(offer.offerId);
    expect(after.map((seats, index) => seats - before[index]!)).toEqual(before.map(() => 1));
    const [order] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order!.status).toBe('expired');
    const events = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'hold.expired')));
    expect(events).toHaveLength(1);
  });

  it('pays by sandbox card once, refuses tampered and replayed callbacks, and issues exactly once', async () => {
    const { orderId, orderKey } = await placed();
    const all = await post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, { orderId, orderKey, promoCode: 'NOPE' }));
    // A code that does not apply is said beside the field; the order stays payable (issue 11).
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ promotion: null, promoError: { field: 'promoCode', reason: 'not_found' } });
    const methods = await post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, { orderId, orderKey }));
    expect(methods.json().data.methods.map((method: { provider: string }) => method.provider)).toEqual(['card', 'mobile_wallet', 'pay_at_shop', 'cash_on_delivery']);

    const key = randomUUID();
    const pay = { orderId, orderKey, categoryId: 2, subCategoryId: 11 };
    const [first, second] = await Promise.all([post(api.app, '/api/pay/makepayment', pay, { 'idempotency-key': key }), post(api.app, '/api/pay/makepayment', pay, { 'idempotency-key': key })]);
    expect(first.json<MakePaymentResponse>().data.paymentId).toBe(second.json<MakePaymentResponse>().data.paymentId);
    const action = first.json<MakePaymentResponse>().data.action;
    if (action.type !== 'redirect') throw new Error('card payments redirect');

    const paid = await api.app.inject({
      method: 'POST',
      url: action.url,
      payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/checkout/thank-you?orderId=${orderId}`);
    const [order] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    const replay = await api.connection.db.execute<{ nonce: string }>(sql`select nonce from payment_callbacks where payment_id = ${first.json().data.paymentId}`);
    expect(replay.rows).toHaveLength(1);
    const forged = await post(api.app, '/api/pay/updatepaystatus', {
      provider: 'card',
      paymentRef: first.json().data.paymentId,
      status: 'failed',
      amount: order!.amount,
      currency: 'MMK',
      timestamp: Math.floor(clock / 1000),
      nonce: 'n'.repeat(20),
      signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorCode).toBe('PAYMENT_REJECTED');

    const results = await Promise.all([api.app.services.orders.fulfil(orderId, 1), api.app.services.orders.fulfil(orderId, 1)]);
    expect(results.filter((result) => result === 'completed')).toHaveLength(1);
    const [done] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(done!.status).toBe('completed');
    const [item] = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ itemNo: 1, status: 'completed', supplierReference: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    const sold = await api.connection.db.select().from(seatHolds).where(eq(seatHolds.orderId, orderId));
    expect(sold.every((hold) => hold.status === 'sold')).toBe(true);
    const issued = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'ticket.issued')));
    expect(issued).toHaveLength(1);
  });

  it('tracks a booking by id and email and reveals nothing for a wrong pair', async () => {
    const { orderId } = await placed();
    const found = await post(api.app, '/api/myaccount/trackbooking', { bookingId: orderId, email: 'AUNG@example.com', smsFlag: 0, channelTypeId: 3, feature: 'revamp' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.orderId).toBe(orderId);
    const wrong = await post(api.app, '/api/myaccount/trackbooking', { bookingId: orderId, email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain(orderId);
  });
});

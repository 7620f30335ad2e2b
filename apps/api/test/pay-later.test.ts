import { describe, expect, it } from 'vitest';
import { mailMessages, orders } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { MyTripsResponse } from '@thwa/domain/contracts/trips';
import { COMPLETE_PAYMENT_MAIL_AFTER_MINUTES } from '../src/features/notifications/payment-reminder.ts';
import { CONTACT, encrypted, orderDetailOf, payByCard, placeHeldOrder } from './booking-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApi } from './harness.ts';
import { createAccount } from './account-fixtures.ts';

/**
 * Issue 19 item 1, paying later: a booking awaiting payment can be paid from Track booking, My trips and
 * the 'complete your payment' e-mail, on any device, by its payment key; that key never cancels it.
 */
const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

async function track(orderId: string, email = CONTACT.email): Promise<OrderDetail> {
  const answer = await post(api.app, '/api/myaccount/trackbooking', { bookingId: orderId, email, smsFlag: 0, channelTypeId: 3, feature: 'revamp' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: OrderDetail }>().data;
}

async function ownerOf(orderId: string): Promise<string | null> {
  const [row] = await api.connection.db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderId, orderId));
  return row!.userId;
}

async function mailsOf(orderId: string) {
  return api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${orderId}:confirmation`));
}

describe('paying later by the payment key', () => {
  it('Track booking gives a booking awaiting payment its key, which shows and pays it but never cancels it', async () => {
    const order = await placeHeldOrder(api.app);
    const tracked = await track(order.orderId);
    expect(tracked.status).toBe('held');
    const payKey = tracked.payKey!;
    expect(payKey).toMatch(/^pay_[A-Za-z0-9_-]{43}$/);
    const byKey = { orderId: order.orderId, orderKey: payKey };

    // Another browser, with nothing but the key: the order, its payment page, and the payment.
    expect((await orderDetailOf(api.app, byKey)).orderId).toBe(order.orderId);
    const checkout = await post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, byKey));
    expect(checkout.statusCode, checkout.body).toBe(200);

    // Knowing the booking id and its e-mail must not be enough to cancel (item 6): the key does not cancel.
    const cancel = await post(api.app, '/api/order/cancel', byKey);
    expect(cancel.statusCode).toBe(404);
    expect((await orderDetailOf(api.app, order)).status).toBe('held');

    // It opens no other order, and a made-up one opens nothing.
    const other = await placeHeldOrder(api.app);
    expect((await post(api.app, '/api/order/detail', { orderId: other.orderId, orderKey: payKey })).statusCode).toBe(404);
    expect((await post(api.app, '/api/order/detail', { orderId: order.orderId, orderKey: `pay_${'A'.repeat(43)}` })).statusCode).toBe(404);

    await payByCard(api.app, byKey, 'AUNG KO HTET');
    const paid = await orderDetailOf(api.app, byKey);
    expect(paid.paymentStatus).toBe('paid');
    // Nothing left to pay: no key is handed out any more, though the one given still shows the order.
    expect(paid.payKey).toBeNull();
    expect((await track(order.orderId)).payKey).toBeNull();
  });

  it("mails 'complete your payment' some minutes after the order, with the link that opens its payment page, and only while it is unpaid", async () => {
    const before = Date.now();
    const unpaid = await placeHeldOrder(api.app);
    const paidSoon = await placeHeldOrder(api.app);
    const after = Date.now();

    const queued = await api.connection.db.execute<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = 'mail-send' and data->>'orderId' = ${unpaid.orderId} and data->>'kind' = 'confirmation'`,
    );
    const startAfter = new Date(queued.rows[0]!.start_after).getTime();
    const delay = COMPLETE_PAYMENT_MAIL_AFTER_MINUTES * 60_000;
    expect(startAfter).toBeGreaterThanOrEqual(before + delay - 1000);
    expect(startAfter).toBeLessThanOrEqual(after + delay + 1000);

    // The customer paid seconds later: when the job runs, there is nothing to ask for.
    await payByCard(api.app, paidSoon, 'AUNG KO HTET');
    await api.app.services.notifications.sendMail(paidSoon.orderId, 'confirmation');
    expect(await mailsOf(paidSoon.orderId)).toEqual([]);

    await api.app.services.notifications.sendMail(unpaid.orderId, 'confirmation');
    const [mail, ...more] = await mailsOf(unpaid.orderId);
    expect(more).toEqual([]);
    const link = /^Pay now: (\S+)$/m.exec(mail!.text)?.[1];
    const url = new URL(link!);
    expect(url.pathname).toBe('/checkout/thank-you');
    expect(url.searchParams.get('orderId')).toBe(unpaid.orderId);
    expect(url.searchParams.get('key')).toBe((await track(unpaid.orderId)).payKey);
    expect((await orderDetailOf(api.app, { orderId: unpaid.orderId, orderKey: url.searchParams.get('key')! })).status).toBe('held');
  });

  it('a guest order becomes the account that signs in on the browser that placed it, and not by a payment key', async () => {
    const placedAsGuest = await placeHeldOrder(api.app);
    const member = await createAccount(api);
    const stranger = await createAccount(api);
    const payKey = (await track(placedAsGuest.orderId)).payKey!;

    // Someone else signed in, paying by the key Track booking gave: the order does not become theirs.
    const byKey = await post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, { orderId: placedAsGuest.orderId, orderKey: payKey }), stranger.headers);
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(await ownerOf(placedAsGuest.orderId)).toBeNull();

    // The customer's session had ended before the order was placed; they sign in again on the payment page.
    const own = await post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, placedAsGuest), member.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(await ownerOf(placedAsGuest.orderId)).toBe(member.userId);
    // Once it has its customer, nobody else takes it.
    await post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, placedAsGuest), stranger.headers);
    expect(await ownerOf(placedAsGuest.orderId)).toBe(member.userId);
    const trips = await post(api.app, '/api/myaccount/my-trips', { userId: member.userId, page: 0, userType: 'member' }, member.headers);
    expect(trips.json<MyTripsResponse>().data.trips.map((trip) => [trip.orderId, trip.payKey])).toEqual([[placedAsGuest.orderId, payKey]]);
  });
});


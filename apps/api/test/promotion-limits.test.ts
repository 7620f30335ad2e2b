import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { promotionUses, promotions } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { PROMOTION_MESSAGES } from '@thwa/domain/booking/promotions';
import { addDays } from '@thwa/domain/dates';
import { inDays, post } from './flights-fixtures.ts';
import { CONTACT, FORM, cancelCodeOf, confirmedCheckout, encrypted, searchAndPick, storeOrder, type PlacedOrder } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Issue 19 item 6 (decision 027): a promotion has a per-customer limit and the products it applies to,
 * and a cancelled order gives its use back, once. A database of this file's own: its promotions' uses
 * are counted exactly, and no other file's worker takes its orders' jobs.
 */
const api = useTestApiOnOwnDatabase('thwa_promotion_limits', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const APPROVED_CARD = '4111 1111 1111 1111';
const contactOf = (email: string) => ({ ...CONTACT, email });

async function addPromotion(code: string, fields: { perCustomerLimit?: number | null; productTypes?: number[] | null; value?: number }) {
  await api.connection.db.insert(promotions).values({
    code,
    kind: 'fixed',
    value: fields.value ?? 1_000,
    minAmount: 0,
    validFrom: new Date('2026-01-01T00:00:00+06:30'),
    validTo: new Date('2030-01-01T00:00:00+06:30'),
    perCustomerLimit: fields.perCustomerLimit ?? null,
    productTypes: fields.productTypes ?? null,
    descriptionEn: `test: ${code}`,
    descriptionMy: `test: ${code}`,
  });
}

async function promotionState(code: string) {
  const [row] = await api.connection.db.select({ used: promotions.used }).from(promotions).where(eq(promotions.code, code));
  const uses = await api.connection.db.select().from(promotionUses).where(eq(promotionUses.code, code));
  return { used: row!.used, uses: uses.map((use) => ({ customer: use.customer, orderId: use.orderId })) };
}

/** A held S1 flight RGN→MDL for one adult, placed as a guest whose contact email is `email`. */
async function flightOrder(email: string): Promise<PlacedOrder> {
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId);
  const stored = await storeOrder(api.app, checkout.checkoutId, randomUUID(), contactOf(email));
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json<{ data: PlacedOrder }>().data;
}

/** A held stay of two nights in a room whose rate is free to cancel, placed as a guest whose contact email is `email`. */
async function stayOrder(email: string, skip: number): Promise<PlacedOrder> {
  const checkIn = inDays(40);
  const choices = hotelCatalogue().flatMap((hotel) =>
    hotel.rooms.flatMap((room) => {
      const rate = room.rates.find((one) => one.cancellation.refundable && !one.services.includes('Extra bed'));
      const free = [0, 1].every((night) => roomNight(hotel, room, addDays(checkIn, night)).available > 0);
      return rate && free && room.maxAdults >= 2 ? [{ hotel, room, rate }] : [];
    }),
  );
  const choice = choices[skip]!;
  const checked = await post(api.app, '/api/hotel/v4/checkReservation', { hotelId: choice.hotel.id, roomTypeId: choice.room.id, rateId: choice.rate.id, checkIn, checkOut: addDays(checkIn, 2), rooms: 1, adult: 2 });
  expect(checked.statusCode, checked.body).toBe(200);
  const guests = await post(api.app, '/api/hotel/v2/order', { checkoutId: checked.json().data.checkoutId, adult: [{ firstName: 'Su Su', lastName: 'Hlaing' }] });
  expect(guests.statusCode, guests.body).toBe(200);
  const stored = await post(api.app, '/api/order/v4/hotel/store', await encrypted(api.app, { checkoutId: checked.json().data.checkoutId, contact: contactOf(email) }), { 'idempotency-key': randomUUID() });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json<{ data: PlacedOrder }>().data;
}

async function allCheckout(order: PlacedOrder, promoCode: string, language: 'en' | 'mm' = 'en') {
  return post(api.app, '/api/checkout/v5/all-checkout', await encrypted(api.app, { orderId: order.orderId, orderKey: order.orderKey, promoCode, language }));
}

function payByCard(order: PlacedOrder, promoCode: string) {
  return post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId: 2, subCategoryId: 11, promoCode }, { 'idempotency-key': randomUUID() });
}

async function paidByCard(order: PlacedOrder, promoCode: string) {
  const answer = await payByCard(order, promoCode);
  expect(answer.statusCode, answer.body).toBe(200);
  const { action } = answer.json<MakePaymentResponse>().data;
  if (action.type !== 'redirect') throw new Error('card payments redirect');
  const paid = await api.app.inject({ method: 'POST', url: action.url, headers: FORM, payload: new URLSearchParams({ number: APPROVED_CARD, expiry: '12/30', cvc: '123', name: 'SU SU HLAING', action: 'pay' }).toString() });
  expect(paid.statusCode).toBe(303);
}

describe('a per-customer limit', () => {
  it('two orders of one customer racing for a limit of 1: exactly one gets the code, the other is told why', async () => {
    await addPromotion('ONCEEACH', { perCustomerLimit: 1 });
    for (const round of [1, 2, 3]) {
      const email = `race${round}@example.com`;
      const [first, second] = await Promise.all([flightOrder(email), flightOrder(email.toUpperCase())]);
      const answers = await Promise.all([payByCard(first, 'ONCEEACH'), payByCard(second, 'onceeach')]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400)!;
      expect(refused.json().fieldErrors).toEqual({ 'data.promoCode': 'customer_limit' });
      // The winner's payment is for the discounted amount.
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<MakePaymentResponse>().data;
      expect(winner.amount).toBe((winner.orderId === first.orderId ? first : second).amount - 1_000);
    }
    const state = await promotionState('ONCEEACH');
    expect(state.used).toBe(3);
    expect(state.uses.map((use) => use.customer).sort()).toEqual(['email:race1@example.com', 'email:race2@example.com', 'email:race3@example.com']);

    // The preview says so in both languages; another customer still gets it.
    const third = await flightOrder('Race1@Example.com');
    const refused = (await allCheckout(third, 'ONCEEACH')).json().data;
    expect(refused).toMatchObject({ promotion: null, amount: third.amount, promoError: { reason: 'customer_limit', message: PROMOTION_MESSAGES.en.customer_limit } });
    expect((await allCheckout(third, 'ONCEEACH', 'mm')).json().data.promoError.message).toBe(PROMOTION_MESSAGES.mm.customer_limit);
    const stranger = await flightOrder('someone.else@example.com');
    expect((await allCheckout(stranger, 'ONCEEACH')).json().data).toMatchObject({ promotion: { code: 'ONCEEACH', discount: 1_000 }, promoError: null });
  });
});

describe('the products a promotion applies to', () => {
  it('a flights-only code takes nothing off a stay and says why; it still takes 10 % off a flight', async () => {
    const stay = await stayOrder('stay.guest@example.com', 0);
    const refused = (await allCheckout(stay, 'THWA10')).json().data;
    expect(refused).toMatchObject({ promotion: null, amount: stay.amount, promoError: { reason: 'wrong_product', message: PROMOTION_MESSAGES.en.wrong_product } });
    expect((await allCheckout(stay, 'THWA10', 'mm')).json().data.promoError.message).toBe(PROMOTION_MESSAGES.mm.wrong_product);
    const paying = await payByCard(stay, 'THWA10');
    expect(paying.statusCode).toBe(400);
    expect(paying.json().fieldErrors).toEqual({ 'data.promoCode': 'wrong_product' });

    const flight = await flightOrder('stay.guest@example.com');
    const priced = (await allCheckout(flight, 'THWA10')).json().data;
    expect(priced.promotion).toMatchObject({ code: 'THWA10', discount: Math.floor(priced.breakdown.total / 10) });
  });
});

describe('a cancelled order gives its use back', () => {
  it('once, though two cancellations race; the customer may then use the code again', async () => {
    await addPromotion('STAYONCE', { perCustomerLimit: 1, productTypes: [PRODUCT_TYPE_IDS.hotel], value: 5_000 });
    // Another customer's use stays taken throughout: giving back twice would show in the count.
    await paidByCard(await stayOrder('other.guest@example.com', 1), 'STAYONCE');
    const stay = await stayOrder('cancel.guest@example.com', 2);
    await paidByCard(stay, 'STAYONCE');
    expect(await api.app.services.orders.fulfil(stay.orderId, 1)).toBe('completed');
    expect((await promotionState('STAYONCE')).used).toBe(2);
    const again = await stayOrder('cancel.guest@example.com', 3);
    expect((await allCheckout(again, 'STAYONCE')).json().data.promoError).toMatchObject({ reason: 'customer_limit' });

    // Track booking cancels with the code mailed to the contact (asked for first), racing the thank-you page's cancel.
    expect((await post(api.app, '/api/myaccount/trackbooking/cancel/code', { bookingId: stay.orderId, email: 'cancel.guest@example.com' })).statusCode).toBe(200);
    const otp = await cancelCodeOf(api, stay.orderId);
    const cancels = await Promise.all([
      post(api.app, '/api/order/cancel', { orderId: stay.orderId, orderKey: stay.orderKey }),
      post(api.app, '/api/myaccount/trackbooking/cancel', { bookingId: stay.orderId, email: 'cancel.guest@example.com', otp }),
    ]);
    expect(cancels.map((answer) => answer.statusCode), cancels.map((answer) => answer.body).join('\n')).toEqual([200, 200]);
    const state = await promotionState('STAYONCE');
    expect(state.used).toBe(1);
    expect(state.uses).toEqual([{ customer: 'email:other.guest@example.com', orderId: expect.not.stringMatching(stay.orderId) }]);

    // The use is back: the same customer's next stay gets the code.
    expect((await allCheckout(again, 'STAYONCE')).json().data).toMatchObject({ promotion: { code: 'STAYONCE', discount: 5_000 }, promoError: null });
    await paidByCard(again, 'STAYONCE');
    expect((await promotionState('STAYONCE')).used).toBe(2);
  });
});

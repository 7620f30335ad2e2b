import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hotelCheckouts, hotelRoomNights, mailMessages, oneTimeCodes, orderItems, orders, payments, roomHolds, sandboxPaymentRefunds } from '@thwa/db/schema';
import { and, eq, inArray, sql } from '@thwa/db/sql';
import { hotelCatalogue, type Hotel, type HotelRate, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { HotelOrderItem } from '@thwa/domain/contracts/booking';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import type { MyTripsResponse } from '@thwa/domain/contracts/trips';
import type { HotelTrip } from '@thwa/domain/hotels/hotel-trip';
import { addDays } from '@thwa/domain/dates';
import { inDays, post } from './flights-fixtures.ts';
import { createOrdersRepository } from '../src/features/orders/orders.repository.ts';
import { createOrdersService } from '../src/features/orders/orders.service.ts';
import { createProductRegistry } from '../src/features/orders/product-module.ts';
import { testProductModule } from '../src/features/orders/product-module.testing.ts';
import { PRODUCT_HOTEL } from '../src/features/hotels/booking/hotel-module.ts';
import { CONTACT, cancelCodeOf, cancelTracked, encrypted, refundJobsOf, refundsOf, runRefundJobs, orderDetailOf, payByCard, FORM } from './booking-fixtures.ts';
import { balanceOf, expectLedgerBalanced } from './wallet-fixtures.ts';
import { createAccount } from './account-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

// A database of this file's own: its payments queue fulfilment jobs that no other file's worker may take.
const api = useTestApiOnOwnDatabase('thwa_hotel_booking', { RATE_LIMIT_PER_MINUTE: '1000000' });

interface Choice {
  hotel: Hotel;
  room: HotelRoomType;
  rate: HotelRate;
}

/**
 * A room of some hotel that sells at least `rooms` rooms on every night of the stay, sleeping two
 * adults; its first rate, or the first whose cancellation policy is `refundable` when asked.
 */
function roomFreeFor(checkIn: string, nights: number, rooms = 1, skip = 0, refundable?: boolean): Choice {
  let skipped = 0;
  for (const hotel of hotelCatalogue()) {
    for (const room of hotel.rooms) {
      const free = Array.from({ length: nights }, (_, index) => roomNight(hotel, room, addDays(checkIn, index)).available);
      const rate = refundable === undefined ? room.rates[0] : room.rates.find((one) => one.cancellation.refundable === refundable && !one.services.includes('Extra bed'));
      if (!rate || room.maxAdults < 2 || free.some((available) => available < rooms)) continue;
      if (skipped++ < skip) continue;
      return { hotel, room, rate };
    }
  }
  throw new Error('no room free for the stay');
}

function reservation(choice: Choice, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) {
  return { hotelId: choice.hotel.id, roomTypeId: choice.room.id, rateId: choice.rate.id, checkIn, checkOut, rooms: 1, adult: 2, ...extra };
}

async function checkReservation(body: Record<string, unknown>) {
  return post(api.app, '/api/hotel/v4/checkReservation', body);
}

async function checkoutFor(body: Record<string, unknown>): Promise<HotelCheckout> {
  const answer = await checkReservation(body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function withGuests(checkout: HotelCheckout, guests = [{ firstName: 'Su Su', lastName: 'Hlaing' }]): Promise<HotelCheckout> {
  const answer = await post(api.app, '/api/hotel/v2/order', { checkoutId: checkout.checkoutId, adult: guests, additionalInfo: { specialRequest: 'A quiet room, please' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function store(checkoutId: string, key: string = randomUUID(), address = '198.51.100.1') {
  return api.app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(api.app, { checkoutId, contact: CONTACT }),
    headers: { 'idempotency-key': key },
    remoteAddress: address,
  });
}

/** A stay placed (as a member when `headers` sign one in), paid by card and confirmed by the hotel. */
async function confirmedStay(choice: Choice, checkIn: string, headers: Record<string, string> = {}) {
  const checkout = await withGuests(await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 2))));
  const stored = await api.app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }),
    headers: { 'idempotency-key': randomUUID(), ...headers },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  const placed = stored.json().data as { orderId: string; orderKey: string; amount: number };
  await payByCard(api.app, placed, 'SU SU HLAING');
  expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
  return placed;
}

async function takenOn(roomTypeId: string, nights: string[]): Promise<number[]> {
  const rows = await api.connection.db.select().from(hotelRoomNights).where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), inArray(hotelRoomNights.night, nights)));
  return nights.map((night) => rows.find((row) => row.night === night)?.taken ?? 0);
}

async function heldNights(orderId: string) {
  return api.connection.db.select().from(roomHolds).where(eq(roomHolds.orderId, orderId)).orderBy(roomHolds.night);
}

describe('POST /hotel/v4/checkReservation', () => {
  it('prices the room for every night and room of the stay, keeps it as a checkout, and says when the price moved', async () => {
    const checkIn = inDays(12);
    const choice = roomFreeFor(checkIn, 3, 2);
    const checkout = await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 3), { rooms: 2, adult: 3, child: 1, childAges: [7] }));
    const nights = [0, 1, 2].map((index) => roomNight(choice.hotel, choice.room, addDays(checkIn, index)));
    const perRoom = nights.reduce((sum, night) => sum + night.prices[0]!.local, 0);
    expect(checkout).toMatchObject({
      hotel: { id: choice.hotel.id, name: choice.hotel.nameEn, stars: choice.hotel.stars, checkInTime: choice.hotel.policies.checkIn },
      room: { id: choice.room.id, name: choice.room.nameEn },
      rate: { id: choice.rate.id, name: choice.rate.nameEn },
      stay: { checkIn, checkOut: addDays(checkIn, 3), nights: 3, rooms: 2, adult: 3, child: 1, childAges: [7] },
      total: perRoom * 2,
      pricePerNight: Math.ceil(perRoom / 3),
      priceChanged: false,
      guests: null,
    });
    expect(checkout.breakdown).toMatchObject({ total: perRoom * 2, grandTotal: perRoom * 2, taxes: 0, convenienceFees: 0 });
    expect(checkout.cancellation.refundable).toBe(choice.rate.cancellation.refundable);

    // The guest saw another total on the list: the same answer says the price changed (spec §8 modal).
    const moved = await checkoutFor({ ...reservation(choice, checkIn, addDays(checkIn, 3), { rooms: 2, adult: 3, child: 1, childAges: [7] }), listedTotal: perRoom * 2 - 1000 });
    expect(moved.priceChanged).toBe(true);
    // A foreign passport holder pays the foreigner price.
    const foreign = await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 3), { nationality: 'foreign' }));
    expect(foreign.total).toBe(nights.reduce((sum, night) => sum + night.prices[0]!.foreigner, 0));
    // In Myanmar, the names are Myanmar.
    const myanmar = await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 1), { language: 'mm' }));
    expect(myanmar.hotel.name).toBe(choice.hotel.nameMy);
    expect(myanmar.room.name).toBe(choice.room.nameMy);
  });

  it('refuses bad input with the field, and writes nothing', async () => {
    const checkIn = inDays(12);
    const choice = roomFreeFor(checkIn, 1);
    const good = reservation(choice, checkIn, addDays(checkIn, 1));
    const before = await api.connection.db.select({ count: sql<number>`count(*)::int` }).from(hotelCheckouts);
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ ...good, checkOut: checkIn }, 400, 'VALIDATION_FAILED', 'checkOut'],
      [{ ...good, checkOut: addDays(checkIn, 31) }, 400, 'VALIDATION_FAILED', 'checkOut'],
      [{ ...good, checkIn: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, checkIn: inDays(-1), checkOut: inDays(1) }, 400, 'DATE_IN_PAST', 'checkIn'],
      [{ ...good, child: 2, childAges: [5] }, 400, 'VALIDATION_FAILED', 'childAges'],
      [{ ...good, child: 1, childAges: [13] }, 400, 'VALIDATION_FAILED'],
      [{ ...good, rooms: 2, adult: 1 }, 400, 'VALIDATION_FAILED', 'adult'],
      [{ ...good, adult: choice.room.maxAdults + 1 }, 400, 'VALIDATION_FAILED', 'adult'],
      [{ ...good, rooms: 9 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, hotelId: 'nope' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, hotelId: 'H999999', roomTypeId: 'H999999-R1', rateId: 'H999999-R1-RO' }, 409, 'HOTEL_NOT_AVAILABLE'],
      [{ ...good, rateId: `${choice.room.id}-ZZ` }, 409, 'ROOM_NOT_AVAILABLE'],
    ];
    for (const [body, status, errorCode, field] of cases) {
      const answer = await checkReservation(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ errorCode, ...(field ? { field } : {}) });
    }
    const after = await api.connection.db.select({ count: sql<number>`count(*)::int` }).from(hotelCheckouts);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('shows a rate whose free-cancellation date has already passed as non-refundable', async () => {
    const checkIn = inDays(1);
    const choice = hotelCatalogue()
      .flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room, rate: room.rates.find((one) => one.cancellation.refundable && one.cancellation.freeCancellationDays >= 2) })))
      .find((one): one is Choice => one.rate !== undefined && roomNight(one.hotel, one.room, checkIn).available >= 1)!;
    const checkout = await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 1), { adult: 1 }));
    expect(checkout.cancellation).toEqual({ refundable: false, freeCancellationUntil: null });
  });

  it('answers room not available for a night with too few rooms left', async () => {
    const checkIn = inDays(40);
    const choice = roomFreeFor(checkIn, 2, 1, 3);
    await api.connection.db
      .insert(hotelRoomNights)
      .values({ roomTypeId: choice.room.id, night: addDays(checkIn, 1), capacity: 1, taken: 1 })
      .onConflictDoUpdate({ target: [hotelRoomNights.roomTypeId, hotelRoomNights.night], set: { capacity: 1, taken: 1 } });
    const answer = await checkReservation(reservation(choice, checkIn, addDays(checkIn, 2)));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errorCode).toBe('ROOM_NOT_AVAILABLE');
  });
});

describe('POST /hotel/v2/order (guests)', () => {
  it('keeps one guest per room with the arrival time (Early Check-in by default), or names each bad field', async () => {
    const checkIn = inDays(14);
    const checkout = await checkoutFor(reservation(roomFreeFor(checkIn, 1, 2), checkIn, addDays(checkIn, 1), { rooms: 2, adult: 2 }));
    // One of our hotels in Myanmar: names in Myanmar script are welcome (a hotel abroad asks Latin, hotel-bed-bank.test.ts).
    expect(checkout.hotel.region).toBe('local');
    const wrong = await post(api.app, '/api/hotel/v2/order', { checkoutId: checkout.checkoutId, adult: [{ firstName: '', lastName: 'Oo' }, { firstName: 'Aye', lastName: '<b>' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ 'guests.0.firstName': 'required', 'guests.1.lastName': 'invalid' });
    const tooFew = await post(api.app, '/api/hotel/v2/order', { checkoutId: checkout.checkoutId, adult: [{ firstName: 'Aye', lastName: 'Chan' }] });
    expect(tooFew.json().fieldErrors).toEqual({ guests: 'invalid' });

    const saved = await post(api.app, '/api/hotel/v2/order', { checkoutId: checkout.checkoutId, adult: [{ firstName: 'Aye', lastName: 'Chan' }, { firstName: 'မောင်', lastName: 'ဦး' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.guests).toEqual({ guests: [{ firstName: 'Aye', lastName: 'Chan' }, { firstName: 'မောင်', lastName: 'ဦး' }], estimatedCheckInTime: 'early', specialRequest: null });
    // A reload finds them.
    const reloaded = await api.app.inject({ method: 'GET', url: `/api/hotel/checkout?checkoutId=${checkout.checkoutId}` });
    expect(reloaded.json().data.guests.guests).toHaveLength(2);

    const unknown = await post(api.app, '/api/hotel/v2/order', { checkoutId: 'x'.repeat(32), adult: [{ firstName: 'Aye', lastName: 'Chan' }] });
    expect(unknown.json()).toMatchObject({ code: 410, errorCode: 'SESSION_TIMED_OUT' });
  });
});

describe('POST /order/v4/hotel/store', () => {
  it('holds every night of every room, once per key; pays, confirms and describes the stay in both languages and in My trips', async () => {
    const checkIn = inDays(20);
    const choice = roomFreeFor(checkIn, 3, 2);
    const checkout = await withGuests(await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 3), { rooms: 2, adult: 2 })), [
      { firstName: 'Su Su', lastName: 'Hlaing' },
      { firstName: 'Ko Ko', lastName: 'Aung' },
    ]);
    const key = randomUUID();
    const first = await store(checkout.checkoutId, key);
    expect(first.statusCode, first.body).toBe(200);
    const placed = first.json().data as { orderId: string; orderKey: string; amount: number; status: string };
    expect(placed).toMatchObject({ status: 'held', amount: checkout.total });
    // The same key answers the same order; the checkout cannot become a second one.
    const again = await store(checkout.checkoutId, key);
    expect(again.json().data.orderId).toBe(placed.orderId);
    const second = await store(checkout.checkoutId);
    expect(second.json().errorCode).toBe('BOOKING_NOT_AVAILABLE');

    const holds = await heldNights(placed.orderId);
    expect(holds.map((hold) => [hold.night, hold.rooms, hold.status])).toEqual([0, 1, 2].map((index) => [addDays(checkIn, index), 2, 'held']));

    const held = await orderDetailOf(api.app, placed);
    expect(held).toMatchObject({ productType: 1, status: 'held', amount: checkout.total });
    const item = held.items[0] as HotelOrderItem;
    expect(item).toMatchObject({
      product: 'hotel',
      hotelName: choice.hotel.nameEn,
      checkIn,
      checkOut: addDays(checkIn, 3),
      nights: 3,
      rooms: 2,
      guests: [
        { firstName: 'Su Su', lastName: 'Hlaing' },
        { firstName: 'Ko Ko', lastName: 'Aung' },
      ],
      specialRequest: 'A quiet room, please',
      estimatedCheckInTime: 'early',
      voucherNumbers: [],
    });

    // Paid by card, then confirmed by the hotel: the nights are sold, a voucher number per room.
    const payment = await post(api.app, '/api/pay/makepayment', { orderId: placed.orderId, orderKey: placed.orderKey, categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': randomUUID() });
    expect(payment.statusCode, payment.body).toBe(200);
    const action = payment.json().data.action as { type: string; url: string };
    const paid = await api.app.inject({ method: 'POST', url: action.url, headers: FORM, payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'SU SU HLAING', action: 'pay' }).toString() });
    expect(paid.statusCode).toBe(303);
    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
    const completed = await orderDetailOf(api.app, placed, 'mm');
    expect(completed).toMatchObject({ status: 'completed', paymentStatus: 'paid', outcome: 'completed' });
    expect(completed.pnr).toMatch(/^HC\d{8}$/);
    expect(completed.items[0]).toMatchObject({ hotelName: choice.hotel.nameMy, roomName: choice.room.nameMy, voucherNumbers: [`${placed.orderId}-1`, `${placed.orderId}-2`] });
    expect((await heldNights(placed.orderId)).every((hold) => hold.status === 'sold')).toBe(true);

    // Track booking finds it by id and email.
    const tracked = await post(api.app, '/api/myaccount/trackbooking', { bookingId: placed.orderId, email: CONTACT.email });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data.items[0].product).toBe('hotel');
  });

  it('gives every night back when the unpaid hold expires', async () => {
    const checkIn = inDays(25);
    const choice = roomFreeFor(checkIn, 2, 1, 5);
    const checkout = await withGuests(await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 2))));
    const placed = (await store(checkout.checkoutId)).json().data as { orderId: string };
    const takenNow = async () =>
      (await api.connection.db.select().from(hotelRoomNights).where(and(eq(hotelRoomNights.roomTypeId, choice.room.id), inArray(hotelRoomNights.night, [checkIn, addDays(checkIn, 1)])))).map(
        (night) => night.taken,
      );
    const before = await takenNow();
    await api.connection.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, placed.orderId));
    expect(await api.app.services.orders.expireHold(placed.orderId)).toBe(true);
    expect((await takenNow()).map((taken, index) => before[index]! - taken)).toEqual([1, 1]);
    expect((await heldNights(placed.orderId)).every((hold) => hold.status === 'released')).toBe(true);
    // Run again: nothing more comes back.
    expect(await api.app.services.orders.expireHold(placed.orderId)).toBe(false);
  });

  it('refuses a store without guests, with an unknown checkout, or without an idempotency key', async () => {
    const checkIn = inDays(15);
    const checkout = await checkoutFor(reservation(roomFreeFor(checkIn, 1), checkIn, addDays(checkIn, 1)));
    expect((await store(checkout.checkoutId)).json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'guests' });
    expect((await store('y'.repeat(32))).json()).toMatchObject({ errorCode: 'SESSION_TIMED_OUT' });
    const keyless = await api.app.inject({ method: 'POST', url: '/api/order/v4/hotel/store', payload: await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }) });
    expect(keyless.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('never sells a night beyond its rooms when 200 stays of overlapping dates race for them', async () => {
    const start = inDays(60);
    const choice = roomFreeFor(start, 6, 1, 7);
    const capacity = 5;
    // Each night of the window sells `capacity` rooms, fixed here as a first hold would fix it.
    for (let index = 0; index < 6; index++) {
      await api.connection.db
        .insert(hotelRoomNights)
        .values({ roomTypeId: choice.room.id, night: addDays(start, index), capacity, taken: 0 })
        .onConflictDoUpdate({ target: [hotelRoomNights.roomTypeId, hotelRoomNights.night], set: { capacity, taken: 0 } });
    }
    const checkouts: HotelCheckout[] = [];
    for (let index = 0; index < 200; index++) {
      const from = index % 5;
      const nights = 1 + (index % 3);
      checkouts.push(await withGuests(await checkoutFor(reservation(choice, addDays(start, from), addDays(start, Math.min(6, from + nights))))));
    }
    const answers = await Promise.all(checkouts.map((checkout, index) => store(checkout.checkoutId, randomUUID(), `203.0.113.${index % 250}`)));
    const placed = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data.orderId as string);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.every((answer) => answer.json().errorCode === 'ROOM_NOT_AVAILABLE')).toBe(true);
    // 6 nights of 5 rooms sell at most 30 room-nights: most of the 200 are refused, and no night is left half sold.
    expect(placed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(150);

    const nights = await api.connection.db.select().from(hotelRoomNights).where(eq(hotelRoomNights.roomTypeId, choice.room.id));
    const window = nights.filter((night) => night.night >= start && night.night < addDays(start, 6));
    const holds = await api.connection.db.select().from(roomHolds).where(and(eq(roomHolds.roomTypeId, choice.room.id), inArray(roomHolds.orderId, placed)));
    for (const night of window) {
      expect(night.taken).toBeLessThanOrEqual(capacity);
      // What each night has taken is exactly what the placed orders hold on it.
      expect(night.taken).toBe(holds.filter((hold) => hold.night === night.night).reduce((sum, hold) => sum + hold.rooms, 0));
    }
    // Every night of every placed stay is held: all or nothing.
    const byOrder = new Map<string, number>();
    for (const hold of holds) byOrder.set(hold.orderId, (byOrder.get(hold.orderId) ?? 0) + 1);
    for (const orderId of placed) {
      const [row] = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const trip = row!.trip as { request: { checkIn: string; checkOut: string } };
      expect(byOrder.get(orderId)).toBe(Math.round((Date.parse(trip.request.checkOut) - Date.parse(trip.request.checkIn)) / 86_400_000));
    }
    // Refused stays left no order behind.
    const stored = await api.connection.db.select({ count: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.checkoutId, checkouts.map((checkout) => checkout.checkoutId)));
    expect(stored[0]!.count).toBe(placed.length);
  }, 120_000);
});

describe('My trips', () => {
  it("shows a member's hotel stay with its hotel, town, dates and a book-again hotel search", async () => {
    const checkIn = inDays(30);
    const choice = roomFreeFor(checkIn, 2, 1, 9);
    const checkout = await withGuests(await checkoutFor(reservation(choice, checkIn, addDays(checkIn, 2))));
    const member = await createAccount(api);
    const stored = await api.app.inject({
      method: 'POST',
      url: '/api/order/v4/hotel/store',
      payload: await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }),
      headers: { 'idempotency-key': randomUUID(), ...member.headers },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const orderId = stored.json().data.orderId as string;
    const trips = await post(api.app, '/api/myaccount/my-trips', { userId: member.userId, userType: 'member', page: 0, language: 'en' }, member.headers);
    expect(trips.statusCode, trips.body).toBe(200);
    const trip = trips.json<MyTripsResponse>().data.trips.find((one) => one.orderId === orderId)!;
    expect(trip).toMatchObject({ productType: 1, origin: choice.hotel.id, departureDate: checkIn, returnDate: addDays(checkIn, 2), travellers: 2 });
    expect(trip.productName).toContain(choice.hotel.nameEn);
    expect(trip.bookAgain).toMatchObject({ product: 'hotel', itemId: choice.hotel.id, region: 'local', checkin: checkIn, checkout: addDays(checkIn, 2), rooms: 1, adult: 2 });
  });
});

describe('self-service cancellation', () => {
  it("a member cancels from My trips a free-cancellation stay: the nights go back, the wallet gets the refund, once", async () => {
    const checkIn = inDays(45);
    const choice = roomFreeFor(checkIn, 2, 1, 11, true);
    const member = await createAccount(api);
    const placed = await confirmedStay(choice, checkIn, member.headers);
    const nights = [checkIn, addDays(checkIn, 1)];
    const takenBefore = await takenOn(choice.room.id, nights);

    // Two cancels race: one cancellation, one refund.
    const [first, second] = await Promise.all([
      post(api.app, '/api/myaccount/my-trips/cancel', { orderId: placed.orderId }, member.headers),
      post(api.app, '/api/myaccount/my-trips/cancel', { orderId: placed.orderId }, member.headers),
    ]);
    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([200, 200]);
    expect(first.json().data).toMatchObject({ orderId: placed.orderId, status: 'cancelled', tab: 'cancelled' });
    expect((await takenOn(choice.room.id, nights)).map((taken, index) => takenBefore[index]! - taken)).toEqual([1, 1]);
    const events = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from order_events where order_id = ${placed.orderId} and type = 'order.cancelled'`);
    expect(events.rows[0]!.count).toBe(1);

    // The refund job, run twice as a retried job may be: the wallet is credited once, to the member.
    await runRefundJobs(api, placed.orderId, 2);
    const history = await post(api.app, '/api/myaccount/wallet-histories', { page: 1, pageSize: 10 }, member.headers);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data).toMatchObject({ balance: placed.amount, items: [{ kind: 'refund', reference: placed.orderId, amount: placed.amount, balanceAfter: placed.amount }] });

    const detail = await orderDetailOf(api.app, placed);
    expect(detail).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', guestCancellation: { refund: placed.amount, refundTo: 'wallet' } });
    // A cancelled stay cannot be cancelled again from anywhere.
    const again = await post(api.app, '/api/order/cancel', { orderId: placed.orderId, orderKey: placed.orderKey });
    expect(again.json().data.guestCancellation).toEqual({ refund: placed.amount, refundTo: 'wallet' });
  });

  it('a guest cancels from track booking with the code mailed to the contact; a non-refundable rate gives nothing back but still frees the room', async () => {
    const checkIn = inDays(50);
    const choice = roomFreeFor(checkIn, 2, 1, 13, false);
    const placed = await confirmedStay(choice, checkIn);
    // A wrong pair is told what track booking tells it, at either step, and no code is mailed.
    const wrongCode = await post(api.app, '/api/myaccount/trackbooking/cancel/code', { bookingId: placed.orderId, email: 'someone@example.com' });
    expect(wrongCode.json()).toMatchObject({ code: 404, errorCode: 'BOOKING_NOT_FOUND' });
    const wrong = await post(api.app, '/api/myaccount/trackbooking/cancel', { bookingId: placed.orderId, email: 'someone@example.com', otp: '123456' });
    expect(wrong.json()).toMatchObject({ code: 404, errorCode: 'BOOKING_NOT_FOUND' });
    await expect(cancelCodeOf(api, placed.orderId)).rejects.toThrow(/no cancellation code/);
    expect((await orderDetailOf(api.app, placed)).status).toBe('completed');

    const nights = [checkIn, addDays(checkIn, 1)];
    const takenBefore = await takenOn(choice.room.id, nights);
    const cancelled = await cancelTracked(api.app, api, placed.orderId, CONTACT.email);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', guestCancellation: { refund: 0, refundTo: null } });
    expect((await takenOn(choice.room.id, nights)).map((taken, index) => takenBefore[index]! - taken)).toEqual([1, 1]);
    const jobs = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from pgboss.job where name = 'payment-refund' and data->>'orderId' = ${placed.orderId}`);
    expect(jobs.rows[0]!.count).toBe(0);
  });

  it("a guest with the order key cancels a refundable stay: the refund goes back the way they paid", async () => {
    const checkIn = inDays(55);
    const choice = roomFreeFor(checkIn, 2, 1, 15, true);
    const placed = await confirmedStay(choice, checkIn);
    const cancelled = await post(api.app, '/api/order/cancel', { orderId: placed.orderId, orderKey: placed.orderKey, language: 'mm' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.guestCancellation).toEqual({ refund: placed.amount, refundTo: 'payment' });
    await runRefundJobs(api, placed.orderId);
    expect(await orderDetailOf(api.app, placed)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  /**
   * The orders service over this run's database with a stay module whose policy keeps part of the price
   * (hotels today refund all or nothing): the core must refund exactly what a policy gives, once.
   */
  function ordersWithPolicyRefunding(refund: number) {
    const stay = testProductModule(PRODUCT_HOTEL, { release: async () => {}, cancellation: () => ({ refund }) });
    return createOrdersService({
      db: api.connection.db,
      repository: createOrdersRepository(api.connection.db),
      products: createProductRegistry([stay]),
      jobs: api.app.services.jobs,
      now: () => new Date(),
      linkSecret: api.config.LINK_SIGNING_SECRET,
    });
  }

  it('50 cancellations of one paid stay race: one refund of exactly what the policy gives, paid out once however often its job runs', async () => {
    const checkIn = inDays(60);
    const placed = await confirmedStay(roomFreeFor(checkIn, 2, 1, 19, true), checkIn);
    const policyRefund = Math.round(placed.amount * 0.6);
    const core = ordersWithPolicyRefunding(policyRefund);

    const answers = await Promise.all(Array.from({ length: 50 }, () => core.cancel(placed.orderId)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({ refund: policyRefund, refundTo: 'payment' })]));
    expect(await refundsOf(api, placed.orderId)).toMatchObject([{ amount: policyRefund, reason: 'cancelled', destination: 'provider', status: 'queued' }]);
    expect(await refundJobsOf(api, placed.orderId)).toHaveLength(1);

    await runRefundJobs(api, placed.orderId, 3);
    expect(await refundsOf(api, placed.orderId)).toMatchObject([{ amount: policyRefund, status: 'refunded' }]);
    // The card gateway gave back the policy's amount and no more: the payment is refunded in part.
    const [payment] = await api.connection.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    const given = await api.connection.db.select().from(sandboxPaymentRefunds).where(eq(sandboxPaymentRefunds.ref, payment!.providerRef));
    expect(given.map((refund) => refund.amount)).toEqual([policyRefund]);
    expect(payment!.status).toBe('paid');
    const events = await api.connection.db.execute<{ type: string }>(sql`select type from order_events where order_id = ${placed.orderId} and type in ('order.cancelled', 'payment.refunded')`);
    expect(events.rows.map((row) => row.type).sort()).toEqual(['order.cancelled', 'payment.refunded']);
    expect(await orderDetailOf(api.app, placed)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', guestCancellation: { refund: policyRefund, refundTo: 'payment' } });
  });

  it("a member's partial refund reaches the wallet exactly, and the ledger stays balanced", async () => {
    const checkIn = inDays(62);
    const member = await createAccount(api);
    const placed = await confirmedStay(roomFreeFor(checkIn, 2, 1, 21, true), checkIn, member.headers);
    const policyRefund = Math.round(placed.amount * 0.25);
    const core = ordersWithPolicyRefunding(policyRefund);

    const answers = await Promise.all(Array.from({ length: 10 }, () => core.cancel(placed.orderId)));
    expect(answers.every((answer) => answer.refund === policyRefund && answer.refundTo === 'wallet')).toBe(true);
    await runRefundJobs(api, placed.orderId, 2);
    expect(await balanceOf(api, member)).toBe(policyRefund);
    await expectLedgerBalanced(api.connection.db);
  });

  it('refuses to cancel an unpaid hold, a stay already begun, or with a wrong key', async () => {
    const checkIn = inDays(35);
    const checkout = await withGuests(await checkoutFor(reservation(roomFreeFor(checkIn, 1, 1, 17), checkIn, addDays(checkIn, 1))));
    const held = (await store(checkout.checkoutId)).json().data as { orderId: string; orderKey: string };
    expect((await post(api.app, '/api/order/cancel', held)).json()).toMatchObject({ code: 409, errorCode: 'BOOKING_NOT_CANCELLABLE' });
    expect((await post(api.app, '/api/order/cancel', { orderId: held.orderId, orderKey: 'k'.repeat(43) })).json()).toMatchObject({ code: 404 });

    const begun = await confirmedStay(roomFreeFor(inDays(36), 2, 1, 19, true), inDays(36));
    // The stay began yesterday (its check-in moved into the past, as time would move it).
    const [row] = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, begun.orderId));
    const trip = row!.trip as HotelTrip;
    await api.connection.db.update(orderItems).set({ trip: { ...trip, request: { ...trip.request, checkIn: inDays(-1) } } }).where(eq(orderItems.orderId, begun.orderId));
    const late = await post(api.app, '/api/order/cancel', { orderId: begun.orderId, orderKey: begun.orderKey });
    expect(late.json()).toMatchObject({ code: 409, errorCode: 'BOOKING_NOT_CANCELLABLE' });
    expect((await orderDetailOf(api.app, begun)).status).toBe('completed');
  });
});

describe('track booking cancels only with a one-time code mailed to the contact (issue 19)', () => {
  const track = (orderId: string, extra: Record<string, unknown> = {}) => ({ bookingId: orderId, email: CONTACT.email, ...extra });
  const askCode = (orderId: string) => post(api.app, '/api/myaccount/trackbooking/cancel/code', track(orderId));
  const cancelWith = (orderId: string, otp?: string) => post(api.app, '/api/myaccount/trackbooking/cancel', track(orderId, otp === undefined ? {} : { otp }));
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeRows = (orderId: string) => api.connection.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.purpose, 'cancel_booking'), eq(oneTimeCodes.target, orderId)));

  it('without a code, or with a wrong one, nothing is cancelled and each wrong try counts; the right code cancels once and refunds once', async () => {
    const checkIn = inDays(66);
    const placed = await confirmedStay(roomFreeFor(checkIn, 2, 1, 23, true), checkIn);

    // The old one-step call: the pair alone is refused for want of the code, and so is a code never sent.
    expect((await cancelWith(placed.orderId)).json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'body.otp' });
    expect((await cancelWith(placed.orderId, '123456')).json()).toMatchObject({ code: 400, errorCode: 'OTP_INVALID', field: 'otp' });
    expect((await orderDetailOf(api.app, placed)).status).toBe('completed');

    // Step 1: the code goes to the booking's contact, in the booking's language, naming the booking.
    const asked = await askCode(placed.orderId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ code: 200, data: { sentTo: 'a***@example.com' } });
    const [mail] = await api.connection.db.select().from(mailMessages).where(sql`${mailMessages.messageKey} like 'otp:cancel_booking:%' and ${mailMessages.text} like ${`%${placed.orderId}%`}`);
    expect(mail).toMatchObject({ toAddress: CONTACT.email });
    expect(mail!.text).toContain(`Dear ${CONTACT.contactName},`);
    expect(mail!.html).toContain('<html lang="en">');
    const code = await cancelCodeOf(api, placed.orderId);
    expect(asked.body).not.toContain(code);
    expect(await codeRows(placed.orderId)).toMatchObject([{ userId: null, attempts: 0, consumedAt: null }]);

    // A wrong code is refused and counted; nothing is cancelled.
    expect((await cancelWith(placed.orderId, otherCode(code))).json()).toMatchObject({ code: 400, errorCode: 'OTP_INVALID', field: 'otp' });
    expect(await codeRows(placed.orderId)).toMatchObject([{ attempts: 1, consumedAt: null }]);
    expect((await orderDetailOf(api.app, placed)).status).toBe('completed');
    expect(await refundsOf(api, placed.orderId)).toEqual([]);

    // Step 2, sent twice at once (a double tap): one cancellation, one refund; the code is used up.
    const answers = await Promise.all([cancelWith(placed.orderId, code), cancelWith(placed.orderId, code)]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
    const cancelled = answers.find((answer) => answer.statusCode === 200)!;
    expect(cancelled.json().data).toMatchObject({ orderId: placed.orderId, status: 'cancelled', guestCancellation: { refund: placed.amount, refundTo: 'payment' } });
    expect((await cancelWith(placed.orderId, code)).json()).toMatchObject({ errorCode: 'OTP_INVALID' });
    const events = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from order_events where order_id = ${placed.orderId} and type = 'order.cancelled'`);
    expect(events.rows[0]!.count).toBe(1);
    expect(await refundJobsOf(api, placed.orderId)).toHaveLength(1);
    await runRefundJobs(api, placed.orderId, 2);
    expect(await refundsOf(api, placed.orderId)).toMatchObject([{ amount: placed.amount, reason: 'cancelled', status: 'refunded' }]);
    expect(await orderDetailOf(api.app, placed)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    // A cancelled booking gets no more codes.
    expect((await askCode(placed.orderId)).json()).toMatchObject({ code: 409, errorCode: 'BOOKING_NOT_CANCELLABLE' });
  });

  it('an expired code, or one tried 5 times wrong, is refused until a new one is asked for; 5 codes a booking an hour', async () => {
    const checkIn = inDays(70);
    const placed = await confirmedStay(roomFreeFor(checkIn, 2, 1, 25, true), checkIn);

    // Expired: the right code is refused, and cancels nothing.
    expect((await askCode(placed.orderId)).statusCode).toBe(200);
    const expired = await cancelCodeOf(api, placed.orderId);
    await api.connection.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(oneTimeCodes.purpose, 'cancel_booking'), eq(oneTimeCodes.target, placed.orderId)));
    expect((await cancelWith(placed.orderId, expired)).json()).toMatchObject({ code: 400, errorCode: 'OTP_INVALID', field: 'otp' });

    // A new code replaces it; 5 wrong tries spend it, and then even the right code is refused.
    expect((await askCode(placed.orderId)).statusCode).toBe(200);
    const spent = await cancelCodeOf(api, placed.orderId);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await cancelWith(placed.orderId, otherCode(spent))).json(), `try ${attempt}`).toMatchObject({ errorCode: 'OTP_INVALID' });
    const refused = await cancelWith(placed.orderId, spent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'OTP_TOO_MANY_TRIES', field: 'otp' });
    expect((await orderDetailOf(api.app, placed)).status).toBe('completed');

    // Wrong pairs spend nothing of the booking's codes; its own requests are held to 5 an hour.
    for (let wrong = 0; wrong < 3; wrong++) {
      expect((await post(api.app, '/api/myaccount/trackbooking/cancel/code', { bookingId: placed.orderId, email: `someone${wrong}@example.com` })).statusCode).toBe(404);
    }
    expect((await askCode(placed.orderId)).statusCode).toBe(200);
    expect((await askCode(placed.orderId)).statusCode).toBe(200);
    expect((await askCode(placed.orderId)).statusCode).toBe(200);
    const tooMany = await askCode(placed.orderId);
    expect(tooMany.json()).toMatchObject({ code: 429, errorCode: 'TOO_MANY_REQUESTS' });
    expect(await codeRows(placed.orderId)).toHaveLength(1);

    // The last code sent still cancels.
    const cancelled = await cancelWith(placed.orderId, await cancelCodeOf(api, placed.orderId));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
  });
});

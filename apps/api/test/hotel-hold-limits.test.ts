import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hotelCheckouts, orders, roomHolds } from '@thwa/db/schema';
import { eq, inArray } from '@thwa/db/sql';
import { hotelCatalogue, type Hotel, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { HOLD_LIMITS, hotelNightAllowance } from '@thwa/domain/booking/hold-limits';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { addDays } from '@thwa/domain/dates';
import { inDays, post } from './flights-fixtures.ts';
import { CONTACT, encrypted } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Issue 19 item 6: one client held every room of a hotel for 24 hours without paying, because unpaid
 * holds were counted in orders and rooms. They are limited by what they take: room-nights per client,
 * and a share of one hotel's rooms on each night (hold-limits.ts). Its own database, so what is held
 * here is this file's alone.
 */
const api = useTestApiOnOwnDatabase('thwa_hotel_holds', { RATE_LIMIT_PER_MINUTE: '1000000' });

interface Choice {
  hotel: Hotel;
  room: HotelRoomType;
}

/** What the hotel sells on `night`, all its room types together (the calendar's, as no night is held yet). */
function hotelSells(hotel: Hotel, night: string): number {
  return hotel.rooms.reduce((sum, room) => sum + roomNight(hotel, room, night).available, 0);
}

/** A room type sleeping two that sells one room more than a client's share of its hotel, the same share on every night of the stay. */
function roomBeyondTheShare(checkIn: string, nights: number): Choice & { share: number } {
  const dates = Array.from({ length: nights }, (_, index) => addDays(checkIn, index));
  for (const hotel of hotelCatalogue()) {
    // The same share every night: one room more on any one night is then beyond it (a night the hotel
    // sells more of would allow more, and which nights those are moves with the date the test runs).
    const shares = new Set(dates.map((night) => hotelNightAllowance(hotelSells(hotel, night))));
    if (shares.size !== 1) continue;
    const [share] = [...shares] as [number];
    // A stay of one room more than the share must still be one the contract takes (at most 8 rooms).
    if (share < 3 || share > 7) continue;
    const room = hotel.rooms.find((one) => one.maxAdults >= 2 && dates.every((night) => roomNight(hotel, one, night).available > share));
    if (room) return { hotel, room, share };
  }
  throw new Error('no room sells more than the share of its hotel');
}

/** Rooms sleeping two at `count` different hotels, each selling a room on every night of the stay. */
function roomsAtHotels(checkIn: string, nights: number, count: number): Choice[] {
  const dates = Array.from({ length: nights }, (_, index) => addDays(checkIn, index));
  const found: Choice[] = [];
  for (const hotel of hotelCatalogue()) {
    const room = hotel.rooms.find((one) => one.maxAdults >= 2 && dates.every((night) => roomNight(hotel, one, night).available >= 1));
    if (room) found.push({ hotel, room });
    if (found.length === count) return found;
  }
  throw new Error('not enough hotels with a room free for the stay');
}

/** A checkout of `rooms` rooms of the choice for the stay, its lead guests given. */
async function checkout(choice: Choice, checkIn: string, nights: number, rooms = 1): Promise<string> {
  const body = { hotelId: choice.hotel.id, roomTypeId: choice.room.id, rateId: choice.room.rates[0]!.id, checkIn, checkOut: addDays(checkIn, nights), rooms, adult: rooms * 2 };
  const priced = await post(api.app, '/api/hotel/v4/checkReservation', body);
  expect(priced.statusCode, priced.body).toBe(200);
  const { checkoutId } = priced.json().data as HotelCheckout;
  const guests = Array.from({ length: rooms }, (_, index) => ({ firstName: 'Su Su', lastName: `Hlaing${'x'.repeat(index)}` }));
  const given = await post(api.app, '/api/hotel/v2/order', { checkoutId, adult: guests });
  expect(given.statusCode, given.body).toBe(200);
  return checkoutId;
}

async function store(checkoutId: string, address: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(api.app, { checkoutId, contact: { ...CONTACT, email: `guest-${randomUUID().slice(0, 8)}@example.com` } }),
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: address,
  });
}

/** The rooms the checkouts' orders hold on each of these nights. */
async function roomsHeld(checkoutIds: readonly string[]): Promise<number> {
  const placed = await api.connection.db.select({ orderId: orders.orderId }).from(orders).where(inArray(orders.checkoutId, [...checkoutIds]));
  if (placed.length === 0) return 0;
  const rows = await api.connection.db.select().from(roomHolds).where(inArray(roomHolds.orderId, placed.map((row) => row.orderId)));
  return rows.reduce((sum, row) => sum + row.rooms, 0);
}

describe("one client's share of a hotel's rooms on a night", () => {
  it('refuses the stay that would take one client past its share on any night, and holds nothing for it', async () => {
    const checkIn = inDays(20);
    const choice = roomBeyondTheShare(checkIn, 2);
    const address = '203.0.113.50';

    const first = await store(await checkout(choice, checkIn, 2, choice.share), address);
    expect(first.statusCode, first.body).toBe(200);
    // One room more, on the second night only, is beyond the share: refused, although the hotel has it.
    const beyond = await checkout(choice, addDays(checkIn, 1), 1);
    const refused = await store(beyond, address);
    expect(refused.json()).toMatchObject({ code: 409, errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    expect(await roomsHeld([beyond])).toBe(0);
    const [unspent] = await api.connection.db.select({ orderId: hotelCheckouts.orderId }).from(hotelCheckouts).where(eq(hotelCheckouts.checkoutId, beyond));
    expect(unspent!.orderId).toBeNull();

    // The night after the stay is the client's to hold again, and another client may have that room.
    expect((await store(await checkout(choice, addDays(checkIn, 2), 1), address)).statusCode).toBe(200);
    expect((await store(beyond, '203.0.113.51')).statusCode).toBe(200);
  });

  it('refuses a single stay of more rooms than the share, however few orders the client has', async () => {
    const checkIn = inDays(40);
    const choice = roomBeyondTheShare(checkIn, 1);
    const whole = await checkout(choice, checkIn, 1, choice.share + 1);
    expect((await store(whole, '203.0.113.52')).json()).toMatchObject({ code: 409, errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    expect(await roomsHeld([whole])).toBe(0);
  });
});

describe('room-nights per client', () => {
  it('counts rooms × nights: two long stays spend the budget that eight orders of seats would not', async () => {
    const { roomNights, orders: orderLimit } = HOLD_LIMITS.unpaid.address!;
    const nights = 30;
    expect(roomNights % nights).toBe(0);
    const stays = roomNights / nights;
    expect(stays + 1).toBeLessThan(orderLimit);
    const checkIn = inDays(60);
    const rooms = roomsAtHotels(checkIn, nights, stays + 1);
    const address = '203.0.113.53';
    for (const choice of rooms.slice(0, stays)) {
      const placed = await store(await checkout(choice, checkIn, nights), address);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    // A room for one night at yet another hotel is one room-night too many.
    const one = await checkout(rooms[stays]!, checkIn, 1);
    expect((await store(one, address)).json()).toMatchObject({ code: 409, errorCode: 'TOO_MANY_UNPAID_BOOKINGS' });
    expect((await store(one, '203.0.113.54')).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog, hotelRoomNights, inventoryEvents } from '@thwa/db/schema';
import { and, eq, inArray } from '@thwa/db/sql';
import { repricedNight, roomNight } from '@thwa/db/hotels/hotel-calendar';
import { hotelCatalogue, type Hotel, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { HotelDetailResponse } from '@thwa/domain/contracts/hotels';
import { OpsRoomNightsResponse } from '@thwa/domain/contracts/operations-inventory';
import { addDays } from '@thwa/domain/dates';
import { CONTACT, encrypted, orderDetailOf } from './booking-fixtures.ts';
import { consoleEmployee } from './console-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * A room type's rate per night set from the console (issue 20 item 4), on a database of this file's
 * own: every other hotel test prices stays from the hotels' calendar, which this file overrides.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_rates', { RATE_LIMIT_PER_MINUTE: '1000000' });

/** The `skip`-th room type (sleeping two) free on both nights from `checkIn`, with its first rate. */
function roomFor(checkIn: string, skip: number): { hotel: Hotel; room: HotelRoomType } {
  const choices = hotelCatalogue().flatMap((hotel) =>
    hotel.rooms.filter((room) => room.maxAdults >= 2 && room.rates.length >= 2 && [0, 1].every((index) => roomNight(hotel, room, addDays(checkIn, index)).available >= 1)).map((room) => ({ hotel, room })),
  );
  return choices[skip]!;
}

function setRate(headers: Record<string, string>, roomTypeId: string, payload: unknown) {
  return api.app.inject({ method: 'POST', url: `/api/ops/inventory/room-types/${roomTypeId}/rate`, headers, payload: payload as Record<string, unknown> });
}

function errorOf(answer: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect(ErrorResponse.parse(answer.json()).errorCode).toBe(code);
}

async function checkout(hotel: Hotel, room: HotelRoomType, checkIn: string, extra: Record<string, unknown> = {}): Promise<HotelCheckout> {
  const answer = await post(api.app, '/api/hotel/v4/checkReservation', { hotelId: hotel.id, roomTypeId: room.id, rateId: room.rates[0]!.id, checkIn, checkOut: addDays(checkIn, 2), rooms: 1, adult: 2, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** Every rate's stay total as the hotel page offers the room type. */
async function offeredTotals(hotel: Hotel, room: HotelRoomType, checkIn: string, nationality: 'local' | 'foreign' = 'local'): Promise<number[]> {
  const answer = await api.app.inject({ method: 'POST', url: '/api/hotel/v2/detail', payload: { hotelId: hotel.id, checkin: checkIn, checkout: addDays(checkIn, 2), rooms: 1, adult: 2, nationality } });
  expect(answer.statusCode, answer.body).toBe(200);
  const offer = HotelDetailResponse.parse(answer.json()).data.rooms.find((one) => one.roomTypeId === room.id)!;
  return offer.rates.map((rate) => rate.price.total);
}

const nightsOf = (hotel: Hotel, room: HotelRoomType, checkIn: string) => [0, 1].map((index) => roomNight(hotel, room, addDays(checkIn, index)));

describe('setting a room type’s rate per night', () => {
  it('sells every night at the price set, other rates and foreigners in proportion, recorded once; a checkout priced before sees the change; an order keeps its price; null sells the calendar again', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const checkIn = inDays(45);
    const { hotel, room } = roomFor(checkIn, 0);
    const calendar = nightsOf(hotel, room, checkIn);
    const calendarTotal = calendar.reduce((sum, night) => sum + night.prices[0]!.local, 0);
    const before = await checkout(hotel, room, checkIn);
    expect(before.total).toBe(calendarTotal);

    const rate = Math.ceil((calendar[0]!.prices[0]!.localBeforeDeal * 1.5) / 500) * 500;
    const answer = await setRate(employee.consoleHeaders, room.id, { from: checkIn, to: addDays(checkIn, 1), rate });
    expect(answer.statusCode, answer.body).toBe(200);
    const nights = OpsRoomNightsResponse.parse(answer.json()).data.nights;
    expect(nights.map((night) => [night.night, night.rate, night.adjusted])).toEqual([
      [checkIn, rate, true],
      [addDays(checkIn, 1), rate, true],
    ]);
    // The allotment is the calendar's, written as a hold would write it.
    expect(nights.map((night) => night.capacity)).toEqual(calendar.map((night) => night.available));

    const repriced = calendar.map((night) => repricedNight(night, rate));
    // The hotel page and the checkout price from it at once, for locals and foreigners, every rate.
    expect(await offeredTotals(hotel, room, checkIn)).toEqual(room.rates.map((_, index) => repriced.reduce((sum, night) => sum + night.prices[index]!.local, 0)));
    expect(await offeredTotals(hotel, room, checkIn, 'foreign')).toEqual(room.rates.map((_, index) => repriced.reduce((sum, night) => sum + night.prices[index]!.foreigner, 0)));
    const moved = await checkout(hotel, room, checkIn, { listedTotal: calendarTotal });
    expect(moved).toMatchObject({ total: 2 * rate, totalBeforeDeal: 2 * rate, priceChanged: true });

    const events = await api.connection.db.select().from(inventoryEvents).where(and(eq(inventoryEvents.kind, 'hotel.rate'), eq(inventoryEvents.subjectId, room.id)));
    expect(events.map((event) => [event.part, event.actorId, event.before, event.after])).toEqual(
      calendar.map((night) => [night.date, employee.userId, { rate: night.prices[0]!.local, adjusted: false }, { rate, adjusted: true }]),
    );
    const audit = () => api.connection.db.select().from(auditLog).where(and(eq(auditLog.action, 'inventory.rate_set'), eq(auditLog.targetId, room.id)));
    expect(await audit()).toHaveLength(1);
    // The same rate again records nothing.
    expect((await setRate(employee.consoleHeaders, room.id, { from: checkIn, to: addDays(checkIn, 1), rate })).statusCode).toBe(200);
    expect(await audit()).toHaveLength(1);

    // A stay ordered at the price set keeps it when the rate goes back to the calendar's.
    const guests = await post(api.app, '/api/hotel/v2/order', { checkoutId: moved.checkoutId, adult: [{ firstName: 'Su Su', lastName: 'Hlaing' }] });
    expect(guests.statusCode, guests.body).toBe(200);
    const stored = await api.app.inject({ method: 'POST', url: '/api/order/v4/hotel/store', payload: await encrypted(api.app, { checkoutId: moved.checkoutId, contact: CONTACT }), headers: { 'idempotency-key': randomUUID() } });
    expect(stored.statusCode, stored.body).toBe(200);
    const order = stored.json<{ data: { orderId: string; orderKey: string } }>().data;

    const reset = await setRate(employee.consoleHeaders, room.id, { from: checkIn, to: addDays(checkIn, 1), rate: null });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(OpsRoomNightsResponse.parse(reset.json()).data.nights.map((night) => [night.rate, night.adjusted])).toEqual(calendar.map((night) => [night.prices[0]!.local, false]));
    expect((await checkout(hotel, room, checkIn)).total).toBe(calendarTotal);
    expect((await orderDetailOf(api.app, order)).breakdown.grandTotal).toBe(2 * rate);
    expect(await audit()).toHaveLength(2);
  });

  it('refuses a rate out of bounds or off the 500 steps, a bad range and bad input with a 400, an unknown room type with a 404, changing nothing', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const checkIn = inDays(50);
    const { room } = roomFor(checkIn, 1);
    const range = { from: checkIn, to: checkIn };
    for (const payload of [
      { ...range, rate: 4_500 },
      { ...range, rate: 85_250 },
      { ...range, rate: 20_000_500 },
      { ...range, rate: '85000' },
      range,
      { from: checkIn, to: addDays(checkIn, -1), rate: 85_000 },
      { from: checkIn, to: addDays(checkIn, 31), rate: 85_000 },
      { from: 'tomorrow', to: checkIn, rate: 85_000 },
    ]) {
      errorOf(await setRate(employee.consoleHeaders, room.id, payload), 400, 'VALIDATION_FAILED');
    }
    errorOf(await setRate(employee.consoleHeaders, 'H99999-R1', { ...range, rate: 85_000 }), 404, 'NOT_FOUND');
    errorOf(await setRate(employee.consoleHeaders, 'not-a-room', { ...range, rate: 85_000 }), 400, 'VALIDATION_FAILED');
    expect(await api.connection.db.select().from(hotelRoomNights).where(inArray(hotelRoomNights.roomTypeId, [room.id, 'H99999-R1']))).toEqual([]);
    expect(await api.connection.db.select().from(inventoryEvents).where(eq(inventoryEvents.subjectId, room.id))).toEqual([]);
  });
});

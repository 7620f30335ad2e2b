import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hotelRoomNights, orders, roomHolds } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';
import type { RoomRequest } from '../src/partners/hotel-sources/hotel-source.ts';
import { createInventorySource } from '../src/partners/hotel-sources/inventory-source.ts';
import { AppError } from '../src/plugins/errors.ts';
import { useTestApi } from './harness.ts';

const api = useTestApi();

/** Two room types of one hotel that sell at least 3 rooms: the tests set each night's capacity themselves. */
const hotel = hotelCatalogue().find((one) => one.rooms.filter((room) => room.roomCount >= 3).length >= 2)!;
const [roomA, roomB] = hotel.rooms.filter((room) => room.roomCount >= 3) as [(typeof hotel.rooms)[number], (typeof hotel.rooms)[number]];

let orderNumber = 0;
function newOrderId(): string {
  orderNumber += 1;
  return `TW9${String(Date.now()).slice(-5)}${String(orderNumber).padStart(4, '0')}`;
}

/** An order row for the holds to belong to, in the hold's own transaction, as placing an order does. */
async function insertOrder({ tx }: Transaction, orderId: string) {
  await tx.insert(orders).values({
    orderId,
    productType: 1,
    flow: 'online',
    status: 'held',
    paymentStatus: 'none',
    language: 'en',
    accessKeyHash: randomBytes(32).toString('hex'),
    contactEmail: 'guest@example.com',
    contact: { contactName: 'Su Su', email: 'guest@example.com', phoneCode: '95', phoneNumber: '9791234567' },
    travellers: [],
    breakdown: { total: 0 } as unknown as PriceBreakdown,
    amount: 0,
  });
}

/** Places an order holding `rooms` for the stay, all in one transaction; the refusal's code when refused. */
async function place(checkIn: string, checkOut: string, rooms: RoomRequest[]): Promise<{ orderId: string } | { refused: string }> {
  const orderId = newOrderId();
  try {
    await withTransaction(api.connection.db, async (transaction) => {
      await insertOrder(transaction, orderId);
      await createInventorySource(api.connection.db).hold(transaction, { orderId, checkIn, checkOut, rooms });
    });
    return { orderId };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.errorCode };
    throw error;
  }
}

/** Sets the rooms a room type sells on each night, before anything is held on them. */
async function setCapacity(roomTypeId: string, capacities: Record<string, number>) {
  await api.connection.db
    .insert(hotelRoomNights)
    .values(Object.entries(capacities).map(([night, capacity]) => ({ roomTypeId, night, capacity })))
    .onConflictDoUpdate({ target: [hotelRoomNights.roomTypeId, hotelRoomNights.night], set: { capacity: sql`excluded.capacity`, taken: 0 } });
}

async function nightsOf(roomTypeId: string, from: string, to: string) {
  const rows = await api.connection.db
    .select({ night: hotelRoomNights.night, capacity: hotelRoomNights.capacity, taken: hotelRoomNights.taken })
    .from(hotelRoomNights)
    .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), sql`${hotelRoomNights.night} between ${from} and ${to}`))
    .orderBy(hotelRoomNights.night);
  return rows;
}

async function heldBy(orderId: string) {
  return api.connection.db.select().from(roomHolds).where(and(eq(roomHolds.orderId, orderId), sql`${roomHolds.status} <> 'released'`));
}

/** 'YYYY-MM-DD' plus `days`. */
function plus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('hotel rooms per night', () => {
  it('never sells a night beyond its rooms when 200 overlapping stays race for them', async () => {
    // Six nights with 5 rooms each, except the fourth with 2 left: every stay across it competes for 2.
    const first = '2031-06-01';
    const capacities: Record<string, number> = {};
    for (let day = 0; day < 6; day += 1) capacities[plus(first, day)] = day === 3 ? 2 : 5;
    await setCapacity(roomA.id, capacities);

    const stays = Array.from({ length: 200 }, (_, index) => {
      const start = index % 6;
      const length = 1 + ((index * 7) % (6 - start));
      return { checkIn: plus(first, start), checkOut: plus(first, start + length), rooms: 1 + (index % 2) };
    });
    const results = await Promise.all(stays.map((stay) => place(stay.checkIn, stay.checkOut, [{ roomTypeId: roomA.id, rooms: stay.rooms }])));

    const refused = results.filter((result) => 'refused' in result);
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) expect(result).toEqual({ refused: 'ROOM_NOT_AVAILABLE' });

    // What each night sold is exactly what the placed orders hold on it, and never beyond its rooms.
    const sold = new Map<string, number>();
    results.forEach((result, index) => {
      if (!('orderId' in result)) return;
      const stay = stays[index]!;
      for (let night = stay.checkIn; night < stay.checkOut; night = plus(night, 1)) sold.set(night, (sold.get(night) ?? 0) + stay.rooms);
    });
    const nights = await nightsOf(roomA.id, first, plus(first, 5));
    expect(nights).toHaveLength(6);
    for (const night of nights) {
      expect(night.taken, night.night).toBe(sold.get(night.night) ?? 0);
      expect(night.taken, night.night).toBeLessThanOrEqual(night.capacity);
    }
    expect(nights[3]).toMatchObject({ capacity: 2 });

    // A refused order left nothing behind: no order row and no hold.
    const placedIds = results.flatMap((result) => ('orderId' in result ? [result.orderId] : []));
    const holds = await api.connection.db.execute<{ rooms: number }>(sql`select coalesce(sum(rooms), 0)::int as rooms from room_holds where room_type_id = ${roomA.id} and status = 'held' and night between ${first} and ${plus(first, 5)}`);
    expect(holds.rows[0]!.rooms).toBe([...sold.values()].reduce((sum, rooms) => sum + rooms, 0));

    // Every night comes back when the holds are released, once however often release runs.
    for (const orderId of placedIds) {
      await withTransaction(api.connection.db, (transaction) => createInventorySource(api.connection.db).release(transaction, orderId));
      await withTransaction(api.connection.db, (transaction) => createInventorySource(api.connection.db).release(transaction, orderId));
    }
    for (const night of await nightsOf(roomA.id, first, plus(first, 5))) expect(night.taken, night.night).toBe(0);
  });

  it('holds a stay of several nights and room types all or nothing', async () => {
    const first = '2031-07-10';
    await setCapacity(roomA.id, { [first]: 3, [plus(first, 1)]: 3, [plus(first, 2)]: 3 });
    // The second room type has one room left on the last night only.
    await setCapacity(roomB.id, { [first]: 3, [plus(first, 1)]: 3, [plus(first, 2)]: 1 });

    const refused = await place(first, plus(first, 3), [
      { roomTypeId: roomA.id, rooms: 2 },
      { roomTypeId: roomB.id, rooms: 2 },
    ]);
    expect(refused).toEqual({ refused: 'ROOM_NOT_AVAILABLE' });
    for (const night of [...(await nightsOf(roomA.id, first, plus(first, 2))), ...(await nightsOf(roomB.id, first, plus(first, 2)))]) expect(night.taken).toBe(0);

    const placed = await place(first, plus(first, 3), [
      { roomTypeId: roomA.id, rooms: 2 },
      { roomTypeId: roomB.id, rooms: 1 },
    ]);
    expect(placed).toHaveProperty('orderId');
    const orderId = (placed as { orderId: string }).orderId;
    expect(await heldBy(orderId)).toHaveLength(6);
    expect((await nightsOf(roomA.id, first, plus(first, 2))).map((night) => night.taken)).toEqual([2, 2, 2]);
    expect((await nightsOf(roomB.id, first, plus(first, 2))).map((night) => night.taken)).toEqual([1, 1, 1]);

    await withTransaction(api.connection.db, (transaction) => createInventorySource(api.connection.db).release(transaction, orderId));
    expect(await heldBy(orderId)).toHaveLength(0);
    expect((await nightsOf(roomB.id, first, plus(first, 2))).map((night) => night.taken)).toEqual([0, 0, 0]);
  });

  it('refuses a room we do not sell and a stay that is not one, holding nothing', async () => {
    expect(await place('2031-08-01', '2031-08-03', [{ roomTypeId: 'H9999-R1', rooms: 1 }])).toEqual({ refused: 'ROOM_NOT_AVAILABLE' });
    expect(await place('2031-08-03', '2031-08-01', [{ roomTypeId: roomA.id, rooms: 1 }])).toEqual({ refused: 'VALIDATION_FAILED' });
    expect(await place('2031-08-01', '2031-09-15', [{ roomTypeId: roomA.id, rooms: 1 }])).toEqual({ refused: 'VALIDATION_FAILED' });
    expect(await nightsOf(roomA.id, '2031-08-01', '2031-09-15')).toEqual([]);
  });

  it('takes a night first held at the capacity the hotel calendar sells then', async () => {
    let night = '2031-09-20';
    while (roomNight(hotel, roomA, night).available < 1) night = plus(night, 1);
    expect(await place(night, plus(night, 1), [{ roomTypeId: roomA.id, rooms: 1 }])).toHaveProperty('orderId');
    expect(await nightsOf(roomA.id, night, night)).toEqual([{ night, capacity: roomNight(hotel, roomA, night).available, taken: 1 }]);
  });
});

import type { Transaction } from '@thwa/db/transaction';
import { hotelById, type Hotel, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { stayNights } from '@thwa/domain/hotels/stay';
import { AppError } from '../../plugins/errors.ts';
import { hotelInventoryRepository as nights } from './inventory-booking.repository.ts';

/** Rooms of one type asked for a stay. */
export interface RoomRequest {
  roomTypeId: string;
  rooms: number;
}

export interface RoomHoldRequest {
  orderId: string;
  checkIn: string;
  checkOut: string;
  rooms: readonly RoomRequest[];
}

/** The hotel and room type of a room type id ('H1001-R1'); undefined when we sell no such room. */
export function roomTypeOf(roomTypeId: string): { hotel: Hotel; room: HotelRoomType } | undefined {
  const hotel = hotelById(roomTypeId.split('-')[0] ?? '');
  const room = hotel?.rooms.find((one) => one.id === roomTypeId);
  return hotel && room ? { hotel, room } : undefined;
}

/**
 * Our own hotel inventory as a booking partner: a hold takes every night of the stay for every room
 * type asked, in the order's transaction, all or nothing; releasing gives them back once. A night's
 * capacity is what the hotel's calendar (hotels/hotel-calendar.ts) sells that night, fixed the first
 * time the night is held.
 */
export const hotelInventoryBooking = {
  /** @throws AppError ROOM_NOT_AVAILABLE when any night of any room type has too few rooms (nothing is then held). */
  async hold(transaction: Transaction, request: RoomHoldRequest): Promise<void> {
    const stay = stayNights(request.checkIn, request.checkOut);
    if ('problem' in stay) throw new AppError('VALIDATION_FAILED', 'checkOut');
    // One request per room type, taken in id order: the lock order of inventory-booking.repository.ts.
    const byType = new Map<string, number>();
    for (const one of request.rooms) byType.set(one.roomTypeId, (byType.get(one.roomTypeId) ?? 0) + one.rooms);
    for (const [roomTypeId, rooms] of [...byType].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const found = roomTypeOf(roomTypeId);
      if (!found || rooms < 1) throw new AppError('ROOM_NOT_AVAILABLE');
      const capacities = stay.nights.map((night) => ({ night, capacity: roomNight(found.hotel, found.room, night).available }));
      if (!(await nights.takeRooms(transaction, request.orderId, roomTypeId, capacities, rooms))) throw new AppError('ROOM_NOT_AVAILABLE');
    }
  },

  markSold: nights.markSold,

  async release(transaction: Transaction, orderId: string): Promise<void> {
    await nights.release(transaction, orderId);
  },
};

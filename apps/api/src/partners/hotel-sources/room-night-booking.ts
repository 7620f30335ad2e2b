import type { Transaction } from '@thwa/db/transaction';
import { hotelShareRefusal } from '@thwa/domain/booking/hold-limits';
import { stayNights } from '@thwa/domain/hotels/stay';
import { AppError } from '../../plugins/errors.ts';
import type { RoomHoldRequest } from './hotel-source.ts';
import { roomNightsRepository as nights } from './room-nights.repository.ts';

/**
 * Rooms sold night by night (hotel_room_nights): a hold takes every night of the stay for every room
 * type asked, in the order's transaction, all or nothing; releasing gives them back once. A night's
 * capacity is what the seller publishes for it (`capacityOf`: our calendar, the bed bank's
 * allotment), fixed the first time the night is held. `capacityOf` answers undefined for a room
 * type the seller does not have.
 */
export function createRoomNightBooking(capacityOf: (roomTypeId: string, night: string) => number | undefined, roomTypesOfHotel: (roomTypeId: string) => readonly string[]) {
  /**
   * Refuses a stay that would give one client more than its share of a hotel's rooms on some night
   * (hold-limits.ts hotelShareRefusal): what the hotel sells that night, all its room types together,
   * beside what the client's other unpaid orders hold there. Before any night is taken or locked.
   */
  async function limitShare(transaction: Transaction, request: RoomHoldRequest, dates: readonly string[], clientOrders: readonly string[]): Promise<void> {
    const byHotel = new Map<string, { roomTypeIds: readonly string[]; rooms: number }>();
    for (const one of request.rooms) {
      const roomTypeIds = roomTypesOfHotel(one.roomTypeId);
      const key = roomTypeIds.join(',');
      byHotel.set(key, { roomTypeIds, rooms: (byHotel.get(key)?.rooms ?? 0) + one.rooms });
    }
    for (const { roomTypeIds, rooms } of byHotel.values()) {
      const { capacities, heldByClient } = await nights.clientShare(transaction, roomTypeIds, dates, clientOrders);
      const written = new Map(capacities.map((one) => [`${one.roomTypeId}:${one.night}`, one.capacity]));
      const hotelNights = dates.map((night) => ({
        night,
        capacity: roomTypeIds.reduce((sum, roomTypeId) => sum + (written.get(`${roomTypeId}:${night}`) ?? capacityOf(roomTypeId, night) ?? 0), 0),
        heldByClient: heldByClient.get(night) ?? 0,
      }));
      if (hotelShareRefusal(hotelNights, rooms) !== null) throw new AppError('TOO_MANY_UNPAID_BOOKINGS');
    }
  }

  return {
    /**
     * @throws AppError ROOM_NOT_AVAILABLE when any night of any room type has too few rooms, TOO_MANY_UNPAID_BOOKINGS
     *   when the client would hold more than its share of the hotel on a night (nothing is then held).
     */
    async hold(transaction: Transaction, request: RoomHoldRequest): Promise<void> {
      const stay = stayNights(request.checkIn, request.checkOut);
      if ('problem' in stay) throw new AppError('VALIDATION_FAILED', 'checkOut');
      if (request.clientOrders) await limitShare(transaction, request, stay.nights, request.clientOrders);
      // One request per room type, taken in id order: the lock order of room-nights.repository.ts.
      const byType = new Map<string, number>();
      for (const one of request.rooms) byType.set(one.roomTypeId, (byType.get(one.roomTypeId) ?? 0) + one.rooms);
      for (const [roomTypeId, rooms] of [...byType].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const capacities = stay.nights.map((night) => ({ night, capacity: capacityOf(roomTypeId, night) }));
        if (rooms < 1 || capacities.some((one) => one.capacity === undefined)) throw new AppError('ROOM_NOT_AVAILABLE');
        const known = capacities.map(({ night, capacity }) => ({ night, capacity: capacity! }));
        if (!(await nights.takeRooms(transaction, request.orderId, roomTypeId, known, rooms))) throw new AppError('ROOM_NOT_AVAILABLE');
      }
    },

    markSold(transaction: Transaction, orderId: string): Promise<void> {
      return nights.markSold(transaction, orderId);
    },

    async release(transaction: Transaction, orderId: string): Promise<void> {
      await nights.release(transaction, orderId);
    },
  };
}

import type { Transaction } from '@thwa/db/transaction';
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
export function createRoomNightBooking(capacityOf: (roomTypeId: string, night: string) => number | undefined) {
  return {
    /** @throws AppError ROOM_NOT_AVAILABLE when any night of any room type has too few rooms (nothing is then held). */
    async hold(transaction: Transaction, request: RoomHoldRequest): Promise<void> {
      const stay = stayNights(request.checkIn, request.checkOut);
      if ('problem' in stay) throw new AppError('VALIDATION_FAILED', 'checkOut');
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

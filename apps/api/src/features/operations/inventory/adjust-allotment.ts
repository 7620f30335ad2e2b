import type { AdjustAllotmentRequest, RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { adjustAllotment } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import { adjustRoomNights } from './adjust-room-nights.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';

/**
 * Sets a room type's allotment (rooms on sale) on every night from `from` to `to`, under the nights'
 * locks (adjust-room-nights.ts), so a booking racing this either took its rooms before the check (and
 * counts in `taken`) or waits and finds the new allotment. Every night must stay at or above what is
 * taken (adjustAllotment), or nothing changes: INVENTORY_BELOW_TAKEN.
 */
export function createAdjustAllotment(deps: InventoryDeps) {
  return (roomTypeId: string, request: AdjustAllotmentRequest, employee: Employee): Promise<RoomTypeNights> =>
    adjustRoomNights(deps, roomTypeId, request, employee, {
      kind: 'hotel.allotment',
      action: 'inventory.allotment_set',
      changed(nights, room) {
        return nights.filter((night) => {
          const next = adjustAllotment(night, request.capacity, room.roomCount);
          if ('problem' in next) throw next.problem === 'below_taken' ? new AppError('INVENTORY_BELOW_TAKEN', 'capacity') : new AppError('VALIDATION_FAILED', 'capacity');
          return next.capacity !== night.capacity;
        });
      },
      write: (transaction, id, nights) => deps.repository.setAllotment(transaction, id, nights, request.capacity),
      recorded: (night, when) => ({ capacity: when === 'before' ? night.capacity : request.capacity, taken: night.taken }),
      asked: { capacity: request.capacity },
      applied: (night) => ({ ...night, capacity: request.capacity }),
    });
}

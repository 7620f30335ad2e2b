import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { withTransaction } from '@thwa/db/transaction';
import type { AdjustAllotmentRequest, RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { adjustAllotment } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import { roomTypeOf } from '../../../partners/hotel-sources/inventory-source.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';
import type { NightRow } from './inventory.repository.ts';
import { datesOf } from './inventory-range.ts';
import { roomTypeNights } from './view-hotel-inventory.ts';

/**
 * Sets a room type's allotment (rooms on sale) on every night from `from` to `to`. The nights are
 * written if never held (with the calendar's allotment, as a hold writes them) and locked in date
 * order, the order holds lock them in, so a booking racing this either took its rooms before the check
 * (and counts in `taken`) or waits and finds the new allotment. Every night must stay at or above what
 * is taken (adjustAllotment), or nothing changes: INVENTORY_BELOW_TAKEN. Each night changed is one
 * inventory event; one audit entry records the whole adjustment, all in the same transaction.
 */
export function createAdjustAllotment({ db, repository, audit }: InventoryDeps) {
  return async (roomTypeId: string, request: AdjustAllotmentRequest, employee: Employee): Promise<RoomTypeNights> => {
    const dates = datesOf(request.from, request.to);
    const found = roomTypeOf(roomTypeId);
    if (!found) throw new AppError('NOT_FOUND');
    const { hotel, room } = found;
    const rows = await withTransaction(db, async (transaction) => {
      const nights = await repository.lockNights(
        transaction,
        roomTypeId,
        dates.map((night) => ({ night, capacity: roomNight(hotel, room, night).available })),
      );
      const changed: NightRow[] = [];
      for (const night of nights) {
        const next = adjustAllotment(night, request.capacity, room.roomCount);
        if ('problem' in next) {
          if (next.problem === 'below_taken') throw new AppError('INVENTORY_BELOW_TAKEN', 'capacity');
          throw new AppError('VALIDATION_FAILED', 'capacity');
        }
        if (next.capacity !== night.capacity) changed.push(night);
      }
      if (changed.length > 0) {
        await repository.setAllotment(
          transaction,
          roomTypeId,
          changed.map((night) => night.night),
          request.capacity,
        );
        await repository.recordEvents(
          transaction,
          changed.map((night) => ({
            kind: 'hotel.allotment' as const,
            subjectId: roomTypeId,
            part: night.night,
            before: { capacity: night.capacity, taken: night.taken },
            after: { capacity: request.capacity, taken: night.taken },
            actorId: employee.userId,
          })),
        );
        await audit.append(
          {
            actorId: employee.userId,
            action: 'inventory.allotment_set',
            targetType: 'room_type',
            targetId: roomTypeId,
            before: { nights: changed.map((night) => ({ night: night.night, capacity: night.capacity, taken: night.taken })) },
            after: { from: request.from, to: request.to, capacity: request.capacity },
            address: employee.address,
          },
          transaction,
        );
      }
      return nights.map((night) => (changed.includes(night) ? { ...night, capacity: request.capacity } : night));
    });
    return roomTypeNights(hotel, room, dates, rows);
  };
}

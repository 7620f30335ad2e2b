import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { Hotel, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import type { RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import { roomTypeOf } from '../../../partners/hotel-sources/inventory-source.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';
import type { InventoryEvent, NightRow } from './inventory.repository.ts';
import { datesOf } from './inventory-range.ts';
import { roomTypeNights } from './view-hotel-inventory.ts';

/** One change to a room type's nights (its allotment, its rate): what it decides, writes and records. */
export interface RoomNightChange {
  kind: Extract<InventoryEvent['kind'], `hotel.${string}`>;
  /** The audit log's action. */
  action: string;
  /** The nights it changes, checked under their locks (throws to change nothing). */
  changed(nights: readonly NightRow[], room: HotelRoomType, hotel: Hotel): NightRow[];
  write(transaction: Transaction, roomTypeId: string, nights: readonly string[]): Promise<void>;
  /** A night as its inventory event and audit entry record it, before (as read) or after the change. */
  recorded(night: NightRow, when: 'before' | 'after', hotel: Hotel, room: HotelRoomType): Record<string, unknown>;
  /** What the audit entry says was asked, beside the range. */
  asked: Record<string, unknown>;
  /** A changed night as it is after the change. */
  applied(night: NightRow): NightRow;
}

/**
 * Changes a room type's nights from `from` to `to` (at most a month). The nights are written if never
 * held (with the calendar's allotment, as a hold writes them) and locked in date order, the order holds
 * lock them in, so a booking racing this either came before the check or waits for the change. Each
 * night changed is one inventory event; one audit entry records the whole change, all in one
 * transaction; a change that changes nothing records nothing.
 */
export async function adjustRoomNights({ db, repository, audit }: InventoryDeps, roomTypeId: string, range: { from: string; to: string }, employee: Employee, change: RoomNightChange): Promise<RoomTypeNights> {
  const dates = datesOf(range.from, range.to);
  const found = roomTypeOf(roomTypeId);
  if (!found) throw new AppError('NOT_FOUND');
  const { hotel, room } = found;
  const rows = await withTransaction(db, async (transaction) => {
    const nights = await repository.lockNights(
      transaction,
      roomTypeId,
      dates.map((night) => ({ night, capacity: roomNight(hotel, room, night).available })),
    );
    const changed = change.changed(nights, room, hotel);
    if (changed.length > 0) {
      await change.write(
        transaction,
        roomTypeId,
        changed.map((night) => night.night),
      );
      await repository.recordEvents(
        transaction,
        changed.map((night) => ({
          kind: change.kind,
          subjectId: roomTypeId,
          part: night.night,
          before: change.recorded(night, 'before', hotel, room),
          after: change.recorded(night, 'after', hotel, room),
          actorId: employee.userId,
        })),
      );
      await audit.append(
        {
          actorId: employee.userId,
          action: change.action,
          targetType: 'room_type',
          targetId: roomTypeId,
          before: { nights: changed.map((night) => ({ night: night.night, ...change.recorded(night, 'before', hotel, room) })) },
          after: { from: range.from, to: range.to, ...change.asked },
          address: employee.address,
        },
        transaction,
      );
    }
    return nights.map((night) => (changed.includes(night) ? change.applied(night) : night));
  });
  return roomTypeNights(hotel, room, dates, rows);
}

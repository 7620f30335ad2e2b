import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { withTransaction } from '@thwa/db/transaction';
import type { AdjustRateRequest, RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { nightRateProblem } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import { roomTypeOf } from '../../../partners/hotel-sources/inventory-source.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';
import type { NightRow } from './inventory.repository.ts';
import { datesOf } from './inventory-range.ts';
import { roomTypeNights } from './view-hotel-inventory.ts';

/**
 * Sets a room type's room-only price for local guests on every night from `from` to `to` (null: the
 * hotel calendar's price again). The other rates of the room type and foreigners' prices follow in
 * proportion when offers are priced (hotel-calendar repricedNight), so lists, hotel pages and checkouts
 * price from it at once; a checkout of an offer priced before shows the price change, and orders keep
 * what they were priced at. The nights are written if never held and locked in date order, as the
 * allotment's are; each night whose rate changes is one inventory event, and one audit entry records
 * the whole change, in the same transaction. The same rate again records nothing.
 */
export function createAdjustRate({ db, repository, audit }: InventoryDeps) {
  return async (roomTypeId: string, request: AdjustRateRequest, employee: Employee): Promise<RoomTypeNights> => {
    if (request.rate !== null && nightRateProblem(request.rate)) throw new AppError('VALIDATION_FAILED', 'rate');
    const dates = datesOf(request.from, request.to);
    const found = roomTypeOf(roomTypeId);
    if (!found) throw new AppError('NOT_FOUND');
    const { hotel, room } = found;
    const calendarRate = (night: string) => roomNight(hotel, room, night).prices[0]?.local ?? 0;
    const rows = await withTransaction(db, async (transaction) => {
      const nights = await repository.lockNights(
        transaction,
        roomTypeId,
        dates.map((night) => ({ night, capacity: roomNight(hotel, room, night).available })),
      );
      const changed: NightRow[] = nights.filter((night) => night.rate !== request.rate);
      if (changed.length > 0) {
        await repository.setRate(
          transaction,
          roomTypeId,
          changed.map((night) => night.night),
          request.rate,
        );
        const priceOf = (night: NightRow, rate: number | null) => ({ rate: rate ?? calendarRate(night.night), adjusted: rate !== null });
        await repository.recordEvents(
          transaction,
          changed.map((night) => ({
            kind: 'hotel.rate' as const,
            subjectId: roomTypeId,
            part: night.night,
            before: priceOf(night, night.rate),
            after: priceOf(night, request.rate),
            actorId: employee.userId,
          })),
        );
        await audit.append(
          {
            actorId: employee.userId,
            action: 'inventory.rate_set',
            targetType: 'room_type',
            targetId: roomTypeId,
            before: { nights: changed.map((night) => ({ night: night.night, ...priceOf(night, night.rate) })) },
            after: { from: request.from, to: request.to, rate: request.rate },
            address: employee.address,
          },
          transaction,
        );
      }
      return nights.map((night) => (changed.includes(night) ? { ...night, rate: request.rate } : night));
    });
    return roomTypeNights(hotel, room, dates, rows);
  };
}

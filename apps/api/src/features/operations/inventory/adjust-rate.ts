import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { AdjustRateRequest, RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { nightRateProblem } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import { adjustRoomNights } from './adjust-room-nights.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';

/**
 * Sets a room type's room-only price for local guests on every night from `from` to `to` (null: the
 * hotel calendar's price again), under the nights' locks (adjust-room-nights.ts). The other rates of
 * the room type and foreigners' prices follow in proportion when offers are priced (hotel-calendar
 * repricedNight), so lists, hotel pages and checkouts price from it at once; a checkout of an offer
 * priced before shows the price change, and orders keep what they were priced at.
 */
export function createAdjustRate(deps: InventoryDeps) {
  return (roomTypeId: string, request: AdjustRateRequest, employee: Employee): Promise<RoomTypeNights> => {
    if (request.rate !== null && nightRateProblem(request.rate)) throw new AppError('VALIDATION_FAILED', 'rate');
    return adjustRoomNights(deps, roomTypeId, request, employee, {
      kind: 'hotel.rate',
      action: 'inventory.rate_set',
      changed: (nights) => nights.filter((night) => night.rate !== request.rate),
      write: (transaction, id, nights) => deps.repository.setRate(transaction, id, nights, request.rate),
      // The price sold that night: the one set, or the calendar's room-only price for local guests.
      recorded(night, when, hotel, room) {
        const rate = when === 'before' ? night.rate : request.rate;
        return { rate: rate ?? roomNight(hotel, room, night.night).prices[0]?.local ?? 0, adjusted: rate !== null };
      },
      asked: { rate: request.rate },
      applied: (night) => ({ ...night, rate: request.rate }),
    });
  };
}

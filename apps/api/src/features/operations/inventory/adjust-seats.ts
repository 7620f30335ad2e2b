import { withTransaction } from '@thwa/db/transaction';
import type { AdjustSeatsRequest, FlightDate } from '@thwa/domain/contracts/operations-inventory';
import { adjustSeats } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';
import { flightDateOf } from './view-flight-inventory.ts';

/**
 * Sets the seats on sale of one leg and cabin of a dated flight. The flight's seat rows are locked
 * first, so a sale taking seats at the same moment is either counted in `available` before the rule
 * (adjustSeats: never below what is sold and held) is checked, or waits and then finds the new count.
 * The change, its inventory event and its audit entry are one transaction; the same count again
 * changes nothing and records nothing (a second click).
 */
export function createAdjustSeats({ db, repository, audit }: InventoryDeps) {
  return (flightId: number, request: AdjustSeatsRequest, employee: Employee): Promise<FlightDate> =>
    withTransaction(db, async (transaction) => {
      const flight = await repository.lockFlight(transaction, flightId);
      if (!flight) throw new AppError('NOT_FOUND');
      const seats = await repository.lockSeats(transaction, flightId);
      const seat = seats.find((one) => one.legNo === request.legNo && one.cabinClass === request.cabinClass);
      if (!seat) throw new AppError('NOT_FOUND');
      const next = adjustSeats(seat, request.capacity);
      if ('problem' in next) {
        if (next.problem === 'below_taken') throw new AppError('INVENTORY_BELOW_TAKEN', 'capacity');
        throw new AppError('VALIDATION_FAILED', 'capacity');
      }
      if (next.capacity !== seat.capacity) {
        await repository.setSeats(transaction, flightId, seat.legNo, seat.cabinClass, next);
        const before = { capacity: seat.capacity, available: seat.available, held: seat.held, sold: seat.sold };
        const after = { capacity: next.capacity, available: next.available, held: seat.held, sold: seat.sold };
        const part = `${seat.legNo} ${seat.cabinClass}`;
        await repository.recordEvents(transaction, [{ kind: 'flight.seats', subjectId: String(flightId), part, before, after, actorId: employee.userId }]);
        await audit.append(
          {
            actorId: employee.userId,
            action: 'inventory.seats_set',
            targetType: 'flight',
            targetId: `${flight.flightNumber} ${flight.serviceDate} ${part}`,
            before,
            after,
            address: employee.address,
          },
          transaction,
        );
        Object.assign(seat, next);
      }
      return flightDateOf(flight, seats);
    });
}

import { withTransaction } from '@thwa/db/transaction';
import type { FlightDate } from '@thwa/domain/contracts/operations-inventory';
import { discountProblem } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';
import { flightDateOf } from './view-flight-inventory.ts';

/**
 * Sets a dated flight's fare discount (the airline's promotion on that date, off adult and child
 * bases): the fare every search prices from then on. Orders placed before keep what they paid. One
 * transaction under the flight's lock records the event and the audit entry; the same value again
 * records nothing.
 */
export function createAdjustDiscount({ db, repository, audit }: InventoryDeps) {
  return async (flightId: number, discountPct: number, employee: Employee): Promise<FlightDate> => {
    const flight = await withTransaction(db, async (transaction) => {
      if (discountProblem(discountPct)) throw new AppError('VALIDATION_FAILED', 'discountPct');
      const flight = await repository.lockFlight(transaction, flightId);
      if (!flight) throw new AppError('NOT_FOUND');
      if (flight.discountPct !== discountPct) {
        await repository.setDiscount(transaction, flightId, discountPct);
        const before = { discountPct: flight.discountPct };
        const after = { discountPct };
        await repository.recordEvents(transaction, [{ kind: 'flight.discount', subjectId: String(flightId), part: '', before, after, actorId: employee.userId }]);
        await audit.append(
          { actorId: employee.userId, action: 'inventory.discount_set', targetType: 'flight', targetId: `${flight.flightNumber} ${flight.serviceDate}`, before, after, address: employee.address },
          transaction,
        );
      }
      return { ...flight, discountPct };
    });
    // Read after the commit: the seats did not change, and a read on the pool must not run inside the transaction.
    return flightDateOf(flight, await repository.seats([flightId]));
  };
}

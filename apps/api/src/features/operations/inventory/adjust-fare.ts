import { refiledFare, routeArea } from '@thwa/db/flight-pricing';
import { withTransaction } from '@thwa/db/transaction';
import type { AdjustFareRequest, OpsRouteFaresResponse } from '@thwa/domain/contracts/operations-inventory';
import { fareBaseProblem } from '@thwa/domain/operations/inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { Employee, InventoryDeps } from './inventory-deps.ts';

/**
 * Refiles a flight number's fares of one cabin, as an airline files a new fare: the whole route's adult
 * base for local travellers becomes `adultBase`, and every other fare of the cabin (each segment,
 * foreigners') moves by the same proportion, with the shares and taxes the fare formula gives
 * (flight-pricing.ts `refiledFare`). Searches price from the new fares at once, and a checkout verifying
 * an offer priced before shows the price change; orders placed before keep what they were priced at.
 * One transaction under the fares' locks records one inventory event and the audit entry; the same
 * fare again records nothing.
 */
export function createAdjustFare({ db, repository, audit }: InventoryDeps) {
  return async (flightNumber: string, request: AdjustFareRequest, employee: Employee): Promise<OpsRouteFaresResponse['data']> => {
    if (fareBaseProblem(request.adultBase)) throw new AppError('VALIDATION_FAILED', 'adultBase');
    await withTransaction(db, async (transaction) => {
      const fares = await repository.lockCabinFares(transaction, flightNumber, request.cabinClass);
      const route = fares.find((fare) => fare.wholeRoute && fare.nationality === 'local');
      if (!route) throw new AppError('NOT_FOUND');
      if (route.adultBase === request.adultBase) return;
      await repository.setCabinFares(
        transaction,
        flightNumber,
        request.cabinClass,
        fares.map((fare) => ({
          fromLeg: fare.fromLeg,
          toLeg: fare.toLeg,
          nationality: fare.nationality,
          fare: refiledFare(fare.adultBase, routeArea(fare.originCountry, fare.destinationCountry), route.adultBase, request.adultBase),
        })),
      );
      const before = { cabinClass: request.cabinClass, adultBase: route.adultBase };
      const after = { cabinClass: request.cabinClass, adultBase: request.adultBase };
      await repository.recordEvents(transaction, [{ kind: 'flight.fare', subjectId: flightNumber, part: request.cabinClass, before, after, actorId: employee.userId }]);
      await audit.append({ actorId: employee.userId, action: 'inventory.fare_set', targetType: 'flight', targetId: flightNumber, before, after, address: employee.address }, transaction);
    });
    // Read after the commit, on the pool.
    return { flightNumber, fares: await repository.routeFares(flightNumber) };
  };
}

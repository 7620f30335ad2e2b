import type { FlightDate, OpsFlightInventoryResponse } from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { InventoryRepository, SeatRow } from './inventory.repository.ts';
import { datesOf } from './inventory-range.ts';

/** One dated flight as the console shows it: its discount and every leg and cabin's seats. */
export function flightDateOf(flight: { flightId: number; serviceDate: string; discountPct: number }, seats: readonly SeatRow[]): FlightDate {
  return {
    flightId: flight.flightId,
    serviceDate: flight.serviceDate,
    discountPct: flight.discountPct,
    seats: seats
      .filter((seat) => seat.flightId === flight.flightId)
      .map(({ legNo, origin, destination, cabinClass, capacity, available, held, sold, waitlistOpen }) => ({ legNo, origin, destination, cabinClass, capacity, available, held, sold, waitlistOpen })),
  };
}

/** A flight number's seats (on sale, held, sold, left per leg and cabin) and discount on each date it flies in the range. */
export function createViewFlightInventory(repository: InventoryRepository) {
  return async (flightNumber: string, from: string, to: string): Promise<OpsFlightInventoryResponse['data']> => {
    const dates = datesOf(from, to);
    const schedule = (await repository.schedules()).find((one) => one.flightNumber === flightNumber);
    if (!schedule) throw new AppError('NOT_FOUND');
    const flights = await repository.flightDates(flightNumber, dates);
    const seats = await repository.seats(flights.map((flight) => flight.flightId));
    return {
      flightNumber,
      route: schedule.route,
      fares: await repository.routeFares(flightNumber),
      dates: flights.map((flight) => flightDateOf(flight, seats)),
    };
  };
}

import { AppError } from '../../plugins/errors.ts';
import { recordLocator, type FlightBookingPartner } from './flight-booking.ts';
import { inventoryBookingRepository as seats } from './inventory-booking.repository.ts';

/**
 * S1, our own inventory, as a booking partner: a hold takes seats from flight_seats in the order's
 * transaction; issuing sells them and files a record locator. Nothing here can be slow or waitlisted:
 * we are the airline's inventory.
 */
export function createInventoryBooking(): FlightBookingPartner {
  return {
    alias: 'S1',

    async hold(transaction, { orderId, offer, seats: count }) {
      for (const leg of offer.legs) {
        const row = await seats.seatRowFor(transaction, leg);
        if (!row) throw new AppError('FLIGHT_UNAVAILABLE');
        // A throw rolls the whole order back, seats already taken on earlier legs included.
        if (!(await seats.takeSeats(transaction, orderId, row, offer.cabinClass, count))) throw new AppError('SEAT_NOT_AVAILABLE');
      }
    },

    async issue() {
      return { status: 'ticketed', pnr: recordLocator() };
    },

    async release(transaction, orderId) {
      await seats.release(transaction, orderId);
    },
  };
}

/** Marks an S1 order's seats sold, in the transaction that completes the order. */
export const markInventorySold = seats.markSold;

import type { HotelStorePayload } from '@thwa/domain/contracts/hotel-booking';
import type { HotelTrip } from '@thwa/domain/hotels/hotel-trip';
import { AppError } from '../../../plugins/errors.ts';
import { contactOf, type HoldRequester } from '../../orders/orders.service.ts';
import type { PlaceOrder } from '../../orders/place-order.ts';
import type { ProductModule } from '../../orders/product-module.ts';
import type { HotelCheckoutRepository } from './hotel-checkout.repository.ts';
import type { HotelCheckoutService } from './hotel-checkout.service.ts';
import { linesOfBreakdown } from '@thwa/domain/orders/price-lines';

export interface HotelOrdersOptions {
  hotel: ProductModule;
  checkout: HotelCheckoutService;
  checkouts: HotelCheckoutRepository;
  /** The place-order use case every store path goes through (place-order.ts). */
  placeOrder: PlaceOrder;
}

/** Placing hotel orders: the store of a checkout whose guests are given. */
export function createHotelOrders({ hotel, checkout, checkouts, placeOrder }: HotelOrdersOptions) {
  return {
    /**
     * POST /order/v4/hotel/store: holds every night of the rooms and creates the order, once per
     * idempotency key. `userId` is the signed-in member or agent who places it; null for a guest.
     * @throws AppError ROOM_NOT_AVAILABLE when a night sold out since the re-pricing (nothing is held),
     *   SESSION_TIMED_OUT, BOOKING_NOT_AVAILABLE (the checkout is already an order), TOO_MANY_UNPAID_BOOKINGS
     */
    async placeOrder(payload: HotelStorePayload, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester) {
      const { placed } = await placeOrder({
        scope: 'order.hotel.store',
        idempotencyKey,
        payload,
        userId,
        requester,
        basket: async (transaction) => {
          const contact = contactOf(payload.contact);
          const row = await checkout.forOrder(payload.checkoutId, transaction);
          const trip: HotelTrip = { product: 'hotel', request: row.request, selection: row.selection, guests: row.guests };
          return {
            // A hotel's guests are in its trip: the travellers column holds a flight's passengers.
            order: { language: row.request.language, contact, travellers: [], checkoutId: row.checkoutId },
            // Room-nights, not rooms: what one client may hold unpaid is counted by what it takes (issue 19).
            items: [{ product: hotel, trip, lines: linesOfBreakdown(row.breakdown), units: row.request.rooms * row.selection.nights }],
            claim: async (orderId) => {
              if (!(await checkouts.spendCheckout(transaction, row.checkoutId, orderId))) throw new AppError('BOOKING_NOT_AVAILABLE');
            },
            extra: {},
          };
        },
      });
      return placed;
    },
  };
}

export type HotelOrders = ReturnType<typeof createHotelOrders>;

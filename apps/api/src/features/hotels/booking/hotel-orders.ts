import type { Database } from '@thwa/db/connection';
import type { HotelStorePayload } from '@thwa/domain/contracts/hotel-booking';
import { PAYMENT_WINDOW_MINUTES } from '@thwa/domain/constants';
import type { HotelTrip } from '@thwa/domain/hotels/hotel-trip';
import { ORDER_START_EVENTS } from '@thwa/domain/orders/life-cycle';
import { AppError } from '../../../plugins/errors.ts';
import { once } from '../../orders/idempotency.ts';
import { inTurn } from '../../orders/in-turn.ts';
import { contactOf, type HoldRequester, type OrdersService } from '../../orders/orders.service.ts';
import type { ProductModule } from '../../orders/product-module.ts';
import type { HotelCheckoutRepository } from './hotel-checkout.repository.ts';
import type { HotelCheckoutService } from './hotel-checkout.service.ts';
import { linesOfBreakdown } from '@thwa/domain/orders/price-lines';

export interface HotelOrdersOptions {
  db: Database;
  orders: OrdersService;
  hotel: ProductModule;
  checkout: HotelCheckoutService;
  checkouts: HotelCheckoutRepository;
  now: () => Date;
}

/** Placing hotel orders: the store of a checkout whose guests are given. */
export function createHotelOrders({ db, orders, hotel, checkout, checkouts, now }: HotelOrdersOptions) {
  return {
    /**
     * POST /order/v4/hotel/store: holds every night of the rooms and creates the order, once per
     * idempotency key. `userId` is the signed-in member or agent who places it; null for a guest.
     * @throws AppError ROOM_NOT_AVAILABLE when a night sold out since the re-pricing (nothing is held),
     *   SESSION_TIMED_OUT, BOOKING_NOT_AVAILABLE (the checkout is already an order), TOO_MANY_UNPAID_BOOKINGS
     */
    async placeOrder(payload: HotelStorePayload, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester) {
      const orderId = await orders.newOrderId();
      const { keys, turn } = orders.newHoldKeys(userId, requester);
      const place = () =>
        once(db, 'order.hotel.store', idempotencyKey, { ...payload, userId }, async (transaction) => {
          const contact = contactOf(payload.contact);
          const row = await checkout.forOrder(payload.checkoutId, transaction);
          const placedAt = now();
          const holdExpiresAt = new Date(placedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
          const trip: HotelTrip = { product: 'hotel', request: row.request, selection: row.selection, guests: row.guests };
          const { orderKey } = await orders.placeHeld(
            transaction,
            {
              orderId,
              language: row.request.language,
              contact,
              // A hotel's guests are in its trip: the travellers column holds a flight's passengers.
              travellers: [],
              holdExpiresAt,
              checkoutId: row.checkoutId,
              userId,
              createdAt: placedAt,
              updatedAt: placedAt,
            },
            [{ product: hotel, trip, lines: linesOfBreakdown(row.breakdown), units: row.request.rooms }],
            {
              keys,
              claim: async () => {
                if (!(await checkouts.spendCheckout(transaction, row.checkoutId, orderId))) throw new AppError('BOOKING_NOT_AVAILABLE');
              },
            },
          );
          return { orderId, orderKey, status: ORDER_START_EVENTS['order.placed'], amount: row.breakdown.grandTotal, holdExpiresAt: holdExpiresAt.toISOString() };
        });
      // One client's orders take turns in memory, so a burst of them waits here rather than each
      // holding a pooled connection while it waits for the advisory lock.
      return inTurn(turn, place);
    },
  };
}

export type HotelOrders = ReturnType<typeof createHotelOrders>;

import type { Database } from '@thwa/db/connection';
import type { FlightStorePayload, OfflineStoreRequest } from '@thwa/domain/contracts/booking';
import { priceBreakdown } from '@thwa/domain/booking/price-breakdown';
import { linesOfBreakdown } from '@thwa/domain/orders/price-lines';
import { ORDER_START_EVENTS } from '@thwa/domain/orders/life-cycle';
import { AppError } from '../../../plugins/errors.ts';
import { once } from '../../orders/idempotency.ts';
import type { PlaceOrder } from '../../orders/place-order.ts';
import { contactOf, type HoldRequester, type ItemDraft, type OrdersService } from '../../orders/orders.service.ts';
import type { Transaction } from '@thwa/db/transaction';
import type { ProductModule } from '../../orders/product-module.ts';
import type { FlightsService } from '../flights.service.ts';
import type { CheckoutSelection, FlightTrip, SearchedRequest } from '@thwa/domain/flights/flight-trip';
import type { CheckoutRepository } from './checkout.repository.ts';
import { breakdownFor, type CheckoutService } from './checkout.service.ts';
import { PRODUCT_FLIGHT, seatsOf } from './flight-module.ts';

export interface FlightOrdersOptions {
  db: Database;
  orders: OrdersService;
  flight: ProductModule;
  checkout: CheckoutService;
  checkouts: CheckoutRepository;
  flights: FlightsService;
  /** The place-order use case every store path goes through (place-order.ts). */
  placeOrder: PlaceOrder;
  /**
   * Travel insurance the travellers add to their flight (spec §3): an item of the same order, issued
   * after the ticket. Absent when no insurer is on: a store that asks for it is refused.
   */
  addCover?: (
    transaction: Transaction,
    flight: { area: 'domestic' | 'international'; departureDate: string; returnDate?: string | undefined },
    travellers: readonly { uuid: string; firstName: string; lastName: string; dateOfBirth: string }[],
    parentItemNo: number,
  ) => Promise<ItemDraft>;
}

/**
 * The travellers a flight's cover insures: those `insured` names by uuid, in the checkout's order, or
 * every traveller when it names none.
 * @throws AppError VALIDATION_FAILED at data.insured when it names someone not on the checkout
 */
function coveredTravellers<Traveller extends { uuid: string }>(travellers: readonly Traveller[], insured: readonly string[] | undefined): Traveller[] {
  if (!insured) return [...travellers];
  if (insured.some((uuid) => !travellers.some((traveller) => traveller.uuid === uuid))) throw new AppError('VALIDATION_FAILED', 'data.insured');
  return travellers.filter((traveller) => insured.includes(traveller.uuid));
}

/** Placing flight orders: the flight store of a confirmed checkout, and the offline request. */
export function createFlightOrders({ db, orders, flight, checkout, checkouts, flights, placeOrder, addCover }: FlightOrdersOptions) {
  return {
    /**
     * POST /order/v6/flight/store: holds the seats and creates the order, once per idempotency key.
     * `userId` is the signed-in member, agent or sub-agent who places it (their My trips); null for a guest.
     * `requester` is who asks, for the hold limits: at most so many unpaid holds per address and account.
     */
    async placeOrder(payload: FlightStorePayload, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester) {
      const { placed, placedNow } = await placeOrder({
        scope: 'order.flight.store',
        idempotencyKey,
        payload,
        userId,
        requester,
        basket: async (transaction) => {
          const contact = contactOf(payload.contact);
          const row = await checkout.forOrder(payload.checkoutId, transaction);
          const request = row.request as SearchedRequest;
          const selection = row.selection as CheckoutSelection;
          const trip: FlightTrip = { product: 'flight', request, area: selection.area, directions: selection.directions };
          const ticket: ItemDraft = { product: flight, trip, lines: linesOfBreakdown(breakdownFor(selection.directions, request)), units: seatsOf(trip) };
          if (payload.insurance && !addCover) throw new AppError('VALIDATION_FAILED', 'body.insurance');
          const covered = payload.insurance ? coveredTravellers(row.travellers, payload.insured) : [];
          const cover = covered.length > 0 && addCover ? [await addCover(transaction, { area: selection.area, departureDate: request.departureDate, returnDate: request.returnDate }, covered, 1)] : [];
          return {
            order: { language: request.language, contact, travellers: row.travellers, checkoutId: row.checkoutId },
            items: [ticket, ...cover],
            claim: async (orderId) => {
              if (!(await checkouts.spendCheckout(transaction, row.checkoutId, orderId, contact))) throw new AppError('BOOKING_NOT_AVAILABLE');
            },
            extra: { route: [request.origin, request.destination] },
          };
        },
      });
      const { route, ...answer } = placed;
      if (placedNow) flights.countBooking(route[0]!, route[1]!);
      return answer;
    },

    /** POST /order/offline/store: a request our flight team books by hand (spec §1 offline flow). */
    async placeOfflineOrder(body: OfflineStoreRequest, idempotencyKey: string, userId: string | null = null) {
      const contact = contactOf(body.contact);
      const outward = await flights.getSearchOffer(body.cacheKey, body.outward);
      const back = body.return ? await flights.getSearchOffer(body.cacheKey, body.return) : undefined;
      if (outward.direction !== 'outward') throw new AppError('VALIDATION_FAILED', 'body.outward');
      if (back && back.direction !== 'return') throw new AppError('VALIDATION_FAILED', 'body.return');
      const request = outward.request;
      const chosen = [outward, ...(back ? [back] : [])];
      const breakdown = priceBreakdown({
        fares: chosen.map(({ offer }) => ({ taxIncluded: offer.rates.taxIncludeState, ...offer.rates.deal })),
        counts: { adult: request.adult, child: request.child, infant: request.infant },
      });
      const orderId = await orders.newOrderId();
      return once(db, 'order.offline.store', idempotencyKey, { ...body, userId }, async (transaction) => {
        const note = body.note ?? null;
        const { orderKey } = await orders.placeRequested(
          transaction,
          { orderId, language: body.language, contact, travellers: [], holdExpiresAt: null, userId },
          {
            productType: PRODUCT_FLIGHT,
            trip: {
              product: 'flight',
              request,
              area: 'domestic',
              directions: chosen.map((one) => ({ direction: one.direction, offerId: one.offer.offerId, item: one.offer, listedAdultPrice: 0, adultPrice: 0 })),
              note,
            },
            lines: linesOfBreakdown(breakdown),
          },
          note,
        );
        return { orderId, orderKey, status: ORDER_START_EVENTS['order.requested'], amount: breakdown.grandTotal, holdExpiresAt: null, emailSent: true };
      });
    },
  };
}

export type FlightOrders = ReturnType<typeof createFlightOrders>;

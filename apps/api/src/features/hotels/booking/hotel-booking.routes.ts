import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { EncryptedRequest, FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import { CheckReservationRequest, HotelCheckoutQuery, HotelCheckoutResponse, HotelOrderRequest, HotelStorePayload, HotelStoreResponse } from '@thwa/domain/contracts/hotel-booking';
import { isAgent } from '@thwa/domain/roles';
import type { KeyStore } from '../../crypto/key-store.ts';
import type { AuthGuards } from '../../accounts/auth-guards.ts';
import { idempotencyKeyOf } from '../../orders/idempotency.ts';
import type { HotelCheckoutService } from './hotel-checkout.service.ts';
import type { HotelOrders } from './hotel-orders.ts';

export interface HotelBookingRoutesOptions {
  checkout: HotelCheckoutService;
  orders: HotelOrders;
  keys: KeyStore;
  /** A signed-in caller owns the order it places (orders.user_id); guests stay anonymous. */
  guards: AuthGuards;
}

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('required: the same key answers the first answer again') });
const checkoutResponses = { 200: HotelCheckoutResponse, 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 410: ErrorResponse };

/** The hotel booking calls of spec §7: re-price a room for a stay, give the guests, place the order. */
export const hotelBookingRoutes: FastifyPluginAsyncZod<HotelBookingRoutesOptions> = async (app, { checkout, orders, keys, guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/hotel/v4/checkReservation',
    {
      schema: {
        tags: ['hotel booking'],
        summary: 'Re-price a room and rate for a stay and its guests; keeps the price as a checkout for 20 minutes',
        body: CheckReservationRequest,
        response: checkoutResponses,
      },
    },
    async (request) => ({ code: 200 as const, data: await checkout.checkReservation(request.body) }),
  );

  app.get(
    '/hotel/checkout',
    { schema: { tags: ['hotel booking'], summary: 'A hotel checkout still open, for the guest step and a reload', querystring: HotelCheckoutQuery, response: checkoutResponses } },
    async (request) => ({ code: 200 as const, data: await checkout.get(request.query.checkoutId) }),
  );

  app.post(
    '/hotel/v2/order',
    {
      schema: {
        tags: ['hotel booking'],
        summary: 'Give the guest of each room, the estimated check-in time and a special request (spec §3 hotel guest info)',
        body: HotelOrderRequest,
        response: checkoutResponses,
      },
    },
    async (request) => ({ code: 200 as const, data: await checkout.saveGuests(request.body) }),
  );

  app.post(
    '/order/v4/hotel/store',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['hotel booking'],
        summary: 'Place the order and hold every night of its rooms. `data` is hybrid-encrypted HotelStorePayload; Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: EncryptedRequest,
        response: { 200: HotelStoreResponse, 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 410: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const payload = await keys.decrypt(request.body.data, HotelStorePayload);
      // Who asks, for the hold limits (hold-limits.ts): the client address and whether an agent books.
      const requester = { address: request.ip, agent: isAgent(request.user?.userCode) };
      return { code: 200 as const, data: await orders.placeOrder(payload, key, request.user?.userId ?? null, requester) };
    },
  );
};

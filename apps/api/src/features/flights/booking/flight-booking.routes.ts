import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  CheckoutQuery,
  CheckoutResponse,
  ConfirmPayload,
  EncryptedRequest,
  FieldErrorsResponse,
  FlightStorePayload,
  FlightStoreResponse,
  NrcTownshipsResponse,
  OfflineStoreRequest,
  OfflineStoreResponse,
  VerifyFlightRequest,
  VerifyFlightResponse,
} from '@thwa/domain/contracts/booking';
import { townshipsOf, isNrcDivision } from '@thwa/domain/nrc/nrc';
import { isAgent } from '@thwa/domain/roles';
import type { KeyStore } from '../../crypto/key-store.ts';
import { checkoutConfirmer } from '../../orders/checkout-confirm.routes.ts';
import type { AuthGuards } from '../../accounts/auth-guards.ts';
import { AppError } from '../../../plugins/errors.ts';
import { idempotencyKeyOf } from '../../orders/idempotency.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { FlightOrders } from './flight-orders.ts';

export interface FlightBookingRoutesOptions {
  checkout: CheckoutService;
  orders: FlightOrders;
  keys: KeyStore;
  /** A signed-in caller owns the order it places (orders.user_id); guests stay anonymous. */
  guards: AuthGuards;
}

/** Confirms the travellers of a flight checkout at POST /checkout/v2/confirm (ConfirmPayload: it names no product). */
export function flightConfirmer(checkout: CheckoutService) {
  return checkoutConfirmer({ product: undefined, payload: ConfirmPayload, confirm: (payload) => checkout.confirm(payload) });
}

const verifyResponses = { 200: VerifyFlightResponse, 400: ErrorResponse, 409: ErrorResponse, 410: ErrorResponse, 500: ErrorResponse };
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('required: the same key answers the first answer again') });

/**
 * The flight booking calls of spec §7 (verify, store, offline store) and the NRC townships of the
 * traveller form; its confirm is served at the shared confirm path (flightConfirmer).
 */
export const flightBookingRoutes: FastifyPluginAsyncZod<FlightBookingRoutesOptions> = async (app, { checkout, orders, keys, guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/flight/v3/verifyFlight',
    { schema: { tags: ['booking'], summary: 'Verify (re-price) a selection of our own inventory (S1) against its search session', body: VerifyFlightRequest, response: verifyResponses } },
    async (request) => checkout.verify(request.body, 'v3'),
  );

  app.post(
    '/api/v1/verifyFlight',
    { schema: { tags: ['booking'], summary: 'Verify (re-price) a selection from any flight source against its search session', body: VerifyFlightRequest, response: verifyResponses } },
    async (request) => checkout.verify(request.body, 'v1'),
  );

  app.get(
    '/flight/checkout',
    { schema: { tags: ['booking'], summary: 'A verified checkout, for the detail and contact steps (and a reload)', querystring: CheckoutQuery, response: { 200: CheckoutResponse, 400: ErrorResponse, 410: ErrorResponse } } },
    async (request) => ({ code: 200 as const, data: await checkout.get(request.query.checkoutId) }),
  );

  app.post(
    '/order/v6/flight/store',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['booking'],
        summary: 'Place the order and hold its seats. `data` is hybrid-encrypted FlightStorePayload; Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: EncryptedRequest,
        response: { 200: FlightStoreResponse, 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 410: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const payload = await keys.decrypt(request.body.data, FlightStorePayload);
      // Who asks, for the hold limits (hold-limits.ts): the client address and whether an agent books.
      const requester = { address: request.ip, agent: isAgent(request.user?.userCode) };
      return { code: 200 as const, data: await orders.placeOrder(payload, key, request.user?.userId ?? null, requester) };
    },
  );

  app.post(
    '/order/offline/store',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['booking'],
        summary: 'Request a flight our team books by hand (the offline flow); Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: OfflineStoreRequest,
        response: { 200: OfflineStoreResponse, 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 410: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return { code: 200 as const, data: await orders.placeOfflineOrder(request.body, key, request.user?.userId ?? null) };
    },
  );

  app.get(
    '/nrc/townships',
    {
      schema: {
        tags: ['booking'],
        summary: 'NRC townships of a state or region (division 1 to 14), for the traveller form',
        querystring: z.object({ division: z.coerce.number().int().min(1).max(14) }),
        response: {
          200: NrcTownshipsResponse,
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!isNrcDivision(request.query.division)) throw new AppError('VALIDATION_FAILED', 'querystring.division');
      reply.header('cache-control', 'public, max-age=86400');
      return { code: 200 as const, data: townshipsOf(request.query.division).map(({ code, mm, en, mmName }) => ({ code, mm, en, mmName })) };
    },
  );
};

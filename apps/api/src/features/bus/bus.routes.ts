import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { EncryptedRequest, FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import {
  BusCheckoutQuery,
  BusCheckoutResponse,
  BusCitiesQuery,
  BusCitiesResponse,
  BusHoldRequest,
  BusSearchRequest,
  BusSearchResponse,
  BusSeatMapRequest,
  BusSeatMapResponse,
  BusStorePayload,
  BusStoreResponse,
} from '@thwa/domain/contracts/bus';
import { matchBusCities } from '@thwa/domain/bus/bus-network';
import { isAgent } from '@thwa/domain/roles';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import type { BusOrders } from './booking/bus-orders.ts';
import type { BusBooking } from './bus-booking.ts';

export interface BusRoutesOptions {
  booking: BusBooking;
  orders: BusOrders;
  keys: KeyStore;
  /** A signed-in caller owns the order it places; guests stay anonymous. */
  guards: AuthGuards;
}

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('required: the same key answers the first answer again') });
const refusals = { 400: FieldErrorsResponse.or(ErrorResponse), 404: ErrorResponse, 409: ErrorResponse, 410: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse };

/** Bus calls (issue 21), in the style of the flight calls: cities, search, seat map, hold, checkout, store. */
export const busRoutes: FastifyPluginAsyncZod<BusRoutesOptions> = async (app, { booking, orders, keys, guards }) => {
  app.get(
    '/bus',
    {
      schema: { tags: ['bus'], summary: 'Cities buses serve whose name or code starts with q (every city for an empty q)', querystring: BusCitiesQuery, response: { 200: BusCitiesResponse, 400: ErrorResponse } },
    },
    async (request) => {
      const mm = request.query.language === 'mm';
      return { code: 200 as const, data: matchBusCities(request.query.q).map((city) => ({ code: city.code, name: mm ? city.nameMy : city.nameEn, region: mm ? city.regionMy : city.regionEn })) };
    },
  );

  app.post(
    '/bus/v1/search',
    { schema: { tags: ['bus'], summary: "A route's departures on a date still on sale, with the fare for the nationality asked and the seats left", body: BusSearchRequest, response: { 200: BusSearchResponse, ...refusals } } },
    async (request) => ({ code: 200 as const, data: { request: request.body, departures: await booking.search(request.body) } }),
  );

  app.post(
    '/bus/v1/seatmap',
    { schema: { tags: ['bus'], summary: "A departure's seats as the caller may take them (the seat rule for women applied), its boarding and dropping points", body: BusSeatMapRequest, response: { 200: BusSeatMapResponse, ...refusals } } },
    async (request) => ({ code: 200 as const, data: await booking.seatMap(request.body) }),
  );

  app.post(
    '/bus/v1/hold',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['bus'],
        summary: "Hold the chosen seats (each with its passenger's gender) for a checkout, all or none; SEAT_NOT_AVAILABLE or BUS_SEAT_KEPT when one cannot be had",
        body: BusHoldRequest,
        response: { 200: BusCheckoutResponse, ...refusals },
      },
    },
    async (request) => ({ code: 200 as const, data: await booking.hold(request.body, { address: request.ip, agent: isAgent(request.user?.userCode) }) }),
  );

  app.post(
    '/bus/v1/checkout',
    { schema: { tags: ['bus'], summary: 'A held checkout: the departure, seats, points, amount and when the hold ends', body: BusCheckoutQuery, response: { 200: BusCheckoutResponse, ...refusals } } },
    async (request) => ({ code: 200 as const, data: await booking.checkout(request.body.checkoutId, request.body.language) }),
  );

  app.post(
    '/order/v1/bus/store',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['bus'],
        summary: 'Place a bus order from a held checkout. `data` is hybrid-encrypted BusStorePayload; Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: EncryptedRequest,
        response: { 200: BusStoreResponse, ...refusals },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const payload = await keys.decrypt(request.body.data, BusStorePayload);
      const requester = { address: request.ip, agent: isAgent(request.user?.userCode) };
      return { code: 200 as const, data: await orders.placeOrder(payload, key, request.user?.userId ?? null, requester) };
    },
  );
};

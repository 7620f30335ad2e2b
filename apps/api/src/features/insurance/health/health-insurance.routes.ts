import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { EncryptedRequest, FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import { HealthConfirmPayload, HealthSearchRequest, HealthSearchResponse, HealthStorePayload, HealthStoreResponse } from '@thwa/domain/contracts/health-insurance';
import { isAgent } from '@thwa/domain/roles';
import type { AuthGuards } from '../../accounts/auth-guards.ts';
import type { KeyStore } from '../../crypto/key-store.ts';
import { checkoutConfirmer } from '../../orders/checkout-confirm.routes.ts';
import { idempotencyKeyOf } from '../../orders/idempotency.ts';
import type { HealthOrders } from './health-orders.ts';
import type { HealthPlanOffers } from './health-plan-offers.ts';

export interface HealthInsuranceRoutesOptions {
  offers: HealthPlanOffers;
  orders: HealthOrders;
  keys: KeyStore;
  /** A signed-in caller owns the order it places; guests stay anonymous. */
  guards: AuthGuards;
}

/** Confirms a health plan for its insured person's date of birth at POST /checkout/v2/confirm (HealthConfirmPayload, product 'health'). */
export function healthConfirmer(offers: HealthPlanOffers) {
  return checkoutConfirmer({ product: 'health', payload: HealthConfirmPayload, confirm: async (payload) => offers.confirm(payload) });
}

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('required: the same key answers the first answer again') });
const refusals = { 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 422: ErrorResponse };

/** Health insurance calls (issue 18, spec §7): the plans for an age, and the store of a plan. Its confirm is healthConfirmer's. */
export const healthInsuranceRoutes: FastifyPluginAsyncZod<HealthInsuranceRoutesOptions> = async (app, { offers, orders, keys, guards }) => {
  app.post(
    '/insurance/v1/search',
    {
      schema: {
        tags: ['insurance'],
        summary: 'The health plan for an age (the first entry of the first list, spec §7), then every plan to compare',
        body: HealthSearchRequest,
        response: { 200: HealthSearchResponse, 400: FieldErrorsResponse.or(ErrorResponse) },
      },
    },
    async (request) => ({ code: 200 as const, data: offers.search(request.body) }),
  );

  app.post(
    '/order/v5/pruinsurance/store',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['insurance'],
        summary: 'Place a health plan order. `data` is hybrid-encrypted HealthStorePayload; Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: EncryptedRequest,
        response: { 200: HealthStoreResponse, ...refusals },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const payload = await keys.decrypt(request.body.data, HealthStorePayload);
      const requester = { address: request.ip, agent: isAgent(request.user?.userCode) };
      return { code: 200 as const, data: await orders.placeOrder(payload, key, request.user?.userId ?? null, requester) };
    },
  );
};

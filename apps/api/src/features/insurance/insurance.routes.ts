import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { EncryptedRequest, FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import { InsuranceQuoteRequest, InsuranceQuoteResponse, InsuranceStorePayload, InsuranceStoreResponse } from '@thwa/domain/contracts/insurance';
import { isAgent } from '@thwa/domain/roles';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import type { InsuranceOrders } from './booking/insurance-orders.ts';
import type { QuoteTravelCover } from './quote-travel-cover.ts';

export interface InsuranceRoutesOptions {
  quote: QuoteTravelCover;
  orders: InsuranceOrders;
  keys: KeyStore;
  /** A signed-in caller owns the order it places; guests stay anonymous. */
  guards: AuthGuards;
}

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('required: the same key answers the first answer again') });
const refusals = { 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 422: ErrorResponse };

/** Travel insurance calls (issue 18, spec §7): quote a cover, place a policy. */
export const insuranceRoutes: FastifyPluginAsyncZod<InsuranceRoutesOptions> = async (app, { quote, orders, keys, guards }) => {
  app.post(
    '/insurance/travel/quote',
    {
      schema: {
        tags: ['insurance'],
        summary: 'The premium of a travel cover: one per insured person from the premium table, and the cover of spec §9',
        body: InsuranceQuoteRequest,
        response: { 200: InsuranceQuoteResponse, ...refusals },
      },
    },
    async (request) => ({ code: 200 as const, data: await quote(request.body) }),
  );

  app.post(
    '/order/v4/insurance/store',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['insurance'],
        summary: 'Place a travel insurance order. `data` is hybrid-encrypted InsuranceStorePayload; Idempotency-Key required',
        headers: IdempotencyHeaders,
        body: EncryptedRequest,
        response: { 200: InsuranceStoreResponse, ...refusals },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const payload = await keys.decrypt(request.body.data, InsuranceStorePayload);
      const requester = { address: request.ip, agent: isAgent(request.user?.userCode) };
      return { code: 200 as const, data: await orders.placeOrder(payload, key, request.user?.userId ?? null, requester) };
    },
  );
};

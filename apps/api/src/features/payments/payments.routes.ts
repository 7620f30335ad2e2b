import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { EncryptedRequest, FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import { AllCheckoutPayload, AllCheckoutResponse, MakePaymentRequest, MakePaymentResponse, PayStatusCallback, PayStatusResponse } from '@thwa/domain/contracts/payments';
import { isAgent } from '@thwa/domain/roles';
import type { KeyStore } from '../crypto/key-store.ts';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import { MINI_APP_SESSION_HEADER } from '@thwa/domain/contracts/mini-app';
import type { MiniAppCaller, PaymentsService } from './payments.service.ts';

/** The mini-app session a call's header names, while it lasts (features/mini-app, decision 041). */
export type MiniAppLookup = (sessionId: string) => Promise<MiniAppCaller | undefined>;

/** The payment calls of spec §7: all-checkout (encrypted), makepayment and the provider's updatepaystatus. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; keys: KeyStore; guards: AuthGuards; miniApp?: MiniAppLookup }> = async (app, { payments, keys, guards, miniApp }) => {
  /** The caller's mini-app session, if its header names a live one; anything else is no session. */
  async function miniAppOf(headers: Record<string, unknown>): Promise<MiniAppCaller | null> {
    const id = headers[MINI_APP_SESSION_HEADER];
    return typeof id === 'string' && miniApp ? ((await miniApp(id)) ?? null) : null;
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/checkout/v5/all-checkout',
    {
      // A signed-in caller (optional access-token) is also offered the wallet, with its balance.
      preHandler: guards.optionalUser,
      schema: {
        tags: ['payments'],
        summary: 'Payment methods, price and promotion for an order. `data` is hybrid-encrypted AllCheckoutPayload',
        body: EncryptedRequest.extend({ feature: z.literal('revamp').optional() }),
        response: { 200: AllCheckoutResponse, 400: FieldErrorsResponse.or(ErrorResponse), 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => payments.allCheckout(await keys.decrypt(request.body.data, AllCheckoutPayload), request.user?.userId ?? null, await miniAppOf(request.headers)),
  );

  app.post(
    '/pay/makepayment',
    {
      // Paying from the wallet needs the member's session; other methods work for guests too.
      preHandler: guards.optionalUser,
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order with the chosen method; Idempotency-Key required (one payment per key). The wallet needs access-token',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: MakePaymentRequest,
        response: {
          200: MakePaymentResponse,
          400: FieldErrorsResponse.or(ErrorResponse),
          401: ErrorResponse,
          402: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) =>
      payments.makePayment(
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
        request.user?.userId ?? null,
        // Who asks, for the limits on 24-hour holds (hold-limits.ts).
        { address: request.ip, agent: isAgent(request.user?.userCode) },
        await miniAppOf(request.headers),
      ),
  );

  app.post(
    '/pay/updatepaystatus',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed result; tampered, stale or replayed results are refused",
        body: PayStatusCallback,
        response: { 200: PayStatusResponse, 400: ErrorResponse },
      },
    },
    async (request) => payments.updatePayStatus(request.body),
  );
};

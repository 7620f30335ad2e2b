import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { CancelTripRequest, CancelTripResponse, MyTripsRequest, MyTripsResponse, PurchaseHistoryRequest, PurchaseHistoryResponse } from '@thwa/domain/contracts/trips';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { TripsService } from './trips.service.ts';

const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Spec §7 my trips and purchase history, for the signed-in caller only. */
export const tripsRoutes: FastifyPluginAsyncZod<{ service: TripsService; guards: AuthGuards }> = async (app, { service, guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/myaccount/my-trips',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['trips'],
        summary: "The caller's trips (an agent's include its sub-agents'; a member's include guest bookings made with the verified email)",
        body: MyTripsRequest,
        response: { 200: MyTripsResponse, ...denied },
      },
    },
    async (request) => ({ code: 200 as const, data: await service.myTrips(request.user!, request.body) }),
  );

  app.post(
    '/myaccount/my-trips/cancel',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['trips'],
        summary: "Cancel one of the caller's trips as its product's policy allows; the refund goes to a member's wallet. Once only",
        body: CancelTripRequest,
        response: { 200: CancelTripResponse, 409: ErrorResponse, ...denied },
      },
    },
    async (request) => ({ code: 200 as const, data: await service.cancel(request.user!, request.body.orderId, request.body.language) }),
  );

  app.post(
    '/myaccount/purchasehistory',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['trips'], summary: "Payments made on the caller's orders, newest first", body: PurchaseHistoryRequest, response: { 200: PurchaseHistoryResponse, ...denied } },
    },
    async (request) => ({ code: 200 as const, data: await service.purchaseHistory(request.user!, request.body.page, request.body.language) }),
  );
};

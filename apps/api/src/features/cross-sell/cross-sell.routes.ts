import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { CrossSellRequest, CrossSellResponse } from '@thwa/domain/contracts/cross-sell';
import type { CrossSell } from './cross-sell.ts';

/**
 * POST /cross-sell (spec §7, issue 22 item 4): after a flight is booked, a hotel at its destination for
 * the stay and travel insurance for the trip, each with its prefilled search. The order is proved as the
 * order detail proves it (its key or payment key); a wrong pair is 404 and reveals nothing.
 */
export const crossSellRoutes: FastifyPluginAsyncZod<{ crossSell: CrossSell }> = async (app, { crossSell }) => {
  app.post(
    '/cross-sell',
    {
      schema: {
        tags: ['content'],
        summary: 'What to offer after a booking: a hotel for the stay at the destination, insurance for the trip',
        body: CrossSellRequest,
        response: { 200: CrossSellResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200 as const, status: 'success' as const, error: null, data: await crossSell.forCaller(request.body) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { HotDealsRequest, HotDealsResponse } from '@thwa/domain/contracts/hot-deals';
import type { HotDeals } from './hot-deals.ts';

/** `POST /cms/hotDeals` (issue 22 item 1, decision 038): a product's hot deals for the home page. */
export const hotDealsRoutes: FastifyPluginAsyncZod<{ hotDeals: HotDeals }> = async (app, { hotDeals }) => {
  app.post(
    '/cms/hotDeals',
    {
      schema: {
        tags: ['content'],
        summary: "A product's hot deals: today's lowest price of the next 30 days at least 15 % below the item's own 90-day median, largest saving first",
        body: HotDealsRequest,
        response: { 200: HotDealsResponse, 400: ErrorResponse },
      },
    },
    async (request) => hotDeals.hotDeals(request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { BannersRequest, BannersResponse, RecommendedRequest, RecommendedResponse } from '@thwa/domain/contracts/curated';
import type { CuratedFeeds } from './curated-feeds.ts';

/**
 * The home page's curated feeds at the spec's paths (§7; §4: success on response code 200): banners
 * and recommended hotels showing now, in the asked language, in the order employees set in the
 * console (decision 040). Kept briefly by the feeds, and by a shared cache for the same time.
 */
export const curatedFeedsRoutes: FastifyPluginAsyncZod<{ feeds: CuratedFeeds }> = async (app, { feeds }) => {
  app.post(
    '/cms/banners',
    { schema: { tags: ['content'], summary: "The banners showing now on a product's landing page ('/' is flight's), in one language", body: BannersRequest, response: { 200: BannersResponse, 400: ErrorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { code: 200 as const, data: await feeds.banners(request.body) };
    },
  );

  app.post(
    '/v2/cms/recommended',
    {
      schema: {
        tags: ['content'],
        summary: 'The recommended hotels showing now, in one language, each with what its card needs and its prefilled hotel page (tonight to tomorrow, 2 adults, 1 room)',
        body: RecommendedRequest,
        response: { 200: RecommendedResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { code: 200 as const, data: await feeds.recommended(request.body.language) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { ContentPageParams, ContentPageQuery, ContentPageResponse } from '@thwa/domain/contracts/content';
import type { ContentService } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    '/content/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A static content page (about us, FAQ, policies...) in one language',
        params: ContentPageParams,
        querystring: ContentPageQuery,
        response: { 200: ContentPageResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.page(request.params.slug, request.query.language);
    },
  );
};

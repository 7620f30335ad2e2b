import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { CampaignParams, CampaignRequest, CampaignResponse } from '@thwa/domain/contracts/campaign';
import type { Campaigns } from './campaigns.ts';

/** `POST /campaign/{slug}` (spec §7): the request object including its slug; the answer is the campaign's data. */
export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: Campaigns }> = async (app, { campaigns }) => {
  app.post(
    '/campaign/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A campaign page’s data: the flight timetable by route and weekday, or a deals campaign’s fares and promo code while it shows',
        params: CampaignParams,
        body: CampaignRequest,
        response: { 200: CampaignResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => campaigns.campaign(request.params.slug, request.body),
  );
};

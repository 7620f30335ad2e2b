import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { GENERAL_ALERTS_LIMIT, GeneralAlertsQuery, GeneralAlertsResponse } from '@thwa/domain/contracts/operations-settings';
import type { BusinessSettingsRepository } from '../operations/settings/business-settings.repository.ts';

/**
 * GET /general-alerts (spec §7): the announcement alerts showing now on a product's landing page (spec
 * §2 home content blocks), in the asked language, as employees wrote them in the console. Cached briefly:
 * an alert ended in the console leaves the site within that time.
 */
export const generalAlertsRoutes: FastifyPluginAsyncZod<{ repository: BusinessSettingsRepository; now: () => Date }> = async (app, { repository, now }) => {
  app.get(
    '/general-alerts',
    { schema: { tags: ['content'], summary: "The site's announcement alerts showing now on a product's pages", querystring: GeneralAlertsQuery, response: { 200: GeneralAlertsResponse, 400: ErrorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      const { product, language } = request.query;
      const rows = await repository.alertsShowing(now(), ['all', product], GENERAL_ALERTS_LIMIT);
      return {
        code: 200 as const,
        data: rows.map((row) => ({ id: row.id, type: row.type, title: language === 'mm' ? row.titleMy : row.titleEn, info: language === 'mm' ? row.infoMy : row.infoEn })),
      };
    },
  );
};

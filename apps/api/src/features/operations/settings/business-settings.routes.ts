import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AlertIdParams,
  AlertRequest,
  ContentPreviewRequest,
  ContentPreviewResponse,
  ContentSlugParams,
  CreatePromotionRequest,
  EditPromotionRequest,
  OpsAlertResponse,
  OpsAlertsResponse,
  OpsContentPageResponse,
  OpsContentPagesResponse,
  OpsPromotionResponse,
  OpsPromotionsResponse,
  OpsRatesResponse,
  PromotionCodeParams,
  SaveContentPageRequest,
  SetRateRequest,
  SetRateResponse,
} from '@thwa/domain/contracts/operations-settings';
import type { ConsoleGuards } from '../console-guards.ts';
import type { BusinessSettingsDeps } from './business-settings.ts';
import { createCreateAlert } from './create-alert.ts';
import { createCreatePromotion } from './create-promotion.ts';
import { createEditAlert } from './edit-alert.ts';
import { createEditPromotion } from './edit-promotion.ts';
import { createEndAlert } from './end-alert.ts';
import { createEndPromotion } from './end-promotion.ts';
import { createListAlerts } from './list-alerts.ts';
import { createListContentPages } from './list-content-pages.ts';
import { createListExchangeRates } from './list-exchange-rates.ts';
import { createListPromotions } from './list-promotions.ts';
import { createPreviewContent } from './preview-content.ts';
import { createReadContentPage } from './read-content-page.ts';
import { createSaveContentPage } from './save-content-page.ts';
import { createSetExchangeRate } from './set-exchange-rate.ts';

export interface BusinessSettingsRoutesOptions extends BusinessSettingsDeps {
  console: ConsoleGuards;
}

const REFUSED = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const tags = ['operations'];

/**
 * The console's business settings (issue 20 item 4): exchange rates (rates.edit), promotions
 * (promotions.edit), content pages and site alerts (content.edit). Each use case is its own file; each
 * change writes its audit entry in its own transaction.
 */
export const businessSettingsRoutes: FastifyPluginAsyncZod<BusinessSettingsRoutesOptions> = async (app, { console, ...deps }) => {
  const listRates = createListExchangeRates(deps);
  const setRate = createSetExchangeRate(deps);
  const listPromotions = createListPromotions(deps);
  const createPromotion = createCreatePromotion(deps);
  const editPromotion = createEditPromotion(deps);
  const endPromotion = createEndPromotion(deps);
  const listPages = createListContentPages(deps);
  const readPage = createReadContentPage(deps);
  const savePage = createSaveContentPage(deps);
  const preview = createPreviewContent(deps);
  const listAlerts = createListAlerts(deps);
  const createAlert = createCreateAlert(deps);
  const editAlert = createEditAlert(deps);
  const endAlert = createEndAlert(deps);
  const employee = (request: { console: { userId: string; address?: string | null } | null; ip: string }) => ({ userId: request.console!.userId, address: request.console!.address ?? request.ip });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const rates = console.requireConsole('rates.edit');
  app.get('/ops/settings/rates', { preHandler: rates, schema: { tags, summary: 'The exchange rate in force for USD→MMK and MMK→USD, and the history with scheduled rates', response: { 200: OpsRatesResponse, ...REFUSED } } }, async () => ({
    code: 200 as const,
    data: await listRates(),
  }));
  app.post(
    '/ops/settings/rates',
    { preHandler: rates, schema: { tags, summary: 'Publishes a new rate for a pair from now or a later time; history is kept, never edited', body: SetRateRequest, response: { 200: SetRateResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await setRate(request.body, employee(request)) }),
  );

  const promotions = console.requireConsole('promotions.edit');
  app.get('/ops/promotions', { preHandler: promotions, schema: { tags, summary: 'Promotion codes with their terms, uses and state', response: { 200: OpsPromotionsResponse, ...REFUSED } } }, async () => ({
    code: 200 as const,
    data: await listPromotions(),
  }));
  app.post(
    '/ops/promotions',
    { preHandler: promotions, schema: { tags, summary: 'Creates a promotion code: percent or fixed, minimum, cap, validity, limits, products', body: CreatePromotionRequest, response: { 200: OpsPromotionResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await createPromotion(request.body, employee(request)) }),
  );
  app.post(
    '/ops/promotions/:code',
    { preHandler: promotions, schema: { tags, summary: "Changes a promotion's terms; the uses already taken stay", params: PromotionCodeParams, body: EditPromotionRequest, response: { 200: OpsPromotionResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await editPromotion(request.params.code, request.body, employee(request)) }),
  );
  app.post(
    '/ops/promotions/:code/end',
    { preHandler: promotions, schema: { tags, summary: 'Ends a promotion now: no new order may use it', params: PromotionCodeParams, response: { 200: OpsPromotionResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await endPromotion(request.params.code, employee(request)) }),
  );

  const content = console.requireConsole('content.edit');
  app.get('/ops/content/pages', { preHandler: content, schema: { tags, summary: 'The static content pages with their last change', response: { 200: OpsContentPagesResponse, ...REFUSED } } }, async () => ({
    code: 200 as const,
    data: await listPages(),
  }));
  app.get(
    '/ops/content/pages/:slug',
    { preHandler: content, schema: { tags, summary: 'One content page in both languages, for the editor', params: ContentSlugParams, response: { 200: OpsContentPageResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await readPage(request.params.slug) }),
  );
  app.post(
    '/ops/content/pages/:slug',
    {
      preHandler: content,
      schema: { tags, summary: "Saves a page's title, description and Markdown in both languages; refused if someone saved it since it was loaded", params: ContentSlugParams, body: SaveContentPageRequest, response: { 200: OpsContentPageResponse, ...REFUSED } },
    },
    async (request) => ({ code: 200 as const, data: await savePage(request.params.slug, request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/preview',
    { preHandler: content, schema: { tags, summary: 'Renders Markdown as /content/:slug does, storing nothing', body: ContentPreviewRequest, response: { 200: ContentPreviewResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: preview(request.body.markdown) }),
  );

  app.get('/ops/content/alerts', { preHandler: content, schema: { tags, summary: 'Site alerts, showing, scheduled and over', response: { 200: OpsAlertsResponse, ...REFUSED } } }, async () => ({
    code: 200 as const,
    data: await listAlerts(),
  }));
  app.post(
    '/ops/content/alerts',
    { preHandler: content, schema: { tags, summary: 'Creates a site alert in both languages with its window and pages', body: AlertRequest, response: { 200: OpsAlertResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await createAlert(request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/alerts/:id',
    { preHandler: content, schema: { tags, summary: 'Changes a site alert', params: AlertIdParams, body: AlertRequest, response: { 200: OpsAlertResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await editAlert(request.params.id, request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/alerts/:id/end',
    { preHandler: content, schema: { tags, summary: 'Takes a site alert off the site now', params: AlertIdParams, response: { 200: OpsAlertResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await endAlert(request.params.id, employee(request)) }),
  );
};

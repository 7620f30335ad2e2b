import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  BannerRequest,
  CuratedIdParams,
  CuratedImageResponse,
  MoveRequest,
  OpsBannerResponse,
  OpsHomeContentResponse,
  OpsRecommendedResponse,
  RecommendedItemRequest,
} from '@thwa/domain/contracts/curated';
import { AppError } from '../../../plugins/errors.ts';
import { IMAGE_BOUNDS } from '../../media/image-bounds.ts';
import { ImageRejectedError } from '../../media/image-errors.ts';
import type { StoreImage } from '../../media/store-image.ts';
import type { ConsoleGuards } from '../console-guards.ts';
import type { HomeContent } from './home-content.ts';

export interface HomeContentRoutesOptions {
  console: ConsoleGuards;
  content: HomeContent;
  storeImage: StoreImage;
}

const REFUSED = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 429: ErrorResponse };
const tags = ['operations'];

/**
 * The console's home content (issue 22 item 1, decision 040), behind content.edit as the site alerts
 * are: the home page's banners and recommended hotels, listed, created, changed, ended and moved, each
 * change audited. A picture is uploaded first, as the request's body itself (its bytes, any content
 * type: the media pipeline's one entry point reads the type from the bytes), and named by its id.
 */
export const homeContentRoutes: FastifyPluginAsyncZod<HomeContentRoutesOptions> = async (app, { console, content, storeImage }) => {
  const guard = console.requireConsole('content.edit');
  const employee = (request: { console: { userId: string; address?: string | null } | null; ip: string }) => ({ userId: request.console!.userId, address: request.console!.address ?? request.ip });

  // Only this plugin's routes read a body of any other type as bytes (the picture upload); JSON stays JSON.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_BOUNDS.maxBytes }, (_request, body, done) => done(null, body));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/ops/content/home', { preHandler: guard, schema: { tags, summary: "The home page's banners and recommended hotels, showing, scheduled and over", response: { 200: OpsHomeContentResponse, ...REFUSED } } }, async () => ({
    code: 200 as const,
    data: await content.list(),
  }));

  app.post(
    '/ops/content/home/images',
    {
      preHandler: guard,
      bodyLimit: IMAGE_BOUNDS.maxBytes,
      schema: { tags, summary: "Stores a picture for a banner or a recommended item: the body is the picture's bytes (JPEG, PNG, WebP, AVIF or SVG, at most 8 MB)", response: { 200: CuratedImageResponse, ...REFUSED } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('IMAGE_REJECTED', 'empty');
      try {
        const image = await storeImage(request.body, request.headers['content-type']);
        return { code: 200 as const, data: { imageId: image.imageId, width: image.width, height: image.height, mediaType: image.mediaType } };
      } catch (error) {
        if (error instanceof ImageRejectedError) throw new AppError('IMAGE_REJECTED', error.reason);
        throw error;
      }
    },
  );

  app.post(
    '/ops/content/home/banners',
    { preHandler: guard, schema: { tags, summary: 'Creates a home banner in both languages with its picture, link, landing and window; it goes last', body: BannerRequest, response: { 200: OpsBannerResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await content.saveBanner(null, request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/home/banners/:id',
    { preHandler: guard, schema: { tags, summary: 'Changes a home banner', params: CuratedIdParams, body: BannerRequest, response: { 200: OpsBannerResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await content.saveBanner(request.params.id, request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/home/banners/:id/end',
    { preHandler: guard, schema: { tags, summary: 'Takes a home banner off the site now', params: CuratedIdParams, response: { 200: OpsBannerResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await content.endBanner(request.params.id, employee(request)) }),
  );
  app.post(
    '/ops/content/home/banners/:id/move',
    { preHandler: guard, schema: { tags, summary: 'Moves a home banner one place up or down among those not over', params: CuratedIdParams, body: MoveRequest, response: { 200: OpsHomeContentResponse, ...REFUSED } } },
    async (request) => {
      await content.moveBanner(request.params.id, request.body.direction, employee(request));
      return { code: 200 as const, data: await content.list() };
    },
  );

  app.post(
    '/ops/content/home/recommended',
    { preHandler: guard, schema: { tags, summary: 'Recommends one of our hotels with a blurb in both languages and its window; it goes last', body: RecommendedItemRequest, response: { 200: OpsRecommendedResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await content.saveRecommended(null, request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/home/recommended/:id',
    { preHandler: guard, schema: { tags, summary: 'Changes a recommended hotel', params: CuratedIdParams, body: RecommendedItemRequest, response: { 200: OpsRecommendedResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await content.saveRecommended(request.params.id, request.body, employee(request)) }),
  );
  app.post(
    '/ops/content/home/recommended/:id/end',
    { preHandler: guard, schema: { tags, summary: 'Takes a recommended hotel off the site now', params: CuratedIdParams, response: { 200: OpsRecommendedResponse, ...REFUSED } } },
    async (request) => ({ code: 200 as const, data: await content.endRecommended(request.params.id, employee(request)) }),
  );
  app.post(
    '/ops/content/home/recommended/:id/move',
    { preHandler: guard, schema: { tags, summary: 'Moves a recommended hotel one place up or down among those not over', params: CuratedIdParams, body: MoveRequest, response: { 200: OpsHomeContentResponse, ...REFUSED } } },
    async (request) => {
      await content.moveRecommended(request.params.id, request.body.direction, employee(request));
      return { code: 200 as const, data: await content.list() };
    },
  );
};

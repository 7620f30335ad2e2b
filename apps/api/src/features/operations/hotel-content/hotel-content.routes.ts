import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  DescriptionRequest,
  HotelIdParams,
  ModerationResponse,
  OpsHotelContentResponse,
  OpsHotelsQuery,
  OpsHotelsResponse,
  OpsReportedReviewsResponse,
  PhotoOrderRequest,
  PhotoParams,
  ReviewIdParams,
  UploadPhotoQuery,
} from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { ReviewSummaries } from '../../hotels/reviews/review-summaries.ts';
import { IMAGE_BOUNDS } from '../../media/image-bounds.ts';
import { ImageRejectedError } from '../../media/image-errors.ts';
import type { StoreImage } from '../../media/store-image.ts';
import type { ConsoleGuards } from '../console-guards.ts';
import { findHotels } from '../inventory/find-hotels.ts';
import { createArrangePhotos } from './arrange-photos.ts';
import { createEditDescription } from './edit-description.ts';
import type { HotelContentDeps } from './hotel-content-deps.ts';
import { createListReportedReviews } from './list-reported-reviews.ts';
import { createModerateReportedReview } from './moderate-reported-review.ts';
import { createUploadPhoto } from './upload-photo.ts';
import { createViewHotelContent } from './view-hotel-content.ts';

export interface HotelContentRoutesOptions extends HotelContentDeps {
  console: ConsoleGuards;
  storeImage: StoreImage;
  summaries: Pick<ReviewSummaries, 'changed'>;
}

const ANSWERS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 429: ErrorResponse };

/**
 * The console's hotel content (issue 20 item 4), all behind `hotels.content`: a hotel's pictures and
 * descriptions, and the reviews readers reported (moved here from /hotel/reviews/*). A picture is
 * uploaded as the request's body itself (its bytes, any content type: the pipeline reads the type from
 * the bytes), up to the pipeline's size bound; its kind and captions ride in the query.
 */
export const hotelContentRoutes: FastifyPluginAsyncZod<HotelContentRoutesOptions> = async (app, { console, storeImage, summaries, ...deps }) => {
  const view = createViewHotelContent(deps.repository);
  const upload = createUploadPhoto(deps, storeImage);
  const arrange = createArrangePhotos(deps);
  const describe = createEditDescription(deps);
  const reported = createListReportedReviews(deps.repository);
  const moderate = createModerateReportedReview(deps, summaries);
  const employee = (request: { console: { userId: string } | null; ip: string }) => ({ userId: request.console!.userId, address: request.ip });
  const guard = console.requireConsole('hotels.content');

  // Only this plugin's routes read a body of any type as bytes (the photo upload); JSON stays JSON.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_BOUNDS.maxBytes }, (_request, body, done) => done(null, body));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/ops/hotels',
    { preHandler: guard, schema: { tags: ['operations'], summary: 'Our own hotels by id or name, at most 50', querystring: OpsHotelsQuery, response: { 200: OpsHotelsResponse, ...ANSWERS } } },
    async (request) => ({ code: 200 as const, data: findHotels(request.query.q) }),
  );

  app.get(
    '/ops/hotels/:hotelId',
    { preHandler: guard, schema: { tags: ['operations'], summary: "A hotel's descriptions in both languages and its pictures in order (the first is the cover)", params: HotelIdParams, response: { 200: OpsHotelContentResponse, ...ANSWERS } } },
    async (request) => ({ code: 200 as const, data: await view(request.params.hotelId) }),
  );

  app.post(
    '/ops/hotels/:hotelId/description',
    { preHandler: guard, schema: { tags: ['operations'], summary: "Replaces a hotel's descriptions, English and Myanmar", params: HotelIdParams, body: DescriptionRequest, response: { 200: OpsHotelContentResponse, ...ANSWERS } } },
    async (request) => {
      await describe(request.params.hotelId, request.body, employee(request));
      return { code: 200 as const, data: await view(request.params.hotelId) };
    },
  );

  app.post(
    '/ops/hotels/:hotelId/photos',
    {
      preHandler: guard,
      bodyLimit: IMAGE_BOUNDS.maxBytes,
      schema: {
        tags: ['operations'],
        summary: "Adds a picture at the end of a hotel's gallery: the body is the picture's bytes (JPEG, PNG, WebP, AVIF or SVG, at most 8 MB)",
        params: HotelIdParams,
        querystring: UploadPhotoQuery,
        response: { 200: OpsHotelContentResponse, ...ANSWERS },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('IMAGE_REJECTED', 'empty');
      try {
        await upload(request.params.hotelId, request.body, request.headers['content-type'], request.query, employee(request));
      } catch (error) {
        if (error instanceof ImageRejectedError) throw new AppError('IMAGE_REJECTED', error.reason);
        throw error;
      }
      return { code: 200 as const, data: await view(request.params.hotelId) };
    },
  );

  app.post(
    '/ops/hotels/:hotelId/photos/order',
    { preHandler: guard, schema: { tags: ['operations'], summary: "Puts a hotel's pictures in a new order; the first is the cover", params: HotelIdParams, body: PhotoOrderRequest, response: { 200: OpsHotelContentResponse, ...ANSWERS } } },
    async (request) => {
      await arrange.order(request.params.hotelId, request.body.imageIds, employee(request));
      return { code: 200 as const, data: await view(request.params.hotelId) };
    },
  );

  app.delete(
    '/ops/hotels/:hotelId/photos/:imageId',
    { preHandler: guard, schema: { tags: ['operations'], summary: "Removes a picture from a hotel's gallery (the picture itself stays stored)", params: PhotoParams, response: { 200: OpsHotelContentResponse, ...ANSWERS } } },
    async (request) => {
      await arrange.remove(request.params.hotelId, request.params.imageId, employee(request));
      return { code: 200 as const, data: await view(request.params.hotelId) };
    },
  );

  app.get(
    '/ops/reviews/reported',
    { preHandler: guard, schema: { tags: ['operations'], summary: 'Reviews readers reported that nobody has hidden or kept yet, most reported first', response: { 200: OpsReportedReviewsResponse, ...ANSWERS } } },
    async () => ({ code: 200 as const, data: await reported() }),
  );

  app.post(
    '/ops/reviews/:reviewId/hide',
    { preHandler: guard, schema: { tags: ['operations'], summary: "Hides a review from the hotel's page and score and dismisses its reports", params: ReviewIdParams, response: { 200: ModerationResponse, ...ANSWERS } } },
    async (request) => ({ code: 200 as const, data: await moderate(request.params.reviewId, 'hide', employee(request)) }),
  );

  app.post(
    '/ops/reviews/:reviewId/keep',
    { preHandler: guard, schema: { tags: ['operations'], summary: 'Keeps a review published (publishing it again if it was hidden) and dismisses its reports', params: ReviewIdParams, response: { 200: ModerationResponse, ...ANSWERS } } },
    async (request) => ({ code: 200 as const, data: await moderate(request.params.reviewId, 'keep', employee(request)) }),
  );
};

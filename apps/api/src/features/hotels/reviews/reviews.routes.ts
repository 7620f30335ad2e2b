import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  HotelReviewsParams,
  HotelReviewsQuery,
  HotelReviewsResponse,
  ReviewFormQuery,
  ReviewFormResponse,
  ReviewParams,
  ReviewReportRequest,
  ReviewReportResponse,
  ReviewSubmitRequest,
  ReviewSubmitResponse,
} from '@thwa/domain/contracts/hotel-reviews';
import type { AuthGuards } from '../../accounts/auth-guards.ts';
import type { createListHotelReviews } from './list-hotel-reviews.ts';
import type { createReportReview } from './report-review.ts';
import type { createReviewForm } from './review-form.ts';
import type { createSubmitReview } from './submit-review.ts';

export interface ReviewsRoutesOptions {
  form: ReturnType<typeof createReviewForm>;
  submit: ReturnType<typeof createSubmitReview>;
  list: ReturnType<typeof createListHotelReviews>;
  report: ReturnType<typeof createReportReview>;
  guards: AuthGuards;
}

/** Reports and reviews written per address and minute, beside the api's own limit for every call. */
const WRITES_PER_MINUTE = 20;

/**
 * Guest reviews of hotels (issue 19, decision 031). The review form and its submit are opened by the
 * order's review key from the invitation e-mail; a hotel's reviews are public; a report comes from
 * anyone (a member counted by their account, a visitor by their address). Hiding or keeping a reported
 * review is the operations console's, behind `hotels.content` (features/operations/hotel-content).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, { form, submit, list, report, guards }) => {
  const writeLimit = { rateLimit: { max: WRITES_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/hotel/reviews/form',
    {
      schema: {
        tags: ['hotel reviews'],
        summary: "The review form of an order's stay, opened by the invitation's review key: the hotel, the dates, and whether it can be reviewed now",
        querystring: ReviewFormQuery,
        response: { 200: ReviewFormResponse, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return form(request.query.orderId, request.query.key);
    },
  );

  app.post(
    '/hotel/reviews/submit',
    {
      config: writeLimit,
      schema: {
        tags: ['hotel reviews'],
        summary: "A guest's review of their stay (score 1 to 10 and text), once per order; a second submit answers already_reviewed",
        body: ReviewSubmitRequest,
        response: { 200: ReviewSubmitResponse, 400: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => submit(request.body),
  );

  app.get(
    '/hotel/:hotelId/reviews',
    {
      schema: {
        tags: ['hotel reviews'],
        summary: "A hotel's published reviews, newest first, one page, with its average score and count",
        params: HotelReviewsParams,
        querystring: HotelReviewsQuery,
        response: { 200: HotelReviewsResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return list(request.params.hotelId, request.query.page, request.query.perPage);
    },
  );

  app.post(
    '/hotel/reviews/:reviewId/report',
    {
      config: writeLimit,
      preHandler: guards.optionalUser,
      schema: {
        tags: ['hotel reviews'],
        summary: 'Reports a review (offensive, not about the stay, personal data, spam); once per reader',
        params: ReviewParams,
        body: ReviewReportRequest,
        response: { 200: ReviewReportResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => report(request.params.reviewId, request.body.reason, { userId: request.user?.userId ?? null, address: request.ip }),
  );
};

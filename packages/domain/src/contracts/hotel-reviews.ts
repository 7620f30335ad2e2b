import { z } from 'zod';
import { Language } from './common.ts';
import { Instant, OrderId } from './order-common.ts';
import { REVIEW_BODY_MAX, REVIEW_REPORT_REASONS, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, REVIEWS_PER_PAGE, REVIEWS_PER_PAGE_MAX } from '../hotels/hotel-reviews.ts';

/**
 * Guest reviews from verified stays (issue 19, decision 031): the review form opened by the
 * invitation's review key, a hotel's published reviews and summary, reports by readers, and the
 * employee's hide and unhide.
 */

const ReviewKey = z.string().regex(/^rev_[A-Za-z0-9_-]{43}$/, 'a review key').describe("the invitation e-mail's key for this order's review");
const HotelId = z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'a hotel id');
const ReviewId = z.uuid();

/** The hotel's average (one decimal) and how many published reviews it has; null score without any. */
export const ReviewSummary = z
  .object({
    score: z.number().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX).nullable(),
    count: z.number().int().min(0),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewFormQuery = z.object({ orderId: OrderId, key: ReviewKey });

/** What the review form shows: the stay, and whether it can be reviewed now. */
export const ReviewFormResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      orderId: OrderId,
      hotelId: z.string(),
      hotelName: z.string(),
      hotelSlug: z.string().nullable(),
      checkIn: z.iso.date(),
      checkOut: z.iso.date(),
      state: z.enum(['open', 'reviewed', 'not_yet', 'closed', 'not_stayed']).describe('open: may be reviewed now; reviewed: it was; the rest say why not'),
      review: z.object({ score: z.number().int(), body: z.string() }).nullable().describe('the review written, once it is'),
    }),
  })
  .meta({ id: 'ReviewFormResponse' });
export type ReviewFormResponse = z.infer<typeof ReviewFormResponse>;

export const ReviewSubmitRequest = z.object({
  orderId: OrderId,
  key: ReviewKey,
  score: z.number().int().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX),
  body: z.string().max(REVIEW_BODY_MAX).default(''),
  language: Language.default('en').describe('the language it is written in'),
});
export type ReviewSubmitRequest = z.infer<typeof ReviewSubmitRequest>;

export const ReviewSubmitResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ reviewId: ReviewId, status: z.enum(['published', 'already_reviewed']).describe('already_reviewed: this order was reviewed before; nothing changed') }),
  })
  .meta({ id: 'ReviewSubmitResponse' });
export type ReviewSubmitResponse = z.infer<typeof ReviewSubmitResponse>;

export const HotelReviewsParams = z.object({ hotelId: HotelId });
export const HotelReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  perPage: z.coerce.number().int().min(1).max(REVIEWS_PER_PAGE_MAX).default(REVIEWS_PER_PAGE),
});

export const PublishedReview = z.object({
  reviewId: ReviewId,
  score: z.number().int(),
  body: z.string(),
  language: Language,
  reviewerName: z.string().describe("the lead guest's first name and initial"),
  stayedMonth: z.string().regex(/^\d{4}-\d{2}$/).describe('the month of the first night'),
  createdAt: Instant,
});
export type PublishedReview = z.infer<typeof PublishedReview>;

export const HotelReviewsResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ summary: ReviewSummary, reviews: z.array(PublishedReview).describe('newest first'), page: z.number().int(), perPage: z.number().int(), lastPage: z.number().int() }),
  })
  .meta({ id: 'HotelReviewsResponse' });
export type HotelReviewsResponse = z.infer<typeof HotelReviewsResponse>;

export const ReviewParams = z.object({ reviewId: ReviewId });
export const ReviewReportRequest = z.object({ reason: z.enum(REVIEW_REPORT_REASONS) });

export const ReviewReportResponse = z
  .object({ code: z.literal(200), data: z.object({ reported: z.literal(true), first: z.boolean().describe('false when this reader had reported it already') }) })
  .meta({ id: 'ReviewReportResponse' });
export type ReviewReportResponse = z.infer<typeof ReviewReportResponse>;

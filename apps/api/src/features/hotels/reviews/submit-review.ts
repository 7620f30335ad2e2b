import type { ReviewSubmitRequest, ReviewSubmitResponse } from '@thwa/domain/contracts/hotel-reviews';
import { yangonDate } from '@thwa/domain/dates';
import { cleanReviewBody, reviewOpenness, reviewerName } from '@thwa/domain/hotels/hotel-reviews';
import { AppError } from '../../../plugins/errors.ts';
import { openStay } from './review-form.ts';
import type { ReviewSummaries } from './review-summaries.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

export interface SubmitReviewOptions {
  repository: Pick<ReviewsRepository, 'stayOf' | 'reviewOfOrder' | 'insertOnce'>;
  summaries: Pick<ReviewSummaries, 'changed'>;
  linkSecret: string;
  now: () => Date;
}

/**
 * POST /hotel/reviews/submit: the guest's review of their stay, published at once. One per order: a
 * second submit (a double click, a reload) answers `already_reviewed` with the first review's id and
 * changes nothing. Refused (REVIEW_NOT_OPEN) before check-out has passed, after the review window, and
 * for a stay that did not take place (cancelled, refunded, never confirmed).
 */
export function createSubmitReview({ repository, summaries, linkSecret, now }: SubmitReviewOptions) {
  return async function submitReview(body: ReviewSubmitRequest): Promise<ReviewSubmitResponse> {
    const stay = await openStay(repository, linkSecret, body.orderId, body.key);
    const before = await repository.reviewOfOrder(body.orderId);
    if (before) return { code: 200, data: { reviewId: before.reviewId, status: 'already_reviewed' } };
    const { request, guests } = stay.trip;
    const openness = reviewOpenness({ orderStatus: stay.orderStatus, itemStatus: stay.itemStatus, checkOut: request.checkOut }, yangonDate(now()));
    if (openness !== 'open') throw new AppError('REVIEW_NOT_OPEN');
    const lead = guests.guests[0];
    const written = await repository.insertOnce({
      orderId: body.orderId,
      hotelId: request.hotelId,
      score: body.score,
      body: cleanReviewBody(body.body),
      language: body.language === 'mm' ? 'my' : 'en',
      reviewerName: lead ? reviewerName(lead.firstName, lead.lastName) : reviewerName(stay.contactName, ''),
      stayedFrom: request.checkIn,
      createdAt: now(),
    });
    if (!written) {
      // Another request of the same order wrote it a moment before this one (the unique order id).
      const first = await repository.reviewOfOrder(body.orderId);
      return { code: 200, data: { reviewId: first!.reviewId, status: 'already_reviewed' } };
    }
    await summaries.changed();
    return { code: 200, data: { reviewId: written.reviewId, status: 'published' } };
  };
}

import type { ReviewFormResponse } from '@thwa/domain/contracts/hotel-reviews';
import { yangonDate } from '@thwa/domain/dates';
import { reviewOpenness } from '@thwa/domain/hotels/hotel-reviews';
import { AppError } from '../../../plugins/errors.ts';
import { isReviewKeyOf } from './review-key.ts';
import type { ReviewableStay, ReviewsRepository } from './reviews.repository.ts';

export interface ReviewAccessOptions {
  repository: Pick<ReviewsRepository, 'stayOf' | 'reviewOfOrder'>;
  linkSecret: string;
  now: () => Date;
  /** A hotel's slug, for the link back to its page; undefined for a hotel no source lists now. */
  hotelSlugOf: (hotelId: string) => string | undefined;
}

/**
 * The stay an order's review key opens. A wrong key and an unknown order, or one without a stay, are
 * the same FORBIDDEN, so the answer never says whether an order exists.
 */
export async function openStay(repository: Pick<ReviewsRepository, 'stayOf'>, linkSecret: string, orderId: string, key: string): Promise<ReviewableStay> {
  if (!isReviewKeyOf(linkSecret, orderId, key)) throw new AppError('FORBIDDEN');
  const stay = await repository.stayOf(orderId);
  if (!stay) throw new AppError('FORBIDDEN');
  return stay;
}

/** GET /hotel/reviews/form: what the review form shows for an order, and whether it may be reviewed now. */
export function createReviewForm({ repository, linkSecret, now, hotelSlugOf }: ReviewAccessOptions) {
  return async function reviewForm(orderId: string, key: string): Promise<ReviewFormResponse> {
    const stay = await openStay(repository, linkSecret, orderId, key);
    const review = await repository.reviewOfOrder(orderId);
    const { request, selection } = stay.trip;
    const state = review ? 'reviewed' : reviewOpenness({ orderStatus: stay.orderStatus, itemStatus: stay.itemStatus, checkOut: request.checkOut }, yangonDate(now()));
    return {
      code: 200,
      data: {
        orderId,
        hotelId: request.hotelId,
        hotelName: selection.hotelName,
        hotelSlug: hotelSlugOf(request.hotelId) ?? null,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        state,
        review: review ? { score: review.score, body: review.body } : null,
      },
    };
  };
}

import { createHmac } from 'node:crypto';
import type { ReviewReportResponse } from '@thwa/domain/contracts/hotel-reviews';
import type { ReviewReportReason } from '@thwa/domain/hotels/hotel-reviews';
import { AppError } from '../../../plugins/errors.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/**
 * Who reports: a member by their user id; a visitor by a keyed hash of their address (never the
 * address itself: no personal data kept for a report).
 */
export function reporterKeyOf(linkSecret: string, reporter: { userId: string | null; address: string }): string {
  if (reporter.userId) return `user:${reporter.userId}`.slice(0, 64);
  return `addr:${createHmac('sha256', linkSecret).update(`review-reporter:${reporter.address}`).digest('base64url')}`;
}

/** POST /hotel/reviews/{reviewId}/report: a reader's report of a published review, once per reader. */
export function createReportReview({ repository, linkSecret, now }: { repository: Pick<ReviewsRepository, 'reviewById' | 'reportOnce'>; linkSecret: string; now: () => Date }) {
  return async function reportReview(reviewId: string, reason: ReviewReportReason, reporter: { userId: string | null; address: string }): Promise<ReviewReportResponse> {
    const review = await repository.reviewById(reviewId);
    if (!review || review.status !== 'published') throw new AppError('NOT_FOUND');
    const first = await repository.reportOnce(reviewId, reporterKeyOf(linkSecret, reporter), reason, now());
    return { code: 200, data: { reported: true, first } };
  };
}

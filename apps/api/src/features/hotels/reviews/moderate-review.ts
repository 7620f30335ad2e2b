import type { ModeratedReview } from '@thwa/domain/contracts/hotel-reviews';
import { AppError } from '../../../plugins/errors.ts';
import type { ReviewSummaries } from './review-summaries.ts';
import type { ModeratedRow, ReviewsRepository } from './reviews.repository.ts';

function moderatedOf(row: ModeratedRow): ModeratedReview {
  return {
    reviewId: row.reviewId,
    hotelId: row.hotelId,
    orderId: row.orderId,
    score: row.score,
    body: row.body,
    reviewerName: row.reviewerName,
    status: row.status,
    hiddenBy: row.hiddenBy,
    hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    reports: row.reports,
    reasons: row.reasons,
  };
}

/**
 * The employee's moderation (decision 031): hide a review (it leaves the hotel's page and score at
 * once, recording who and when), publish it again, and list reviews readers reported, most reported
 * first. The routes let employees only (user code EMP).
 */
export function createModerateReview({ repository, summaries, now }: { repository: Pick<ReviewsRepository, 'setStatus' | 'moderated'>; summaries: Pick<ReviewSummaries, 'changed'>; now: () => Date }) {
  async function one(reviewId: string): Promise<ModeratedReview> {
    const [row] = await repository.moderated({ reviewId, limit: 1 });
    if (!row) throw new AppError('NOT_FOUND');
    return moderatedOf(row);
  }
  return {
    async hide(reviewId: string, employeeId: string): Promise<ModeratedReview> {
      if (!(await repository.setStatus(reviewId, 'hidden', employeeId, now()))) throw new AppError('NOT_FOUND');
      await summaries.changed();
      return one(reviewId);
    },
    async unhide(reviewId: string): Promise<ModeratedReview> {
      if (!(await repository.setStatus(reviewId, 'published', null, null))) throw new AppError('NOT_FOUND');
      await summaries.changed();
      return one(reviewId);
    },
    async reported(limit: number): Promise<ModeratedReview[]> {
      return (await repository.moderated({ limit })).map(moderatedOf);
    },
  };
}

export type ModerateReview = ReturnType<typeof createModerateReview>;

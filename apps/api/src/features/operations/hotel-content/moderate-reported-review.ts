import { withTransaction } from '@thwa/db/transaction';
import type { ReviewStatus } from '@thwa/domain/hotels/hotel-reviews';
import { AppError } from '../../../plugins/errors.ts';
import type { ReviewSummaries } from '../../hotels/reviews/review-summaries.ts';
import type { Employee, HotelContentDeps } from './hotel-content-deps.ts';

export type Moderation = 'hide' | 'keep';

/**
 * The console's answer to a reported review (decision 031, behind `hotels.content` since issue 20):
 * hide it (it leaves the hotel's page and score, recording who and when) or keep it (published, hidden
 * before or not); either way its open reports are dismissed, so it leaves the reported list, and kept for
 * the record. Under the review's lock, with the audit entry in the same transaction; a second click
 * finds nothing to change and records nothing. The scores shown from memory are refreshed after.
 */
export function createModerateReportedReview({ db, repository, audit, now }: HotelContentDeps, summaries: Pick<ReviewSummaries, 'changed'>) {
  return async (reviewId: string, moderation: Moderation, employee: Employee): Promise<{ reviewId: string; status: ReviewStatus; reportsDismissed: number }> => {
    const at = now();
    const status: ReviewStatus = moderation === 'hide' ? 'hidden' : 'published';
    const outcome = await withTransaction(db, async (transaction) => {
      const review = await repository.lockReview(transaction, reviewId);
      if (!review) throw new AppError('NOT_FOUND');
      if (review.status === status && review.openReports === 0) return { changed: false, dismissed: 0 };
      if (review.status !== status) await repository.setReviewStatus(transaction, reviewId, status, status === 'hidden' ? employee.userId : null, status === 'hidden' ? at : null);
      await repository.dismissReports(transaction, reviewId, at);
      await audit.append(
        {
          actorId: employee.userId,
          action: moderation === 'hide' ? 'review.hidden' : 'review.kept',
          targetType: 'review',
          targetId: reviewId,
          before: { status: review.status, openReports: review.openReports },
          after: { status, openReports: 0 },
          address: employee.address,
        },
        transaction,
      );
      return { changed: review.status !== status, dismissed: review.openReports };
    });
    if (outcome.changed) await summaries.changed();
    return { reviewId, status, reportsDismissed: outcome.dismissed };
  };
}

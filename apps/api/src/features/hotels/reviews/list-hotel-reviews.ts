import type { HotelReviewsResponse } from '@thwa/domain/contracts/hotel-reviews';
import { averageScore } from '@thwa/domain/hotels/hotel-reviews';
import type { ReviewsRepository } from './reviews.repository.ts';

/** GET /hotel/{hotelId}/reviews: one page of a hotel's published reviews, newest first, with its summary. */
export function createListHotelReviews({ repository }: { repository: Pick<ReviewsRepository, 'published' | 'summaries'> }) {
  return async function listHotelReviews(hotelId: string, page: number, perPage: number): Promise<HotelReviewsResponse> {
    const [rows, summaries] = await Promise.all([repository.published(hotelId, perPage, (page - 1) * perPage), repository.summaries([hotelId])]);
    const { count, sum } = summaries.get(hotelId) ?? { count: 0, sum: 0 };
    return {
      code: 200,
      data: {
        summary: { score: averageScore(sum, count), count },
        reviews: rows.map((row) => ({
          reviewId: row.reviewId,
          score: row.score,
          body: row.body,
          language: row.language === 'my' ? 'mm' : 'en',
          reviewerName: row.reviewerName,
          stayedMonth: row.stayedFrom.slice(0, 7),
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        perPage,
        lastPage: Math.max(1, Math.ceil(count / perPage)),
      },
    };
  };
}

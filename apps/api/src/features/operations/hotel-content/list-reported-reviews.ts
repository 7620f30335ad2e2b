import { hotelById } from '@thwa/db/hotels/hotel-catalogue';
import { REPORTED_LIST_LIMIT, type ReportedReview } from '@thwa/domain/contracts/operations-inventory';
import type { HotelContentRepository } from './hotel-content.repository.ts';

/** Reviews readers reported and nobody has dealt with yet (hidden, or kept with the reports dismissed), most reported first. */
export function createListReportedReviews(repository: HotelContentRepository) {
  return async (): Promise<ReportedReview[]> =>
    (await repository.reported(REPORTED_LIST_LIMIT)).map((review) => ({ ...review, hotelName: hotelById(review.hotelId)?.nameEn ?? review.hotelId }));
}

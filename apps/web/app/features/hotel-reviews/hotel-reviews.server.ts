import type { ErrorResponse } from '@thwa/domain/contracts/common';
import type { HotelReviewsResponse } from '@thwa/domain/contracts/hotel-reviews';
import type { ApiClient } from '../../lib/api-client.ts';
import type { HotelReviewsView } from '../hotel-listing/hotel-reviews.tsx';

/** Reviews the hotel page shows, newest first. */
export const HOTEL_PAGE_REVIEWS = 5;

/** A hotel's summary and newest reviews for its page; null when they cannot be read (the page shows the rest). */
export async function loadHotelReviews(api: ApiClient, hotelId: string): Promise<HotelReviewsView> {
  try {
    const answer = await api.get<HotelReviewsResponse | ErrorResponse>(`/hotel/${encodeURIComponent(hotelId)}/reviews?perPage=${HOTEL_PAGE_REVIEWS}`);
    return answer.status === 200 && 'data' in answer.body ? answer.body.data : null;
  } catch {
    return null;
  }
}

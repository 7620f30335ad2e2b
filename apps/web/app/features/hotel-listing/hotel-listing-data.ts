/**
 * What the hotel listing, detail and room loaders send to their pages: only what the pages render, and
 * labels the server formats (dates), so the first render and the hydrated one agree. Types only:
 * nothing here reaches the browser bundle.
 */
import type { HotelCard, HotelDetailInfo, HotelFilterOptions, HotelListMeta, HotelReservationInfo, HotelRoomOffer } from '@thwa/domain/contracts/hotels';
import type { HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';
import type { NotOfferedReason } from '@thwa/domain/hotels/rooms-not-offered';
import type { Nationality } from '@thwa/domain/settings';
import type { HotelReviewsView } from './hotel-reviews.tsx';

/** The search, as every hotel page's heading tells it, and the query string every link carries. */
export interface HotelSearchSummary {
  /** The place searched, in the page language when the api named it. */
  readonly place: string;
  readonly checkin: string;
  readonly checkout: string;
  /** The dates as the page language writes them. */
  readonly checkinLabel: string;
  readonly checkoutLabel: string;
  readonly nights: number;
  readonly rooms: number;
  readonly adult: number;
  readonly child: number;
  readonly childAges: readonly number[];
  readonly nationality: Nationality;
  readonly region: 'local' | 'international';
  /** The search names a place (hotel-search-query.ts hasHotelPlace): there is a listing to go back to. */
  readonly hasPlace: boolean;
  /** The spec §2 parameters (buildHotelSearchQuery), in the page's language and currency. */
  readonly query: string;
}

export type HotelListingData =
  /** The address names no place to search: the way to the search form. */
  | { readonly kind: 'noPlace'; readonly title: string; readonly summary: HotelSearchSummary }
  /**
   * The api did not answer a list (spec §4 failed; a failed sort or later page clears the list). The
   * filters still show when their call answered, so the visitor can change what failed.
   */
  | {
      readonly kind: 'failed';
      readonly title: string;
      readonly summary: HotelSearchSummary;
      readonly controls: HotelListingControls;
      readonly options: HotelFilterOptions | null;
      readonly message: string;
      /** The api knew no such place (spec §8 "city not found"). */
      readonly placeNotFound: boolean;
    }
  | {
      readonly kind: 'results';
      readonly title: string;
      readonly summary: HotelSearchSummary;
      readonly controls: HotelListingControls;
      /** The filter values the search offers; null when that call failed (the list still shows). */
      readonly options: HotelFilterOptions | null;
      /** Pages 1 to controls.page, in order. */
      readonly cards: readonly HotelCard[];
      readonly meta: HotelListMeta;
    };

/** A room type the party cannot book for its stay, and why (rooms-not-offered.ts). */
export interface NotOfferedRoomView {
  readonly roomTypeId: string;
  readonly name: string;
  readonly bedTypeName: string;
  readonly sizeM2: number;
  readonly reason: NotOfferedReason;
}

/** The hotel's page and its room page: the hotel, the rooms the party can book, and those it cannot. */
export interface HotelView {
  readonly title: string;
  readonly summary: HotelSearchSummary;
  readonly hotel: HotelDetailInfo;
  readonly rooms: readonly HotelRoomOffer[];
  readonly notOffered: readonly NotOfferedRoomView[];
  readonly reservationInfo: readonly HotelReservationInfo[];
  /** This page's own path and query: where the checkout's "choose another room" comes back to. */
  readonly pagePath: string;
  /** The hotel page's guest reviews (hotel-reviews.tsx): null when they could not be read; absent on the room page. */
  readonly reviews?: HotelReviewsView;
}

export type HotelDetailData =
  | ({ readonly kind: 'hotel' } & HotelView)
  /** The room page: one room type of the hotel, or why the party cannot have it (spec §8 room not available). */
  | ({ readonly kind: 'room'; readonly room: HotelRoomOffer } & HotelView)
  | ({ readonly kind: 'roomNotAvailable'; readonly roomTypeId: string } & HotelView)
  /** Spec §8 "hotel not available": no hotel asked, or one we do not sell. */
  | { readonly kind: 'hotelNotAvailable'; readonly title: string; readonly summary: HotelSearchSummary }
  | { readonly kind: 'failed'; readonly title: string; readonly summary: HotelSearchSummary; readonly message: string };

/**
 * The addresses the hotel pages link to. Every one carries the spec §2 search (`query`, built once by
 * the loader with buildHotelSearchQuery) so a guest's dates, rooms and guests follow them from the
 * listing to the hotel, its rooms and the checkout. Pure string building: the browser carries it.
 */
import { hotelListingControlsQuery, type HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';

export const HOTEL_LISTING_PATH = '/hotel/listing';
export const HOTEL_DETAIL_PATH = '/hotel/detail';
export const HOTEL_ROOM_PATH = '/hotel/detail/room';

function joined(path: string, ...parts: string[]): string {
  const query = parts.filter((part) => part !== '').join('&');
  return query === '' ? path : `${path}?${query}`;
}

/** The search form (/hotel) filled with the same search, to change it. */
export function changeSearchHref(query: string): string {
  return joined('/hotel', query);
}

/** The listing of the search with these filters and sort; from the first page unless `page` says otherwise. */
export function listingHref(query: string, controls?: Pick<HotelListingControls, 'filters' | 'sort' | 'order'> & { page?: number }, hash = ''): string {
  return joined(HOTEL_LISTING_PATH, query, controls ? hotelListingControlsQuery(controls) : '') + hash;
}

export function hotelDetailHref(query: string, hotelId: string): string {
  return joined(HOTEL_DETAIL_PATH, query, `hotelId=${encodeURIComponent(hotelId)}`);
}

export function hotelRoomHref(query: string, hotelId: string, roomTypeId: string): string {
  return joined(HOTEL_ROOM_PATH, query, `hotelId=${encodeURIComponent(hotelId)}`, `roomTypeId=${encodeURIComponent(roomTypeId)}`);
}

/** What the checkout needs of the stay besides the room and rate (hotel-checkout.server.ts reservationFrom). */
export interface CheckoutStay {
  readonly checkin: string;
  readonly checkout: string;
  readonly rooms: number;
  readonly adult: number;
  readonly childAges: readonly number[];
  readonly nationality: string;
}

/**
 * The checkout of one rate, which re-prices the stay before the guest gives any detail. `listedTotal`
 * is the total the guest saw (every room, every night, MMK), so the checkout can say when the price
 * changed; `back` is the page the guest chose it on, for "choose another room".
 */
export function checkoutHref(choice: { hotelId: string; roomTypeId: string; rateId: string; stay: CheckoutStay; listedTotal: number; back: string }): string {
  const { stay } = choice;
  const params = new URLSearchParams({
    hotelId: choice.hotelId,
    roomTypeId: choice.roomTypeId,
    rateId: choice.rateId,
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms: String(stay.rooms),
    adult: String(stay.adult),
    child: String(stay.childAges.length),
    child_ages: stay.childAges.join(','),
    nationality: stay.nationality,
    listedTotal: String(choice.listedTotal),
    back: choice.back,
  });
  return `/hotel/checkout?${params.toString()}`;
}

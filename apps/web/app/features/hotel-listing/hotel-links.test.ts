import { describe, expect, it } from 'vitest';
import { NO_HOTEL_FILTERS } from '@thwa/domain/hotels/hotel-listing-query';
import { backHrefFrom, reservationFrom } from '../hotel-checkout/hotel-checkout.server.ts';
import { changeSearchHref, checkoutHref, hotelDetailHref, hotelRoomHref, listingHref } from './hotel-links.ts';

const QUERY = 'term=yangon&scope=city&checkin=2031-03-10&checkout=2031-03-12&rooms=2&adult=3&child=1&child_ages=7&nationality=foreign&currency=MMK&language=en';

describe('the hotel pages link with the same search', () => {
  it('to the search form, the listing, a hotel and a room', () => {
    expect(changeSearchHref(QUERY)).toBe(`/hotel?${QUERY}`);
    expect(listingHref(QUERY)).toBe(`/hotel/listing?${QUERY}`);
    expect(hotelDetailHref(QUERY, 'H1001')).toBe(`/hotel/detail?${QUERY}&hotelId=H1001`);
    expect(hotelRoomHref(QUERY, 'H1001', 'H1001-R2')).toBe(`/hotel/detail/room?${QUERY}&hotelId=H1001&roomTypeId=H1001-R2`);
  });

  it('to the listing with filters and sort from the first page, or to a later page and the hotel it starts with', () => {
    const filters = { ...NO_HOTEL_FILTERS, starRating: [4] };
    expect(listingHref(QUERY, { filters, sort: 'price', order: 'asc' })).toBe(`/hotel/listing?${QUERY}&starRating=4&sort=price&order=asc`);
    expect(listingHref(QUERY, { filters, sort: 'rank', order: 'desc', page: 2 }, '#hotel-21')).toBe(`/hotel/listing?${QUERY}&starRating=4&page=2#hotel-21`);
  });

  it('to the checkout with what it reads back: the room, the rate, the stay, the total seen and the page to come back to', () => {
    const back = hotelRoomHref(QUERY, 'H1001', 'H1001-R2');
    const href = checkoutHref({
      hotelId: 'H1001',
      roomTypeId: 'H1001-R2',
      rateId: 'H1001-R2-BB',
      stay: { checkin: '2031-03-10', checkout: '2031-03-12', rooms: 2, adult: 3, childAges: [7], nationality: 'foreign' },
      listedTotal: 812_000,
      back,
    });
    expect(href.startsWith('/hotel/checkout?')).toBe(true);
    const url = new URL(href, 'http://thwa.test');
    expect(reservationFrom(url, 'en')).toEqual({
      hotelId: 'H1001',
      roomTypeId: 'H1001-R2',
      rateId: 'H1001-R2-BB',
      checkIn: '2031-03-10',
      checkOut: '2031-03-12',
      rooms: 2,
      adult: 3,
      child: 1,
      childAges: [7],
      nationality: 'foreign',
      language: 'en',
      listedTotal: 812_000,
    });
    expect(backHrefFrom(url)).toBe(back);
  });
});

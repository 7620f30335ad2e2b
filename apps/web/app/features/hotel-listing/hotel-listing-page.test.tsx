// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_HOTEL_FILTERS, type HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HotelListingPage } from './hotel-listing-page.tsx';
import type { HotelListingData } from './hotel-listing-data.ts';
import { OPTIONS, card, meta, yangonSummary } from './test-support.tsx';

afterEach(cleanup);

const QUERY = 'term=yangon&scope=city&checkin=2031-03-10&checkout=2031-03-12&rooms=1&adult=2&language=en';
const SUMMARY = yangonSummary(QUERY, 2);
const OPEN: HotelListingControls = { filters: NO_HOTEL_FILTERS, sort: 'rank', order: 'desc', page: 1 };
const twenty = Array.from({ length: 20 }, (_, index) => card(`H1${String(index + 1).padStart(3, '0')}`));

function results(spec: Partial<Extract<HotelListingData, { kind: 'results' }>> = {}): HotelListingData {
  return { kind: 'results', title: 'Hotels in Yangon', summary: SUMMARY, controls: OPEN, options: OPTIONS, cards: twenty, meta: meta({ total: 45, currentPage: 1 }), ...spec };
}

async function page(data: HotelListingData, options?: Parameters<typeof renderInRoot>[1]) {
  renderInRoot(<HotelListingPage data={data} />, options);
  return screen.findByRole('heading', { level: 1 });
}

describe('HotelListingPage', () => {
  it('heads with the search and a way to change it, lists the hotels with the count, and offers the next page', async () => {
    expect((await page(results())).textContent).toBe('Hotels in Yangon');
    expect(screen.getByText(/Mon, 10 Mar 2031 to Wed, 12 Mar 2031 · 2 nights · 1 room, 2 adults · Prices for Myanmar citizens/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change search' }).getAttribute('href')).toBe(`/hotel?${QUERY}`);
    const list = screen.getByRole('list', { name: 'Hotels with rooms for your stay' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(20);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('45 hotels · Showing 20 of 45');
    // The next page, from the hotel it starts with.
    expect(screen.getByRole('link', { name: 'Show more hotels' }).getAttribute('href')).toBe(`/hotel/listing?${QUERY}&page=2#hotel-21`);
    expect(within(list).getAllByRole('link', { name: /^See rooms at / })[0]!.getAttribute('href')).toBe(`/hotel/detail?${QUERY}&hotelId=H1001`);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
  });

  it('offers the spec §9 sorts as links from the first page, the current one marked', async () => {
    await page(results({ controls: { ...OPEN, sort: 'price', order: 'asc', page: 2 } }));
    const sorts = within(screen.getByRole('group', { name: 'Sort by' })).getAllByRole('link');
    expect(sorts.map((link) => link.textContent)).toEqual(['Recommended', 'Best deals', 'Lowest price', 'Highest price', 'Most stars', 'Guest rating']);
    expect(sorts.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'true', null, null, null]);
    expect(sorts[5]!.getAttribute('href')).toBe(`/hotel/listing?${QUERY}&sort=guest_rating&order=desc`);
    expect(sorts[0]!.getAttribute('href')).toBe(`/hotel/listing?${QUERY}`);
    expect(sorts[3]!.getAttribute('href')).toBe(`/hotel/listing?${QUERY}&sort=price&order=desc`);
  });

  it('offers no next page on the last one', async () => {
    await page(results({ cards: [...twenty, ...twenty.map((one) => ({ ...one, hotelId: `${one.hotelId}b` }))], meta: meta({ total: 40, currentPage: 2 }), controls: { ...OPEN, page: 2 } }));
    expect(screen.queryByRole('link', { name: 'Show more hotels' })).toBeNull();
    expect(screen.getByText('That is every hotel for your search.')).toBeTruthy();
  });

  it('says when no hotel has a room for the search, here or abroad', async () => {
    await page(results({ cards: [], meta: meta({ total: 0, currentPage: 1 }), options: { ...OPTIONS, total: 0 } }));
    expect(screen.getByRole('heading', { level: 2, name: 'No hotel has a room for your search' })).toBeTruthy();
    cleanup();
    await page(results({ summary: { ...SUMMARY, region: 'international' }, cards: [], meta: meta({ total: 0, currentPage: 1 }), options: { ...OPTIONS, total: 0 } }));
    expect(screen.getByRole('heading', { level: 2, name: 'No hotel abroad has a room for your search' })).toBeTruthy();
  });

  it('speaks of neither Myanmar citizens’ prices nor townships for a search abroad, in either language', async () => {
    const abroad = { ...SUMMARY, region: 'international' as const };
    await page(results({ summary: abroad }));
    expect(screen.getByText(/2 nights · 1 room, 2 adults$/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/citizen|foreigner/i);
    cleanup();
    await page(results({ summary: abroad, cards: [], meta: meta({ total: 0, currentPage: 1 }), options: { ...OPTIONS, total: 0 } }));
    expect(document.body.textContent).not.toMatch(/citizen|township|Myanmar/i);
    cleanup();
    await page(results({ summary: abroad, cards: [], meta: meta({ total: 0, currentPage: 1 }), options: { ...OPTIONS, total: 0 } }), { lang: 'mm' });
    expect(document.body.textContent).not.toMatch(/နိုင်ငံသား|မြို့နယ်/);
  });

  it('says when no hotel matches the filters, with a way to clear them', async () => {
    await page(results({ cards: [], meta: meta({ total: 0, currentPage: 1 }), controls: { ...OPEN, page: 2, filters: { ...NO_HOTEL_FILTERS, starRating: [5] } } }));
    expect(screen.getByRole('heading', { level: 2, name: 'No hotel matches your filters' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Clear filters' }).map((link) => link.getAttribute('href'))).toEqual([`/hotel/listing?${QUERY}`, `/hotel/listing?${QUERY}`]);
  });

  it('says a failed list was cleared, offers to try again and to go back to the first page', async () => {
    await page({ kind: 'failed', title: 'Hotels in Yangon', summary: SUMMARY, controls: { ...OPEN, page: 2 }, options: OPTIONS, message: 'The service is temporarily unavailable.', placeNotFound: false });
    expect(screen.getByRole('heading', { level: 2, name: 'We could not load the hotels' })).toBeTruthy();
    expect(screen.getByText('The list was cleared so that you do not see old prices. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Hotels with rooms for your stay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe(`/hotel/listing?${QUERY}`);
  });

  it('leads to the search form without a place, or when the place is not found', async () => {
    expect((await page({ kind: 'noPlace', title: 'Hotels', summary: { ...SUMMARY, hasPlace: false } })).textContent).toBe('Where would you like to stay?');
    expect(screen.getByRole('link', { name: 'Search hotels' }).getAttribute('href')).toBe(`/hotel?${QUERY}`);
    cleanup();
    await page({ kind: 'failed', title: 'Hotels in Atlantis', summary: SUMMARY, controls: OPEN, options: null, message: 'No such place', placeNotFound: true });
    expect(screen.getByRole('heading', { level: 2, name: 'We could not find this place' })).toBeTruthy();
  });

  it('reads in Myanmar', async () => {
    await page(results({ title: 'ရန်ကုန် ရှိ ဟိုတယ်များ' }), { lang: 'mm' });
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('ဟိုတယ် ၄၅ ခု · ၄၅ ခုအနက် ၂၀ ခု ပြထားသည်');
    expect(screen.getByRole('link', { name: 'ဟိုတယ် နောက်ထပ် ပြရန်' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'စီစဉ်ပုံ' })).toBeTruthy();
  });
});

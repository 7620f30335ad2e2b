// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_HOTEL_FILTERS, type HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { FilterForm } from './filter-form.tsx';
import { OPTIONS } from './test-support.tsx';

afterEach(cleanup);

const QUERY = 'term=yangon&scope=city&checkin=2031-03-10&checkout=2031-03-12&rooms=1&adult=2&language=en';
const OPEN: HotelListingControls = { filters: NO_HOTEL_FILTERS, sort: 'rank', order: 'desc', page: 1 };

async function form(controls: HotelListingControls = OPEN, options: Parameters<typeof renderInRoot>[1] = {}, abroad = false) {
  renderInRoot(<FilterForm query={QUERY} controls={controls} options={OPTIONS} abroad={abroad} />, options);
  await screen.findByRole('button', { name: /Show hotels|ဟိုတယ်များ ပြရန်/ });
  return document.querySelector('form')!;
}

describe('FilterForm (spec §3 hotel filters)', () => {
  it('is a GET form to the listing that carries the search on, without a page (a new filter starts again)', async () => {
    const element = await form({ ...OPEN, page: 3 });
    expect(element.getAttribute('method')).toBe('get');
    expect(element.getAttribute('action')).toBe('/hotel/listing');
    const hidden = [...element.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => `${input.name}=${input.value}`);
    expect(hidden.join('&')).toBe(QUERY);
    expect(element.querySelector('input[name=page]')).toBeNull();
  });

  it('keeps a sort other than the default', async () => {
    const element = await form({ ...OPEN, sort: 'price', order: 'asc' });
    expect(element.querySelector<HTMLInputElement>('input[name=sort]')?.value).toBe('price');
    expect(element.querySelector<HTMLInputElement>('input[name=order]')?.value).toBe('asc');
  });

  it('offers each filter value of the search with how many hotels have it, the chosen ones ticked', async () => {
    await form({ ...OPEN, filters: { ...NO_HOTEL_FILTERS, starRating: [4], amenities: ['pool'], priceRanges: [{ min: 0, max: 49_999 }] } });
    const stars = screen.getByRole('group', { name: 'Star rating' });
    // Most stars first.
    expect(within(stars).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['4', '3']);
    expect((within(stars).getByRole('checkbox', { name: /^4-star\s*, 16 hotels$/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(stars).getByRole('checkbox', { name: /^3-star\s*, 14 hotels$/ }) as HTMLInputElement).checked).toBe(false);
    const prices = screen.getByRole('group', { name: 'Price per night' });
    expect(within(prices).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['0-49999', '50000-99999', '400000-99999999']);
    expect(within(prices).getByRole('checkbox', { name: /^Under MMK 50,000\s*, 5 hotels$/ })).toBeTruthy();
    expect(within(prices).getByRole('checkbox', { name: /^MMK 50,000 to MMK 99,999\s*, 20 hotels$/ })).toBeTruthy();
    expect(within(prices).getByRole('checkbox', { name: /^MMK 400,000 and more\s*, 3 hotels$/ })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Swimming pool\s*, 12 hotels$/ }) as HTMLInputElement).checked).toBe(true);
    for (const group of ['Property type', 'Bed type', 'Amenities', 'Township']) expect(screen.getByRole('group', { name: group })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Kyauktada\s*, 17 hotels$/ }).getAttribute('name')).toBe('townships');
  });

  it('offers to clear the filters only when some are chosen, keeping the sort', async () => {
    await form();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    cleanup();
    await form({ ...OPEN, sort: 'deals', order: 'desc', filters: { ...NO_HOTEL_FILTERS, starRating: [3] } });
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(`/hotel/listing?${QUERY}&sort=deals&order=desc`);
  });

  it('speaks of areas, not townships, on a search abroad, in both languages', async () => {
    await form(OPEN, {}, true);
    expect(screen.getByRole('group', { name: 'Area' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Township' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/township/i);
    // The values are filtered by the same parameter as at home.
    expect(screen.getByRole('checkbox', { name: /^Kyauktada\s*, 17 hotels$/ }).getAttribute('name')).toBe('townships');
    cleanup();
    await form(OPEN, { lang: 'mm' }, true);
    expect(screen.getByRole('group', { name: 'ဒေသ' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/မြို့နယ်/);
    cleanup();
    await form(OPEN, { lang: 'mm' });
    expect(screen.getByRole('group', { name: 'မြို့နယ်' })).toBeTruthy();
  });

  it('reads in Myanmar, counts in Myanmar digits', async () => {
    await form(OPEN, { lang: 'mm' });
    expect(screen.getByRole('group', { name: 'ကြယ်အဆင့်' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^ကြယ် ၄ ပွင့်\s*၊ ဟိုတယ် ၁၆ ခု$/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^၅၀,၀၀၀ ကျပ် အောက်\s*၊ ဟိုတယ် ၅ ခု$/ })).toBeTruthy();
  });
});

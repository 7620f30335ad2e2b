// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeBanner, RecommendedHotel } from '@thwa/domain/contracts/curated';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { fakeFeedApi, yadanarSearch } from './test-support.ts';
import { BannersBlock, RecommendedBlock } from './curated.tsx';
import { loadBanners, loadRecommended } from './curated.server.ts';

afterEach(cleanup);

const picture = { imageId: 'a'.repeat(40), width: 1200, height: 500 };
const banner = (id: number, title: string, text: string | null = null): HomeBanner => ({ id, title, text, link: `/campaign/${id}`, picture });

const hotel: RecommendedHotel = {
  id: 7,
  kind: 'hotel',
  hotelId: 'H3007',
  name: 'Yadanar Sunset Resort',
  city: 'Bagan',
  stars: 5,
  score: 8.6,
  reviews: 12,
  blurb: 'Sunset views over the plain of temples.',
  picture: { imageId: 'b'.repeat(40), width: 800, height: 600 },
  fromPrice: 85_000,
  search: yadanarSearch,
};

describe('curated loaders', () => {
  it('ask the spec paths with the product and language and succeed only on code 200', async () => {
    const ok = fakeFeedApi({ status: 200, body: { code: 200, data: [banner(1, 'Fly')] } });
    expect(await loadBanners(ok.api, 'hotel', 'mm')).toEqual({ status: 'success', data: [banner(1, 'Fly')] });
    expect(ok.calls).toEqual([{ path: '/cms/banners', body: { product: 'hotel', language: 'mm' } }]);
    const rec = fakeFeedApi({ status: 200, body: { code: 200, data: [] } });
    expect(await loadRecommended(rec.api, 'en')).toEqual({ status: 'success', data: [] });
    expect(rec.calls).toEqual([{ path: '/v2/cms/recommended', body: { product: 'hotel', language: 'en' } }]);
    expect(await loadBanners(fakeFeedApi({ status: 503, body: { code: 503 } }).api, 'flight', 'en')).toEqual({ status: 'failed' });
  });
});

describe('BannersBlock', () => {
  it('shows each banner as a link to our page with its words and a lazy picture whose box is kept', async () => {
    renderInRoot(<BannersBlock feed={{ status: 'success', data: [banner(1, 'Fly home for Thingyan', 'Every route.'), banner(2, 'Pay with the wallet')] }} />);
    const region = await screen.findByRole('region', { name: 'Offers and news' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/campaign/1', '/campaign/2']);
    expect(links[0]!.textContent).toContain('Fly home for Thingyan');
    expect(links[0]!.textContent).toContain('Every route.');
    const images = region.querySelectorAll('img');
    expect(images).toHaveLength(2);
    // Even the first: it never takes the search form's first paint; its width and height keep its box.
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '500']);
      expect(image.className).toContain('aspect-[12/5]');
    }
  });

  it('says so when there is nothing to show or the feed failed', async () => {
    renderInRoot(<BannersBlock feed={{ status: 'success', data: [] }} />);
    expect((await screen.findByText('No offers just now.')).getAttribute('data-status')).toBe('empty');
    cleanup();
    renderInRoot(<BannersBlock feed={{ status: 'failed' }} />);
    expect((await screen.findByRole('status')).getAttribute('data-status')).toBe('failed');
  });
});

describe('RecommendedBlock', () => {
  it('shows a hotel card with stars, city, score, blurb and the from price, linking to the prefilled hotel page', async () => {
    renderInRoot(<RecommendedBlock feed={{ status: 'success', data: [hotel] }} />);
    const region = await screen.findByRole('region', { name: 'Recommended hotels' });
    const link = within(region).getByRole('link');
    const href = new URL(link.getAttribute('href')!, 'https://thwa.test');
    expect(href.pathname).toBe('/hotel/detail');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ hotelId: 'H3007', scope: 'hotel', term: 'yadanar-sunset-resort-bagan', checkin: '2031-04-10', checkout: '2031-04-11', adult: '2', rooms: '1', currency: 'MMK', language: 'en' });
    expect(link.textContent).toContain('Yadanar Sunset Resort');
    expect(link.textContent).toContain('5-star hotel');
    expect(link.textContent).toContain('Bagan');
    expect(link.textContent).toContain('Guests rate it 8.6 out of 10');
    expect(link.textContent).toContain('Sunset views over the plain of temples.');
    expect(link.textContent).toMatch(/from .*85,000.* a night/);
    expect(region.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('speaks Myanmar with Myanmar digits, and leaves out a price or score it does not have', async () => {
    renderInRoot(<RecommendedBlock feed={{ status: 'success', data: [{ ...hotel, score: null, fromPrice: null, name: 'ရတနာ', blurb: 'နေဝင်ချိန်' }] }} />, { lang: 'mm' });
    const region = await screen.findByRole('region', { name: 'အကြံပြုထားသော ဟိုတယ်များ' });
    const link = within(region).getByRole('link');
    expect(link.textContent).toContain('ကြယ် ၅ ပွင့် ဟိုတယ်');
    expect(link.textContent).not.toContain('/၁၀');
    expect(link.textContent).not.toContain('မှစ၍');
    expect(new URL(link.getAttribute('href')!, 'https://thwa.test').searchParams.get('language')).toBe('mm');
  });
});

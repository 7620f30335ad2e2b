// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlightHotDeal, HotelHotDeal } from '@thwa/domain/contracts/hot-deals';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { fakeFeedApi, yadanarSearch } from './test-support.ts';
import { HotDealsBlock } from './hot-deals.tsx';
import { HOT_DEALS_SHOWN, loadHotDeals } from './hot-deals.server.ts';

afterEach(cleanup);

const flightDeal: FlightHotDeal = {
  product: 'flight',
  key: 'RGN-MDL',
  price: 127_500,
  usualPrice: 156_000,
  percentBelow: 18,
  date: '2031-04-11',
  origin: { code: 'RGN', city: 'Yangon', name: 'Yangon International' },
  destination: { code: 'MDL', city: 'Mandalay', name: 'Mandalay International' },
  flightNumber: 'UB101',
  airline: { code: 'UB', name: 'Myanmar National Airlines' },
  search: { origin: 'RGN', destination: 'MDL', departureDate: '2031-04-11' },
};

const hotelDeal: HotelHotDeal = {
  product: 'hotel',
  key: 'H3007',
  price: 68_000,
  usualPrice: 85_000,
  percentBelow: 20,
  date: '2031-04-10',
  hotelId: 'H3007',
  name: 'Yadanar Sunset Resort',
  city: 'Bagan',
  township: 'Nyaung-U',
  stars: 4,
  photo: { imageId: 'b'.repeat(40), kind: 'exterior', roomCode: null, width: 800, height: 600, caption: 'The resort' },
  search: yadanarSearch,
};

describe('loadHotDeals', () => {
  it('asks for the product’s deals in the page’s language, and succeeds only on code 200', async () => {
    const ok = fakeFeedApi({ status: 200, body: { code: 200, data: [flightDeal] } });
    expect(await loadHotDeals(ok.api, 'flight', { lang: 'mm' })).toEqual({ status: 'success', data: [flightDeal] });
    expect(ok.calls).toEqual([{ path: '/cms/hotDeals', body: { product: 'flight', language: 'mm', limit: HOT_DEALS_SHOWN } }]);
    expect(await loadHotDeals(fakeFeedApi({ status: 400, body: { code: 400 } }).api, 'hotel', { lang: 'en' })).toEqual({ status: 'failed' });
  });
});

describe('HotDealsBlock', () => {
  it('shows a route’s price, its usual price and how far below, linking to the departure listing of that date for one adult', async () => {
    renderInRoot(<HotDealsBlock product="flight" feed={{ status: 'success', data: [flightDeal] }} />);
    const region = await screen.findByRole('region', { name: 'Flight deals' });
    const link = within(region).getByRole('link');
    const href = new URL(link.getAttribute('href')!, 'https://thwa.test');
    expect(href.pathname).toBe('/flight/depart/search');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ tripType: '1', origin: 'RGN', destination: 'MDL', departureDate: '2031-04-11', adult: '1', child: '0', infant: '0', class: 'economy', currency: 'MMK', language: 'en' });
    expect(link.textContent).toContain('Yangon to Mandalay');
    expect(link.textContent).toContain('Departs Fri, 11 Apr');
    expect(link.textContent).toContain('Flight UB101, Myanmar National Airlines');
    expect(link.textContent).toMatch(/127,500/);
    expect(link.textContent).toMatch(/usually .*156,000/);
    expect(link.textContent).toContain('18% less than usual');
    // Never a made-up strike-through: the usual price is said in words.
    expect(region.querySelector('s, del')).toBeNull();
    // The row scrolls sideways on a phone; the page does not.
    expect(region.querySelector('ul')!.className).toContain('overflow-x-auto');
  });

  it('shows a hotel with its lazy picture and the night, linking to its page for that night, one room and two adults', async () => {
    renderInRoot(<HotDealsBlock product="hotel" feed={{ status: 'success', data: [hotelDeal] }} />);
    const region = await screen.findByRole('region', { name: 'Hotel deals' });
    const link = within(region).getByRole('link');
    const href = new URL(link.getAttribute('href')!, 'https://thwa.test');
    expect(href.pathname).toBe('/hotel/detail');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ hotelId: 'H3007', scope: 'hotel', checkin: '2031-04-10', checkout: '2031-04-11', rooms: '1', adult: '2', currency: 'MMK', language: 'en' });
    expect(link.textContent).toContain('Yadanar Sunset Resort');
    expect(link.textContent).toContain('4-star hotel');
    expect(link.textContent).toContain('Nyaung-U, Bagan');
    expect(link.textContent).toContain('Night of Thu, 10 Apr');
    expect(link.textContent).toContain('20% less than usual');
    const image = region.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
  });

  it('speaks Myanmar with Myanmar digits on a Myanmar page', async () => {
    renderInRoot(<HotDealsBlock product="hotel" feed={{ status: 'success', data: [{ ...hotelDeal, name: 'ရတနာ', city: 'ပုဂံ', township: 'ညောင်ဦး' }] }} />, { lang: 'mm' });
    const region = await screen.findByRole('region', { name: 'ဟိုတယ် အထူးဈေး' });
    const link = within(region).getByRole('link');
    expect(link.textContent).toContain('ပုံမှန်ထက် ၂၀% သက်သာ');
    expect(link.textContent).toContain('ကြယ် ၄ ပွင့် ဟိုတယ်');
    expect(link.textContent).toContain('၆၈');
    expect(link.textContent).not.toMatch(/[0-9]/);
    expect(new URL(link.getAttribute('href')!, 'https://thwa.test').searchParams.get('language')).toBe('mm');
  });

  it('says so when there is no deal, or the feed failed', async () => {
    renderInRoot(<HotDealsBlock product="flight" feed={{ status: 'success', data: [] }} />);
    expect((await screen.findByText('No flight costs less than usual just now.')).getAttribute('data-status')).toBe('empty');
    cleanup();
    renderInRoot(<HotDealsBlock product="hotel" feed={{ status: 'failed' }} />, { lang: 'mm' });
    expect((await screen.findByRole('status')).getAttribute('data-status')).toBe('failed');
  });
});

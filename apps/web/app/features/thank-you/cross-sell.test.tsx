// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrossSellOffer } from '@thwa/domain/contracts/cross-sell';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { renderInRoot, rootData } from '../flight-listing/test-support.tsx';
import { crossSellView, loadCrossSell } from './cross-sell.server.ts';
import type { CrossSellView } from './cross-sell-data.ts';
import { orderView } from './order-view.ts';
import { outcomeText } from './thank-you.server.ts';
import { ThankYouPage } from './thank-you-page.tsx';
import { orderDetail } from './test-orders.ts';
import { FLIGHT_THANK_YOU_WORDS } from '@thwa/domain/booking/thank-you-outcome';

afterEach(cleanup);

const HOTEL: CrossSellOffer = {
  kind: 'hotel',
  city: 'Mandalay',
  checkIn: '2031-03-10',
  checkOut: '2031-03-12',
  nights: 2,
  hotels: 31,
  lowestNightlyPrice: 45_000,
  search: {
    term: 'mandalay',
    listingSearchTerm: 'Mandalay',
    itemId: '2',
    name: 'Mandalay',
    scope: 'city',
    city: 'mandalay',
    country: 'Myanmar',
    region: 'local',
    checkin: '2031-03-10',
    checkout: '2031-03-12',
    rooms: 1,
    adult: 2,
    childAges: [],
    nationality: 'local',
  },
};
const COVER: CrossSellOffer = {
  kind: 'insurance',
  area: 'domestic',
  startDate: '2031-03-10',
  endDate: '2031-03-12',
  coverageDays: 3,
  people: 2,
  search: { area: 'domestic', startDate: '2031-03-10', endDate: '2031-03-12', ages: [40, 38] },
};
const LISTING =
  '/hotel/listing?term=mandalay&listingSearchTerm=Mandalay&itemId=2&name=Mandalay&scope=city&city=mandalay&country=Myanmar&region=local&checkin=2031-03-10&checkout=2031-03-12&rooms=1&adult=2&child=0&child_ages=&nationality=local';

function apiAnswering(post: () => Promise<unknown>): ApiClient & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    get: vi.fn(),
    delete: vi.fn(),
    post: ((path: string, body: unknown) => {
      calls.push([path, body]);
      return post();
    }) as ApiClient['post'],
  } as ApiClient & { calls: unknown[] };
}

const paidFlight = orderDetail({ status: 'completed', paymentStatus: 'paid', outcome: 'completed' });
const ok = (data: CrossSellOffer[]) => () => Promise.resolve({ status: 200, body: { code: 200, status: 'success', error: null, data } });

describe('the offers of the thank-you page (loader)', () => {
  it('asks POST /cross-sell with the order and its key, and links each offer to its prefilled search', async () => {
    const api = apiAnswering(ok([HOTEL, COVER]));
    const view = await loadCrossSell(api, paidFlight, 'k'.repeat(43), { language: 'en', currency: 'USD' });
    expect(api.calls).toEqual([['/cross-sell', { orderId: 'TW2611220001', orderKey: 'k'.repeat(43), language: 'en' }]]);
    expect(view).toEqual({
      hotel: { city: 'Mandalay', checkIn: 'Mon, 10 Mar 2031', checkOut: 'Wed, 12 Mar 2031', nights: 2, hotels: 31, lowestNightlyPrice: 45_000, href: `${LISTING}&currency=USD&language=en` },
      insurance: { startDate: 'Mon, 10 Mar 2031', endDate: 'Wed, 12 Mar 2031', people: 2, href: '/insurance?area=domestic&startDate=2031-03-10&endDate=2031-03-12&ages=40%2C38' },
    });
  });

  it('writes the dates in Myanmar and keeps the language in the listing', () => {
    const view = crossSellView([HOTEL], { language: 'mm', currency: 'MMK' });
    expect(view?.hotel?.checkIn).toBe('တနင်္လာ၊ ၁၀ မတ် ၂၀၃၁');
    expect(view?.hotel?.href).toBe(`${LISTING}&currency=MMK&language=mm`);
    expect(view?.insurance).toBeNull();
  });

  it('is absent when there is nothing to offer, when the call fails or when it is slow; and not asked for an unpaid order', async () => {
    expect(await loadCrossSell(apiAnswering(ok([])), paidFlight, 'k'.repeat(43), { language: 'en', currency: 'MMK' })).toBeNull();
    expect(await loadCrossSell(apiAnswering(() => Promise.reject(new Error('down'))), paidFlight, 'k'.repeat(43), { language: 'en', currency: 'MMK' })).toBeNull();
    const slow = apiAnswering(() => new Promise(() => undefined));
    expect(await loadCrossSell(slow, paidFlight, 'k'.repeat(43), { language: 'en', currency: 'MMK' }, 5)).toBeNull();
    expect(slow.calls).toHaveLength(1);
    const unpaid = apiAnswering(ok([HOTEL]));
    expect(await loadCrossSell(unpaid, orderDetail({ status: 'held', paymentStatus: 'none', outcome: 'unpaid' }), 'k'.repeat(43), { language: 'en', currency: 'MMK' })).toBeNull();
    expect(unpaid.calls).toEqual([]);
  });
});

function show(crossSell: CrossSellView | null, lang: Language = 'en') {
  const order = orderView(paidFlight, lang);
  const { config } = rootData({ lang });
  const outcome = outcomeText(order.outcome, lang, config, paidFlight.payment, false, FLIGHT_THANK_YOU_WORDS);
  renderInRoot(<ThankYouPage data={{ kind: 'ready', title: 'Your booking', order, outcome, polling: false, retryHref: null, crossSell }} />, { lang });
  return screen.findByRole('heading', { level: 1 });
}

describe('the offers on the thank-you page', () => {
  it('offers a hotel in the destination for the stay and insurance for the trip, each a link to its search', async () => {
    await show(crossSellView([HOTEL, COVER], { language: 'en', currency: 'MMK' }));
    const block = await screen.findByRole('region', { name: 'Complete your trip' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Need a hotel in Mandalay?' })).toBeTruthy();
    expect(block.textContent).toContain('Mon, 10 Mar 2031 to Wed, 12 Mar 2031 · 2 nights');
    expect(block.textContent).toContain('31 hotels · from MMK 45,000 a night');
    expect(within(block).getByRole('link', { name: 'See hotels in Mandalay' }).getAttribute('href')).toBe(`${LISTING}&currency=MMK&language=en`);
    expect(within(block).getByRole('heading', { level: 3, name: 'Insure your trip' })).toBeTruthy();
    expect(block.textContent).toContain('Travel insurance for 2 people, Mon, 10 Mar 2031 to Wed, 12 Mar 2031');
    expect(within(block).getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/insurance?area=domestic&startDate=2031-03-10&endDate=2031-03-12&ages=40%2C38');
  });

  it('speaks Myanmar, with Myanmar digits', async () => {
    await show(crossSellView([{ ...HOTEL, city: 'မန္တလေး', lowestNightlyPrice: null }], { language: 'mm', currency: 'MMK' }), 'mm');
    const block = await screen.findByRole('region', { name: 'ခရီးစဉ်အတွက် လိုအပ်သည်များ' });
    expect(within(block).getByRole('heading', { level: 3, name: 'မန္တလေး တွင် ဟိုတယ် လိုအပ်ပါသလား။' })).toBeTruthy();
    expect(block.textContent).toContain('ဟိုတယ် ၃၁ ခု');
    expect(block.textContent).toContain('၂ ည');
    expect(block.textContent).not.toContain('တစ်ညလျှင်');
    expect(within(block).getByRole('link', { name: 'မန္တလေး ရှိ ဟိုတယ်များ ကြည့်ရန်' })).toBeTruthy();
  });

  it('is simply absent without offers', async () => {
    await show(null);
    expect(screen.queryByRole('region', { name: 'Complete your trip' })).toBeNull();
  });
});

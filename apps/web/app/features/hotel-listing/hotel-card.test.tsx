// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HotelCard } from './hotel-card.tsx';
import { card } from './test-support.tsx';

afterEach(cleanup);

async function shown(element: React.ReactElement, options?: Parameters<typeof renderInRoot>[1]) {
  renderInRoot(element, options);
  return screen.findByRole('article');
}

describe('HotelCard (a hotel of the listing)', () => {
  it('shows name, stars, type, township, a few amenities, the price per night and the total with taxes, the cancellation, and links to the hotel', async () => {
    const article = await shown(<HotelCard hotel={card('H1001', { name: 'Thiri Moonlight Hotel', perNight: 172_500 })} href="/hotel/detail?term=yangon&hotelId=H1001" stay="2 nights, 1 room" />);
    const view = within(article);
    const heading = view.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Thiri Moonlight Hotel');
    expect(article.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/hotel/detail?term=yangon&hotelId=H1001');
    expect(view.getByText('4-star')).toBeTruthy();
    expect(view.getByText('Hotel')).toBeTruthy();
    expect(view.getByText('Kyauktada')).toBeTruthy();
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Free Wi-Fi', 'Swimming pool', 'Spa', 'Fitness centre', '+2 more']);
    expect(view.getByText('MMK 172,500')).toBeTruthy();
    expect(view.getByText('a room per night')).toBeTruthy();
    expect(view.getByText('MMK 345,000 for 2 nights, 1 room, taxes included')).toBeTruthy();
    expect(view.getByText('Free cancellation until 7 Mar 2031')).toBeTruthy();
    // No deal, plenty of rooms: nothing struck through, no warning.
    expect(article.querySelector('s')).toBeNull();
    expect(article.textContent).not.toMatch(/left at this price/);
    expect(view.getByRole('link', { name: 'See rooms at Thiri Moonlight Hotel' }).getAttribute('href')).toBe('/hotel/detail?term=yangon&hotelId=H1001');
  });

  it('strikes through the price before the deal, says how much is off, says a rate is non-refundable and when rooms are few', async () => {
    const article = await shown(
      <HotelCard hotel={card('H1002', { perNight: 80_000, beforeDeal: 100_000, cancellation: { refundable: false, freeUntil: null }, roomsLeft: 2 })} href="/x" stay="2 nights, 1 room" />,
    );
    const view = within(article);
    expect(view.getByText('20% off')).toBeTruthy();
    expect(article.querySelector('s')?.textContent).toBe('MMK 100,000');
    expect(article.textContent).toContain('Before the deal: MMK 100,000');
    expect(view.getByText('MMK 80,000')).toBeTruthy();
    expect(view.getByText('Non-refundable')).toBeTruthy();
    expect(view.getByText('Only 2 rooms left at this price')).toBeTruthy();
  });

  it('reads in Myanmar, with Myanmar digits, and in USD when chosen', async () => {
    const article = await shown(<HotelCard hotel={card('H1001', { perNight: 172_500, roomsLeft: 1 })} href="/x" stay="၂ ည၊ အခန်း ၁ ခန်း" />, { lang: 'mm' });
    expect(article.textContent).toContain('ကြယ် ၄ ပွင့်');
    expect(article.textContent).toContain('၁၇၂,၅၀၀ ကျပ်');
    expect(article.textContent).toContain('ဤဈေးဖြင့် အခန်း ၁ ခန်းသာ ကျန်ပါသည်');
    expect(article.textContent).toContain('အခမဲ့ ဝိုင်ဖိုင်');
    cleanup();
    const inUsd = await shown(<HotelCard hotel={card('H1001', { perNight: 210_000 })} href="/x" stay="2 nights, 1 room" />, { currency: 'USD' });
    expect(inUsd.textContent).toContain('USD 100.00');
  });
});

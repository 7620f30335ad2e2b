// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HotelReviews, ReviewScoreBadge, type HotelReviewsView } from './hotel-reviews.tsx';

afterEach(cleanup);

const REVIEWS: NonNullable<HotelReviewsView> = {
  summary: { score: 8.6, count: 12 },
  reviews: [
    { reviewId: '0b9f7d3e-2c1a-4f7e-9a51-7c1d2e3f4a5b', score: 9, body: 'Quiet room,\nfriendly staff.', language: 'en', reviewerName: 'Aye C.', stayedMonth: '2026-03', createdAt: '2026-03-12T04:00:00.000Z' },
    { reviewId: '1c9f7d3e-2c1a-4f7e-9a51-7c1d2e3f4a5b', score: 7, body: '', language: 'mm', reviewerName: 'Su Su H.', stayedMonth: '2026-02', createdAt: '2026-03-01T04:00:00.000Z' },
  ],
  page: 1,
  perPage: 5,
  lastPage: 3,
};

async function section(reviews: HotelReviewsView, lang: 'en' | 'mm' = 'en') {
  renderInRoot(<HotelReviews reviews={reviews} back="/hotel/detail?hotelId=H1001" />, { lang });
  return screen.findByRole('region');
}

describe('HotelReviews (the hotel page’s guest reviews)', () => {
  it('shows the score in words and the count, then each review with its name, month, score and text, each with a report form', async () => {
    const region = await section(REVIEWS);
    const view = within(region);
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Guest reviews');
    expect(region.textContent).toContain('8.6Very good· 12 reviews');
    expect(view.getByText('Guests score it 8.6 out of 10: Very good, from 12 reviews.')).toBeTruthy();
    const items = view.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Aye C.');
    expect(items[0]!.textContent).toContain('Stayed in March 2026');
    expect(items[0]!.textContent).toContain('Score 9 out of 10');
    expect(within(items[0]!).getByText(/Quiet room/).getAttribute('lang')).toBe('en');
    const form = items[0]!.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/hotel/review/report');
    expect(within(items[0]!).getByLabelText('What is wrong with it?').querySelectorAll('option')).toHaveLength(4);
    expect((form.querySelector('input[name="back"]') as HTMLInputElement).value).toBe('/hotel/detail?hotelId=H1001');
    expect(within(items[1]!).getByText('Report the review by Su Su H.', { exact: false })).toBeTruthy();
  });

  it('says reviews come only from guests who stayed when there are none, and when they could not be read', async () => {
    const empty = await section({ ...REVIEWS, summary: { score: null, count: 0 }, reviews: [] });
    expect(empty.textContent).toContain('No reviews yet: reviews come only from guests who stayed.');
    cleanup();
    expect((await section(null)).textContent).toContain('Reviews could not be loaded just now.');
  });

  it('reads in Myanmar with Myanmar digits', async () => {
    const region = await section(REVIEWS, 'mm');
    expect(region.textContent).toContain('၈.၆');
    expect(region.textContent).toContain('သုံးသပ်ချက် ၁၂ ခု');
    expect(region.textContent).toContain('မတ် ၂၀၂၆');
    expect(region.textContent).not.toMatch(/[0-9]/);
  });

  it('shows no badge for a hotel nobody reviewed', async () => {
    renderInRoot(
      <div data-testid="badges">
        <ReviewScoreBadge score={null} count={0} />
        <ReviewScoreBadge score={9.3} count={1} />
      </div>,
    );
    const badges = await screen.findByTestId('badges');
    expect(badges.textContent).toBe('Guests score it 9.3 out of 10: Superb, from 1 review.9.3Superb· 1 review');
  });
});

import { describe, expect, it } from 'vitest';
import {
  REVIEW_WINDOW_DAYS,
  SCORE_WORD_LABELS,
  averageScore,
  cleanReviewBody,
  invitationWindow,
  isReviewKey,
  reviewOpenness,
  reviewerName,
  scoreWord,
} from './hotel-reviews.ts';
import { sortHotels, type HotelListCard } from './hotel-list.ts';

describe('score words', () => {
  it('band scores as Booking.com does, in both languages', () => {
    expect([10, 9, 8.9, 8, 7.9, 7, 6.5, 5.9, 1].map(scoreWord)).toEqual(['superb', 'superb', 'very_good', 'very_good', 'good', 'good', 'pleasant', 'fair', 'fair']);
    expect(SCORE_WORD_LABELS.en[scoreWord(9.2)]).toBe('Superb');
    expect(SCORE_WORD_LABELS.mm[scoreWord(8.1)]).toBe('အတော်ကောင်း');
  });
});

describe('averageScore', () => {
  it('rounds to one decimal, halves up, and is null without reviews', () => {
    expect(averageScore(0, 0)).toBeNull();
    expect(averageScore(17, 2)).toBe(8.5);
    expect(averageScore(171, 20)).toBe(8.6); // 8.55
    expect(averageScore(25, 3)).toBe(8.3);
    expect(averageScore(10, 1)).toBe(10);
  });
});

describe('reviewerName', () => {
  it('signs with the first name and the initial of the last', () => {
    expect(reviewerName('Aye', 'Chan')).toBe('Aye C.');
    expect(reviewerName('  Su Su ', 'hlaing')).toBe('Su Su H.');
    expect(reviewerName('မောင်', 'ကျော်')).toBe('မောင် က.');
    expect(reviewerName('Aung', '')).toBe('Aung');
    expect(reviewerName('', '')).toBe('Guest');
  });
});

describe('reviewOpenness', () => {
  const stay = { orderStatus: 'completed', itemStatus: 'completed', checkOut: '2026-11-20' };
  it('opens the day after check-out, for REVIEW_WINDOW_DAYS', () => {
    expect(reviewOpenness(stay, '2026-11-19')).toBe('not_yet');
    expect(reviewOpenness(stay, '2026-11-20')).toBe('not_yet');
    expect(reviewOpenness(stay, '2026-11-21')).toBe('open');
    expect(REVIEW_WINDOW_DAYS).toBe(60);
    expect(reviewOpenness(stay, '2027-01-19')).toBe('open');
    expect(reviewOpenness(stay, '2027-01-20')).toBe('closed');
  });
  it('only for a stay that took place: item confirmed and order not cancelled', () => {
    expect(reviewOpenness({ ...stay, orderStatus: 'cancelled' }, '2026-11-25')).toBe('not_stayed');
    expect(reviewOpenness({ ...stay, itemStatus: 'cancelled' }, '2026-11-25')).toBe('not_stayed');
    expect(reviewOpenness({ ...stay, orderStatus: 'held', itemStatus: 'held' }, '2026-11-25')).toBe('not_stayed');
  });
  it('invites stays that ended from the window start to yesterday', () => {
    expect(invitationWindow('2026-11-28')).toEqual({ from: '2026-09-29', to: '2026-11-27' });
  });
});

describe('review keys and bodies', () => {
  it('tell a review key from a payment key by its form', () => {
    expect(isReviewKey(`rev_${'a'.repeat(43)}`)).toBe(true);
    expect(isReviewKey(`pay_${'a'.repeat(43)}`)).toBe(false);
    expect(isReviewKey(`rev_${'a'.repeat(42)}`)).toBe(false);
  });
  it('keep at most one blank line and no edge spaces', () => {
    expect(cleanReviewBody('  Great\r\n\r\n\r\n\r\nstay  ')).toBe('Great\n\nstay');
  });
});

describe('sort by guest rating', () => {
  const card = (hotelId: string, extra: Partial<HotelListCard>): HotelListCard => ({
    hotelId,
    stars: 3,
    hotelType: 'hotel',
    townshipSlug: 't',
    amenities: [],
    bedTypes: [],
    pricePerNight: 1,
    pricePerNightBeforeDeal: 1,
    rank: 50,
    ...extra,
  });
  const cards = [
    card('A', { reviewScore: null, reviewCount: 0, rank: 99 }),
    card('B', { reviewScore: 8.5, reviewCount: 2 }),
    card('C', { reviewScore: 9.1, reviewCount: 1 }),
    card('D', { reviewScore: 8.5, reviewCount: 7 }),
    card('E', { rank: 10 }),
  ];
  it('puts the best score first, ties by count, unrated last in rank order', () => {
    expect(sortHotels(cards, 'guest_rating', 'desc').map((one) => one.hotelId)).toEqual(['C', 'D', 'B', 'A', 'E']);
  });
  it('keeps unrated last when sorted from the lowest', () => {
    expect(sortHotels(cards, 'guest_rating', 'asc').map((one) => one.hotelId)).toEqual(['D', 'B', 'C', 'A', 'E']);
  });
});

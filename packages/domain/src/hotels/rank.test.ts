import { describe, expect, it } from 'vitest';
import { AMENITIES_FOR_FULL_MARKS, RANK_WEIGHTS, SALES_FOR_FULL_MARKS, hotelRank, type RankInputs } from './rank.ts';

const plain: RankInputs = { stars: 3, amenityCount: 6, dealShare: 0, roomNightsSold: 0 };

describe('hotel rank ("Recommended")', () => {
  it('runs from 0 for a bare 1-star hotel nobody booked to 100 for a 5-star with everything, the largest deal and many bookings', () => {
    expect(hotelRank({ stars: 1, amenityCount: 0, dealShare: 0, roomNightsSold: 0 })).toBe(0);
    expect(hotelRank({ stars: 5, amenityCount: AMENITIES_FOR_FULL_MARKS, dealShare: 0.3, roomNightsSold: SALES_FOR_FULL_MARKS })).toBe(100);
    expect(RANK_WEIGHTS.stars + RANK_WEIGHTS.amenities + RANK_WEIGHTS.deal + RANK_WEIGHTS.sales).toBe(100);
  });

  it('rises with stars, amenities, the deal and sales, each on its own', () => {
    const base = hotelRank(plain);
    expect(hotelRank({ ...plain, stars: 4 })).toBeGreaterThan(base);
    expect(hotelRank({ ...plain, amenityCount: 10 })).toBeGreaterThan(base);
    expect(hotelRank({ ...plain, dealShare: 0.15 })).toBeGreaterThan(base);
    expect(hotelRank({ ...plain, roomNightsSold: 3 })).toBeGreaterThan(base);
  });

  it('counts the first bookings most, and stops counting past full marks', () => {
    const gain = (from: number, to: number) => hotelRank({ ...plain, roomNightsSold: to }) - hotelRank({ ...plain, roomNightsSold: from });
    expect(gain(0, 10)).toBeGreaterThan(gain(100, 110));
    expect(hotelRank({ ...plain, roomNightsSold: 5_000 })).toBe(hotelRank({ ...plain, roomNightsSold: SALES_FOR_FULL_MARKS }));
    expect(hotelRank({ ...plain, amenityCount: 22 })).toBe(hotelRank({ ...plain, amenityCount: AMENITIES_FOR_FULL_MARKS }));
  });

  it('lets what customers booked lift a plainer hotel above a grander one nobody books', () => {
    const grand = hotelRank({ stars: 4, amenityCount: 12, dealShare: 0, roomNightsSold: 0 });
    const popular = hotelRank({ stars: 3, amenityCount: 8, dealShare: 0, roomNightsSold: 200 });
    expect(popular).toBeGreaterThan(grand);
  });

  it('reads nonsense as nothing rather than answering NaN', () => {
    expect(hotelRank({ stars: 3, amenityCount: Number.NaN, dealShare: -1, roomNightsSold: -5 })).toBe(hotelRank({ ...plain, amenityCount: 0 }));
  });
});

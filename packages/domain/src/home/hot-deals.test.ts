import { describe, expect, it } from 'vitest';
import { dealOf, median, MIN_HISTORY_DAYS, rankDeals } from './hot-deals.ts';

const days = (count: number, price: number) => Array.from({ length: count }, () => price);

describe('median', () => {
  it('is the middle price, or the mean of the two middle ones rounded to a kyat; none without prices', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 200, 201, 400])).toBe(201);
    expect(median([])).toBeNull();
  });
});

describe('dealOf: a deal is at least 15 % below the item’s own median', () => {
  it('is a deal at 15 % below, not at 14 % or 14.99 %', () => {
    const history = days(30, 100_000);
    expect(dealOf(85_000, history)).toEqual({ usualPrice: 100_000, saving: 15_000, percentBelow: 15 });
    expect(dealOf(86_000, history)).toBeNull();
    expect(dealOf(85_010, history)).toBeNull();
    expect(dealOf(60_000, history)).toEqual({ usualPrice: 100_000, saving: 40_000, percentBelow: 40 });
  });

  it('reads the median, not the mean: a few dear days do not make an ordinary price a deal', () => {
    const history = [...days(20, 100_000), ...days(5, 300_000)];
    expect(dealOf(90_000, history)).toBeNull();
  });

  it('needs enough history for a median: none before 14 days', () => {
    expect(dealOf(50_000, days(MIN_HISTORY_DAYS - 1, 100_000))).toBeNull();
    expect(dealOf(50_000, days(MIN_HISTORY_DAYS, 100_000))?.percentBelow).toBe(50);
  });

  it('rounds the percentage down, so it is never overstated', () => {
    expect(dealOf(82_501, days(20, 100_000))?.percentBelow).toBe(17);
  });
});

describe('rankDeals', () => {
  const history: Record<string, number[]> = { a: days(20, 100_000), b: days(20, 200_000), c: days(20, 100_000), d: days(3, 100_000) };
  const items = [
    { key: 'a', price: 80_000 },
    { key: 'b', price: 160_000 },
    { key: 'c', price: 50_000 },
    { key: 'd', price: 10_000 },
  ];

  it('keeps the deals, the largest saving first (share, then amount), at most the limit', () => {
    const ranked = rankDeals(items, (item) => history[item.key]!, 10);
    expect(ranked.map((one) => [one.key, one.percentBelow])).toEqual([
      ['c', 50],
      ['b', 20],
      ['a', 20],
    ]);
    expect(rankDeals(items, (item) => history[item.key]!, 1).map((one) => one.key)).toEqual(['c']);
    expect(rankDeals(items, (item) => history[item.key]!, 0)).toEqual([]);
  });
});

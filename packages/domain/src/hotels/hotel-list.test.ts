import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SORT, dealShare, pageOf, passesFilters, sortHotels, type HotelListCard } from './hotel-list.ts';

/** A card without a deal unless the override gives a price before it. */
function card(hotelId: string, overrides: Partial<HotelListCard> = {}): HotelListCard {
  const pricePerNight = overrides.pricePerNight ?? 80_000;
  return {
    hotelId,
    stars: 3,
    hotelType: 'hotel',
    townshipSlug: 'bahan',
    amenities: ['wifi', 'restaurant'],
    bedTypes: ['double'],
    rank: 50,
    ...overrides,
    pricePerNight,
    pricePerNightBeforeDeal: overrides.pricePerNightBeforeDeal ?? pricePerNight,
  };
}

const ids = (cards: readonly HotelListCard[]) => cards.map((one) => one.hotelId);

describe('hotel list filters (spec §3)', () => {
  const resort = card('H1', { stars: 5, hotelType: 'resort', townshipSlug: 'ngapali-beach', amenities: ['wifi', 'pool', 'spa'], bedTypes: ['king', 'twin'], pricePerNight: 400_000 });
  const guestHouse = card('H2', { stars: 1, hotelType: 'guest_house', amenities: ['wifi'], bedTypes: ['single', 'bunk'], pricePerNight: 30_000 });
  const hotel = card('H3');

  it('keep every hotel when nothing is chosen', () => {
    for (const one of [resort, guestHouse, hotel]) expect(passesFilters(one, {})).toBe(true);
    expect(passesFilters(resort, { starRating: [], amenities: [], priceRanges: [] })).toBe(true);
  });

  it('keep a hotel matching any value chosen within a filter, and every filter across them', () => {
    const threeOrFive = { starRating: [3, 5] };
    expect([resort, guestHouse, hotel].filter((one) => passesFilters(one, threeOrFive)).map((one) => one.hotelId)).toEqual(['H1', 'H3']);
    expect(passesFilters(resort, { starRating: [5], hotelTypes: ['hotel'] })).toBe(false);
    expect(passesFilters(resort, { bedTypes: ['twin', 'single'] })).toBe(true);
    expect(passesFilters(hotel, { townships: ['ngapali-beach'] })).toBe(false);
  });

  it('keep a hotel whose price per night falls in any chosen range, both ends included', () => {
    const ranges = [
      { min: 0, max: 30_000 },
      { min: 300_000, max: 400_000 },
    ];
    expect([resort, guestHouse, hotel].filter((one) => passesFilters(one, { priceRanges: ranges })).map((one) => one.hotelId)).toEqual(['H1', 'H2']);
  });

  it('keep only hotels with every amenity chosen', () => {
    expect(passesFilters(resort, { amenities: ['pool', 'spa'] })).toBe(true);
    expect(passesFilters(hotel, { amenities: ['wifi', 'pool'] })).toBe(false);
  });
});

describe('hotel sorts (spec §9)', () => {
  const cards = [
    card('H1', { rank: 10, stars: 5, pricePerNight: 300_000, pricePerNightBeforeDeal: 400_000 }),
    card('H2', { rank: 90, stars: 2, pricePerNight: 40_000 }),
    card('H3', { rank: 50, stars: 4, pricePerNight: 90_000, pricePerNightBeforeDeal: 100_000 }),
  ];

  it('recommend by rank, highest first, by default', () => {
    expect(DEFAULT_HOTEL_SORT).toEqual({ sort: 'rank', order: 'desc' });
    expect(ids(sortHotels(cards, 'rank', 'desc'))).toEqual(['H2', 'H3', 'H1']);
  });

  it('sort by price, stars and the size of the deal, either way', () => {
    expect(ids(sortHotels(cards, 'price', 'asc'))).toEqual(['H2', 'H3', 'H1']);
    expect(ids(sortHotels(cards, 'star_rating', 'desc'))).toEqual(['H1', 'H3', 'H2']);
    expect(ids(sortHotels(cards, 'deals', 'desc'))).toEqual(['H1', 'H3', 'H2']);
    expect(dealShare(cards[0]!)).toBeCloseTo(0.25);
    expect(dealShare(cards[1]!)).toBe(0);
  });

  it('break ties by recommendation, then id, so that pages never repeat or skip a hotel', () => {
    const tied = [card('H9', { rank: 1 }), card('H8', { rank: 1 }), card('H7', { rank: 2 })];
    expect(ids(sortHotels(tied, 'price', 'asc'))).toEqual(['H7', 'H8', 'H9']);
    expect(ids(sortHotels(tied, 'price', 'desc'))).toEqual(['H7', 'H8', 'H9']);
  });
});

describe('hotel list pages and their meta (spec §3)', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it('count pages from 1 with from, to, perPage, currentPage, lastPage and total', () => {
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), meta: { from: 1, to: 20, perPage: 20, currentPage: 1, lastPage: 3, total: 45 } });
    expect(pageOf(items, 3, 20)).toEqual({ items: [41, 42, 43, 44, 45], meta: { from: 41, to: 45, perPage: 20, currentPage: 3, lastPage: 3, total: 45 } });
  });

  it('answer an empty page past the last, never the last one again', () => {
    expect(pageOf(items, 4, 20)).toEqual({ items: [], meta: { from: 0, to: 60, perPage: 20, currentPage: 4, lastPage: 3, total: 45 } });
  });

  it('answer one empty page when nothing is found', () => {
    expect(pageOf([], 1, 20)).toEqual({ items: [], meta: { from: 0, to: 0, perPage: 20, currentPage: 1, lastPage: 1, total: 0 } });
  });

  it('walk every item exactly once across the pages', () => {
    const seen = [1, 2, 3].flatMap((page) => pageOf(items, page, 20).items);
    expect(seen).toEqual(items);
  });
});

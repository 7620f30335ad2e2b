import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOTEL_SORT_CHOICES,
  NO_HOTEL_FILTERS,
  activeFilterCount,
  defaultOrderOf,
  filtersWithin,
  hotelListingControlsQuery,
  parseHotelListingControls,
  type HotelListingControls,
} from './hotel-listing-query.ts';

const parse = (query: string) => parseHotelListingControls(new URLSearchParams(query));

describe('the listing address: filters, sort and page (spec §3 filters, §9 sorts)', () => {
  it('defaults to no filter, rank descending (spec §9) and the first page', () => {
    expect(parse('term=yangon&checkin=2031-03-10')).toEqual({ filters: NO_HOTEL_FILTERS, sort: 'rank', order: 'desc', page: 1 });
  });

  it('reads each filter as a repeated parameter, as a GET form sends its checkboxes', () => {
    const controls = parse(
      'priceRanges=0-49999&priceRanges=50000-99999&starRating=3&starRating=4&bedTypes=king&hotelTypes=guest_house&amenities=pool&amenities=24h_front_desk&townships=kyauktada',
    );
    expect(controls.filters).toEqual({
      priceRanges: [
        { min: 0, max: 49_999 },
        { min: 50_000, max: 99_999 },
      ],
      starRating: [3, 4],
      bedTypes: ['king'],
      hotelTypes: ['guest_house'],
      amenities: ['pool', '24h_front_desk'],
      townships: ['kyauktada'],
    });
  });

  it('leaves out what cannot be a value: stars outside 1 to 5, a range upside down, codes with other characters, repeats', () => {
    const controls = parse('starRating=0&starRating=6&starRating=x&starRating=5&starRating=5&priceRanges=9-1&priceRanges=abc&bedTypes=King&amenities=pool;drop&townships=Old%20Bagan');
    expect(controls.filters).toEqual({ ...NO_HOTEL_FILTERS, starRating: [5] });
  });

  it('keeps at most as many values of a filter as the api takes', () => {
    const many = Array.from({ length: 40 }, (_, index) => `amenities=a${index}`).join('&');
    expect(parse(many).filters.amenities).toHaveLength(30);
  });

  it('reads a sort with its order; a sort without one takes its natural order; unknown ones are the default', () => {
    expect(parse('sort=price&order=asc')).toMatchObject({ sort: 'price', order: 'asc' });
    expect(parse('sort=price&order=desc')).toMatchObject({ sort: 'price', order: 'desc' });
    expect(parse('sort=price')).toMatchObject({ sort: 'price', order: 'asc' });
    expect(parse('sort=star_rating')).toMatchObject({ sort: 'star_rating', order: 'desc' });
    expect(parse('sort=deals&order=sideways')).toMatchObject({ sort: 'deals', order: 'desc' });
    expect(parse('sort=cheapest&order=asc')).toMatchObject({ sort: 'rank', order: 'asc' });
  });

  it('reads the page as a whole number from 1, the first page otherwise', () => {
    expect(parse('page=3').page).toBe(3);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999').page).toBe(1);
  });

  it('offers the spec §9 sorts: Recommended first, deals, price both ways, stars; and guest rating (issue 19)', () => {
    expect(HOTEL_SORT_CHOICES[0]).toEqual({ sort: 'rank', order: 'desc' });
    expect(new Set(HOTEL_SORT_CHOICES.map((choice) => choice.sort))).toEqual(new Set(['rank', 'deals', 'price', 'star_rating', 'guest_rating']));
    expect(defaultOrderOf('price')).toBe('asc');
    expect(defaultOrderOf('deals')).toBe('desc');
  });

  it('writes only what differs from the defaults, the page only past the first', () => {
    expect(hotelListingControlsQuery({ filters: NO_HOTEL_FILTERS, sort: 'rank', order: 'desc', page: 1 })).toBe('');
    expect(hotelListingControlsQuery({ filters: { ...NO_HOTEL_FILTERS, starRating: [4], priceRanges: [{ min: 0, max: 49_999 }] }, sort: 'price', order: 'asc', page: 2 })).toBe(
      'priceRanges=0-49999&starRating=4&sort=price&order=asc&page=2',
    );
    // A new sort or filter starts again at the first page.
    expect(hotelListingControlsQuery({ filters: NO_HOTEL_FILTERS, sort: 'deals', order: 'desc' })).toBe('sort=deals&order=desc');
  });

  it('reads back what it writes', () => {
    const code = fc.stringMatching(/^[a-z0-9_]{1,12}$/);
    const controls = fc.record({
      filters: fc.record({
        priceRanges: fc.uniqueArray(
          fc.tuple(fc.nat(500_000), fc.nat(500_000)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
          { maxLength: 4, selector: (range) => `${range.min}-${range.max}` },
        ),
        starRating: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
        bedTypes: fc.uniqueArray(code, { maxLength: 3 }),
        hotelTypes: fc.uniqueArray(code, { maxLength: 3 }),
        amenities: fc.uniqueArray(code, { maxLength: 6 }),
        townships: fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { maxLength: 3 }),
      }),
      choice: fc.constantFrom(...HOTEL_SORT_CHOICES),
      page: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(controls, ({ filters, choice, page }) => {
        const written: HotelListingControls = { filters, ...choice, page };
        expect(parse(hotelListingControlsQuery(written))).toEqual(written);
      }),
    );
  });

  it('counts the filters that narrow the list, once each', () => {
    expect(activeFilterCount(NO_HOTEL_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_HOTEL_FILTERS, starRating: [3, 4], amenities: ['pool'] })).toBe(2);
  });

  it('keeps, of the filters chosen, the values the search offers', () => {
    const chosen = { priceRanges: [{ min: 0, max: 49_999 }, { min: 1, max: 2 }], starRating: [4, 5], bedTypes: ['king', 'hammock'], hotelTypes: ['motel'], amenities: ['pool'], townships: ['kyauktada', 'nowhere'] };
    const offered = {
      priceRanges: [{ min: 0, max: 49_999 }],
      starRating: [{ value: 4 }],
      bedTypes: [{ code: 'king' }],
      hotelTypes: [],
      amenities: [{ code: 'pool' }],
      townships: [{ slug: 'kyauktada' }],
    };
    expect(filtersWithin(chosen, offered)).toEqual({ priceRanges: [{ min: 0, max: 49_999 }], starRating: [4], bedTypes: ['king'], hotelTypes: [], amenities: ['pool'], townships: ['kyauktada'] });
  });
});

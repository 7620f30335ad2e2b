import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HotelLocation } from '../contracts/hotels.ts';
import { addDays, hotelDefaultDates } from '../dates.ts';
import {
  HOTEL_CHILD_AGES,
  HOTEL_SEARCH_PARAMS,
  buildHotelSearchQuery,
  checkInBounds,
  checkOutBounds,
  hotelGuestLimits,
  hotelSearchRequestFields,
  moveCheckIn,
  parseHotelSearchQuery,
  placeOfLocation,
  validateHotelSearch,
  withRooms,
  type HotelSearchQuery,
} from './hotel-search-query.ts';

// 10:00 in Yangon on 1 March 2031 (03:30 UTC): today is the 1st, the default stay the 2nd to the 3rd.
const NOW = new Date('2031-03-01T03:30:00Z');
const TODAY = '2031-03-01';

const bagan: HotelLocation = {
  name: 'Bagan',
  kind: 'city',
  country: 'Myanmar',
  id: '4',
  city: 'Bagan',
  city_slug: 'bagan',
  township: null,
  township_slug: null,
  hotel_slug: null,
  region: 'local',
};
const oldBagan: HotelLocation = { ...bagan, name: 'Old Bagan', kind: 'township', township: 'Old Bagan', township_slug: 'old-bagan' };
const hotel: HotelLocation = { ...bagan, name: 'Bagan Thiri Hotel', kind: 'hotel', id: 'H0042', township: 'Old Bagan', township_slug: 'old-bagan', hotel_slug: 'bagan-thiri-hotel' };

const search: HotelSearchQuery = {
  ...placeOfLocation(bagan, 'bag'),
  checkin: '2031-03-10',
  checkout: '2031-03-12',
  rooms: 2,
  adult: 3,
  childAges: [7],
  nationality: 'local',
  currency: 'MMK',
  language: 'en',
};

describe('the place of a chosen location (spec §3 departure location into spec §2 parameters)', () => {
  it('a city: its slug is the term and the city, its id the itemId, what was typed the listingSearchTerm', () => {
    expect(placeOfLocation(bagan, ' bag ')).toEqual({
      term: 'bagan',
      listingSearchTerm: 'bag',
      itemId: '4',
      name: 'Bagan',
      scope: 'city',
      city: 'bagan',
      country: 'Myanmar',
      region: 'local',
    });
  });

  it('a township and a hotel are searched by their own slug, within their city', () => {
    expect(placeOfLocation(oldBagan)).toMatchObject({ term: 'old-bagan', scope: 'township', city: 'bagan', itemId: '4' });
    expect(placeOfLocation(hotel)).toMatchObject({ term: 'bagan-thiri-hotel', scope: 'hotel', city: 'bagan', itemId: 'H0042' });
  });

  it('a location chosen without typing (a recent one) is listed by its name', () => {
    expect(placeOfLocation(bagan).listingSearchTerm).toBe('Bagan');
  });
});

describe('the listing address (spec §2 hotel search query parameters)', () => {
  it('carries exactly the spec parameters, in the spec order, child_ages comma separated', () => {
    const query = buildHotelSearchQuery({ ...search, childAges: [7, 12] });
    expect([...new URLSearchParams(query).keys()]).toEqual([...HOTEL_SEARCH_PARAMS]);
    expect(query).toBe(
      'term=bagan&listingSearchTerm=bag&itemId=4&name=Bagan&scope=city&city=bagan&country=Myanmar&region=local' +
        '&checkin=2031-03-10&checkout=2031-03-12&rooms=2&adult=3&child=2&child_ages=7%2C12&nationality=local&currency=MMK&language=en',
    );
  });

  it('encodes Myanmar names and reads them back', () => {
    const query = buildHotelSearchQuery({ ...search, ...placeOfLocation({ ...bagan, name: 'ပုဂံ', country: 'မြန်မာ' }, 'ပုဂံ'), language: 'mm' });
    expect(parseHotelSearchQuery(new URLSearchParams(query), NOW)).toMatchObject({ name: 'ပုဂံ', listingSearchTerm: 'ပုဂံ', country: 'မြန်မာ', language: 'mm' });
  });

  it('reads back what it wrote', () => {
    expect(parseHotelSearchQuery(new URLSearchParams(buildHotelSearchQuery(search)), NOW)).toEqual(search);
  });

  it('reads back any valid search it wrote (property)', () => {
    const arbitrarySearch = fc
      .record({
        place: fc.constantFrom(bagan, oldBagan, hotel),
        typed: fc.string({ maxLength: 20 }),
        checkInOffset: fc.integer({ min: 0, max: 364 }),
        nights: fc.integer({ min: 1, max: 30 }),
        rooms: fc.integer({ min: 1, max: 8 }),
        extraAdults: fc.integer({ min: 0, max: 7 }),
        childAges: fc.array(fc.constantFrom(...HOTEL_CHILD_AGES), { maxLength: 6 }),
        nationality: fc.constantFrom('local' as const, 'foreign' as const),
        currency: fc.constantFrom('MMK' as const, 'USD' as const),
        language: fc.constantFrom('en' as const, 'mm' as const),
      })
      .filter(({ checkInOffset, nights }) => checkInOffset + nights <= 365);
    fc.assert(
      fc.property(arbitrarySearch, (drawn) => {
        const checkin = addDays(TODAY, drawn.checkInOffset);
        const written: HotelSearchQuery = {
          ...placeOfLocation(drawn.place, drawn.typed),
          checkin,
          checkout: addDays(checkin, drawn.nights),
          rooms: drawn.rooms,
          adult: drawn.rooms + drawn.extraAdults,
          childAges: drawn.childAges,
          nationality: drawn.nationality,
          currency: drawn.currency,
          language: drawn.language,
        };
        const read = parseHotelSearchQuery(new URLSearchParams(buildHotelSearchQuery(written)), NOW);
        expect(read).toEqual(written);
        expect(validateHotelSearch(read, TODAY)).toBeNull();
      }),
    );
  });

  it('gives every parameter its default when the address has none: region local, the spec §9 dates, 1 room, 2 adults', () => {
    expect(parseHotelSearchQuery(new URLSearchParams(), NOW)).toEqual({
      term: '',
      listingSearchTerm: '',
      itemId: '',
      name: '',
      scope: 'city',
      city: '',
      country: '',
      region: 'local',
      checkin: '2031-03-02',
      checkout: '2031-03-03',
      rooms: 1,
      adult: 2,
      childAges: [],
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
    // After 16:00 in Yangon the default check-in is in 2 days.
    const late = new Date('2031-03-01T10:00:00Z');
    expect(parseHotelSearchQuery(new URLSearchParams(), late)).toMatchObject({ checkin: '2031-03-03', checkout: '2031-03-04' });
    expect(hotelDefaultDates(late)).toEqual({ checkIn: '2031-03-03', checkOut: '2031-03-04' });
  });

  it('keeps rooms 1 to 8, an adult in every room and at most 8 a room', () => {
    const read = (query: string) => parseHotelSearchQuery(new URLSearchParams(query), NOW);
    expect(read('rooms=0')).toMatchObject({ rooms: 1, adult: 2 });
    expect(read('rooms=12&adult=2')).toMatchObject({ rooms: 8, adult: 8 });
    expect(read('rooms=3&adult=1')).toMatchObject({ rooms: 3, adult: 3 });
    expect(read('rooms=1&adult=40')).toMatchObject({ rooms: 1, adult: 8 });
    expect(read('rooms=two&adult=-1')).toMatchObject({ rooms: 1, adult: 2 });
  });

  it('counts a child only with an age from 2 to 12, at most 6 children', () => {
    const read = (query: string) => parseHotelSearchQuery(new URLSearchParams(query), NOW).childAges;
    expect(read('child=2&child_ages=5,9')).toEqual([5, 9]);
    expect(read('child=2&child_ages=5')).toEqual([5]);
    expect(read('child=1&child_ages=5,9')).toEqual([5]);
    expect(read('child=3&child_ages=1,13,seven,4')).toEqual([4]);
    expect(read('child=9&child_ages=2,3,4,5,6,7,8,9')).toEqual([2, 3, 4, 5, 6, 7]);
    expect(read('child_ages=5')).toEqual([]);
  });

  it('replaces a check-in in the past, beyond the year we sell or not a date with the default, and a check-out that does not fit with the next day', () => {
    const read = (query: string) => {
      const { checkin, checkout } = parseHotelSearchQuery(new URLSearchParams(query), NOW);
      return [checkin, checkout];
    };
    expect(read('checkin=2031-03-01&checkout=2031-03-04')).toEqual(['2031-03-01', '2031-03-04']);
    expect(read('checkin=2031-02-28&checkout=2031-03-04')).toEqual(['2031-03-02', '2031-03-04']);
    expect(read('checkin=2032-03-01&checkout=2032-03-02')).toEqual(['2031-03-02', '2031-03-03']);
    expect(read('checkin=2031-02-30')).toEqual(['2031-03-02', '2031-03-03']);
    expect(read('checkin=2031-03-10&checkout=2031-03-10')).toEqual(['2031-03-10', '2031-03-11']);
    expect(read('checkin=2031-03-10&checkout=2031-04-09')).toEqual(['2031-03-10', '2031-04-09']);
    expect(read('checkin=2031-03-10&checkout=2031-04-10')).toEqual(['2031-03-10', '2031-03-11']);
  });

  it('keeps the place as given when it is well formed, and drops a term or id that is not', () => {
    const read = (query: string) => parseHotelSearchQuery(new URLSearchParams(query), NOW);
    expect(read('term=Bagan&itemId=4&scope=TOWNSHIP&city=bagan&region=international')).toMatchObject({
      term: 'bagan',
      itemId: '4',
      scope: 'township',
      city: 'bagan',
      region: 'international',
    });
    expect(read('term=ပုဂံ&itemId=4;drop&scope=country&region=moon')).toMatchObject({ term: '', itemId: '', scope: 'city', region: 'local' });
    expect(read(`name=${'x'.repeat(500)}`).name).toHaveLength(120);
  });

  it('reads nationality, currency and language as the settings do', () => {
    expect(parseHotelSearchQuery(new URLSearchParams('nationality=FOREIGN&currency=usd&language=MM'), NOW)).toMatchObject({
      nationality: 'foreign',
      currency: 'USD',
      language: 'mm',
    });
    expect(parseHotelSearchQuery(new URLSearchParams('nationality=martian&currency=SGD&language=my'), NOW)).toMatchObject({
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
  });

  it('gives the api its fields, leaving out the place fields the address does not have', () => {
    expect(hotelSearchRequestFields(search)).toEqual({
      term: 'bagan',
      listingSearchTerm: 'bag',
      itemId: '4',
      name: 'Bagan',
      scope: 'city',
      city: 'bagan',
      country: 'Myanmar',
      region: 'local',
      checkin: '2031-03-10',
      checkout: '2031-03-12',
      rooms: 2,
      adult: 3,
      child: 1,
      child_ages: '7',
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
    expect(Object.keys(hotelSearchRequestFields(parseHotelSearchQuery(new URLSearchParams('city=bagan'), NOW)))).not.toContain('term');
  });
});

describe('the search form checks (spec §5 destination required, §3 stay and party)', () => {
  it('needs a destination first', () => {
    const nowhere = { ...search, term: '', itemId: '', city: '' };
    expect(validateHotelSearch(nowhere, TODAY)).toEqual({ field: 'destination', code: 'required' });
    expect(validateHotelSearch({ ...nowhere, checkin: '2020-01-01' }, TODAY)).toEqual({ field: 'destination', code: 'required' });
  });

  it('then a check-in not before today, within the year, and a check-out after it at most 30 nights later', () => {
    expect(validateHotelSearch(search, TODAY)).toBeNull();
    expect(validateHotelSearch({ ...search, checkin: '2031-02-28' }, TODAY)).toEqual({ field: 'checkin', code: 'in_past' });
    expect(validateHotelSearch({ ...search, checkin: '2032-03-01', checkout: '2032-03-02' }, TODAY)).toEqual({ field: 'checkin', code: 'too_far' });
    expect(validateHotelSearch({ ...search, checkout: '2031-03-10' }, TODAY)).toEqual({ field: 'checkout', code: 'check_out_not_after_check_in' });
    expect(validateHotelSearch({ ...search, checkout: '2031-04-10' }, TODAY)).toEqual({ field: 'checkout', code: 'too_long' });
  });

  it('then an adult in every room and children aged 2 to 12', () => {
    expect(validateHotelSearch({ ...search, rooms: 4, adult: 3 }, TODAY)).toEqual({ field: 'adult', code: 'too_few' });
    expect(validateHotelSearch({ ...search, childAges: [1] }, TODAY)).toEqual({ field: 'child_ages', code: 'age_out_of_range' });
  });
});

describe('the date fields', () => {
  it('offer check-in from today to the last day we sell', () => {
    // 2032 is a leap year: the 365th day from 1 March 2031 is 28 February 2032.
    expect(checkInBounds(TODAY)).toEqual({ min: TODAY, max: '2032-02-28' });
  });

  it('offer check-out from the next day to 30 nights later, and no night beyond the year we sell', () => {
    expect(checkOutBounds('2031-03-10', TODAY)).toEqual({ min: '2031-03-11', max: '2031-04-09' });
    expect(checkOutBounds('2032-02-20', TODAY)).toEqual({ min: '2032-02-21', max: '2032-02-29' });
  });

  it('moving the check-in keeps the number of nights when it fits, else makes it one night', () => {
    expect(moveCheckIn({ checkin: '2031-03-10', checkout: '2031-03-13' }, '2031-03-20', TODAY)).toEqual({ checkin: '2031-03-20', checkout: '2031-03-23' });
    expect(moveCheckIn({ checkin: '2031-03-10', checkout: '2031-03-13' }, '2032-02-28', TODAY)).toEqual({ checkin: '2032-02-28', checkout: '2032-02-29' });
    expect(moveCheckIn({ checkin: '2031-03-10', checkout: '2031-03-11' }, '', TODAY)).toEqual({ checkin: '', checkout: '2031-03-11' });
  });
});

describe('rooms and guests (spec §3: several rooms, adults over 12, children 2 to 12 with an age each)', () => {
  it('1 to 8 rooms; at least one adult a room, at most 8; up to 6 children', () => {
    expect(hotelGuestLimits(1)).toEqual({ rooms: { min: 1, max: 8 }, adult: { min: 1, max: 8 }, child: { min: 0, max: 6 } });
    expect(hotelGuestLimits(3).adult).toEqual({ min: 3, max: 24 });
  });

  it('more rooms than adults brings the adults up; fewer rooms brings too many adults down', () => {
    expect(withRooms({ rooms: 1, adult: 2, childAges: [7] }, 2)).toEqual({ rooms: 2, adult: 2, childAges: [7] });
    expect(withRooms({ rooms: 2, adult: 2, childAges: [] }, 3)).toEqual({ rooms: 3, adult: 3, childAges: [] });
    expect(withRooms({ rooms: 3, adult: 20, childAges: [] }, 2)).toEqual({ rooms: 2, adult: 16, childAges: [] });
    expect(withRooms({ rooms: 8, adult: 8, childAges: [] }, 9)).toEqual({ rooms: 8, adult: 8, childAges: [] });
  });

  it('a child is 2 to 12', () => {
    expect(HOTEL_CHILD_AGES).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

import { describe, expect, it } from 'vitest';
import { HOTEL_BOOKING_HORIZON_DAYS, checkHotelSearch, parseChildAges, type HotelSearchParty } from './hotel-search.ts';

const TODAY = '2031-03-01';
const search: HotelSearchParty = { checkin: '2031-03-10', checkout: '2031-03-12', rooms: 1, adult: 2, child: 0, childAges: '' };
const problemOf = (changes: Partial<HotelSearchParty>) => {
  const checked = checkHotelSearch({ ...search, ...changes }, TODAY);
  return 'problem' in checked ? checked.problem : null;
};

describe('parseChildAges (spec §3 child_ages, comma separated)', () => {
  it('reads whole numbers separated by commas, spaces allowed', () => {
    expect(parseChildAges('5,9')).toEqual([5, 9]);
    expect(parseChildAges(' 2 , 12 ')).toEqual([2, 12]);
    expect(parseChildAges('')).toEqual([]);
  });

  it('refuses anything else', () => {
    for (const text of ['5,', ',5', '5;9', 'five', '5.5', '-3', '123']) expect(parseChildAges(text), text).toBeNull();
  });
});

describe('checkHotelSearch', () => {
  it('answers the nights of the stay and the ages of the children for a search that can be sold', () => {
    expect(checkHotelSearch(search, TODAY)).toEqual({ nights: ['2031-03-10', '2031-03-11'], childAges: [] });
    expect(checkHotelSearch({ ...search, checkin: TODAY, checkout: '2031-03-02', rooms: 2, adult: 3, child: 2, childAges: '4,12' }, TODAY)).toEqual({
      nights: [TODAY],
      childAges: [4, 12],
    });
  });

  it('refuses dates that are not dates, a check-in before today or beyond the year we sell, and a stay that is not one', () => {
    expect(problemOf({ checkin: '2031-02-30' })).toEqual({ field: 'checkin', code: 'invalid_date' });
    expect(problemOf({ checkout: '12/03/2031' })).toEqual({ field: 'checkout', code: 'invalid_date' });
    expect(problemOf({ checkin: '2031-02-28' })).toEqual({ field: 'checkin', code: 'in_past' });
    expect(problemOf({ checkin: '2031-03-10', checkout: '2031-03-10' })).toEqual({ field: 'checkout', code: 'check_out_not_after_check_in' });
    expect(problemOf({ checkin: '2031-03-10', checkout: '2031-04-10' })).toEqual({ field: 'checkout', code: 'too_long' });
    expect(problemOf({ checkin: '2032-03-01', checkout: '2032-03-02' })).toEqual({ field: 'checkin', code: 'too_far' });
    // The last night of the horizon can be sold; one night beyond it cannot.
    expect(HOTEL_BOOKING_HORIZON_DAYS).toBe(365);
    expect(problemOf({ checkin: '2032-02-28', checkout: '2032-02-29' })).toBeNull();
    expect(problemOf({ checkin: '2032-02-28', checkout: '2032-03-01' })).toEqual({ field: 'checkout', code: 'too_far' });
  });

  it('needs an adult in every room, at most 8 rooms and 8 adults a room', () => {
    expect(problemOf({ rooms: 0 })).toEqual({ field: 'rooms', code: 'too_few' });
    expect(problemOf({ rooms: 9, adult: 9 })).toEqual({ field: 'rooms', code: 'too_many' });
    expect(problemOf({ rooms: 3, adult: 2 })).toEqual({ field: 'adult', code: 'too_few' });
    expect(problemOf({ rooms: 1, adult: 9 })).toEqual({ field: 'adult', code: 'too_many' });
    expect(problemOf({ rooms: 2, adult: 16 })).toBeNull();
    expect(problemOf({ rooms: 1.5 })).toEqual({ field: 'rooms', code: 'too_few' });
  });

  it('takes up to 6 children, each with one age from 2 to 12', () => {
    expect(problemOf({ child: 7, childAges: '2,3,4,5,6,7,8' })).toEqual({ field: 'child', code: 'too_many' });
    expect(problemOf({ child: -1 })).toEqual({ field: 'child', code: 'too_few' });
    expect(problemOf({ child: 2, childAges: '5' })).toEqual({ field: 'child_ages', code: 'ages_not_matching_children' });
    expect(problemOf({ child: 0, childAges: '5' })).toEqual({ field: 'child_ages', code: 'ages_not_matching_children' });
    expect(problemOf({ child: 1, childAges: 'five' })).toEqual({ field: 'child_ages', code: 'ages_not_matching_children' });
    expect(problemOf({ child: 2, childAges: '1,5' })).toEqual({ field: 'child_ages', code: 'age_out_of_range' });
    expect(problemOf({ child: 1, childAges: '13' })).toEqual({ field: 'child_ages', code: 'age_out_of_range' });
    expect(problemOf({ child: 6, childAges: '2,3,4,10,11,12' })).toBeNull();
  });

  it('reports the first problem in the order of the form', () => {
    expect(problemOf({ checkin: '2031-02-01', rooms: 0, child: 1 })).toEqual({ field: 'checkin', code: 'in_past' });
    expect(problemOf({ rooms: 2, adult: 1, child: 1 })).toEqual({ field: 'adult', code: 'too_few' });
  });
});

import { describe, expect, it } from 'vitest';
import { hotelListFailed, hotelListLoaded, hotelListLoading, initialHotelListState, type HotelListState } from './hotel-list-state.ts';

interface Meta {
  currentPage: number;
  total: number;
}
type State = HotelListState<string, Meta>;

const page = (n: number, cards: string[]) => ({ data: cards, meta: { currentPage: n, total: 5 } });

function loadPages(...answers: Array<{ data?: string[] | null; meta?: Meta | null }>): State {
  let state = initialHotelListState<string, Meta>();
  answers.forEach((answer, index) => {
    state = hotelListLoaded(hotelListLoading(state, index + 1), index + 1, answer);
  });
  return state;
}

describe('the hotel list as pages load (spec §4 "Hotel list")', () => {
  it('starts idle and empty', () => {
    expect(initialHotelListState()).toEqual({ status: 'idle', data: [], meta: null, page: 0, error: null });
  });

  it('stores the first page on success', () => {
    expect(loadPages(page(1, ['a', 'b']))).toEqual({ status: 'success', data: ['a', 'b'], meta: { currentPage: 1, total: 5 }, page: 1, error: null });
  });

  it('appends a later page to the hotels already loaded, with its meta', () => {
    const state = loadPages(page(1, ['a', 'b']), page(2, ['c', 'd']), page(3, ['e']));
    expect(state.data).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.meta).toEqual({ currentPage: 3, total: 5 });
  });

  it('keeps the hotels shown while a later page loads, and clears the error', () => {
    const shown = loadPages(page(1, ['a', 'b']));
    const loading = hotelListLoading({ ...shown, error: 'old' }, 2);
    expect(loading).toMatchObject({ status: 'loading', data: ['a', 'b'], page: 2, error: null });
  });

  it('resets all list data when page 1 loads again (the first load, a new sort or filter), and page 1 replaces', () => {
    const shown = loadPages(page(1, ['a', 'b']), page(2, ['c']));
    const loading = hotelListLoading(shown, 1);
    expect(loading).toEqual({ status: 'loading', data: [], meta: null, page: 1, error: null });
    expect(hotelListLoaded(loading, 1, page(1, ['z'])).data).toEqual(['z']);
    // Even without the loading step, a page 1 answer never appends.
    expect(hotelListLoaded(shown, 1, page(1, ['z'])).data).toEqual(['z']);
  });

  it('fails an answer without data or meta: missing data means failed, and the list is cleared', () => {
    const shown = loadPages(page(1, ['a', 'b']));
    for (const answer of [{ meta: { currentPage: 2, total: 5 } }, { data: null, meta: { currentPage: 2, total: 5 } }, { data: ['c'] }]) {
      expect(hotelListLoaded(hotelListLoading(shown, 2), 2, answer)).toMatchObject({ status: 'failed', data: [], meta: null, page: 2 });
    }
  });

  it('clears the lists when a sort or a later page fails, keeping the error', () => {
    const shown = loadPages(page(1, ['a', 'b']));
    expect(hotelListFailed(hotelListLoading(shown, 2), 'The server did not answer')).toEqual({ status: 'failed', data: [], meta: null, page: 2, error: 'The server did not answer' });
    expect(hotelListFailed(hotelListLoading(shown, 1), 'no')).toMatchObject({ status: 'failed', data: [], page: 1 });
  });

  it('treats an empty page as a success: a page past the last has no hotels', () => {
    expect(loadPages(page(1, ['a']), page(2, []))).toMatchObject({ status: 'success', data: ['a'] });
  });
});

/**
 * Spec §4 "Hotel list": the first load resets all list data; success stores data; paginated loads
 * append unless page is 1 (replace). Missing data means failed. Sort or pagination failure clears
 * lists. And spec §4 for every remote load: idle → loading → success or failed, with data and error
 * cleared on loading (here: the error; a later page keeps the hotels already shown while it loads).
 *
 * The listing builds the hotels it shows page by page through these steps, so "show more" appends the
 * next page to the ones before and a page that fails leaves no stale prices on the screen.
 */

export type HotelListStatus = 'idle' | 'loading' | 'success' | 'failed';

export interface HotelListState<Card, Meta> {
  readonly status: HotelListStatus;
  /** Every hotel loaded so far, pages in order. */
  readonly data: readonly Card[];
  /** The meta of the last page loaded; null before any or after a failure. */
  readonly meta: Meta | null;
  /** The page being loaded or last loaded. */
  readonly page: number;
  readonly error: string | null;
}

export function initialHotelListState<Card, Meta>(): HotelListState<Card, Meta> {
  return { status: 'idle', data: [], meta: null, page: 0, error: null };
}

/** A page starts loading: page 1 (the first load, a new filter or sort) resets the list; a later page keeps it. */
export function hotelListLoading<Card, Meta>(state: HotelListState<Card, Meta>, page: number): HotelListState<Card, Meta> {
  return page <= 1 ? { ...initialHotelListState<Card, Meta>(), status: 'loading', page: 1 } : { ...state, status: 'loading', page, error: null };
}

/**
 * A page's answer. Without data (or meta) it is a failure. Page 1 replaces the list, a later page
 * appends to it.
 */
export function hotelListLoaded<Card, Meta>(state: HotelListState<Card, Meta>, page: number, answer: { data?: readonly Card[] | null; meta?: Meta | null }): HotelListState<Card, Meta> {
  if (!Array.isArray(answer.data) || answer.meta === undefined || answer.meta === null) return hotelListFailed(state, 'missing data');
  return { status: 'success', data: page <= 1 ? [...answer.data] : [...state.data, ...answer.data], meta: answer.meta, page, error: null };
}

/** A load failed (the first, a sort or a later page): the lists are cleared and the error kept. */
export function hotelListFailed<Card, Meta>(state: HotelListState<Card, Meta>, error: string): HotelListState<Card, Meta> {
  return { status: 'failed', data: [], meta: null, page: state.page, error };
}

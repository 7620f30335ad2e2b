import { data } from 'react-router';
import type { HotelCard, HotelFilterResponse, HotelListMeta, HotelListRequest, HotelListResponse } from '@thwa/domain/contracts/hotels';
import { hasHotelPlace } from '@thwa/domain/hotels/hotel-search-query';
import { filtersWithin, parseHotelListingControls, type HotelListingControls, type HotelListingFilters } from '@thwa/domain/hotels/hotel-listing-query';
import { hotelListFailed, hotelListLoaded, hotelListLoading, initialHotelListState, type HotelListState } from '@thwa/domain/hotels/hotel-list-state';
import type { ApiTransport } from '../../runtime.ts';
import type { HotelListingData } from './hotel-listing-data.ts';
import { callHotelApi, hotelPageContext, placeOfAddress, searchSummary, type HotelCallResult, type HotelPageContext } from './hotel-pages.server.ts';

const LIST_PATH = '/hotel/v2/list';
const FILTER_PATH = '/hotel/v2/filter';
/** The api's fields that name the place searched: a 400 on one of them is "we could not find this place". */
const PLACE_FIELD = /^body\.(term|itemId|city)$/;

interface ListingRequest {
  request: Request;
  api: ApiTransport;
  now?: Date;
}

type ListState = HotelListState<HotelCard, HotelListMeta>;

/**
 * `/hotel/listing`: reads the spec §2 search and the listing's filters, sort and page from the
 * address, asks the api for the filter values (with counts) and the list, and shows pages 1 to the
 * page asked, each appended to the one before (spec §4), so "show more" is a plain link that works
 * without JavaScript and a reload shows the same list. Never throws for anything a visitor can put in
 * the address or the api can answer: each outcome is a state the page shows.
 */
export async function loadHotelListing({ request, api: transport, now = new Date() }: ListingRequest) {
  const context = await hotelPageContext(request, transport, now);
  const { search, t } = context;
  const controls = parseHotelListingControls(context.url.searchParams);
  const addressPlace = placeOfAddress(search, t);

  if (!hasHotelPlace(search)) {
    return data<HotelListingData>({ kind: 'noPlace', title: t('hotelListing.meta.noPlace'), summary: searchSummary(context, addressPlace) }, { status: 400 });
  }

  const [filtered, firstTry] = await Promise.all([
    callHotelApi<HotelFilterResponse>(context.api, FILTER_PATH, context.fields),
    loadPages(context, controls.filters, controls),
  ]);
  const options = filtered.ok ? filtered.body.data : null;
  let applied = controls;
  let list = firstTry;
  // A filter value the api does not know (typed into the address) refuses the whole list: the list is
  // asked again with only the values this search offers, which the form then shows as chosen.
  if (list.failure && list.failure.field?.startsWith('body.filters') && options) {
    applied = { ...controls, filters: filtersWithin(controls.filters, options) };
    list = await loadPages(context, applied.filters, applied);
  }

  const state = list.state;
  if (state.status !== 'success' || state.meta === null) {
    const failure = list.failure;
    const placeNotFound = Boolean(failure && (failure.errorCode === 'HOTEL_NOT_FOUND' || (failure.field && PLACE_FIELD.test(failure.field))));
    return data<HotelListingData>(
      {
        kind: 'failed',
        title: t('hotelListing.meta.title', { place: addressPlace }),
        summary: searchSummary(context, addressPlace),
        controls: applied,
        options,
        message: failure?.message ?? t('error.body'),
        placeNotFound,
      },
      { status: failure && failure.status >= 400 ? failure.status : 502 },
    );
  }

  const place = placeOfCards(context, state.data) ?? addressPlace;
  return data<HotelListingData>({
    kind: 'results',
    title: t('hotelListing.meta.title', { place }),
    summary: searchSummary(context, place),
    controls: { ...applied, page: state.meta.currentPage },
    options,
    cards: state.data,
    meta: state.meta,
  });
}

type Failure = Extract<HotelCallResult<unknown>, { ok: false }>;

/**
 * Pages 1 to `controls.page` through the spec §4 list steps: page 1 first (it tells the last page),
 * then the others at once, applied in order. A page that fails clears the list.
 */
async function loadPages(context: HotelPageContext, filters: HotelListingFilters, controls: HotelListingControls): Promise<{ state: ListState; failure: Failure | null }> {
  const ask = (page: number) => {
    const body: HotelListRequest = {
      ...context.fields,
      filters: { priceRanges: [...filters.priceRanges], starRating: [...filters.starRating], bedTypes: [...filters.bedTypes], hotelTypes: [...filters.hotelTypes], amenities: [...filters.amenities], townships: [...filters.townships] },
      sort: controls.sort,
      order: controls.order,
      page,
    };
    return callHotelApi<HotelListResponse>(context.api, LIST_PATH, body);
  };
  let state: ListState = hotelListLoading(initialHotelListState<HotelCard, HotelListMeta>(), 1);
  const first = await ask(1);
  if (!first.ok) return { state: hotelListFailed(state, first.message ?? ''), failure: first };
  state = hotelListLoaded(state, 1, first.body);
  const last = Math.min(controls.page, first.body.meta.lastPage);
  const later = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, index) => ask(index + 2)));
  for (const [index, answer] of later.entries()) {
    const page = index + 2;
    state = hotelListLoading(state, page);
    if (!answer.ok) return { state: hotelListFailed(state, answer.message ?? ''), failure: answer };
    state = hotelListLoaded(state, page, answer.body);
  }
  return { state, failure: null };
}

/** The place in the page language, as the api names it on the cards; null when no card says. */
function placeOfCards({ search }: HotelPageContext, cards: readonly HotelCard[]): string | null {
  const card = cards[0];
  if (!card) return null;
  if (search.scope === 'city') return card.city.name;
  if (search.scope === 'township') return card.township.name;
  // A hotel search lists its city around the hotel.
  return card.city.name;
}

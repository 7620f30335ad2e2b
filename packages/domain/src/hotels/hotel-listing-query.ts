/**
 * The listing's own part of its address, after the spec §2 search parameters (hotel-search-query.ts):
 * the spec §3 filters (priceRanges, starRating, bedTypes, hotelTypes, amenities, townships), the spec
 * §3/§9 sort and order, and the page. They live in the query string so the filters, the sort and
 * "show more" are plain GET forms and links that work before (or without) the page's JavaScript, and a
 * listing can be reloaded or shared as it is.
 *
 * Each filter is one parameter repeated once per value chosen (`starRating=3&starRating=4`), as a GET
 * form's checkboxes send it; a price range is written `min-max` in MMK. The reader never throws: what
 * it cannot read is left out (the api checks every value again). zod-free: the browser carries it.
 */
import { DEFAULT_HOTEL_SORT, HOTEL_SORTS, type HotelSort, type SortOrder } from './hotel-list.ts';

/** Spec §3 filter names, in the spec's order: the names of the query parameters too. */
export const HOTEL_FILTER_PARAMS = ['priceRanges', 'starRating', 'bedTypes', 'hotelTypes', 'amenities', 'townships'] as const;
export type HotelFilterParam = (typeof HOTEL_FILTER_PARAMS)[number];

export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/** What a visitor chose in each filter; an empty list is "any". */
export interface HotelListingFilters {
  readonly priceRanges: readonly PriceRange[];
  readonly starRating: readonly number[];
  readonly bedTypes: readonly string[];
  readonly hotelTypes: readonly string[];
  readonly amenities: readonly string[];
  readonly townships: readonly string[];
}

export interface HotelListingControls {
  readonly filters: HotelListingFilters;
  readonly sort: HotelSort;
  readonly order: SortOrder;
  /** The last page shown: the listing shows pages 1 to this one, each appended to the one before. */
  readonly page: number;
}

export const NO_HOTEL_FILTERS: HotelListingFilters = { priceRanges: [], starRating: [], bedTypes: [], hotelTypes: [], amenities: [], townships: [] };

/** The most values of each filter the api takes (contracts/hotels.ts HotelListFilters). */
const MOST: Readonly<Record<HotelFilterParam, number>> = { priceRanges: 10, starRating: 5, bedTypes: 10, hotelTypes: 10, amenities: 30, townships: 30 };
/** The api pages up to here; a listing asks every page up to the one in its address, so no further. */
export const MAX_LISTING_PAGE = 1_000;

const CODE = /^[a-z0-9_]{1,40}$/;
const SLUG = /^[a-z0-9-]{1,120}$/;
const PRICE_RANGE = /^(\d{1,9})-(\d{1,9})$/;

/**
 * The sorts the listing offers, in its order: spec §9 rank (Recommended, the default, descending),
 * deals (the biggest first), price (lowest or highest first) and star_rating (Stars, most first).
 */
export const HOTEL_SORT_CHOICES: ReadonlyArray<{ readonly sort: HotelSort; readonly order: SortOrder }> = [
  { sort: 'rank', order: 'desc' },
  { sort: 'deals', order: 'desc' },
  { sort: 'price', order: 'asc' },
  { sort: 'price', order: 'desc' },
  { sort: 'star_rating', order: 'desc' },
  { sort: 'guest_rating', order: 'desc' },
];

/** A sort given without its order: the price from the lowest, everything else from the most. */
export function defaultOrderOf(sort: HotelSort): SortOrder {
  return sort === 'price' ? 'asc' : 'desc';
}

export function priceRangeParam(range: PriceRange): string {
  return `${range.min}-${range.max}`;
}

/** The distinct values of a repeated parameter that `read` accepts, at most `most` of them. */
function values<T>(params: URLSearchParams, name: HotelFilterParam, read: (raw: string) => T | null, key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const raw of params.getAll(name)) {
    const value = read(raw.trim());
    if (value === null || seen.has(key(value))) continue;
    seen.add(key(value));
    kept.push(value);
    if (kept.length === MOST[name]) break;
  }
  return kept;
}

function readPriceRange(raw: string): PriceRange | null {
  const match = PRICE_RANGE.exec(raw);
  if (!match) return null;
  const range = { min: Number(match[1]), max: Number(match[2]) };
  return range.min <= range.max ? range : null;
}

const readCode = (raw: string) => (CODE.test(raw) ? raw : null);
const readSlug = (raw: string) => (SLUG.test(raw) ? raw : null);
const readStars = (raw: string) => (/^[1-5]$/.test(raw) ? Number(raw) : null);

/** Reads the filters, sort, order and page of a listing address; defaults for what is missing or wrong. */
export function parseHotelListingControls(params: URLSearchParams): HotelListingControls {
  const rawSort = params.get('sort') ?? '';
  const sort = (HOTEL_SORTS as readonly string[]).includes(rawSort) ? (rawSort as HotelSort) : DEFAULT_HOTEL_SORT.sort;
  const rawOrder = params.get('order');
  const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : sort === DEFAULT_HOTEL_SORT.sort ? DEFAULT_HOTEL_SORT.order : defaultOrderOf(sort);
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Math.min(MAX_LISTING_PAGE, Math.max(1, Number(rawPage))) : 1;
  return {
    filters: {
      priceRanges: values(params, 'priceRanges', readPriceRange, priceRangeParam),
      starRating: values(params, 'starRating', readStars),
      bedTypes: values(params, 'bedTypes', readCode),
      hotelTypes: values(params, 'hotelTypes', readCode),
      amenities: values(params, 'amenities', readCode),
      townships: values(params, 'townships', readSlug),
    },
    sort,
    order,
    page,
  };
}

/** How many filters narrow the list (a filter with any value chosen counts once). */
export function activeFilterCount(filters: HotelListingFilters): number {
  return HOTEL_FILTER_PARAMS.filter((name) => filters[name].length > 0).length;
}

/** The filters as query parameters, each value once, in the spec's order. */
export function hotelFilterEntries(filters: HotelListingFilters): Array<[HotelFilterParam, string]> {
  return HOTEL_FILTER_PARAMS.flatMap((name) =>
    name === 'priceRanges' ? filters.priceRanges.map((range): [HotelFilterParam, string] => [name, priceRangeParam(range)]) : filters[name].map((value): [HotelFilterParam, string] => [name, String(value)]),
  );
}

/**
 * The listing's own parameters to put after the search's: the filters, then the sort and order unless
 * they are the default (rank descending), then the page when past the first. With `page` left out a
 * link starts at the first page, as a new filter or sort must (spec §4: page 1 replaces the list).
 */
export function hotelListingControlsQuery(controls: { filters: HotelListingFilters; sort: HotelSort; order: SortOrder; page?: number }): string {
  const params = new URLSearchParams(hotelFilterEntries(controls.filters));
  if (controls.sort !== DEFAULT_HOTEL_SORT.sort || controls.order !== DEFAULT_HOTEL_SORT.order) {
    params.set('sort', controls.sort);
    params.set('order', controls.order);
  }
  if (controls.page !== undefined && controls.page > 1) params.set('page', String(controls.page));
  return params.toString();
}

/**
 * The chosen filters the search can still offer: values outside `offered` dropped. For a listing whose
 * filters the api refused (a code typed into the address that is not one of ours).
 */
export function filtersWithin(
  filters: HotelListingFilters,
  offered: {
    priceRanges: readonly PriceRange[];
    starRating: ReadonlyArray<{ value: number }>;
    bedTypes: ReadonlyArray<{ code: string }>;
    hotelTypes: ReadonlyArray<{ code: string }>;
    amenities: ReadonlyArray<{ code: string }>;
    townships: ReadonlyArray<{ slug: string }>;
  },
): HotelListingFilters {
  const within = <T>(chosen: readonly T[], allowed: readonly T[]) => chosen.filter((value) => allowed.includes(value));
  const ranges = offered.priceRanges.map(priceRangeParam);
  return {
    priceRanges: filters.priceRanges.filter((range) => ranges.includes(priceRangeParam(range))),
    starRating: within(filters.starRating, offered.starRating.map((option) => option.value)),
    bedTypes: within(filters.bedTypes, offered.bedTypes.map((option) => option.code)),
    hotelTypes: within(filters.hotelTypes, offered.hotelTypes.map((option) => option.code)),
    amenities: within(filters.amenities, offered.amenities.map((option) => option.code)),
    townships: within(filters.townships, offered.townships.map((option) => option.slug)),
  };
}

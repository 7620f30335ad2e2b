/**
 * The hotel list rules (spec §3 "Hotel listing filters" and "List meta", §9 "Hotel sort"): which
 * hotels a filter keeps, in which order a sort puts them, and which page of them a request gets.
 *
 * Pure functions over plain cards: the list call applies them on the server, and the same rules can
 * run in the browser. Imports nothing, so the listing page may use it without the contracts' zod.
 */

/** Spec §9 hotel sorts: rank (Recommended), deals, price, star_rating (Stars); and guest_rating (issue 19: reviews). */
export const HOTEL_SORTS = ['rank', 'deals', 'price', 'star_rating', 'guest_rating'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** Spec §9: "default rank descending". */
export const DEFAULT_HOTEL_SORT: { sort: HotelSort; order: SortOrder } = { sort: 'rank', order: 'desc' };

/** Hotels per page of the list. */
export const HOTELS_PER_PAGE = 20;

/** What the list rules need to know of a hotel for one stay. */
export interface HotelListCard {
  hotelId: string;
  stars: number;
  hotelType: string;
  townshipSlug: string;
  amenities: readonly string[];
  /** The main bed of each room type still free for the whole stay. */
  bedTypes: readonly string[];
  /** The cheapest free room's average price per night for the stay, in MMK. */
  pricePerNight: number;
  /** What that price was before the hotel's deal; equal to it when there is no deal. */
  pricePerNightBeforeDeal: number;
  /** How much we recommend it, higher first: rank.ts hotelRank (stars, amenities, the deal, what our customers booked). */
  rank: number;
  /** The guests' average score (1 to 10, one decimal) and how many reviewed; null and 0 before any review. */
  reviewScore?: number | null;
  reviewCount?: number;
}

/** Spec §3 filters; an empty list or a missing range keeps every hotel on that count. */
export interface HotelListFilters {
  priceRanges?: ReadonlyArray<{ min: number; max: number }>;
  starRating?: readonly number[];
  bedTypes?: readonly string[];
  hotelTypes?: readonly string[];
  amenities?: readonly string[];
  townships?: readonly string[];
}

/** Spec §3 list meta; `searchedTerm` is the region searched (local or international). */
export interface HotelListMeta {
  from: number;
  to: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
  total: number;
}

/** The share of the price the hotel's deal takes off, 0 without one. */
export function dealShare(card: Pick<HotelListCard, 'pricePerNight' | 'pricePerNightBeforeDeal'>): number {
  return card.pricePerNightBeforeDeal > card.pricePerNight ? 1 - card.pricePerNight / card.pricePerNightBeforeDeal : 0;
}

/** True when nothing is chosen (the filter is off) or some chosen value matches. */
function anyChosen<T>(chosen: readonly T[] | undefined, matches: (value: T) => boolean): boolean {
  return !chosen || chosen.length === 0 || chosen.some(matches);
}

/**
 * Whether a hotel passes the filters: within one filter any chosen value will do (3 or 4 stars); across
 * filters every one must pass. Amenities are the exception: a hotel must have every amenity chosen,
 * as guests who tick "pool" and "spa" want both.
 */
export function passesFilters(card: HotelListCard, filters: HotelListFilters): boolean {
  return (
    anyChosen(filters.priceRanges, (range) => card.pricePerNight >= range.min && card.pricePerNight <= range.max) &&
    anyChosen(filters.starRating, (stars) => card.stars === stars) &&
    anyChosen(filters.bedTypes, (bed) => card.bedTypes.includes(bed)) &&
    anyChosen(filters.hotelTypes, (type) => card.hotelType === type) &&
    anyChosen(filters.townships, (township) => card.townshipSlug === township) &&
    (filters.amenities ?? []).every((amenity) => card.amenities.includes(amenity))
  );
}

const SORT_KEYS: Readonly<Record<HotelSort, (card: HotelListCard) => number>> = {
  rank: (card) => card.rank,
  deals: dealShare,
  price: (card) => card.pricePerNight,
  star_rating: (card) => card.stars,
  guest_rating: (card) => card.reviewScore ?? 0,
};

/**
 * The cards in the order asked. Ties keep a fixed order (by recommendation, then id), so paging a
 * sorted list never shows a hotel twice or skips one.
 */
export function sortHotels(cards: readonly HotelListCard[], sort: HotelSort, order: SortOrder): HotelListCard[] {
  const key = SORT_KEYS[sort];
  const direction = order === 'asc' ? 1 : -1;
  // By guest rating, hotels nobody reviewed yet come last either way, and equal scores go by how many reviewed.
  const rated = (card: HotelListCard) => (sort === 'guest_rating' && !card.reviewScore ? 1 : 0);
  const reviews = (card: HotelListCard) => (sort === 'guest_rating' ? (card.reviewCount ?? 0) : 0);
  return [...cards].sort((a, b) => rated(a) - rated(b) || direction * (key(a) - key(b)) || reviews(b) - reviews(a) || b.rank - a.rank || (a.hotelId < b.hotelId ? -1 : a.hotelId > b.hotelId ? 1 : 0));
}

/**
 * One page of a list already filtered and sorted, with spec §3 list meta. Page 1 is the first; a page
 * past the last is empty, never the last one again, since the web appends every page after the first.
 */
export function pageOf<T>(items: readonly T[], page: number, perPage: number = HOTELS_PER_PAGE): { items: T[]; meta: HotelListMeta } {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.max(1, Math.trunc(page));
  const start = (currentPage - 1) * perPage;
  const pageItems = items.slice(start, start + perPage);
  return {
    items: pageItems,
    meta: { from: pageItems.length > 0 ? start + 1 : 0, to: start + pageItems.length, perPage, currentPage, lastPage, total },
  };
}

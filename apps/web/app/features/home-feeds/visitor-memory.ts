import { isIsoDate } from '@thwa/domain/dates';
import type { PictureSource } from '../../ui/picture.tsx';

/**
 * What this device remembers for a returning visitor's home blocks (issue 22 item 2, 'continue your
 * search' and 'recently viewed'): the last hotel search and the hotels last looked at. Kept in
 * localStorage like the search forms' recent places: a convenience of this phone, not part of an
 * account, so it needs no sign-in and no server. The flight form keeps its own last search
 * (flight-search/search-storage.ts). Names are stored as the page showed them, in its language then.
 */
const LAST_HOTEL_SEARCH_KEY = 'thwa.hotel.lastSearch';
const VIEWED_HOTELS_KEY = 'thwa.hotel.recentlyViewed';
/** Enough for a row of cards on a desktop; a phone scrolls it sideways. */
export const MAX_VIEWED_HOTELS = 6;

export interface LastHotelSearch {
  place: string;
  checkin: string;
  checkout: string;
  rooms: number;
  guests: number;
  /** The listing's own address, query included. */
  href: string;
}

export interface ViewedHotel {
  hotelId: string;
  name: string;
  /** Township and city, as the page named them. */
  place: string;
  stars: number;
  /** The hotel page's address as it was viewed; its dates are renewed by the page when they have passed. */
  href: string;
  photo: PictureSource | null;
}

function read(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: remembering is a nicety, the page goes on without it.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
/** Only our own pages: stored values can be edited by hand, and a card must never lead elsewhere. */
const isOwnPath = (value: unknown): value is string => isText(value) && value.startsWith('/') && !value.startsWith('//');

function isPicture(value: unknown): value is PictureSource {
  const photo = value as Partial<PictureSource> | null;
  return typeof photo === 'object' && photo !== null && isText(photo.imageId) && /^[0-9a-f]{40}$/.test(photo.imageId) && isCount(photo.width) && isCount(photo.height) && typeof photo.caption === 'string';
}

export function isLastHotelSearch(value: unknown): value is LastHotelSearch {
  const search = value as Partial<LastHotelSearch> | null;
  return (
    typeof search === 'object' &&
    search !== null &&
    isText(search.place) &&
    isIsoDate(search.checkin) &&
    isIsoDate(search.checkout) &&
    isCount(search.rooms) &&
    isCount(search.guests) &&
    isOwnPath(search.href)
  );
}

export function isViewedHotel(value: unknown): value is ViewedHotel {
  const hotel = value as Partial<ViewedHotel> | null;
  return (
    typeof hotel === 'object' &&
    hotel !== null &&
    isText(hotel.hotelId) &&
    isText(hotel.name) &&
    typeof hotel.place === 'string' &&
    Number.isInteger(hotel.stars) &&
    isOwnPath(hotel.href) &&
    (hotel.photo === null || isPicture(hotel.photo))
  );
}

/** The last hotel search, while its check-in is today or later (`today` in Asia/Yangon); an older one is no search to continue. */
export function readLastHotelSearch(today: string): LastHotelSearch | null {
  const stored = read(LAST_HOTEL_SEARCH_KEY);
  return isLastHotelSearch(stored) && stored.checkin >= today ? stored : null;
}

export function rememberHotelSearch(search: LastHotelSearch) {
  write(LAST_HOTEL_SEARCH_KEY, search);
}

/** The list with `hotel` first and once: the newest view wins, the oldest beyond the limit is dropped. */
export function addViewedHotel(list: readonly ViewedHotel[], hotel: ViewedHotel): ViewedHotel[] {
  return [hotel, ...list.filter((one) => one.hotelId !== hotel.hotelId)].slice(0, MAX_VIEWED_HOTELS);
}

export function readViewedHotels(): ViewedHotel[] {
  const stored = read(VIEWED_HOTELS_KEY);
  return Array.isArray(stored) ? stored.filter(isViewedHotel).slice(0, MAX_VIEWED_HOTELS) : [];
}

export function rememberViewedHotel(hotel: ViewedHotel) {
  write(VIEWED_HOTELS_KEY, addViewedHotel(readViewedHotels(), hotel));
}

/**
 * The hotel search as the listing's address carries it (spec §2 hotel search query parameters),
 * written by the landing's search form and read back by the listing, and the rules of the form's
 * rooms and guests (spec §3 "Hotel search", §9 defaults and age bands).
 *
 * The place: `scope` is the kind of the spec §3 departure location (city, township, hotel), `itemId`
 * its id, `term` its slug (city_slug, township_slug or hotel_slug: what the api searches by, see
 * contracts/hotels.ts), `city` its city_slug; `listingSearchTerm` is what the visitor typed to find
 * it, `name` and `country` how it is shown. `region` is 'local' for our own Myanmar destinations.
 *
 * Why the reader never throws and repairs instead of refusing: the address is typed, shared and
 * bookmarked by people, and a listing can always show something sensible (the default dates, one
 * room) with the search bar to change it. zod-free, like flights/flight-search.ts: the browser
 * bundle of the landing carries these rules.
 */
import { HOTEL_SEARCH_DEFAULTS } from '../constants.ts';
import type { HotelLocation, HotelLocationKind } from '../contracts/hotels.ts';
import { addDays, daysBetween, hotelDefaultDates, isIsoDate, yangonDate } from '../dates.ts';
import {
  parseCount,
  parseCurrency,
  parseLanguage,
  parseNationality,
  type Language,
  type Nationality,
  type SettingsCurrency,
} from '../settings.ts';
import {
  HOTEL_BOOKING_HORIZON_DAYS,
  HOTEL_CHILD_AGE,
  MAX_ADULTS_PER_ROOM,
  MAX_HOTEL_CHILDREN,
  MAX_HOTEL_ROOMS,
  checkHotelSearch,
  type HotelSearchProblem,
} from './hotel-search.ts';
import { MAX_STAY_NIGHTS } from './stay.ts';

/** Spec §2: the hotel listing's query parameters, in the spec's order (the order they are written in). */
export const HOTEL_SEARCH_PARAMS = [
  'term',
  'listingSearchTerm',
  'itemId',
  'name',
  'scope',
  'city',
  'country',
  'region',
  'checkin',
  'checkout',
  'rooms',
  'adult',
  'child',
  'child_ages',
  'nationality',
  'currency',
  'language',
] as const;

/** Spec §3 region: our own domestic inventory (local, the default) or hotels abroad. */
export type HotelSearchRegion = 'local' | 'international';
export const DEFAULT_HOTEL_REGION: HotelSearchRegion = 'local';

const SCOPES: readonly HotelLocationKind[] = ['city', 'township', 'hotel'];
const REGIONS: readonly HotelSearchRegion[] = ['local', 'international'];
/** The longest text of the address that is only shown (the api's bound for display texts). */
const DISPLAY_TEXT_MAX = 120;
const SLUG = /^[a-z0-9-]{1,120}$/;
const ITEM_ID = /^[A-Za-z0-9-]{1,20}$/;

/** Where the stay is: the place fields of the query. Empty strings where the address names no place. */
export interface HotelSearchPlace {
  readonly term: string;
  readonly listingSearchTerm: string;
  readonly itemId: string;
  readonly name: string;
  readonly scope: HotelLocationKind;
  readonly city: string;
  readonly country: string;
  readonly region: HotelSearchRegion;
}

/** Spec §3 "Hotel search" guests: totals over all rooms, one age per child. */
export interface HotelGuestCounts {
  readonly rooms: number;
  readonly adult: number;
  readonly childAges: readonly number[];
}

/** A whole hotel search: every spec §2 parameter. `child` is `childAges.length`. */
export interface HotelSearchQuery extends HotelSearchPlace, HotelGuestCounts {
  readonly checkin: string;
  readonly checkout: string;
  readonly nationality: Nationality;
  readonly currency: SettingsCurrency;
  readonly language: Language;
}

// ---------------------------------------------------------------- the place

/** The slug the api finds a place by: a hotel's or township's own, a city's city_slug. */
function slugOf(location: HotelLocation): string {
  if (location.kind === 'hotel') return location.hotel_slug ?? location.city_slug;
  if (location.kind === 'township') return location.township_slug ?? location.city_slug;
  return location.city_slug;
}

/**
 * The place fields for a location chosen in the search drawer (spec §3 departure location).
 * `typed` is what the visitor typed to find it; nothing typed (a recent location) gives its name.
 */
export function placeOfLocation(location: HotelLocation, typed = ''): HotelSearchPlace {
  return {
    term: slugOf(location),
    listingSearchTerm: typed.trim().slice(0, DISPLAY_TEXT_MAX) || location.name,
    itemId: location.id,
    name: location.name,
    scope: location.kind,
    city: location.city_slug,
    country: location.country,
    region: location.region,
  };
}

/** True when the query names a place the listing can search (a slug, an id or a city). */
export function hasHotelPlace(place: Pick<HotelSearchPlace, 'term' | 'itemId' | 'city'>): boolean {
  return place.term !== '' || place.itemId !== '' || place.city !== '';
}

// ---------------------------------------------------------------- dates

/** Check-in may be any day from today (Yangon) to the last day we sell. */
export function checkInBounds(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, HOTEL_BOOKING_HORIZON_DAYS - 1) };
}

/**
 * Check-out is after check-in and at most {@link MAX_STAY_NIGHTS} nights later, and the last night
 * slept is still on sale. `checkIn` must be a date.
 */
export function checkOutBounds(checkIn: string, today: string): { min: string; max: string } {
  const lastCheckOut = addDays(today, HOTEL_BOOKING_HORIZON_DAYS);
  const longest = addDays(checkIn, MAX_STAY_NIGHTS);
  return { min: addDays(checkIn, 1), max: longest < lastCheckOut ? longest : lastCheckOut };
}

function isWithin(date: string, bounds: { min: string; max: string }): boolean {
  // 'YYYY-MM-DD' strings compare like the dates they name.
  return date >= bounds.min && date <= bounds.max;
}

/**
 * The stay after the visitor picks another check-in: the stay keeps its number of nights when that
 * still fits the bounds, otherwise it becomes one night. A check-in that is not a date (a cleared
 * field) leaves the check-out as it was.
 */
export function moveCheckIn(stay: { checkin: string; checkout: string }, checkin: string, today: string): { checkin: string; checkout: string } {
  if (!isIsoDate(checkin)) return { checkin, checkout: stay.checkout };
  const nights = isIsoDate(stay.checkin) && isIsoDate(stay.checkout) ? daysBetween(stay.checkin, stay.checkout) : 1;
  const kept = addDays(checkin, Math.max(1, nights));
  return { checkin, checkout: isWithin(kept, checkOutBounds(checkin, today)) ? kept : addDays(checkin, 1) };
}

// ---------------------------------------------------------------- rooms and guests

/** The range of one stepper, both ends included. */
export interface CountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What the rooms and guests steppers may offer: 1 to {@link MAX_HOTEL_ROOMS} rooms; at least one
 * adult in every room and at most {@link MAX_ADULTS_PER_ROOM} a room; up to {@link MAX_HOTEL_CHILDREN}
 * children.
 */
export function hotelGuestLimits(rooms: number): { rooms: CountRange; adult: CountRange; child: CountRange } {
  return {
    rooms: { min: 1, max: MAX_HOTEL_ROOMS },
    adult: { min: rooms, max: rooms * MAX_ADULTS_PER_ROOM },
    child: { min: 0, max: MAX_HOTEL_CHILDREN },
  };
}

const clamp = (value: number, range: CountRange): number => Math.min(range.max, Math.max(range.min, value));

/**
 * Another number of rooms: the adults follow so every room still has one (3 rooms for 2 adults
 * makes 3 adults), and no room more than {@link MAX_ADULTS_PER_ROOM}.
 */
export function withRooms<T extends { readonly rooms: number; readonly adult: number }>(guests: T, rooms: number): T {
  const next = clamp(rooms, hotelGuestLimits(1).rooms);
  return { ...guests, rooms: next, adult: clamp(guests.adult, hotelGuestLimits(next).adult) };
}

/** The ages a child's age may be chosen from (spec §9: a hotel child is 2 to 12). */
export const HOTEL_CHILD_AGES: readonly number[] = Array.from({ length: HOTEL_CHILD_AGE.max - HOTEL_CHILD_AGE.min + 1 }, (_, index) => HOTEL_CHILD_AGE.min + index);

// ---------------------------------------------------------------- the form's checks

export type HotelSearchFormProblem = { field: 'destination'; code: 'required' } | HotelSearchProblem;

/**
 * The first problem of a search the form is about to send, in the order of the form: no place
 * chosen ('destination', 'required': spec §5's "Destination city is required!" for hotels), then the
 * dates and the party (hotel-search.ts: check-in from today within the year we sell, check-out after
 * it and at most 30 nights later, an adult in every room, ages 2 to 12). `today` is the Yangon date.
 */
export function validateHotelSearch(query: HotelSearchQuery, today: string): HotelSearchFormProblem | null {
  if (!hasHotelPlace(query)) return { field: 'destination', code: 'required' };
  const checked = checkHotelSearch(
    { checkin: query.checkin, checkout: query.checkout, rooms: query.rooms, adult: query.adult, child: query.childAges.length, childAges: query.childAges.join(',') },
    today,
  );
  return 'problem' in checked ? checked.problem : null;
}

// ---------------------------------------------------------------- the address, written and read

/**
 * The listing's query string: every spec §2 parameter, in the spec's order, URL-encoded; child_ages
 * comma separated. The inverse of {@link parseHotelSearchQuery} for a valid search.
 */
export function buildHotelSearchQuery(query: HotelSearchQuery): string {
  const values: Record<(typeof HOTEL_SEARCH_PARAMS)[number], string> = {
    term: query.term,
    listingSearchTerm: query.listingSearchTerm,
    itemId: query.itemId,
    name: query.name,
    scope: query.scope,
    city: query.city,
    country: query.country,
    region: query.region,
    checkin: query.checkin,
    checkout: query.checkout,
    rooms: String(query.rooms),
    adult: String(query.adult),
    child: String(query.childAges.length),
    child_ages: query.childAges.join(','),
    nationality: query.nationality,
    currency: query.currency,
    language: query.language,
  };
  return new URLSearchParams(HOTEL_SEARCH_PARAMS.map((name) => [name, values[name]])).toString();
}

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, DISPLAY_TEXT_MAX);
}

function oneOf<T extends string>(allowed: readonly T[], raw: string, fallback: T): T {
  return (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/** child_ages read leniently: whole numbers from 2 to 12, whatever else is in the list dropped. */
function readChildAges(raw: string): number[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number)
    .filter((age) => age >= HOTEL_CHILD_AGE.min && age <= HOTEL_CHILD_AGE.max);
}

/**
 * Reads the spec §2 hotel search parameters back, each with its default and within its bounds:
 * - the place as given (term a slug and itemId an id, or empty; texts trimmed and bounded); scope
 *   city, township or hotel (default city); region local or international (default local);
 * - checkin a date from today (Yangon) within the year we sell, else the spec §9 default; checkout
 *   after it and at most 30 nights later, else the day after checkin;
 * - rooms 1 to 8 (default 1); adult at least one a room and at most 8 a room (default 2); each child
 *   is one age from 2 to 12 in child_ages, at most 6: `child` counts only the children with an age,
 *   since a child without one cannot be roomed;
 * - nationality, currency and language as the settings read them (local, MMK, en by default).
 * Never throws; `now` must be a valid Date.
 */
export function parseHotelSearchQuery(params: URLSearchParams, now: Date = new Date()): HotelSearchQuery {
  const today = yangonDate(now);
  const defaults = hotelDefaultDates(now);

  const rawCheckIn = text(params, 'checkin');
  const checkin = isIsoDate(rawCheckIn) && isWithin(rawCheckIn, checkInBounds(today)) ? rawCheckIn : defaults.checkIn;
  const rawCheckOut = text(params, 'checkout');
  const checkout = isIsoDate(rawCheckOut) && isWithin(rawCheckOut, checkOutBounds(checkin, today)) ? rawCheckOut : addDays(checkin, 1);

  const rooms = clamp(parseCount(params.get('rooms'), HOTEL_SEARCH_DEFAULTS.rooms), hotelGuestLimits(1).rooms);
  const adult = clamp(parseCount(params.get('adult'), HOTEL_SEARCH_DEFAULTS.adult), hotelGuestLimits(rooms).adult);
  const child = Math.min(parseCount(params.get('child'), HOTEL_SEARCH_DEFAULTS.child), MAX_HOTEL_CHILDREN);
  const childAges = readChildAges(params.get('child_ages') ?? '').slice(0, child);

  const term = text(params, 'term').toLowerCase();
  const itemId = text(params, 'itemId');
  const city = text(params, 'city').toLowerCase();
  return {
    term: SLUG.test(term) ? term : '',
    listingSearchTerm: text(params, 'listingSearchTerm'),
    itemId: ITEM_ID.test(itemId) ? itemId : '',
    name: text(params, 'name'),
    scope: oneOf(SCOPES, text(params, 'scope').toLowerCase(), 'city'),
    city: SLUG.test(city) ? city : '',
    country: text(params, 'country'),
    region: oneOf(REGIONS, text(params, 'region').toLowerCase(), DEFAULT_HOTEL_REGION),
    checkin,
    checkout,
    rooms,
    adult,
    childAges,
    nationality: parseNationality(params.get('nationality')),
    currency: parseCurrency(params.get('currency')),
    language: parseLanguage(params.get('language')),
  };
}

/**
 * The search as the api's hotel calls take it (contracts/hotels.ts HotelSearchFields): the place's
 * empty fields left out, `child` and `child_ages` from the ages. For the listing and detail loaders.
 */
export function hotelSearchRequestFields(query: HotelSearchQuery) {
  const optional = (value: string) => (value === '' ? undefined : value);
  const fields = {
    term: optional(query.term),
    listingSearchTerm: optional(query.listingSearchTerm),
    itemId: optional(query.itemId),
    name: optional(query.name),
    scope: query.scope,
    city: optional(query.city),
    country: optional(query.country),
    region: query.region,
    checkin: query.checkin,
    checkout: query.checkout,
    rooms: query.rooms,
    adult: query.adult,
    child: query.childAges.length,
    child_ages: query.childAges.join(','),
    nationality: query.nationality,
    currency: query.currency,
    language: query.language,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as typeof fields;
}

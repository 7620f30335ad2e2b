/**
 * My trips (spec §2 "My trips: tabs (default upComing), a product filter (default all), and per trip:
 * track booking, view ticket, download ticket, book again"; §3 Trip record and its bookAgain fields).
 */
import type { z } from 'zod';
import { PRODUCT_TYPE_IDS, TRIP_TYPES, type TripType } from '../constants.ts';
import type { FlightBookAgain } from '../contracts/flights.ts';
import type { HotelBookAgain } from '../contracts/hotels.ts';
import type { PRODUCT_BOOK_AGAINS } from '../contracts/products.ts';
import { addDays, daysBetween, isIsoDate } from '../dates.ts';

export const TRIP_TABS = ['upComing', 'completed', 'cancelled'] as const;
export type TripTab = (typeof TRIP_TABS)[number];
/** Spec §2: the tab My trips opens on. */
export const DEFAULT_TRIP_TAB: TripTab = 'upComing';

/** Order statuses after which nobody travels: the booking ended without a trip (spec §4 danger tones). */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'unsuccessful', 'failed', 'expired']);

/**
 * Which tab a trip is under: 'cancelled' when the booking ended without a trip (cancelled, failed,
 * unsuccessful, an unpaid hold that expired); 'completed' once its last flight date has passed in
 * Yangon; 'upComing' otherwise, including a booking still being paid or issued.
 */
export function tripTab(input: { status: string; lastTravelDate: string }, today: string): TripTab {
  if (ENDED_STATUSES.has(input.status.trim().toLowerCase())) return 'cancelled';
  if (isIsoDate(input.lastTravelDate) && input.lastTravelDate < today) return 'completed';
  return 'upComing';
}

/** Reads a tab from a URL: unknown or missing gives the default (spec §2 upComing). */
export function parseTripTab(raw: string | null | undefined): TripTab {
  return (TRIP_TABS as readonly string[]).includes(raw ?? '') ? (raw as TripTab) : DEFAULT_TRIP_TAB;
}

/** The product filter: 'all' (spec §2 default) or one product of spec §3's product type ids. */
export const TRIP_PRODUCTS = ['all', 'flight', 'hotel', 'carWithDriver', 'tour', 'visa', 'bus', 'insurance', 'healthInsurance'] as const;
export type TripProduct = (typeof TRIP_PRODUCTS)[number];
export const DEFAULT_TRIP_PRODUCT: TripProduct = 'all';

export function parseTripProduct(raw: string | null | undefined): TripProduct {
  return (TRIP_PRODUCTS as readonly string[]).includes(raw ?? '') ? (raw as TripProduct) : DEFAULT_TRIP_PRODUCT;
}

/** The product name of a spec §3 product type id (an unknown id reads as its number). */
export function productNameOf(productType: number): Exclude<TripProduct, 'all'> | `product-${number}` {
  const found = (Object.entries(PRODUCT_TYPE_IDS) as Array<[keyof typeof PRODUCT_TYPE_IDS, number]>).find(([, id]) => id === productType);
  return found ? found[0] : `product-${productType}`;
}

/** The trips of one tab and product, in the order given (newest booking first, as the api sends them). */
export function filterTrips<T extends { tab: TripTab; productType: number }>(trips: readonly T[], tab: TripTab, product: TripProduct): T[] {
  return trips.filter((trip) => trip.tab === tab && (product === 'all' || trip.productType === PRODUCT_TYPE_IDS[product]));
}

/** What "book again" searches, by product: each product's own search, listed in the products' type map. */
export type BookAgain = z.infer<(typeof PRODUCT_BOOK_AGAINS)[number]>;
// Each product's own, named here too for the rules below and the screens that import them from here.
export type { FlightBookAgain, HotelBookAgain };

/** The bookAgain fields of a flight order, from the search it was sold from. */
export function bookAgainOf(
  request: { tripType: number; origin: string; destination: string; departureDate: string; returnDate?: string | undefined; adult: number; child: number; infant: number; language: string },
  currency: string,
): FlightBookAgain {
  const tripType: TripType = request.tripType === TRIP_TYPES.roundTrip ? TRIP_TYPES.roundTrip : TRIP_TYPES.oneWay;
  return {
    product: 'flight',
    tripType,
    fromCityCode: request.origin,
    toCityCode: request.destination,
    requestDateFrom: request.departureDate,
    requestDateTo: tripType === TRIP_TYPES.roundTrip ? (request.returnDate ?? '') : '',
    currency,
    language: request.language,
    adult: request.adult,
    child: request.child,
    infant: request.infant,
  };
}

/**
 * The departure listing's query (spec §2 parameters) for booking a trip again. A trip whose date has
 * passed is searched from `earliestDeparture` (the search form's default date) and keeps its length,
 * so a 3-night round trip is offered again as a 3-night round trip.
 */
export function bookAgainSearchParams(again: FlightBookAgain, earliestDeparture: string): URLSearchParams {
  const roundTrip = again.tripType === TRIP_TYPES.roundTrip && isIsoDate(again.requestDateTo);
  const departure = isIsoDate(again.requestDateFrom) && again.requestDateFrom >= earliestDeparture ? again.requestDateFrom : earliestDeparture;
  const params = new URLSearchParams();
  params.set('tripType', String(roundTrip ? TRIP_TYPES.roundTrip : TRIP_TYPES.oneWay));
  params.set('origin', again.fromCityCode);
  params.set('destination', again.toCityCode);
  params.set('departureDate', departure);
  if (roundTrip) {
    const nights = isIsoDate(again.requestDateFrom) ? Math.max(0, daysBetween(again.requestDateFrom, again.requestDateTo)) : 1;
    params.set('returnDate', addDays(departure, nights));
  }
  params.set('currency', again.currency);
  params.set('language', again.language);
  params.set('adult', String(again.adult));
  params.set('child', String(again.child));
  params.set('infant', String(again.infant));
  return params;
}

/**
 * The hotel listing's query (spec §2 hotel parameters) for booking a stay again: the same hotel, rooms
 * and guests. A stay whose check-in has passed is searched from `earliestCheckIn` (the search form's
 * default) for as many nights as before.
 */
export function hotelBookAgainSearchParams(again: HotelBookAgain, earliestCheckIn: string): URLSearchParams {
  const nights = isIsoDate(again.checkin) && isIsoDate(again.checkout) ? Math.max(1, daysBetween(again.checkin, again.checkout)) : 1;
  const checkIn = isIsoDate(again.checkin) && again.checkin >= earliestCheckIn ? again.checkin : earliestCheckIn;
  const params = new URLSearchParams();
  params.set('itemId', again.itemId);
  params.set('name', again.name);
  params.set('scope', 'hotel');
  params.set('city', again.city);
  params.set('region', again.region);
  params.set('checkin', checkIn);
  params.set('checkout', addDays(checkIn, nights));
  params.set('rooms', String(again.rooms));
  params.set('adult', String(again.adult));
  params.set('child', String(again.child));
  if (again.childAges.length > 0) params.set('child_ages', again.childAges.join(','));
  params.set('nationality', again.nationality);
  params.set('currency', again.currency);
  params.set('language', again.language);
  return params;
}

/** Spec §6/§7 my-trips userType of a user code: agents (AGT), sub-agents (SGT), and members (everyone else). */
export function tripUserTypeOf(userCode: string): 'member' | 'agent' | 'sub-agent' {
  if (userCode === 'AGT') return 'agent';
  if (userCode === 'SGT') return 'sub-agent';
  return 'member';
}

/** Spec §2 My trips card title: "Yangon (RGN) → Mandalay (MDL)", and both ways for a round trip. */
export function tripProductName(input: { originCity: string; origin: string; destinationCity: string; destination: string; roundTrip: boolean }): string {
  const from = `${input.originCity} (${input.origin})`;
  const to = `${input.destinationCity} (${input.destination})`;
  return `${from} ${input.roundTrip ? '⇄' : '→'} ${to}`;
}

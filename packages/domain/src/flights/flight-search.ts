/**
 * Flight search rules: the destination step of the from/to drawer (spec §5), traveller limits, and
 * the listing URL of spec §2 (`/flight/depart/search?tripType=…`) read and written.
 *
 * Why the URL reader never throws and collects every problem: the URL is typed, shared and
 * bookmarked by people; the listing page must answer any of it with a form that says what is
 * wrong, never with a 500 page. Only types are imported from contracts and errors, so the browser
 * bundle carries neither zod nor the error catalogue's texts.
 */
import type { TravelerType } from '../age-bands.ts';
import { TRIP_TYPES, type TripType } from '../constants.ts';
import type { CabinClass } from '../contracts/flights.ts';
import { isIsoDate, yangonDate, type Area } from '../dates.ts';
import type { ErrorCode } from '../errors.ts';
import {
  parseCurrency,
  parseLanguage,
  parseTravellerCounts,
  parseTripType,
  type Language,
  type SettingsCurrency,
  type TravellerCounts,
} from '../settings.ts';

// ---------------------------------------------------------------- destination step

/** Spec §8 flight-form errors, as codes of the error catalogue (errors.ts). */
export type DestinationStepError = Extract<ErrorCode, 'DESTINATION_REQUIRED' | 'ORIGIN_EQUALS_DESTINATION'>;

/** An airport as the drawer holds it; only the code matters to these rules. */
export interface AirportChoice {
  readonly airportCode: string;
}

function airportCodeOf(airport: AirportChoice | null | undefined): string {
  return airport ? airport.airportCode.trim().toUpperCase() : '';
}

/**
 * Spec §5 "Destination step Continue: empty destination gives 'Destination city is required!'; same
 * origin and destination gives 'Origin and Destination must not be same.'" Airports are the same
 * when their codes are (ignoring case and spaces). A missing origin is not checked: the drawer
 * starts from RGN (spec §3) and the departure step always comes first (spec §4).
 */
export function validateDestinationStep(
  origin: AirportChoice | null | undefined,
  destination: AirportChoice | null | undefined,
): DestinationStepError | null {
  const to = airportCodeOf(destination);
  if (to === '') return 'DESTINATION_REQUIRED';
  return to === airportCodeOf(origin) ? 'ORIGIN_EQUALS_DESTINATION' : null;
}

// ---------------------------------------------------------------- area

/** ISO 3166 code of Myanmar: a route is domestic only when it starts and ends here. */
export const MYANMAR_COUNTRY_CODE = 'MM';

/**
 * Spec §3 "Area: domestic or international": domestic when both airports are in Myanmar. It picks
 * the default departure date (spec §9) and whether continue-search is offered (spec §5).
 */
export function flightArea(originCountryCode: string, destinationCountryCode: string): Area {
  const inMyanmar = (code: string): boolean => code.trim().toUpperCase() === MYANMAR_COUNTRY_CODE;
  return inMyanmar(originCountryCode) && inMyanmar(destinationCountryCode) ? 'domestic' : 'international';
}

// ---------------------------------------------------------------- travellers

/**
 * Seats one booking may hold: adults plus children (the `FlightSearchRequest` contract allows adult
 * up to 9). Infants are not counted because they sit on an adult's lap, which is also why there
 * can be no more infants than adults.
 */
export const MAX_SEATS = 9;

/** The allowed values of one traveller count, both inclusive. */
export interface CountLimits {
  readonly min: number;
  readonly max: number;
}

/** Per traveller type, the counts the steppers may offer. */
export type TravellerLimits = Readonly<Record<TravelerType, CountLimits>>;

/**
 * The range each traveller stepper may move in, given the other two counts: at least 1 adult and
 * never fewer adults than infants (a lap each), adults plus children at most {@link MAX_SEATS},
 * infants at most the adults. So to go below the number of infants the customer first removes an
 * infant, rather than the form silently dropping one. For valid counts every count lies within its
 * limits; maxima never go below 0.
 */
export function travellerLimits(counts: TravellerCounts): TravellerLimits {
  return {
    adult: { min: Math.max(1, counts.infant), max: Math.max(0, MAX_SEATS - counts.child) },
    child: { min: 0, max: Math.max(0, MAX_SEATS - counts.adult) },
    infant: { min: 0, max: Math.max(0, counts.adult) },
  };
}

/** Problem codes of traveller counts. */
export type TravellerProblemCode =
  | 'travellers.invalid'
  | 'travellers.adultRequired'
  | 'travellers.tooMany'
  | 'travellers.infantsExceedAdults';

/** A traveller problem, keyed to the count the customer should change. */
export interface TravellerProblem {
  readonly field: TravelerType;
  readonly code: TravellerProblemCode;
}

const TRAVELLER_FIELDS: readonly TravelerType[] = ['adult', 'child', 'infant'];

/**
 * Every problem of a set of traveller counts, in field order; [] when they can be searched.
 * - a count that is not a whole number from 0 gives 'travellers.invalid' on that field (and hides
 *   the other checks, which would only repeat it);
 * - no adult gives 'travellers.adultRequired' (spec §9 default is 1 adult; children fly with one);
 * - more than {@link MAX_SEATS} adults and children gives 'travellers.tooMany', on adult when the
 *   adults alone are too many, otherwise on child (the adults fit; the children push it over);
 * - more infants than adults gives 'travellers.infantsExceedAdults' on infant.
 */
export function travellerProblems(counts: TravellerCounts): TravellerProblem[] {
  const invalid = TRAVELLER_FIELDS.filter((field) => !Number.isSafeInteger(counts[field]) || counts[field] < 0);
  if (invalid.length > 0) return invalid.map((field) => ({ field, code: 'travellers.invalid' }));
  const problems: TravellerProblem[] = [];
  if (counts.adult < 1) problems.push({ field: 'adult', code: 'travellers.adultRequired' });
  if (counts.adult + counts.child > MAX_SEATS) {
    problems.push({ field: counts.adult > MAX_SEATS ? 'adult' : 'child', code: 'travellers.tooMany' });
  }
  if (counts.infant > counts.adult) problems.push({ field: 'infant', code: 'travellers.infantsExceedAdults' });
  return problems;
}

/** The first traveller problem (see {@link travellerProblems}), or null when the counts can be searched. */
export function validateTravellers(counts: TravellerCounts): TravellerProblem | null {
  return travellerProblems(counts)[0] ?? null;
}

// ---------------------------------------------------------------- listing URL

// A Record so a cabin added to the contract fails to compile here until the URL accepts it.
const CABIN_CLASSES: Readonly<Record<CabinClass, true>> = { economy: true, business: true };

/** Spec §3: economy unless asked otherwise (the filter selection's default class). */
export const DEFAULT_CABIN_CLASS: CabinClass = 'economy';

/** Reads a cabin class leniently like the other settings of spec §5: lowercased, unknown gives economy. */
export function parseCabinClass(raw: string | null | undefined): CabinClass {
  const value = (raw ?? '').trim().toLowerCase();
  return Object.hasOwn(CABIN_CLASSES, value) ? (value as CabinClass) : DEFAULT_CABIN_CLASS;
}

/** A complete, valid flight search as the listing URL of spec §2 carries it. */
export interface FlightSearch {
  readonly tripType: TripType;
  /** Three-letter IATA code, uppercase. */
  readonly origin: string;
  readonly destination: string;
  /** 'YYYY-MM-DD', today in Yangon or later. */
  readonly departureDate: string;
  /** 'YYYY-MM-DD', present exactly when tripType is round trip (spec §2 "round trip only"). */
  readonly returnDate?: string;
  readonly currency: SettingsCurrency;
  readonly language: Language;
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
  readonly class: CabinClass;
}

/** The URL parameters the listing reads; a problem names one of them. */
export type FlightSearchField = 'origin' | 'destination' | 'departureDate' | 'returnDate' | TravelerType;

/** Problem codes of a listing URL, to be shown as translated texts next to the field. */
export type FlightSearchProblemCode =
  | 'origin.required'
  | 'origin.invalid'
  | 'destination.required'
  | 'destination.invalid'
  | 'sameAirports'
  | 'departureDate.required'
  | 'departureDate.invalid'
  | 'departureDate.past'
  | 'returnDate.missing'
  | 'returnDate.invalid'
  | 'returnDate.past'
  | 'returnDate.beforeDeparture'
  | TravellerProblemCode;

export interface FlightSearchProblem {
  readonly field: FlightSearchField;
  readonly code: FlightSearchProblemCode;
}

export type FlightSearchParseResult =
  | { readonly ok: true; readonly search: FlightSearch }
  | { readonly ok: false; readonly problems: readonly FlightSearchProblem[] };

// Checked before uppercasing: 'ß'.toUpperCase() is 'SS', and a code must be plain ASCII letters.
const AIRPORT_CODE = /^[A-Za-z]{3}$/;

function readAirport(
  raw: string | null,
  field: 'origin' | 'destination',
  problems: FlightSearchProblem[],
): string | null {
  const value = (raw ?? '').trim();
  if (value === '') {
    problems.push({ field, code: `${field}.required` });
    return null;
  }
  if (!AIRPORT_CODE.test(value)) {
    problems.push({ field, code: `${field}.invalid` });
    return null;
  }
  return value.toUpperCase();
}

function readDate(raw: string | null): string | null | 'invalid' {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  return isIsoDate(value) ? value : 'invalid';
}

/**
 * Reads the listing URL of spec §2: tripType, origin, destination, departureDate, returnDate (round
 * trip only), currency, language, adult, child, infant, plus class. Settings-like values are
 * normalised leniently with the spec §5 readers (trip type, counts, currency, language fall back to
 * their defaults; class to economy); what a search cannot do without is reported instead:
 * - origin and destination are required three-letter codes (uppercased), and must differ. A
 *   missing origin is an error rather than RGN: a listing URL that lost its origin was built wrong,
 *   and searching from Yangon instead would show flights the customer did not ask for;
 * - departureDate is a real 'YYYY-MM-DD' not before today in Yangon (today is allowed: domestic
 *   flights default to today, spec §9);
 * - for a round trip, returnDate is required, real, and not before the departure (same day is a
 *   day trip); for one-way it is ignored;
 * - traveller counts follow {@link travellerProblems}.
 * Never throws on any parameter value; `now` must be a valid Date.
 */
export function parseFlightSearchParams(params: URLSearchParams, now: Date): FlightSearchParseResult {
  const problems: FlightSearchProblem[] = [];
  const today = yangonDate(now);
  const tripType = parseTripType(params.get('tripType'));

  const origin = readAirport(params.get('origin'), 'origin', problems);
  const destination = readAirport(params.get('destination'), 'destination', problems);
  if (origin !== null && origin === destination) problems.push({ field: 'destination', code: 'sameAirports' });

  const departure = readDate(params.get('departureDate'));
  if (departure === null) problems.push({ field: 'departureDate', code: 'departureDate.required' });
  else if (departure === 'invalid') problems.push({ field: 'departureDate', code: 'departureDate.invalid' });
  // 'YYYY-MM-DD' strings compare like the dates they name.
  else if (departure < today) problems.push({ field: 'departureDate', code: 'departureDate.past' });
  const departureDate = departure === 'invalid' ? null : departure;

  let returnDate: string | null = null;
  if (tripType === TRIP_TYPES.roundTrip) {
    const back = readDate(params.get('returnDate'));
    if (back === null) problems.push({ field: 'returnDate', code: 'returnDate.missing' });
    else if (back === 'invalid') problems.push({ field: 'returnDate', code: 'returnDate.invalid' });
    else if (departureDate !== null && back < departureDate) problems.push({ field: 'returnDate', code: 'returnDate.beforeDeparture' });
    else if (back < today) problems.push({ field: 'returnDate', code: 'returnDate.past' });
    else returnDate = back;
  }

  const counts = parseTravellerCounts({ adult: params.get('adult'), child: params.get('child'), infant: params.get('infant') });
  problems.push(...travellerProblems(counts));

  if (problems.length > 0 || origin === null || destination === null || departureDate === null) {
    return { ok: false, problems };
  }
  const search: FlightSearch = {
    tripType,
    origin,
    destination,
    departureDate,
    ...(returnDate !== null ? { returnDate } : {}),
    currency: parseCurrency(params.get('currency')),
    language: parseLanguage(params.get('language')),
    ...counts,
    class: parseCabinClass(params.get('class')),
  };
  return { ok: true, search };
}

/**
 * The listing URL's query string for a search (spec §2 parameter order, then class), the inverse of
 * {@link parseFlightSearchParams}: parsing it gives the same search back. returnDate is written only
 * for a round trip. Values are URL-encoded by URLSearchParams.
 */
export function toFlightSearchQuery(search: FlightSearch): string {
  const params = new URLSearchParams();
  params.set('tripType', String(search.tripType));
  params.set('origin', search.origin);
  params.set('destination', search.destination);
  params.set('departureDate', search.departureDate);
  if (search.tripType === TRIP_TYPES.roundTrip && search.returnDate !== undefined) params.set('returnDate', search.returnDate);
  params.set('currency', search.currency);
  params.set('language', search.language);
  params.set('adult', String(search.adult));
  params.set('child', String(search.child));
  params.set('infant', String(search.infant));
  params.set('class', search.class);
  return params.toString();
}

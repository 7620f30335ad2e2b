/**
 * The flight list rules (spec §4 "Flight list", spec §5 "Flight filtering", spec §3 "Flight filter").
 *
 * Why pure functions over plain arrays: the same rules run in the browser (filter drawer, sort tabs)
 * and in tests; the store only keeps the results. Only contract TYPES are imported: this file is in
 * the listing page's browser bundle and must not pull zod in.
 *
 * Items are assumed to satisfy the `FlightResultItem` contract: at least one leg, and a departure time
 * in strict "HH:mm". An item that breaks it makes the rules throw a RangeError rather than being
 * silently mis-filtered or mis-sorted; the api is the place to reject such supplier data.
 */
import type { CabinClass, FlightLeg, FlightResultItem } from '../contracts/flights.ts';
import { minutesSinceMidnight } from '../duration.ts';

/** One fare in the flat list: a result item, or one of its moreFares, without moreFares of its own. */
export type FlightOffer = Omit<FlightResultItem, 'moreFares'>;

/** An inclusive range of whole numbers (prices in MMK, or minutes since midnight). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** Spec §5/§9 stop buckets: the number is the filter value, `name` the English label the web translates. */
export const STOP_BUCKETS = [
  { value: 1, name: 'Non-stop' },
  { value: 2, name: '1 stop' },
  { value: 3, name: '2+ stops' },
] as const;

/** A stop bucket value: 1 direct, 2 two legs, 3 three or more legs. */
export type StopBucket = (typeof STOP_BUCKETS)[number]['value'];

/** Spec §3 flight filter `stops[{name,value}]`. */
export type StopOption = (typeof STOP_BUCKETS)[number];

/** Spec §3 flight filter `airlines[{name,code,logo}]`. */
export interface AirlineOption {
  readonly name: string;
  readonly code: string;
  readonly logo: string;
}

/** Spec §3 "Flight filter": what the loaded list offers to filter on. */
export interface FlightFilterRanges {
  /**
   * Spec §3 "offline flag": true when at least one flight is waitlisted (first-leg status HL), i.e.
   * when the offline toggle changes anything, so the web can hide a toggle that would do nothing.
   */
  readonly offline: boolean;
  readonly prices: NumberRange;
  readonly times: NumberRange;
  readonly classes: readonly CabinClass[];
  readonly stops: readonly StopOption[];
  readonly airlines: readonly AirlineOption[];
}

/** Spec §3 "Filter selection: offline, class (default economy), stop, prices, times, airlines". */
export interface FlightFilterSelection {
  /** Spec §5: when false, flights whose first-leg status code is HL (waitlist) are hidden. */
  readonly offline: boolean;
  /** Spec §5: exact match on the first-leg class when non-empty; '' keeps every class. */
  readonly class: CabinClass | '';
  /** Spec §5: a stop bucket, or '' for all. */
  readonly stop: StopBucket | '';
  readonly prices: NumberRange;
  readonly times: NumberRange;
  /** First-leg airline codes to keep; spec §5 "empty list gives no results". */
  readonly airlines: readonly string[];
}

/** Spec §3 enumerations "Flight sorting: cheapest, fastest, earliest". */
export const FLIGHT_SORTS = ['cheapest', 'fastest', 'earliest'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/** Spec §3 "Sort title default cheapest"; spec §4 a new load "sets sort to cheapest". */
export const DEFAULT_FLIGHT_SORT: FlightSort = 'cheapest';

/** Guards a sort read from outside (query string, stored state) before it reaches {@link sortFlights}. */
export function isFlightSort(value: unknown): value is FlightSort {
  return typeof value === 'string' && (FLIGHT_SORTS as readonly string[]).includes(value);
}

/** Spec §5: the first-leg status code of a waitlisted flight. */
export const WAITLIST_STATUS_CODE = 'HL';

/** Spec §3: the class filter's default. */
export const DEFAULT_CABIN: CabinClass = 'economy';

/**
 * The selection before any list is loaded (spec §3 "class (default economy)", spec §4 "starting a
 * load ... resets filters"). Once a list arrives, {@link openFilters} replaces it. The ranges are
 * empty because there is nothing yet to range over.
 */

export const INITIAL_FILTER_SELECTION: FlightFilterSelection = {
  offline: true,
  class: DEFAULT_CABIN,
  stop: '',
  prices: { min: 0, max: 0 },
  times: { min: 0, max: 0 },
  airlines: [],
};

/** The ranges of an empty list: nothing to offer, and every range collapses to 0..0. */
export const EMPTY_FILTER_RANGES: FlightFilterRanges = {
  offline: false,
  prices: { min: 0, max: 0 },
  times: { min: 0, max: 0 },
  classes: [],
  stops: [],
  airlines: [],
};

/** The first leg: every per-flight filter of spec §5 reads it. */
export function firstLeg(item: FlightOffer): FlightLeg {
  const leg = item.route[0];
  if (!leg) throw new RangeError(`flight ${item.offerId} has no legs`);
  return leg;
}

/**
 * Spec §4: "On code 200 the moreFares entries are merged into the list". Each moreFares entry
 * becomes its own item, right after the item that carried it; the carrier item loses its moreFares
 * so no fare is listed twice and flattening again changes nothing.
 */
export function flattenMoreFares(items: readonly FlightResultItem[]): FlightOffer[] {
  const flat: FlightOffer[] = [];
  for (const item of items) {
    const { moreFares, ...offer } = item;
    flat.push(offer);
    if (moreFares) flat.push(...moreFares);
  }
  return flat;
}

/**
 * Spec §5: "price = base minus discount, plus tax when taxIncludeState is false" — the adult fare
 * (`rates.deal.adult`), which is what the list shows, filters and sorts on. When taxIncludeState is
 * true the base already contains the tax, so adding it again would double-charge.
 */
export function adultPrice(item: FlightOffer): number {
  return travellerPrice(item, 'adult');
}

/** The spec §5 price of one traveller of a type: the same formula as {@link adultPrice}. */
export function travellerPrice(item: FlightOffer, type: 'adult' | 'child' | 'infant'): number {
  const { base, discount, tax } = item.rates.deal[type];
  return base - discount + (item.rates.taxIncludeState ? 0 : tax);
}

/** Who travels: the counts of a search. */
export interface PartyCounts {
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
}

/**
 * What the whole party pays for this fare: each traveller at their own type's price. Shown beside
 * the price per adult, so a family sees its total before Select, not first at checkout.
 */
export function partyTotal(item: FlightOffer, party: PartyCounts): number {
  return party.adult * travellerPrice(item, 'adult') + party.child * travellerPrice(item, 'child') + party.infant * travellerPrice(item, 'infant');
}

/** True when the party is one adult: the per-adult price is then the total, and saying both is noise. */
export function isSingleAdult(party: PartyCounts): boolean {
  return party.adult === 1 && party.child === 0 && party.infant === 0;
}

/**
 * Spec §5: "Departure time kept when minutes since midnight are within range"; also the key of the
 * "earliest" sort. Read from `route[0].departure.departureTime` ("HH:mm").
 * @throws RangeError when the time is not strict "HH:mm".
 */
export function departureMinutes(item: FlightOffer): number {
  return minutesSinceMidnight(firstLeg(item).departure.departureTime);
}

/** Spec §5 "Stop filter: 1 = direct (one leg), 2 = two legs, 3 = three or more". */
export function stopBucket(item: FlightOffer): StopBucket {
  const legs = item.route.length;
  if (legs <= 1) return 1;
  return legs === 2 ? 2 : 3;
}

/** Spec §5: true when the flight's first leg is waitlisted (status HL). */
export function isWaitlisted(item: FlightOffer): boolean {
  return firstLeg(item).statusCode === WAITLIST_STATUS_CODE;
}

// Cabins listed cheapest first, as customers expect in a class picker; a Record so a new cabin in
// the contract fails to compile here until it is placed.
const CABIN_ORDER: Readonly<Record<CabinClass, number>> = { economy: 0, business: 1 };

/** Code-unit comparison: unlike localeCompare it gives the same order on every device and server. */
function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * Spec §4: "filter ranges are computed (min/max price floored/ceiled, min/max departure minutes,
 * classes, stops, airlines)". Classes, stops and airlines are read from the first leg, because
 * that is what the class and airline filters match (spec §5); offering a value that no first leg has
 * would only produce an empty list. Lists are unique and sorted: classes cheapest cabin first, stops
 * by value, airlines by name then code (for an airline code seen with several names or logos, the
 * first flight's wins).
 *
 * An empty list gives {@link EMPTY_FILTER_RANGES}: the web shows the "no flights for this date"
 * empty state instead of filters.
 */
export function filterRanges(items: readonly FlightOffer[]): FlightFilterRanges {
  if (items.length === 0) return EMPTY_FILTER_RANGES;
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  let minTime = Infinity;
  let maxTime = -Infinity;
  let offline = false;
  const classes = new Set<CabinClass>();
  const stops = new Set<StopBucket>();
  const airlines = new Map<string, AirlineOption>();
  for (const item of items) {
    const price = adultPrice(item);
    const time = departureMinutes(item);
    const leg = firstLeg(item);
    minPrice = Math.min(minPrice, price);
    maxPrice = Math.max(maxPrice, price);
    minTime = Math.min(minTime, time);
    maxTime = Math.max(maxTime, time);
    offline ||= leg.statusCode === WAITLIST_STATUS_CODE;
    classes.add(leg.class);
    stops.add(stopBucket(item));
    const { airlineCode, airlineName, airlineLogo } = leg.carrier;
    if (!airlines.has(airlineCode)) airlines.set(airlineCode, { name: airlineName, code: airlineCode, logo: airlineLogo });
  }
  return {
    offline,
    // Floored/ceiled (spec §4) so slider ends are whole kyat that still contain every price.
    prices: { min: Math.floor(minPrice), max: Math.ceil(maxPrice) },
    times: { min: minTime, max: maxTime },
    classes: [...classes].sort((a, b) => CABIN_ORDER[a] - CABIN_ORDER[b]),
    stops: STOP_BUCKETS.filter((bucket) => stops.has(bucket.value)),
    airlines: [...airlines.values()].sort((a, b) => compareText(a.name, b.name) || compareText(a.code, b.code)),
  };
}

/**
 * Spec §4: after a load "all filters are set fully open": a selection that hides nothing the search
 * asked for.
 * - offline true: spec §5 hides HL flights only "with the offline flag false", so open means true.
 * - class: spec §3 "class (default economy)". The api lists only the cabin searched for, so the
 *   class is economy when the list has economy fares (hiding nothing of an economy search) and
 *   otherwise the cheapest cabin the list has (a business search starts at business). It is never
 *   '' ("any class"): a list mixing cabins must not show a flight twice at two prices by default.
 * - stop '': spec §5 "empty = all".
 * - prices, times: the full ranges of the list.
 * - airlines: every airline code of the list (an empty list would show nothing, spec §5).
 */
export function openFilters(ranges: FlightFilterRanges): FlightFilterSelection {
  return {
    offline: true,
    class: ranges.classes.includes(DEFAULT_CABIN) ? DEFAULT_CABIN : (ranges.classes[0] ?? DEFAULT_CABIN),
    stop: '',
    prices: { ...ranges.prices },
    times: { ...ranges.times },
    airlines: ranges.airlines.map((airline) => airline.code),
  };
}

function within(value: number, range: NumberRange): boolean {
  return value >= range.min && value <= range.max;
}

/**
 * Spec §5 "Flight filtering", every rule at once; a flight is kept only when it passes all of them:
 * - "price ... kept when within min..max inclusive" (computed adult price, {@link adultPrice});
 * - "Departure time kept when minutes since midnight are within range" (inclusive);
 * - "With the offline flag false, flights whose first leg status code is HL are hidden";
 * - "Class filter: exact match on first-leg class when non-empty";
 * - "Stop filter: 1 = direct (one leg), 2 = two legs, 3 = three or more; empty = all";
 * - "Airline filter: empty list gives no results; otherwise the first-leg airline code must be in the list".
 * The item's own `offline` field (offline booking flow) is not a filter: the spec filters on HL only.
 */
export function matchesFilters(item: FlightOffer, selection: FlightFilterSelection): boolean {
  const leg = firstLeg(item);
  return (
    within(adultPrice(item), selection.prices) &&
    within(departureMinutes(item), selection.times) &&
    (selection.offline || leg.statusCode !== WAITLIST_STATUS_CODE) &&
    (selection.class === '' || leg.class === selection.class) &&
    (selection.stop === '' || stopBucket(item) === selection.stop) &&
    selection.airlines.includes(leg.carrier.airlineCode)
  );
}

/** Spec §5 flight filtering over a list ({@link matchesFilters}); keeps the list's order. */
export function applyFilters<T extends FlightOffer>(items: readonly T[], selection: FlightFilterSelection): T[] {
  return items.filter((item) => matchesFilters(item, selection));
}

type SortKey = (item: FlightOffer) => number;

// Each sort compares its spec key first, then the other two keys, so equal prices (common on one
// route) still come out in a sensible order: among equally cheap fares the fastest, then earliest.
const SORT_KEYS: Readonly<Record<FlightSort, readonly SortKey[]>> = {
  cheapest: [adultPrice, (item) => item.totalDuration, departureMinutes],
  fastest: [(item) => item.totalDuration, adultPrice, departureMinutes],
  earliest: [departureMinutes, adultPrice, (item) => item.totalDuration],
};

/**
 * Spec §5 "Sort: cheapest by computed adult price, fastest by totalDuration, earliest by departure
 * minutes", ascending. Ties go to the other two keys (cheapest: duration, then departure; fastest:
 * price, then departure; earliest: price, then duration), then to offerId, so the order does not
 * depend on the order the suppliers answered in. Fares equal on all of these keep their input order
 * (the sort is stable). Returns a new array.
 */
export function sortFlights<T extends FlightOffer>(items: readonly T[], sort: FlightSort): T[] {
  const keys = SORT_KEYS[sort];
  // Keys are computed once per item, not once per comparison: departure times are parsed text.
  const decorated = items.map((item, index) => ({ item, index, keys: keys.map((key) => key(item)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i += 1) {
      const diff = (a.keys[i] ?? 0) - (b.keys[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return compareText(a.item.offerId, b.item.offerId) || a.index - b.index;
  });
  return decorated.map((entry) => entry.item);
}

/** What the listing shows: spec §4 "the sorted, filtered list". */
export function visibleFlights<T extends FlightOffer>(items: readonly T[], selection: FlightFilterSelection, sort: FlightSort): T[] {
  return sortFlights(applyFilters(items, selection), sort);
}

/** The listing state after a successful load (spec §4 flight list, code 200). */
export interface PreparedFlightList {
  /** Every fare, moreFares merged, sorted cheapest first; filtering later starts from this. */
  readonly items: readonly FlightOffer[];
  readonly ranges: FlightFilterRanges;
  readonly selection: FlightFilterSelection;
  readonly sort: FlightSort;
}

/**
 * Spec §4: "On code 200 the moreFares entries are merged into the list; filter ranges are computed
 * ...; all filters are set fully open and the sorted, filtered list is shown", with the sort set to
 * cheapest when the load started. `items` holds every fare; what is shown is
 * `visibleFlights(items, selection, sort)`, which is all of them unless the list mixes cabins (the
 * class then starts at economy, spec §3).
 */
export function prepareFlightList(items: readonly FlightResultItem[]): PreparedFlightList {
  const merged = flattenMoreFares(items);
  const ranges = filterRanges(merged);
  const selection = openFilters(ranges);
  return { items: sortFlights(merged, DEFAULT_FLIGHT_SORT), ranges, selection, sort: DEFAULT_FLIGHT_SORT };
}

/** One day of the date strip: how many cards that day's listing shows, and the cheapest of them. */
export interface ListingDaySummary {
  readonly numberOfFlights: number;
  /** The lowest adult price (spec §5), or null when there is nothing to show. */
  readonly lowestFare: number | null;
}

/**
 * The date strip's figures for a day, from the items that day's search answers: counted and priced
 * the way {@link prepareFlightList} lists them (moreFares merged, open filters), so the strip and the
 * list it leads to cannot disagree.
 */
export function listingDaySummary(items: readonly FlightResultItem[]): ListingDaySummary {
  const flat = flattenMoreFares(items);
  const shown = applyFilters(flat, openFilters(filterRanges(flat)));
  if (shown.length === 0) return { numberOfFlights: 0, lowestFare: null };
  return { numberOfFlights: shown.length, lowestFare: Math.min(...shown.map(adultPrice)) };
}

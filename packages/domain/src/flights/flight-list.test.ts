import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { FlightLeg, FlightResultItem } from '../contracts/flights.ts';
import {
  DEFAULT_FLIGHT_SORT,
  EMPTY_FILTER_RANGES,
  FLIGHT_SORTS,
  INITIAL_FILTER_SELECTION,
  STOP_BUCKETS,
  adultPrice,
  applyFilters,
  departureMinutes,
  filterRanges,
  firstLeg,
  flattenMoreFares,
  isFlightSort,
  isSingleAdult,
  isWaitlisted,
  listingDaySummary,
  matchesFilters,
  partyTotal,
  travellerPrice,
  openFilters,
  prepareFlightList,
  sortFlights,
  stopBucket,
  visibleFlights,
  type FlightFilterSelection,
  type FlightOffer,
  type FlightSort,
} from './flight-list.ts';
import { offerArb, offersArb, resultItemArb, selectionArb } from './test-arbitraries.ts';

// ---------------------------------------------------------------- example builders

interface LegSpec {
  time?: string;
  status?: string;
  cabin?: 'economy' | 'business';
  airline?: string;
}

function leg({ time = '08:00', status = 'HK', cabin = 'economy', airline = 'UB' }: LegSpec = {}): FlightLeg {
  return {
    statusCode: status,
    class: cabin,
    carrier: { airlineCode: airline, airlineName: `Airline ${airline}`, airlineLogo: `/${airline}.svg` },
    flightNumber: `${airline}101`,
    departure: { airportCode: 'RGN', airportCity: 'Yangon', date: '2030-01-10', departureTime: time },
    arrival: { airportCode: 'MDL', airportCity: 'Mandalay', date: '2030-01-10', arrivalTime: '09:30' },
    duration: 90,
  };
}

interface OfferSpec extends LegSpec {
  id?: string;
  base?: number;
  discount?: number;
  tax?: number;
  taxIncluded?: boolean;
  legs?: number;
  duration?: number;
}

function offer({ id = 'o1', base = 100_000, discount = 0, tax = 0, taxIncluded = true, legs = 1, duration = 90, ...first }: OfferSpec = {}): FlightOffer {
  const fare = { base, discount, tax };
  return {
    offerId: id,
    source: 'S1',
    offline: false,
    seatsLeft: 9,
    route: [leg(first), ...Array.from({ length: legs - 1 }, () => leg({ time: '12:00' }))],
    rates: { taxIncludeState: taxIncluded, deal: { adult: fare, child: fare, infant: fare } },
    totalDuration: duration,
  };
}

const ids = (items: readonly FlightOffer[]): string[] => items.map((item) => item.offerId);

const everything: FlightFilterSelection = {
  offline: true,
  class: '',
  stop: '',
  prices: { min: 0, max: 10_000_000 },
  times: { min: 0, max: 1439 },
  airlines: ['UB', 'K7', 'YH'],
};

// ---------------------------------------------------------------- examples

describe('flattenMoreFares (spec §4: on code 200 the moreFares entries are merged into the list)', () => {
  it('lists each moreFares entry as its own item, right after the item that carried it', () => {
    const items: FlightResultItem[] = [
      { ...offer({ id: 'a' }), moreFares: [offer({ id: 'a-flex' }), offer({ id: 'a-biz', cabin: 'business' })] },
      offer({ id: 'b' }),
    ];
    const flat = flattenMoreFares(items);
    expect(ids(flat)).toEqual(['a', 'a-flex', 'a-biz', 'b']);
    expect(flat.some((item) => 'moreFares' in item)).toBe(false);
  });

  it('gives an empty list for an empty response', () => {
    expect(flattenMoreFares([])).toEqual([]);
  });
});

describe('adultPrice (spec §5: price = base minus discount, plus tax when taxIncludeState is false)', () => {
  it('adds the tax when taxIncludeState is false', () => {
    expect(adultPrice(offer({ base: 120_000, discount: 20_000, tax: 15_000, taxIncluded: false }))).toBe(115_000);
  });

  it('does not add the tax when taxIncludeState is true (the base already includes it)', () => {
    expect(adultPrice(offer({ base: 120_000, discount: 20_000, tax: 15_000, taxIncluded: true }))).toBe(100_000);
  });
});

describe('departureMinutes and stopBucket', () => {
  it('reads the first leg departure time as minutes since midnight', () => {
    expect(departureMinutes(offer({ time: '07:30' }))).toBe(450);
    expect(departureMinutes(offer({ time: '00:00' }))).toBe(0);
    expect(departureMinutes(offer({ time: '23:59' }))).toBe(1439);
  });

  it('refuses a time that is not HH:mm rather than filtering it wrongly', () => {
    expect(() => departureMinutes(offer({ time: '7:30' }))).toThrow(RangeError);
  });

  it('buckets stops: 1 = direct (one leg), 2 = two legs, 3 = three or more (spec §5)', () => {
    expect([1, 2, 3, 4, 6].map((legs) => stopBucket(offer({ legs })))).toEqual([1, 2, 3, 3, 3]);
  });

  it("labels the buckets 'Non-stop' (1), '1 stop' (2), '2+ stops' (3) (spec §9)", () => {
    expect(STOP_BUCKETS).toEqual([
      { value: 1, name: 'Non-stop' },
      { value: 2, name: '1 stop' },
      { value: 3, name: '2+ stops' },
    ]);
  });

  it('calls a flight waitlisted when its first leg status is HL', () => {
    expect(isWaitlisted(offer({ status: 'HL' }))).toBe(true);
    expect(isWaitlisted(offer({ status: 'HK' }))).toBe(false);
  });
});

describe('filterRanges (spec §4: min/max price floored/ceiled, min/max departure minutes, classes, stops, airlines)', () => {
  const items = [
    offer({ id: 'a', base: 150_000, time: '14:05', airline: 'K7', legs: 2 }),
    offer({ id: 'b', base: 90_000, time: '06:30', airline: 'UB', cabin: 'business' }),
    offer({ id: 'c', base: 210_000, time: '19:45', airline: 'K7', status: 'HL' }),
  ];

  it('spans the prices and departure minutes of the list', () => {
    const ranges = filterRanges(items);
    expect(ranges.prices).toEqual({ min: 90_000, max: 210_000 });
    expect(ranges.times).toEqual({ min: 390, max: 1185 });
  });

  it('floors the lowest price and ceils the highest', () => {
    const fractional = [offer({ base: 1000.4 }), offer({ base: 2000.2 })];
    expect(filterRanges(fractional).prices).toEqual({ min: 1000, max: 2001 });
  });

  it('lists each first-leg class, stop bucket and airline once, sorted', () => {
    const ranges = filterRanges(items);
    expect(ranges.classes).toEqual(['economy', 'business']);
    expect(ranges.stops).toEqual([
      { value: 1, name: 'Non-stop' },
      { value: 2, name: '1 stop' },
    ]);
    expect(ranges.airlines).toEqual([
      { name: 'Airline K7', code: 'K7', logo: '/K7.svg' },
      { name: 'Airline UB', code: 'UB', logo: '/UB.svg' },
    ]);
  });

  it('raises the offline flag only when some flight is waitlisted (HL)', () => {
    expect(filterRanges(items).offline).toBe(true);
    expect(filterRanges(items.slice(0, 2)).offline).toBe(false);
  });

  it('gives empty ranges for an empty list', () => {
    expect(filterRanges([])).toEqual(EMPTY_FILTER_RANGES);
    expect(EMPTY_FILTER_RANGES).toMatchObject({ prices: { min: 0, max: 0 }, times: { min: 0, max: 0 }, classes: [], stops: [], airlines: [] });
  });
});

describe('openFilters (spec §4: all filters are set fully open)', () => {
  it('shows waitlisted flights, every class and every stop, over the full ranges and all airlines', () => {
    const ranges = filterRanges([offer({ base: 90_000, time: '06:30', airline: 'UB' }), offer({ base: 150_000, time: '14:05', airline: 'K7' })]);
    expect(openFilters(ranges)).toEqual({
      offline: true,
      class: 'economy',
      stop: '',
      prices: { min: 90_000, max: 150_000 },
      times: { min: 390, max: 845 },
      airlines: ['UB', 'K7'].sort(),
    });
  });

  it('starts the class at economy (spec §3), as the selection before a load does', () => {
    expect(INITIAL_FILTER_SELECTION.class).toBe('economy');
    const mixed = filterRanges([offer({ base: 90_000 }), offer({ base: 180_000, cabin: 'business' })]);
    expect(openFilters(mixed).class).toBe('economy');
  });

  it('starts a list of business fares only (a business search) at business, hiding none of them', () => {
    const items = [offer({ id: 'c1', base: 300_000, cabin: 'business' }), offer({ id: 'c2', base: 350_000, cabin: 'business' })];
    const selection = openFilters(filterRanges(items));
    expect(selection.class).toBe('business');
    expect(ids(applyFilters(items, selection))).toEqual(['c1', 'c2']);
  });
});

describe('applyFilters (spec §5 flight filtering)', () => {
  it('keeps a price within min..max inclusive', () => {
    const items = [offer({ id: 'low', base: 99_999 }), offer({ id: 'min', base: 100_000 }), offer({ id: 'max', base: 200_000 }), offer({ id: 'high', base: 200_001 })];
    expect(ids(applyFilters(items, { ...everything, prices: { min: 100_000, max: 200_000 } }))).toEqual(['min', 'max']);
  });

  it('filters on the computed price, tax added when taxIncludeState is false', () => {
    const items = [offer({ id: 'taxed', base: 95_000, tax: 10_000, taxIncluded: false }), offer({ id: 'included', base: 95_000, tax: 10_000, taxIncluded: true })];
    expect(ids(applyFilters(items, { ...everything, prices: { min: 0, max: 100_000 } }))).toEqual(['included']);
  });

  it('keeps a departure time when its minutes since midnight are within range', () => {
    const items = [offer({ id: 'early', time: '05:59' }), offer({ id: 'six', time: '06:00' }), offer({ id: 'noon', time: '12:00' }), offer({ id: 'late', time: '12:01' })];
    expect(ids(applyFilters(items, { ...everything, times: { min: 360, max: 720 } }))).toEqual(['six', 'noon']);
  });

  it('hides flights whose first leg status code is HL when the offline flag is false', () => {
    const items = [offer({ id: 'hk' }), offer({ id: 'hl', status: 'HL' })];
    expect(ids(applyFilters(items, { ...everything, offline: false }))).toEqual(['hk']);
    expect(ids(applyFilters(items, { ...everything, offline: true }))).toEqual(['hk', 'hl']);
  });

  it('matches the first-leg class exactly when the class filter is non-empty', () => {
    const items = [offer({ id: 'y' }), offer({ id: 'c', cabin: 'business' })];
    expect(ids(applyFilters(items, { ...everything, class: 'business' }))).toEqual(['c']);
    expect(ids(applyFilters(items, { ...everything, class: '' }))).toEqual(['y', 'c']);
  });

  it('filters stops: 1 = direct, 2 = two legs, 3 = three or more, empty = all', () => {
    const items = [offer({ id: 'direct' }), offer({ id: 'one', legs: 2 }), offer({ id: 'two', legs: 3 }), offer({ id: 'three', legs: 4 })];
    expect(ids(applyFilters(items, { ...everything, stop: 1 }))).toEqual(['direct']);
    expect(ids(applyFilters(items, { ...everything, stop: 2 }))).toEqual(['one']);
    expect(ids(applyFilters(items, { ...everything, stop: 3 }))).toEqual(['two', 'three']);
    expect(ids(applyFilters(items, { ...everything, stop: '' }))).toEqual(['direct', 'one', 'two', 'three']);
  });

  it('gives no results for an empty airline list; otherwise the first-leg airline must be in it', () => {
    const items = [offer({ id: 'ub', airline: 'UB' }), offer({ id: 'k7', airline: 'K7' })];
    expect(applyFilters(items, { ...everything, airlines: [] })).toEqual([]);
    expect(ids(applyFilters(items, { ...everything, airlines: ['K7'] }))).toEqual(['k7']);
  });

  it('reads the class, status and airline of the first leg only', () => {
    const connecting: FlightOffer = { ...offer({ id: 'x', airline: 'UB' }), route: [leg({ airline: 'UB' }), leg({ airline: 'K7', status: 'HL', cabin: 'business' })] };
    expect(ids(applyFilters([connecting], { ...everything, offline: false, class: 'economy', airlines: ['UB'] }))).toEqual(['x']);
  });
});

describe('sortFlights (spec §5: cheapest by computed adult price, fastest by totalDuration, earliest by departure minutes)', () => {
  const items = [
    offer({ id: 'a', base: 200_000, duration: 60, time: '15:00' }),
    offer({ id: 'b', base: 100_000, duration: 180, time: '09:00' }),
    offer({ id: 'c', base: 150_000, duration: 120, time: '06:00' }),
  ];

  it('sorts cheapest by computed adult price', () => {
    expect(ids(sortFlights(items, 'cheapest'))).toEqual(['b', 'c', 'a']);
  });

  it('sorts fastest by totalDuration', () => {
    expect(ids(sortFlights(items, 'fastest'))).toEqual(['a', 'c', 'b']);
  });

  it('sorts earliest by departure minutes', () => {
    expect(ids(sortFlights(items, 'earliest'))).toEqual(['c', 'b', 'a']);
  });

  it('breaks cheapest ties by duration, then departure, then offerId', () => {
    const tied = [
      offer({ id: 'a', base: 100_000, duration: 120, time: '10:00' }),
      offer({ id: 'd', base: 100_000, duration: 90, time: '11:00' }),
      offer({ id: 'b', base: 100_000, duration: 90, time: '11:00' }),
      offer({ id: 'c', base: 100_000, duration: 90, time: '07:00' }),
    ];
    expect(ids(sortFlights(tied, 'cheapest'))).toEqual(['c', 'b', 'd', 'a']);
  });

  it('breaks fastest ties by price, then departure; earliest ties by price, then duration', () => {
    const tied = [
      offer({ id: 'a', base: 200_000, duration: 90, time: '08:00' }),
      offer({ id: 'b', base: 100_000, duration: 90, time: '09:00' }),
      offer({ id: 'c', base: 100_000, duration: 90, time: '08:00' }),
    ];
    expect(ids(sortFlights(tied, 'fastest'))).toEqual(['c', 'b', 'a']);
    const sameTime = [
      offer({ id: 'a', base: 200_000, duration: 60, time: '08:00' }),
      offer({ id: 'b', base: 100_000, duration: 120, time: '08:00' }),
      offer({ id: 'c', base: 100_000, duration: 90, time: '08:00' }),
    ];
    expect(ids(sortFlights(sameTime, 'earliest'))).toEqual(['c', 'b', 'a']);
  });

  it('keeps fares that are equal on every key and offerId in their input order (stable)', () => {
    const first = offer({ id: 'same', airline: 'UB' });
    const second = offer({ id: 'same', airline: 'K7' });
    expect(sortFlights([first, second], 'cheapest')).toEqual([first, second]);
    expect(sortFlights([second, first], 'cheapest')).toEqual([second, first]);
  });

  it('returns a new array and leaves the input alone', () => {
    const copy = [...items];
    expect(sortFlights(items, 'cheapest')).not.toBe(items);
    expect(items).toEqual(copy);
  });

  it('offers cheapest, fastest and earliest, cheapest by default', () => {
    expect(FLIGHT_SORTS).toEqual(['cheapest', 'fastest', 'earliest']);
    expect(DEFAULT_FLIGHT_SORT).toBe('cheapest');
    expect(isFlightSort('fastest')).toBe(true);
    expect(isFlightSort('price')).toBe(false);
  });
});

describe('prepareFlightList (spec §4: merged, ranges computed, filters fully open, sorted cheapest)', () => {
  it('shows every fare of the response, moreFares included, cheapest first', () => {
    const response: FlightResultItem[] = [
      { ...offer({ id: 'a', base: 300_000, status: 'HL' }), moreFares: [offer({ id: 'a2', base: 120_000, cabin: 'business' })] },
      offer({ id: 'b', base: 200_000, legs: 3, airline: 'K7' }),
    ];
    const prepared = prepareFlightList(response);
    expect(ids(prepared.items)).toEqual(['a2', 'b', 'a']);
    expect(prepared.sort).toBe('cheapest');
    expect(prepared.selection).toEqual(openFilters(prepared.ranges));
    // Spec §3: the class starts at economy, so a business fare in the list is not shown beside it.
    expect(ids(visibleFlights(prepared.items, prepared.selection, prepared.sort))).toEqual(['b', 'a']);
  });

  it('prepares an empty response into an empty list', () => {
    expect(prepareFlightList([])).toMatchObject({ items: [], ranges: EMPTY_FILTER_RANGES, sort: 'cheapest' });
  });
});

describe('partyTotal (issue 11: the whole party\'s price beside the price per adult)', () => {
  const family: FlightOffer = {
    ...offer(),
    rates: {
      taxIncludeState: false,
      deal: {
        adult: { base: 100_000, discount: 10_000, tax: 5_000 },
        child: { base: 75_000, discount: 7_500, tax: 5_000 },
        infant: { base: 10_000, discount: 0, tax: 500 },
      },
    },
  };

  it('prices each traveller at their own type\'s spec §5 price and adds them up', () => {
    expect(travellerPrice(family, 'adult')).toBe(95_000);
    expect(travellerPrice(family, 'child')).toBe(72_500);
    expect(travellerPrice(family, 'infant')).toBe(10_500);
    expect(partyTotal(family, { adult: 2, child: 1, infant: 1 })).toBe(2 * 95_000 + 72_500 + 10_500);
  });

  it('does not add the tax again when the base includes it', () => {
    const allIn = { ...family, rates: { ...family.rates, taxIncludeState: true } };
    expect(partyTotal(allIn, { adult: 1, child: 1, infant: 0 })).toBe(90_000 + 67_500);
  });

  it('equals the adult price for one adult, who is told only that', () => {
    expect(partyTotal(family, { adult: 1, child: 0, infant: 0 })).toBe(adultPrice(family));
    expect(isSingleAdult({ adult: 1, child: 0, infant: 0 })).toBe(true);
    expect(isSingleAdult({ adult: 1, child: 0, infant: 1 })).toBe(false);
  });
});

describe('listingDaySummary (the date strip counts what the list of that day shows)', () => {
  it('counts every card the list shows and names the cheapest', () => {
    const items: FlightResultItem[] = [offer({ id: 'a', base: 150_000, status: 'HL' }), offer({ id: 'b', base: 120_000, legs: 2 })];
    expect(listingDaySummary(items)).toEqual({ numberOfFlights: 2, lowestFare: 120_000 });
    const prepared = prepareFlightList(items);
    const shown = visibleFlights(prepared.items, prepared.selection, prepared.sort);
    expect(listingDaySummary(items)).toEqual({ numberOfFlights: shown.length, lowestFare: adultPrice(shown[0]!) });
  });

  it('leaves out what the list hides at first: a business fare in an economy list', () => {
    const items: FlightResultItem[] = [{ ...offer({ id: 'a', base: 150_000 }), moreFares: [offer({ id: 'a-biz', base: 90_000, cabin: 'business' })] }];
    expect(listingDaySummary(items)).toEqual({ numberOfFlights: 1, lowestFare: 150_000 });
  });

  it('says no flights and no price for an empty day', () => {
    expect(listingDaySummary([])).toEqual({ numberOfFlights: 0, lowestFare: null });
  });

  it('agrees with the prepared list for any answer', () => {
    fc.assert(
      fc.property(fc.array(resultItemArb, { maxLength: 10 }), (items) => {
        const prepared = prepareFlightList(items);
        const shown = visibleFlights(prepared.items, prepared.selection, prepared.sort);
        expect(listingDaySummary(items)).toEqual({ numberOfFlights: shown.length, lowestFare: shown.length > 0 ? adultPrice(shown[0]!) : null });
      }),
    );
  });
});

// ---------------------------------------------------------------- properties

/** The spec §5 rules restated independently of the implementation, one predicate per rule. */
const specRules: Record<string, (item: FlightOffer, s: FlightFilterSelection) => boolean> = {
  price: (item, s) => {
    const { base, discount, tax } = item.rates.deal.adult;
    const price = base - discount + (item.rates.taxIncludeState === false ? tax : 0);
    return s.prices.min <= price && price <= s.prices.max;
  },
  time: (item, s) => {
    const [hh, mm] = (item.route[0]?.departure.departureTime ?? '').split(':').map(Number);
    const minutes = (hh ?? NaN) * 60 + (mm ?? NaN);
    return s.times.min <= minutes && minutes <= s.times.max;
  },
  offline: (item, s) => !(s.offline === false && item.route[0]?.statusCode === 'HL'),
  class: (item, s) => s.class === '' || item.route[0]?.class === s.class,
  stop: (item, s) => s.stop === '' || s.stop === (item.route.length === 1 ? 1 : item.route.length === 2 ? 2 : 3),
  airline: (item, s) => s.airlines.length > 0 && s.airlines.includes(item.route[0]?.carrier.airlineCode ?? ''),
};

const brokenRules = (item: FlightOffer, s: FlightFilterSelection): string[] =>
  Object.entries(specRules)
    .filter(([, rule]) => !rule(item, s))
    .map(([name]) => name);

const sortKey: Record<FlightSort, (item: FlightOffer) => number> = {
  cheapest: adultPrice,
  fastest: (item) => item.totalDuration,
  earliest: departureMinutes,
};

describe('flight list properties', () => {
  it('applyFilters keeps exactly the flights that break no spec §5 rule, in their order', () => {
    fc.assert(
      fc.property(offersArb, selectionArb, (items, selection) => {
        const kept = applyFilters(items, selection);
        const keptSet = new Set(kept);
        for (const item of items) {
          const broken = brokenRules(item, selection);
          if (keptSet.has(item)) expect(broken).toEqual([]);
          else expect(broken.length).toBeGreaterThan(0);
        }
        expect(kept).toEqual(items.filter((item) => brokenRules(item, selection).length === 0));
        expect(kept.every((item) => matchesFilters(item, selection))).toBe(true);
      }),
    );
  });

  it('openFilters(filterRanges(items)) keeps every flight of its class: economy when the list has it, else the one cabin listed', () => {
    fc.assert(
      fc.property(offersArb, (items) => {
        const selection = openFilters(filterRanges(items));
        const cabins = new Set(items.map((item) => firstLeg(item).class));
        if (cabins.size > 0) expect(selection.class).toBe(cabins.has('economy') ? 'economy' : [...cabins][0]);
        expect(applyFilters(items, selection)).toEqual(items.filter((item) => firstLeg(item).class === selection.class));
        if (cabins.size <= 1) expect(applyFilters(items, selection)).toEqual(items);
      }),
    );
  });

  it('filter ranges contain every price and departure time, with whole-number price ends reached by the list', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { minLength: 1, maxLength: 25 }), (items) => {
        const { prices, times } = filterRanges(items);
        const allPrices = items.map(adultPrice);
        const allTimes = items.map(departureMinutes);
        expect(Number.isInteger(prices.min) && Number.isInteger(prices.max)).toBe(true);
        expect(prices.min).toBe(Math.floor(Math.min(...allPrices)));
        expect(prices.max).toBe(Math.ceil(Math.max(...allPrices)));
        expect(times).toEqual({ min: Math.min(...allTimes), max: Math.max(...allTimes) });
      }),
    );
  });

  it('filter ranges list each first-leg class, stop and airline of the list exactly once, sorted', () => {
    fc.assert(
      fc.property(offersArb, (items) => {
        const ranges = filterRanges(items);
        const classes = new Set(items.map((item) => item.route[0]?.class));
        const stops = new Set(items.map(stopBucket));
        const airlines = new Set(items.map((item) => item.route[0]?.carrier.airlineCode));
        expect(new Set(ranges.classes)).toEqual(classes);
        expect(ranges.classes).toHaveLength(classes.size);
        expect(ranges.stops.map((stop) => stop.value)).toEqual([...stops].sort());
        expect(new Set(ranges.airlines.map((airline) => airline.code))).toEqual(airlines);
        expect(ranges.airlines).toHaveLength(airlines.size);
        const names = ranges.airlines.map((airline) => `${airline.name}\u0000${airline.code}`);
        expect(names).toEqual([...names].sort());
        expect(ranges.offline).toBe(items.some((item) => item.route[0]?.statusCode === 'HL'));
      }),
    );
  });

  it('sortFlights returns a permutation of its input, ordered by the sort key', () => {
    fc.assert(
      fc.property(offersArb, fc.constantFrom(...FLIGHT_SORTS), (items, sort) => {
        const sorted = sortFlights(items, sort);
        expect(sorted).toHaveLength(items.length);
        expect(new Set(sorted)).toEqual(new Set(items));
        const keys = sorted.map(sortKey[sort]);
        for (let i = 1; i < keys.length; i += 1) expect(keys[i - 1]).toBeLessThanOrEqual(keys[i] ?? Infinity);
      }),
    );
  });

  it('sortFlights keeps fares that tie on every key and offerId in input order', () => {
    fc.assert(
      fc.property(offersArb, fc.constantFrom(...FLIGHT_SORTS), (items, sort) => {
        const tieKey = (item: FlightOffer): string => [item.offerId, adultPrice(item), item.totalDuration, departureMinutes(item)].join('|');
        const sorted = sortFlights(items, sort);
        for (let i = 1; i < sorted.length; i += 1) {
          const [before, after] = [sorted[i - 1], sorted[i]];
          if (before && after && tieKey(before) === tieKey(after)) expect(items.indexOf(before)).toBeLessThan(items.indexOf(after));
        }
      }),
    );
  });

  it('sortFlights does not depend on the order the fares arrived in', () => {
    fc.assert(
      fc.property(
        offersArb.chain((items) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }))),
        fc.constantFrom(...FLIGHT_SORTS),
        ([items, shuffled], sort) => {
          // Fares equal on every tie-break are interchangeable, so compare what a customer sees.
          const view = (list: FlightOffer[]): unknown[] => list.map((item) => [item.offerId, adultPrice(item), item.totalDuration, departureMinutes(item)]);
          expect(view(sortFlights(shuffled, sort))).toEqual(view(sortFlights(items, sort)));
        },
      ),
    );
  });

  it('sorting is idempotent and filtering after sorting equals sorting after filtering', () => {
    fc.assert(
      fc.property(offersArb, selectionArb, fc.constantFrom(...FLIGHT_SORTS), (items, selection, sort) => {
        const sorted = sortFlights(items, sort);
        expect(sortFlights(sorted, sort)).toEqual(sorted);
        expect(applyFilters(sorted, selection)).toEqual(visibleFlights(items, selection, sort));
      }),
    );
  });

  it('flattenMoreFares keeps every fare once and leaves no moreFares behind', () => {
    fc.assert(
      fc.property(fc.array(resultItemArb, { maxLength: 10 }), (items) => {
        const flat = flattenMoreFares(items);
        expect(flat).toHaveLength(items.reduce((n, item) => n + 1 + (item.moreFares?.length ?? 0), 0));
        expect(flat.every((fare) => !('moreFares' in fare))).toBe(true);
        expect(flattenMoreFares(flat)).toEqual(flat);
      }),
    );
  });

  it('prepareFlightList shows every fare, cheapest first, under open filters', () => {
    fc.assert(
      fc.property(fc.array(resultItemArb, { maxLength: 10 }), (items) => {
        const prepared = prepareFlightList(items);
        expect(prepared.items).toHaveLength(flattenMoreFares(items).length);
        const ofClass = prepared.items.filter((item) => firstLeg(item).class === prepared.selection.class);
        expect(visibleFlights(prepared.items, prepared.selection, prepared.sort)).toEqual(ofClass);
        expect(prepared.items).toEqual(sortFlights(prepared.items, 'cheapest'));
      }),
    );
  });
});

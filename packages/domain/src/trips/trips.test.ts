import { describe, expect, it } from 'vitest';
import { bookAgainOf, bookAgainSearchParams, filterTrips, hotelBookAgainSearchParams, type HotelBookAgain, parseTripProduct, parseTripTab, productNameOf, tripProductName, tripTab, tripUserTypeOf } from './trips.ts';

const TODAY = '2026-11-25';

describe('tripTab', () => {
  it('puts cancelled, failed, unsuccessful and expired bookings under cancelled', () => {
    for (const status of ['cancelled', 'failed', 'unsuccessful', 'Expired']) expect(tripTab({ status, lastTravelDate: '2026-12-01' }, TODAY)).toBe('cancelled');
  });
  it('puts a trip whose last flight date has passed under completed', () => {
    expect(tripTab({ status: 'completed', lastTravelDate: '2026-11-24' }, TODAY)).toBe('completed');
  });
  it('keeps a trip flying today or later, or still being paid, under upComing', () => {
    expect(tripTab({ status: 'completed', lastTravelDate: TODAY }, TODAY)).toBe('upComing');
    expect(tripTab({ status: 'held', lastTravelDate: '2026-12-01' }, TODAY)).toBe('upComing');
  });
});

describe('tabs and product filter', () => {
  it('default to upComing and all (spec §2)', () => {
    expect(parseTripTab(null)).toBe('upComing');
    expect(parseTripTab('nonsense')).toBe('upComing');
    expect(parseTripTab('cancelled')).toBe('cancelled');
    expect(parseTripProduct(undefined)).toBe('all');
    expect(parseTripProduct('flight')).toBe('flight');
  });
  it('filter trips by tab and product type id', () => {
    const trips = [
      { id: 1, tab: 'upComing' as const, productType: 2 },
      { id: 2, tab: 'upComing' as const, productType: 1 },
      { id: 3, tab: 'completed' as const, productType: 2 },
    ];
    expect(filterTrips(trips, 'upComing', 'all').map((one) => one.id)).toEqual([1, 2]);
    expect(filterTrips(trips, 'upComing', 'hotel').map((one) => one.id)).toEqual([2]);
    expect(filterTrips(trips, 'completed', 'flight').map((one) => one.id)).toEqual([3]);
  });
  it('names products by their spec §3 ids', () => {
    expect(productNameOf(2)).toBe('flight');
    expect(productNameOf(13)).toBe('healthInsurance');
    expect(productNameOf(99)).toBe('product-99');
  });
});

describe('bookAgain', () => {
  const request = { tripType: 2, origin: 'RGN', destination: 'MDL', departureDate: '2026-12-01', returnDate: '2026-12-04', adult: 2, child: 1, infant: 0, language: 'en' };
  it('carries the spec §3 fields of the search that booked the trip', () => {
    expect(bookAgainOf(request, 'MMK')).toEqual({
      product: 'flight',
      tripType: 2,
      fromCityCode: 'RGN',
      toCityCode: 'MDL',
      requestDateFrom: '2026-12-01',
      requestDateTo: '2026-12-04',
      currency: 'MMK',
      language: 'en',
      adult: 2,
      child: 1,
      infant: 0,
    });
    expect(bookAgainOf({ ...request, tripType: 1 }, 'USD').requestDateTo).toBe('');
  });
  it('searches the same dates while they are still ahead', () => {
    const params = bookAgainSearchParams(bookAgainOf(request, 'MMK'), '2026-11-26');
    expect(params.toString()).toBe('tripType=2&origin=RGN&destination=MDL&departureDate=2026-12-01&returnDate=2026-12-04&currency=MMK&language=en&adult=2&child=1&infant=0');
  });
  it('moves a past trip to the earliest departure and keeps its length', () => {
    const past = bookAgainOf({ ...request, departureDate: '2026-01-01', returnDate: '2026-01-04' }, 'MMK');
    const params = bookAgainSearchParams(past, '2026-11-26');
    expect(params.get('departureDate')).toBe('2026-11-26');
    expect(params.get('returnDate')).toBe('2026-11-29');
    expect(bookAgainSearchParams({ ...past, tripType: 1, requestDateTo: '' }, '2026-11-26').has('returnDate')).toBe(false);
  });
});

describe('hotel bookAgain', () => {
  const stay: HotelBookAgain = {
    product: 'hotel',
    itemId: 'H1003',
    name: 'Inya Lake View Hotel',
    city: 'yangon',
    region: 'local',
    checkin: '2026-12-01',
    checkout: '2026-12-04',
    rooms: 2,
    adult: 3,
    child: 2,
    childAges: [4, 9],
    nationality: 'local',
    currency: 'MMK',
    language: 'mm',
  };
  it('searches the same hotel, dates, rooms and guests (spec §2 hotel parameters) while the stay is ahead', () => {
    expect(hotelBookAgainSearchParams(stay, '2026-11-27').toString()).toBe(
      'itemId=H1003&name=Inya+Lake+View+Hotel&scope=hotel&city=yangon&region=local&checkin=2026-12-01&checkout=2026-12-04&rooms=2&adult=3&child=2&child_ages=4%2C9&nationality=local&currency=MMK&language=mm',
    );
  });
  it('moves a past stay to the earliest check-in and keeps its nights; no child_ages without children', () => {
    const params = hotelBookAgainSearchParams({ ...stay, checkin: '2026-01-10', checkout: '2026-01-12', child: 0, childAges: [] }, '2026-11-27');
    expect(params.get('checkin')).toBe('2026-11-27');
    expect(params.get('checkout')).toBe('2026-11-29');
    expect(params.has('child_ages')).toBe(false);
    // A stay abroad is searched abroad again.
    expect(hotelBookAgainSearchParams({ ...stay, itemId: 'H101004', city: 'bangkok', region: 'international' }, '2026-11-27').get('region')).toBe('international');
  });
});

describe('tripUserTypeOf and tripProductName', () => {
  it('maps AGT to agent, SGT to sub-agent and others to member', () => {
    expect(tripUserTypeOf('AGT')).toBe('agent');
    expect(tripUserTypeOf('SGT')).toBe('sub-agent');
    expect(tripUserTypeOf('CUS')).toBe('member');
  });
  it('names a one-way and a round trip', () => {
    const route = { originCity: 'Yangon', origin: 'RGN', destinationCity: 'Mandalay', destination: 'MDL' };
    expect(tripProductName({ ...route, roundTrip: false })).toBe('Yangon (RGN) → Mandalay (MDL)');
    expect(tripProductName({ ...route, roundTrip: true })).toBe('Yangon (RGN) ⇄ Mandalay (MDL)');
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrendingDestination } from '@thwa/domain/contracts/flights';
import type { PopularAirport, PopularFlightDestination, PopularHotelDestination, PopularLine, PopularRoute, TrendingHotelCity } from '@thwa/domain/contracts/popular';
import type { ApiClient } from '../../lib/api-client.ts';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { PopularDestinationsBlock, PopularLinesBlock, PopularRoutesBlock, TrendingBlock } from './popular.tsx';
import {
  loadFlightTrending,
  loadHotelTrending,
  loadPopularFlightDestinations,
  loadPopularHotelDestinations,
  loadPopularLines,
  loadPopularRoutes,
  searchDates,
  type PopularView,
} from './popular.server.ts';

afterEach(cleanup);

/** 21:00 in Yangon on 9 April 2031: tomorrow is the 10th; past 16:00, the default hotel night is the 11th. */
const NOW = new Date('2031-04-09T14:30:00Z');
const dates = searchDates(NOW);

const airport = (code: string, city: string): PopularAirport => ({ code, city, name: `${city} International Airport`, countryName: 'Myanmar', countryCode: 'MM' });
const RGN = airport('RGN', 'Yangon');
const MDL = airport('MDL', 'Mandalay');
const NYU = airport('NYU', 'Bagan');

const baganPlace = { term: 'bagan', listingSearchTerm: 'Bagan', itemId: '3', name: 'Bagan', scope: 'city' as const, city: 'bagan', country: 'Myanmar', region: 'local' as const };
const flightDestination: PopularFlightDestination = { product: 'flight', destination: MDL, origin: RGN, bookings: 4, searches: 30, weeklyFlights: 21 };
const hotelDestination: PopularHotelDestination = {
  product: 'hotel',
  placeId: 3,
  city: 'Bagan',
  country: 'Myanmar',
  bookings: 2,
  searches: 9,
  hotels: 14,
  picture: { imageId: 'c'.repeat(40), width: 800, height: 600, caption: 'A temple at dusk' },
  search: baganPlace,
};
const route: PopularRoute = { origin: RGN, destination: NYU, bookings: 3, searches: 12, weeklyFlights: 14 };
const line: PopularLine = { airline: { code: 'UB', name: 'Myanmar National Airlines', logo: '/api/airlines/UB/logo.svg' }, origin: RGN, destination: MDL, bookings: 5, weeklyFlights: 7 };
const trendingFlight: TrendingDestination = { airportCode: 'HEH', airportCity: 'Heho', airportName: 'Heho Airport', countryName: 'Myanmar', countryCode: 'MM', area: 'domestic', searches: 8 };
const trendingHotel: TrendingHotelCity = { placeId: 3, city: 'Bagan', country: 'Myanmar', hotels: 14, recentSearches: 9, previousSearches: 1, search: baganPlace };

const view = <T,>(items: T[]): { status: 'success'; data: PopularView<T> } => ({ status: 'success', data: { items, dates } });
const params = (href: string) => Object.fromEntries(new URL(href, 'https://thwa.test').searchParams);
const pathOf = (href: string) => new URL(href, 'https://thwa.test').pathname;

function fakeApi(answer: { status: number; body: unknown }) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const api = {
    post: async (path: string, body: unknown) => {
      calls.push({ method: 'POST', path, body });
      return answer;
    },
    get: async (path: string) => {
      calls.push({ method: 'GET', path });
      return answer;
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('popular loaders', () => {
  it('ask the spec paths in the page language, keep only the product asked, and add the dates the links search', async () => {
    const ok = fakeApi({ status: 200, body: { code: 200, data: [flightDestination, hotelDestination] } });
    expect(await loadPopularFlightDestinations(ok.api, 'mm', NOW)).toEqual({ status: 'success', data: { items: [flightDestination], dates } });
    expect(await loadPopularHotelDestinations(ok.api, 'en', NOW)).toEqual({ status: 'success', data: { items: [hotelDestination], dates } });
    await loadPopularRoutes(ok.api, 'en', NOW);
    await loadPopularLines(ok.api, 'en', NOW);
    expect(ok.calls).toEqual([
      { method: 'POST', path: '/v2/cms/popularDestination', body: { product: 'flight', language: 'mm', limit: 8 } },
      { method: 'POST', path: '/v2/cms/popularDestination', body: { product: 'hotel', language: 'en', limit: 8 } },
      { method: 'POST', path: '/cms/popularRoute', body: { product: 'flight', language: 'en', limit: 8 } },
      { method: 'POST', path: '/cms/popularLine', body: { product: 'flight', language: 'en', limit: 8 } },
    ]);
    expect(dates).toEqual({ departureDate: '2031-04-10', checkIn: '2031-04-11', checkOut: '2031-04-12' });
  });

  it('fail on any code but 200; trending fails when the answer has no data (spec §4)', async () => {
    expect(await loadPopularRoutes(fakeApi({ status: 503, body: { code: 503 } }).api, 'en', NOW)).toEqual({ status: 'failed' });
    const trending = fakeApi({ status: 200, body: { code: 200, data: [trendingFlight] } });
    expect(await loadFlightTrending(trending.api, 'en', NOW)).toEqual({ status: 'success', data: { items: [trendingFlight], dates } });
    expect(trending.calls[0]!.path).toBe('/trending/destination?product=flight&origin=RGN&language=en&limit=8');
    const empty = fakeApi({ status: 200, body: { code: 200, product: 'hotel', data: [] } });
    expect(await loadHotelTrending(empty.api, 'mm', NOW)).toEqual({ status: 'failed', noData: true });
    expect(empty.calls[0]!.path).toBe('/trending/destination?product=hotel&language=mm&limit=8');
  });
});

describe('PopularDestinationsBlock', () => {
  it('links a flight destination to tomorrow’s departure listing from its origin, one adult in economy', async () => {
    renderInRoot(<PopularDestinationsBlock product="flight" feed={view([flightDestination])} />);
    const region = await screen.findByRole('region', { name: 'Popular flight destinations' });
    const link = within(region).getByRole('link');
    expect(pathOf(link.getAttribute('href')!)).toBe('/flight/depart/search');
    expect(params(link.getAttribute('href')!)).toMatchObject({ tripType: '1', origin: 'RGN', destination: 'MDL', departureDate: '2031-04-10', adult: '1', child: '0', infant: '0', currency: 'MMK', language: 'en' });
    expect(link.textContent).toContain('Mandalay');
    expect(link.textContent).toContain('From Yangon');
    expect(link.textContent).toContain('1 adult');
  });

  it('links a hotel city to its listing for the default night, two adults in one room, with a lazy picture in a kept box', async () => {
    renderInRoot(<PopularDestinationsBlock product="hotel" feed={view([hotelDestination, { ...hotelDestination, placeId: 4, picture: null, city: 'Ngapali' }])} />);
    const region = await screen.findByRole('region', { name: 'Popular hotel destinations' });
    const [bagan, ngapali] = within(region).getAllByRole('link');
    expect(pathOf(bagan!.getAttribute('href')!)).toBe('/hotel/listing');
    expect(params(bagan!.getAttribute('href')!)).toMatchObject({ term: 'bagan', itemId: '3', scope: 'city', checkin: '2031-04-11', checkout: '2031-04-12', rooms: '1', adult: '2', currency: 'MMK', language: 'en' });
    expect(bagan!.textContent).toContain('Hotels: 14');
    const image = bagan!.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
    // No picture: a box of the same shape, so the row's cards stay one height.
    expect(ngapali!.querySelector('img')).toBeNull();
    expect(ngapali!.querySelector('.aspect-\\[4\\/3\\]')).not.toBeNull();
  });

  it('says so when nothing is popular or the feed failed', async () => {
    renderInRoot(<PopularDestinationsBlock product="hotel" feed={view<PopularHotelDestination>([])} />);
    expect((await screen.findByText('No popular destinations just now.')).getAttribute('data-status')).toBe('empty');
    cleanup();
    renderInRoot(<PopularDestinationsBlock product="flight" feed={{ status: 'failed' }} />);
    expect((await screen.findByRole('status')).getAttribute('data-status')).toBe('failed');
  });
});

describe('PopularRoutesBlock and PopularLinesBlock', () => {
  it('show a route with its weekly flights, linked to its departure listing', async () => {
    renderInRoot(<PopularRoutesBlock feed={view([route])} />);
    const region = await screen.findByRole('region', { name: 'Popular routes' });
    const link = within(region).getByRole('link');
    expect(link.textContent).toContain('Yangon to Bagan');
    expect(link.textContent).toContain('Flights a week: 14');
    expect(params(link.getAttribute('href')!)).toMatchObject({ origin: 'RGN', destination: 'NYU', departureDate: '2031-04-10' });
  });

  it('show an airline’s route with its mark and name, in Myanmar with Myanmar digits', async () => {
    renderInRoot(<PopularLinesBlock feed={view([{ ...line, airline: { ...line.airline, name: 'မြန်မာအမျိုးသားလေကြောင်း' } }])} />, { lang: 'mm' });
    const region = await screen.findByRole('region', { name: 'လူကြိုက်များသော လေကြောင်းလိုင်းနှင့် ခရီးစဉ်များ' });
    const link = within(region).getByRole('link');
    expect(link.textContent).toContain('မြန်မာအမျိုးသားလေကြောင်း');
    expect(link.textContent).toContain('တစ်ပတ်လျှင် ပျံသန်းမှု ၇ ကြိမ်');
    expect(link.textContent).not.toMatch(/[0-9]/);
    // The airline's mark (its logo, or its code on a circle when the logo did not load: happy-dom loads no image).
    expect(region.querySelector('[data-airline="UB"]')).not.toBeNull();
    expect(params(link.getAttribute('href')!)).toMatchObject({ origin: 'RGN', destination: 'MDL', language: 'mm' });
  });
});

describe('TrendingBlock', () => {
  it('links a flight destination trending from the origin to its departure listing', async () => {
    renderInRoot(<TrendingBlock product="flight" origin="RGN" feed={view([trendingFlight])} />);
    const region = await screen.findByRole('region', { name: 'Trending flight destinations' });
    const link = within(region).getByRole('link');
    expect(link.textContent).toContain('Heho');
    expect(params(link.getAttribute('href')!)).toMatchObject({ origin: 'RGN', destination: 'HEH' });
  });

  it('links a trending hotel city to its listing', async () => {
    renderInRoot(<TrendingBlock product="hotel" feed={view([trendingHotel])} />);
    const region = await screen.findByRole('region', { name: 'Trending hotel cities' });
    const link = within(region).getByRole('link');
    expect(pathOf(link.getAttribute('href')!)).toBe('/hotel/listing');
    expect(params(link.getAttribute('href')!)).toMatchObject({ term: 'bagan', adult: '2', rooms: '1' });
    expect(link.textContent).toContain('Hotels: 14');
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { ReturningVisitor } from './returning-visitor.tsx';
import { MAX_VIEWED_HOTELS, addViewedHotel, readLastHotelSearch, readViewedHotels, rememberHotelSearch, rememberViewedHotel, type ViewedHotel } from './visitor-memory.ts';

const NOW = '2031-03-10T03:00:00.000Z'; // 09:30 in Yangon, 10 March
const YANGON = { airportCode: 'RGN', airportName: 'Yangon International', airportCity: 'Yangon', countryName: 'Myanmar', countryCode: 'MM' };
const MANDALAY = { airportCode: 'MDL', airportName: 'Mandalay International', airportCity: 'Mandalay', countryName: 'Myanmar', countryCode: 'MM' };

function viewed(id: number, overrides: Partial<ViewedHotel> = {}): ViewedHotel {
  return { hotelId: `h${id}`, name: `Hotel ${id}`, place: 'Nyaung-U, Bagan', stars: 4, href: `/hotel/detail?itemId=${id}`, photo: null, ...overrides };
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('visitor memory', () => {
  it('keeps the hotels last viewed newest first, each once, at most six', () => {
    let list: ViewedHotel[] = [];
    for (let id = 1; id <= 8; id += 1) list = addViewedHotel(list, viewed(id));
    list = addViewedHotel(list, viewed(5));
    expect(list.map((hotel) => hotel.hotelId)).toEqual(['h5', 'h8', 'h7', 'h6', 'h4', 'h3']);
    expect(list).toHaveLength(MAX_VIEWED_HOTELS);
  });

  it('reads back only what is whole and leads to our own pages', () => {
    rememberViewedHotel(viewed(1));
    window.localStorage.setItem('thwa.hotel.recentlyViewed', JSON.stringify([viewed(2, { href: 'https://elsewhere.example/' }), viewed(3, { href: '//elsewhere.example' }), { hotelId: 'h4' }, viewed(1)]));
    expect(readViewedHotels().map((hotel) => hotel.hotelId)).toEqual(['h1']);
    window.localStorage.setItem('thwa.hotel.recentlyViewed', '{not json');
    expect(readViewedHotels()).toEqual([]);
  });

  it('offers the last hotel search only while its check-in has not passed', () => {
    rememberHotelSearch({ place: 'Bagan', checkin: '2031-03-10', checkout: '2031-03-12', rooms: 1, guests: 2, href: '/hotel/listing?term=bagan' });
    expect(readLastHotelSearch('2031-03-10')?.place).toBe('Bagan');
    expect(readLastHotelSearch('2031-03-11')).toBeNull();
  });
});

describe('the returning visitor blocks', () => {
  it('show nothing on a first visit', async () => {
    const { container } = renderInRoot(
      <>
        <p>The search form</p>
        <ReturningVisitor landing="flight" now={NOW} />
      </>,
    );
    await screen.findByText('The search form');
    expect(container.querySelector('[data-feed]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('continue the last flight and hotel searches, the landing’s own product first, and list the hotels viewed', async () => {
    window.localStorage.setItem(
      'thwa.flight.lastSearch',
      JSON.stringify({ origin: YANGON, destination: MANDALAY, departureDate: '2031-03-12', returnDate: '2031-03-15', query: 'tripType=2&origin=RGN&destination=MDL&adult=2&child=1&infant=0' }),
    );
    rememberHotelSearch({ place: 'Bagan', checkin: '2031-03-20', checkout: '2031-03-22', rooms: 1, guests: 2, href: '/hotel/listing?term=bagan' });
    rememberViewedHotel(viewed(1, { name: 'Aureum Palace' }));
    rememberViewedHotel(viewed(2, { name: 'Bagan Lodge' }));

    renderInRoot(<ReturningVisitor landing="hotel" now={NOW} />);
    const continued = await screen.findByRole('region', { name: 'Continue your search' });
    const cards = within(continued).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('Hotels in Bagan'), expect.stringContaining('Yangon to Mandalay')]);
    expect(cards[1]!.textContent).toContain('Travellers: 3');
    expect(within(cards[1]!).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/flight/depart/search?tripType=2&origin=RGN&destination=MDL&adult=2&child=1&infant=0');
    expect(within(cards[0]!).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/hotel/listing?term=bagan');

    // The trip the flight search plans, completed: a hotel for the stay and the cover for the trip.
    const trip = screen.getByRole('region', { name: 'Complete your trip to Mandalay' });
    expect(within(trip).getByRole('link', { name: 'Find hotels' }).getAttribute('href')).toBe('/hotel?term=Mandalay&checkin=2031-03-12&checkout=2031-03-15&rooms=1&adult=2');
    expect(trip.textContent).toContain('Nights: 3');
    expect(within(trip).getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/insurance?area=domestic&startDate=2031-03-12&endDate=2031-03-15&ages=');

    const recent = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Bagan Lodge'), expect.stringContaining('Aureum Palace')]);
    expect(within(recent).getAllByRole('link')[0]!.textContent).toContain('4 stars');
  });

  it('no longer offer a flight search whose departure has passed', async () => {
    window.localStorage.setItem('thwa.flight.lastSearch', JSON.stringify({ origin: YANGON, destination: MANDALAY, departureDate: '2031-03-09', query: 'tripType=1&origin=RGN&destination=MDL&adult=1' }));
    rememberViewedHotel(viewed(1));
    renderInRoot(<ReturningVisitor landing="flight" now={NOW} />);
    await screen.findByRole('region', { name: 'Recently viewed' });
    expect(screen.queryByRole('region', { name: 'Continue your search' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Complete your trip/ })).toBeNull();
  });
});

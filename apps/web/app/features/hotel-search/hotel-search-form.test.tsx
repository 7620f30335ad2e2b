// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import { buildHotelSearchQuery, placeOfLocation } from '@thwa/domain/hotels/hotel-search-query';
import type { Nationality } from '@thwa/domain/settings';
import { rootData } from '../flight-listing/test-support.tsx';
import { HotelSearchForm, type HotelSearchStart } from './hotel-search-form.tsx';

const bagan: HotelLocation = { name: 'Bagan', kind: 'city', country: 'Myanmar', id: '4', city: 'Bagan', city_slug: 'bagan', township: null, township_slug: null, hotel_slug: null, region: 'local' };
const oldBagan: HotelLocation = { ...bagan, name: 'Old Bagan', kind: 'township', township: 'Old Bagan', township_slug: 'old-bagan' };

const START: HotelSearchStart = {
  today: '2031-03-01',
  checkin: '2031-03-02',
  checkout: '2031-03-03',
  rooms: 1,
  adult: 2,
  childAges: [],
  nationality: null,
  typed: '',
  problem: null,
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

let searched: string[] = [];
beforeEach(() => {
  searched = [];
  window.localStorage.clear();
  // The autocomplete's GET /api/hotelrevamp: Bagan and Old Bagan for anything with "bag".
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      searched.push(url.searchParams.get('q') ?? '');
      const data = /bag/i.test(url.searchParams.get('q') ?? '') ? [bagan, oldBagan] : [];
      return new Response(JSON.stringify({ code: 200, data }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Listing() {
  const location = useLocation();
  return <output aria-label="listing address">{`${location.pathname}${location.search}`}</output>;
}

function renderForm(options: { start?: Partial<HotelSearchStart>; nationality?: Nationality; lang?: 'en' | 'mm' } = {}) {
  const base = rootData({ lang: options.lang ?? 'en' });
  const data = { ...base, settings: { ...base.settings, nationality: options.nationality ?? 'local' } };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      HydrateFallback: () => null,
      children: [
        { path: 'hotel', Component: () => <HotelSearchForm start={{ ...START, ...options.start }} /> },
        { path: 'hotel/listing', Component: Listing },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/hotel']} />);
}

async function chooseBagan() {
  fireEvent.click(await screen.findByRole('button', { name: /^Destination/ }));
  const drawer = screen.getByRole('dialog', { name: 'Where are you staying?' });
  fireEvent.change(within(drawer).getByRole('combobox', { name: 'City, township or hotel' }), { target: { value: 'Bag' } });
  fireEvent.click(await within(drawer).findByRole('option', { name: /^Bagan City/ }, { timeout: 3_000 }));
}

describe('the hotel search form (spec §2, §3, §9)', () => {
  it('starts from the given stay, 1 room and 2 adults, and the visitor’s nationality', async () => {
    renderForm({ nationality: 'foreign' });
    const form = await screen.findByRole('form', { name: 'Search hotels' });
    expect(within(form).getByLabelText('Check-in')).toHaveProperty('value', '2031-03-02');
    expect(within(form).getByLabelText('Check-out')).toHaveProperty('value', '2031-03-03');
    expect(within(form).getByText('1 night(s)')).toBeTruthy();
    expect(within(form).getByRole('button', { name: /Rooms and guests/ }).textContent).toContain('1 room(s), 2 adult(s), 0 child(ren)');
    expect(within(form).getByRole('radio', { name: 'Foreigners' })).toHaveProperty('checked', true);
  });

  it('without a destination says so and stays on the page', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Search hotels' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a city, township or hotel to stay in.');
    expect(screen.queryByRole('status', { name: 'listing address' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Search hotels' })).toBeTruthy();
  });

  it('says it in Myanmar in the Myanmar interface', async () => {
    renderForm({ lang: 'mm' });
    fireEvent.click(await screen.findByRole('button', { name: 'ဟိုတယ်ရှာရန်' }));
    expect((await screen.findByRole('alert')).textContent).toBe('တည်းခိုမည့် မြို့၊ မြို့နယ် သို့မဟုတ် ဟိုတယ်ကို ရွေးပါ။');
  });

  it('sends exactly the spec §2 parameters to /hotel/listing, in the spec order', async () => {
    renderForm();
    await chooseBagan();
    expect(searched).toEqual(['Bag']);
    expect(screen.getByRole('button', { name: /^Destination/ }).textContent).toContain('Bagan');

    fireEvent.click(screen.getByRole('button', { name: /Rooms and guests/ }));
    const guests = screen.getByRole('dialog', { name: 'Rooms and guests' });
    fireEvent.click(within(guests).getByRole('button', { name: 'More Rooms' }));
    fireEvent.click(within(guests).getByRole('button', { name: 'More Children' }));
    fireEvent.click(within(guests).getByRole('button', { name: 'Done' }));
    expect(within(guests).getByRole('alert').textContent).toBe('Choose the age of each child.');
    fireEvent.change(within(guests).getByRole('combobox', { name: 'Age of child 1' }), { target: { value: '7' } });
    fireEvent.click(within(guests).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /Rooms and guests/ }).textContent).toContain('2 room(s), 2 adult(s), 1 child(ren)');

    fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    const address = await screen.findByRole('status', { name: 'listing address' });
    const expected = buildHotelSearchQuery({
      ...placeOfLocation(bagan, 'Bag'),
      checkin: '2031-03-02',
      checkout: '2031-03-03',
      rooms: 2,
      adult: 2,
      childAges: [7],
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
    expect(address.textContent).toBe(`/hotel/listing?${expected}`);
    // Remembered on this device (spec §4).
    expect(JSON.parse(window.localStorage.getItem('thwa.hotel.recentLocations') ?? '[]')).toEqual([bagan]);
  });

  it('adding rooms keeps an adult in every room', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: /Rooms and guests/ }));
    const guests = screen.getByRole('dialog', { name: 'Rooms and guests' });
    for (let room = 1; room < 3; room += 1) fireEvent.click(within(guests).getByRole('button', { name: 'More Rooms' }));
    expect(within(guests).getByRole('button', { name: 'Fewer Adults' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Rooms and guests/ }).textContent).toContain('3 room(s), 3 adult(s)');
    for (let room = 3; room < 10; room += 1) fireEvent.click(within(guests).getByRole('button', { name: 'More Rooms' }));
    expect(within(guests).getByRole('button', { name: 'More Rooms' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Rooms and guests/ }).textContent).toContain('8 room(s), 8 adult(s)');
  });

  it('moving the check-in keeps the length of the stay', async () => {
    renderForm({ start: { checkout: '2031-03-05' } });
    const checkIn = await screen.findByLabelText('Check-in');
    fireEvent.change(checkIn, { target: { value: '2031-03-10' } });
    expect(screen.getByLabelText('Check-out')).toHaveProperty('value', '2031-03-13');
    expect(screen.getByLabelText('Check-out').getAttribute('min')).toBe('2031-03-11');
    expect(screen.getByLabelText('Check-out').getAttribute('max')).toBe('2031-04-09');
  });

  it('a check-out that is no longer after the check-in is refused with the form’s own message', async () => {
    renderForm();
    await chooseBagan();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2031-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a check-out date after check-in, at most 30 nights later.');
    expect(screen.queryByRole('status', { name: 'listing address' })).toBeNull();
  });

  it('offers the recent locations of this device, newest first, before anything is typed', async () => {
    window.localStorage.setItem('thwa.hotel.recentLocations', JSON.stringify([bagan, { name: 'broken' }, oldBagan]));
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: /^Destination/ }));
    const drawer = screen.getByRole('dialog', { name: 'Where are you staying?' });
    const recent = within(drawer).getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('button').map((button) => button.textContent)).toEqual(['Old Bagan Township, Bagan', 'Bagan City, Myanmar']);
    fireEvent.click(within(recent).getByRole('button', { name: /^Bagan/ }));
    expect(screen.getByRole('button', { name: /^Destination/ }).textContent).toContain('Bagan');
  });

  it('shows a problem the server found in a search sent without JavaScript', async () => {
    renderForm({ start: { typed: 'Atlantis', problem: 'notFound' } });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find “Atlantis”. Try a city, township or hotel in Myanmar.');
  });
});

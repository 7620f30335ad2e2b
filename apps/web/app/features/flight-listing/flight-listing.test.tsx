// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILTER_SORT_DELAY_MS } from '@thwa/domain/constants';
import { flattenMoreFares, prepareFlightList } from '@thwa/domain/flights/flight-list';
import { FlightListing } from './flight-listing.tsx';
import type { DateStripDay, ListingData, SearchSummary } from './listing-data.ts';
import { AIRLINES, offer, renderInRoot } from './test-support.tsx';

beforeAll(() => {
  // happy-dom's <dialog> has no modal mode; the drawer only needs open/close to toggle `open`.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const QUERY = 'tripType=2&origin=RGN&destination=MDL&departureDate=2031-03-10&returnDate=2031-03-12&currency=MMK&language=en&adult=2&child=1&infant=0&class=economy';

const summary: SearchSummary = {
  step: 'depart',
  tripType: 2,
  origin: 'RGN',
  destination: 'MDL',
  originCity: 'Yangon',
  destinationCity: 'Mandalay',
  date: '2031-03-10',
  dateLabel: 'Mon, 10 Mar 2031',
  adult: 2,
  child: 1,
  infant: 0,
  cabin: 'economy',
  query: QUERY,
};

const days: DateStripDay[] = [
  { date: '2031-03-07', weekday: 'Fri', dayLabel: '7 Mar', numberOfFlights: 3, lowestFare: 90_000, href: null, selected: false },
  { date: '2031-03-09', weekday: 'Sun', dayLabel: '9 Mar', numberOfFlights: 4, lowestFare: 95_000, href: '/flight/depart/search?day=9', selected: false },
  { date: '2031-03-10', weekday: 'Mon', dayLabel: '10 Mar', numberOfFlights: 0, lowestFare: null, href: null, selected: true },
  { date: '2031-03-11', weekday: 'Tue', dayLabel: '11 Mar', numberOfFlights: 1, lowestFare: 101_000, href: '/flight/depart/search?day=11', selected: false },
];

const items = [
  offer({ offerId: 'ub-1', airline: AIRLINES.UB, price: 150_000 }),
  offer({ offerId: 'k7-1', airline: AIRLINES.K7, price: 120_000 }),
];

function results(overrides: Partial<Extract<ListingData, { kind: 'results' }>> = {}): ListingData {
  return { kind: 'results', title: 't', summary, cacheKey: 'session-1', list: prepareFlightList(items), dates: days, outward: null, ...overrides };
}

async function show(data: ListingData, options?: Parameters<typeof renderInRoot>[1]) {
  renderInRoot(<FlightListing data={data} />, options);
  return screen.findByRole('heading', { level: 1 });
}

function selectLinks() {
  return screen.getAllByRole('link', { name: /^Select/ }).map((link) => link.getAttribute('href'));
}

describe('the departure listing', () => {
  it('heads the page with the route, date, travellers and class', async () => {
    const heading = await show(results());
    expect(heading.textContent).toBe('Yangon → to Mandalay');
    expect(screen.getByText('Mon, 10 Mar 2031 · 2 adults, 1 child · Economy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change search' }).getAttribute('href')).toBe('/flight');
  });

  it('round trip: Select leads to the return listing with the departure and the session', async () => {
    await show(results());
    expect(selectLinks()).toEqual([
      `/flight/return/search?outward=k7-1&cacheKey=session-1&${QUERY}`,
      `/flight/return/search?outward=ub-1&cacheKey=session-1&${QUERY}`,
    ]);
  });

  it('one way: Select leads to the checkout', async () => {
    await show(results({ summary: { ...summary, tripType: 1, query: 'tripType=1' } }));
    expect(selectLinks()[0]).toBe('/flight/checkout?cacheKey=session-1&outward=k7-1&tripType=1');
  });

  it('shows the date strip: each day’s lowest fare and count, the chosen day marked, past days without a link', async () => {
    await show(results());
    const strip = screen.getByRole('navigation', { name: 'Other dates' });
    const chosen = strip.querySelector('[aria-current="date"]');
    expect(chosen?.textContent).toContain('10 Mar');
    expect(within(strip).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/flight/depart/search?day=9',
      '/flight/depart/search?day=11',
    ]);
    expect(within(strip).getByRole('link', { name: /Sun.*9 Mar.*MMK 95,000.*4 flights/ })).toBeTruthy();
    expect(within(strip).getByText('7 Mar').closest('a')).toBeNull();
    expect(within(strip).getByText('7 Mar').parentElement?.textContent).toContain('(not available)');
  });

  it('offers another date when the day has no flights (spec §8 "no flights for this date")', async () => {
    await show(results({ list: prepareFlightList([]) }));
    expect(screen.getByRole('heading', { name: 'No flights on Mon, 10 Mar 2031' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search another date' }).getAttribute('href')).toBe('/flight');
    expect(screen.getByRole('navigation', { name: 'Other dates' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();
  });

  it('on a phone, Filter opens the filters in a drawer, counts active filters and gives focus back on close', async () => {
    await show(results());
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(filter);
    const drawer = screen.getByRole('dialog', { hidden: true });
    expect(drawer.hasAttribute('open')).toBe(true);
    vi.useFakeTimers();
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Air KBZ' }));
    // The button answers the tap with the count the list will show.
    const show1 = within(drawer).getByRole('button', { name: 'Show 1 flight' });
    act(() => vi.advanceTimersByTime(FILTER_SORT_DELAY_MS));
    fireEvent.click(show1);
    expect(drawer.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter 1 active' }));
    expect(selectLinks()).toHaveLength(1);
  });

  it('announces the wait while a sort is applied (aria-live status)', async () => {
    await show(results());
    vi.useFakeTimers();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('2 flights');
    fireEvent.click(screen.getByRole('button', { name: 'Fastest' }));
    expect(status.textContent).toBe('We are processing your request ...');
    expect(status.nextElementSibling?.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(FILTER_SORT_DELAY_MS));
    expect(status.textContent).toBe('2 flights');
  });

  it('speaks Myanmar', async () => {
    const heading = await show(results(), { lang: 'mm' });
    expect(heading.textContent).toBe('Yangon → သို့ Mandalay');
    expect(screen.getByRole('group', { name: 'စီစဉ်ပုံ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('ခရီးစဉ် ၂ ခု');
    expect(screen.getByText('Mon, 10 Mar 2031 · လူကြီး ၂ ဦး၊ ကလေး ၁ ဦး · စီးပွားရေးအတန်း')).toBeTruthy();
  });
});

describe('the return listing', () => {
  const [chosen] = flattenMoreFares([offer({ offerId: 'k7-1', airline: AIRLINES.K7, price: 120_000 })]);
  const back = [offer({ offerId: 'yh-9', airline: AIRLINES.YH, price: 99_000, legs: [{ from: 'MDL', to: 'RGN' }] })];
  const data = results({
    summary: { ...summary, step: 'return', origin: 'MDL', destination: 'RGN', originCity: 'Mandalay', destinationCity: 'Yangon' },
    list: prepareFlightList(back),
    outward: { offer: chosen!, dateLabel: 'Mon, 10 Mar 2031', changeHref: `/flight/depart/search?${QUERY}` },
  });

  it('shows the chosen departure on top with Change, and Select leads to the checkout with both offers', async () => {
    await show(data);
    const departure = screen.getByRole('region', { name: 'Your departure, Mon, 10 Mar 2031' });
    expect(within(departure).getByRole('heading', { level: 3 }).textContent).toBe('Air KBZ');
    expect(within(departure).getByRole('link', { name: 'Change departure flight' }).getAttribute('href')).toBe(`/flight/depart/search?${QUERY}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Return flights' })).toBeTruthy();
    expect(selectLinks()).toEqual([`/flight/checkout?cacheKey=session-1&outward=k7-1&return=yh-9&${QUERY}`]);
  });

  it('says when the chosen departure is gone, with the way back to the departures', async () => {
    await show({ kind: 'outwardGone', title: 't', summary: data.kind === 'results' ? data.summary : summary });
    expect(screen.getByRole('heading', { name: 'Your departure flight is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a departure flight' }).getAttribute('href')).toBe(`/flight/depart/search?${QUERY}`);
  });
});

describe('when there is nothing to list', () => {
  it('a URL that cannot be searched says what is wrong and links back to the search', async () => {
    const heading = await show({
      kind: 'invalid',
      title: 'Check your flight search',
      problems: [
        { field: 'destination', code: 'sameAirports' },
        { field: 'departureDate', code: 'departureDate.past' },
        { field: 'infant', code: 'travellers.infantsExceedAdults' },
      ],
    });
    expect(heading.textContent).toBe('Check your flight search');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Origin and Destination must not be same.',
      'The departure date has passed. Choose today or a later date.',
      'Each infant sits on an adult’s lap, so there cannot be more infants than adults.',
    ]);
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/flight');
  });

  it('the same in Myanmar', async () => {
    await show({ kind: 'invalid', title: 'သင့်လေယာဉ်ရှာဖွေမှုကို စစ်ဆေးပါ', problems: [{ field: 'destination', code: 'sameAirports' }] }, { lang: 'mm' });
    expect(screen.getByText('ထွက်ခွာမည့်နေရာနှင့် ဆိုက်ရောက်မည့်နေရာ မတူရပါ။')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ထပ်မံရှာဖွေရန်' })).toBeTruthy();
  });

  it('an unknown airport gives "airport or city not found" (spec §8)', async () => {
    await show({ kind: 'failed', title: 't', summary, message: 'Unknown airport', airportNotFound: true, dates: [] });
    expect(screen.getByRole('heading', { name: 'Airport or city not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/flight');
  });

  it('any other failure shows the api’s message and offers to try again', async () => {
    await show({ kind: 'failed', title: 't', summary, message: 'The service is temporarily unavailable.', airportNotFound: false, dates: days });
    expect(screen.getByText('The service is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Other dates' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import type { TimetablePageData } from './timetable-data.ts';
import { TimetablePage, pageStatus } from './timetable-page.tsx';

afterEach(cleanup);

const YANGON = { code: 'RGN', city: 'Yangon', name: 'Yangon International Airport' };
const MANDALAY = { code: 'MDL', city: 'Mandalay', name: 'Mandalay International Airport' };
const HREF = '/flight/depart/search?tripType=1&origin=RGN&destination=MDL&departureDate=2031-03-12&currency=MMK&language=en&adult=1&child=0&infant=0&class=economy';

function page(overrides: Partial<TimetablePageData> = {}): TimetablePageData {
  return {
    status: 'successful',
    lang: 'en',
    origin: null,
    origins: [MANDALAY, YANGON],
    routes: [
      {
        origin: YANGON,
        destination: MANDALAY,
        flights: [
          { flightNumber: 'UB101', airline: { code: 'UB', name: 'Myanmar National Airlines' }, departureTime: '07:00', arrivalTime: '08:25', arrivalDayOffset: 0, durationMinutes: 85, via: [], weekdays: [1, 3], offline: false, nextDate: '2031-03-12', searchHref: HREF },
          { flightNumber: 'UB103', airline: { code: 'UB', name: 'Myanmar National Airlines' }, departureTime: '23:00', arrivalTime: '00:55', arrivalDayOffset: 1, durationMinutes: 115, via: ['NYU'], weekdays: [7], offline: true, nextDate: null, searchHref: null },
        ],
      },
    ],
    ...overrides,
  };
}

describe('the flight timetable page', () => {
  it('shows each route with its flights, times, duration, stops and a day grid read out by name', async () => {
    renderInRoot(<TimetablePage data={page()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flight information and schedule' })).toBeTruthy();
    const route = screen.getByRole('region', { name: /Yangon to Mandalay/ });
    const table = within(route).getByRole('table', { name: 'Yangon to Mandalay' });
    const row = within(table).getByRole('row', { name: /UB101/ });
    expect(row.textContent).toContain('07:00');
    expect(row.textContent).toContain('08:25');
    expect(row.textContent).toContain('1 hr 25 mins');
    expect(row.textContent).toContain('Non-stop');
    expect(within(row).getByRole('img', { name: 'Operates Monday' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Does not operate Tuesday' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Operates Wednesday' }).textContent).toContain('✓');
    expect(within(row).getByRole('img', { name: 'Does not operate Sunday' }).textContent).toContain('–');
    const link = within(row).getByRole('link', { name: 'Fares on Wed, 12 Mar: flight UB101, Yangon to Mandalay' });
    expect(link.getAttribute('href')).toBe(HREF);
    const late = within(table).getByRole('row', { name: /UB103/ });
    expect(late.textContent).toContain('next day');
    expect(late.textContent).toContain('Stops at NYU · Booked through our team');
    expect(within(late).queryByRole('link')).toBeNull();
  });

  it('filters by origin with a GET form that keeps the chosen city', async () => {
    renderInRoot(<TimetablePage data={page({ origin: 'RGN' })} />);
    const form = await screen.findByRole('form', { name: 'Filter the timetable' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/campaign/flights-information-and-schedule']);
    const select = within(form).getByLabelText('Flying from') as HTMLSelectElement;
    expect(select.name).toBe('origin');
    expect(select.value).toBe('RGN');
    expect([...select.options].map((option) => option.textContent)).toEqual(['All cities', 'Mandalay (MDL)', 'Yangon (RGN)']);
  });

  it('speaks Myanmar with Myanmar digits', async () => {
    const data = page({ lang: 'mm' });
    data.routes[0]!.origin = { ...YANGON, city: 'ရန်ကုန်' };
    data.routes[0]!.destination = { ...MANDALAY, city: 'မန္တလေး' };
    renderInRoot(<TimetablePage data={data} />, { lang: 'mm' });
    const route = await screen.findByRole('region', { name: /ရန်ကုန် မှ မန္တလေး သို့/ });
    const row = within(route).getByRole('row', { name: /UB101/ });
    expect(row.textContent).toContain('၀၇:၀၀');
    expect(row.textContent).toContain('၁ နာရီ ၂၅ မိနစ်');
    expect(within(row).getByRole('img', { name: 'တနင်္လာနေ့ ပျံသန်းသည်' })).toBeTruthy();
    expect(screen.getByText('လမ်းကြောင်း ၁ ခု')).toBeTruthy();
  });

  it('has an empty state with a way back to every route, and a failed state with a retry', async () => {
    renderInRoot(<TimetablePage data={page({ origin: 'KET', routes: [] })} />);
    expect(await screen.findByText(/There are no flights from this city/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all routes' }).getAttribute('href')).toBe('/campaign/flights-information-and-schedule');
    cleanup();
    renderInRoot(<TimetablePage data={page({ status: 'failed', origins: [], routes: [], origin: 'MDL' })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the timetable.');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/campaign/flights-information-and-schedule?origin=MDL');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('is loading while a navigation brings its data (spec §4 campaign status)', () => {
    expect(pageStatus(page(), true)).toBe('loading');
    expect(pageStatus(page(), false)).toBe('successful');
    expect(pageStatus(page({ status: 'failed' }), false)).toBe('failed');
  });
});

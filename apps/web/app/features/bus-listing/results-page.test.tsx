// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusDeparture } from '@thwa/domain/contracts/bus';
import { filterOptions } from '@thwa/domain/bus/bus-list';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { BusLandingPage } from '../bus-search/landing-page.tsx';
import { parseBusListOptions, parseBusQuery, busSearchHref } from '../bus-search/bus-query.ts';
import type { BusResultsData } from './bus-search.server.ts';
import { BusResultsPage } from './results-page.tsx';
import { sampleDeparture } from './test-support.ts';

afterEach(cleanup);

const DEPARTURE = sampleDeparture({ seatsLeft: 3 });
const QUERY = { from: 'YGN', to: 'MDY', date: '2031-03-10', passengers: 2, nationality: 'local' as const };
const TEXT = { from: 'YGN', to: 'MDY', date: '2031-03-10', passengers: '2', nationality: 'local' as const };
const DATES = { min: '2031-03-01', max: '2031-05-30' };

function results(departures: BusDeparture[], total = departures.length, search = ''): BusResultsData {
  return { kind: 'results', title: 'Yangon to Mandalay', text: TEXT, query: QUERY, dates: DATES, options: parseBusListOptions(new URLSearchParams(search)), total, departures, choices: filterOptions(departures.length ? departures : [DEPARTURE]) };
}

describe('the bus results', () => {
  it('shows each departure with its times, both fares, seats left, the refundable tag, the tiers and its seat map', async () => {
    renderInRoot(<BusResultsPage data={results([DEPARTURE])} />);
    const card = await screen.findByTestId('bus-departure');
    expect(within(card).getByRole('heading', { name: 'JJ Express' })).toBeTruthy();
    expect(card.textContent).toContain('Myanmar citizen MMK 49,500 · Foreigner MMK 62,000');
    expect(card.textContent).toContain('3 seat(s) left');
    expect(card.textContent).toContain('9 h 0 min');
    expect(within(card).getByText('Refundable')).toBeTruthy();
    expect(within(card).getByText('More than 12 h before departure: 50% back')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Choose seats' }).getAttribute('href')).toBe('/bus/seats?departureId=7&passengers=2&nationality=local');
  });

  it('sorts by links that keep the filters, and filters by a GET form that keeps the search', async () => {
    renderInRoot(<BusResultsPage data={results([DEPARTURE], 3, 'class=vip')} />);
    const earliest = await screen.findByRole('link', { name: 'Earliest' });
    expect(earliest.getAttribute('href')).toBe('/bus/search?from=YGN&to=MDY&date=2031-03-10&passengers=2&nationality=local&sort=earliest&class=vip');
    expect(screen.getByRole('link', { name: 'Cheapest' }).getAttribute('aria-current')).toBe('true');
    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(filters.getAttribute('method')).toBe('get');
    expect((within(filters).getByLabelText('VIP 2+1') as HTMLInputElement).checked).toBe(true);
    expect(filters.querySelector('input[type=hidden][name=from]')?.getAttribute('value')).toBe('YGN');
  });

  it('says when nothing matches the filters, and when the api failed, in Myanmar', async () => {
    renderInRoot(<BusResultsPage data={results([], 3, 'window=morning')} />, { lang: 'mm' });
    expect((await screen.findByTestId('bus-empty-filtered')).textContent).toContain('ဤစစ်ထုတ်မှုများနှင့် ကိုက်ညီသော ကား မရှိပါ။');
    cleanup();
    renderInRoot(<BusResultsPage data={{ kind: 'failed', title: 'Yangon to Mandalay', text: TEXT, query: QUERY, dates: DATES, message: 'We could not load the buses just now. Please try again.' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
  });

  it('is a plain GET form to the results on the search page', async () => {
    renderInRoot(<BusLandingPage data={{ title: 'Bus tickets', text: TEXT, dates: DATES }} />);
    const form = await screen.findByTestId('bus-search-form');
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/bus/search']);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('Yangon');
    expect(screen.getByLabelText('From').getAttribute('list')).toBe('bus-cities');
    expect(form.querySelectorAll('#bus-cities option')).toHaveLength(14);
  });
});

describe('the bus search address', () => {
  it('takes a city by code or by name in either language, and says every error', () => {
    expect(parseBusQuery(new URLSearchParams('from=ygn&to=မန္တလေး&date=2031-03-10&passengers=2&nationality=foreign'), '2031-03-01')).toMatchObject({ ok: true, query: { from: 'YGN', to: 'MDY', nationality: 'foreign' } });
    expect(parseBusQuery(new URLSearchParams('from=Yangon&to=Yangon&date=2031-03-10&passengers=0'), '2031-03-01')).toMatchObject({ ok: false, errors: { to: 'sameCity', passengers: 'passengers' } });
    expect(parseBusQuery(new URLSearchParams('from=Bagan&to=Inle&date=2031-06-10&passengers=1'), '2031-03-01')).toMatchObject({ ok: false, errors: { date: 'date' } });
  });

  it('writes the results’ address with its sort and filters, the defaults left out', () => {
    const options = parseBusListOptions(new URLSearchParams('sort=fastest&operator=JJ&window=night&maxFare=50000&class=luxury'));
    expect(busSearchHref(QUERY, options)).toBe('/bus/search?from=YGN&to=MDY&date=2031-03-10&passengers=2&nationality=local&sort=fastest&operator=JJ&window=night&maxFare=50000');
    expect(busSearchHref(QUERY)).toBe('/bus/search?from=YGN&to=MDY&date=2031-03-10&passengers=2&nationality=local');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILTER_SORT_DELAY_MS } from '@thwa/domain/constants';
import { openFilters, prepareFlightList, type FlightFilterSelection } from '@thwa/domain/flights/flight-list';
import { FilterPanel, activeFilterCount, priceStep } from './filter-panel.tsx';
import { FlightListing } from './flight-listing.tsx';
import type { ListingData, SearchSummary } from './listing-data.ts';
import { AIRLINES, offer, renderInRoot } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items = [
  offer({ offerId: 'ub-1', airline: AIRLINES.UB, price: 150_000, totalDuration: 70, legs: [{ departs: '07:30', arrives: '08:40' }] }),
  offer({ offerId: 'k7-1', airline: AIRLINES.K7, price: 120_000, totalDuration: 65, legs: [{ departs: '11:00', arrives: '12:05' }] }),
  offer({
    offerId: 'yh-1',
    airline: AIRLINES.YH,
    price: 99_000,
    totalDuration: 180,
    legs: [
      { to: 'HEH', departs: '06:15', arrives: '07:30' },
      { from: 'HEH', departs: '08:15', arrives: '09:15' },
    ],
  }),
  offer({ offerId: 'ub-hl', airline: AIRLINES.UB, price: 110_000, totalDuration: 75, status: 'HL', legs: [{ departs: '16:45', arrives: '18:00' }] }),
];
const list = prepareFlightList(items);

const summary: SearchSummary = {
  step: 'depart',
  tripType: 2,
  origin: 'RGN',
  destination: 'MDL',
  originCity: 'Yangon',
  destinationCity: 'Mandalay',
  date: '2031-03-10',
  dateLabel: 'Mon, 10 Mar 2031',
  adult: 1,
  child: 0,
  infant: 0,
  cabin: 'economy',
  query: 'tripType=2&origin=RGN&destination=MDL&departureDate=2031-03-10&returnDate=2031-03-13&currency=MMK&language=en&adult=1&child=0&infant=0&class=economy',
};
const results: ListingData = { kind: 'results', title: 'Flights', summary, cacheKey: 'c-1', list, dates: [], outward: null };

/** The airline of each listed flight, top to bottom. */
function listedAirlines(): string[] {
  const listed = screen.queryByRole('list', { name: 'Departing flights' });
  if (!listed) return [];
  return within(listed)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

async function renderListing() {
  renderInRoot(<FlightListing data={results} />);
  await screen.findByRole('heading', { level: 1 });
  // Timers are faked only now: the stub router's first load ran on real ones.
  vi.useFakeTimers();
  return screen.getByRole('complementary', { name: 'Filters' });
}

function waitOutTheDelay() {
  act(() => vi.advanceTimersByTime(FILTER_SORT_DELAY_MS));
}

describe('the filter panel on the listing (spec §5 flight filtering)', () => {
  it('opens fully: every airline checked, every flight listed, cheapest first', async () => {
    const panel = await renderListing();
    const boxes = within(within(panel).getByRole('group', { name: 'Airlines' })).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(listedAirlines()).toEqual(['Yangon Airways', 'Myanmar National Airlines', 'Air KBZ', 'Myanmar National Airlines']);
    expect(screen.getByRole('status').textContent).toBe('4 flights');
  });

  it('unchecking every airline gives the spec’s "no results", and Reset filters brings them all back', async () => {
    const panel = await renderListing();
    for (const name of ['Air KBZ', 'Myanmar National Airlines', 'Yangon Airways']) {
      fireEvent.click(within(panel).getByRole('checkbox', { name }));
    }
    // The tap shows at once; the list waits for the delay and says so.
    const airlines = within(within(panel).getByRole('group', { name: 'Airlines' })).getAllByRole('checkbox');
    expect(airlines.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('We are processing your request ...');
    expect(listedAirlines()).toHaveLength(4);

    waitOutTheDelay();
    expect(screen.getByRole('heading', { name: 'No flights match your filters' })).toBeTruthy();
    expect(listedAirlines()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('0 flights');

    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    fireEvent.click(resets[resets.length - 1]!);
    waitOutTheDelay();
    expect(listedAirlines()).toHaveLength(4);
    expect(within(panel).getByRole('checkbox', { name: 'Air KBZ' })).toHaveProperty('checked', true);
  });

  it('keeps only the checked airlines', async () => {
    const panel = await renderListing();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Myanmar National Airlines' }));
    waitOutTheDelay();
    expect(listedAirlines()).toEqual(['Yangon Airways', 'Air KBZ']);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Myanmar National Airlines' }));
    waitOutTheDelay();
    expect(listedAirlines()).toHaveLength(4);
  });

  it('filters by stops with the spec’s labels', async () => {
    const panel = await renderListing();
    const stops = within(panel).getByRole('group', { name: 'Stops' });
    expect(within(stops).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Any number of stops',
      'Non-stop',
      '1 stop',
    ]);
    fireEvent.click(within(stops).getByRole('radio', { name: '1 stop' }));
    waitOutTheDelay();
    expect(listedAirlines()).toEqual(['Yangon Airways']);
    fireEvent.click(within(stops).getByRole('radio', { name: 'Non-stop' }));
    waitOutTheDelay();
    expect(listedAirlines()).toEqual(['Myanmar National Airlines', 'Air KBZ', 'Myanmar National Airlines']);
  });

  it('hides waitlisted flights when "Show waitlisted flights" is unticked', async () => {
    const panel = await renderListing();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Show waitlisted flights/ }));
    waitOutTheDelay();
    expect(listedAirlines()).toEqual(['Yangon Airways', 'Air KBZ', 'Myanmar National Airlines']);
    expect(screen.queryByText('Waitlist')).toBeNull();
  });

  it('narrows by price and by departure time with the sliders', async () => {
    const panel = await renderListing();
    fireEvent.change(within(panel).getByRole('slider', { name: 'Highest price' }), { target: { value: '115000' } });
    waitOutTheDelay();
    expect(listedAirlines()).toEqual(['Yangon Airways', 'Myanmar National Airlines']);
    fireEvent.change(within(panel).getByRole('slider', { name: 'Earliest departure' }), { target: { value: String(10 * 60) } });
    waitOutTheDelay();
    // 16:45 is the only departure from 10:00 that costs at most 115,000.
    expect(listedAirlines()).toEqual(['Myanmar National Airlines']);
  });

  it('sorts by fastest and earliest after the delay, the pressed button telling which', async () => {
    await renderListing();
    const sort = screen.getByRole('group', { name: 'Sort by' });
    fireEvent.click(within(sort).getByRole('button', { name: 'Fastest' }));
    expect(within(sort).getByRole('button', { name: 'Fastest' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(sort).getByRole('button', { name: 'Cheapest' }).getAttribute('aria-pressed')).toBe('false');
    expect(listedAirlines()[0]).toBe('Yangon Airways');
    waitOutTheDelay();
    expect(listedAirlines()).toEqual(['Air KBZ', 'Myanmar National Airlines', 'Myanmar National Airlines', 'Yangon Airways']);
    fireEvent.click(within(sort).getByRole('button', { name: 'Earliest' }));
    waitOutTheDelay();
    expect(listedAirlines()[0]).toBe('Yangon Airways');
  });
});

describe('FilterPanel on its own', () => {
  it('reports each change as a change of the selection, and resets', async () => {
    const changes: FlightFilterSelection[] = [];
    let resets = 0;
    const selection = openFilters(list.ranges);
    renderInRoot(
      <FilterPanel
        ranges={list.ranges}
        selection={selection}
        onChange={(change) => changes.push(change(selection))}
        onReset={() => (resets += 1)}
      />,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Air KBZ' }));
    expect(changes.at(-1)?.airlines).toEqual(['UB', 'YH']);
    fireEvent.click(screen.getByRole('radio', { name: 'Non-stop' }));
    expect(changes.at(-1)?.stop).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(resets).toBe(1);
  });

  it('offers no class choice when there is only one class', async () => {
    renderInRoot(<FilterPanel ranges={list.ranges} selection={openFilters(list.ranges)} onChange={() => {}} onReset={() => {}} />);
    await screen.findByRole('group', { name: 'Airlines' });
    expect(screen.queryByRole('group', { name: 'Class' })).toBeNull();
  });

  it('speaks Myanmar, times and prices in Myanmar digits', async () => {
    renderInRoot(<FilterPanel ranges={list.ranges} selection={openFilters(list.ranges)} onChange={() => {}} onReset={() => {}} />, { lang: 'mm' });
    expect(await screen.findByRole('group', { name: 'လေကြောင်းလိုင်းများ' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'တိုက်ရိုက်' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'အစောဆုံး ထွက်ခွာချိန်' }).getAttribute('aria-valuetext')).toBe('၀၆:၁၅');
    expect(screen.getByRole('slider', { name: 'အမြင့်ဆုံး ဈေးနှုန်း' }).getAttribute('aria-valuetext')).toBe('၁၅၀,၀၀၀ ကျပ်');
  });
});

describe('activeFilterCount (the number on the Filter button)', () => {
  const open = openFilters(list.ranges);
  it('is 0 for open filters', () => {
    expect(activeFilterCount(open, list.ranges)).toBe(0);
  });
  it('counts each narrowed group once', () => {
    expect(activeFilterCount({ ...open, stop: 1, airlines: ['UB'], prices: { ...open.prices, max: 100_000 } }, list.ranges)).toBe(3);
    expect(activeFilterCount({ ...open, offline: false, times: { min: 0, max: 600 } }, list.ranges)).toBe(2);
  });
  it('does not count slider ends beyond the range', () => {
    expect(activeFilterCount({ ...open, prices: { min: 0, max: 200_000 } }, list.ranges)).toBe(0);
  });
});

describe('priceStep', () => {
  it('moves in about fiftieths of the range, in round kyat', () => {
    expect(priceStep({ min: 99_000, max: 150_000 })).toBe(1000);
    expect(priceStep({ min: 85_000, max: 450_000 })).toBe(1000);
    expect(priceStep({ min: 1_000, max: 1_040 })).toBe(1);
    expect(priceStep({ min: 10_000, max: 15_000 })).toBe(100);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenMoreFares } from '@thwa/domain/flights/flight-list';
import { FlightCard } from './flight-card.tsx';
import { AIRLINES, offer, renderInRoot } from './test-support.tsx';

afterEach(cleanup);

const [direct] = flattenMoreFares([offer({ offerId: 'o-1', price: 120_000, totalDuration: 70, seatsLeft: 9 })]);
const [connecting] = flattenMoreFares([
  offer({
    offerId: 'o-2',
    airline: AIRLINES.K7,
    price: 95_000,
    tax: 5_000,
    taxIncluded: false,
    totalDuration: 26 * 60 + 5,
    seatsLeft: 2,
    legs: [
      { from: 'RGN', to: 'HEH', departs: '21:15', arrives: '22:30', flightNumber: 'K7 224' },
      { from: 'HEH', to: 'MDL', departs: '20:00', arrives: '23:20', date: '2031-03-11', flightNumber: 'K7 301' },
    ],
  }),
]);
const [waitlisted] = flattenMoreFares([offer({ offerId: 'o-3', status: 'HL', seatsLeft: 1 })]);

async function card(element: React.ReactElement, options?: Parameters<typeof renderInRoot>[1]) {
  renderInRoot(element, options);
  return screen.findByRole('article');
}

describe('FlightCard (spec §3 flight result item)', () => {
  it('shows airline, flight number, times, airports, duration, stops, price per adult and Select', async () => {
    const article = await card(<FlightCard offer={direct!} selectHref="/flight/checkout?cacheKey=k&outward=o-1" />);
    const view = within(article);
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Myanmar National Airlines');
    expect(article.getAttribute('aria-labelledby')).toBe(view.getByRole('heading').id);
    expect(view.getByText('UB 101')).toBeTruthy();
    expect(view.getByText('07:30')).toBeTruthy();
    expect(view.getByText('08:40')).toBeTruthy();
    expect(view.getByText('RGN')).toBeTruthy();
    expect(view.getByText('MDL')).toBeTruthy();
    expect(article.textContent).toContain('1 hr 10 mins');
    expect(view.getByText('Non-stop')).toBeTruthy();
    expect(view.getByText('MMK 120,000')).toBeTruthy();
    expect(view.getByText('per adult')).toBeTruthy();
    // Plenty of seats: nothing to warn about; not waitlisted: no badge.
    expect(article.textContent).not.toMatch(/seats? left/);
    expect(article.textContent).not.toContain('Waitlist');
    const select = view.getByRole('link', { name: /^Select/ });
    expect(select.getAttribute('href')).toBe('/flight/checkout?cacheKey=k&outward=o-1');
    expect(select.textContent).toContain('Myanmar National Airlines UB 101, departs 07:30');
  });

  it('shows the stops with their airports, every flight number, the day the flight lands, low seats and the price with tax', async () => {
    const article = await card(<FlightCard offer={connecting!} selectHref="/x" />);
    const view = within(article);
    expect(view.getByText('K7 224, K7 301')).toBeTruthy();
    expect(view.getByText('1 stop via HEH')).toBeTruthy();
    expect(article.textContent).toContain('26 hrs 5 mins');
    expect(view.getByText('21:15')).toBeTruthy();
    expect(article.textContent).toContain('23:20+1');
    expect(article.textContent).toContain('(1 day later)');
    expect(view.getByText('Only 2 seats left')).toBeTruthy();
    // Spec §5: base minus discount plus tax when taxIncludeState is false.
    expect(view.getByText('MMK 100,000')).toBeTruthy();
  });

  it('marks a waitlisted (HL) flight and does not count its seats', async () => {
    const article = await card(<FlightCard offer={waitlisted!} selectHref="/x" />);
    expect(within(article).getByText('Waitlist')).toBeTruthy();
    expect(article.textContent).toContain('our flight team contacts you within 24 hours');
    expect(article.textContent).not.toMatch(/seats? left/);
  });

  it('shows the price in USD when chosen, at the current rate', async () => {
    const article = await card(<FlightCard offer={direct!} selectHref="/x" />, { currency: 'USD' });
    expect(within(article).getByText('USD 57.14')).toBeTruthy();
  });

  it('speaks Myanmar with Myanmar digits', async () => {
    const article = await card(<FlightCard offer={connecting!} selectHref="/x" />, { lang: 'mm' });
    const view = within(article);
    expect(view.getByText('၂၁:၁၅')).toBeTruthy();
    expect(article.textContent).toContain('၂၆ နာရီ ၅ မိနစ်');
    expect(view.getByText('၁၀၀,၀၀၀ ကျပ်')).toBeTruthy();
    expect(view.getByText('ထိုင်ခုံ ၂ ခုသာ ကျန်ပါသည်')).toBeTruthy();
    expect(view.getByRole('link', { name: /^ရွေးရန်/ })).toBeTruthy();
  });

  it('draws the airline mark from its code, never fetching a logo from another site', async () => {
    const [external] = flattenMoreFares([
      offer({ offerId: 'o-4', airline: { code: 'YH', name: 'Yangon Airways', logo: 'https://cdn.example/yh.png' } }),
    ]);
    const article = await card(<FlightCard offer={external!} selectHref="/x" />);
    expect(article.querySelector('img')).toBeNull();
    const mark = article.querySelector('svg[data-airline="YH"]');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.textContent).toBe('YH');
  });

  it('uses a logo this site serves, and the drawn mark when it fails to load', async () => {
    // happy-dom loads no images: pretend this one arrived.
    const naturalWidth = vi.spyOn(window.HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(40);
    try {
      const [own] = flattenMoreFares([offer({ offerId: 'o-5', airline: { code: 'UB', name: 'Myanmar National Airlines', logo: '/airlines/ub.svg' } })]);
      const article = await card(<FlightCard offer={own!} selectHref="/x" />);
      const image = article.querySelector('img')!;
      expect(image.getAttribute('src')).toBe('/airlines/ub.svg');
      expect(image.getAttribute('alt')).toBe('');
      fireEvent.error(image);
      expect(article.querySelector('img')).toBeNull();
      expect(article.querySelector('svg[data-airline="UB"]')?.textContent).toBe('UB');
    } finally {
      naturalWidth.mockRestore();
    }
  });

  it('offers a given action instead of Select (the chosen departure’s Change)', async () => {
    const article = await card(<FlightCard offer={direct!} action={<a href="/back">Change</a>} />);
    expect(within(article).queryByRole('link', { name: /^Select/ })).toBeNull();
    expect(within(article).getByRole('link', { name: 'Change' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenMoreFares } from '@thwa/domain/flights/flight-list';
import { formatMoney } from '@thwa/domain/money';
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

  it('draws the airline mark this site serves for its code, never a logo from another site', async () => {
    const [external] = flattenMoreFares([
      offer({ offerId: 'o-4', airline: { code: 'YH', name: 'Yangon Airways', logo: 'https://cdn.example/yh.png' } }),
    ]);
    // happy-dom loads no images: pretend this one arrived.
    const naturalWidth = vi.spyOn(window.HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(40);
    try {
      const article = await card(<FlightCard offer={external!} selectHref="/x" />);
      const image = article.querySelector('img[data-airline="YH"]');
      expect(image?.getAttribute('src')).toBe('/api/airlines/YH/logo.svg');
      expect(article.innerHTML).not.toContain('cdn.example');
    } finally {
      naturalWidth.mockRestore();
    }
  });

  it('uses a logo this site serves, and a neutral mark with the code (no made-up colour) when it fails to load', async () => {
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
      const mark = article.querySelector('svg[data-airline="UB"]');
      expect(mark?.textContent).toBe('UB');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(mark?.querySelector('circle')?.getAttribute('fill')).toBe('#fff');
    } finally {
      naturalWidth.mockRestore();
    }
  });

  it('names the cabin, the baggage and whether the fare can be refunded or changed', async () => {
    const article = await card(<FlightCard offer={direct!} selectHref="/x" />);
    const conditions = within(within(article).getByRole('list', { name: 'What this fare includes' }));
    expect(conditions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cabin: Economy',
      '20 kg checked bag',
      '7 kg cabin bag',
      'Non-refundable',
      'Changes allowed',
    ]);
  });

  it('says a low-cost fare has no checked bag and no changes, and a business fare its own cabin', async () => {
    const [lowCost] = flattenMoreFares([offer({ offerId: 'o-6', conditions: { checkedBaggageKg: 0, cabinBaggageKg: 7, refundable: false, changeable: false } })]);
    const [business] = flattenMoreFares([offer({ offerId: 'o-7', cabin: 'business', conditions: { checkedBaggageKg: 30, cabinBaggageKg: 14, refundable: true, changeable: true } })]);
    expect((await card(<FlightCard offer={lowCost!} selectHref="/x" />)).textContent).toContain('No checked bag7 kg cabin bagNon-refundableNo changes');
    cleanup();
    expect((await card(<FlightCard offer={business!} selectHref="/x" />)).textContent).toContain('Cabin: Business30 kg checked bag14 kg cabin bagRefundableChanges allowed');
  });

  it('shows the whole party\'s total beside the price per adult', async () => {
    const [family] = flattenMoreFares([offer({ offerId: 'o-8', price: 100_000, childPrice: 75_000, infantPrice: 10_000 })]);
    const article = await card(<FlightCard offer={family!} party={{ adult: 2, child: 1, infant: 1 }} selectHref="/x" />);
    const mmk = (amount: number) => formatMoney({ amount, currency: 'MMK' }, { lang: 'en' });
    expect(within(article).getByText(mmk(100_000))).toBeTruthy();
    expect(within(article).getByTestId('party-total').textContent).toBe(`Total for everyone: ${mmk(285_000)} for 2 adults, 1 child, 1 infant`);
  });

  it('shows no total for one adult: the price per adult is the total', async () => {
    const article = await card(<FlightCard offer={direct!} party={{ adult: 1, child: 0, infant: 0 }} selectHref="/x" />);
    expect(within(article).queryByTestId('party-total')).toBeNull();
  });

  it('says in Myanmar, with Myanmar digits, what the fare includes and the party total', async () => {
    const [family] = flattenMoreFares([offer({ offerId: 'o-9', price: 100_000 })]);
    const article = await card(<FlightCard offer={family!} party={{ adult: 2, child: 0, infant: 0 }} selectHref="/x" />, { lang: 'mm' });
    expect(article.textContent).toContain('အပ်ထားသော ခရီးဆောင်အိတ် ၂၀ ကီလို');
    expect(within(article).getByTestId('party-total').textContent).toContain(formatMoney({ amount: 200_000, currency: 'MMK' }, { lang: 'mm' }));
    expect(within(article).getByTestId('party-total').textContent).toContain('လူကြီး ၂ ဦး');
  });

  it('says before Select that a flight can only be requested from our team', async () => {
    const [offline] = flattenMoreFares([offer({ offerId: 'o-10', offline: true })]);
    const article = await card(<FlightCard offer={offline!} selectHref="/x" />);
    expect(within(article).getByText('Request only')).toBeTruthy();
    expect(article.textContent).toContain('Booked by our flight team');
    const badge = within(article).getByText('Request only');
    const select = within(article).getByRole('link', { name: /^Select/ });
    expect(badge.compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not say "Request only" twice for a waitlisted flight, whose own badge says it', async () => {
    const [waitlistedOffline] = flattenMoreFares([offer({ offerId: 'o-11', status: 'HL', offline: true })]);
    const article = await card(<FlightCard offer={waitlistedOffline!} selectHref="/x" />);
    expect(within(article).getByText('Waitlist')).toBeTruthy();
    expect(within(article).queryByText('Request only')).toBeNull();
  });

  it('offers a given action instead of Select (the chosen departure’s Change)', async () => {
    const article = await card(<FlightCard offer={direct!} action={<a href="/back">Change</a>} />);
    expect(within(article).queryByRole('link', { name: /^Select/ })).toBeNull();
    expect(within(article).getByRole('link', { name: 'Change' })).toBeTruthy();
  });
});

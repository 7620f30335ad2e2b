// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { BusDeparturesPage } from './bus-departures-page.tsx';
import { BusManifestPage } from './bus-manifest-page.tsx';
import type { BusDeparturesPageData } from './bus-operations.server.ts';
import { sampleDeparture, sampleManifest } from './test-support.ts';

afterEach(cleanup);

const listData = (overrides: Partial<BusDeparturesPageData> = {}): BusDeparturesPageData => ({
  title: 'Buses',
  lang: 'en',
  query: { date: '2026-12-10', from: 'YGN', to: '', corrected: false },
  departures: [sampleDeparture],
  error: null,
  ...overrides,
});

describe('the bus panel: a day’s coaches', () => {
  it('asks for a date and the cities by a GET form, and lists each coach as a table row and a card, linked to its manifest', async () => {
    renderInRoot(<BusDeparturesPage data={listData()} />);
    expect((await screen.findByLabelText('Departure date')).getAttribute('value')).toBe('2026-12-10');
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('YGN');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 coach(es) on Thu, 10 Dec 2026');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20:30', 'Yangon to Mandalay', 'JJ Express', 'VIP 2+1', '27', '2', '1', '1', '23', 'Manifest']);
    const links = screen.getAllByRole('link', { name: 'Manifest of JJX-YGN-MDY-2030' });
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.getAttribute('href') === '/ops/bus/4242')).toBe(true);
  });

  it('says when no coach leaves, when the list failed and when the address was corrected', async () => {
    renderInRoot(<BusDeparturesPage data={listData({ departures: [], query: { date: '2026-12-10', from: '', to: '', corrected: true } })} />);
    expect(await screen.findByText('No coach leaves on this day for this choice.')).toBeTruthy();
    expect(screen.getByText('That date or city could not be read; showing today’s coaches.')).toBeTruthy();
    cleanup();
    renderInRoot(<BusDeparturesPage data={listData({ departures: [], error: 'We could not load the coaches just now. Please try again.' })} />);
    expect(await screen.findByText('We could not load the coaches just now. Please try again.')).toBeTruthy();
    expect(screen.queryByText('No coach leaves on this day for this choice.')).toBeNull();
  });

  it('is in Myanmar with Myanmar digits', async () => {
    renderInRoot(<BusDeparturesPage data={listData({ lang: 'mm', title: 'ကားများ' })} />, { lang: 'mm' });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual(['၂၀:၃၀', 'ရန်ကုန် မှ မန္တလေး သို့', 'ဂျေဂျေ အိပ်စ်ပရက်စ်', 'VIP ၂+၁', '၂၇']);
  });
});

describe('the bus panel: a coach’s manifest', () => {
  const data = { title: 'Yangon to Mandalay, Thu, 10 Dec 2026 20:30', lang: 'en' as const, manifest: sampleManifest() };

  it('draws every seat by the coach’s layout with a mark and an accessible name for its status and who has it', async () => {
    renderInRoot(<BusManifestPage data={data} />);
    const map = await screen.findByRole('list', { name: 'Seat map' });
    const seats = within(map).getAllByRole('listitem');
    expect(seats).toHaveLength(27);
    const seat = (seatNo: string) => seats.find((item) => item.getAttribute('data-seat') === seatNo)!;
    expect(seat('1A').style.gridColumn).toBe('1');
    expect(seat('1C').style.gridColumn).toBe('4');
    expect(seat('9C').style.gridRow).toBe('9');
    expect(within(seat('1A')).getByRole('link').textContent).toContain('Seat 1A: Sold through us, Thida Win, woman');
    expect(within(seat('1A')).getByRole('link').getAttribute('href')).toBe('#passenger-1A');
    expect(seat('1B').textContent).toContain('Seat 1B: Held, not paid, man');
    expect(seat('2A').textContent).toContain('Seat 2A: Sold at the operator’s counter, woman');
    expect(seat('3A').textContent).toContain('Seat 3A: Free');
    // The marks, not only the colours: each status has its own.
    expect(['1A', '1B', '2A', '3A'].map((seatNo) => seat(seatNo).querySelector('[aria-hidden="true"].text-base')!.textContent)).toEqual(['●♀', '◐♂', '▲♀', '○']);
    expect(within(screen.getByRole('list', { name: 'Key' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['○Free', '▲Sold at the operator’s counter', '◐Held, not paid', '●Sold through us', '♀woman', '♂man']);
  });

  it('lists our passengers by seat with their boarding points, booking linked to its order page, status and phone, and the counter’s seats', async () => {
    renderInRoot(<BusManifestPage data={data} />);
    const passengers = await screen.findByRole('region', { name: 'Passengers by seat' });
    const cards = within(passengers).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-passenger-seat'))).toEqual(['1A', '1B']);
    expect(cards[0]!.textContent).toContain('Thida Win');
    expect(cards[0]!.textContent).toContain('Aung Mingalar Highway Bus Station, Thu, 10 Dec 2026, 20:30');
    expect(cards[0]!.textContent).toContain('Kywe Se Kan Highway Bus Station, Fri, 11 Dec 2026, 05:30');
    expect(cards[0]!.textContent).toContain('Completed');
    expect(within(cards[0]!).getByRole('link', { name: 'TW2612010001' }).getAttribute('href')).toBe('/ops/orders/TW2612010001');
    expect(within(cards[0]!).getByRole('link', { name: '+95 09 421 234 567' }).getAttribute('href')).toBe('tel:+9509421234567');
    expect(cards[1]!.textContent).toContain('Not named yet');
    expect(cards[1]!.textContent).toContain('Held on the seat map until 1 Dec 2026, 10:45');
    expect(passengers.textContent).toContain('2A (woman), 2B (man)');
    expect(screen.getByText('Seats: 27, counter sold 2, sold by us 1, held 1, left 23')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the coaches of 10 Dec 2026' }).getAttribute('href')).toBe('/ops/bus?date=2026-12-10&from=YGN&to=MDY');
  });

  it('is in Myanmar with Myanmar digits, and says when nobody booked through us', async () => {
    const empty = sampleManifest();
    empty.seats = empty.seats.map((seat) => (seat.status === 'sold' || seat.status === 'held' ? { ...seat, status: 'free', gender: null, order: null, passenger: null, heldUntil: null, boarding: null, dropping: null } : seat));
    renderInRoot(<BusManifestPage data={{ title: 'ရန်ကုန် မှ မန္တလေး သို့', lang: 'mm', manifest: empty }} />, { lang: 'mm' });
    expect(await screen.findByText('ဤကား၏ ထိုင်ခုံကို ကျွန်ုပ်တို့မှတစ်ဆင့် မည်သူမျှ မမှာရသေးပါ။')).toBeTruthy();
    const map = screen.getByRole('list', { name: 'ထိုင်ခုံပုံစံ' });
    expect(within(map).getAllByRole('listitem')[0]!.textContent).toContain('ထိုင်ခုံ ၁A: လွတ်');
  });
});

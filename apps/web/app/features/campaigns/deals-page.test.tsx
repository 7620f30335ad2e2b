// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import type { DealsPageData } from './deals-data.ts';
import { DealsPage } from './deals-page.tsx';

afterEach(cleanup);

const PAGE: DealsPageData = {
  status: 'successful',
  lang: 'en',
  slug: 'golden-land-fares',
  title: 'Golden Land fares',
  lead: 'Our lowest fares.',
  promotion: { code: 'GOLDENLAND', description: '8% off domestic flights', validTo: '2031-06-01T00:00:00.000Z' },
  travelFrom: '2031-03-12',
  travelUntil: '2031-05-10',
  deals: [
    {
      origin: { code: 'RGN', city: 'Yangon', name: 'Yangon International Airport' },
      destination: { code: 'NYU', city: 'Bagan', name: 'Nyaung U Airport' },
      price: 98_000,
      departureDate: '2031-03-14',
      flightNumber: 'UB103',
      airline: { code: 'UB', name: 'Myanmar National Airlines' },
      searchHref: '/flight/depart/search?tripType=1&origin=RGN&destination=NYU',
    },
  ],
};

describe('a deals campaign page', () => {
  it('shows the code and how it is applied, and each fare with its date, flight and listing', async () => {
    renderInRoot(<DealsPage data={PAGE} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Golden Land fares');
    const code = screen.getByRole('region', { name: /Your code/ });
    expect(code.textContent).toContain('GOLDENLAND');
    expect(code.textContent).toContain('We apply it at payment');
    const fare = within(screen.getByRole('region', { name: 'Lowest fares' })).getByRole('listitem');
    expect(fare.textContent).toContain('Yangon to Bagan');
    expect(fare.textContent).toContain('UB103');
    expect(fare.textContent).toContain('98,000');
    expect(within(fare).getByRole('link', { name: /See flights/ }).getAttribute('href')).toBe('/flight/depart/search?tripType=1&origin=RGN&destination=NYU');
  });

  it('says when every seat is sold, and when the campaign could not be loaded', async () => {
    renderInRoot(<DealsPage data={{ ...PAGE, promotion: null, deals: [] }} />);
    expect(await screen.findByText(/Every seat on this campaign’s dates has been sold/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Your code/ })).toBeNull();
    cleanup();
    renderInRoot(<DealsPage data={{ status: 'failed', lang: 'en', slug: 'golden-land-fares', title: 'Campaign', lead: '' }} />);
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe('/campaign/golden-land-fares');
  });

  it('speaks Myanmar', async () => {
    renderInRoot(<DealsPage data={{ ...PAGE, lang: 'mm' }} />, { lang: 'mm' });
    expect((await screen.findByRole('link', { name: /လေယာဉ်များ ကြည့်ရန်/ })).getAttribute('href')).toContain('/flight/depart/search');
    expect(screen.getByRole('region', { name: /သင့်ကုဒ်/ }).textContent).toContain('GOLDENLAND');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_TRAVELLER } from '../checkout/form-values.ts';
import { nrcOptions } from '../checkout/checkout.server.ts';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { sampleBoarding, sampleCheckout, sampleDeparture } from '../bus-listing/test-support.ts';
import type { BusCheckoutData } from './bus-checkout.server.ts';
import { BusCheckoutPage } from './checkout-page.tsx';
import { minutesLeft } from './hold-countdown.tsx';
import { addRecentBusSearch } from '../bus-search/recent-searches.ts';
import type { BusQuery } from '../bus-search/bus-query.ts';

afterEach(cleanup);

const CHECKOUT = sampleCheckout({ departure: sampleDeparture({ seatsLeft: 3 }), boarding: sampleBoarding({ at: '2031-03-10T20:00' }), holdExpiresAt: '2099-03-01T03:15:00Z' });

const trip = { area: 'domestic' as const, travelDate: '2031-03-10', lastTravelDate: '2031-03-10', today: '2031-03-01', passportExpiryMin: '2031-03-11' };
const slot = (index: number, gender: 'male' | 'female') => ({ uuid: `00000000-0000-4000-8000-00000000000${index}`, type: 'adult' as const, ordinal: index + 1, values: { ...EMPTY_TRAVELLER, gender, nationality: 'MM' }, document: 'nrc' as const, dateOfBirth: { max: '2031-03-01' } });

const DATA: BusCheckoutData = {
  kind: 'form',
  title: 'Passenger details',
  checkout: CHECKOUT,
  trip,
  passengers: [slot(0, 'male'), slot(1, 'female')],
  countries: [{ countryCode: 'MM', countryName: 'Myanmar', phoneCode: '95' }],
  // Yangon's townships, so picking a saved traveller of Kamayut asks the api for nothing.
  townships: { '12': [{ code: 'KaMaYa', mm: 'ကမရ', en: 'KaMaYa', mmName: 'ကမာရွတ်' }] },
  nrc: nrcOptions('en'),
  contact: { contactName: '', email: '', phoneCode: '95', phoneNumber: '' },
  fromProfile: [],
  saved: [
    {
      uuid: '11111111-1111-4111-8111-111111111111',
      label: 'Thida Win (1987-11-23)',
      values: { ...EMPTY_TRAVELLER, firstName: 'Thida', lastName: 'Win', dateOfBirth: '1987-11-23', gender: 'male', nationality: 'MM', divisionCode: '12', townshipCode: 'KaMaYa', nrcType: 'N', nrcNumber: '246810' },
      document: 'nrc',
      slots: [0, 1],
    },
  ],
  idempotencyKey: '0123456789abcdef-key',
  seatsHref: '/bus/seats?departureId=7&passengers=2&nationality=local&checkoutId=chk_0123456789abcdef',
};

describe('the bus checkout', () => {
  it('sums up the held trip with its tiers, then one NRC passenger card per seat with the seat’s gender, and the contact', async () => {
    renderInRoot(<BusCheckoutPage data={DATA} actionData={undefined} />);
    const trip = await screen.findByTestId('bus-held-trip');
    expect(trip.textContent).toContain('JJ Express · VIP 2+1');
    expect(trip.textContent).toContain('2A, 2B');
    expect(within(trip).getByTestId('bus-total').textContent).toBe('MMK 99,000');
    expect(within(trip).getByText('More than 48 h before departure: 90% back')).toBeTruthy();
    expect(screen.getByTestId('bus-hold').textContent).toMatch(/^Your seats are held for \d+ more minute\(s\)\.$/);
    expect(document.querySelectorAll('section[data-traveller]')).toHaveLength(2);
    expect(screen.getByText('Gender: Woman (as chosen for the seat)')).toBeTruthy();
    expect((document.querySelector('input[name="travellers.1.gender"][value="female"]') as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('select[name="travellers.0.divisionCode"]')).toBeTruthy();
    expect((document.querySelector('input[name="idempotencyKey"]') as HTMLInputElement).value).toBe('0123456789abcdef-key');
    expect(screen.getByRole('link', { name: 'Change seats' }).getAttribute('href')).toBe(DATA.seatsHref);
  });

  it('fills a passenger from a saved traveller, keeping the gender held for the seat', async () => {
    renderInRoot(<BusCheckoutPage data={DATA} actionData={undefined} />);
    await screen.findByTestId('bus-held-trip');
    fireEvent.change(document.querySelector('select[data-saved-picker="1"]')!, { target: { value: '11111111-1111-4111-8111-111111111111' } });
    expect((document.querySelector('input[name="travellers.1.nrcNumber"]') as HTMLInputElement).value).toBe('246810');
    expect((document.querySelector('input[name="travellers.1.firstName"]') as HTMLInputElement).value).toBe('Thida');
    expect((document.querySelector('input[name="travellers.1.gender"][value="female"]') as HTMLInputElement).checked).toBe(true);
  });

  it('says when the seats are no longer held, with the way back to the results', async () => {
    renderInRoot(<BusCheckoutPage data={{ kind: 'gone', title: 'Passenger details', message: 'Your seats are no longer held. Please choose them again.', searchHref: '/bus/search?from=YGN' }} actionData={undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your seats are no longer held. Please choose them again.');
    expect(screen.getByRole('link', { name: 'Search buses again' }).getAttribute('href')).toBe('/bus/search?from=YGN');
  });
});

describe('the hold countdown and recent searches', () => {
  it('counts whole minutes up, never below zero', () => {
    expect(minutesLeft('2031-03-01T03:15:00Z', Date.parse('2031-03-01T03:00:30Z'))).toBe(15);
    expect(minutesLeft('2031-03-01T03:15:00Z', Date.parse('2031-03-01T03:16:00Z'))).toBe(0);
  });

  it('keeps a route once, newest first, five at most', () => {
    const search = (from: string, date = '2031-03-10'): BusQuery => ({ from, to: 'MDY', date, passengers: 1, nationality: 'local' });
    let list = ['YGN', 'NPT', 'BGN', 'NYS', 'TGI'].map((from) => search(from));
    list = addRecentBusSearch(list, search('NPT', '2031-03-12'));
    expect(list.map((one) => [one.from, one.date])).toEqual([
      ['NPT', '2031-03-12'],
      ['YGN', '2031-03-10'],
      ['BGN', '2031-03-10'],
      ['NYS', '2031-03-10'],
      ['TGI', '2031-03-10'],
    ]);
    expect(addRecentBusSearch(list, search('KLW'))).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { MODAL_ICON_KINDS } from '../../ui/modal.tsx';
import { checkoutHref } from '../flight-listing/flight-links.ts';
import { ACTION_LABELS, errorModalFor } from './checkout-errors.ts';

describe('errorModalFor: spec §8 modal per api errorCode', () => {
  it('a timed-out session searches again', () => {
    expect(errorModalFor('SESSION_TIMED_OUT')).toMatchObject({ icon: 'session-timeout', action: 'searchAgain' });
    expect(en[errorModalFor('SESSION_TIMED_OUT').title]).toBe('Your session has timed out');
  });

  it('a flight that cannot be booked leads back to the list to choose another', () => {
    expect(errorModalFor('FLIGHT_SOLD_OUT')).toMatchObject({ icon: 'sold-out', action: 'chooseAnother' });
    expect(errorModalFor('SEAT_NOT_AVAILABLE')).toMatchObject({ icon: 'seat', action: 'chooseAnother' });
    expect(errorModalFor('FLIGHT_UNAVAILABLE')).toMatchObject({ icon: 'unavailable', action: 'chooseAnother' });
    expect(errorModalFor('TIME_TOO_CLOSE')).toMatchObject({ icon: 'time-too-close', action: 'chooseAnother' });
  });

  it('at the contact step a lost seat starts the search again', () => {
    expect(errorModalFor('SEAT_NOT_AVAILABLE', 'contact')).toMatchObject({ icon: 'seat', action: 'searchAgain' });
    expect(errorModalFor('FLIGHT_SOLD_OUT', 'contact')).toMatchObject({ icon: 'sold-out', action: 'searchAgain' });
  });

  it('no flights sends the customer to support; anything unexpected offers to try again', () => {
    expect(errorModalFor('NO_FLIGHTS')).toMatchObject({ icon: 'no-flights', action: 'callSupport' });
    expect(errorModalFor('UNEXPECTED')).toMatchObject({ icon: 'error', action: 'tryAgain' });
    expect(errorModalFor('SOMETHING_NEW')).toMatchObject({ icon: 'error', action: 'tryAgain' });
  });

  it('every catalogue code gets a modal with a known icon and worded title, body and action in both languages', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) {
      for (const stage of ['verify', 'contact'] as const) {
        const spec = errorModalFor(code, stage);
        expect(MODAL_ICON_KINDS).toContain(spec.icon);
        expect(en[spec.title]).toBeTruthy();
        expect(my[spec.title]).toBeTruthy();
        if (spec.body) expect(my[spec.body]).toBeTruthy();
        expect(my[ACTION_LABELS[spec.action]]).toBeTruthy();
      }
    }
  });
});

describe('too many unpaid bookings (issue 10)', () => {
  it('explains with the api message and offers support, on the contact step too', () => {
    expect(errorModalFor('TOO_MANY_UNPAID_BOOKINGS', 'contact')).toMatchObject({ icon: 'unavailable', body: null, action: 'callSupport' });
    expect(en[errorModalFor('TOO_MANY_UNPAID_BOOKINGS').title]).toBe('You have unpaid bookings');
    expect(ERROR_CATALOGUE.TOO_MANY_UNPAID_BOOKINGS.mm).toBeTruthy();
  });
});

describe('Select on an offline offer', () => {
  const query = 'tripType=1&origin=RGN&destination=MDL&departureDate=2031-03-10';
  it('leads to the offline contact step with the selection and the search', () => {
    expect(checkoutHref({ cacheKey: 'c1', outward: 'o1', query, offline: true })).toBe(`/flight/contact-info?offline=1&cacheKey=c1&outward=o1&${query}`);
  });
  it('an online offer still goes to the checkout', () => {
    expect(checkoutHref({ cacheKey: 'c1', outward: 'o1', query, offline: false })).toBe(`/flight/checkout?cacheKey=c1&outward=o1&${query}`);
  });
});

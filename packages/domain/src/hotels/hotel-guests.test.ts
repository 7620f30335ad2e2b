import { describe, expect, it } from 'vitest';
import { hotelPriceBreakdown } from './hotel-price.ts';
import { validateHotelGuests } from './hotel-guests.ts';

describe('validateHotelGuests', () => {
  it('takes one lead guest per room, in Latin or Myanmar letters, tidied; the arrival defaults to Early Check-in', () => {
    const result = validateHotelGuests({ guests: [{ firstName: '  Aung   Aung ', lastName: 'Oo' }, { firstName: 'မောင်မောင်', lastName: 'ဦး' }], specialRequest: '  ' }, 2);
    expect(result).toEqual({
      guests: {
        guests: [
          { firstName: 'Aung Aung', lastName: 'Oo' },
          { firstName: 'မောင်မောင်', lastName: 'ဦး' },
        ],
        estimatedCheckInTime: 'early',
        specialRequest: null,
      },
    });
  });

  it('names every bad field the way the form does', () => {
    const result = validateHotelGuests(
      { guests: [{ firstName: '', lastName: 'x'.repeat(51) }, { firstName: '<script>', lastName: 'Oo' }], estimatedCheckInTime: 'noon', specialRequest: 'y'.repeat(501) },
      2,
    );
    expect(result).toEqual({
      errors: {
        'guests.0.firstName': 'required',
        'guests.0.lastName': 'too_long',
        'guests.1.firstName': 'invalid',
        estimatedCheckInTime: 'invalid',
        specialRequest: 'too_long',
      },
    });
  });

  it('asks a stay abroad for every guest in Latin letters, as in the passport; our own hotels take Myanmar names', () => {
    const guests = [{ firstName: 'မောင်မောင်', lastName: 'Oo' }, { firstName: "Aye-Chan O'Neil", lastName: 'ဦး' }];
    expect(validateHotelGuests({ guests }, 2, { latinOnly: true })).toEqual({ errors: { 'guests.0.firstName': 'latin_only', 'guests.1.lastName': 'latin_only' } });
    expect('guests' in validateHotelGuests({ guests }, 2)).toBe(true);
    expect('guests' in validateHotelGuests({ guests }, 2, { latinOnly: false })).toBe(true);
    // Latin letters with marks (Ñ, é) are not as a machine-readable passport prints them; an empty name stays 'required'.
    expect(validateHotelGuests({ guests: [{ firstName: 'José', lastName: '' }] }, 1, { latinOnly: true })).toEqual({
      errors: { 'guests.0.firstName': 'latin_only', 'guests.0.lastName': 'required' },
    });
    expect(validateHotelGuests({ guests: [{ firstName: ' Su  Su ', lastName: 'Hlaing' }] }, 1, { latinOnly: true })).toEqual({
      guests: { guests: [{ firstName: 'Su Su', lastName: 'Hlaing' }], estimatedCheckInTime: 'early', specialRequest: null },
    });
  });

  it('refuses a guest list that does not have one guest per room', () => {
    expect(validateHotelGuests({ guests: [{ firstName: 'Aye', lastName: 'Chan' }] }, 2)).toEqual({ errors: { guests: 'invalid' } });
  });
});

describe('hotelPriceBreakdown', () => {
  it("shows the rooms before the deal, the deal as the discount, and the stay's price as the total", () => {
    expect(hotelPriceBreakdown({ total: 270_000, totalBeforeDeal: 300_000 })).toEqual({
      subTotal: 300_000,
      airlineTaxes: 0,
      taxes: 0,
      convenienceFees: 0,
      discount: 30_000,
      promotion: 0,
      insurance: 0,
      total: 270_000,
      grandTotal: 270_000,
      currency: 'MMK',
    });
    expect(hotelPriceBreakdown({ total: 100_000, totalBeforeDeal: 100_000 }).discount).toBe(0);
  });

  it('refuses amounts that are not whole kyat', () => {
    expect(() => hotelPriceBreakdown({ total: 10.5, totalBeforeDeal: 11 })).toThrow(RangeError);
  });
});

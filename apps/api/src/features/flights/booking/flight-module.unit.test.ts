import { describe, expect, it } from 'vitest';
import type { FlightRequestTrip } from '@thwa/domain/flights/flight-trip';
import { flightTripOf, seatsOf, tripResult } from './flight-module.ts';

describe('a flight trip confirmed by its sources', () => {
  it('is done when every direction is ticketed: both PNRs, one ticket number per traveller', () => {
    const result = tripResult([{ status: 'ticketed', pnr: 'ABC234' }, { status: 'ticketed', pnr: 'XYZ789' }], 3);
    expect(result).toMatchObject({ status: 'done', reference: 'ABC234/XYZ789' });
    const numbers = result.status === 'done' ? result.documentNumbers : [];
    expect(numbers).toHaveLength(3);
    for (const number of numbers) expect(number).toMatch(/^\d{3}-\d{10}$/);
  });

  it('fails as a whole when one direction is refused, with that source’s reason', () => {
    expect(tripResult([{ status: 'ticketed', pnr: 'ABC234' }, { status: 'failed', reason: 'schedule change' }], 1)).toEqual({ status: 'failed', reason: 'schedule change' });
  });

  it('waits while a direction is pending, even when the other is waitlisted', () => {
    expect(tripResult([{ status: 'waitlisted', pnr: 'ABC234' }, { status: 'pending' }], 1)).toEqual({ status: 'pending' });
  });

  it('is waitlisted when a direction is, keeping the references it has', () => {
    expect(tripResult([{ status: 'ticketed', pnr: 'ABC234' }, { status: 'waitlisted', pnr: 'XYZ789' }], 1)).toEqual({ status: 'waitlisted', reference: 'ABC234/XYZ789' });
  });
});

describe('the trip of a flight order', () => {
  const request = { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: '2031-03-10', adult: 2, child: 1, infant: 1, class: 'economy', nationality: 'local', language: 'en' } as const;

  it('is read back as the flight module wrote it, sold or requested offline', () => {
    const requested: FlightRequestTrip = { product: 'flight', request, area: 'domestic', directions: [], note: 'window seats' };
    expect(flightTripOf({ orderId: 'TW0000000001', trip: requested })).toBe(requested);
  });

  it('holds seats for adults and children, not for infants on a lap', () => {
    expect(seatsOf({ request })).toBe(3);
  });

  it('refuses the trip of another product rather than misreading it', () => {
    const hotel = { product: 'hotel' } as unknown as Parameters<typeof flightTripOf>[0]['trip'];
    expect(() => flightTripOf({ orderId: 'TW0000000002', trip: hotel })).toThrow('an item of order TW0000000002 is not a flight');
  });
});

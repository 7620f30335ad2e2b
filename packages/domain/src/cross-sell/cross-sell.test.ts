import { describe, expect, it } from 'vitest';
import { coverOfTrip, crossSellApplies, hotelPartyOf, stayOfSearch, stayOfTrip, type CrossSellDirection, type CrossSellFlight } from './cross-sell.ts';

const TODAY = '2031-03-01';

const outward = (departure: string, arrival: string, legs = 1): CrossSellDirection => ({
  direction: 'outward',
  legs: Array.from({ length: legs }, (_, index) => ({
    destination: index === legs - 1 ? 'MDL' : 'NYT',
    departureLocal: index === 0 ? departure : arrival,
    arrivalLocal: index === legs - 1 ? arrival : departure,
  })),
});
const back = (departure: string, arrival: string): CrossSellDirection => ({ direction: 'return', legs: [{ destination: 'RGN', departureLocal: departure, arrivalLocal: arrival }] });
const flight = (directions: CrossSellDirection[], births: string[] = ['1990-05-01'], area: CrossSellFlight['area'] = 'domestic'): CrossSellFlight => ({
  area,
  directions,
  travellers: births.map((dateOfBirth) => ({ dateOfBirth })),
});

describe('the stay a flight leaves at its destination', () => {
  it('checks in on the day the outward journey arrives and out on the day the return leaves', () => {
    const trip = flight([outward('2031-03-10T07:00', '2031-03-10T08:25'), back('2031-03-14T18:00', '2031-03-14T19:25')]);
    expect(stayOfTrip(trip, TODAY)).toEqual({ airport: 'MDL', checkIn: '2031-03-10', checkOut: '2031-03-14', nights: 4 });
  });

  it('checks in on the arrival day of the last leg, past midnight too', () => {
    const trip = flight([outward('2031-03-10T22:00', '2031-03-11T01:10', 2)]);
    expect(stayOfTrip(trip, TODAY)).toMatchObject({ airport: 'MDL', checkIn: '2031-03-11' });
  });

  it('stays two nights after a one-way flight', () => {
    expect(stayOfTrip(flight([outward('2031-03-10T07:00', '2031-03-10T08:25')]), TODAY)).toEqual({ airport: 'MDL', checkIn: '2031-03-10', checkOut: '2031-03-12', nights: 2 });
  });

  it('is none for a return the same day', () => {
    expect(stayOfTrip(flight([outward('2031-03-10T07:00', '2031-03-10T08:25'), back('2031-03-10T18:00', '2031-03-10T19:25')]), TODAY)).toBeNull();
  });

  it('is none once the trip has begun, or without an outward journey', () => {
    expect(stayOfTrip(flight([outward('2031-02-27T07:00', '2031-02-28T08:25')]), TODAY)).toBeNull();
    expect(stayOfTrip(flight([]), TODAY)).toBeNull();
  });

  it('is offered for its first 30 nights when longer', () => {
    const trip = flight([outward('2031-03-10T07:00', '2031-03-10T08:25'), back('2031-05-10T18:00', '2031-05-10T19:25')]);
    expect(stayOfTrip(trip, TODAY)).toMatchObject({ checkIn: '2031-03-10', checkOut: '2031-04-09', nights: 30 });
  });
});

describe('the party of the prefilled hotel search', () => {
  it('is two adults a room, children of 2 to 12 by age on check-in, infants without a bed', () => {
    expect(hotelPartyOf([{ dateOfBirth: '1990-05-01' }, { dateOfBirth: '1992-01-01' }, { dateOfBirth: '2024-03-11' }, { dateOfBirth: '2030-01-01' }], '2031-03-10')).toEqual({
      rooms: 1,
      adult: 2,
      childAges: [6],
    });
    expect(hotelPartyOf([{ dateOfBirth: '1990-05-01' }, { dateOfBirth: '1991-05-01' }, { dateOfBirth: '2018-03-09' }], '2031-03-10')).toEqual({ rooms: 2, adult: 3, childAges: [] });
  });

  it('has an adult even when the dates of birth are missing', () => {
    expect(hotelPartyOf([{ dateOfBirth: '' }], '2031-03-10')).toEqual({ rooms: 1, adult: 1, childAges: [] });
  });
});

describe('the travel cover offered for the trip', () => {
  const roundTrip = [outward('2031-03-10T07:00', '2031-03-10T08:25'), back('2031-03-14T18:00', '2031-03-14T19:25')];

  it('covers the trip from departure to return, each traveller at their age on the departure day', () => {
    expect(coverOfTrip(flight(roundTrip, ['1990-03-11', '2020-01-01']), null, TODAY, false)).toEqual({ area: 'domestic', startDate: '2031-03-10', endDate: '2031-03-14', ages: [40, 11] });
  });

  it('covers a one-way trip to the end of its stay, abroad in the international area', () => {
    const trip = flight([outward('2031-03-10T07:00', '2031-03-10T11:00')], ['1990-05-01'], 'international');
    expect(coverOfTrip(trip, { checkOut: '2031-03-12' }, TODAY, false)).toEqual({ area: 'international', startDate: '2031-03-10', endDate: '2031-03-12', ages: [40] });
  });

  it('is not offered when the order has a cover, the trip leaves today, lasts over 30 days or has nobody of 18', () => {
    expect(coverOfTrip(flight(roundTrip), null, TODAY, true)).toBeNull();
    expect(coverOfTrip(flight([outward('2031-03-01T07:00', '2031-03-01T08:25')]), { checkOut: '2031-03-03' }, TODAY, false)).toBeNull();
    expect(coverOfTrip(flight([outward('2031-03-10T07:00', '2031-03-10T08:25'), back('2031-04-20T18:00', '2031-04-20T19:25')]), null, TODAY, false)).toBeNull();
    expect(coverOfTrip(flight(roundTrip, ['2020-01-01']), null, TODAY, false)).toBeNull();
  });

  it('leaves out a traveller too old to be insured', () => {
    expect(coverOfTrip(flight(roundTrip, ['1950-01-01', '1990-05-01']), null, TODAY, false)).toMatchObject({ ages: [40] });
  });
});

describe('which orders are offered more', () => {
  it('is a paid online order that is not cancelled', () => {
    expect(crossSellApplies({ flow: 'online', status: 'completed', paymentStatus: 'paid' })).toBe(true);
    expect(crossSellApplies({ flow: 'online', status: 'paid', paymentStatus: 'paid' })).toBe(true);
    expect(crossSellApplies({ flow: 'online', status: 'held', paymentStatus: 'pending' })).toBe(false);
    expect(crossSellApplies({ flow: 'online', status: 'cancelled', paymentStatus: 'paid' })).toBe(false);
    expect(crossSellApplies({ flow: 'offline', status: 'completed', paymentStatus: 'paid' })).toBe(false);
    expect(crossSellApplies({ flow: 'online', status: 'waitlisted', paymentStatus: 'paid' })).toBe(false);
    expect(crossSellApplies({ flow: 'online', status: 'completed', paymentStatus: 'refunded' })).toBe(false);
  });
});

describe('the stay a planned trip (a search) would leave', () => {
  it('runs from the departure day to the return day, or two nights after a one-way', () => {
    expect(stayOfSearch({ destination: 'MDL', departureDate: '2031-03-12', returnDate: '2031-03-15' }, '2031-03-10')).toEqual({ airport: 'MDL', checkIn: '2031-03-12', checkOut: '2031-03-15', nights: 3 });
    expect(stayOfSearch({ destination: 'NYU', departureDate: '2031-03-12' }, '2031-03-10')).toEqual({ airport: 'NYU', checkIn: '2031-03-12', checkOut: '2031-03-14', nights: 2 });
  });

  it('is none for a return the same day or a trip already begun', () => {
    expect(stayOfSearch({ destination: 'MDL', departureDate: '2031-03-12', returnDate: '2031-03-12' }, '2031-03-10')).toBeNull();
    expect(stayOfSearch({ destination: 'MDL', departureDate: '2031-03-09' }, '2031-03-10')).toBeNull();
  });
});

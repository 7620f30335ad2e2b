import { describe, expect, it } from 'vitest';
import {
  savedTravellersForSlot,
  savedTravellerType,
  travellerSlots,
  validateSavedTraveller,
  type SavedTravellerValues,
} from './saved-travelers.ts';

const TODAY = '2026-11-25';
const LOCAL: SavedTravellerValues = {
  uuid: '11111111-1111-4111-8111-111111111111',
  firstName: 'Aung Ko',
  lastName: 'Htet',
  dateOfBirth: '1990-05-12',
  gender: 'male',
  nationality: 'MM',
  divisionCode: 12,
  townshipCode: 'KaMaYa',
  nrcType: 'N',
  nrcNumber: '123456',
};
const FOREIGNER: SavedTravellerValues = {
  uuid: '22222222-2222-4222-8222-222222222222',
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1985-01-30',
  gender: 'female',
  nationality: 'GB',
  passportNumber: 'AB123456',
  passportExpiry: '2030-01-01',
};

describe('validateSavedTraveller uses the checkout rules without a trip', () => {
  it('accepts a local with an NRC and a foreigner with a passport', () => {
    expect(validateSavedTraveller(LOCAL, TODAY)).toEqual({});
    expect(validateSavedTraveller(FOREIGNER, TODAY)).toEqual({});
  });

  it('asks a local with no document for the NRC only', () => {
    expect(validateSavedTraveller({ ...LOCAL, divisionCode: null, townshipCode: null, nrcType: null, nrcNumber: null }, TODAY)).toEqual({ nrcNumber: 'required', nrcPrefix: 'required' });
  });

  it('accepts a local with a passport only, and checks both documents when both are started', () => {
    const passportOnly = { ...LOCAL, divisionCode: null, townshipCode: null, nrcType: null, nrcNumber: null, passportNumber: 'MA123456', passportExpiry: '2030-01-01' };
    expect(validateSavedTraveller(passportOnly, TODAY)).toEqual({});
    expect(validateSavedTraveller({ ...LOCAL, passportNumber: 'MA123456', passportExpiry: '' }, TODAY)).toEqual({ passportExpiry: 'required' });
  });

  it('requires a passport of a foreigner, not yet expired', () => {
    expect(validateSavedTraveller({ ...FOREIGNER, passportNumber: '', passportExpiry: '' }, TODAY)).toEqual({ passportNumber: 'required', passportExpiry: 'required' });
    expect(validateSavedTraveller({ ...FOREIGNER, passportExpiry: '2026-11-24' }, TODAY)).toEqual({ passportExpiry: 'expired' });
  });

  it('gives the field codes of the checkout form for names, birth date and gender', () => {
    expect(validateSavedTraveller({ ...LOCAL, firstName: '', lastName: 'အောင်', dateOfBirth: '2027-01-01', gender: '' }, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'invalid',
      dateOfBirth: 'in_future',
      gender: 'required',
    });
  });
});

describe('savedTravellerType is the age band on the day given', () => {
  it('is adult over 11, child 2 to 11, infant under 2', () => {
    expect(savedTravellerType('2014-11-25', TODAY)).toBe('adult');
    expect(savedTravellerType('2014-11-26', TODAY)).toBe('child');
    expect(savedTravellerType('2024-11-25', TODAY)).toBe('child');
    expect(savedTravellerType('2024-11-26', TODAY)).toBe('infant');
    expect(savedTravellerType('not a date', TODAY)).toBe('adult');
  });
});

describe('travellerSlots', () => {
  it('numbers adult, child and infant slots in order with slotId, slotOrder and travelerType', () => {
    expect(travellerSlots({ adult: 2, child: 1, infant: 1 })).toEqual([
      { slotId: 'adult-1', slotOrder: 1, travelerType: 'adult' },
      { slotId: 'adult-2', slotOrder: 2, travelerType: 'adult' },
      { slotId: 'child-1', slotOrder: 3, travelerType: 'child' },
      { slotId: 'infant-1', slotOrder: 4, travelerType: 'infant' },
    ]);
  });
});

describe('savedTravellersForSlot filters by type on the travel date', () => {
  const child = { ...LOCAL, uuid: 'c', dateOfBirth: '2014-12-01' };
  const infant = { ...LOCAL, uuid: 'i', dateOfBirth: '2024-12-10' };
  it('offers a child who turns 12 before the flight as an adult', () => {
    expect(savedTravellersForSlot([LOCAL, child, infant], 'child', '2026-11-30').map((one) => one.uuid)).toEqual(['c']);
    expect(savedTravellersForSlot([LOCAL, child, infant], 'adult', '2026-12-02').map((one) => one.uuid)).toEqual([LOCAL.uuid, 'c']);
  });
  it('offers an infant only while under 2 on the last flight too', () => {
    expect(savedTravellersForSlot([infant], 'infant', '2026-12-01')).toHaveLength(1);
    expect(savedTravellersForSlot([infant], 'infant', '2026-12-01', '2026-12-12')).toHaveLength(0);
  });
});


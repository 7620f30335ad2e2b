import { describe, it, expect } from 'vitest';
import { ContactForm, TravellerForm } from './form-schemas.ts';
import { validateContact } from './contact.ts';
import { validateTraveller } from './travellers.ts';

const traveller = {
  uuid: '3f1c2a7e-6b1d-4c59-9b8e-0d2f5a6c7b81',
  type: 'adult',
  firstName: 'Aung Kyaw',
  lastName: 'Min',
  dateOfBirth: '1990-05-20',
  gender: 'male',
  nationality: 'MM',
  divisionCode: 12,
  townshipCode: 'KaMaYa',
  nrcType: 'N',
  nrcNumber: '123456',
};

describe('TravellerForm (request body shape)', () => {
  it('parses a traveller that the rules then accept', () => {
    const parsed = TravellerForm.parse(traveller);
    expect(validateTraveller(parsed, { area: 'domestic', travelDate: '2025-03-10', today: '2025-03-01' })).toEqual({});
  });

  it('accepts missing or null document fields', () => {
    const { divisionCode: _d, townshipCode: _t, nrcType: _n, nrcNumber: _r, ...bare } = traveller;
    expect(TravellerForm.safeParse(bare).success).toBe(true);
    expect(TravellerForm.safeParse({ ...traveller, passportNumber: null }).success).toBe(true);
  });

  it('rejects a bad uuid, type, gender or division', () => {
    for (const bad of [{ uuid: '1' }, { type: 'senior' }, { gender: '' }, { divisionCode: 15 }, { divisionCode: '12' }]) {
      expect(TravellerForm.safeParse({ ...traveller, ...bad }).success).toBe(false);
    }
  });
});

describe('ContactForm (request body shape)', () => {
  it('defaults the phone code to 95 (spec §9)', () => {
    const parsed = ContactForm.parse({ contactName: 'Aye', email: 'aye@example.com', phoneNumber: '09784123456' });
    expect(parsed.phoneCode).toBe('95');
    expect(validateContact(parsed)).toEqual({});
  });
});

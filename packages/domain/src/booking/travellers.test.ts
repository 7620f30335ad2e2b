import { describe, it, expect } from 'vitest';
import {
  TRAVELLER_ERROR_MESSAGES,
  TRAVELLER_LIST_ERRORS,
  TRAVELLER_LIST_ERROR_MESSAGES,
  documentRequirement,
  isUnderNrcAge,
  nameError,
  NRC_MIN_AGE,
  normalizeTraveller,
  travellerDocument,
  travellerErrorMessage,
  upsertTraveller,
  validateTraveller,
  validateTravellers,
  type TravellerContext,
  type TravellerField,
  type TravellerFormValues,
} from './travellers.ts';

const domestic: TravellerContext = { area: 'domestic', travelDate: '2025-03-10', lastTravelDate: '2025-03-15', today: '2025-03-01' };
const international: TravellerContext = { ...domestic, area: 'international' };

const localAdult: TravellerFormValues = {
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

const foreignAdult: TravellerFormValues = {
  uuid: '8a0b9c1d-2e3f-4a5b-8c7d-9e0f1a2b3c4d',
  type: 'adult',
  firstName: 'Mary-Jane',
  lastName: "O'Neil",
  dateOfBirth: '1985-01-31',
  gender: 'female',
  nationality: 'GB',
  passportNumber: 'X1234567',
  passportExpiry: '2030-01-01',
};

describe('documentRequirement (which document the airline needs)', () => {
  it('is the NRC for a local flying domestic', () => {
    expect(documentRequirement({ area: 'domestic', nationality: 'MM' })).toBe('nrc');
    expect(documentRequirement({ area: 'domestic', nationality: ' mm ' })).toBe('nrc');
  });

  it('is a passport for every international trip, locals included', () => {
    expect(documentRequirement({ area: 'international', nationality: 'MM' })).toBe('passport');
  });

  it('is a passport for a foreigner, even on a domestic flight', () => {
    expect(documentRequirement({ area: 'domestic', nationality: 'TH' })).toBe('passport');
    expect(documentRequirement({ area: 'domestic', nationality: '' })).toBe('passport');
  });
});

describe('validateTraveller: a complete traveller has no errors', () => {
  it('accepts a local adult with an NRC on a domestic trip', () => {
    expect(validateTraveller(localAdult, domestic)).toEqual({});
  });

  it('accepts a foreign adult with a passport, ignoring the NRC fields', () => {
    expect(validateTraveller(foreignAdult, domestic)).toEqual({});
    expect(validateTraveller(foreignAdult, international)).toEqual({});
  });

  it('ignores passport fields when the NRC is the document, and NRC fields when the passport is', () => {
    expect(validateTraveller({ ...localAdult, passportNumber: '??', passportExpiry: 'soon' }, domestic)).toEqual({});
    expect(validateTraveller({ ...foreignAdult, nrcNumber: '1', divisionCode: 99 }, international)).toEqual({});
  });
});

describe('validateTraveller: names (spec §5 first name, last name)', () => {
  it('requires both names', () => {
    expect(validateTraveller({ ...localAdult, firstName: '  ', lastName: '' }, domestic)).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });

  it("accepts Latin letters with spaces, hyphens and apostrophes, as airlines print them", () => {
    for (const name of ['Aung', 'Aung Kyaw Min', 'Mary-Jane', "O'Neil", 'de la Cruz']) expect(nameError(name)).toBeUndefined();
  });

  it('rejects Myanmar script, digits, other punctuation and names made of punctuation only', () => {
    for (const name of ['အောင်', 'Aung2', 'Aung.', 'José', '-', "'"]) expect(nameError(name)).toBe('invalid');
  });

  it('allows 50 characters and not 51', () => {
    expect(nameError('A'.repeat(50))).toBeUndefined();
    expect(nameError('A'.repeat(51))).toBe('too_long');
  });
});

describe('validateTraveller: date of birth and the traveller type (spec §3 adult over 11, child 2 to 11, infant under 2)', () => {
  it('requires a real YYYY-MM-DD date', () => {
    expect(validateTraveller({ ...localAdult, dateOfBirth: '' }, domestic).dateOfBirth).toBe('required');
    expect(validateTraveller({ ...localAdult, dateOfBirth: '1990-02-30' }, domestic).dateOfBirth).toBe('invalid');
    expect(validateTraveller({ ...localAdult, dateOfBirth: '20/05/1990' }, domestic).dateOfBirth).toBe('invalid');
  });

  it('rejects a birth date after today, even an infant born before the flight', () => {
    expect(validateTraveller({ ...localAdult, type: 'infant', dateOfBirth: '2025-03-05' }, domestic).dateOfBirth).toBe('in_future');
  });

  it('rejects an age over 120 as a typo', () => {
    expect(validateTraveller({ ...localAdult, dateOfBirth: '1900-01-01' }, domestic).dateOfBirth).toBe('invalid');
  });

  it('decides the type by the age on the first travel date', () => {
    expect(validateTraveller({ ...localAdult, dateOfBirth: '2013-03-10' }, domestic)).toEqual({});
    expect(validateTraveller({ ...localAdult, dateOfBirth: '2013-03-11' }, domestic).dateOfBirth).toBe('wrong_type');
    expect(validateTraveller({ ...localAdult, type: 'child', dateOfBirth: '2013-03-11' }, domestic)).toEqual({});
    expect(validateTraveller({ ...localAdult, type: 'child', dateOfBirth: '2023-03-11' }, domestic).dateOfBirth).toBe('wrong_type');
  });

  it('keeps a child who turns 12 during the trip a child', () => {
    expect(validateTraveller({ ...localAdult, type: 'child', dateOfBirth: '2013-03-12' }, domestic)).toEqual({});
  });

  it('needs an infant to be under 2 until the last flight, since a 2-year-old needs a seat', () => {
    const infant = { ...localAdult, type: 'infant' as const, dateOfBirth: '2023-03-16' };
    expect(validateTraveller(infant, domestic)).toEqual({});
    expect(validateTraveller({ ...infant, dateOfBirth: '2023-03-15' }, domestic).dateOfBirth).toBe('wrong_type');
    expect(validateTraveller({ ...infant, dateOfBirth: '2023-03-15' }, { ...domestic, lastTravelDate: undefined })).toEqual({});
  });
});

describe('validateTraveller: gender and passport country', () => {
  it('requires male or female', () => {
    expect(validateTraveller({ ...localAdult, gender: '' }, domestic).gender).toBe('required');
    const unknown = { ...localAdult, gender: 'other' } as unknown as TravellerFormValues;
    expect(validateTraveller(unknown, domestic).gender).toBe('invalid');
  });

  it('requires a two-letter country code in capitals', () => {
    expect(validateTraveller({ ...foreignAdult, nationality: '' }, international).nationality).toBe('required');
    expect(validateTraveller({ ...foreignAdult, nationality: 'GBR' }, international).nationality).toBe('invalid');
    expect(validateTraveller({ ...foreignAdult, nationality: 'gb' }, international).nationality).toBe('invalid');
  });
});

describe('validateTraveller: passport (international trips and foreigners)', () => {
  it('requires a passport number of 6 to 9 letters and digits', () => {
    expect(validateTraveller({ ...foreignAdult, passportNumber: undefined }, international).passportNumber).toBe('required');
    expect(validateTraveller({ ...foreignAdult, passportNumber: 'AB123' }, international).passportNumber).toBe('invalid');
    expect(validateTraveller({ ...foreignAdult, passportNumber: 'AB1234567X' }, international).passportNumber).toBe('invalid');
    expect(validateTraveller({ ...foreignAdult, passportNumber: 'AB-12345' }, international).passportNumber).toBe('invalid');
    expect(validateTraveller({ ...foreignAdult, passportNumber: 'MA123456' }, international)).toEqual({});
  });

  it('asks a local flying abroad for a passport', () => {
    expect(validateTraveller(localAdult, international)).toEqual({ passportNumber: 'required', passportExpiry: 'required' });
  });

  it('requires a real expiry date', () => {
    expect(validateTraveller({ ...foreignAdult, passportExpiry: null }, international).passportExpiry).toBe('required');
    expect(validateTraveller({ ...foreignAdult, passportExpiry: '2030-13-01' }, international).passportExpiry).toBe('invalid');
  });

  it('rejects a passport that expired before today, but not one expiring today', () => {
    expect(validateTraveller({ ...foreignAdult, passportExpiry: '2025-02-28' }, international).passportExpiry).toBe('expired');
    expect(validateTraveller({ ...foreignAdult, passportExpiry: '2025-03-01' }, international).passportExpiry).toBe('expires_before_trip');
  });

  it('needs the passport valid after the last travel date', () => {
    expect(validateTraveller({ ...foreignAdult, passportExpiry: '2025-03-15' }, international).passportExpiry).toBe('expires_before_trip');
    expect(validateTraveller({ ...foreignAdult, passportExpiry: '2025-03-16' }, international)).toEqual({});
    const oneWay = { ...international, lastTravelDate: undefined };
    expect(validateTraveller({ ...foreignAdult, passportExpiry: '2025-03-11' }, oneWay)).toEqual({});
  });
});

describe('validateTraveller: NRC (locals on domestic flights)', () => {
  it('requires an NRC number of exactly 6 ASCII digits', () => {
    expect(validateTraveller({ ...localAdult, nrcNumber: '' }, domestic).nrcNumber).toBe('required');
    for (const bad of ['12345', '1234567', '12345a', '၁၂၃၄၅၆']) {
      expect(validateTraveller({ ...localAdult, nrcNumber: bad }, domestic).nrcNumber).toBe('invalid');
    }
  });

  it('needs the division, township and type (the NRC prefix)', () => {
    expect(validateTraveller({ ...localAdult, divisionCode: null }, domestic).nrcPrefix).toBe('required');
    expect(validateTraveller({ ...localAdult, townshipCode: '' }, domestic).nrcPrefix).toBe('required');
    expect(validateTraveller({ ...localAdult, nrcType: undefined }, domestic).nrcPrefix).toBe('required');
  });

  it('rejects a township that is not in the division, and unknown divisions and types', () => {
    expect(validateTraveller({ ...localAdult, divisionCode: 1 }, domestic).nrcPrefix).toBe('invalid');
    expect(validateTraveller({ ...localAdult, divisionCode: 15 }, domestic).nrcPrefix).toBe('invalid');
    expect(validateTraveller({ ...localAdult, townshipCode: 'XaXaXa' }, domestic).nrcPrefix).toBe('invalid');
    expect(validateTraveller({ ...localAdult, nrcType: 'Q' }, domestic).nrcPrefix).toBe('invalid');
  });

  it('accepts the other card types and a township typed in capitals', () => {
    expect(validateTraveller({ ...localAdult, nrcType: 'E', townshipCode: 'KAMAYA' }, domestic)).toEqual({});
  });
});

describe('validateTraveller: context', () => {
  it('throws on context dates that are not dates, since that is a caller bug', () => {
    expect(() => validateTraveller(localAdult, { ...domestic, travelDate: 'tomorrow' })).toThrow(RangeError);
    expect(() => validateTraveller(localAdult, { ...domestic, lastTravelDate: '2025-03-09' })).toThrow(RangeError);
  });
});

describe('normalizeTraveller', () => {
  it('tidies what was typed the way the airline reads it', () => {
    const typed: TravellerFormValues = {
      ...localAdult,
      firstName: '  Aung   Kyaw ',
      lastName: ' Min ',
      nationality: 'mm',
      townshipCode: 'kamaya',
      nrcType: 'n',
      nrcNumber: '၁၂၃ ၄၅၆',
      passportNumber: ' ma 123 456 ',
    };
    const normalized = normalizeTraveller(typed);
    expect(normalized).toMatchObject({
      firstName: 'Aung Kyaw',
      lastName: 'Min',
      nationality: 'MM',
      townshipCode: 'KaMaYa',
      nrcType: 'N',
      nrcNumber: '123456',
      passportNumber: 'MA123456',
    });
    expect(validateTraveller(normalized, domestic)).toEqual({});
  });

  it('leaves absent optional fields absent and unknown townships as typed', () => {
    const normalized = normalizeTraveller({ ...foreignAdult, townshipCode: ' Zz ', divisionCode: 1 });
    expect(normalized.townshipCode).toBe('Zz');
    expect('nrcNumber' in normalized).toBe(false);
  });
});

describe('upsertTraveller (spec §3: an entry with an existing uuid replaces, otherwise it is added)', () => {
  it('adds an entry with a new uuid at the end', () => {
    expect(upsertTraveller([localAdult], foreignAdult)).toEqual([localAdult, foreignAdult]);
  });

  it('replaces the entry with the same uuid in its place', () => {
    const edited = { ...localAdult, firstName: 'Aung' };
    expect(upsertTraveller([localAdult, foreignAdult], edited)).toEqual([edited, foreignAdult]);
  });

  it('does not change the list it was given', () => {
    const list = [localAdult];
    upsertTraveller(list, foreignAdult);
    expect(list).toEqual([localAdult]);
  });
});

describe('validateTravellers (the whole list)', () => {
  const child: TravellerFormValues = { ...localAdult, uuid: 'c0000000-0000-4000-8000-000000000001', type: 'child', dateOfBirth: '2018-01-01' };
  const infant: TravellerFormValues = { ...localAdult, uuid: 'c0000000-0000-4000-8000-000000000002', type: 'infant', dateOfBirth: '2024-06-01' };

  it('accepts exactly the searched travellers', () => {
    const result = validateTravellers([localAdult, child, infant], { adult: 1, child: 1, infant: 1 }, domestic);
    expect(result).toEqual({ travellers: {}, list: [], ok: true });
  });

  it('reports each type whose count differs from the search', () => {
    const result = validateTravellers([localAdult, localAdult], { adult: 1, child: 1, infant: 0 }, domestic);
    expect(result.list).toEqual(['wrong_adult_count', 'wrong_child_count', 'duplicate_uuid']);
    expect(result.ok).toBe(false);
  });

  it('rejects more infants than adults', () => {
    const infant2 = { ...infant, uuid: 'c0000000-0000-4000-8000-000000000003' };
    expect(validateTravellers([localAdult, infant, infant2], { adult: 1, child: 0, infant: 2 }, domestic).list).toEqual(['too_many_infants']);
  });

  it('gives field errors per uuid, only for travellers that have some', () => {
    const result = validateTravellers([localAdult, { ...child, firstName: '' }], { adult: 1, child: 1, infant: 0 }, domestic);
    expect(result.travellers).toEqual({ [child.uuid]: { firstName: 'required' } });
    expect(result.list).toEqual([]);
    expect(result.ok).toBe(false);
  });
});

describe('traveller error messages', () => {
  const fields: TravellerField[] = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'nationality', 'passportNumber', 'passportExpiry', 'nrcNumber', 'nrcPrefix'];

  it('has the same codes in English and Myanmar for every field of spec §5', () => {
    expect(Object.keys(TRAVELLER_ERROR_MESSAGES.en).sort()).toEqual([...fields].sort());
    for (const field of fields) {
      expect(Object.keys(TRAVELLER_ERROR_MESSAGES.mm[field]).sort()).toEqual(Object.keys(TRAVELLER_ERROR_MESSAGES.en[field]).sort());
    }
  });

  it('writes Myanmar messages in Myanmar script with Myanmar digits', () => {
    for (const field of fields) {
      for (const message of Object.values(TRAVELLER_ERROR_MESSAGES.mm[field])) {
        expect(message).toMatch(/[\u1000-\u109f]/);
        expect(message).not.toMatch(/[0-9]/);
      }
    }
  });

  it('looks a message up by field and code', () => {
    expect(travellerErrorMessage('nrcNumber', 'invalid', 'en')).toBe('The NRC number must be exactly 6 digits.');
    expect(travellerErrorMessage('passportExpiry', 'expired', 'mm')).toBe('ဤပတ်စပို့ သက်တမ်းကုန်ဆုံးသွားပါပြီ။');
  });

  it('has list messages in both languages', () => {
    for (const code of TRAVELLER_LIST_ERRORS) {
      expect(TRAVELLER_LIST_ERROR_MESSAGES.en[code]).toBeTruthy();
      expect(TRAVELLER_LIST_ERROR_MESSAGES.mm[code]).toMatch(/[\u1000-\u109f]/);
    }
  });
});

describe('NRC from age 10 (Myanmar issues it from 10; a younger local travels on the date of birth)', () => {
  // Travel date 2025-03-10: born 2015-03-10 is 10 that day, born 2015-03-11 is still 9.
  const localChild = (dateOfBirth: string): TravellerFormValues => ({
    uuid: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
    type: 'child',
    firstName: 'Su',
    lastName: 'Kyaw',
    dateOfBirth,
    gender: 'female',
    nationality: 'MM',
  });

  it('is 10 years', () => {
    expect(NRC_MIN_AGE).toBe(10);
  });

  it('reads the age on the departure date, the birthday itself counting', () => {
    expect(isUnderNrcAge({ type: 'child', dateOfBirth: '2015-03-11', travelDate: '2025-03-10' })).toBe(true);
    expect(isUnderNrcAge({ type: 'child', dateOfBirth: '2015-03-10', travelDate: '2025-03-10' })).toBe(false);
    expect(isUnderNrcAge({ type: 'infant', dateOfBirth: '2024-06-01', travelDate: '2025-03-10' })).toBe(true);
    expect(isUnderNrcAge({ type: 'adult', dateOfBirth: '1990-05-20', travelDate: '2025-03-10' })).toBe(false);
  });

  it('without a real date of birth, takes only an infant to be under 10', () => {
    for (const dateOfBirth of ['', '2015-02-30', 'soon', '2026-01-01']) {
      expect(isUnderNrcAge({ type: 'infant', dateOfBirth, travelDate: '2025-03-10' })).toBe(true);
      expect(isUnderNrcAge({ type: 'child', dateOfBirth, travelDate: '2025-03-10' })).toBe(false);
      expect(isUnderNrcAge({ type: 'adult', dateOfBirth, travelDate: '2025-03-10' })).toBe(false);
    }
  });

  it('asks no document of a local under 10 on a domestic flight', () => {
    const trip = { area: 'domestic', nationality: 'MM', travelDate: '2025-03-10' } as const;
    expect(travellerDocument({ ...trip, type: 'child', dateOfBirth: '2015-03-11' })).toBe('none');
    expect(travellerDocument({ ...trip, type: 'infant', dateOfBirth: '' })).toBe('none');
    expect(travellerDocument({ ...trip, type: 'child', dateOfBirth: '2015-03-10' })).toBe('nrc');
    expect(travellerDocument({ ...trip, type: 'child', dateOfBirth: '' })).toBe('nrc');
    expect(travellerDocument({ ...trip, type: 'adult', dateOfBirth: '1990-05-20' })).toBe('nrc');
  });

  it('still asks a passport abroad and of foreigners, whatever the age', () => {
    expect(travellerDocument({ area: 'international', nationality: 'MM', type: 'infant', dateOfBirth: '2024-06-01', travelDate: '2025-03-10' })).toBe('passport');
    expect(travellerDocument({ area: 'domestic', nationality: 'TH', type: 'child', dateOfBirth: '2018-01-01', travelDate: '2025-03-10' })).toBe('passport');
  });

  it('accepts a local child under 10 on a domestic flight without an NRC', () => {
    expect(validateTraveller(localChild('2015-03-11'), domestic)).toEqual({});
    expect(validateTraveller({ ...localChild('2023-12-01'), type: 'infant' }, domestic)).toEqual({});
  });

  it('ignores NRC fields given for a child under 10 (the form hides them)', () => {
    expect(validateTraveller({ ...localChild('2016-01-01'), divisionCode: 99, nrcNumber: '1' }, domestic)).toEqual({});
  });

  it('still requires the NRC of a child who is 10 or 11 on the departure date, and of an adult', () => {
    expect(validateTraveller(localChild('2015-03-10'), domestic)).toEqual({ nrcNumber: 'required', nrcPrefix: 'required' });
    expect(validateTraveller({ ...localAdult, divisionCode: null, townshipCode: null, nrcType: null, nrcNumber: null }, domestic)).toEqual({
      nrcNumber: 'required',
      nrcPrefix: 'required',
    });
  });

  it('still requires the passport of a child under 10 abroad', () => {
    expect(validateTraveller(localChild('2018-01-01'), international)).toEqual({ passportNumber: 'required', passportExpiry: 'required' });
  });

  it('lets a whole domestic booking through with the adult NRC and the child without one', () => {
    const child = localChild('2018-01-01');
    expect(validateTravellers([localAdult, child], { adult: 1, child: 1, infant: 0 }, domestic).ok).toBe(true);
  });
});

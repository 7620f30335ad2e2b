import { createRequire } from 'node:module';
import { describe, it, expect } from 'vitest';
import {
  CONTACT_ERROR_MESSAGES,
  contactErrorMessage,
  contactNameError,
  emailError,
  formatPhone,
  myanmarOperator,
  normalizeContact,
  normalizeMyanmarNumber,
  prefillContact,
  normalizePhone,
  toE164,
  validateContact,
  type ContactField,
  type ContactFormValues,
  type MyanmarOperator,
} from './contact.ts';

const valid: ContactFormValues = { contactName: 'Daw Aye Aye', email: 'aye@example.com', phoneCode: '95', phoneNumber: '09 784 123 456' };

describe('normalizeMyanmarNumber (the national significant number, without 0 or +95)', () => {
  it('reads the usual ways of typing a Myanmar mobile number', () => {
    for (const typed of ['09784123456', '09 784 123 456', '09-784-123-456', '(09) 784.123.456', '9784123456', '+959784123456', '959784123456', '00959784123456', '+95 9 784 123 456']) {
      expect(normalizeMyanmarNumber(typed)).toBe('9784123456');
    }
  });

  it('reads Myanmar digits', () => {
    expect(normalizeMyanmarNumber('၀၉၇၈၄၁၂၃၄၅၆')).toBe('9784123456');
    expect(normalizeMyanmarNumber('+၉၅၉၇၈၄၁၂၃၄၅၆')).toBe('9784123456');
  });

  it('forgives a trunk 0 after the country code and a country code typed twice', () => {
    expect(normalizeMyanmarNumber('+9509784123456')).toBe('9784123456');
    expect(normalizeMyanmarNumber('+95959784123456')).toBe('9784123456');
  });

  it('keeps an old MPT number that starts with 95 as it is', () => {
    expect(normalizeMyanmarNumber('95123456')).toBe('95123456');
    expect(normalizeMyanmarNumber('+9595123456')).toBe('95123456');
  });

  it("gives '' for no digits, letters or another country's number", () => {
    expect(normalizeMyanmarNumber('')).toBe('');
    expect(normalizeMyanmarNumber('09 abc')).toBe('');
    expect(normalizeMyanmarNumber('+66812345678')).toBe('');
  });
});

describe('myanmarOperator (mobile ranges by prefix and length)', () => {
  const cases: [string, MyanmarOperator][] = [
    ['09 971 234 567', 'Ooredoo'],
    ['09 451 234 567', 'MPT'],
    ['09 251 234 567', 'MPT'],
    ['0951 23456', 'MPT'],
    ['09 781 234 567', 'ATOM'],
    ['09 691 234 567', 'Mytel'],
    ['09 651 234 567', 'Mytel'],
    ['09 31234567', 'MECTel'],
    ['09 312345678', 'MECTel'],
    ['09 8961 23456', 'MPT'],
    ['09 7312 3456', 'MPT'],
  ];
  it.each(cases)('%s is %s', (number, operator) => {
    expect(myanmarOperator(number)).toBe(operator);
  });

  it('rejects wrong lengths, unassigned blocks, landlines and foreign numbers', () => {
    for (const number of ['0997123456', '099712345678', '09 701 234 567', '01 234 567', '+66 81 234 5678', '', '09']) {
      expect(myanmarOperator(number)).toBeNull();
    }
  });

  it('agrees with myanmar-phonenumber 0.3.3 for every prefix and length', () => {
    const require = createRequire(import.meta.url);
    const reference = require('myanmar-phonenumber') as { getTelecomName(number: string): string };
    const renamed: Record<string, MyanmarOperator | null> = {
      MPT: 'MPT',
      Ooredoo: 'Ooredoo',
      Telenor: 'ATOM',
      MyTel: 'Mytel',
      MEC: 'MECTel',
      Unknown: null,
    };
    let compared = 0;
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      for (let length = 7; length <= 9; length += 1) {
        const subscriber = (String(prefix).padStart(3, '0') + '1234567').slice(0, length);
        const number = `09${subscriber}`;
        expect([number, myanmarOperator(number)]).toEqual([number, renamed[reference.getTelecomName(number)]]);
        compared += 1;
      }
    }
    expect(compared).toBe(3000);
  });
});

describe('normalizePhone', () => {
  it('stores a Myanmar number as its national significant number', () => {
    expect(normalizePhone('95', '09 784 123 456')).toBe('9784123456');
    expect(normalizePhone('+95', '+959784123456')).toBe('9784123456');
  });

  it('keeps the digits of other numbers, dropping a repeated country code but not a leading 0', () => {
    expect(normalizePhone('66', '081-234-5678')).toBe('0812345678');
    expect(normalizePhone('66', '+66 81 234 5678')).toBe('812345678');
    expect(normalizePhone('65', '0065 9123 4567')).toBe('91234567');
    expect(normalizePhone('39', '06 1234 5678')).toBe('0612345678');
  });

  it('gives E.164 for valid numbers only', () => {
    expect(toE164('95', '09 784 123 456')).toBe('+959784123456');
    expect(toE164('65', '9123 4567')).toBe('+6591234567');
    expect(toE164('95', '09 701 234 567')).toBeNull();
  });
});

describe('formatPhone (the number as a ticket shows it)', () => {
  it('puts the country code first and drops the trunk 0 of a Myanmar number, however it was typed', () => {
    for (const typed of ['09 791 234 567', '9791234567', '+95 9 791 234 567', '+9509791234567', '၀၉၇၉၁၂၃၄၅၆၇']) {
      expect([typed, formatPhone('95', typed)]).toEqual([typed, '+95 9 791 234 567']);
    }
    expect(formatPhone('+95', '09 421 234 567')).toBe('+95 9 421 234 567');
    expect(formatPhone('95', '0942123456')).toBe('+95 9 421 234 56');
  });

  it('keeps the country code of another country and its number’s digits', () => {
    expect(formatPhone('65', '9123 4567')).toBe('+65 91234567');
    expect(formatPhone('66', '+66 81 234 5678')).toBe('+66 812345678');
  });

  it('is empty without a number (an anonymised order)', () => {
    expect(formatPhone('95', '')).toBe('');
  });
});

describe('validateContact (spec §3 contact info)', () => {
  it('accepts a complete contact, with a Myanmar-script name', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, contactName: 'ဒေါ်အေးအေး' })).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact({ contactName: ' ', email: '', phoneCode: '', phoneNumber: '' })).toEqual({
      contactName: 'required',
      email: 'required',
      phoneCode: 'required',
      phoneNumber: 'required',
    });
  });

  it('accepts a contact name in Myanmar script as typed, in Unicode or in Zawgyi', () => {
    // Unicode; Zawgyi (vowel sign E and medial ra before their consonant, which the api converts);
    // the digit ၀ typed for the letter ဝ; Myanmar and Latin together.
    for (const name of ['မြန်မာ', 'ဦးအောင်ကိုထက်', 'ေဒၚခင္ျမင့္', 'ျမန္မာ', 'ေအာင္ေအာင္', 'ေ၀ေ၀', 'Daw ခင်မြင့်']) {
      expect([name, contactNameError(name)]).toEqual([name, undefined]);
    }
  });

  it('rejects a contact name of Myanmar digits alone, or Myanmar digits in a Latin name', () => {
    expect(contactNameError('၁၂၃')).toBe('invalid');
    expect(contactNameError('Aye ၂')).toBe('invalid');
    expect(contactNameError('မြန်မာ 2')).toBe('invalid');
  });

  it('rejects a contact name with digits or symbols, or over 100 characters', () => {
    expect(validateContact({ ...valid, contactName: 'Aye 2' }).contactName).toBe('invalid');
    expect(validateContact({ ...valid, contactName: '@aye' }).contactName).toBe('invalid');
    expect(validateContact({ ...valid, contactName: 'A'.repeat(101) }).contactName).toBe('too_long');
  });

  it('needs a Myanmar (95) number to be a mobile number', () => {
    expect(validateContact({ ...valid, phoneNumber: '01 234 567' }).phoneNumber).toBe('invalid');
    expect(validateContact({ ...valid, phoneNumber: '+959 971 234 567' })).toEqual({});
  });

  it('accepts 6 to 14 digits for other countries, within the E.164 limit of 15 with the code', () => {
    expect(validateContact({ ...valid, phoneCode: '65', phoneNumber: '123456' })).toEqual({});
    expect(validateContact({ ...valid, phoneCode: '65', phoneNumber: '12345' }).phoneNumber).toBe('invalid');
    expect(validateContact({ ...valid, phoneCode: '1', phoneNumber: '1'.repeat(14) })).toEqual({});
    expect(validateContact({ ...valid, phoneCode: '65', phoneNumber: '1'.repeat(14) }).phoneNumber).toBe('invalid');
    expect(validateContact({ ...valid, phoneCode: '65', phoneNumber: '9123-abc' }).phoneNumber).toBe('invalid');
  });

  it('accepts a country code of 1 to 3 digits, with or without +', () => {
    expect(validateContact({ ...valid, phoneCode: '+95' })).toEqual({});
    expect(validateContact({ ...valid, phoneCode: '0' }).phoneCode).toBe('invalid');
    expect(validateContact({ ...valid, phoneCode: '1234' }).phoneCode).toBe('invalid');
  });
});

describe('emailError (a practical check)', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['aye@example.com', 'aye.aye+trip@mail.example.com.mm', ' AYE@Gmail.com ', 'a@b.co', 'user@xn--mgbh0fb.xn--kgbechtv']) {
      expect(emailError(email)).toBeUndefined();
    }
  });

  it('rejects the typos that lose e-tickets', () => {
    for (const email of ['aye', 'aye@', '@example.com', 'aye@gmail', 'aye@@gmail.com', 'a@b@c.com', 'aye @gmail.com', 'aye@gmail..com', 'aye@-gmail.com', 'aye@gmail.c', '.aye@gmail.com', 'a..b@gmail.com', 'aye@gmail.123']) {
      expect([email, emailError(email)]).toEqual([email, 'invalid']);
    }
  });

  it('rejects addresses over 254 characters', () => {
    expect(emailError(`${'a'.repeat(60)}@${'b'.repeat(190)}.com`)).toBe('too_long');
  });
});

describe('normalizeContact', () => {
  it('stores the contact trimmed, email lower-cased, phone as code and national number', () => {
    expect(normalizeContact({ contactName: '  Daw  Aye ', email: ' AYE@Example.COM ', phoneCode: '+95', phoneNumber: '09 784 123 456' })).toEqual({
      contactName: 'Daw Aye',
      email: 'aye@example.com',
      phoneCode: '95',
      phoneNumber: '9784123456',
    });
  });
});

describe('contact messages', () => {
  it('has every code of every field in English and Myanmar', () => {
    const fields: ContactField[] = ['contactName', 'email', 'phoneCode', 'phoneNumber'];
    for (const field of fields) {
      expect(Object.keys(CONTACT_ERROR_MESSAGES.mm[field]).sort()).toEqual(Object.keys(CONTACT_ERROR_MESSAGES.en[field]).sort());
      for (const message of Object.values(CONTACT_ERROR_MESSAGES.mm[field])) expect(message).toMatch(/[\u1000-\u109f]/);
    }
    expect(contactErrorMessage('email', 'invalid', 'en')).toContain('name@example.com');
  });
});

describe('prefillContact (a signed-in member\'s profile fills what is still empty)', () => {
  const empty = { contactName: '', email: '', phoneCode: '95', phoneNumber: '' };
  const profile = { firstName: 'Khin', lastName: 'Lay', email: 'khin@example.com', phoneCode: '95', phoneNumber: '09791234567' };

  it('fills an empty form from the profile', () => {
    expect(prefillContact(empty, profile)).toEqual({
      values: { contactName: 'Khin Lay', email: 'khin@example.com', phoneCode: '95', phoneNumber: '09791234567' },
      filled: ['contactName', 'email', 'phoneNumber'],
    });
  });

  it('never replaces what the customer typed or stored', () => {
    const typed = { contactName: 'Aung Aung', email: 'aung@example.com', phoneCode: '66', phoneNumber: '812345678' };
    expect(prefillContact(typed, profile)).toEqual({ values: typed, filled: [] });
    expect(prefillContact({ ...empty, email: 'mine@example.com' }, profile).values.email).toBe('mine@example.com');
  });

  it('takes the phone code with the number, and neither once a number is typed', () => {
    expect(prefillContact(empty, { phoneCode: '+66', phoneNumber: '812345678' })).toEqual({
      values: { ...empty, phoneCode: '66', phoneNumber: '812345678' },
      filled: ['phoneNumber', 'phoneCode'],
    });
    expect(prefillContact({ ...empty, phoneNumber: '09791234567' }, { phoneCode: '66', phoneNumber: '812345678' }).values).toEqual({
      ...empty,
      phoneNumber: '09791234567',
    });
  });

  it('leaves fields the profile does not know', () => {
    expect(prefillContact(empty, { firstName: null, lastName: ' ', email: null, phoneNumber: null })).toEqual({ values: empty, filled: [] });
    expect(prefillContact(empty, { firstName: 'Khin', lastName: null }).values.contactName).toBe('Khin');
  });
});

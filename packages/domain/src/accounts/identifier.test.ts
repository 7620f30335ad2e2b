import { describe, expect, it } from 'vitest';
import { identifierTarget, parseAccountIdentifier, parseSignInIdentifier } from './identifier.ts';

describe('parseSignInIdentifier (the username is an email or a phone number)', () => {
  it('reads an email in lower case', () => {
    expect(parseSignInIdentifier(' Aung.Kyaw@Example.COM ')).toEqual({ ok: true, identifier: { kind: 'email', email: 'aung.kyaw@example.com' } });
  });

  it('reads a Myanmar mobile number typed any usual way as the same account', () => {
    const expected = { ok: true, identifier: { kind: 'phone', phoneCode: '95', phoneNumber: '9784123456' } };
    for (const typed of ['09784123456', '+959784123456', '959784123456', '09 784 123 456', '၀၉၇၈၄၁၂၃၄၅၆']) {
      expect(parseSignInIdentifier(typed)).toEqual(expected);
    }
  });

  it("reads another country's number when its code is set apart", () => {
    expect(parseSignInIdentifier('+66 812345678')).toEqual({ ok: true, identifier: { kind: 'phone', phoneCode: '66', phoneNumber: '812345678' } });
  });

  it('refuses what is neither', () => {
    expect(parseSignInIdentifier('aung@')).toEqual({ ok: false, field: 'username' });
    expect(parseSignInIdentifier('12345')).toEqual({ ok: false, field: 'username' });
    expect(parseSignInIdentifier('')).toEqual({ ok: false, field: 'username' });
  });
});

describe('parseAccountIdentifier (email, or phoneCode default 95 and phoneNumber)', () => {
  it('prefers the email and names the wrong field', () => {
    expect(parseAccountIdentifier({ email: 'a@example.com', phoneNumber: 'x' })).toEqual({ ok: true, identifier: { kind: 'email', email: 'a@example.com' } });
    expect(parseAccountIdentifier({ email: 'a@example' })).toEqual({ ok: false, field: 'email' });
    expect(parseAccountIdentifier({})).toEqual({ ok: false, field: 'email' });
  });

  it('uses phone code 95 by default and checks the number as the contact step does', () => {
    expect(parseAccountIdentifier({ phoneNumber: '09784123456' })).toEqual({ ok: true, identifier: { kind: 'phone', phoneCode: '95', phoneNumber: '9784123456' } });
    expect(parseAccountIdentifier({ phoneNumber: '091234' })).toEqual({ ok: false, field: 'phoneNumber' });
    expect(parseAccountIdentifier({ phoneCode: 'abc', phoneNumber: '09784123456' })).toEqual({ ok: false, field: 'phoneCode' });
  });

  it('sends codes to the email or to the phone in E.164', () => {
    expect(identifierTarget({ kind: 'email', email: 'a@example.com' })).toBe('a@example.com');
    expect(identifierTarget({ kind: 'phone', phoneCode: '95', phoneNumber: '9784123456' })).toBe('+959784123456');
  });
});

/**
 * How an account is named when signing in or asking for a code: an email, or a phone number with its
 * country code (spec §3 contact info: phoneCode default 95). Phone numbers are checked and stored as
 * the contact step does (booking/contact.ts), so a number typed as '09 7xx…' at checkout and '+959 7xx…'
 * at sign-in is the same account.
 */
import { DEFAULT_PHONE_CODE } from '../constants.ts';
import { emailError, normalizePhone, normalizePhoneCode, toE164 } from '../booking/contact.ts';
import { toLatinDigits } from '../money.ts';

export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phoneCode: string; phoneNumber: string };

export type IdentifierResult = { ok: true; identifier: Identifier } | { ok: false; field: 'email' | 'phoneCode' | 'phoneNumber' | 'username' };

/** Where codes for this identifier go: the email, or the phone in E.164 ('+959784123456'). */
export function identifierTarget(identifier: Identifier): string {
  return identifier.kind === 'email' ? identifier.email : `+${identifier.phoneCode}${identifier.phoneNumber}`;
}

function emailIdentifier(value: string): Identifier | undefined {
  if (emailError(value)) return undefined;
  return { kind: 'email', email: value.trim().toLowerCase() };
}

function phoneIdentifier(phoneCode: string, phoneNumber: string): Identifier | undefined {
  if (!toE164(phoneCode, phoneNumber)) return undefined;
  return { kind: 'phone', phoneCode: normalizePhoneCode(phoneCode), phoneNumber: normalizePhone(phoneCode, phoneNumber) };
}

/**
 * An account named by separate fields: `email`, or `phoneCode` (default 95) and `phoneNumber`. When
 * both are given the email names the account. The field that is wrong is named, for the 400.
 */
export function parseAccountIdentifier(input: { email?: string | undefined; phoneCode?: string | undefined; phoneNumber?: string | undefined }): IdentifierResult {
  const email = input.email?.trim() ?? '';
  if (email !== '') {
    const parsed = emailIdentifier(email);
    return parsed ? { ok: true, identifier: parsed } : { ok: false, field: 'email' };
  }
  const phoneNumber = input.phoneNumber?.trim() ?? '';
  if (phoneNumber === '') return { ok: false, field: 'email' };
  const phoneCode = input.phoneCode?.trim() || DEFAULT_PHONE_CODE;
  if (!/^\+?\d{1,3}$/.test(toLatinDigits(phoneCode))) return { ok: false, field: 'phoneCode' };
  const parsed = phoneIdentifier(phoneCode, phoneNumber);
  return parsed ? { ok: true, identifier: parsed } : { ok: false, field: 'phoneNumber' };
}

/**
 * The Keycloak `username`: an email (has '@'), or a phone number. A Myanmar number may be typed any
 * usual way ('09 7…', '+959 7…', '959…'); another country's number needs its code set apart by a
 * space ('+66 812345678'), because a country code's length cannot be told from the digits alone.
 */
export function parseSignInIdentifier(username: string): IdentifierResult {
  const text = toLatinDigits(username).trim();
  if (text.includes('@')) {
    const parsed = emailIdentifier(text);
    return parsed ? { ok: true, identifier: parsed } : { ok: false, field: 'username' };
  }
  const foreign = text.match(/^(?:\+|00)(\d{1,3})\s+(.+)$/);
  if (foreign && foreign[1] !== DEFAULT_PHONE_CODE) {
    const parsed = phoneIdentifier(foreign[1] ?? '', foreign[2] ?? '');
    return parsed ? { ok: true, identifier: parsed } : { ok: false, field: 'username' };
  }
  const parsed = phoneIdentifier(DEFAULT_PHONE_CODE, text);
  return parsed ? { ok: true, identifier: parsed } : { ok: false, field: 'username' };
}

/**
 * Contact details of a booking (spec §3 "Contact info: email, phoneCode (default 95), phoneNumber",
 * traveller form "contact name, email, phone"). The e-ticket goes to the email and the flight team
 * calls or texts the phone, so both must be reachable — a Myanmar number must be a real mobile
 * number, because SMS and the cash-on-delivery call go to a mobile.
 */
import { DEFAULT_PHONE_CODE } from '../constants.ts';
import { toLatinDigits } from '../money.ts';
import type { Language } from '../settings.ts';

/** The contact block as the form holds it; every field is text, empty until typed. */
export interface ContactFormValues {
  readonly contactName: string;
  readonly email: string;
  /** Country calling code without "+", default '95' (spec §9). */
  readonly phoneCode: string;
  readonly phoneNumber: string;
}

export const MYANMAR_PHONE_CODE = DEFAULT_PHONE_CODE;

export const MYANMAR_OPERATORS = ['MPT', 'Ooredoo', 'ATOM', 'Mytel', 'MECTel'] as const;
/** Myanmar mobile operators; ATOM is the former Telenor Myanmar (renamed 2022, same numbers). */
export type MyanmarOperator = (typeof MYANMAR_OPERATORS)[number];

/**
 * Mobile number ranges on the national significant number (NSN: no trunk 0, no +95), which always
 * starts with 9. From the ranges of myanmar-phonenumber 0.3.3 (the test cross-checks them): the
 * newer operators have 10-digit NSNs in one block each; MPT keeps its older 8- to 10-digit blocks.
 * The blocks are disjoint by prefix and length, so order does not matter.
 */
export const MYANMAR_MOBILE_RANGES: readonly { readonly operator: MyanmarOperator; readonly pattern: RegExp }[] = [
  { operator: 'Ooredoo', pattern: /^99[4-9]\d{7}$/ },
  { operator: 'ATOM', pattern: /^97[4-9]\d{7}$/ },
  { operator: 'Mytel', pattern: /^96[5-9]\d{7}$/ },
  { operator: 'MECTel', pattern: /^93\d{7,8}$/ },
  { operator: 'MPT', pattern: /^9(?:2\d{6,8}|4\d{7,8}|5\d{6}|6\d{6}|7\d{7}|8\d{6}|89[6-9]\d{6}|9[019]\d{5,6})$/ },
];

/** E.164: at most 15 digits including the country code. */
export const E164_MAX_DIGITS = 15;
/** Shortest national number we accept abroad; shorter ones are extensions or typos. */
export const FOREIGN_NUMBER_MIN_DIGITS = 6;
/** Longest national number we accept abroad (spec: "6..14 digits"). */
export const FOREIGN_NUMBER_MAX_DIGITS = 14;
/** RFC 5321 path limit: an address longer than this cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_NAME_MAX_LENGTH = 100;

/** The digits of a typed number: Myanmar digits read as Latin, spaces, dashes, dots and brackets dropped. */
function phoneDigits(input: string): { plus: boolean; digits: string } | null {
  const compact = toLatinDigits(input).replace(/[\s\-().]/g, '');
  if (!/^\+?\d*$/.test(compact)) return null;
  return { plus: compact.startsWith('+'), digits: compact.replace(/^\+/, '') };
}

function operatorOfNsn(nsn: string): MyanmarOperator | null {
  return MYANMAR_MOBILE_RANGES.find((range) => range.pattern.test(nsn))?.operator ?? null;
}

function withoutTrunkZero(digits: string): string {
  return digits.replace(/^0+/, '');
}

/**
 * The NSN of a Myanmar number typed any of the usual ways: '09 7xx xxx xxx', '9xxxxxxxx', '+959…',
 * '959…', '00959…', '+9509…' (a trunk 0 after the country code), '+95959…' (the code typed twice) or
 * Myanmar digits. When the text can be read with or without a country code, the reading that is a
 * known mobile number wins. Returns the digits after +95 (e.g. '9784123456'), or '' when there are no
 * digits or the text is another country's number ('+66…'); the result is not necessarily valid —
 * see {@link myanmarOperator}.
 */
export function normalizeMyanmarNumber(input: string): string {
  const parsed = phoneDigits(input);
  if (!parsed || parsed.digits === '') return '';
  let digits = parsed.digits;
  let international = parsed.plus;
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  const readings: string[] = [];
  if (international) {
    if (!digits.startsWith(MYANMAR_PHONE_CODE)) return ''; // another country's number
    // '+95 959…' repeats the code: strip it while what is left is not a number by itself.
    let rest = digits.slice(2);
    while (rest.startsWith(MYANMAR_PHONE_CODE) && !operatorOfNsn(withoutTrunkZero(rest))) rest = rest.slice(2);
    readings.push(withoutTrunkZero(rest));
  } else {
    readings.push(withoutTrunkZero(digits));
    if (digits.startsWith(MYANMAR_PHONE_CODE)) readings.push(withoutTrunkZero(digits.slice(2)));
  }
  return readings.find((nsn) => operatorOfNsn(nsn) !== null) ?? readings[0] ?? '';
}

/**
 * The Myanmar mobile operator of a number typed in any usual form, or null when it is not a Myanmar
 * mobile number (a landline, a foreign number, a wrong length or an unassigned block).
 */
export function myanmarOperator(number: string): MyanmarOperator | null {
  return operatorOfNsn(normalizeMyanmarNumber(number));
}

/** The country code as digits only: '+95' and ' 95 ' are '95'. */
export function normalizePhoneCode(phoneCode: string): string {
  return toLatinDigits(phoneCode).trim().replace(/^\+/, '').replace(/^00/, '');
}

/**
 * The national number to store and send, digits only. Myanmar numbers become their NSN
 * ('09 784 123 456' → '9784123456'); other numbers lose separators and a repeated '+<code>' or
 * '00<code>' in front, but keep any leading 0 (some countries, such as Italy, dial it).
 */
export function normalizePhone(phoneCode: string, phoneNumber: string): string {
  const code = normalizePhoneCode(phoneCode);
  if (code === MYANMAR_PHONE_CODE) return normalizeMyanmarNumber(phoneNumber);
  const parsed = phoneDigits(phoneNumber);
  if (!parsed) return '';
  const { plus, digits } = parsed;
  if (code !== '' && plus && digits.startsWith(code)) return digits.slice(code.length);
  if (code !== '' && digits.startsWith(`00${code}`)) return digits.slice(code.length + 2);
  return digits;
}

/** '+' code and national number, e.g. '+959784123456', for SMS gateways; null when not valid. */
export function toE164(phoneCode: string, phoneNumber: string): string | null {
  const errors = phoneErrors(phoneCode, phoneNumber);
  if (errors.phoneCode || errors.phoneNumber) return null;
  return `+${normalizePhoneCode(phoneCode)}${normalizePhone(phoneCode, phoneNumber)}`;
}

/**
 * The number as people read it on a ticket or an email: '+', the country code, a space, then the
 * national number without its trunk 0 — '+95 9 791 234 567' for '09 791 234 567', never
 * '+9791234567' (the code lost) or '+95 09…'. Myanmar numbers are grouped as they are written
 * (9, then threes); other countries' numbers keep their digits as typed. '' when there is no number.
 */
export function formatPhone(phoneCode: string, phoneNumber: string): string {
  const code = normalizePhoneCode(phoneCode);
  const national = normalizePhone(code, phoneNumber);
  if (national === '') return '';
  const grouped = code === MYANMAR_PHONE_CODE ? `${national.slice(0, 1)} ${national.slice(1).replace(/(\d{3})(?=\d)/g, '$1 ')}`.trim() : national;
  return code === '' ? grouped : `+${code} ${grouped}`;
}

/** The error codes each contact field can have. */
export interface ContactFieldCodes {
  contactName: 'required' | 'invalid' | 'too_long';
  email: 'required' | 'invalid' | 'too_long';
  phoneCode: 'required' | 'invalid';
  phoneNumber: 'required' | 'invalid';
}
export type ContactField = keyof ContactFieldCodes;
export type ContactErrorCode = ContactFieldCodes[ContactField];
export type ContactErrors = { [F in ContactField]?: ContactFieldCodes[F] };

function phoneErrors(phoneCode: string, phoneNumber: string): Pick<ContactErrors, 'phoneCode' | 'phoneNumber'> {
  const errors: Pick<ContactErrors, 'phoneCode' | 'phoneNumber'> = {};
  const code = normalizePhoneCode(phoneCode);
  if (code === '') errors.phoneCode = 'required';
  else if (!/^[1-9]\d{0,2}$/.test(code)) errors.phoneCode = 'invalid';

  if (phoneNumber.trim() === '') {
    errors.phoneNumber = 'required';
  } else if (code === MYANMAR_PHONE_CODE) {
    if (!myanmarOperator(phoneNumber)) errors.phoneNumber = 'invalid';
  } else {
    const national = normalizePhone(code, phoneNumber);
    const fits =
      national.length >= FOREIGN_NUMBER_MIN_DIGITS &&
      national.length <= FOREIGN_NUMBER_MAX_DIGITS &&
      national.length + code.length <= E164_MAX_DIGITS;
    if (!fits) errors.phoneNumber = 'invalid';
  }
  return errors;
}

const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * A practical email check, not RFC 5322: one '@', a local part without spaces (max 64), a domain
 * with at least one dot whose labels are letters, digits and inner hyphens, and a top-level domain
 * of at least two letters. Catches the typos that lose e-tickets ('name@gmail', 'name@@gmail.com').
 */
export function emailError(value: string): ContactFieldCodes['email'] | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'too_long';
  const parts = email.split('@');
  if (parts.length !== 2) return 'invalid';
  const [local = '', domain = ''] = parts;
  if (local === '' || local.length > 64 || /\s/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'invalid';
  }
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return 'invalid';
  const tld = labels[labels.length - 1] ?? '';
  if (!/^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu.test(tld)) return 'invalid';
  return undefined;
}

/** Letters of any script, or any character of Myanmar script (its block and Extended-A and -B). */
const CONTACT_NAME = /^[\p{L}\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f][\p{L}\p{M}\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f .'-]*$/u;
const MYANMAR_DIGIT = /[\u1040-\u1049]/;
const MYANMAR_OTHER_THAN_DIGITS = /[\u1000-\u103f\u104a-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]/;

/**
 * The contact name is for our team, not for the ticket, so it may be written in Myanmar script:
 * letters and combining marks of any script, spaces, dots, hyphens and apostrophes. Myanmar text is
 * taken as typed, in Unicode or in Zawgyi (the api converts Zawgyi before storing): Zawgyi puts the
 * vowel sign E (ေ) and medial ra (ျ) before their consonant, reuses code points that Unicode has as
 * digits or signs, and people often type the digit ၀ for the letter ဝ, so within Myanmar text any
 * character of the script may appear. Latin digits and symbols are still refused.
 */
export function contactNameError(value: string): ContactFieldCodes['contactName'] | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  if (!CONTACT_NAME.test(name)) return 'invalid';
  // Myanmar digits only inside Myanmar text (၀ typed for ဝ), never as the digits of a Latin name.
  if (MYANMAR_DIGIT.test(name) && !MYANMAR_OTHER_THAN_DIGITS.test(name)) return 'invalid';
  if (name.length > CONTACT_NAME_MAX_LENGTH) return 'too_long';
  return undefined;
}

/** Spec §3 contact info, one error per field; an empty object means valid. */
export function validateContact(form: ContactFormValues): ContactErrors {
  const errors: ContactErrors = { ...phoneErrors(form.phoneCode, form.phoneNumber) };
  const name = contactNameError(form.contactName);
  if (name) errors.contactName = name;
  const email = emailError(form.email);
  if (email) errors.email = email;
  return errors;
}

/** The contact as it is stored: trimmed, email in lower case, phone code and number normalised. */
export function normalizeContact(form: ContactFormValues): ContactFormValues {
  return {
    contactName: form.contactName.trim().replace(/\s+/g, ' '),
    email: form.email.trim().toLowerCase(),
    phoneCode: normalizePhoneCode(form.phoneCode),
    phoneNumber: normalizePhone(form.phoneCode, form.phoneNumber),
  };
}

/** What a signed-in member's profile knows of them (each part may be missing). */
export interface ContactProfile {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly phoneCode?: string | null;
  readonly phoneNumber?: string | null;
}

/**
 * A signed-in member's contact form, pre-filled from their profile: only the fields still empty take
 * the profile's value, so nothing the customer typed or stored with the booking is overwritten. The
 * phone code and number go together (a profile number with the form's code would be another phone),
 * so they are taken only while no number is in the form. `filled` names the fields the profile gave,
 * which a value typed earlier in the same tab may still replace.
 */
export function prefillContact(current: ContactFormValues, profile: ContactProfile): { values: ContactFormValues; filled: ContactField[] } {
  const filled: ContactField[] = [];
  const take = (field: ContactField, mine: string, theirs: string | null | undefined): string => {
    const value = (theirs ?? '').trim();
    if (mine.trim() !== '' || value === '') return mine;
    filled.push(field);
    return value;
  };
  const name = [profile.firstName, profile.lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  const contactName = take('contactName', current.contactName, name);
  const email = take('email', current.email, profile.email);
  let { phoneCode, phoneNumber } = current;
  if (phoneNumber.trim() === '' && (profile.phoneNumber ?? '').trim() !== '') {
    phoneNumber = take('phoneNumber', phoneNumber, profile.phoneNumber);
    const code = (profile.phoneCode ?? '').trim().replace(/^\+/, '');
    if (code !== '' && code !== phoneCode.trim()) {
      phoneCode = code;
      filled.push('phoneCode');
    }
  }
  return { values: { contactName, email, phoneCode, phoneNumber }, filled };
}

export type ContactMessages = { readonly [F in ContactField]: Readonly<Record<ContactFieldCodes[F], string>> };

export const CONTACT_ERROR_MESSAGES: Readonly<Record<Language, ContactMessages>> = {
  en: {
    contactName: {
      required: 'Please enter the contact name.',
      invalid: 'Please enter a name with letters only.',
      too_long: 'The contact name can have at most 100 letters.',
    },
    email: {
      required: 'Please enter an email address; the e-ticket is sent there.',
      invalid: 'Please enter a valid email address, such as name@example.com.',
      too_long: 'This email address is too long.',
    },
    phoneCode: {
      required: 'Please choose the country code.',
      invalid: 'Please choose a country code from the list.',
    },
    phoneNumber: {
      required: 'Please enter a phone number.',
      invalid: 'Please enter a valid mobile number (for Myanmar, such as 09 7xx xxx xxx).',
    },
  },
  mm: {
    contactName: {
      required: 'ဆက်သွယ်ရမည့်သူ၏ အမည်ကို ထည့်ပါ။',
      invalid: 'အမည်ကို စာလုံးများဖြင့်သာ ရေးပါ။',
      too_long: 'ဆက်သွယ်ရမည့်သူ၏ အမည်သည် စာလုံး ၁၀၀ ထက် မပိုရပါ။',
    },
    email: {
      required: 'အီးမေးလ်လိပ်စာ ထည့်ပါ။ လက်မှတ်ကို ဤလိပ်စာသို့ ပို့ပေးပါမည်။',
      invalid: 'name@example.com ကဲ့သို့ မှန်ကန်သော အီးမေးလ်လိပ်စာ ထည့်ပါ။',
      too_long: 'ဤအီးမေးလ်လိပ်စာ ရှည်လွန်းပါသည်။',
    },
    phoneCode: {
      required: 'နိုင်ငံကုဒ် ရွေးချယ်ပါ။',
      invalid: 'စာရင်းထဲမှ နိုင်ငံကုဒ်တစ်ခုကို ရွေးချယ်ပါ။',
    },
    phoneNumber: {
      required: 'ဖုန်းနံပါတ် ထည့်ပါ။',
      invalid: 'မှန်ကန်သော မိုဘိုင်းဖုန်းနံပါတ် ထည့်ပါ (မြန်မာနံပါတ်ဆိုလျှင် ၀၉ ၇xx xxx xxx ကဲ့သို့)။',
    },
  },
};

/** The message for one contact field's error. */
export function contactErrorMessage<F extends ContactField>(field: F, code: ContactFieldCodes[F], lang: Language): string {
  const messages: Readonly<Record<ContactFieldCodes[F], string>> = CONTACT_ERROR_MESSAGES[lang][field];
  return messages[code];
}

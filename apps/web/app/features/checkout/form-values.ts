/**
 * The traveller and contact forms as HTML posts them, and back: one input per field, named
 * `travellers.<index>.<field>` and `contact.<field>`, the same keys the api's field errors use, so an
 * error from either side lands under its field. Shared by the browser and the action.
 */
import type { TravelerType } from '@thwa/domain/age-bands';
import type { ContactErrors, ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import { DEFAULT_PHONE_CODE } from '@thwa/domain/constants';
import type { TravellerDocumentKind, TravellerErrors, TravellerField, TravellerFormValues } from '@thwa/domain/booking/travellers';

export const TRAVELLER_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'nationality',
  'passportNumber',
  'passportExpiry',
  'divisionCode',
  'townshipCode',
  'nrcType',
  'nrcNumber',
] as const;
export type TravellerTextField = (typeof TRAVELLER_TEXT_FIELDS)[number];
/** A traveller as typed: every field text, '' until filled. */
export type TravellerText = Record<TravellerTextField, string>;

export const EMPTY_TRAVELLER: TravellerText = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  divisionCode: '',
  townshipCode: '',
  nrcType: '',
  nrcNumber: '',
};

export function travellerFieldName(index: number, field: TravellerTextField | 'uuid' | 'type' | 'save'): string {
  return `travellers.${index}.${field}`;
}

/** Reads a posted form, or the values an action sent back (as a Map). */
export function readTravellerText(form: Pick<FormData, 'get'> | ReadonlyMap<string, string>, index: number): TravellerText {
  const text = { ...EMPTY_TRAVELLER };
  for (const field of TRAVELLER_TEXT_FIELDS) {
    const value = form.get(travellerFieldName(index, field));
    text[field] = typeof value === 'string' ? value : '';
  }
  return text;
}

/** A saved traveller (CheckoutSummary.travellers entries are loose records) as form text. */
export function travellerTextFrom(record: Readonly<Record<string, unknown>>): TravellerText {
  const text = { ...EMPTY_TRAVELLER };
  for (const field of TRAVELLER_TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') text[field] = value;
    else if (typeof value === 'number') text[field] = String(value);
  }
  return text;
}

/** Which document a traveller shows (travellerDocument of the domain rules); 'none' for a local under 10 on a domestic flight. */
export type TravellerDocument = TravellerDocumentKind;

/**
 * The values the rules and the api read: only the document the trip needs (`document`, from
 * travellerDocument) is sent; the other document's fields are left out, as the form hides them.
 */
export function toTravellerValues(uuid: string, type: TravelerType, text: TravellerText, document: TravellerDocument): TravellerFormValues {
  const base = {
    uuid,
    type,
    firstName: text.firstName,
    lastName: text.lastName,
    dateOfBirth: text.dateOfBirth,
    gender: text.gender === 'male' || text.gender === 'female' ? text.gender : '',
    nationality: text.nationality,
  } as const;
  if (document === 'passport') {
    return { ...base, passportNumber: text.passportNumber, passportExpiry: text.passportExpiry };
  }
  if (document === 'none') return base;
  const division = Number(text.divisionCode);
  return {
    ...base,
    divisionCode: text.divisionCode !== '' && Number.isInteger(division) ? division : null,
    townshipCode: text.townshipCode,
    nrcType: text.nrcType,
    nrcNumber: text.nrcNumber,
  };
}

/** Which field an error key names: `travellers.1.passportExpiry` → {index 1, field passportExpiry}. */
export function parseTravellerErrorKey(key: string): { index: number; field: string } | null {
  const match = /^travellers\.(\d+)\.(\w+)$/.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { index: Number(match[1]), field: match[2] };
}

/** Field errors of one traveller as `travellers.<index>.<field>` keys. */
export function travellerErrorKeys(index: number, errors: TravellerErrors): Record<string, string> {
  const keyed: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as Array<[TravellerField, string | undefined]>) {
    if (code) keyed[`travellers.${index}.${field}`] = code;
  }
  return keyed;
}

export const CONTACT_FIELDS = ['contactName', 'email', 'phoneCode', 'phoneNumber'] as const satisfies readonly ContactField[];

export function contactFieldName(field: ContactField): string {
  return `contact.${field}`;
}

export function readContact(form: FormData): ContactFormValues {
  const get = (field: ContactField) => {
    const value = form.get(contactFieldName(field));
    return typeof value === 'string' ? value : '';
  };
  return { contactName: get('contactName'), email: get('email'), phoneCode: get('phoneCode'), phoneNumber: get('phoneNumber') };
}

/**
 * The contact a refused form shows again: what the customer sent (`posted`, the action's echo of the
 * form), or `saved` (what the page began with) when nothing was sent yet.
 */
export function contactShownAgain(posted: Readonly<Record<string, string>> | undefined, saved: ContactFormValues): ContactFormValues {
  if (!posted) return saved;
  return {
    contactName: posted[contactFieldName('contactName')] ?? '',
    email: posted[contactFieldName('email')] ?? '',
    phoneCode: posted[contactFieldName('phoneCode')] ?? DEFAULT_PHONE_CODE,
    phoneNumber: posted[contactFieldName('phoneNumber')] ?? '',
  };
}

export function contactErrorKeys(errors: ContactErrors): Record<string, string> {
  const keyed: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors)) if (code) keyed[contactFieldName(field as ContactField)] = code;
  return keyed;
}


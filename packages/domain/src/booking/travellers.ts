/**
 * Traveller details for a flight booking (spec §3 traveller form fields, §5 "Traveler form has an
 * error per field: first name, last name, date of birth, gender, passport country, passport number,
 * passport expiry, NRC number, NRC prefix").
 *
 * Why the rules are plain functions and not the zod schema: the form shows one message per field as
 * the traveller types, and several rules depend on the trip (domestic or international, the travel
 * dates). The zod schema in form-schemas.ts checks the shape of a request body; the api then runs
 * these same functions, so browser and server never disagree.
 *
 * Field names are flat (divisionCode, townshipCode, nrcType, nrcNumber rather than a nested `nrc`),
 * so each HTML input maps to one key.
 */
import { ageOnDate, travelerType, type TravelerType } from '../age-bands.ts';
import { isIsoDate, type Area } from '../dates.ts';
import { toLatinDigits } from '../money.ts';
import type { Language } from '../settings.ts';
import { findNrcType, findTownship, isNrcDivision, NRC_NUMBER_PATTERN } from '../nrc/nrc.ts';

export const GENDERS = ['male', 'female'] as const;
/** Spec §3 "gender (male or female)" — the two values airline reservation systems accept. */
export type Gender = (typeof GENDERS)[number];

/** The ISO 3166-1 alpha-2 code of Myanmar: a traveller with this nationality is a local. */
export const MYANMAR_COUNTRY_CODE = 'MM';

/** Airlines print names on tickets in Latin capitals and most systems cut them at 50 characters. */
export const NAME_MAX_LENGTH = 50;

/**
 * One traveller as the form holds it. Text fields are strings (empty until typed) and `gender` is
 * '' until chosen, so a half-filled form can be validated field by field.
 */
export interface TravellerFormValues {
  readonly uuid: string;
  readonly type: TravelerType;
  /** Given name and middle name, as in the passport or NRC. */
  readonly firstName: string;
  readonly lastName: string;
  /** 'YYYY-MM-DD'. */
  readonly dateOfBirth: string;
  readonly gender: Gender | '';
  /** ISO 3166-1 alpha-2 country of the passport ("passport country" in spec §5), e.g. 'MM'. */
  readonly nationality: string;
  readonly passportNumber?: string | null;
  /** 'YYYY-MM-DD'. */
  readonly passportExpiry?: string | null;
  /** NRC state/region number 1..14. */
  readonly divisionCode?: number | null;
  /** Latin township short code, e.g. 'KaMaYa'. */
  readonly townshipCode?: string | null;
  /** NRC type letter, e.g. 'N'. */
  readonly nrcType?: string | null;
  /** The six digits after the type. */
  readonly nrcNumber?: string | null;
}

/** The error codes each field can have; `nrcPrefix` covers division, township and type together. */
export interface TravellerFieldCodes {
  firstName: 'required' | 'invalid' | 'too_long';
  lastName: 'required' | 'invalid' | 'too_long';
  dateOfBirth: 'required' | 'invalid' | 'in_future' | 'wrong_type';
  gender: 'required' | 'invalid';
  nationality: 'required' | 'invalid';
  passportNumber: 'required' | 'invalid';
  passportExpiry: 'required' | 'invalid' | 'expired' | 'expires_before_trip';
  nrcNumber: 'required' | 'invalid';
  nrcPrefix: 'required' | 'invalid';
}
export type TravellerField = keyof TravellerFieldCodes;
export type TravellerErrorCode = TravellerFieldCodes[TravellerField];
/** At most one error per field (spec §5); an empty object means the traveller is valid. */
export type TravellerErrors = { [F in TravellerField]?: TravellerFieldCodes[F] };

/** The trip a traveller is validated against. Dates are 'YYYY-MM-DD' in Asia/Yangon. */
export interface TravellerContext {
  readonly area: Area;
  /** Date of the first departure: the traveller's type (adult, child, infant) is decided on it. */
  readonly travelDate: string;
  /** Date of the last flight (the return date, or the travel date for a one-way trip). */
  readonly lastTravelDate?: string;
  /** Today in Yangon (`yangonDate(now)`). */
  readonly today: string;
}

/**
 * Which document the airline needs: a passport on every international trip and for every foreigner;
 * a local (nationality MM) on a domestic flight may travel on the NRC instead, as Myanmar domestic
 * airlines accept it and most locals have no passport.
 */
export function documentRequirement(input: { area: Area; nationality: string }): 'passport' | 'nrc' {
  const local = input.nationality.trim().toUpperCase() === MYANMAR_COUNTRY_CODE;
  return input.area === 'domestic' && local ? 'nrc' : 'passport';
}

/**
 * Myanmar issues the NRC from age 10, so a younger local has none and travels on a domestic flight
 * on the date of birth alone (the airline checks it against the birth certificate at the desk).
 */
export const NRC_MIN_AGE = 10;

/**
 * Whether the traveller is younger than {@link NRC_MIN_AGE} on the departure date. The age is read
 * from the date of birth; before a real one is typed, only an infant (under 2 by its type) is surely
 * younger, so a child or adult is taken to have an NRC until the date says otherwise.
 */
export function isUnderNrcAge(input: { type: TravelerType; dateOfBirth: string; travelDate: string }): boolean {
  const dob = input.dateOfBirth.trim();
  if (isIsoDate(dob) && isIsoDate(input.travelDate) && dob <= input.travelDate) return ageOnDate(dob, input.travelDate) < NRC_MIN_AGE;
  return input.type === 'infant';
}

/** The document one traveller of a trip shows: 'none' when the date of birth suffices. */
export type TravellerDocumentKind = 'passport' | 'nrc' | 'none';

/**
 * The document a traveller needs on this trip: {@link documentRequirement}, except that a local under
 * {@link NRC_MIN_AGE} on the departure date needs none on a domestic flight — the date of birth
 * suffices. A passport is still needed abroad and by foreigners, whatever the age.
 */
export function travellerDocument(input: {
  area: Area;
  nationality: string;
  type: TravelerType;
  dateOfBirth: string;
  travelDate: string;
}): TravellerDocumentKind {
  const document = documentRequirement(input);
  return document === 'nrc' && isUnderNrcAge(input) ? 'none' : document;
}

const LATIN_NAME = /^[A-Za-z]+(?:[ '-]+[A-Za-z]+)*$/;
const PASSPORT_NUMBER = /^[A-Za-z0-9]{6,9}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Nobody alive is older; an older birth date is a typo (1925 for 1952) rather than a traveller. */
const MAX_AGE_YEARS = 120;

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * Spec §5 first and last name: Latin letters, spaces, hyphen and apostrophe, 1 to 50 characters.
 * Airlines print names in Latin on tickets and check them against the passport, so a name typed in
 * Myanmar script cannot be accepted here.
 */
export function nameError(value: string): TravellerFieldCodes['firstName'] | undefined {
  const name = text(value);
  if (name === '') return 'required';
  if (!LATIN_NAME.test(name)) return 'invalid';
  if (name.length > NAME_MAX_LENGTH) return 'too_long';
  return undefined;
}

function dateOfBirthError(form: TravellerFormValues, context: TravellerContext): TravellerFieldCodes['dateOfBirth'] | undefined {
  const dob = text(form.dateOfBirth);
  if (dob === '') return 'required';
  if (!isIsoDate(dob)) return 'invalid';
  if (dob > context.today) return 'in_future';
  if (dob > context.travelDate) return 'wrong_type';
  if (ageOnDate(dob, context.travelDate) > MAX_AGE_YEARS) return 'invalid';
  if (travelerType(dob, context.travelDate) !== form.type) return 'wrong_type';
  // An infant sits on a lap; one who turns 2 before the return flight needs a seat on it.
  const last = context.lastTravelDate ?? context.travelDate;
  if (form.type === 'infant' && travelerType(dob, last) !== 'infant') return 'wrong_type';
  return undefined;
}

function passportExpiryError(value: string, context: TravellerContext): TravellerFieldCodes['passportExpiry'] | undefined {
  const expiry = text(value);
  if (expiry === '') return 'required';
  if (!isIsoDate(expiry)) return 'invalid';
  // A passport is valid through its expiry date.
  if (expiry < context.today) return 'expired';
  if (expiry <= (context.lastTravelDate ?? context.travelDate)) return 'expires_before_trip';
  return undefined;
}

function nrcPrefixError(form: TravellerFormValues): TravellerFieldCodes['nrcPrefix'] | undefined {
  const township = text(form.townshipCode);
  const type = text(form.nrcType);
  if (form.divisionCode == null || township === '' || type === '') return 'required';
  if (!isNrcDivision(form.divisionCode) || !findTownship(form.divisionCode, township) || !findNrcType(type)) return 'invalid';
  return undefined;
}

function assertContext(context: TravellerContext): void {
  for (const date of [context.travelDate, context.today, context.lastTravelDate ?? context.travelDate]) {
    if (!isIsoDate(date)) throw new RangeError(`traveller context dates must be YYYY-MM-DD, got "${date}"`);
  }
  if (context.lastTravelDate && context.lastTravelDate < context.travelDate) {
    throw new RangeError('lastTravelDate is before travelDate');
  }
}

/**
 * Spec §5: one error per field, for the fields the trip needs. Passport fields are checked when
 * {@link travellerDocument} says passport, NRC fields when it says NRC, neither for a local child
 * under 10 on a domestic flight; the other document's fields are ignored (the form hides them). Values are read as typed — run
 * {@link normalizeTraveller} first to accept Myanmar digits and stray spaces.
 * @throws RangeError when the context dates are not real dates (a caller bug, not a user error).
 */
export function validateTraveller(form: TravellerFormValues, context: TravellerContext): TravellerErrors {
  assertContext(context);
  const errors: TravellerErrors = {};
  errors.firstName = nameError(form.firstName);
  errors.lastName = nameError(form.lastName);
  errors.dateOfBirth = dateOfBirthError(form, context);

  const gender = text(form.gender);
  if (gender === '') errors.gender = 'required';
  else if (!(GENDERS as readonly string[]).includes(gender)) errors.gender = 'invalid';

  const nationality = text(form.nationality);
  if (nationality === '') errors.nationality = 'required';
  else if (!COUNTRY_CODE.test(nationality)) errors.nationality = 'invalid';

  // A date of birth that does not fit the traveller's type says nothing reliable about the age, so
  // the document then follows the type alone (an 'adult' born last year still shows an NRC).
  const ageEvidence = errors.dateOfBirth ? '' : form.dateOfBirth;
  const document = travellerDocument({ area: context.area, nationality, type: form.type, dateOfBirth: ageEvidence, travelDate: context.travelDate });
  if (document === 'passport') {
    const passportNumber = text(form.passportNumber);
    if (passportNumber === '') errors.passportNumber = 'required';
    else if (!PASSPORT_NUMBER.test(passportNumber)) errors.passportNumber = 'invalid';
    errors.passportExpiry = passportExpiryError(text(form.passportExpiry), context);
  } else if (document === 'nrc') {
    const nrcNumber = text(form.nrcNumber);
    if (nrcNumber === '') errors.nrcNumber = 'required';
    else if (!NRC_NUMBER_PATTERN.test(nrcNumber)) errors.nrcNumber = 'invalid';
    errors.nrcPrefix = nrcPrefixError(form);
  }

  for (const key of Object.keys(errors) as TravellerField[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}

/**
 * What a traveller typed, tidied the way the airline will read it: names trimmed with single spaces,
 * passport number and country in capitals without spaces, Myanmar digits in the NRC number read as
 * Latin, and the township code in its printed spelling ("kamaya" → "KaMaYa").
 */
export function normalizeTraveller<T extends TravellerFormValues>(form: T): T {
  const collapse = (value: string): string => value.trim().replace(/\s+/g, ' ');
  const township =
    form.divisionCode != null && form.townshipCode ? findTownship(form.divisionCode, form.townshipCode)?.code : undefined;
  return {
    ...form,
    firstName: collapse(form.firstName),
    lastName: collapse(form.lastName),
    dateOfBirth: form.dateOfBirth.trim(),
    nationality: form.nationality.trim().toUpperCase(),
    ...(form.passportNumber != null && { passportNumber: form.passportNumber.replace(/\s+/g, '').toUpperCase() }),
    ...(form.passportExpiry != null && { passportExpiry: form.passportExpiry.trim() }),
    ...(form.townshipCode != null && { townshipCode: township ?? form.townshipCode.trim() }),
    ...(form.nrcType != null && { nrcType: form.nrcType.trim().toUpperCase() }),
    ...(form.nrcNumber != null && { nrcNumber: toLatinDigits(form.nrcNumber.replace(/\s+/g, '')) }),
  };
}

/**
 * Spec §3: "each entry with a uuid (an entry with an existing uuid replaces, otherwise it is added)".
 * A replaced entry keeps its place, so the traveller cards do not jump around after an edit.
 */
export function upsertTraveller<T extends { readonly uuid: string }>(list: readonly T[], entry: T): T[] {
  const index = list.findIndex((item) => item.uuid === entry.uuid);
  if (index === -1) return [...list, entry];
  return list.map((item, i) => (i === index ? entry : item));
}

/** Errors about the traveller list as a whole, rather than one traveller's field. */
export const TRAVELLER_LIST_ERRORS = [
  'wrong_adult_count',
  'wrong_child_count',
  'wrong_infant_count',
  'duplicate_uuid',
  'too_many_infants',
] as const;
export type TravellerListError = (typeof TRAVELLER_LIST_ERRORS)[number];

export interface TravellerCounts {
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
}

export interface TravellersValidation {
  /** Field errors per traveller uuid; travellers without errors are absent. */
  readonly travellers: Readonly<Record<string, TravellerErrors>>;
  readonly list: readonly TravellerListError[];
  readonly ok: boolean;
}

const COUNT_ERRORS: Readonly<Record<TravelerType, TravellerListError>> = {
  adult: 'wrong_adult_count',
  child: 'wrong_child_count',
  infant: 'wrong_infant_count',
};

/**
 * The whole traveller list of a booking: exactly the searched number of adults, children and
 * infants (the fare was priced for them), every uuid once, and no more infants than adults (each
 * infant travels on an adult's lap), plus each traveller's own field errors.
 */
export function validateTravellers(
  list: readonly TravellerFormValues[],
  counts: TravellerCounts,
  context: TravellerContext,
): TravellersValidation {
  const listErrors: TravellerListError[] = [];
  const actual: Record<TravelerType, number> = { adult: 0, child: 0, infant: 0 };
  for (const traveller of list) actual[traveller.type] += 1;
  for (const type of ['adult', 'child', 'infant'] as const) {
    if (actual[type] !== counts[type]) listErrors.push(COUNT_ERRORS[type]);
  }
  if (new Set(list.map((t) => t.uuid)).size !== list.length) listErrors.push('duplicate_uuid');
  if (actual.infant > actual.adult || counts.infant > counts.adult) listErrors.push('too_many_infants');

  const travellers: Record<string, TravellerErrors> = {};
  for (const traveller of list) {
    const errors = validateTraveller(traveller, context);
    if (Object.keys(errors).length > 0) travellers[traveller.uuid] = { ...travellers[traveller.uuid], ...errors };
  }
  return { travellers, list: listErrors, ok: listErrors.length === 0 && Object.keys(travellers).length === 0 };
}

/** Messages per field and error code, in English and Myanmar; every code of every field has one. */
export type TravellerMessages = { readonly [F in TravellerField]: Readonly<Record<TravellerFieldCodes[F], string>> };

/** Spec §5 per-field messages (the spec leaves the wording to us). */
export const TRAVELLER_ERROR_MESSAGES: Readonly<Record<Language, TravellerMessages>> = {
  en: {
    firstName: {
      required: 'Please enter the first name (and middle name) as in the passport or NRC.',
      invalid: "Please use English letters only, as printed in the passport (spaces, - and ' are allowed).",
      too_long: 'The first name can have at most 50 letters.',
    },
    lastName: {
      required: 'Please enter the last name as in the passport or NRC.',
      invalid: "Please use English letters only, as printed in the passport (spaces, - and ' are allowed).",
      too_long: 'The last name can have at most 50 letters.',
    },
    dateOfBirth: {
      required: 'Please enter the date of birth.',
      invalid: 'Please enter a real date of birth.',
      in_future: 'The date of birth cannot be in the future.',
      wrong_type:
        "The age on the travel date does not match this traveller's type (adult 12 and over, child 2 to 11, infant under 2 for the whole trip).",
    },
    gender: {
      required: 'Please choose a gender.',
      invalid: 'Please choose male or female.',
    },
    nationality: {
      required: 'Please choose the passport country.',
      invalid: 'Please choose a country from the list.',
    },
    passportNumber: {
      required: 'Please enter the passport number.',
      invalid: 'A passport number has 6 to 9 English letters and digits.',
    },
    passportExpiry: {
      required: 'Please enter the passport expiry date.',
      invalid: 'Please enter a real expiry date.',
      expired: 'This passport has expired.',
      expires_before_trip: 'The passport must still be valid after the last flight of this trip.',
    },
    nrcNumber: {
      required: 'Please enter the 6-digit NRC number.',
      invalid: 'The NRC number must be exactly 6 digits.',
    },
    nrcPrefix: {
      required: 'Please choose the state or region, township and NRC type.',
      invalid: 'This NRC prefix does not exist. Please choose the township and type from the lists.',
    },
  },
  mm: {
    firstName: {
      required: 'ပတ်စပို့ သို့မဟုတ် မှတ်ပုံတင်ပါအတိုင်း ပထမအမည် (နှင့် အလယ်အမည်) ကို ထည့်ပါ။',
      invalid: "ပတ်စပို့ပါအတိုင်း အင်္ဂလိပ်စာလုံးဖြင့်သာ ရေးပါ (space၊ - နှင့် ' သုံးနိုင်ပါသည်)။",
      too_long: 'ပထမအမည်သည် စာလုံး ၅၀ ထက် မပိုရပါ။',
    },
    lastName: {
      required: 'ပတ်စပို့ သို့မဟုတ် မှတ်ပုံတင်ပါအတိုင်း နောက်ဆုံးအမည်ကို ထည့်ပါ။',
      invalid: "ပတ်စပို့ပါအတိုင်း အင်္ဂလိပ်စာလုံးဖြင့်သာ ရေးပါ (space၊ - နှင့် ' သုံးနိုင်ပါသည်)။",
      too_long: 'နောက်ဆုံးအမည်သည် စာလုံး ၅၀ ထက် မပိုရပါ။',
    },
    dateOfBirth: {
      required: 'မွေးသက္ကရာဇ် ထည့်ပါ။',
      invalid: 'မွေးသက္ကရာဇ်ကို မှန်ကန်စွာ ထည့်ပါ။',
      in_future: 'မွေးသက္ကရာဇ်သည် နောင်လာမည့်ရက်စွဲ ဖြစ်၍ မရပါ။',
      wrong_type:
        'ခရီးထွက်မည့်နေ့တွင် အသက်သည် ဤခရီးသည်အမျိုးအစားနှင့် မကိုက်ညီပါ (လူကြီး ၁၂ နှစ်နှင့်အထက်၊ ကလေး ၂ နှစ်မှ ၁၁ နှစ်၊ ကလေးငယ် ခရီးစဉ်တစ်လျှောက်လုံး ၂ နှစ်အောက်)။',
    },
    gender: {
      required: 'ကျား/မ ရွေးချယ်ပါ။',
      invalid: 'ကျား သို့မဟုတ် မ ကို ရွေးချယ်ပါ။',
    },
    nationality: {
      required: 'ပတ်စပို့ထုတ်ပေးသည့် နိုင်ငံကို ရွေးချယ်ပါ။',
      invalid: 'စာရင်းထဲမှ နိုင်ငံတစ်ခုကို ရွေးချယ်ပါ။',
    },
    passportNumber: {
      required: 'ပတ်စပို့နံပါတ် ထည့်ပါ။',
      invalid: 'ပတ်စပို့နံပါတ်သည် အင်္ဂလိပ်စာလုံးနှင့် ဂဏန်း ၆ လုံးမှ ၉ လုံးအထိ ဖြစ်ရပါမည်။',
    },
    passportExpiry: {
      required: 'ပတ်စပို့ သက်တမ်းကုန်ဆုံးရက် ထည့်ပါ။',
      invalid: 'သက်တမ်းကုန်ဆုံးရက်ကို မှန်ကန်စွာ ထည့်ပါ။',
      expired: 'ဤပတ်စပို့ သက်တမ်းကုန်ဆုံးသွားပါပြီ။',
      expires_before_trip: 'ဤခရီးစဉ်၏ နောက်ဆုံးခရီးစဉ်ပြီးသည်အထိ ပတ်စပို့ သက်တမ်းရှိရပါမည်။',
    },
    nrcNumber: {
      required: 'မှတ်ပုံတင်နံပါတ် ဂဏန်း ၆ လုံး ထည့်ပါ။',
      invalid: 'မှတ်ပုံတင်နံပါတ်သည် ဂဏန်း ၆ လုံး အတိအကျ ဖြစ်ရပါမည်။',
    },
    nrcPrefix: {
      required: 'ပြည်နယ်/တိုင်းဒေသကြီး၊ မြို့နယ်နှင့် မှတ်ပုံတင်အမျိုးအစားကို ရွေးချယ်ပါ။',
      invalid: 'ဤမှတ်ပုံတင်ရှေ့ဆက် မရှိပါ။ မြို့နယ်နှင့် အမျိုးအစားကို စာရင်းထဲမှ ရွေးချယ်ပါ။',
    },
  },
};

/** The message for one field's error, e.g. `travellerErrorMessage('nrcNumber', 'invalid', 'mm')`. */
export function travellerErrorMessage<F extends TravellerField>(field: F, code: TravellerFieldCodes[F], lang: Language): string {
  const messages: Readonly<Record<TravellerFieldCodes[F], string>> = TRAVELLER_ERROR_MESSAGES[lang][field];
  return messages[code];
}

/** Messages for the list-level errors of {@link validateTravellers}. */
export const TRAVELLER_LIST_ERROR_MESSAGES: Readonly<Record<Language, Readonly<Record<TravellerListError, string>>>> = {
  en: {
    wrong_adult_count: 'The number of adults does not match your search. Please search again to change it.',
    wrong_child_count: 'The number of children does not match your search. Please search again to change it.',
    wrong_infant_count: 'The number of infants does not match your search. Please search again to change it.',
    duplicate_uuid: 'The same traveller is entered twice. Please check the traveller list.',
    too_many_infants: 'Each infant travels on the lap of an adult, so there cannot be more infants than adults.',
  },
  mm: {
    wrong_adult_count: 'လူကြီးဦးရေသည် ရှာဖွေထားသည့်အတိုင်း မဟုတ်ပါ။ ပြောင်းလိုပါက ထပ်မံရှာဖွေပါ။',
    wrong_child_count: 'ကလေးဦးရေသည် ရှာဖွေထားသည့်အတိုင်း မဟုတ်ပါ။ ပြောင်းလိုပါက ထပ်မံရှာဖွေပါ။',
    wrong_infant_count: 'ကလေးငယ်ဦးရေသည် ရှာဖွေထားသည့်အတိုင်း မဟုတ်ပါ။ ပြောင်းလိုပါက ထပ်မံရှာဖွေပါ။',
    duplicate_uuid: 'ခရီးသည်တစ်ဦးတည်းကို နှစ်ကြိမ် ထည့်ထားပါသည်။ ခရီးသည်စာရင်းကို စစ်ဆေးပါ။',
    too_many_infants:
      'ကလေးငယ်တစ်ဦးစီသည် လူကြီးတစ်ဦးနှင့်အတူ လိုက်ပါရသဖြင့် ကလေးငယ်ဦးရေသည် လူကြီးဦးရေထက် မများရပါ။',
  },
};

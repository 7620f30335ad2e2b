/**
 * The travel insurance forms as HTML posts them, and back (spec §3 insurer customer): the quote's
 * area, dates and ages, and the checkout's policy holder and beneficiaries, each beneficiary keyed by
 * the uuid given when the quote was accepted. Pure, so the browser, the actions and the tests agree.
 */
import { addDays } from '@thwa/domain/dates';
import { INSURANCE_AREAS, MAX_INSURED_AGE, MAX_INSURED_PEOPLE, type InsuranceArea } from '@thwa/domain/insurance/travel-cover';

/** A new person on the quote form: an adult, who can be the party's guardian. */
export const DEFAULT_AGE = 30;
/** Days of cover offered first: a week, from tomorrow. */
export const DEFAULT_COVER_DAYS = 7;
/** The longest a name may be (InsuranceStorePayload's Name). */
export const NAME_MAX_LENGTH = 100;

/** The quote form as typed: each age is kept as text so a wrong one is shown back as it was typed. */
export interface QuoteForm {
  area: InsuranceArea;
  startDate: string;
  endDate: string;
  ages: string[];
}

export function ageFieldName(index: number): string {
  return `ages.${index}`;
}

function isArea(value: unknown): value is InsuranceArea {
  return (INSURANCE_AREAS as readonly unknown[]).includes(value);
}

/** The form first shown: abroad unless asked, from tomorrow for a week, one adult of 30. */
export function defaultQuoteForm(today: string): QuoteForm {
  const startDate = addDays(today, 1);
  return { area: 'international', startDate, endDate: addDays(startDate, DEFAULT_COVER_DAYS - 1), ages: [String(DEFAULT_AGE)] };
}

/** A whole age from 0 to the oldest insured age, or null. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age <= 130 ? age : null;
}

/** The quote form a link opens (book again: `/insurance?area=…&ages=30,30,8`), over the defaults. */
export function quoteFormFromQuery(query: URLSearchParams, today: string): QuoteForm {
  const form = defaultQuoteForm(today);
  const area = query.get('area');
  if (isArea(area)) form.area = area;
  const ages = (query.get('ages') ?? '')
    .split(',')
    .filter((age) => /^\d{1,2}$/.test(age) && Number(age) <= MAX_INSURED_AGE)
    .slice(0, MAX_INSURED_PEOPLE);
  if (ages.length > 0) form.ages = ages.map((age) => String(Number(age)));
  const start = query.get('startDate');
  const end = query.get('endDate');
  if (start && /^\d{4}-\d{2}-\d{2}$/.test(start) && start > today) form.startDate = start;
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(end) && end >= form.startDate) form.endDate = end;
  return form;
}

/** Reads a posted quote form: `area`, `startDate`, `endDate` and every `ages.<n>` in order. */
export function readQuoteForm(form: Pick<FormData, 'get'>): QuoteForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 20) : '';
  };
  const area = text('area');
  const ages: string[] = [];
  for (let index = 0; index < MAX_INSURED_PEOPLE; index += 1) {
    const value = form.get(ageFieldName(index));
    if (typeof value !== 'string') break;
    ages.push(value.slice(0, 5));
  }
  return { area: isArea(area) ? area : 'international', startDate: text('startDate'), endDate: text('endDate'), ages: ages.length > 0 ? ages : [String(DEFAULT_AGE)] };
}

/** The api's quote request of a typed form; an age that is not a number is sent as -1 so the api names it. */
export function quoteRequestOf(form: QuoteForm): { area: InsuranceArea; startDate: string; endDate: string; ages: number[] } {
  return { area: form.area, startDate: form.startDate, endDate: form.endDate, ages: form.ages.map((age) => parseAge(age) ?? -1) };
}

/** Adds a person (an adult of 30) unless the policy is full. */
export function addPerson(ages: readonly string[], age = String(DEFAULT_AGE)): string[] {
  return ages.length >= MAX_INSURED_PEOPLE ? [...ages] : [...ages, age];
}

/** Removes the person at `index`; the last person stays (a policy insures someone). */
export function removePerson(ages: readonly string[], index: number): string[] {
  if (ages.length <= 1 || index < 0 || index >= ages.length) return [...ages];
  return ages.filter((_, at) => at !== index);
}

/** The form field an api refusal names: 'body.ages.1' → 'ages.1', 'data.beneficiaries.0.firstName' → 'beneficiaries.0.firstName'. */
export function formFieldOf(apiField: string | null | undefined): string | null {
  if (!apiField) return null;
  return apiField.replace(/^(body|data)\./, '');
}

// ---------------------------------------------------------------- checkout

/** One insured person of an accepted quote: the uuid they are kept by and their age, fixed by the quote. */
export interface InsuredSlot {
  uuid: string;
  age: number;
}

/** A beneficiary as the guest saved them (spec §3 beneficiaryInfos). */
export interface SavedBeneficiary {
  uuid: string;
  firstName: string;
  lastName: string;
}

/**
 * Spec §3: saving a beneficiary whose uuid is already in the list replaces it, in its place; any other
 * is added at the end. The list given is not changed.
 */
export function saveBeneficiary(list: readonly SavedBeneficiary[], beneficiary: SavedBeneficiary): SavedBeneficiary[] {
  const at = list.findIndex((one) => one.uuid === beneficiary.uuid);
  if (at === -1) return [...list, beneficiary];
  return list.map((one, index) => (index === at ? beneficiary : one));
}

export type PersonField = 'firstName' | 'lastName';

export function beneficiaryFieldName(index: number, field: PersonField | 'uuid'): string {
  return `beneficiaries.${index}.${field}`;
}

export function holderFieldName(field: PersonField): string {
  return `policyHolder.${field}`;
}

function posted(form: Pick<FormData, 'get'>, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, NAME_MAX_LENGTH + 20) : '';
}

/**
 * The beneficiaries posted for the insured slots of the quote: only a uuid of the quote is taken (its
 * age stays the quote's), each saved into `list` by the replace-or-add rule.
 */
export function readBeneficiaries(form: Pick<FormData, 'get'>, slots: readonly InsuredSlot[], list: readonly SavedBeneficiary[]): SavedBeneficiary[] {
  let saved = [...list];
  for (let index = 0; index < slots.length; index += 1) {
    const uuid = posted(form, beneficiaryFieldName(index, 'uuid'));
    if (!slots.some((slot) => slot.uuid === uuid)) continue;
    saved = saveBeneficiary(saved, { uuid, firstName: posted(form, beneficiaryFieldName(index, 'firstName')).trim(), lastName: posted(form, beneficiaryFieldName(index, 'lastName')).trim() });
  }
  return saved;
}

export function readHolder(form: Pick<FormData, 'get'>): { firstName: string; lastName: string } {
  return { firstName: posted(form, holderFieldName('firstName')).trim(), lastName: posted(form, holderFieldName('lastName')).trim() };
}

/** 'required' or 'tooLong' per field key of the holder and every insured slot; empty when all are given. */
export function personErrors(holder: { firstName: string; lastName: string }, slots: readonly InsuredSlot[], saved: readonly SavedBeneficiary[]): Record<string, 'required' | 'tooLong'> {
  const errors: Record<string, 'required' | 'tooLong'> = {};
  const check = (key: string, value: string) => {
    if (value.trim() === '') errors[key] = 'required';
    else if (value.length > NAME_MAX_LENGTH) errors[key] = 'tooLong';
  };
  check(holderFieldName('firstName'), holder.firstName);
  check(holderFieldName('lastName'), holder.lastName);
  slots.forEach((slot, index) => {
    const person = saved.find((one) => one.uuid === slot.uuid);
    check(beneficiaryFieldName(index, 'firstName'), person?.firstName ?? '');
    check(beneficiaryFieldName(index, 'lastName'), person?.lastName ?? '');
  });
  return errors;
}

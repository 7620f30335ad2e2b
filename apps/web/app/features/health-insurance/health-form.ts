/**
 * The health insurance forms as HTML posts them, and back (spec §3 insurer customer for a health
 * plan): the age asked on the landing, the date of birth on the plan's page, and the checkout's
 * insured person and beneficiary (kept by the uuid the server gave). Pure, so the browser, the
 * loaders and actions and the tests agree.
 */
import { ageOnDate } from '@thwa/domain/age-bands';
import { isIsoDate } from '@thwa/domain/dates';
import { HEALTH_GENDERS, HEALTH_RELATIONSHIPS, type HealthGender, type HealthRelationship } from '@thwa/domain/insurance/health-plans';

/** The longest a name may be (HealthStorePayload's Name). */
export const NAME_MAX_LENGTH = 100;

/** A whole age in years from 0 to 130, or null (the api decides which ages a plan is for). */
export function parseAge(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age <= 130 ? age : null;
}

/** A plan id as the api names plans (HEALTH-41-50), or null. */
export function parsePlanId(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return /^HEALTH-\d{2}-\d{2}$/.test(trimmed) ? trimmed : null;
}

/** A date of birth that is a real day, not after `today` (Yangon). */
export function isDateOfBirth(text: string, today: string): boolean {
  return isIsoDate(text) && text <= today;
}

/** The age in full years on `today` of someone born on `dateOfBirth`, or null for a date that is not one. */
export function ageFrom(dateOfBirth: string, today: string): number | null {
  return isDateOfBirth(dateOfBirth, today) ? ageOnDate(dateOfBirth, today) : null;
}

/** The plan's page for a plan and an age: where the landing leads and "change the plan" goes back to. */
export function detailHref(planId: string, age: number): string {
  return `/health-insurance/detail?${new URLSearchParams({ planId, age: String(age) }).toString()}`;
}

/** The landing with the plan for an age: book again, and the way back from the plan's page. */
export function landingHref(age?: number | null): string {
  return typeof age === 'number' ? `/health-insurance?age=${age}` : '/health-insurance';
}

// ---------------------------------------------------------------- checkout

export type InsuredField = 'firstName' | 'lastName' | 'dateOfBirth' | 'gender';
export type BeneficiaryField = 'uuid' | 'firstName' | 'lastName' | 'relationship';

export function insuredFieldName(field: InsuredField): string {
  return `insured.${field}`;
}

export function beneficiaryFieldName(field: BeneficiaryField): string {
  return `beneficiary.${field}`;
}

/** The insured person as typed (kept as text, so a wrong value is shown back as it was typed). */
export interface InsuredText {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
}

/** The beneficiary of the death benefit as typed, with the uuid the server gave it (spec §3 beneficiaryInfos). */
export interface BeneficiaryText {
  uuid: string;
  firstName: string;
  lastName: string;
  relationship: string;
}

function posted(form: Pick<FormData, 'get'>, name: string, max = NAME_MAX_LENGTH + 20): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export function readInsured(form: Pick<FormData, 'get'>): InsuredText {
  return {
    firstName: posted(form, insuredFieldName('firstName')).trim(),
    lastName: posted(form, insuredFieldName('lastName')).trim(),
    dateOfBirth: posted(form, insuredFieldName('dateOfBirth'), 20).trim(),
    gender: posted(form, insuredFieldName('gender'), 20),
  };
}

/**
 * The beneficiary posted, saved over the kept one: spec §3, a beneficiary whose uuid is the kept one
 * replaces it; one posted with any other uuid is not ours and leaves the kept one as it was.
 */
export function readBeneficiary(form: Pick<FormData, 'get'>, kept: BeneficiaryText): BeneficiaryText {
  if (posted(form, beneficiaryFieldName('uuid'), 60) !== kept.uuid) return kept;
  return {
    uuid: kept.uuid,
    firstName: posted(form, beneficiaryFieldName('firstName')).trim(),
    lastName: posted(form, beneficiaryFieldName('lastName')).trim(),
    relationship: posted(form, beneficiaryFieldName('relationship'), 20),
  };
}

export function isGender(value: string): value is HealthGender {
  return (HEALTH_GENDERS as readonly string[]).includes(value);
}

export function isRelationship(value: string): value is HealthRelationship {
  return (HEALTH_RELATIONSHIPS as readonly string[]).includes(value);
}

export type PersonError = 'required' | 'tooLong' | 'choose' | 'dateOfBirth';

/** What is wrong with each field of the insured person and the beneficiary, by field name; empty when all is given. */
export function personErrors(insured: InsuredText, beneficiary: BeneficiaryText, today: string): Record<string, PersonError> {
  const errors: Record<string, PersonError> = {};
  const name = (key: string, value: string) => {
    if (value.trim() === '') errors[key] = 'required';
    else if (value.length > NAME_MAX_LENGTH) errors[key] = 'tooLong';
  };
  name(insuredFieldName('firstName'), insured.firstName);
  name(insuredFieldName('lastName'), insured.lastName);
  if (!isDateOfBirth(insured.dateOfBirth, today)) errors[insuredFieldName('dateOfBirth')] = 'dateOfBirth';
  if (!isGender(insured.gender)) errors[insuredFieldName('gender')] = 'choose';
  name(beneficiaryFieldName('firstName'), beneficiary.firstName);
  name(beneficiaryFieldName('lastName'), beneficiary.lastName);
  if (!isRelationship(beneficiary.relationship)) errors[beneficiaryFieldName('relationship')] = 'choose';
  return errors;
}

/** The form field an api refusal names: 'data.insured.dateOfBirth' → 'insured.dateOfBirth', 'body.age' → 'age'. */
export function formFieldOf(apiField: string | null | undefined): string | null {
  if (!apiField) return null;
  return apiField.replace(/^(body|data)\./, '');
}

/** What the health insurance loaders and actions hand their pages: plain data, worded in the page language. */
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import type { HealthConfirmation, HealthPlanOffer } from '@thwa/domain/contracts/health-insurance';
import type { BeneficiaryText, InsuredText } from './health-form.ts';

/** `/health-insurance`: the age asked, and the plan for it; every plan, to compare. */
export interface HealthLandingData {
  title: string;
  /** The age as typed ('' when none was asked). */
  ageText: string;
  /** The age the plan shown is for; null when none is shown. */
  age: number | null;
  /** The plan for `age`. */
  plan: HealthPlanOffer | null;
  /** Every plan, to compare (empty when the api could not be reached). */
  plans: HealthPlanOffer[];
  /** Why no plan is shown for the age asked (the api's HEALTH_AGE, in the page language), or null. */
  ageError: string | null;
  minAge: number;
  maxAge: number;
}

/** `/health-insurance/detail`: the plan in full, and the date of birth that confirms it. */
export interface HealthDetailData {
  title: string;
  plan: HealthPlanOffer;
  age: number;
  /** The 16 exclusions in the page language (spec §9). */
  exclusions: string[];
  /** Yangon's today: the latest date of birth. */
  today: string;
  /** A date of birth typed earlier for this plan (the kept checkout), or ''. */
  dateOfBirth: string;
  landingHref: string;
}

export interface HealthDetailActionData {
  dateOfBirth: string;
  /** The error under the date of birth (unreadable, or the api's HEALTH_AGE), or null. */
  fieldError: string | null;
  formError: string | null;
  /** The plan confirmed for this date of birth when it is not the plan asked: the page says so and offers it. */
  changed: HealthConfirmation | null;
}

/** `/health-insurance/checkout`. */
export interface HealthCheckoutData {
  title: string;
  confirmation: HealthConfirmation;
  insured: InsuredText;
  beneficiary: BeneficiaryText;
  /** The calling codes of the contact's phone picker, Myanmar's first. */
  phoneCodes: Array<{ code: string; label: string }>;
  contact: ContactFormValues;
  fromProfile: ContactField[];
  today: string;
  /** The plan's page, to change the plan or the date of birth. */
  detailHref: string;
}

export interface HealthCheckoutActionData {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The same errors worded in the page language. */
  fieldMessages: Record<string, string>;
  /** A refusal that names no field, worded. */
  formError: string | null;
  saved: boolean;
}

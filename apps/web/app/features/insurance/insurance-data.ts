/** What the insurance loaders and actions hand their pages: plain data, worded in the page language. */
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import type { InsuranceQuote } from '@thwa/domain/contracts/insurance';
import type { CountryOption } from '../checkout/checkout-data.ts';
import type { InsuredSlot, QuoteForm } from './insurance-form.ts';

export interface QuotePageData {
  title: string;
  form: QuoteForm;
  /** Yangon's today: the first day a cover may start is tomorrow or later; the last it may start. */
  today: string;
  latestStart: string;
}

/** Why the api (or the form's own check) refused a quote: a message per field, the guardian modal, or one for the form. */
export interface QuoteRefusal {
  /** Field name ('startDate', 'ages.1', 'ages') → its message, in the page language. */
  fieldErrors: Record<string, string>;
  /** Spec §8 "missing guardian for insurance": nobody 18 or older. */
  guardianMissing: boolean;
  formError: string | null;
}

export interface QuoteActionData extends QuoteRefusal {
  form: QuoteForm;
  quote: InsuranceQuote | null;
}

export interface InsuranceCheckoutData {
  title: string;
  quote: InsuranceQuote;
  slots: InsuredSlot[];
  holder: { firstName: string; lastName: string };
  /** The saved beneficiary of each slot (by uuid), '' until saved. */
  names: Array<{ firstName: string; lastName: string }>;
  countries: CountryOption[];
  contact: ContactFormValues;
  fromProfile: ContactField[];
  /** The quote page with this quote's area, dates and ages, to change them. */
  quoteHref: string;
}

export interface InsuranceCheckoutActionData {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The same errors worded in the page language. */
  fieldMessages: Record<string, string>;
  /** A refusal that names no field, worded. */
  formError: string | null;
  saved: boolean;
}

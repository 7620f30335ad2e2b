/** What the checkout loaders and actions hand the pages: plain data, ready to show. */
import type { TravelerType } from '@thwa/domain/age-bands';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import type { PriceBreakdown } from '@thwa/domain/contracts/booking';
import type { Area } from '@thwa/domain/dates';
import type { CheckoutStage } from './checkout-errors.ts';
import type { TravellerDocument, TravellerText } from './form-values.ts';
import type { TripDirection } from './trip-summary.tsx';
import type { SavedTravellerOption } from '../travelers/checkout-travellers.server.ts';

/** An NRC township prefix (GET /api/nrc/townships). */
export interface Township {
  code: string;
  mm: string;
  en: string;
  mmName: string;
}

export interface CountryOption {
  countryCode: string;
  countryName: string;
  phoneCode: string;
}

/** An api error to show in its spec §8 modal, with the links its actions lead to. */
export interface ErrorView {
  errorCode: string;
  /** The api's message, already in the page language; null when there was no answer. */
  message: string | null;
  stage: CheckoutStage;
  /** The departure listing of the same search (or the search form when the search is unknown). */
  listingHref: string;
  /** This page again, for "Try again". */
  retryHref: string;
}

export interface TravellerSlot {
  uuid: string;
  type: TravelerType;
  /** 1-based within its type: Adult 1, Adult 2, Child 1. */
  ordinal: number;
  values: TravellerText;
  /** The document shown first (documentRequirement for the nationality in `values`). */
  document: TravellerDocument;
  /** Date-of-birth limits for this type on the travel dates (dateOfBirthRange), never after today. */
  dateOfBirth: { min?: string; max: string };
}

export interface NrcOptions {
  divisions: Array<{ code: number; label: string }>;
  types: Array<{ code: string; label: string }>;
}

export interface TripContext {
  area: Area;
  travelDate: string;
  lastTravelDate: string;
  /** Today in Yangon when the page was rendered. */
  today: string;
  /** A passport must be valid after the last flight: the earliest expiry date accepted. */
  passportExpiryMin: string;
}

export interface CheckoutFormData {
  kind: 'form';
  title: string;
  checkoutId: string;
  trip: TripContext;
  directions: TripDirection[];
  breakdown: PriceBreakdown;
  travellers: TravellerSlot[];
  countries: CountryOption[];
  /** Township lists of the divisions already chosen, so the page works before and without JavaScript. */
  townships: Record<string, Township[]>;
  nrc: NrcOptions;
  priceChange: { previous: number; now: number; continueHref: string } | null;
  listingHref: string;
  /** A signed-in user's saved travellers for the picker of each slot; null for a guest (no picker). */
  saved?: SavedTravellerOption[] | null;
}

export interface CheckoutErrorData {
  kind: 'error';
  title: string;
  error: ErrorView;
}

export type CheckoutPageData = CheckoutFormData | CheckoutErrorData;

/** The answer of a refused submit: what was typed, the errors per field key, or an error modal. */
export interface FormActionData {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The same errors worded in the page language, so the server-rendered page shows them. */
  fieldMessages: Record<string, string>;
  /** The document each traveller shows for the nationality posted. */
  documents?: TravellerDocument[];
  /** Errors about the form as a whole (traveller counts), already worded. */
  formErrors: string[];
  townships?: Record<string, Township[]>;
  error?: ErrorView;
}

export interface ContactFormData {
  kind: 'contact';
  title: string;
  checkoutId: string;
  directions: TripDirection[];
  breakdown: PriceBreakdown;
  countries: CountryOption[];
  values: ContactFormValues;
  /** Fields the member's profile filled: a value typed earlier in this tab still replaces them. */
  fromProfile?: ContactField[];
  /** One key per page view: a double click or a resubmit places one order (design §6). */
  idempotencyKey: string;
  listingHref: string;
  /**
   * Travel insurance the travellers may add (spec §3): its premium for all of them, its days, what it
   * covers, and each traveller with their age and premium (each is covered or not on their own); null
   * when the trip cannot be covered or no insurer answers.
   */
  cover: {
    premium: number;
    days: number;
    travellers: number;
    hospital: number;
    death: number;
    liability: number;
    people: { uuid: string; name: string; age: number; premium: number }[];
  } | null;
}

export interface OfflineFormData {
  kind: 'offline';
  title: string;
  selection: { cacheKey: string; outward: string; return?: string };
  /** "Yangon (RGN) to Mandalay (MDL)", dates and travellers of the search, worded on the server. */
  summary: string[];
  countries: CountryOption[];
  values: ContactFormValues;
  fromProfile?: ContactField[];
  idempotencyKey: string;
  listingHref: string;
}

export type ContactPageData = ContactFormData | OfflineFormData | CheckoutErrorData;

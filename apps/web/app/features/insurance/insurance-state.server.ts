/**
 * What the insurance checkout keeps between requests: the accepted quote (its request, and the uuid and
 * age of each insured person), the policy holder, the beneficiaries saved so far and the contact. It
 * rides in a short-lived, HttpOnly cookie (like the settings and session cookies, nothing in browser
 * storage), so a reload of /insurance/checkout shows the same quote and the people typed.
 *
 * It is not signed: everything in it is the guest's own input, and the api checks all of it again when
 * the order is placed (the rules, the ages, the uuids) and prices it from its own premium table. A
 * changed cookie can do no more than a changed form; one that does not parse is a new checkout.
 */
import { createCookie } from 'react-router';
import { InsuranceCheckoutKept } from '@thwa/domain/contracts/insurance';
import type { ContactFormValues } from '@thwa/domain/booking/contact';
import type { InsuranceArea } from '@thwa/domain/insurance/travel-cover';
import type { InsuredSlot, SavedBeneficiary } from './insurance-form.ts';

/** A quote is kept half an hour: long enough to fill the form, short enough that its price still holds. */
const MAX_AGE_SECONDS = 30 * 60;

const cookie = createCookie('thwa_insurance', { path: '/insurance', sameSite: 'lax', httpOnly: true, maxAge: MAX_AGE_SECONDS });

export interface InsuranceCheckoutState {
  request: { area: InsuranceArea; startDate: string; endDate: string; ages: number[] };
  slots: InsuredSlot[];
  holder: { firstName: string; lastName: string };
  beneficiaries: SavedBeneficiary[];
  contact: ContactFormValues | null;
  /** One key per accepted quote: a double submit places one order (design §6). */
  idempotencyKey: string;
}

/** A new checkout for an accepted quote: every insured person gets their uuid (spec §3) here, on the server. */
export function newCheckoutState(request: InsuranceCheckoutState['request']): InsuranceCheckoutState {
  return {
    request,
    slots: request.ages.map((age) => ({ uuid: crypto.randomUUID(), age })),
    holder: { firstName: '', lastName: '' },
    beneficiaries: [],
    contact: null,
    idempotencyKey: crypto.randomUUID(),
  };
}

function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}

/** The checkout this browser keeps, or null (none, expired, or not one of ours). */
export async function readCheckoutState(request: Request): Promise<InsuranceCheckoutState | null> {
  const parsed = InsuranceCheckoutKept.safeParse(await cookie.parse(request.headers.get('cookie')));
  return parsed.success ? (parsed.data as InsuranceCheckoutState) : null;
}

/** The Set-Cookie header that keeps `state` (its half hour starts again). */
export function keepCheckoutState(state: InsuranceCheckoutState, request: Request): Promise<string> {
  return cookie.serialize(state, { secure: isHttps(request) });
}

/** The Set-Cookie header that forgets the checkout (its order is placed). */
export function forgetCheckoutState(request: Request): Promise<string> {
  return cookie.serialize('', { maxAge: 0, secure: isHttps(request) });
}

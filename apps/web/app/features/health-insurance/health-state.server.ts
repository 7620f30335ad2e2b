/**
 * What the health checkout keeps between requests (HealthCheckoutKept): the plan and the age it was
 * confirmed for, the insured person, the beneficiary with the uuid the server gave it, the contact and
 * the order's idempotency key. It rides in a short-lived, HttpOnly cookie (nothing in browser
 * storage), so a reload of /health-insurance/checkout shows what was typed.
 *
 * It is not signed: everything in it is the guest's own input, and the api checks all of it again
 * when the order is placed (the plan for the date of birth, the uuid, every field) and prices it from
 * its own table. A changed cookie can do no more than a changed form; one that does not parse is a
 * new checkout.
 */
import { createCookie } from 'react-router';
import { HealthCheckoutKept } from '@thwa/domain/contracts/health-insurance';

/** Half an hour: long enough to fill the form, short enough that the price still holds. */
const MAX_AGE_SECONDS = 30 * 60;

const cookie = createCookie('thwa_health', { path: '/health-insurance', sameSite: 'lax', httpOnly: true, maxAge: MAX_AGE_SECONDS });

export type HealthCheckoutState = HealthCheckoutKept;

/**
 * The checkout of a plan confirmed for a date of birth. What an earlier checkout kept (names, the
 * beneficiary's uuid, the contact) stays; the idempotency key stays only while the plan and the date
 * of birth are the same, since a different order under the same key would be refused.
 */
export function startCheckout(confirmed: { planId: string; age: number; dateOfBirth: string }, earlier: HealthCheckoutState | null): HealthCheckoutState {
  const same = earlier !== null && earlier.planId === confirmed.planId && earlier.insured.dateOfBirth === confirmed.dateOfBirth;
  return {
    planId: confirmed.planId,
    age: confirmed.age,
    insured: { firstName: earlier?.insured.firstName ?? '', lastName: earlier?.insured.lastName ?? '', dateOfBirth: confirmed.dateOfBirth, gender: earlier?.insured.gender ?? '' },
    beneficiary: earlier?.beneficiary ?? { uuid: crypto.randomUUID(), firstName: '', lastName: '', relationship: '' },
    contact: earlier?.contact ?? null,
    idempotencyKey: same ? earlier.idempotencyKey : crypto.randomUUID(),
  };
}

function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}

/** The checkout this browser keeps, or null (none, expired, or not one of ours). */
export async function readCheckoutState(request: Request): Promise<HealthCheckoutState | null> {
  const parsed = HealthCheckoutKept.safeParse(await cookie.parse(request.headers.get('cookie')));
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie header that keeps `state` (its half hour starts again). */
export function keepCheckoutState(state: HealthCheckoutState, request: Request): Promise<string> {
  return cookie.serialize(state, { secure: isHttps(request) });
}

/** The Set-Cookie header that forgets the checkout (its order is placed). */
export function forgetCheckoutState(request: Request): Promise<string> {
  return cookie.serialize('', { maxAge: 0, secure: isHttps(request) });
}

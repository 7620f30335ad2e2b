/**
 * The guest step of a hotel booking (spec §3 "Hotel guest info: contactInfo, adult, additionalInfo
 * {estimatedCheckInTime (default label Early Check-in), specialRequest}"): the guest who checks in to
 * each room, when they expect to arrive, and what they ask of the hotel. Our hotels in Myanmar take
 * names as written in Myanmar script or Latin letters (unlike airlines), so any letters will do; a
 * hotel abroad checks the guest's passport, so there the name is asked in Latin letters as printed in
 * it, as the flight traveller form does (booking/travellers.ts).
 */
import type { HotelGuests } from './hotel-trip.ts';

/** When the guests expect to arrive; 'early' (the spec's default label "Early Check-in") comes first. */
export const ESTIMATED_CHECK_IN_TIMES = ['early', '12-14', '14-16', '16-18', '18-20', '20-22', 'late'] as const;
export type EstimatedCheckInTime = (typeof ESTIMATED_CHECK_IN_TIMES)[number];
export const DEFAULT_ESTIMATED_CHECK_IN_TIME: EstimatedCheckInTime = 'early';

export const GUEST_NAME_MAX_LENGTH = 50;
export const SPECIAL_REQUEST_MAX_LENGTH = 500;

/** Letters of any script (Myanmar's combining marks included), spaces, hyphens, apostrophes and dots. */
const GUEST_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
/** A name as a passport prints it: Latin letters, with spaces, dots, hyphens and apostrophes between. */
const PASSPORT_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/** 'latin_only': a stay abroad, whose hotel checks the passport, was given a name in another script. */
export type GuestFieldError = 'required' | 'invalid' | 'too_long' | 'latin_only';

export interface GuestRules {
  /** A stay abroad (a hotel of an international source): names in Latin letters, as in the passport. */
  readonly latinOnly?: boolean;
}

function tidy(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function nameError(value: string, rules: GuestRules): GuestFieldError | undefined {
  const name = tidy(value);
  if (name === '') return 'required';
  if (name.length > GUEST_NAME_MAX_LENGTH) return 'too_long';
  if (!GUEST_NAME.test(name)) return 'invalid';
  if (rules.latinOnly && !PASSPORT_NAME.test(name)) return 'latin_only';
  return undefined;
}

export interface GuestsInput {
  guests: ReadonlyArray<{ firstName: string; lastName: string }>;
  estimatedCheckInTime?: string | undefined;
  specialRequest?: string | null | undefined;
}

/**
 * The guests tidied (names trimmed to single spaces, an empty request as none), or the error of each
 * bad field keyed as the form names it (`guests.1.lastName`). One lead guest per room, in room order;
 * with `latinOnly` (a stay abroad) every guest's name in Latin letters.
 */
export function validateHotelGuests(
  input: GuestsInput,
  rooms: number,
  rules: GuestRules = {},
): { guests: HotelGuests } | { errors: Record<string, GuestFieldError> } {
  const errors: Record<string, GuestFieldError> = {};
  if (input.guests.length !== rooms) errors.guests = 'invalid';
  input.guests.slice(0, rooms).forEach((guest, index) => {
    const first = nameError(guest.firstName, rules);
    const last = nameError(guest.lastName, rules);
    if (first) errors[`guests.${index}.firstName`] = first;
    if (last) errors[`guests.${index}.lastName`] = last;
  });
  const time = input.estimatedCheckInTime ?? DEFAULT_ESTIMATED_CHECK_IN_TIME;
  if (!(ESTIMATED_CHECK_IN_TIMES as readonly string[]).includes(time)) errors.estimatedCheckInTime = 'invalid';
  const request = input.specialRequest?.trim() ?? '';
  if (request.length > SPECIAL_REQUEST_MAX_LENGTH) errors.specialRequest = 'too_long';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    guests: {
      guests: input.guests.map((guest) => ({ firstName: tidy(guest.firstName), lastName: tidy(guest.lastName) })),
      estimatedCheckInTime: time,
      specialRequest: request === '' ? null : request,
    },
  };
}

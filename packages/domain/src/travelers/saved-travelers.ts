/**
 * Saved travellers (spec §3 "Saved traveler: traveler_id, id, firstName, lastName, genderType,
 * countryOfPassport, passportNumber … slots adult/child/infant with slotId, slotOrder, travelerType").
 *
 * A saved traveller is checked with the same rules as the checkout traveller form (booking/travellers.ts);
 * it has no trip yet, so it is checked against today and keeps whichever documents were given: a
 * passport (needed abroad and by foreigners), an NRC (enough for a local on a domestic flight), or both.
 */
import { travelerType, type TravelerType } from '../age-bands.ts';
import { isIsoDate } from '../dates.ts';
import {
  MYANMAR_COUNTRY_CODE,
  validateTraveller,
  type TravellerErrors,
  type TravellerFormValues,
} from '../booking/travellers.ts';

/** A saved traveller as the form holds it: the checkout traveller fields, with `uuid` as its id. */
export type SavedTravellerValues = Omit<TravellerFormValues, 'type'>;

/** A stored saved traveller: the form values plus the type it has today. */
export interface SavedTravellerRecord extends SavedTravellerValues {
  readonly travelerType: TravelerType;
}

function filled(value: string | number | null | undefined): boolean {
  return value != null && String(value).trim() !== '';
}

/** Adult, child or infant on `onDate`; a date of birth that is not a real date (yet) reads as adult. */
export function savedTravellerType(dateOfBirth: string, onDate: string): TravelerType {
  const dob = dateOfBirth.trim();
  if (!isIsoDate(dob) || dob > onDate) return 'adult';
  return travelerType(dob, onDate);
}

/**
 * The checkout rules, one error per field, for a traveller saved without a trip (`today` in Yangon):
 * - a foreigner needs a passport (number and an expiry not yet passed);
 * - a local needs an NRC or a passport; whichever document was started must be complete and valid.
 */
export function validateSavedTraveller(values: SavedTravellerValues, today: string): TravellerErrors {
  const form: TravellerFormValues = { ...values, type: savedTravellerType(values.dateOfBirth, today) };
  const local = values.nationality.trim().toUpperCase() === MYANMAR_COUNTRY_CODE;
  const hasPassport = filled(values.passportNumber) || filled(values.passportExpiry);
  const hasNrc = filled(values.nrcNumber) || filled(values.townshipCode) || filled(values.nrcType) || filled(values.divisionCode);
  // The rules decide the document from the trip's area: 'international' asks for the passport,
  // 'domestic' asks a local for the NRC. A trip today is the strictest a saved passport can face.
  const context = { travelDate: today, today } as const;
  const errors: TravellerErrors = {};
  if (!local || hasPassport || !hasNrc) Object.assign(errors, validateTraveller(form, { ...context, area: 'international' }));
  if (local && (hasNrc || !hasPassport)) Object.assign(errors, validateTraveller(form, { ...context, area: 'domestic' }));
  // A local with neither document: ask for the NRC only (the common case), not for both.
  if (local && !hasPassport && !hasNrc) {
    delete errors.passportNumber;
    delete errors.passportExpiry;
  }
  return errors;
}

/** One traveller slot of a booking: spec §3 "slots adult/child/infant with slotId, slotOrder, travelerType". */
export interface TravellerSlot {
  readonly slotId: string;
  /** 1-based place in the booking's traveller list: adults first, then children, then infants. */
  readonly slotOrder: number;
  readonly travelerType: TravelerType;
}

/** The slots of a booking for the searched party, in the order the traveller forms show them. */
export function travellerSlots(counts: { readonly adult: number; readonly child: number; readonly infant: number }): TravellerSlot[] {
  const slots: TravellerSlot[] = [];
  for (const type of ['adult', 'child', 'infant'] as const) {
    for (let index = 1; index <= counts[type]; index += 1) slots.push({ slotId: `${type}-${index}`, slotOrder: slots.length + 1, travelerType: type });
  }
  return slots;
}

/**
 * The saved travellers a slot can take: those of the slot's type on the travel date (a child saved
 * last year may be an adult on the flight). An infant must still be an infant on the last flight.
 */
export function savedTravellersForSlot<T extends SavedTravellerValues>(
  saved: readonly T[],
  slotType: TravelerType,
  travelDate: string,
  lastTravelDate: string = travelDate,
): T[] {
  return saved.filter((one) => {
    const dob = one.dateOfBirth.trim();
    if (!isIsoDate(dob) || dob > travelDate) return false;
    if (travelerType(dob, travelDate) !== slotType) return false;
    return slotType !== 'infant' || travelerType(dob, lastTravelDate) === 'infant';
  });
}

import { randomUUID } from 'node:crypto';
import { normalizeTraveller } from '@thwa/domain/booking/travellers';
import type { SavedTraveler, SavedTravelerStoreRequest } from '@thwa/domain/contracts/travelers';
import { yangonDate } from '@thwa/domain/dates';
import { savedTravellerType, validateSavedTraveller, type SavedTravellerValues } from '@thwa/domain/travelers/saved-travelers';
import { AppError, FieldErrors } from '../../plugins/errors.ts';
import type { SavedTravelerRow, SavedTravelerWrite, TravelersRepository } from './travelers.repository.ts';

type Fields = Omit<SavedTravelerStoreRequest, 'uuid'>;

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export function toSavedTraveler(row: SavedTravelerRow): SavedTraveler {
  const gender = row.gender === 'female' ? 'female' : 'male';
  return {
    uuid: row.id,
    id: row.id,
    traveler_id: row.id,
    travelerType: row.travelerType as SavedTraveler['travelerType'],
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender,
    genderType: gender,
    nationality: row.nationality,
    countryOfPassport: row.nationality,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    divisionCode: row.nrcDivisionCode,
    townshipCode: row.nrcTownshipCode,
    nrcType: row.nrcType,
    nrcNumber: row.nrcNumber,
    city: row.city,
    email: row.email,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saved travellers of the signed-in user (spec §7 /myaccount/saved-travelers…). Checked with the
 * checkout traveller rules; a traveller that is not the caller's answers TRAVELER_NOT_FOUND, the same
 * as one that never existed, so ids of other accounts reveal nothing.
 */
export function createTravelersService(options: { repository: TravelersRepository; now: () => Date }) {
  const { repository, now } = options;

  /** The checked, tidied row values; bad input throws field errors named as the form's fields. */
  function checked(uuid: string, fields: Fields): SavedTravelerWrite {
    const today = yangonDate(now());
    const values: SavedTravellerValues = normalizeTraveller({ ...fields, uuid, type: 'adult' as const });
    const errors = validateSavedTraveller(values, today);
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors as Record<string, string>);
    // Only the document the traveller gave is kept: NRC parts are stored whole or not at all.
    const hasNrc = values.nrcNumber != null && values.nrcNumber !== '';
    const hasPassport = values.passportNumber != null && values.passportNumber !== '';
    return {
      travelerType: savedTravellerType(values.dateOfBirth, today),
      firstName: values.firstName,
      lastName: values.lastName,
      dateOfBirth: values.dateOfBirth,
      gender: values.gender,
      nationality: values.nationality,
      passportNumber: hasPassport ? values.passportNumber! : null,
      passportExpiry: hasPassport ? blankToNull(values.passportExpiry) : null,
      nrcDivisionCode: hasNrc ? (values.divisionCode ?? null) : null,
      nrcTownshipCode: hasNrc ? blankToNull(values.townshipCode) : null,
      nrcType: hasNrc ? blankToNull(values.nrcType) : null,
      nrcNumber: hasNrc ? values.nrcNumber! : null,
      city: blankToNull(fields.city),
      email: blankToNull(fields.email)?.toLowerCase() ?? null,
      phoneCode: blankToNull(fields.phoneCode),
      phoneNumber: blankToNull(fields.phoneNumber),
    };
  }

  return {
    async list(userId: string): Promise<SavedTraveler[]> {
      // The type is as of today: a child saved two years ago may be an adult now.
      const today = yangonDate(now());
      return (await repository.listOf(userId)).map((row) => ({ ...toSavedTraveler(row), travelerType: savedTravellerType(row.dateOfBirth, today) }));
    },

    /** Adds a traveller, or replaces the caller's own one with the same uuid (spec §3). */
    async store(userId: string, body: SavedTravelerStoreRequest): Promise<SavedTraveler> {
      const { uuid, ...fields } = body;
      const id = uuid ?? randomUUID();
      const row = await repository.upsert(userId, id, checked(id, fields));
      if (!row) throw new AppError('TRAVELER_NOT_FOUND', 'uuid');
      return toSavedTraveler(row);
    },

    async update(userId: string, body: SavedTravelerStoreRequest & { uuid: string }): Promise<SavedTraveler> {
      const { uuid, ...fields } = body;
      const row = await repository.update(userId, uuid, checked(uuid, fields));
      if (!row) throw new AppError('TRAVELER_NOT_FOUND', 'uuid');
      return toSavedTraveler(row);
    },

    async remove(userId: string, uuid: string): Promise<{ uuid: string }> {
      if (!(await repository.delete(userId, uuid))) throw new AppError('TRAVELER_NOT_FOUND', 'uuid');
      return { uuid };
    },
  };
}

export type TravelersService = ReturnType<typeof createTravelersService>;

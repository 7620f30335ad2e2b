import { z } from 'zod';
import { TRAVELER_TYPES } from '../age-bands.ts';
import { TravellerForm } from '../booking/form-schemas.ts';

/**
 * Saved travellers (spec §3 Saved traveler, §7 POST /myaccount/saved-travelers, /store, /update,
 * /delete). The fields are the checkout traveller form's; the row id is the traveller's uuid, so a
 * traveller picked in checkout keeps its id and 'save this traveller' updates the same row.
 */

const SavedTravelerId = z.uuid().describe("The saved traveller's id: the uuid the traveller form carries.");
const optionalText = (max: number) => z.string().max(max).nullish();

/** What the traveller form posts to store or update a saved traveller. */
export const SavedTravelerFields = TravellerForm.omit({ uuid: true, type: true }).extend({
  city: optionalText(100),
  email: optionalText(254),
  phoneCode: optionalText(4),
  phoneNumber: optionalText(20),
});

/** /store: without `uuid` a new traveller is added; with a uuid already saved by the caller it replaces that one (spec §3 uuid rule). */
export const SavedTravelerStoreRequest = SavedTravelerFields.extend({ uuid: SavedTravelerId.optional() }).meta({ id: 'SavedTravelerStoreRequest' });
export type SavedTravelerStoreRequest = z.infer<typeof SavedTravelerStoreRequest>;

/** /update: the traveller to change, by id. */
export const SavedTravelerUpdateRequest = SavedTravelerFields.extend({ uuid: SavedTravelerId }).meta({ id: 'SavedTravelerUpdateRequest' });
export type SavedTravelerUpdateRequest = z.infer<typeof SavedTravelerUpdateRequest>;

export const SavedTravelerDeleteRequest = z.object({ uuid: SavedTravelerId }).meta({ id: 'SavedTravelerDeleteRequest' });
export type SavedTravelerDeleteRequest = z.infer<typeof SavedTravelerDeleteRequest>;

/** /myaccount/saved-travelers: the caller's own travellers; nothing to choose. */
export const SavedTravelerListRequest = z.object({}).meta({ id: 'SavedTravelerListRequest' });

/** One saved traveller, with the spec's names (traveler_id, id, genderType, countryOfPassport) beside the form's. */
export const SavedTraveler = z
  .object({
    uuid: SavedTravelerId,
    id: SavedTravelerId,
    traveler_id: SavedTravelerId,
    travelerType: z.enum(TRAVELER_TYPES).describe('adult, child or infant today (Asia/Yangon)'),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().describe('YYYY-MM-DD'),
    gender: z.enum(['male', 'female']),
    genderType: z.enum(['male', 'female']),
    nationality: z.string(),
    countryOfPassport: z.string(),
    passportNumber: z.string().nullable(),
    passportExpiry: z.string().nullable(),
    divisionCode: z.number().int().nullable(),
    townshipCode: z.string().nullable(),
    nrcType: z.string().nullable(),
    nrcNumber: z.string().nullable(),
    city: z.string().nullable(),
    email: z.string().nullable(),
    phoneCode: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SavedTraveler' });
export type SavedTraveler = z.infer<typeof SavedTraveler>;

export const SavedTravelerListResponse = z.object({ code: z.literal(200), data: z.array(SavedTraveler) }).meta({ id: 'SavedTravelerListResponse' });
export type SavedTravelerListResponse = z.infer<typeof SavedTravelerListResponse>;
export const SavedTravelerResponse = z.object({ code: z.literal(200), data: SavedTraveler }).meta({ id: 'SavedTravelerResponse' });
export type SavedTravelerResponse = z.infer<typeof SavedTravelerResponse>;
export const SavedTravelerDeleteResponse = z.object({ code: z.literal(200), data: z.object({ uuid: SavedTravelerId }) }).meta({ id: 'SavedTravelerDeleteResponse' });

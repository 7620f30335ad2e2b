/**
 * Saved travellers in the flight checkout (spec §3 slots): the picker's options per traveller slot,
 * and 'save this traveller' once the order is placed. Kept apart from the checkout's own loaders so
 * the two features import each other in one direction only.
 */
import type { TravelerType } from '@thwa/domain/age-bands';
import { travellerDocument } from '@thwa/domain/booking/travellers';
import type { SavedTraveler, SavedTravelerListResponse } from '@thwa/domain/contracts/travelers';
import { savedTravellersForSlot } from '@thwa/domain/travelers/saved-travelers';
import type { ApiClient } from '../../lib/api-client.ts';
import type { AccountSession } from '../account/session.server.ts';
import type { TripContext } from '../checkout/checkout-data.ts';
import { travellerTextFrom, type TravellerDocument, type TravellerText } from '../checkout/form-values.ts';

function dataOf<T>(body: unknown): T | null {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 200 ? ((body as { data: T }).data ?? null) : null;
}


/** A saved traveller as the checkout's picker offers it: the form text, and the slots it fits. */
export interface SavedTravellerOption {
  uuid: string;
  label: string;
  values: TravellerText;
  document: TravellerDocument;
  /** Indexes of the checkout's traveller slots this traveller fits on the travel dates. */
  slots: number[];
}

/**
 * The signed-in user's saved travellers for a checkout, each with the slots it fits (its type on the
 * travel date, spec §3 slots); null for a guest, so the picker is not shown.
 */
export async function savedTravellerOptions(
  api: ApiClient,
  session: AccountSession | null,
  slots: ReadonlyArray<{ type: TravelerType }>,
  trip: Pick<TripContext, 'area' | 'travelDate' | 'lastTravelDate'>,
): Promise<SavedTravellerOption[] | null> {
  if (!session) return null;
  const answer = await api.post<SavedTravelerListResponse>('/myaccount/saved-travelers', {}, session.headers).catch(() => null);
  const saved = answer ? dataOf<SavedTraveler[]>(answer.body) : null;
  if (!saved) return null;
  return saved.map((one) => {
    const values = travellerTextFrom(one);
    return {
      uuid: one.uuid,
      label: `${one.firstName} ${one.lastName} (${one.dateOfBirth})`,
      values,
      document: travellerDocument({ area: trip.area, nationality: values.nationality, type: one.travelerType, dateOfBirth: values.dateOfBirth, travelDate: trip.travelDate }),
      slots: slots.flatMap((slot, index) => (savedTravellersForSlot([one], slot.type, trip.travelDate, trip.lastTravelDate).length > 0 ? [index] : [])),
    };
  });
}

/**
 * After the order is placed: the travellers ticked 'save this traveller' are stored under their uuid,
 * which adds a new one or replaces the saved one it was picked from (spec §3 uuid rule). A traveller
 * that cannot be saved does not hold up the booking.
 */
export async function saveTicked(api: ApiClient, session: AccountSession, travellers: ReadonlyArray<Readonly<Record<string, unknown>>>, ticked: ReadonlySet<string>): Promise<void> {
  for (const traveller of travellers) {
    const uuid = typeof traveller.uuid === 'string' ? traveller.uuid : '';
    if (!ticked.has(uuid)) continue;
    const { type: _type, ...fields } = traveller;
    await api.post('/myaccount/saved-travelers/store', fields, session.headers).catch(() => null);
  }
}

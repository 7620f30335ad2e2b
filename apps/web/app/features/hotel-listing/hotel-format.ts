import { AMENITIES, BED_TYPES, HOTEL_TYPES } from '@thwa/domain/hotels/hotel-codes';
import type { MessageKey } from '../../i18n/en.ts';
import type { useT } from '../../i18n/use-messages.ts';

type Translate = ReturnType<typeof useT>;

/** Keys with a `.one` and an `.other` form; the count fills `{count}` (Myanmar digits in Myanmar). */
type Countable =
  | 'hotelListing.nights'
  | 'hotelListing.rooms'
  | 'hotelListing.adults'
  | 'hotelListing.children'
  | 'hotelListing.stars'
  | 'hotelListing.results.count'
  | 'hotelListing.filters.hotelCount'
  | 'hotelListing.card.roomsLeft'
  | 'hotelListing.room.sleeps'
  | 'hotelListing.room.children'
  | 'hotelListing.room.roomsLeft'
  | 'hotelListing.detail.cancellationDays';

export function counted(t: Translate, key: Countable, count: number): string {
  return t(`${key}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count });
}

/** "1 room, 2 adults, 1 child": children only when there are some. */
export function guestsText(t: Translate, party: { rooms: number; adult: number; child: number }, lang: 'en' | 'mm'): string {
  const parts = [counted(t, 'hotelListing.rooms', party.rooms), counted(t, 'hotelListing.adults', party.adult)];
  if (party.child > 0) parts.push(counted(t, 'hotelListing.children', party.child));
  return parts.join(lang === 'mm' ? '၊ ' : ', ');
}

/** "2 nights, 1 room": what a stay's total is for. */
export function stayText(t: Translate, stay: { nights: number; rooms: number }, lang: 'en' | 'mm'): string {
  return [counted(t, 'hotelListing.nights', stay.nights), counted(t, 'hotelListing.rooms', stay.rooms)].join(lang === 'mm' ? '၊ ' : ', ');
}

/** The codes we have words for (hotel-listing.en.ts), by kind: the api's own lists. */
export type CodeKind = 'amenity' | 'bedType' | 'hotelType';

const CODES: Readonly<Record<CodeKind, ReadonlySet<string>>> = {
  amenity: new Set(AMENITIES),
  bedType: new Set(BED_TYPES),
  hotelType: new Set(HOTEL_TYPES),
};

/**
 * The name of an amenity, bed type or hotel type from its code, in the page language; for a code we
 * have no words for, the api's own name (`fallback`), or null to leave it out.
 */
export function codeName(t: Translate, kind: CodeKind, code: string, fallback: string | null = null): string | null {
  return CODES[kind].has(code) ? t(`hotelListing.${kind}.${code}` as MessageKey) : fallback;
}

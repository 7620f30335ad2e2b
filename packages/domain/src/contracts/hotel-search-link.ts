import { z } from 'zod';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');

/**
 * The spec §2 hotel listing's place fields as a card's prefilled search carries them (built by
 * hotels/hotel-search-query.ts on the web, which adds the dates, the party, currency and language).
 */
export const HotelSearchLinkPlace = z.object({
  term: z.string(),
  listingSearchTerm: z.string(),
  itemId: z.string(),
  name: z.string(),
  scope: z.enum(['city', 'hotel']),
  city: z.string(),
  country: z.string(),
  region: z.enum(['local', 'international']),
});

/** A whole prefilled hotel search: the place, the stay and the party (the web adds currency and language). */
export const HotelSearchLink = HotelSearchLinkPlace.extend({
  checkin: IsoDate,
  checkout: IsoDate,
  rooms: z.number().int().min(1),
  adult: z.number().int().min(1),
  childAges: z.array(z.number().int()),
  nationality: z.enum(['local', 'foreign']),
});

/** One of our own hotels in Myanmar, searched at the local price: what a recommended hotel's and a hotel deal's card opens. */
export const OwnHotelSearchLink = HotelSearchLink.extend({ scope: z.literal('hotel'), region: z.literal('local'), nationality: z.literal('local') });

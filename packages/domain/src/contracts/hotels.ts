import { z } from 'zod';
import { Language } from './common.ts';

// ---------------------------------------------------------------- locations: GET /hotelrevamp?q=

export const HotelLocationQuery = z.object({
  q: z.string().trim().min(1).max(60),
  language: Language.default('en'),
});
export type HotelLocationQuery = z.infer<typeof HotelLocationQuery>;

/** Spec §3 "Departure location": what the hotel search drawer offers and the listing is searched by. */
export const HotelLocationKind = z.enum(['city', 'township', 'hotel']);
export type HotelLocationKind = z.infer<typeof HotelLocationKind>;

export const HotelLocation = z
  .object({
    name: z.string().describe('In the language asked for'),
    kind: HotelLocationKind,
    country: z.string(),
    id: z.string().describe('The destination id for a city or township, the hotel id for a hotel'),
    city: z.string(),
    city_slug: z.string(),
    township: z.string().nullable(),
    township_slug: z.string().nullable(),
    hotel_slug: z.string().nullable(),
  })
  .meta({ id: 'HotelLocation' });
export type HotelLocation = z.infer<typeof HotelLocation>;

/** Spec §4: hotel autocomplete succeeds when the answer has data; an empty list is "no match". */
export const HotelLocationResponse = z.object({ code: z.literal(200), data: z.array(HotelLocation) }).meta({ id: 'HotelLocationResponse' });
export type HotelLocationResponse = z.infer<typeof HotelLocationResponse>;

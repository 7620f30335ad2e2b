import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import type { Language } from '@thwa/domain/settings';
import { DESTINATIONS, destinationById, searchable, townshipOf, type Destination } from '@thwa/db/hotels/destinations';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';

/** At most this many of each kind in one answer: a drawer on a phone shows about a dozen lines. */
export const LOCATION_LIMITS = { city: 5, township: 5, hotel: 8 } as const;

const COUNTRY = { en: 'Myanmar', mm: 'မြန်မာ' } as const;

interface Entry {
  terms: readonly string[];
  location: (language: Language) => HotelLocation;
}

function cityFields(destination: Destination, language: Language) {
  return { country: COUNTRY[language], city: language === 'mm' ? destination.nameMy : destination.nameEn, city_slug: destination.slug };
}

/**
 * Every place a hotel search can start from (spec §3 departure location: city, township, hotel), with
 * the texts that find it in either language, built once: a search only compares strings in memory.
 */
function buildEntries(): Record<HotelLocation['kind'], Entry[]> {
  const city: Entry[] = DESTINATIONS.map((destination) => ({
    terms: [destination.slug, destination.nameEn, destination.nameMy, ...destination.keywords].map(searchable),
    location: (language) => ({ name: language === 'mm' ? destination.nameMy : destination.nameEn, kind: 'city', id: String(destination.id), ...cityFields(destination, language), township: null, township_slug: null, hotel_slug: null }),
  }));
  const township: Entry[] = DESTINATIONS.flatMap((destination) =>
    destination.townships.map((one) => ({
      terms: [one.slug, one.nameEn, one.nameMy].map(searchable),
      location: (language: Language) => {
        const name = language === 'mm' ? one.nameMy : one.nameEn;
        return { name, kind: 'township' as const, id: String(destination.id), ...cityFields(destination, language), township: name, township_slug: one.slug, hotel_slug: null };
      },
    })),
  );
  const hotel: Entry[] = hotelCatalogue().map((one) => {
    const destination = destinationById(one.destinationId)!;
    const township = townshipOf(destination, one.townshipSlug);
    return {
      terms: [one.slug, one.nameEn, one.nameMy].map(searchable),
      location: (language: Language) => ({
        name: language === 'mm' ? one.nameMy : one.nameEn,
        kind: 'hotel' as const,
        id: one.id,
        ...cityFields(destination, language),
        township: township ? (language === 'mm' ? township.nameMy : township.nameEn) : null,
        township_slug: township?.slug ?? null,
        hotel_slug: one.slug,
      }),
    };
  });
  return { city, township, hotel };
}

let entries: Record<HotelLocation['kind'], Entry[]> | undefined;

/**
 * GET /hotelrevamp?q=: cities, then townships, then hotels whose name (English or Myanmar, or an old
 * name of a city such as Rangoon) contains what was typed; within each kind those that start with it
 * come first. `text` is Unicode already (the route converts Zawgyi).
 */
export function findHotelLocations(text: string, language: Language): HotelLocation[] {
  const query = searchable(text);
  if (query.length === 0) return [];
  entries ??= buildEntries();
  const found: HotelLocation[] = [];
  for (const kind of ['city', 'township', 'hotel'] as const) {
    const ranked = entries[kind]
      .map((entry, order) => ({ entry, order, rank: entry.terms.some((term) => term.startsWith(query)) ? 0 : entry.terms.some((term) => term.includes(query)) ? 1 : 2 }))
      .filter((match) => match.rank < 2)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, LOCATION_LIMITS[kind]);
    for (const match of ranked) found.push(match.entry.location(language));
  }
  return found;
}

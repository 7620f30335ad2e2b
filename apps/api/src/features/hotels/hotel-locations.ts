import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import type { Language } from '@thwa/domain/settings';
import { searchable, townshipOf } from '@thwa/db/hotels/destinations';
import type { FoundPlace, HotelSources } from '../../partners/hotel-sources/hotel-sources.ts';

/** At most this many of each kind in one answer: a drawer on a phone shows about a dozen lines. */
export const LOCATION_LIMITS = { city: 5, township: 5, hotel: 8 } as const;

interface Entry {
  terms: readonly string[];
  location: (language: Language) => HotelLocation;
}

function cityFields({ place, country, source }: FoundPlace, language: Language) {
  const mm = language === 'mm';
  return { country: mm ? country.my : country.en, city: mm ? place.nameMy : place.nameEn, city_slug: place.slug, region: source.region };
}

/**
 * Every place a hotel search can start from (spec §3 departure location: city, township, hotel) in
 * every source (our destinations, the bed bank's cities abroad), with the texts that find it in
 * either language, built once: a search only compares strings in memory.
 */
function buildEntries(sources: HotelSources): Record<HotelLocation['kind'], Entry[]> {
  const city: Entry[] = sources.places.map((found) => ({
    terms: [found.place.slug, found.place.nameEn, found.place.nameMy, ...found.place.keywords].map(searchable),
    location: (language) => ({
      name: language === 'mm' ? found.place.nameMy : found.place.nameEn,
      kind: 'city',
      id: String(found.place.id),
      ...cityFields(found, language),
      township: null,
      township_slug: null,
      hotel_slug: null,
    }),
  }));
  const township: Entry[] = sources.places.flatMap((found) =>
    found.place.townships.map((one) => ({
      terms: [one.slug, one.nameEn, one.nameMy].map(searchable),
      location: (language: Language) => {
        const name = language === 'mm' ? one.nameMy : one.nameEn;
        return { name, kind: 'township' as const, id: String(found.place.id), ...cityFields(found, language), township: name, township_slug: one.slug, hotel_slug: null };
      },
    })),
  );
  const hotel: Entry[] = sources.places.flatMap((found) =>
    found.source.hotelsIn(found.place.id).map((one) => {
      const township = townshipOf(found.place, one.townshipSlug);
      return {
        terms: [one.slug, one.nameEn, one.nameMy].map(searchable),
        location: (language: Language) => ({
          name: language === 'mm' ? one.nameMy : one.nameEn,
          kind: 'hotel' as const,
          id: one.id,
          ...cityFields(found, language),
          township: township ? (language === 'mm' ? township.nameMy : township.nameEn) : null,
          township_slug: township?.slug ?? null,
          hotel_slug: one.slug,
        }),
      };
    }),
  );
  return { city, township, hotel };
}

/**
 * GET /hotelrevamp?q=: cities, then townships, then hotels of every source whose name (English or Myanmar, or an old
 * name of a city such as Rangoon) contains what was typed; within each kind those that start with it
 * come first. `text` is Unicode already (the route converts Zawgyi).
 */
export function createHotelLocations(sources: HotelSources) {
  let entries: Record<HotelLocation['kind'], Entry[]> | undefined;
  return function findHotelLocations(text: string, language: Language): HotelLocation[] {
    const query = searchable(text);
    if (query.length === 0) return [];
    entries ??= buildEntries(sources);
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
  };
}

export type FindHotelLocations = ReturnType<typeof createHotelLocations>;

import type { HotelPlace, Phrase, Township } from '@thwa/db/hotels/destinations';
import type { Hotel, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelSearchRegion } from '@thwa/domain/hotels/hotel-search-query';
import type { HotelSource, HotelSourceName } from './hotel-source.ts';

/** A place, the country it is in and the source that sells its hotels. */
export interface FoundPlace {
  place: HotelPlace;
  country: Phrase;
  source: HotelSource;
}

export interface FoundHotel {
  hotel: Hotel;
  place: FoundPlace;
  source: HotelSource;
}

export interface FoundRoomType extends FoundHotel {
  room: HotelRoomType;
}

/**
 * Every hotel source the product sells from (our inventory, and the sandbox bed bank when sandbox
 * partners are on), and which of them sells a place, a hotel or a room type. Place ids, township and
 * hotel slugs and hotel ids are unique across sources, so any of them names one source.
 */
export function createHotelSources(sources: readonly HotelSource[]) {
  const places: FoundPlace[] = sources.flatMap((source) => source.places.map((one) => ({ ...one, source })));
  const byId = new Map(places.map((one) => [one.place.id, one]));
  const bySlug = new Map(places.map((one) => [one.place.slug, one]));
  const byTownship = new Map(places.flatMap((one) => one.place.townships.map((township) => [township.slug, { ...one, township }] as const)));
  if (byId.size !== places.length || bySlug.size !== places.length) throw new Error('two hotel sources claim one place');
  const byName = new Map(sources.map((source) => [source.name, source]));

  function foundHotel(hotel: Hotel | undefined): FoundHotel | undefined {
    const place = hotel ? byId.get(hotel.destinationId) : undefined;
    return hotel && place ? { hotel, place, source: place.source } : undefined;
  }

  function hotel(hotelId: string): FoundHotel | undefined {
    for (const source of sources) {
      const found = foundHotel(source.hotel(hotelId));
      if (found) return found;
    }
    return undefined;
  }

  return {
    /** Every place of every source: ours first, in each source's order. */
    places: places as readonly FoundPlace[],
    sells: (region: HotelSearchRegion) => sources.some((source) => source.region === region),
    source: (name: HotelSourceName): HotelSource | undefined => byName.get(name),
    place: (placeId: number): FoundPlace | undefined => byId.get(placeId),
    placeBySlug: (slug: string): FoundPlace | undefined => bySlug.get(slug),
    placeOfTownship: (slug: string): (FoundPlace & { township: Township }) | undefined => byTownship.get(slug),

    hotel,

    hotelBySlug(slug: string): FoundHotel | undefined {
      for (const source of sources) {
        const found = foundHotel(source.hotelBySlug(slug));
        if (found) return found;
      }
      return undefined;
    },

    /** The hotel and room type of a room type id ('H1001-R1'); undefined when no source sells it. */
    roomType(roomTypeId: string): FoundRoomType | undefined {
      const found = hotel(roomTypeId.split('-')[0] ?? '');
      const room = found?.hotel.rooms.find((one) => one.id === roomTypeId);
      return found && room ? { ...found, room } : undefined;
    },
  };
}

export type HotelSources = ReturnType<typeof createHotelSources>;

import type { HotelPlace, Landmark } from '@thwa/db/hotels/destinations';
import type { Hotel } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelCard, HotelNearby } from '@thwa/domain/contracts/hotels';
import { nearestFirst, type NearbyKind } from '@thwa/domain/hotels/hotel-location';
import type { Language } from '@thwa/domain/settings';

type Nearby = Landmark & { kind: NearbyKind; distanceMetres: number };

/** Worked out once per hotel (the catalogue's hotels are frozen and live as long as the process). */
const memo = new WeakMap<Hotel, readonly Nearby[]>();

/**
 * The points a hotel's distances name (issue 19 "1.2 km from Shwedagon Pagoda"): its place's
 * landmarks, airport and bus station, nearest first, from the place data in memory: a list page costs
 * no query and a few microseconds per hotel, once.
 */
function nearbyOf(hotel: Hotel, place: HotelPlace): readonly Nearby[] {
  let found = memo.get(hotel);
  if (!found) {
    const points: Array<Landmark & { kind: NearbyKind }> = [
      ...place.landmarks.map((landmark) => ({ ...landmark, kind: 'landmark' as const })),
      ...(place.airport ? [{ ...place.airport, kind: 'airport' as const }] : []),
      { ...place.busStation, kind: 'bus_station' as const },
    ];
    found = nearestFirst(hotel, points);
    memo.set(hotel, found);
  }
  return found;
}

/** The hotel detail's `nearby`, names in the language asked for. */
export function nearbyAnswer(hotel: Hotel, place: HotelPlace, language: Language): HotelNearby[] {
  return nearbyOf(hotel, place).map((one) => ({
    kind: one.kind,
    name: language === 'mm' ? one.name.my : one.name.en,
    distanceMetres: one.distanceMetres,
    latitude: one.latitude,
    longitude: one.longitude,
  }));
}

/** A card's nearest landmark (not the airport or the bus station), or null for a place without one. */
export function nearestLandmark(hotel: Hotel, place: HotelPlace, language: Language): HotelCard['nearestLandmark'] {
  const nearest = nearbyOf(hotel, place).find((one) => one.kind === 'landmark');
  return nearest ? { name: language === 'mm' ? nearest.name.my : nearest.name.en, distanceMetres: nearest.distanceMetres } : null;
}

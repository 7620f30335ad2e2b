import { hotelCatalogue, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelSummary } from '@thwa/domain/contracts/operations-inventory';

const LISTED = 50;

export function hotelSummary(hotel: Hotel): HotelSummary {
  return { hotelId: hotel.id, nameEn: hotel.nameEn, nameMy: hotel.nameMy, stars: hotel.stars };
}

/**
 * Our own hotels (the catalogue in memory) whose id or name, in either language, holds `q`; the first
 * LISTED by English name. A few hundred hotels: a scan in memory costs less than a query.
 */
export function findHotels(q: string | undefined): HotelSummary[] {
  const needle = (q ?? '').trim().toLowerCase();
  return hotelCatalogue()
    .filter((hotel) => !needle || hotel.id.toLowerCase() === needle || hotel.nameEn.toLowerCase().includes(needle) || hotel.nameMy.includes(needle))
    .map(hotelSummary)
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn))
    .slice(0, LISTED);
}

import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { Hotel, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { hotelById } from '@thwa/db/hotels/hotel-catalogue';
import type { OpsHotelInventoryResponse, RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import { hotelSummary } from './find-hotels.ts';
import type { InventoryRepository, NightRow } from './inventory.repository.ts';
import { datesOf } from './inventory-range.ts';

/**
 * A room type's nights as the console shows them: a night some order held has its row (allotment and
 * rooms taken, as written when first held or adjusted); any other night sells what the hotel's calendar
 * gives it, nothing taken. The rate is the room-only price for local guests: the one an employee set
 * for the night, or the calendar's.
 */
export function roomTypeNights(hotel: Hotel, room: HotelRoomType, dates: readonly string[], rows: readonly NightRow[]): RoomTypeNights {
  const written = new Map(rows.filter((row) => row.roomTypeId === room.id).map((row) => [row.night, row]));
  return {
    roomTypeId: room.id,
    nameEn: room.nameEn,
    nameMy: room.nameMy,
    roomCount: room.roomCount,
    nights: dates.map((night) => {
      const calendar = roomNight(hotel, room, night);
      const row = written.get(night);
      return {
        night,
        capacity: row?.capacity ?? calendar.available,
        taken: row?.taken ?? 0,
        held: row?.held ?? 0,
        sold: row?.sold ?? 0,
        rate: row?.rate ?? calendar.prices[0]?.local ?? 0,
        adjusted: row?.rate != null,
      };
    }),
  };
}

/** A hotel's allotments, rooms taken and rates per night for every room type, over at most a month. */
export function createViewHotelInventory(repository: InventoryRepository) {
  return async (hotelId: string, from: string, to: string): Promise<OpsHotelInventoryResponse['data']> => {
    const dates = datesOf(from, to);
    const hotel = hotelById(hotelId);
    if (!hotel) throw new AppError('NOT_FOUND');
    const rows = await repository.nights(
      hotel.rooms.map((room) => room.id),
      dates,
    );
    return { hotel: hotelSummary(hotel), roomTypes: hotel.rooms.map((room) => roomTypeNights(hotel, room, dates, rows)) };
  };
}

import { hotelById } from '@thwa/db/hotels/hotel-catalogue';
import type { OpsHotelContent } from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import { hotelSummary } from '../inventory/find-hotels.ts';
import type { HotelContentRepository } from './hotel-content.repository.ts';

/** A hotel's descriptions in both languages and its pictures in the order shown (the first is the cover). */
export function createViewHotelContent(repository: HotelContentRepository) {
  return async (hotelId: string): Promise<OpsHotelContent> => {
    const hotel = hotelById(hotelId);
    const text = hotel && (await repository.descriptions(hotelId));
    if (!hotel || !text) throw new AppError('NOT_FOUND');
    return { hotel: hotelSummary(hotel), ...text, photos: await repository.photos(hotelId) };
  };
}

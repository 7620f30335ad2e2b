import { withTransaction } from '@thwa/db/transaction';
import type { UploadPhotoQuery } from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { StoreImage } from '../../media/store-image.ts';
import type { Employee, HotelContentDeps } from './hotel-content-deps.ts';

/** The most pictures one hotel keeps: a gallery longer than this is never looked through. */
export const MAX_PHOTOS_PER_HOTEL = 60;

/**
 * Adds a picture at the end of a hotel's gallery through the image pipeline the hotel pages use
 * (decision 030: its type read from its bytes, its size bounded, stored once by content hash; the sizes
 * pages show are resized and stripped of metadata when first asked for). The picture is stored before
 * the transaction (it is content-addressed: a stray one costs nothing and is stored once); the gallery
 * row and its audit entry are one transaction under the hotel's lock. The same picture twice in one
 * gallery is refused (a second click of the upload).
 * @throws ImageRejectedError when the pipeline refuses the bytes: nothing is written
 */
export function createUploadPhoto({ db, repository, audit }: HotelContentDeps, storeImage: StoreImage) {
  return async (hotelId: string, bytes: Uint8Array, declaredType: string | undefined, photo: UploadPhotoQuery, employee: Employee): Promise<void> => {
    if (!(await repository.descriptions(hotelId))) throw new AppError('NOT_FOUND');
    const image = await storeImage(bytes, declaredType);
    await withTransaction(db, async (transaction) => {
      if (!(await repository.lockHotel(transaction, hotelId))) throw new AppError('NOT_FOUND');
      const photos = await repository.lockedPhotos(transaction, hotelId);
      if (photos.some((one) => one.imageId === image.imageId)) throw new AppError('PHOTO_ALREADY_IN_GALLERY', 'photo');
      if (photos.length >= MAX_PHOTOS_PER_HOTEL) throw new AppError('VALIDATION_FAILED', 'photo');
      await repository.addPhoto(transaction, hotelId, { imageId: image.imageId, ...photo });
      await audit.append(
        {
          actorId: employee.userId,
          action: 'hotel.photo_added',
          targetType: 'hotel',
          targetId: hotelId,
          before: { photos: photos.map((one) => one.imageId) },
          after: { photos: [...photos.map((one) => one.imageId), image.imageId], added: { imageId: image.imageId, mediaType: image.mediaType, width: image.width, height: image.height, ...photo } },
          address: employee.address,
        },
        transaction,
      );
    });
  };
}

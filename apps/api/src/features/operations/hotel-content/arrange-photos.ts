import { withTransaction } from '@thwa/db/transaction';
import { AppError } from '../../../plugins/errors.ts';
import type { Employee, HotelContentDeps } from './hotel-content-deps.ts';

type Plan = (current: readonly string[]) => string[];

/**
 * Puts a hotel's pictures in a new order (the first is the cover) or removes one. Both are decided
 * under the hotel's lock against the gallery as it is then: a new order must name every picture once
 * (else someone changed the gallery since the employee read it: HOTEL_PHOTOS_CHANGED, nothing
 * written); removing a picture no longer there is NOT_FOUND (a second click). The rows and the audit
 * entry are one transaction; an order that is already the gallery's records nothing.
 */
export function createArrangePhotos({ db, repository, audit }: HotelContentDeps) {
  function apply(hotelId: string, plan: Plan, action: 'hotel.photos_ordered' | 'hotel.photo_removed', employee: Employee): Promise<void> {
    return withTransaction(db, async (transaction) => {
      if (!(await repository.lockHotel(transaction, hotelId))) throw new AppError('NOT_FOUND');
      const before = (await repository.lockedPhotos(transaction, hotelId)).map((one) => one.imageId);
      const keep = plan(before);
      if (before.join() === keep.join()) return;
      await repository.arrange(transaction, hotelId, keep);
      await audit.append({ actorId: employee.userId, action, targetType: 'hotel', targetId: hotelId, before: { photos: before }, after: { photos: keep }, address: employee.address }, transaction);
    });
  }

  return {
    order: (hotelId: string, imageIds: readonly string[], employee: Employee) =>
      apply(
        hotelId,
        (current) => {
          const same = imageIds.length === current.length && new Set(imageIds).size === imageIds.length && imageIds.every((id) => current.includes(id));
          if (!same) throw new AppError('HOTEL_PHOTOS_CHANGED', 'imageIds');
          return [...imageIds];
        },
        'hotel.photos_ordered',
        employee,
      ),
    remove: (hotelId: string, imageId: string, employee: Employee) =>
      apply(
        hotelId,
        (current) => {
          if (!current.includes(imageId)) throw new AppError('NOT_FOUND');
          return current.filter((id) => id !== imageId);
        },
        'hotel.photo_removed',
        employee,
      ),
  };
}

import { withTransaction } from '@thwa/db/transaction';
import type { DescriptionRequest } from '@thwa/domain/contracts/operations-inventory';
import { AppError } from '../../../plugins/errors.ts';
import type { Employee, HotelContentDeps } from './hotel-content-deps.ts';

/** Replaces a hotel's descriptions in both languages, under the hotel's lock, with the audit entry in the same transaction. */
export function createEditDescription({ db, repository, audit }: HotelContentDeps) {
  return (hotelId: string, text: DescriptionRequest, employee: Employee): Promise<void> =>
    withTransaction(db, async (transaction) => {
      const before = await repository.lockHotel(transaction, hotelId);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.descriptionEn === text.descriptionEn && before.descriptionMy === text.descriptionMy) return;
      await repository.setDescriptions(transaction, hotelId, text);
      await audit.append({ actorId: employee.userId, action: 'hotel.description_set', targetType: 'hotel', targetId: hotelId, before, after: text, address: employee.address }, transaction);
    });
}

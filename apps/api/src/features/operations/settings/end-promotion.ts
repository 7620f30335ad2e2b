import { withTransaction } from '@thwa/db/transaction';
import type { OpsPromotion } from '@thwa/domain/contracts/operations-settings';
import { promoCodeOf } from '@thwa/domain/operations/business-settings';
import { AppError } from '../../../plugins/errors.ts';
import { promotionView, type BusinessSettingsDeps, type Employee } from './business-settings.ts';

/**
 * Ends a promotion now: no new order may use it (payments check `active`); orders that hold a use keep
 * it. Ending an ended promotion changes nothing and writes no second audit entry.
 */
export function createEndPromotion({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (code: string, employee: Employee): Promise<OpsPromotion> =>
    withTransaction(db, async (transaction) => {
      const before = await repository.lockPromotion(transaction, promoCodeOf(code));
      if (!before) throw new AppError('NOT_FOUND', 'params.code');
      if (!before.active) return promotionView(before, now());
      const row = await repository.endPromotion(transaction, before.code);
      await audit.append({ actorId: employee.userId, action: 'promotion.ended', targetType: 'promotion', targetId: row.code, before: { active: true, used: before.used }, after: { active: false, used: row.used }, address: employee.address }, transaction);
      return promotionView(row, now());
    });
}

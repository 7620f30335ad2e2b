import { withTransaction } from '@thwa/db/transaction';
import type { EditPromotionRequest, OpsPromotion } from '@thwa/domain/contracts/operations-settings';
import { promoCodeOf } from '@thwa/domain/operations/business-settings';
import { AppError } from '../../../plugins/errors.ts';
import { promotionView, type BusinessSettingsDeps, type Employee } from './business-settings.ts';
import { promotionAudit, promotionValues } from './promotion-values.ts';

/**
 * Changes a promotion's terms under its row lock (payments take uses under the same lock): the uses
 * already taken stay, `used` is never reset, and the total limit cannot go below it. An edit that
 * changes nothing writes nothing.
 */
export function createEditPromotion({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (code: string, request: EditPromotionRequest, employee: Employee): Promise<OpsPromotion> =>
    withTransaction(db, async (transaction) => {
      const before = await repository.lockPromotion(transaction, promoCodeOf(code));
      if (!before) throw new AppError('NOT_FOUND', 'params.code');
      const { code: _same, ...values } = promotionValues(before.code, request, before.used);
      const was = promotionAudit(before);
      const will = promotionAudit({ ...before, ...values });
      if (JSON.stringify(was) === JSON.stringify(will)) return promotionView(before, now());
      const row = await repository.updatePromotion(transaction, before.code, values);
      await audit.append({ actorId: employee.userId, action: 'promotion.edited', targetType: 'promotion', targetId: row.code, before: was, after: promotionAudit(row), address: employee.address }, transaction);
      return promotionView(row, now());
    });
}

import { withTransaction } from '@thwa/db/transaction';
import type { CreatePromotionRequest, OpsPromotion } from '@thwa/domain/contracts/operations-settings';
import { AppError } from '../../../plugins/errors.ts';
import { promotionView, type BusinessSettingsDeps, type Employee } from './business-settings.ts';
import { promotionAudit, promotionValues } from './promotion-values.ts';

/** A new promotion code; a code that exists already (however spelt) is PROMOTION_CODE_TAKEN and nothing changes. */
export function createCreatePromotion({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (request: CreatePromotionRequest, employee: Employee): Promise<OpsPromotion> => {
    const { code, ...fields } = request;
    const values = promotionValues(code, fields, 0);
    return withTransaction(db, async (transaction) => {
      const row = await repository.insertPromotion(transaction, values);
      if (!row) throw new AppError('PROMOTION_CODE_TAKEN', 'body.code');
      await audit.append({ actorId: employee.userId, action: 'promotion.created', targetType: 'promotion', targetId: row.code, before: null, after: promotionAudit(row), address: employee.address }, transaction);
      return promotionView(row, now());
    });
  };
}

import { PROMOTIONS_LIST_LIMIT, type OpsPromotionsResponse } from '@thwa/domain/contracts/operations-settings';
import { promotionView, type BusinessSettingsDeps } from './business-settings.ts';

/** The promotions, latest end first (the running and scheduled ones lead), bounded. */
export function createListPromotions({ repository, now }: Pick<BusinessSettingsDeps, 'repository' | 'now'>) {
  return async (): Promise<OpsPromotionsResponse['data']> => {
    const at = now();
    const rows = await repository.listPromotions(PROMOTIONS_LIST_LIMIT);
    return { now: at.toISOString(), promotions: rows.map((row) => promotionView(row, at)) };
  };
}

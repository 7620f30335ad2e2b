import { RATE_HISTORY_LIMIT, type OpsRatesResponse } from '@thwa/domain/contracts/operations-settings';
import { currenciesOf, RATE_PAIRS } from '@thwa/domain/operations/business-settings';
import { rateEntry, type BusinessSettingsDeps } from './business-settings.ts';

/** The rate in force now for each pair, and the history (scheduled rates first), newest first. */
export function createListExchangeRates({ repository, now }: Pick<BusinessSettingsDeps, 'repository' | 'now'>) {
  return async (): Promise<OpsRatesResponse['data']> => {
    const at = now();
    const pairs = RATE_PAIRS.map(currenciesOf);
    const [usd, mmk, history] = await Promise.all([
      repository.rateInForce('USD', 'MMK', at),
      repository.rateInForce('MMK', 'USD', at),
      repository.rateHistory(pairs, RATE_HISTORY_LIMIT),
    ]);
    const currentIds = new Set([usd?.id, mmk?.id].filter((id): id is number => id !== undefined));
    return {
      now: at.toISOString(),
      current: { USD_MMK: usd ? rateEntry(usd, at, currentIds) : null, MMK_USD: mmk ? rateEntry(mmk, at, currentIds) : null },
      history: history.map((row) => rateEntry(row, at, currentIds)),
    };
  };
}

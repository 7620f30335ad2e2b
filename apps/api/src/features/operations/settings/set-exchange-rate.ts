import { withTransaction } from '@thwa/db/transaction';
import type { ExchangeRateEntry, SetRateRequest } from '@thwa/domain/contracts/operations-settings';
import { currenciesOf, effectiveFrom, rateProblem } from '@thwa/domain/operations/business-settings';
import { invalid, rateEntry, rateText, type BusinessSettingsDeps, type Employee } from './business-settings.ts';

/**
 * Publishes a new rate for a pair from a time (now or later), as a new row: history is never edited, so
 * every order stays explained by the rate it was priced with. The site reads the rate in force by its
 * effective time (settings.repository.ts). One audit entry holds the rate it replaces at that time.
 * The same rate sent twice by the same employee for the same time (a double click) is published once:
 * the pair's rows are taken in turn under a transaction lock, and the second finds the first.
 */
export function createSetExchangeRate({ db, repository, audit, now }: BusinessSettingsDeps) {
  return async (request: SetRateRequest, employee: Employee): Promise<ExchangeRateEntry> => {
    const problem = rateProblem(request.pair, request.rate);
    if (problem) invalid('rate');
    const clock = now();
    const effective = effectiveFrom(request.effectiveAt ? new Date(request.effectiveAt) : null, clock);
    if ('problem' in effective) invalid('effectiveAt');
    const { originCurrency, convertCurrency } = currenciesOf(request.pair);
    const rate = request.rate.trim();
    const source = `employee:${employee.userId}`;

    return withTransaction(db, async (transaction) => {
      await transaction.executeSql('select pg_advisory_xact_lock(hashtext($1))', [`exchange_rates:${request.pair}`]);
      const replaced = await repository.rateInForce(originCurrency, convertCurrency, effective.at, transaction);
      const sameAsLast = replaced && replaced.source === source && rateText(replaced.rate) === rateText(Number(rate).toFixed(10)) && effective.at.getTime() - replaced.effectiveAt.getTime() < 60_000;
      if (sameAsLast) return rateEntry(replaced, clock, new Set());
      const row = await repository.insertRate(transaction, { originCurrency, convertCurrency, rate, source, effectiveAt: effective.at });
      await audit.append(
        {
          actorId: employee.userId,
          action: 'rate.set',
          targetType: 'exchange_rate',
          targetId: request.pair,
          before: replaced ? { id: replaced.id, rate: rateText(replaced.rate), effectiveAt: replaced.effectiveAt.toISOString() } : null,
          after: { id: row.id, rate: rateText(row.rate), effectiveAt: row.effectiveAt.toISOString() },
          address: employee.address,
        },
        transaction,
      );
      return rateEntry(row, clock, new Set(row.effectiveAt.getTime() <= clock.getTime() ? [row.id] : []));
    });
  };
}

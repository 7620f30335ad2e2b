import type { Database } from '@thwa/db/connection';
import { countries, exchangeRates } from '@thwa/db/schema';
import { and, asc, desc, eq, lte } from '@thwa/db/sql';

export interface ExchangeRateRow {
  rate: number;
  effectiveAt: Date;
}

export function createSettingsRepository(db: Database) {
  return {
    async listCountries() {
      return db.select().from(countries).orderBy(asc(countries.nameEn));
    },

    /**
     * The rate in force at `at`: the latest row for the pair effective by then. Employees publish rates
     * ahead of time (issue 20 item 4), so the newest row may not have started yet.
     */
    async currentRate(origin: string, convert: string, at: Date): Promise<ExchangeRateRow | undefined> {
      const [row] = await db
        .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.originCurrency, origin), eq(exchangeRates.convertCurrency, convert), lte(exchangeRates.effectiveAt, at)))
        .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
        .limit(1);
      return row && { rate: Number(row.rate), effectiveAt: row.effectiveAt };
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

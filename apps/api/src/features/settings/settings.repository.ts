import type { Database } from '@thwa/db/connection';
import { countries, exchangeRates } from '@thwa/db/schema';
import { and, asc, desc, eq } from '@thwa/db/sql';

export interface ExchangeRateRow {
  rate: number;
  effectiveAt: Date;
}

export function createSettingsRepository(db: Database) {
  return {
    async listCountries() {
      return db.select().from(countries).orderBy(asc(countries.nameEn));
    },

    /** The rate in force now: the newest published row for the pair. */
    async currentRate(origin: string, convert: string): Promise<ExchangeRateRow | undefined> {
      const [row] = await db
        .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.originCurrency, origin), eq(exchangeRates.convertCurrency, convert)))
        .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
        .limit(1);
      return row && { rate: Number(row.rate), effectiveAt: row.effectiveAt };
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

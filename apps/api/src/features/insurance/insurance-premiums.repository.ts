import type { Database } from '@thwa/db/connection';
import { insurancePremiums } from '@thwa/db/schema';
import { and, eq, inArray } from '@thwa/db/sql';
import type { Transaction } from '@thwa/db/transaction';
import type { InsuranceArea } from '@thwa/domain/insurance/travel-cover';

/** The insurer's premium table (insurance_premiums): one person's premium by area, age band and day bucket. */
export function createInsurancePremiumsRepository(db: Database) {
  return {
    /** Premiums of `area` for the bands starting at `ageFroms` and the bucket starting at `daysFrom`, keyed by band. */
    async premiums(area: InsuranceArea, ageFroms: readonly number[], daysFrom: number, transaction?: Transaction): Promise<Map<number, number>> {
      const rows = await (transaction?.tx ?? db)
        .select({ ageFrom: insurancePremiums.ageFrom, premium: insurancePremiums.premium })
        .from(insurancePremiums)
        .where(and(eq(insurancePremiums.area, area), eq(insurancePremiums.daysFrom, daysFrom), inArray(insurancePremiums.ageFrom, [...new Set(ageFroms)])));
      return new Map(rows.map((row) => [row.ageFrom, row.premium]));
    },
  };
}

export type InsurancePremiumsRepository = ReturnType<typeof createInsurancePremiumsRepository>;

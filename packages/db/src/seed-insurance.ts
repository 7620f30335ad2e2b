import { COVERAGE_DAY_BUCKETS, INSURANCE_AGE_BANDS, type InsuranceArea } from '@thwa/domain/insurance/travel-cover';
import type { Database } from './connection.ts';
import { insurancePremiums } from './schema.ts';

/**
 * The partner insurer's published travel premiums per person, in MMK: by area, then by age band
 * (0-17, 18-40, 41-60, 61-69) and, within a band, by days covered (1-7, 8-15, 16-30). Cover abroad
 * costs more (its hospital cover is ten times Myanmar's), and so does age.
 */
const PUBLISHED: Record<InsuranceArea, readonly (readonly [number, number, number])[]> = {
  domestic: [
    [3_000, 4_500, 7_000],
    [3_500, 5_500, 8_500],
    [4_500, 7_000, 11_000],
    [7_000, 11_000, 17_000],
  ],
  international: [
    [12_000, 19_000, 30_000],
    [15_000, 24_000, 38_000],
    [20_000, 32_000, 50_000],
    [32_000, 50_000, 80_000],
  ],
};

/** Every row of the premium table; a premium already there (changed by our team) is kept. */
export function insurancePremiumRows() {
  return (Object.keys(PUBLISHED) as InsuranceArea[]).flatMap((area) =>
    INSURANCE_AGE_BANDS.flatMap((band, bandIndex) =>
      COVERAGE_DAY_BUCKETS.map((bucket, bucketIndex) => ({ area, ageFrom: band.from, daysFrom: bucket.from, premium: PUBLISHED[area][bandIndex]![bucketIndex]! })),
    ),
  );
}

export async function seedInsurancePremiums(db: Database): Promise<void> {
  await db.insert(insurancePremiums).values(insurancePremiumRows()).onConflictDoNothing();
}

/**
 * What a health insurance item stores in its order item's `trip` (order-trip.ts): the plan as it was
 * sold (its id, age band and price), the insured person, who receives the death benefit (spec §3
 * beneficiaryInfos, with the uuid the checkout keeps them by), and the insurer it was sold for. The
 * cover's dates follow from the day the insurer issued it (health-plans.ts healthCoverDates).
 */
import type { HealthGender, HealthRelationship } from './health-plans.ts';

export interface HealthInsuranceTrip {
  product: 'health';
  planId: string;
  ageFrom: number;
  ageTo: number;
  /** The year's premium in MMK, as sold. */
  price: number;
  insured: { firstName: string; lastName: string; dateOfBirth: string; gender: HealthGender; age: number };
  beneficiary: { uuid: string; firstName: string; lastName: string; relationship: HealthRelationship };
  insurerName: string;
}

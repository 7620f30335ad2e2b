/**
 * What a travel insurance item stores in its order item's `trip` (order-trip.ts): the cover as it was
 * quoted and sold, its holder and its insured people (spec §3 beneficiaries, each with the uuid the
 * checkout keeps them by) with their ages and premiums, and the insurer it was sold for.
 */
import type { InsuranceArea } from './travel-cover.ts';

export interface InsuranceBeneficiary {
  uuid: string;
  firstName: string;
  lastName: string;
  /** In full years on the first covered day. */
  age: number;
  /** What this person's cover costs, in MMK, from the premium table. */
  premium: number;
}

export interface InsuranceTrip {
  product: 'insurance';
  area: InsuranceArea;
  startDate: string;
  endDate: string;
  policyHolder: { firstName: string; lastName: string };
  beneficiaries: InsuranceBeneficiary[];
  insurerName: string;
}

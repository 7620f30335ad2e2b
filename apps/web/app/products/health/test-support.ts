/** A health plan as an order's item carries it, for the tests of its views and its port. Test code only. */
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';

export const PLAN: HealthOrderItem = {
  product: 'health',
  itemNo: 1,
  document: null,
  planId: 'HEALTH-41-50',
  planName: 'Health plan, ages 41–50',
  ageRange: { from: 41, to: 50 },
  price: 16_700,
  insurerName: 'Shwe Insurance',
  policyNumber: 'HP-2031-0001',
  certificateNumber: 'HC-2031-0001',
  insured: { firstName: 'Aung', lastName: 'Kyaw', dateOfBirth: '1985-06-01', gender: 'male', age: 45 },
  beneficiary: { firstName: 'Su', lastName: 'Hlaing', relationship: 'spouse' },
  coverFrom: '2031-03-01',
  coverTo: '2032-02-29',
  cancellableUntil: '2031-03-16',
  cover: { deathBenefit: 1_000_000, perHospitalDay: 10_000, minimumDays: { illness: 3, accident: 1 } },
};

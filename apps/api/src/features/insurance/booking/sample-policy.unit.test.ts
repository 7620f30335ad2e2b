import { describe, expect, it } from 'vitest';
import { OrderDetail } from '@thwa/domain/contracts/booking';
import { GUARDIAN_MIN_AGE, TRAVEL_COVERAGE, coverageDays, travelCoverProblem } from '@thwa/domain/insurance/travel-cover';
import { policyOf, samplePolicyOrder } from './sample-policy.ts';

describe('samplePolicyOrder', () => {
  it('is an order detail as the api answers it, for travel insurance (product type 11)', () => {
    const order = samplePolicyOrder();
    expect(OrderDetail.parse(order)).toEqual(order);
    expect(order.productType).toBe(11);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product: 'insurance', itemNo: 1, document: { viewUrl: '/api/tickets/TW2611220003/view' } });
  });

  it('is a policy the travel cover rules would sell: ten days abroad for a family with two guardians', () => {
    const policy = policyOf(samplePolicyOrder());
    expect(policy.area).toBe('international');
    expect(policy.coverageDays).toBe(coverageDays(policy.startDate, policy.endDate));
    expect(policy.coverageDays).toBe(10);
    const ages = policy.beneficiaries.map((person) => person.age);
    expect(ages).toEqual([42, 38, 9, 4]);
    expect(travelCoverProblem({ area: policy.area, startDate: policy.startDate, endDate: policy.endDate, ages }, '2026-11-20')).toBeNull();
    for (const person of policy.beneficiaries) expect(person.guardian).toBe(person.age >= GUARDIAN_MIN_AGE);
    expect(policy.coverage).toEqual({ hospital: TRAVEL_COVERAGE.hospital.international, death: TRAVEL_COVERAGE.death, liability: TRAVEL_COVERAGE.liability });
  });

  it('prices the order at its premium, every person added up, as one insurance line', () => {
    const order = samplePolicyOrder();
    const policy = policyOf(order);
    expect(policy.premium).toBe(policy.beneficiaries.reduce((sum, person) => sum + person.premium, 0));
    expect(order.breakdown).toMatchObject({ subTotal: 0, insurance: policy.premium, grandTotal: policy.premium });
    expect(order.amount).toBe(policy.premium);
    expect(order.pnr).toBe(policy.policyNumber);
  });

  it('follows its area and its people when a test changes them', () => {
    const policy = policyOf(samplePolicyOrder({}, { area: 'domestic', beneficiaries: [{ firstName: 'A', lastName: 'B', age: 30, guardian: true, premium: 9_000, certificateNumber: null }] }));
    expect(policy.coverage.hospital).toBe(TRAVEL_COVERAGE.hospital.domestic);
    expect(policy.premium).toBe(9_000);
    expect(policyOf(samplePolicyOrder({}, { policyNumber: null })).policyNumber).toBeNull();
    expect(samplePolicyOrder({}, { policyNumber: null }).pnr).toBeNull();
  });
});

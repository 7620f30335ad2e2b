import { describe, expect, it } from 'vitest';
import { OrderDetail } from '@thwa/domain/contracts/booking';
import { ageOnDate } from '@thwa/domain/age-bands';
import { HEALTH_COVER, healthCoverDates, healthPlanFor, healthPlanName, healthPlanProblem } from '@thwa/domain/insurance/health-plans';
import { NOT_ISSUED, healthOf, sampleHealthOrder } from './health-sample.ts';

describe('sampleHealthOrder', () => {
  it('is an order detail as the api answers it, for health insurance (product type 13), in either language', () => {
    for (const language of ['en', 'mm'] as const) {
      const order = sampleHealthOrder(language);
      expect(OrderDetail.parse(order)).toEqual(order);
      expect(order.productType).toBe(13);
      expect(order.items).toHaveLength(1);
      expect(order.items[0]).toMatchObject({ product: 'health', itemNo: 1, document: { viewUrl: '/api/tickets/TW2611220004/view' } });
      expect(healthOf(order).planName).toBe(healthPlanName(healthPlanFor(healthOf(order).insured.age)!, language));
    }
  });

  it('is a plan the health rules would sell: the age band and price of its insured person, a year from its issuance', () => {
    for (const language of ['en', 'mm'] as const) {
      const plan = healthOf(sampleHealthOrder(language));
      expect(healthPlanProblem(plan.insured.dateOfBirth, '2026-11-20')).toBeNull();
      expect(ageOnDate(plan.insured.dateOfBirth, '2026-11-20')).toBe(plan.insured.age);
      const band = healthPlanFor(plan.insured.age)!;
      expect(plan).toMatchObject({ planId: band.planId, ageRange: { from: band.ageFrom, to: band.ageTo }, price: band.price });
      expect(plan).toMatchObject(healthCoverDates('2026-11-20'));
      expect(plan.cover).toEqual({ deathBenefit: HEALTH_COVER.deathBenefit, perHospitalDay: HEALTH_COVER.perHospitalDay, minimumDays: HEALTH_COVER.minimumDays });
    }
    expect(healthOf(sampleHealthOrder('en'))).toMatchObject({ price: 16_700, coverTo: '2027-11-19', cancellableUntil: '2026-12-05' });
  });

  it('prices the order at its premium as one insurance line, its reference the policy number', () => {
    const order = sampleHealthOrder();
    const plan = healthOf(order);
    expect(order.breakdown).toMatchObject({ subTotal: 0, insurance: plan.price, grandTotal: plan.price });
    expect(order.amount).toBe(plan.price);
    expect(order.pnr).toBe(plan.policyNumber);
  });

  it('has neither numbers nor dates before the insurer issued it', () => {
    const order = sampleHealthOrder('en', {}, NOT_ISSUED);
    expect(OrderDetail.parse(order)).toEqual(order);
    expect(healthOf(order)).toMatchObject({ policyNumber: null, certificateNumber: null, coverFrom: null, coverTo: null, cancellableUntil: null });
    expect(order.pnr).toBeNull();
  });

  it('refuses an insured person no plan insures', () => {
    expect(() => sampleHealthOrder('en', {}, { insured: { firstName: 'A', lastName: 'B', dateOfBirth: '1940-01-01', gender: 'male', age: 86 } })).toThrow(/aged 86/);
  });
});

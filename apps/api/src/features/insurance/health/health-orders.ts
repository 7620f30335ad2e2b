import type { HealthStorePayload } from '@thwa/domain/contracts/health-insurance';
import { ageOnDate } from '@thwa/domain/age-bands';
import { yangonDate } from '@thwa/domain/dates';
import type { HealthInsuranceTrip } from '@thwa/domain/insurance/health-insurance-trip';
import { healthPlanFor, healthPlanProblem } from '@thwa/domain/insurance/health-plans';
import { AppError } from '../../../plugins/errors.ts';
import { contactOf, type HoldRequester } from '../../orders/orders.service.ts';
import type { PlaceOrder } from '../../orders/place-order.ts';
import type { ProductModule } from '../../orders/product-module.ts';

/**
 * Placing a health plan (issue 18): POST /order/v5/pruinsurance/store. A thin adapter to the
 * place-order use case: the plan the insured person's age needs today becomes one item, its year's
 * premium the breakdown's insurance line.
 */
export function createHealthOrders({ health, placeOrder, insurerName, now }: { health: ProductModule; placeOrder: PlaceOrder; insurerName: string; now: () => Date }) {
  return {
    /**
     * Holds nothing (a plan does not run out) and creates the order, once per idempotency key.
     * @throws AppError HEALTH_AGE (outside 6 to 75), HEALTH_PLAN_MISMATCH (the plan asked is not the
     *   one the date of birth needs, such as after a birthday), TOO_MANY_UNPAID_BOOKINGS
     */
    async placeOrder(payload: HealthStorePayload, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester) {
      const { placed } = await placeOrder({
        scope: 'order.health.store',
        idempotencyKey,
        payload,
        userId,
        requester,
        basket: async () => {
          const today = yangonDate(now());
          const { insured, beneficiary } = payload;
          if (healthPlanProblem(insured.dateOfBirth, today)) throw new AppError('HEALTH_AGE', 'data.insured.dateOfBirth');
          const age = ageOnDate(insured.dateOfBirth, today);
          const plan = healthPlanFor(age)!;
          if (plan.planId !== payload.planId) throw new AppError('HEALTH_PLAN_MISMATCH', 'data.planId');
          const trip: HealthInsuranceTrip = {
            product: 'health',
            planId: plan.planId,
            ageFrom: plan.ageFrom,
            ageTo: plan.ageTo,
            price: plan.price,
            insured: { firstName: insured.firstName, lastName: insured.lastName, dateOfBirth: insured.dateOfBirth, gender: insured.gender, age },
            beneficiary: { uuid: beneficiary.uuid, firstName: beneficiary.firstName, lastName: beneficiary.lastName, relationship: beneficiary.relationship },
            insurerName,
          };
          return {
            order: { language: payload.language, contact: contactOf(payload.contact), travellers: [] },
            items: [{ product: health, trip, lines: [{ kind: 'insurance', amount: plan.price }], units: 0 }],
            // A plan comes from no checkout: the idempotency key alone keeps a double click to one order.
            claim: async () => {},
            extra: {},
          };
        },
      });
      return placed;
    },
  };
}

export type HealthOrders = ReturnType<typeof createHealthOrders>;

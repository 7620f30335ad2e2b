import type { HealthConfirmPayload, HealthConfirmation, HealthPlanOffer, HealthSearchRequest } from '@thwa/domain/contracts/health-insurance';
import { ageOnDate } from '@thwa/domain/age-bands';
import { yangonDate } from '@thwa/domain/dates';
import { HEALTH_COVER, HEALTH_PLANS, healthCoverDates, healthPlanFor, healthPlanName, healthPlanProblem, type HealthPlan } from '@thwa/domain/insurance/health-plans';
import type { Language } from '@thwa/domain/settings';
import { AppError } from '../../../plugins/errors.ts';

/**
 * The partner insurer's health plans as the customer is offered them (issue 18, spec §3 health plan,
 * §9): the plan for an age, every plan to compare, and the plan confirmed for a date of birth. Prices
 * are the spec's constants (health-plans.ts), the same for everyone, so nothing is read per request.
 */
export function createHealthPlanOffers({ insurerName, now }: { insurerName: string; now: () => Date }) {
  function offerOf(plan: HealthPlan, language: Language): HealthPlanOffer {
    return {
      planId: plan.planId,
      planName: healthPlanName(plan, language),
      ageRange: { from: plan.ageFrom, to: plan.ageTo },
      price: plan.price,
      insurerName,
      cover: {
        years: HEALTH_COVER.years,
        deathBenefit: HEALTH_COVER.deathBenefit,
        perHospitalDay: HEALTH_COVER.perHospitalDay,
        minimumDays: { ...HEALTH_COVER.minimumDays },
        cancelWithinDays: HEALTH_COVER.cancelWithinDays,
      },
    };
  }

  return {
    /**
     * POST /insurance/v1/search: the plan for someone `age` years old first, alone in the first list
     * (spec §7 reads the first entry of the first list), then every plan.
     * @throws AppError HEALTH_AGE (outside 6 to 75)
     */
    search({ age, language }: HealthSearchRequest): [[HealthPlanOffer], HealthPlanOffer[]] {
      const plan = healthPlanFor(age);
      if (!plan) throw new AppError('HEALTH_AGE', 'body.age');
      return [[offerOf(plan, language)], HEALTH_PLANS.map((one) => offerOf(one, language))];
    },

    /**
     * POST /checkout/v2/confirm for a health plan: the plan for the insured person's age today, at
     * today's price, with the dates it would run if issued today. The plan answered is the one the
     * date of birth needs, which the caller compares with the plan it asked for.
     * @throws AppError HEALTH_AGE
     */
    confirm({ dateOfBirth, language }: HealthConfirmPayload): HealthConfirmation {
      const today = yangonDate(now());
      if (healthPlanProblem(dateOfBirth, today)) throw new AppError('HEALTH_AGE', 'data.dateOfBirth');
      const age = ageOnDate(dateOfBirth, today);
      return { plan: offerOf(healthPlanFor(age)!, language), age, ...healthCoverDates(today) };
    },
  };
}

export type HealthPlanOffers = ReturnType<typeof createHealthPlanOffers>;

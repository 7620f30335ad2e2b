import { z } from 'zod';
import { ItemCommon, Money } from './order-common.ts';
import { HEALTH_GENDERS, HEALTH_RELATIONSHIPS } from '../insurance/health-plans.ts';

/**
 * A health plan as its insured person sees it (spec §3 product type 13, §9): the plan and its price,
 * the insured person and who receives the death benefit, the cover's year and the last day it can be
 * cancelled for a full refund (both once issued), and what every plan pays.
 */
export const HealthOrderItem = z
  .object({
    product: z.literal('health'),
    ...ItemCommon,
    planId: z.string(),
    planName: z.string().describe("in the detail's language"),
    ageRange: z.object({ from: z.number().int(), to: z.number().int() }),
    price: Money,
    insurerName: z.string(),
    policyNumber: z.string().nullable().describe("the insurer's policy number once issued; null before"),
    certificateNumber: z.string().nullable(),
    insured: z.object({ firstName: z.string(), lastName: z.string(), dateOfBirth: z.string(), gender: z.enum(HEALTH_GENDERS), age: z.number().int() }),
    beneficiary: z.object({ firstName: z.string(), lastName: z.string(), relationship: z.enum(HEALTH_RELATIONSHIPS) }),
    coverFrom: z.string().nullable().describe('YYYY-MM-DD, the day the insurer issued the plan; null before'),
    coverTo: z.string().nullable().describe('YYYY-MM-DD, the last covered day; null before issuance'),
    cancellableUntil: z.string().nullable().describe('YYYY-MM-DD, the last day to cancel for a full refund; null before issuance'),
    cover: z.object({ deathBenefit: Money, perHospitalDay: Money, minimumDays: z.object({ illness: z.number().int(), accident: z.number().int() }) }).describe('spec §9, in MMK'),
  })
  .meta({ id: 'HealthOrderItem' });
export type HealthOrderItem = z.infer<typeof HealthOrderItem>;

import { z } from 'zod';
import { ItemCommon, Money } from './order-common.ts';

/**
 * A travel insurance policy as its holder sees it (spec §3 product type 11): its area and days, the
 * insurer and the policy number once issued, what it covers (spec §9), and each insured person
 * (spec §3 beneficiary: first and last name) with their age, whether they are a guardian (spec §5)
 * and their certificate number once issued.
 */
export const InsuranceOrderItem = z
  .object({
    product: z.literal('insurance'),
    ...ItemCommon,
    area: z.enum(['domestic', 'international']),
    startDate: z.string().describe('YYYY-MM-DD, the first covered day'),
    endDate: z.string().describe('YYYY-MM-DD, the last covered day'),
    coverageDays: z.number().int(),
    insurerName: z.string(),
    policyNumber: z.string().nullable().describe("the insurer's policy number once issued; null before"),
    policyHolder: z.object({ firstName: z.string(), lastName: z.string() }),
    beneficiaries: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        age: z.number().int().describe('in full years on the first covered day'),
        guardian: z.boolean().describe('18 or older: answers for the minors on the policy (spec §5)'),
        premium: Money,
        certificateNumber: z.string().nullable(),
      }),
    ),
    coverage: z.object({ hospital: Money, death: Money, liability: Money }).describe('spec §9, in MMK'),
    premium: Money.describe("the policy's premium: every beneficiary's added up"),
  })
  .meta({ id: 'InsuranceOrderItem' });
export type InsuranceOrderItem = z.infer<typeof InsuranceOrderItem>;

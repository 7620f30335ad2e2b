/**
 * Health insurance calls (issue 18, spec §3 product type 13, §7, §9): the plans for an age
 * (`POST /insurance/v1/search`, its result read from the first entry of the first list), the
 * confirmation of a plan for the insured person's date of birth (`POST /checkout/v2/confirm`, the
 * spec's one confirm path, told from a flight's by `product`: its answer, CheckoutConfirmResponse, is
 * in booking.ts next to the flight's), and the store of a plan
 * (`POST /order/v5/pruinsurance/store`, hybrid-encrypted like the flight store). The rules behind
 * them are in insurance/health-plans.ts.
 */
import { z } from 'zod';
import { Language } from './common.ts';
import { Money, OrderPlaced } from './order-common.ts';
import { HEALTH_GENDERS, HEALTH_RELATIONSHIPS } from '../insurance/health-plans.ts';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
const Name = z.string().trim().min(1).max(100);
const PlanId = z.string().regex(/^HEALTH-\d{2}-\d{2}$/, 'a plan id such as HEALTH-41-50');

export const HealthSearchRequest = z
  .object({
    age: z.number().int().min(0).max(130).describe('in full years today'),
    language: Language.default('en'),
  })
  .meta({ id: 'HealthSearchRequest' });
export type HealthSearchRequest = z.infer<typeof HealthSearchRequest>;

/** Spec §3 health plan: planID, planName, ageRange, price; with what every plan pays (spec §9). */
export const HealthPlanOffer = z
  .object({
    planId: PlanId,
    planName: z.string(),
    ageRange: z.object({ from: z.number().int(), to: z.number().int() }),
    price: Money.describe("the year's premium"),
    insurerName: z.string(),
    cover: z.object({
      years: z.number().int(),
      deathBenefit: Money,
      perHospitalDay: Money,
      minimumDays: z.object({ illness: z.number().int(), accident: z.number().int() }),
      cancelWithinDays: z.number().int(),
    }),
  })
  .meta({ id: 'HealthPlanOffer' });
export type HealthPlanOffer = z.infer<typeof HealthPlanOffer>;

/** `data[0]`: the plan for the age asked (spec §7: its first entry is the result); `data[1]`: every plan, to compare. */
export const HealthSearchResponse = z.object({ code: z.literal(200), data: z.tuple([z.array(HealthPlanOffer).length(1), z.array(HealthPlanOffer)]) }).meta({ id: 'HealthSearchResponse' });
export type HealthSearchResponse = z.infer<typeof HealthSearchResponse>;

/** Plain text of /checkout/v2/confirm's `data` for a health plan: the plan chosen, for this date of birth. */
export const HealthConfirmPayload = z
  .object({
    product: z.literal('health'),
    planId: PlanId,
    dateOfBirth: IsoDate,
    language: Language.default('en'),
  })
  .meta({ id: 'HealthConfirmPayload' });
export type HealthConfirmPayload = z.infer<typeof HealthConfirmPayload>;

/** The plan confirmed for the insured person's age today, at today's price, with the dates it would run if issued today. */
export const HealthConfirmation = z
  .object({
    plan: HealthPlanOffer,
    age: z.number().int(),
    coverFrom: IsoDate,
    coverTo: IsoDate,
    cancellableUntil: IsoDate,
  })
  .meta({ id: 'HealthConfirmation' });
export type HealthConfirmation = z.infer<typeof HealthConfirmation>;
export const HealthConfirmResponse = z.object({ code: z.literal(200), data: HealthConfirmation }).meta({ id: 'HealthConfirmResponse' });

/** Spec §3 insurer customer for a health plan: contactInfo, policyHolderInfo (the insured person) and beneficiaryInfos (who receives the death benefit, with its uuid). */
export const HealthStorePayload = z
  .object({
    planId: PlanId,
    language: Language.default('en'),
    contact: z.record(z.string(), z.unknown()),
    insured: z.object({ firstName: Name, lastName: Name, dateOfBirth: IsoDate, gender: z.enum(HEALTH_GENDERS) }),
    beneficiary: z.object({ uuid: z.uuid(), firstName: Name, lastName: Name, relationship: z.enum(HEALTH_RELATIONSHIPS) }),
  })
  .meta({ id: 'HealthStorePayload' });
export type HealthStorePayload = z.infer<typeof HealthStorePayload>;
export const HealthStoreResponse = z.object({ code: z.literal(200), data: OrderPlaced }).meta({ id: 'HealthStoreResponse' });
export type HealthStoreResponse = z.infer<typeof HealthStoreResponse>;

/**
 * The calls the web makes of health insurance, by the contract of their successful answer (web-calls.ts
 * WEB_CALLS, through products.ts). Its confirmation is not here: `/checkout/v2/confirm` is shared with
 * flights, and checkout-confirm.ts answers it for both (CheckoutConfirmResponse).
 */
export const HEALTH_WEB_CALLS = {
  'POST /insurance/v1/search': HealthSearchResponse,
  'POST /order/v5/pruinsurance/store': HealthStoreResponse,
} satisfies Record<string, z.ZodType>;

/** The bookAgain of a health plan (My trips): the health plans for someone of the same age. */
export const HealthBookAgain = z.object({ product: z.literal('health'), age: z.number().int(), language: z.string() });
export type HealthBookAgain = z.infer<typeof HealthBookAgain>;

const Text = z.string().max(200);
/**
 * What the web's health checkout keeps between its requests (a cookie, not signed: the guest's own
 * input, which the store checks again): the plan and age searched, the insured person, the beneficiary
 * with its uuid, the contact and the order's idempotency key. One that does not parse is a new checkout.
 */
export const HealthCheckoutKept = z.object({
  planId: PlanId,
  age: z.number().int().min(0).max(130),
  insured: z.object({ firstName: Text, lastName: Text, dateOfBirth: Text, gender: Text }),
  beneficiary: z.object({ uuid: z.uuid(), firstName: Text, lastName: Text, relationship: Text }),
  contact: z.object({ contactName: Text, email: Text, phoneCode: Text, phoneNumber: Text }).nullable(),
  idempotencyKey: z.uuid(),
});
export type HealthCheckoutKept = z.infer<typeof HealthCheckoutKept>;

/**
 * Travel insurance calls (issue 18, spec §3, §7): the quote of a cover from the premium table, and the
 * store of a policy (`POST /order/v4/insurance/store`, its payload hybrid-encrypted like the flight
 * store's). The rules behind them are in insurance/travel-cover.ts.
 */
import { z } from 'zod';
import { Language } from './common.ts';
import { Money, OrderPlaced } from './order-common.ts';
import { INSURANCE_AREAS, MAX_INSURED_PEOPLE } from '../insurance/travel-cover.ts';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
const Age = z.number().int().min(0).max(130).describe('in full years on the first covered day');
const Name = z.string().trim().min(1).max(100);

export const InsuranceQuoteRequest = z
  .object({
    area: z.enum(INSURANCE_AREAS),
    startDate: IsoDate,
    endDate: IsoDate,
    ages: z.array(Age).min(1).max(MAX_INSURED_PEOPLE),
  })
  .meta({ id: 'InsuranceQuoteRequest' });
export type InsuranceQuoteRequest = z.infer<typeof InsuranceQuoteRequest>;

export const InsuranceQuote = z.object({
  area: z.enum(INSURANCE_AREAS),
  startDate: IsoDate,
  endDate: IsoDate,
  coverageDays: z.number().int(),
  insurerName: z.string(),
  /** One premium per age asked, in the same order. */
  premiums: z.array(Money),
  total: Money,
  coverage: z.object({ hospital: Money, death: Money, liability: Money }).describe('spec §9, in MMK'),
});
export type InsuranceQuote = z.infer<typeof InsuranceQuote>;
export const InsuranceQuoteResponse = z.object({ code: z.literal(200), data: InsuranceQuote }).meta({ id: 'InsuranceQuoteResponse' });
export type InsuranceQuoteResponse = z.infer<typeof InsuranceQuoteResponse>;

/** Spec §3 insurer customer: contactInfo, policyHolderInfo and beneficiaryInfos, each beneficiary with its uuid. */
export const InsuranceStorePayload = z
  .object({
    area: z.enum(INSURANCE_AREAS),
    startDate: IsoDate,
    endDate: IsoDate,
    language: Language.default('en'),
    contact: z.record(z.string(), z.unknown()),
    policyHolder: z.object({ firstName: Name, lastName: Name }),
    beneficiaries: z
      .array(z.object({ uuid: z.uuid(), firstName: Name, lastName: Name, age: Age }))
      .min(1)
      .max(MAX_INSURED_PEOPLE)
      .refine((list) => new Set(list.map((one) => one.uuid)).size === list.length, { message: 'each beneficiary has its own uuid' }),
  })
  .meta({ id: 'InsuranceStorePayload' });
export type InsuranceStorePayload = z.infer<typeof InsuranceStorePayload>;
export const InsuranceStoreResponse = z.object({ code: z.literal(200), data: OrderPlaced }).meta({ id: 'InsuranceStoreResponse' });
export type InsuranceStoreResponse = z.infer<typeof InsuranceStoreResponse>;

/** The calls the web makes of travel insurance, by the contract of their successful answer (web-calls.ts WEB_CALLS, through products.ts). */
export const INSURANCE_WEB_CALLS = {
  'POST /insurance/travel/quote': InsuranceQuoteResponse,
  'POST /order/v4/insurance/store': InsuranceStoreResponse,
} satisfies Record<string, z.ZodType>;

/** The bookAgain of a travel cover (My trips): a new quote for the same party's ages, in the same area. */
export const InsuranceBookAgain = z.object({
  product: z.literal('insurance'),
  area: z.enum(['domestic', 'international']),
  ages: z.array(z.number().int()),
  language: z.string(),
});
export type InsuranceBookAgain = z.infer<typeof InsuranceBookAgain>;

const Text = z.string().max(200);
/**
 * What the web's insurance checkout keeps between its requests (a cookie, not signed: it is the guest's
 * own input, which the store checks again): the quote asked, each insured person's uuid and age, the
 * policy holder, the beneficiaries saved so far, the contact and the order's idempotency key. One that
 * does not parse is a new checkout.
 */
export const InsuranceCheckoutKept = z.object({
  request: z.object({ area: z.enum(INSURANCE_AREAS), startDate: Text, endDate: Text, ages: z.array(z.number().int().min(0).max(130)).min(1).max(MAX_INSURED_PEOPLE) }),
  slots: z.array(z.object({ uuid: z.uuid(), age: z.number().int().min(0).max(130) })).min(1).max(MAX_INSURED_PEOPLE),
  holder: z.object({ firstName: Text, lastName: Text }),
  beneficiaries: z.array(z.object({ uuid: z.uuid(), firstName: Text, lastName: Text })).max(MAX_INSURED_PEOPLE),
  contact: z.object({ contactName: Text, email: Text, phoneCode: Text, phoneNumber: Text }).nullable(),
  idempotencyKey: z.uuid(),
});

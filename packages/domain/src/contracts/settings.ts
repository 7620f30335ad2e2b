import { z } from 'zod';
import { Currency, Language } from './common.ts';

/** POST /setting/countrycodes: the country list with calling codes (spec §7, field `country`). */
// An empty POST (no body at all, which Fastify hands over as null) asks for the English list.
export const CountryCodesRequest = z
  .preprocess((body) => body ?? {}, z.object({ language: Language.default('en') }))
  .meta({ id: 'CountryCodesRequest' });
export type CountryCodesRequest = z.infer<typeof CountryCodesRequest>;

export const CountryCode = z.object({
  countryCode: z.string().length(2),
  countryName: z.string(),
  phoneCode: z.string(),
});
export type CountryCode = z.infer<typeof CountryCode>;

export const CountryCodesResponse = z
  .object({
    code: z.literal(200),
    defaultPhoneCode: z.string(),
    country: z.array(CountryCode),
  })
  .meta({ id: 'CountryCodesResponse' });
export type CountryCodesResponse = z.infer<typeof CountryCodesResponse>;

/**
 * POST /setting/v2/currencyconversion. The spec's client sends the fixed query channelType 3,
 * amount 1, productId 10; any other channel or product is a client bug, so it is refused.
 */
export const CurrencyConversionRequest = z
  .object({
    channelType: z.literal(3),
    amount: z.number().positive().max(1e12),
    productId: z.literal(10),
    originCurrency: Currency,
    convertCurrency: Currency,
  })
  .meta({ id: 'CurrencyConversionRequest' });
export type CurrencyConversionRequest = z.infer<typeof CurrencyConversionRequest>;

export const CurrencyConversionResponse = z
  .object({
    code: z.literal(200),
    originCurrency: Currency,
    convertCurrency: Currency,
    amount: z.number(),
    convertAmount: z.number().describe('amount × rate, to 10 decimal places'),
    rate: z.number(),
    effectiveAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CurrencyConversionResponse' });
export type CurrencyConversionResponse = z.infer<typeof CurrencyConversionResponse>;

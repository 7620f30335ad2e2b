import { z } from 'zod';
import { HotelSearchLink } from './hotel-search-link.ts';
import { Language } from './common.ts';
import { INSURANCE_AREAS } from '../insurance/travel-cover.ts';
import { Money, OrderId, OrderKey } from './order-common.ts';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');

/**
 * POST /cross-sell (spec §7): what to offer after a booking, for an order the caller may see: the same
 * order id and key the order detail (the thank-you page) is opened with.
 */
export const CrossSellRequest = z.object({ orderId: OrderId, orderKey: OrderKey, language: Language.default('en') }).meta({ id: 'CrossSellRequest' });
export type CrossSellRequest = z.infer<typeof CrossSellRequest>;

/** The spec §2 hotel listing parameters of the prefilled search (the web adds currency and language). */
export const CrossSellHotelSearch = HotelSearchLink.extend({ scope: z.literal('city') });
export type CrossSellHotelSearch = z.infer<typeof CrossSellHotelSearch>;

export const HotelCrossSell = z.object({
  kind: z.literal('hotel'),
  /** The destination city, named in the language asked. */
  city: z.string(),
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: z.number().int().min(1),
  /** Hotels we sell there. */
  hotels: z.number().int().min(1),
  /** The lowest price of a room for one night of the stay, MMK; null when it could not be had at once. */
  lowestNightlyPrice: Money.nullable(),
  search: CrossSellHotelSearch,
});
export type HotelCrossSell = z.infer<typeof HotelCrossSell>;

/** The insurance quote's parameters (/insurance?area=&startDate=&endDate=&ages=). */
export const CrossSellCoverSearch = z.object({ area: z.enum(INSURANCE_AREAS), startDate: IsoDate, endDate: IsoDate, ages: z.array(z.number().int()) });
export type CrossSellCoverSearch = z.infer<typeof CrossSellCoverSearch>;

export const InsuranceCrossSell = z.object({
  kind: z.literal('insurance'),
  area: z.enum(INSURANCE_AREAS),
  startDate: IsoDate,
  endDate: IsoDate,
  coverageDays: z.number().int().min(1),
  /** People the cover would insure. */
  people: z.number().int().min(1),
  search: CrossSellCoverSearch,
});
export type InsuranceCrossSell = z.infer<typeof InsuranceCrossSell>;

export const CrossSellOffer = z.discriminatedUnion('kind', [HotelCrossSell, InsuranceCrossSell]).meta({ id: 'CrossSellOffer' });
export type CrossSellOffer = z.infer<typeof CrossSellOffer>;

/**
 * A content feed (spec §3 {data, status, error}); spec §4: cross-sell succeeds whenever the call
 * returns, so an order with nothing to offer answers an empty list, not an error.
 */
export const CrossSellResponse = z
  .object({ code: z.literal(200), status: z.literal('success'), error: z.null(), data: z.array(CrossSellOffer) })
  .meta({ id: 'CrossSellResponse' });
export type CrossSellResponse = z.infer<typeof CrossSellResponse>;

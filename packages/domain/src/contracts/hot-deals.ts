import { z } from 'zod';
import { OwnHotelSearchLink } from './hotel-search-link.ts';
import { HOT_DEALS_LIMIT_DEFAULT, HOT_DEALS_LIMIT_MAX } from '../home/hot-deals.ts';
import { Language } from './common.ts';
import { HotelPhoto } from './hotels.ts';
import { Money } from './order-common.ts';

/**
 * POST /cms/hotDeals (issue 22 item 1, decision 038): a product's hot deals for the home page, each
 * today's lowest price of the next 30 days at least 15 % below what the item usually costs (the
 * median of its own kept price history), the largest saving first. Spec §4: success on code 200.
 */

const IsoDate = z.iso.date();

/** Every product the home page may ask about (spec §1); only flights and hotels have a price history, the others answer no deals. */
export const HOT_DEAL_PRODUCTS = ['flight', 'hotel', 'bus', 'insurance', 'health', 'tour', 'visa', 'car'] as const;
export type HotDealProduct = (typeof HOT_DEAL_PRODUCTS)[number];

export const HotDealsRequest = z
  .object({
    product: z.enum(HOT_DEAL_PRODUCTS),
    language: Language.default('en'),
    limit: z.number().int().min(1).max(HOT_DEALS_LIMIT_MAX).default(HOT_DEALS_LIMIT_DEFAULT),
  })
  .strict()
  .meta({ id: 'HotDealsRequest' });
export type HotDealsRequest = z.input<typeof HotDealsRequest>;
export type HotDealsRequestData = z.output<typeof HotDealsRequest>;

const DealPrices = {
  price: Money.describe("today's lowest price of the next 30 days, MMK: one adult one way in economy (flights), one room for two adults for one night (hotels)"),
  usualPrice: Money.describe("the median of the item's own prices over the 90 days before today: what it usually costs"),
  percentBelow: z.number().int().min(0).max(100).describe('how far below the usual price, whole percent rounded down'),
  date: IsoDate.describe('the departure date (flights) or the night (hotels) of that price'),
};

const DealAirport = z.object({ code: z.string(), city: z.string(), name: z.string() });

export const FlightHotDeal = z
  .object({
    product: z.literal('flight'),
    /** The route, 'RGN-MDL'. */
    key: z.string(),
    ...DealPrices,
    origin: DealAirport,
    destination: DealAirport,
    flightNumber: z.string(),
    airline: z.object({ code: z.string(), name: z.string() }),
    /** The departure listing of that date, one adult in economy (the web adds currency and language). */
    search: z.object({ origin: z.string(), destination: z.string(), departureDate: IsoDate }),
  })
  .meta({ id: 'FlightHotDeal' });
export type FlightHotDeal = z.infer<typeof FlightHotDeal>;

/** The spec §2 hotel search of the deal's night: the hotel itself, one room, two adults (the web adds currency and language). */
export const HotelDealSearch = OwnHotelSearchLink;
export type HotelDealSearch = z.infer<typeof HotelDealSearch>;

export const HotelHotDeal = z
  .object({
    product: z.literal('hotel'),
    /** The hotel's id. */
    key: z.string(),
    ...DealPrices,
    hotelId: z.string(),
    name: z.string(),
    city: z.string(),
    township: z.string(),
    stars: z.number().int().min(1).max(5),
    photo: HotelPhoto.nullable().describe("the hotel's first picture of its own (the building), through the media pipeline"),
    search: HotelDealSearch,
  })
  .meta({ id: 'HotelHotDeal' });
export type HotelHotDeal = z.infer<typeof HotelHotDeal>;

export const HotDeal = z.discriminatedUnion('product', [FlightHotDeal, HotelHotDeal]);
export type HotDeal = z.infer<typeof HotDeal>;

export const HotDealsResponse = z
  .object({ code: z.literal(200), data: z.array(HotDeal).describe('the largest saving first, at most `limit`; empty for a product that is not sold or has no deal today') })
  .meta({ id: 'HotDealsResponse' });
export type HotDealsResponse = z.infer<typeof HotDealsResponse>;

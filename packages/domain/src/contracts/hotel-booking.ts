import { z } from 'zod';
import { Language } from './common.ts';
import { HotelDetailResponse, HotelFilterResponse, HotelListResponse, HotelLocationResponse } from './hotels.ts';
import { CheckoutId, Instant, Money, OrderPlaced, PriceBreakdown } from './order-common.ts';
import { NATIONALITIES } from '../settings.ts';
import { ESTIMATED_CHECK_IN_TIMES, SPECIAL_REQUEST_MAX_LENGTH } from '../hotels/hotel-guests.ts';

/**
 * Booking a hotel stay (spec §7 hotels): re-price the chosen room for the dates and guests
 * (checkReservation), give the guests (hotel order), place the order and hold the rooms (hotel store,
 * encrypted like the flight store), then pay through the same payment calls as every product.
 */

const IsoDate = z.iso.date().describe('YYYY-MM-DD');

// ---------------------------------------------------------------- POST /hotel/v4/checkReservation

export const CheckReservationRequest = z
  .object({
    hotelId: z.string().regex(/^H\d{4,6}$/),
    roomTypeId: z.string().regex(/^H\d{4,6}-R\d{1,2}$/),
    rateId: z.string().regex(/^H\d{4,6}-R\d{1,2}-[A-Z]{2}$/),
    checkIn: IsoDate,
    checkOut: IsoDate,
    rooms: z.number().int().min(1).max(8),
    adult: z.number().int().min(1).max(32).describe('guests over 12 (spec §9)'),
    child: z.number().int().min(0).max(16).default(0).describe('guests 2 to 12'),
    childAges: z.array(z.number().int().min(2).max(12)).max(16).default([]).describe('one age per child'),
    nationality: z.enum(NATIONALITIES).default('local').describe('local guests pay the local price, foreign the foreigner price'),
    language: Language.default('en'),
    listedTotal: Money.min(0).optional().describe('the total the guest was shown; another price now answers priceChanged: true'),
  })
  .meta({ id: 'CheckReservationRequest' });
export type CheckReservationRequest = z.infer<typeof CheckReservationRequest>;

const GuestName = z.object({ firstName: z.string(), lastName: z.string() });

/** A priced hotel stay between its re-pricing and its order; names in the language it was asked in. */
export const HotelCheckout = z
  .object({
    checkoutId: CheckoutId,
    expiresAt: Instant.describe('price and rooms are kept until then; check the reservation again after'),
    hotel: z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      address: z.string(),
      stars: z.number().int(),
      checkInTime: z.string(),
      checkOutTime: z.string(),
      region: z.enum(['local', 'international']).describe("spec §3 region: 'international' for a hotel abroad, whose guests give their names in Latin letters as in the passport"),
    }),
    room: z.object({ id: z.string(), name: z.string(), bedType: z.string() }),
    rate: z.object({ id: z.string(), name: z.string(), services: z.array(z.string()) }),
    stay: z.object({ checkIn: IsoDate, checkOut: IsoDate, nights: z.number().int(), rooms: z.number().int(), adult: z.number().int(), child: z.number().int(), childAges: z.array(z.number().int()) }),
    nationality: z.enum(NATIONALITIES),
    language: Language,
    pricePerNight: Money.describe('per room, the average night'),
    total: Money.describe('every room and night'),
    totalBeforeDeal: Money,
    priceChanged: z.boolean().describe("the total differs from the listedTotal sent (spec §8 'room price change')"),
    cancellation: z.object({ refundable: z.boolean(), freeCancellationUntil: IsoDate.nullable() }),
    breakdown: PriceBreakdown,
    guests: z
      .object({ guests: z.array(GuestName), estimatedCheckInTime: z.string(), specialRequest: z.string().nullable() })
      .nullable()
      .describe('null until the guest step (POST /hotel/v2/order)'),
  })
  .meta({ id: 'HotelCheckout' });
export type HotelCheckout = z.infer<typeof HotelCheckout>;

export const HotelCheckoutResponse = z.object({ code: z.literal(200), data: HotelCheckout }).meta({ id: 'HotelCheckoutResponse' });
export type HotelCheckoutResponse = z.infer<typeof HotelCheckoutResponse>;

// ---------------------------------------------------------------- GET /hotel/checkout?checkoutId=

// A querystring schema stays inline (no component id): @fastify/swagger cannot resolve a $ref'd querystring.
export const HotelCheckoutQuery = z.object({ checkoutId: CheckoutId });

// ---------------------------------------------------------------- POST /hotel/v2/order

/** Spec §3 hotel guest info: the lead guest of each room ("adult") and additionalInfo. Contact comes with the store. */
export const HotelOrderRequest = z
  .object({
    checkoutId: CheckoutId,
    adult: z
      .array(z.object({ firstName: z.string().max(200), lastName: z.string().max(200) }))
      .min(1)
      .max(8)
      .describe('the guest who checks in to each room, in room order; for a hotel abroad (hotel.region international) in Latin letters as in the passport'),
    additionalInfo: z
      .object({
        estimatedCheckInTime: z.enum(ESTIMATED_CHECK_IN_TIMES).default('early').describe("'early' is the spec's default label, Early Check-in"),
        specialRequest: z.string().max(SPECIAL_REQUEST_MAX_LENGTH * 2).nullable().optional(),
      })
      .default({ estimatedCheckInTime: 'early' }),
  })
  .meta({ id: 'HotelOrderRequest' });
export type HotelOrderRequest = z.infer<typeof HotelOrderRequest>;

// ---------------------------------------------------------------- POST /order/v4/hotel/store (encrypted)

/** What the encrypted `data` of the hotel store holds. */
export const HotelStorePayload = z.object({
  checkoutId: CheckoutId,
  contact: z.record(z.string(), z.unknown()),
});
export type HotelStorePayload = z.infer<typeof HotelStorePayload>;

export const HotelStoreResponse = z.object({ code: z.literal(200), data: OrderPlaced }).meta({ id: 'HotelStoreResponse' });
export type HotelStoreResponse = z.infer<typeof HotelStoreResponse>;

/** The calls the web makes of hotels, from the search to the store, by the contract of their successful answer (web-calls.ts WEB_CALLS, through products.ts). */
export const HOTEL_WEB_CALLS = {
  'GET /hotelrevamp': HotelLocationResponse,
  'POST /hotel/v2/filter': HotelFilterResponse,
  'POST /hotel/v2/list': HotelListResponse,
  'POST /hotel/v2/detail': HotelDetailResponse,
  'POST /hotel/v4/checkReservation': HotelCheckoutResponse,
  'GET /hotel/checkout': HotelCheckoutResponse,
  'POST /hotel/v2/order': HotelCheckoutResponse,
  'POST /order/v4/hotel/store': HotelStoreResponse,
} satisfies Record<string, z.ZodType>;

import { z } from 'zod';
import { Language } from './common.ts';
import { OrderKey } from './order-common.ts';
import { PRODUCT_BOOK_AGAINS } from './products.ts';
import { TRIP_TABS } from '../trips/trips.ts';

/**
 * My trips and purchase history (spec §3 Trip record, §6 "Trips are fetched by member, agent or
 * sub-agent type", §7 POST /myaccount/my-trips "userId, page 0, userType", POST /myaccount/purchasehistory).
 */

export const TRIPS_PAGE_SIZE = 10;
export const USER_TYPES = ['member', 'agent', 'sub-agent'] as const;

export const MyTripsRequest = z
  .object({
    userId: z.string().min(1).max(20).describe("The caller's own user id; another id is refused"),
    page: z.number().int().min(0).max(10_000).default(0).describe('0-based page of 10 trips, newest booking first'),
    userType: z.enum(USER_TYPES).describe('member, agent or sub-agent; must match the caller'),
    language: Language.default('en'),
  })
  .meta({ id: 'MyTripsRequest' });
export type MyTripsRequest = z.infer<typeof MyTripsRequest>;

/** What "book again" searches: each product's own search (products.ts), told apart by `product`. */
export const BookAgain = z.discriminatedUnion('product', PRODUCT_BOOK_AGAINS);

export const Trip = z
  .object({
    orderId: z.string(),
    travelerEmail: z.string(),
    productType: z.number().int(),
    productName: z.string().describe('e.g. "Yangon (RGN) → Mandalay (MDL)"'),
    tab: z.enum(TRIP_TABS),
    status: z.string(),
    paymentStatus: z.string(),
    origin: z.string(),
    destination: z.string(),
    departureDate: z.string().describe('YYYY-MM-DD of the first flight'),
    returnDate: z.string().nullable(),
    departureLocal: z.string().nullable().describe('YYYY-MM-DDTHH:mm of the first flight'),
    travellers: z.number().int(),
    amount: z.number().int().describe('MMK'),
    bookedAt: z.iso.datetime({ offset: true }),
    bookedBy: z.string().nullable().describe("The sub-agent who booked it, on an agent's list; null for the caller's own and guest bookings"),
    trackBooking: z.string().describe('The track-booking page for this order'),
    viewTicket: z.string().nullable().describe('Signed link to the ticket text, when a ticket exists'),
    downloadTicket: z.string().nullable().describe('Signed link to the ticket PDF, when a ticket exists'),
    payKey: OrderKey.nullable().optional().describe("While the booking awaits payment: the key that opens its payment page ('Pay now')"),
    bookAgain: BookAgain,
  })
  .meta({ id: 'Trip' });
export type Trip = z.infer<typeof Trip>;

export const MyTripsResponse = z
  .object({ code: z.literal(200), data: z.object({ trips: z.array(Trip), page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() }) })
  .meta({ id: 'MyTripsResponse' });
export type MyTripsResponse = z.infer<typeof MyTripsResponse>;

export const CancelTripRequest = z
  .object({ orderId: z.string().regex(/^TW\d{10}$/), language: Language.default('en') })
  .meta({ id: 'CancelTripRequest' });
export type CancelTripRequest = z.infer<typeof CancelTripRequest>;

export const CancelTripResponse = z.object({ code: z.literal(200), data: Trip }).meta({ id: 'CancelTripResponse' });
export type CancelTripResponse = z.infer<typeof CancelTripResponse>;

export const PurchaseHistoryRequest = z
  .object({ page: z.number().int().min(0).max(10_000).default(0), language: Language.default('en') })
  .meta({ id: 'PurchaseHistoryRequest' });
export type PurchaseHistoryRequest = z.infer<typeof PurchaseHistoryRequest>;

export const Purchase = z.object({
  orderId: z.string(),
  productType: z.number().int(),
  productName: z.string(),
  amount: z.number().int().describe('MMK paid'),
  method: z.string().describe('card, wallet, shop, cod …'),
  paidAt: z.iso.datetime({ offset: true }),
  status: z.string().describe("The order's status now"),
});
export type Purchase = z.infer<typeof Purchase>;

export const PurchaseHistoryResponse = z
  .object({ code: z.literal(200), data: z.object({ purchases: z.array(Purchase), page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() }) })
  .meta({ id: 'PurchaseHistoryResponse' });
export type PurchaseHistoryResponse = z.infer<typeof PurchaseHistoryResponse>;

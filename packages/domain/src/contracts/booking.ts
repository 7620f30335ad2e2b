import { z } from 'zod';
import { Language } from './common.ts';
import { CabinClass, FlightResultItem } from './flights.ts';
import { CheckoutId, DocumentLinks, Instant, type ItemCommon, Money, OrderId, OrderKey, OrderPlaced, PriceBreakdown } from './order-common.ts';
import { PRODUCT_ORDER_ITEMS } from './products.ts';
import { PAYMENT_FAILURE_REASONS } from '../booking/payment-selection.ts';

/**
 * Flight booking contracts (spec §3, §7; issue 4): verify, confirm, order store, offline store,
 * payment, tickets and track booking. Field names follow the spec's client where it names them.
 * Calls the spec marks as encrypted carry `data`: a hybrid-encrypted envelope (crypto/hybrid.ts)
 * whose plain text is the JSON of the named payload schema (`ConfirmPayload` for /checkout/v2/confirm).
 */

// What every product's order shares, and the items of the products the core began with (flights and
// hotels), are defined where the products' type map (products.ts) can import them without this file;
// they are exported from here too, as before. Other products' items are imported from their own files.
export { CheckoutId, DocumentLinks, Instant, Money, OrderPlaced, PriceBreakdown };
export { FlightOrderItem, OrderDirection, OrderLeg, OrderTraveller } from './flight-order-item.ts';
export { HotelOrderItem } from './hotel-order-item.ts';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');

export const Counts = z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() });

/** One direction of the selection as verified: the offer with fresh seats and fares. */
export const VerifiedDirection = z.object({
  direction: z.enum(['outward', 'return']),
  offer: FlightResultItem.omit({ moreFares: true }),
  /** The adult price (spec §5) the listing showed, and the one verification found. */
  listedAdultPrice: Money,
  adultPrice: Money,
});
export type VerifiedDirection = z.infer<typeof VerifiedDirection>;

export const CheckoutSummary = z.object({
  checkoutId: CheckoutId,
  cacheKey: z.string(),
  tripType: z.union([z.literal(1), z.literal(2)]),
  area: z.enum(['domestic', 'international']),
  counts: Counts,
  cabinClass: CabinClass,
  nationality: z.enum(['local', 'foreign']),
  /** First departure's local date, and the last flight's (travel-date rules for ages and passports). */
  travelDate: IsoDate,
  lastTravelDate: IsoDate,
  directions: z.array(VerifiedDirection).min(1).max(2),
  breakdown: PriceBreakdown,
  offline: z.boolean(),
  expiresAt: Instant.describe('the search session ends: verify again after this'),
  travellers: z.array(z.record(z.string(), z.unknown())).nullable().describe('as confirmed, for a reload'),
  contact: z.record(z.string(), z.unknown()).nullable(),
  orderId: OrderId.nullable().describe('set once the order is placed: the checkout is then spent'),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummary>;

// ---------------------------------------------------------------- verify: /flight/v3/verifyFlight, /api/v1/verifyFlight

export const VerifyFlightRequest = z
  .object({
    cacheKey: z.string().min(1).max(64),
    outward: z.string().min(1).max(200).describe('offerId of the departure flight'),
    return: z.string().min(1).max(200).optional().describe('offerId of the return flight (round trip)'),
    language: Language.default('en'),
  })
  .meta({ id: 'VerifyFlightRequest' });
export type VerifyFlightRequest = z.infer<typeof VerifyFlightRequest>;

export const VerifyFlightResponse = z
  .object({
    code: z.literal(200),
    priceChanged: z.boolean().describe('true when the fare moved since the listing: show the price-change modal'),
    previousTotal: Money,
    data: CheckoutSummary,
  })
  .meta({ id: 'VerifyFlightResponse' });
export type VerifyFlightResponse = z.infer<typeof VerifyFlightResponse>;

export const CheckoutQuery = z.object({ checkoutId: CheckoutId, language: Language.default('en') });
export const CheckoutResponse = z.object({ code: z.literal(200), data: CheckoutSummary }).meta({ id: 'CheckoutResponse' });

// ---------------------------------------------------------------- encrypted envelopes

export const EncryptedRequest = z
  .object({ data: z.string().min(1).max(200_000).describe('hybrid-encrypted JSON (ECDH P-256 + AES-GCM)') })
  .meta({ id: 'EncryptedRequest' });
export type EncryptedRequest = z.infer<typeof EncryptedRequest>;

/** The field errors of a rejected traveller or contact form: `travellers.1.passportExpiry` → 'expires_before_trip'. */
export const FieldErrorsResponse = z
  .object({
    code: z.literal(400),
    errorCode: z.literal('VALIDATION_FAILED'),
    message: z.string(),
    field: z.string().optional(),
    requestId: z.string(),
    fieldErrors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'FieldErrorsResponse' });
export type FieldErrorsResponse = z.infer<typeof FieldErrorsResponse>;

// ---------------------------------------------------------------- confirm: /checkout/v2/confirm

/** Plain text of /checkout/v2/confirm's `data`: the travellers for a verified checkout. */
export const ConfirmPayload = z.object({
  checkoutId: CheckoutId,
  travellers: z.array(z.record(z.string(), z.unknown())).min(1).max(18),
});
export type ConfirmPayload = z.infer<typeof ConfirmPayload>;

export const ConfirmResponse = z.object({ code: z.literal(200), data: CheckoutSummary }).meta({ id: 'ConfirmResponse' });

// ---------------------------------------------------------------- order store: /order/v6/flight/store

/** Plain text of /order/v6/flight/store's `data`: place the order with this contact. */
export const FlightStorePayload = z.object({
  checkoutId: CheckoutId,
  contact: z.record(z.string(), z.unknown()),
  insurance: z.boolean().optional().describe("true: travel insurance for the trip's dates and area, in the same order (spec §3): for the travellers `insured` names, or every traveller"),
  insured: z
    .array(z.uuid())
    .min(1)
    .max(18)
    .refine((uuids) => new Set(uuids).size === uuids.length, { message: 'each traveller once' })
    .optional()
    .describe('with insurance: the travellers to cover, by their uuids (at least one guardian of 18 among them, spec §5)'),
});
export type FlightStorePayload = z.infer<typeof FlightStorePayload>;

export const FlightStoreResponse = z.object({ code: z.literal(200), data: OrderPlaced }).meta({ id: 'FlightStoreResponse' });
export type FlightStoreResponse = z.infer<typeof FlightStoreResponse>;

// ---------------------------------------------------------------- offline: /order/offline/store

export const OfflineStoreRequest = z
  .object({
    cacheKey: z.string().min(1).max(64),
    outward: z.string().min(1).max(200),
    return: z.string().min(1).max(200).optional(),
    contact: z.record(z.string(), z.unknown()),
    note: z.string().max(500).optional(),
    language: Language.default('en'),
  })
  .meta({ id: 'OfflineStoreRequest' });
export type OfflineStoreRequest = z.infer<typeof OfflineStoreRequest>;
export const OfflineRequestPlaced = OrderPlaced.extend({
  emailSent: z.boolean().describe("true when an acknowledgement e-mail to the contact's address left with the request (the worker delivers it)"),
});
export const OfflineStoreResponse = z.object({ code: z.literal(200), data: OfflineRequestPlaced }).meta({ id: 'OfflineStoreResponse' });
export type OfflineStoreResponse = z.infer<typeof OfflineStoreResponse>;

// ---------------------------------------------------------------- order access (payment, thank-you)

export const OrderAccess = z.object({ orderId: OrderId, orderKey: OrderKey });
export type OrderAccess = z.infer<typeof OrderAccess>;

/** What an order sells, one product's item each: the products' own items (products.ts), told apart by `product`. */
export const OrderItem = z.discriminatedUnion('product', PRODUCT_ORDER_ITEMS).meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItem>;
/** What a product module says of its item; the orders feature adds the number and the document every item carries. */
export type OrderItemContent = OrderItem extends infer Item ? (Item extends OrderItem ? Omit<Item, keyof typeof ItemCommon> : never) : never;

export const ThankYouOutcome = z.enum(['completed', 'paid_processing', 'paid_timer_exceeded', 'unpaid', 'unpaid_processing', 'paid_cancelled', 'waitlisted']);
export type ThankYouOutcome = z.infer<typeof ThankYouOutcome>;

export const OrderDetail = z
  .object({
    orderId: OrderId,
    productType: z.number().int(),
    flow: z.enum(['online', 'offline']),
    status: z.string(),
    paymentStatus: z.enum(['none', 'pending', 'paid', 'failed', 'refunded', 'late']),
    outcome: ThankYouOutcome,
    createdAt: Instant,
    holdExpiresAt: Instant.nullable(),
    pnr: z.string().nullable(),
    /** What the order sells, one item per product in it. */
    items: z.array(OrderItem),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    breakdown: PriceBreakdown,
    amount: Money,
    promoCode: z.string().nullable(),
    /** The partner wallet's referral code the order was paid with in a mini-app session (decision 041). */
    referralCode: z.string().nullable().optional(),
    payment: z
      .object({
        method: z.string(),
        status: z.string(),
        amount: Money,
        paymentCode: z.string().nullable(),
        expiresAt: Instant,
        paidAt: Instant.nullable(),
        /** A failed payment's reason (payment-selection.ts PAYMENT_FAILURE_REASONS); null otherwise. */
        failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable().optional(),
      })
      .nullable(),
    /** The first item's document (spec §7): the e-ticket of a flight order, the voucher of a stay. Each item gives its own. */
    ticket: DocumentLinks.nullable(),
    /** True while a confirmed item's document is still being rendered (each item's comes a moment after it is issued). */
    documentsPending: z.boolean().optional(),
    /** Set when the guest cancelled the booking themselves: what the policy gives back, and where to. */
    guestCancellation: z
      .object({ refund: Money, refundTo: z.enum(['wallet', 'payment']).nullable().describe("the member's wallet, or the way the guest paid; null when nothing is refunded") })
      .nullable()
      .optional(),
    /**
     * While the order awaits payment: the key that opens its payment page anywhere (payment-key.ts), for
     * Track booking's and My trips' 'Pay now'. Null once it is paid, ended or cancelled.
     */
    payKey: OrderKey.nullable().optional(),
    /**
     * What was given back, or is on its way, other than by the guest's own cancellation (which
     * `guestCancellation` tells of): an item refunded by our team, a fare's difference, a late or second
     * payment. Oldest first.
     */
    refunds: z
      .array(
        z.object({
          itemNo: z.number().int().nullable().describe('the item it gives back; null for money of no one item'),
          amount: Money,
          to: z.enum(['wallet', 'payment']).describe("the member's wallet, or the way the order was paid"),
          status: z.enum(['queued', 'refunded']).describe('queued until the provider or the wallet has paid it'),
          refundedAt: Instant.nullable(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ code: z.literal(200), data: OrderDetail }).meta({ id: 'OrderDetailResponse' });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

// ---------------------------------------------------------------- track booking: /myaccount/trackbooking

export const TrackBookingRequest = z
  .object({
    bookingId: z.string().trim().min(1).max(20),
    email: z.string().trim().min(3).max(254),
    smsFlag: z.literal(0).default(0),
    channelTypeId: z.literal(3).default(3),
    feature: z.literal('revamp').default('revamp'),
    language: Language.default('en'),
  })
  .meta({ id: 'TrackBookingRequest' });
export type TrackBookingRequest = z.infer<typeof TrackBookingRequest>;

/**
 * Cancelling a tracked booking is two calls (issue 19): POST /myaccount/trackbooking/cancel/code mails a
 * one-time code to the booking's contact e-mail, and POST /myaccount/trackbooking/cancel cancels with it.
 * The id and e-mail alone no longer cancel.
 */
export const TrackBookingCancelRequest = TrackBookingRequest.extend({
  otp: z.string().trim().min(1).max(12).describe('the 6-digit code POST /myaccount/trackbooking/cancel/code sent to the booking\'s contact e-mail; required'),
}).meta({ id: 'TrackBookingCancelRequest' });
export type TrackBookingCancelRequest = z.infer<typeof TrackBookingCancelRequest>;

/** Where the cancellation code went: `sentTo` is the contact e-mail, masked ('a*******@example.com'). */
export const CancelCodeSentResponse = z
  .object({ code: z.literal(200), data: z.object({ sentTo: z.string() }) })
  .meta({ id: 'CancelCodeSentResponse' });
export type CancelCodeSentResponse = z.infer<typeof CancelCodeSentResponse>;

// ---------------------------------------------------------------- NRC townships: GET /nrc/townships

export const NrcTownshipsResponse = z
  .object({ code: z.literal(200), data: z.array(z.object({ code: z.string(), mm: z.string(), en: z.string(), mmName: z.string() })) })
  .meta({ id: 'NrcTownshipsResponse' });
export type NrcTownshipsResponse = z.infer<typeof NrcTownshipsResponse>;

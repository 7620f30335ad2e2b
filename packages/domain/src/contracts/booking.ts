import { z } from 'zod';
import { Language } from './common.ts';
import { CabinClass, FlightResultItem, FlightSourceAlias } from './flights.ts';
import { PAYMENT_FAILURE_REASONS } from '../booking/payment-selection.ts';
import { HEALTH_GENDERS, HEALTH_RELATIONSHIPS } from '../insurance/health-plans.ts';

/**
 * Flight booking contracts (spec §3, §7; issue 4): verify, confirm, order store, offline store,
 * payment, tickets and track booking. Field names follow the spec's client where it names them.
 * Calls the spec marks as encrypted carry `data`: a hybrid-encrypted envelope (crypto/hybrid.ts)
 * whose plain text is the JSON of the named payload schema (`ConfirmPayload` for /checkout/v2/confirm).
 */

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
export const Instant = z.iso.datetime({ offset: true });
const OrderId = z.string().regex(/^TW\d{10}$/, 'an order id such as TW2611220001');
export const CheckoutId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const OrderKey = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/).describe('the secret the order store answered; proves the caller placed the order');
export const Money = z.number().int().describe('MMK, whole kyats');

export const Counts = z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() });

export const PriceBreakdown = z
  .object({
    subTotal: Money,
    airlineTaxes: Money,
    taxes: Money,
    convenienceFees: Money,
    discount: Money,
    promotion: Money,
    insurance: Money,
    total: Money,
    grandTotal: Money,
    currency: z.literal('MMK'),
  })
  .meta({ id: 'PriceBreakdown' });
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

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

export const OrderPlaced = z.object({
  orderId: OrderId,
  orderKey: OrderKey,
  status: z.string(),
  amount: Money,
  holdExpiresAt: Instant.nullable(),
});
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

export const OrderLeg = z.object({
  flightNumber: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  origin: z.string(),
  originCity: z.string(),
  destination: z.string(),
  destinationCity: z.string(),
  departureLocal: z.string().describe('YYYY-MM-DDTHH:mm at the origin'),
  arrivalLocal: z.string(),
  durationMinutes: z.number().int(),
  cabinClass: CabinClass,
});
export const OrderDirection = z.object({ direction: z.enum(['outward', 'return']), source: FlightSourceAlias, legs: z.array(OrderLeg) });
export const OrderTraveller = z.object({
  type: z.enum(['adult', 'child', 'infant']),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ticketNumber: z.string().nullable(),
});
/** Where an item's document (e-ticket, voucher, certificate) is read and downloaded: signed links that expire. */
export const DocumentLinks = z.object({ viewUrl: z.string(), downloadUrl: z.string() }).meta({ id: 'DocumentLinks' });
export type DocumentLinks = z.infer<typeof DocumentLinks>;
/** What every item of an order carries, whatever it sells (decision 024). */
const ItemCommon = {
  itemNo: z.number().int().min(1).describe("the item's number in its order, from 1"),
  document: DocumentLinks.nullable().describe("the item's own document once it is issued; null before"),
};
/**
 * What a flight order sells: its directions with their legs, and its travellers with their ticket
 * numbers once issued. Each product has its own item (design §6a); screens render each item with the
 * product's own summary.
 */
export const FlightOrderItem = z
  .object({ product: z.literal('flight'), ...ItemCommon, directions: z.array(OrderDirection), travellers: z.array(OrderTraveller) })
  .meta({ id: 'FlightOrderItem' });
export type FlightOrderItem = z.infer<typeof FlightOrderItem>;
/** A hotel stay as its guest sees it, names in the language asked for (the voucher's content). */
export const HotelOrderItem = z
  .object({
    product: z.literal('hotel'),
    ...ItemCommon,
    hotelId: z.string(),
    hotelName: z.string(),
    address: z.string(),
    city: z.string(),
    stars: z.number().int(),
    checkIn: z.string().describe('YYYY-MM-DD'),
    checkOut: z.string().describe('YYYY-MM-DD'),
    checkInTime: z.string().describe("the hotel's check-in time, HH:mm"),
    checkOutTime: z.string().describe("the hotel's check-out time, HH:mm"),
    nights: z.number().int(),
    rooms: z.number().int(),
    adult: z.number().int(),
    child: z.number().int(),
    roomName: z.string(),
    rateName: z.string(),
    services: z.array(z.string()),
    guests: z.array(z.object({ firstName: z.string(), lastName: z.string() })).describe('the guest who checks in to each room'),
    estimatedCheckInTime: z.string(),
    specialRequest: z.string().nullable(),
    cancellation: z.object({ refundable: z.boolean(), freeCancellationUntil: z.string().nullable().describe('YYYY-MM-DD, the last day to cancel free of charge') }),
    /** One voucher number per room once the hotel confirmed; empty before. */
    voucherNumbers: z.array(z.string()),
  })
  .meta({ id: 'HotelOrderItem' });
export type HotelOrderItem = z.infer<typeof HotelOrderItem>;
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
export const OrderItem = z.discriminatedUnion('product', [FlightOrderItem, HotelOrderItem, InsuranceOrderItem, HealthOrderItem]).meta({ id: 'OrderItem' });
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

// ---------------------------------------------------------------- NRC townships: GET /nrc/townships

export const NrcTownshipsResponse = z
  .object({ code: z.literal(200), data: z.array(z.object({ code: z.string(), mm: z.string(), en: z.string(), mmName: z.string() })) })
  .meta({ id: 'NrcTownshipsResponse' });
export type NrcTownshipsResponse = z.infer<typeof NrcTownshipsResponse>;

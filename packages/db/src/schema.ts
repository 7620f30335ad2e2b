import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ContactFormValues } from '@thwa/domain/booking/contact';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';
import type { TravellerFormValues } from '@thwa/domain/booking/travellers';
import { LIFE_CYCLE_STATUSES, PAYMENT_STATUSES, type LifeCycleStatus, type PaymentStatus } from '@thwa/domain/orders/life-cycle';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import { INSURANCE_AREAS, type InsuranceArea } from '@thwa/domain/insurance/travel-cover';
import type { PriceLine } from '@thwa/domain/orders/price-lines';
import type { HotelGuests, HotelSelection, HotelStayRequest } from '@thwa/domain/hotels/hotel-trip';
import { BED_TYPES, HOTEL_TYPES, type Amenity, type BedType, type HotelType } from '@thwa/domain/hotels/hotel-codes';
import { HOTEL_PHOTO_KINDS, type HotelPhotoKind } from '@thwa/domain/hotels/hotel-photos';
import { REVIEW_REPORT_REASONS, REVIEW_STATUSES, type ReviewReportReason, type ReviewStatus } from '@thwa/domain/hotels/hotel-reviews';
import { IMAGE_FORMATS, IMAGE_SOURCE_TYPES, type ImageFormat, type ImageSourceType } from '@thwa/domain/media/image-variants';
import { EVENT_ACTORS, type EventActor } from '@thwa/domain/orders/event-actors';
import { EMPLOYEE_GROUPS, type EmployeeGroup } from '@thwa/domain/operations/permissions';
import { AGENT_APPLICATION_STATUSES, type AgentApplicationStatus } from '@thwa/domain/operations/people';
import { AGENT_LINE_KINDS, type AgentLineKind } from '@thwa/domain/operations/agent-account';
import { REFUND_REQUEST_STATUSES, type RefundRequestStatus } from '@thwa/domain/operations/refunds';
import { ALERT_SCOPES, type AlertScope } from '@thwa/domain/operations/business-settings';
import { ALERT_TYPES, type AlertType } from '@thwa/domain/alerts';
import { BANNER_LANDINGS, type BannerLanding } from '@thwa/domain/home/curated';
import type { HotelPolicies, HotelRate } from './hotels/hotel-catalogue.ts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in bytea column). */
const customBytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Countries with their international calling code, for phone pickers and nationality lists. */
export const countries = pgTable(
  'countries',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    phoneCode: varchar('phone_code', { length: 4 }).notNull(),
  },
  (t) => [check('countries_code_upper', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

/**
 * Exchange rates as published over time. The newest row per pair is the current rate; older rows stay
 * so that an order can always be explained by the rate that was in force when it was priced.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    originCurrency: varchar('origin_currency', { length: 3 }).notNull(),
    convertCurrency: varchar('convert_currency', { length: 3 }).notNull(),
    /** Units of convertCurrency for one unit of originCurrency. */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    source: text('source').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_rates_pair_effective').on(t.originCurrency, t.convertCurrency, t.effectiveAt),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);

/**
 * Site announcements (spec §2 home content block "announcement alerts", §3 "Alert: type, title, info",
 * §4 alert types), written by employees in both languages (issue 20 item 4) and shown on the product's
 * landing pages between `starts_at` (inclusive) and `ends_at` (exclusive). Ending one moves `ends_at`.
 */
export const siteAlerts = pgTable(
  'site_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 8 }).$type<AlertType>().notNull(),
    /** 'all', 'flight' or 'hotel': the landing pages that show it. */
    scope: varchar('scope', { length: 8 }).$type<AlertScope>().notNull(),
    titleEn: text('title_en').notNull(),
    titleMy: text('title_my').notNull(),
    infoEn: text('info_en').notNull(),
    infoMy: text('info_my').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_alerts_window').on(t.endsAt, t.startsAt),
    check('site_alerts_type', oneOf(t.type, ALERT_TYPES)),
    check('site_alerts_scope', oneOf(t.scope, ALERT_SCOPES)),
    check('site_alerts_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Editable static pages under /content/{slug}, one row per language. Bodies are Markdown. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: varchar('slug', { length: 80 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.lang] }),
    check('content_pages_lang', sql`${t.lang} in ('en', 'mm')`),
  ],
);

// ------------------------------------------------------------------------------------------ flights

/**
 * Airports the flight network uses (packages/db/src/flight-network.ts), with coordinates and time
 * zone from airport-data-js, and names in both languages for autocomplete and results.
 */
export const airports = pgTable(
  'airports',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    icao: varchar('icao', { length: 4 }),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    cityEn: text('city_en').notNull(),
    cityMy: text('city_my').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    /** The country as flight screens name it ('Myanmar', not the region list's 'Myanmar (Burma)'). */
    countryNameEn: text('country_name_en').notNull(),
    countryNameMy: text('country_name_my').notNull(),
    /** Other names people type (Rangoon, Ngapali, အင်းလေး), space separated, searched but never shown. */
    keywords: text('keywords').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA time zone: departure and arrival times are local to their airport. */
    timeZone: text('time_zone').notNull(),
    /** Position in the fallback list of trending destinations; null when not featured. */
    featuredRank: smallint('featured_rank'),
  },
  (t) => [check('airports_code_iata', sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

/** Airlines, with the colours of the mark we draw for each (no logo is fetched from outside). */
export const airlines = pgTable(
  'airlines',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    color: varchar('color', { length: 7 }).notNull(),
    textColor: varchar('text_color', { length: 7 }).notNull(),
  },
  (t) => [
    check('airlines_code_iata', sql`${t.code} ~ '^[A-Z0-9]{2}$'`),
    check('airlines_colors', sql`${t.color} ~ '^#[0-9A-F]{6}$' and ${t.textColor} ~ '^#[0-9A-F]{6}$'`),
  ],
);

/**
 * A weekly service sold through our inventory: one flight number flying one or more legs
 * (RGN-NYU-MDL-HEH-RGN is one schedule of 4 legs). Dated flights are generated from it.
 */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    flightNumber: varchar('flight_number', { length: 8 }).primaryKey(),
    airlineCode: varchar('airline_code', { length: 2 })
      .notNull()
      .references(() => airlines.code),
    aircraft: varchar('aircraft', { length: 8 }).notNull(),
    /** ISO weekdays (1 Monday ... 7 Sunday) of the first departure. */
    daysOfWeek: smallint('days_of_week').array().notNull(),
    /** Local time of the first departure at the first airport. */
    departureTime: time('departure_time').notNull(),
    /** Bookable only through our team (spec's offline flow). */
    offline: boolean('offline').notNull().default(false),
    economySeats: smallint('economy_seats').notNull(),
    businessSeats: smallint('business_seats').notNull(),
  },
  (t) => [
    check('flight_schedules_days', sql`cardinality(${t.daysOfWeek}) between 1 and 7 and ${t.daysOfWeek} <@ array[1,2,3,4,5,6,7]::smallint[]`),
    check('flight_schedules_seats', sql`${t.economySeats} >= 0 and ${t.businessSeats} >= 0`),
  ],
);

export const flightScheduleLegs = pgTable(
  'flight_schedule_legs',
  {
    flightNumber: varchar('flight_number', { length: 8 })
      .notNull()
      .references(() => flightSchedules.flightNumber),
    legNo: smallint('leg_no').notNull(),
    origin: varchar('origin', { length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: varchar('destination', { length: 3 })
      .notNull()
      .references(() => airports.code),
    /** Minutes after the service's first departure (time-zone free). */
    departureOffsetMinutes: smallint('departure_offset_minutes').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    distanceKm: integer('distance_km').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.legNo] }),
    check('flight_schedule_legs_order', sql`${t.legNo} >= 1 and ${t.departureOffsetMinutes} >= 0 and ${t.durationMinutes} > 0`),
    check('flight_schedule_legs_route', sql`${t.origin} <> ${t.destination}`),
  ],
);

/**
 * Published fares per segment of a schedule (legs fromLeg..toLeg), cabin and nationality, per
 * traveller type. Discounts are per dated flight (flights.discount_pct).
 */
export const flightFares = pgTable(
  'flight_fares',
  {
    flightNumber: varchar('flight_number', { length: 8 })
      .notNull()
      .references(() => flightSchedules.flightNumber),
    fromLeg: smallint('from_leg').notNull(),
    toLeg: smallint('to_leg').notNull(),
    origin: varchar('origin', { length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: varchar('destination', { length: 3 })
      .notNull()
      .references(() => airports.code),
    cabinClass: varchar('cabin_class', { length: 8 }).notNull(),
    nationality: varchar('nationality', { length: 7 }).notNull(),
    distanceKm: integer('distance_km').notNull(),
    adultBase: integer('adult_base').notNull(),
    adultTax: integer('adult_tax').notNull(),
    childBase: integer('child_base').notNull(),
    childTax: integer('child_tax').notNull(),
    infantBase: integer('infant_base').notNull(),
    infantTax: integer('infant_tax').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.fromLeg, t.toLeg, t.cabinClass, t.nationality] }),
    foreignKey({ name: 'flight_fares_from_leg', columns: [t.flightNumber, t.fromLeg], foreignColumns: [flightScheduleLegs.flightNumber, flightScheduleLegs.legNo] }),
    foreignKey({ name: 'flight_fares_to_leg', columns: [t.flightNumber, t.toLeg], foreignColumns: [flightScheduleLegs.flightNumber, flightScheduleLegs.legNo] }),
    index('flight_fares_origin').on(t.origin, t.nationality, t.cabinClass),
    index('flight_fares_destination').on(t.destination, t.nationality, t.cabinClass),
    check('flight_fares_cabin', sql`${t.cabinClass} in ('economy', 'business')`),
    check('flight_fares_nationality', sql`${t.nationality} in ('local', 'foreign')`),
    check('flight_fares_legs', sql`${t.fromLeg} >= 1 and ${t.toLeg} >= ${t.fromLeg}`),
    check(
      'flight_fares_amounts',
      sql`${t.adultBase} > 0 and ${t.childBase} >= 0 and ${t.infantBase} >= 0 and ${t.adultTax} >= 0 and ${t.childTax} >= 0 and ${t.infantTax} >= 0`,
    ),
  ],
);

/** A schedule on one date (its first departure's local date); generated for the next 365 days. */
export const flights = pgTable(
  'flights',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    flightNumber: varchar('flight_number', { length: 8 })
      .notNull()
      .references(() => flightSchedules.flightNumber),
    serviceDate: date('service_date').notNull(),
    /** The airline's promotion on this date, off adult and child bases. */
    discountPct: smallint('discount_pct').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('flights_number_date').on(t.flightNumber, t.serviceDate),
    index('flights_service_date').on(t.serviceDate),
    check('flights_discount', sql`${t.discountPct} between 0 and 90`),
  ],
);

/**
 * Seats per dated flight, leg and cabin. A passenger's segment needs a seat on every leg it flies;
 * counts only ever change through conditional updates, so they never go below zero.
 */
export const flightSeats = pgTable(
  'flight_seats',
  {
    flightId: bigint('flight_id', { mode: 'number' })
      .notNull()
      .references(() => flights.id),
    legNo: smallint('leg_no').notNull(),
    cabinClass: varchar('cabin_class', { length: 8 }).notNull(),
    capacity: smallint('capacity').notNull(),
    available: smallint('available').notNull(),
    /** When seats run out, requests are still taken on a waitlist (status HL). */
    waitlistOpen: boolean('waitlist_open').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.legNo, t.cabinClass] }),
    check('flight_seats_cabin', sql`${t.cabinClass} in ('economy', 'business')`),
    check('flight_seats_available', sql`${t.available} between 0 and ${t.capacity}`),
  ],
);

/**
 * One search's offers, kept for 20 minutes under an unguessable key: the booking steps verify the
 * offer the customer picked against it. `requestKey` lets an identical search reuse fresh results.
 */
export const flightSearchSessions = pgTable(
  'flight_search_sessions',
  {
    cacheKey: varchar('cache_key', { length: 64 }).primaryKey(),
    requestKey: text('request_key').notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    /** True when every source answered; partial results are reused for a shorter while. */
    complete: boolean('complete').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flight_search_sessions_request').on(t.requestKey, t.createdAt), index('flight_search_sessions_expires').on(t.expiresAt)],
);

/** Searches and bookings per route and Yangon day, for trending destinations. */
export const flightRouteCounts = pgTable(
  'flight_route_counts',
  {
    day: date('day').notNull(),
    origin: varchar('origin', { length: 3 }).notNull(),
    destination: varchar('destination', { length: 3 }).notNull(),
    searches: integer('searches').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.origin, t.destination] }), index('flight_route_counts_origin_day').on(t.origin, t.day)],
);

// ------------------------------------------------------------------ hotel city counts (decision 039)

/**
 * Hotel listing searches and completed stays per city (a hotel source's place id) and Yangon day, for
 * the popular hotel destinations and hotel trending (decision 039). Added in batches by the hotels'
 * city counter (one statement every few seconds), as flight_route_counts is by route.
 */
export const hotelCityCounts = pgTable(
  'hotel_city_counts',
  {
    day: date('day').notNull(),
    placeId: integer('place_id').notNull(),
    searches: integer('searches').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.placeId] }), index('hotel_city_counts_day').on(t.day)],
);

// ------------------------------------------------------------------------------------------ booking

/**
 * The hybrid-encryption key pairs (ECDH P-256) the api publishes for the spec's encrypted payloads.
 * Kept in PostgreSQL so every node decrypts what any node's published key encrypted; the newest is current.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  kid: varchar('kid', { length: 32 }).primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A verified selection on its way to becoming an order: the offers as re-priced at verification, then
 * the travellers and contact as the customer fills them in. Keyed by an unguessable id, so a reload
 * or a second tab continues where the customer was; it lives as long as its search session.
 */
export const flightCheckouts = pgTable(
  'flight_checkouts',
  {
    checkoutId: varchar('checkout_id', { length: 64 }).primaryKey(),
    cacheKey: varchar('cache_key', { length: 64 }).notNull(),
    /** The search as asked (counts, cabin, nationality, language). */
    request: jsonb('request').notNull(),
    /** The offers per direction as verified: legs, fares, source, seats. */
    selection: jsonb('selection').notNull(),
    breakdown: jsonb('breakdown').notNull(),
    travellers: jsonb('travellers'),
    contact: jsonb('contact'),
    offline: boolean('offline').notNull().default(false),
    orderId: varchar('order_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flight_checkouts_expires').on(t.expiresAt)],
);

/** A CHECK that `column` holds one of `values`, written from the list the domain keeps. */
function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** Payment attempts: pending → paid | failed | expired; paid → refunded. */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * Orders of every product; flights first. Every status change is one transaction with its
 * order_events row, decided by the life cycle of packages/domain/src/orders/life-cycle.ts, whose two
 * lists of statuses the CHECK constraints hold.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: varchar('order_id', { length: 20 }).primaryKey(),
    /** Spec §3 product type id of what the order was placed for: its first item's (flight 2, hotel 1). */
    productType: smallint('product_type').notNull(),
    /** 'online' (hold, pay, issue) or 'offline' (a request our team books by hand). */
    flow: varchar('flow', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).$type<LifeCycleStatus>().notNull(),
    paymentStatus: varchar('payment_status', { length: 12 }).$type<PaymentStatus>().notNull().default('none'),
    language: varchar('language', { length: 2 }).notNull(),
    /** sha256 of the guest's order key: the payment and thank-you steps prove they placed the order. */
    accessKeyHash: varchar('access_key_hash', { length: 64 }).notNull(),
    contactEmail: text('contact_email').notNull(),
    contact: jsonb('contact').$type<ContactFormValues>().notNull(),
    travellers: jsonb('travellers').$type<TravellerFormValues[]>().notNull(),
    breakdown: jsonb('breakdown').$type<PriceBreakdown>().notNull(),
    /** What the customer pays, in MMK: its items' amounts after any promotion. */
    amount: integer('amount').notNull(),
    promoCode: varchar('promo_code', { length: 32 }),
    promoDiscount: integer('promo_discount').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentMethod: varchar('payment_method', { length: 20 }),
    checkoutId: varchar('checkout_id', { length: 64 }),
    userId: varchar('user_id', { length: 40 }),
    /**
     * The partner wallet's referral code (spec §2/§3 deep link, decision 041): recorded when a payment
     * starts in a mini-app session that came with one; null otherwise.
     */
    referralCode: varchar('referral_code', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the console's search finds an order by besides its columns (issue 20): the names of the people
     * in it (its travellers, and the people any item's trip names) and their NRC numbers, lower-cased.
     * Written by the database itself (migration 0020's triggers) when an order or an item is written, so
     * no product and no store path can forget it; a trigram index answers a name among 1,000,000 orders.
     */
    searchText: text('search_text'),
  },
  (t) => [
    index('orders_contact_email').on(t.contactEmail),
    index('orders_user').on(t.userId, t.createdAt),
    // The console's search (issue 20): newest first, by status, by phone, by a name or an NRC.
    index('orders_created').on(t.createdAt, t.orderId),
    index('orders_status_created').on(t.status, t.createdAt, t.orderId),
    index('orders_contact_phone').on(sql`(${t.contact}->>'phoneNumber')`),
    index('orders_search_text').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_hold_expires').on(t.holdExpiresAt),
    unique('orders_checkout').on(t.checkoutId),
    check('orders_amount', sql`${t.amount} >= 0 and ${t.promoDiscount} >= 0`),
    check('orders_status', oneOf(t.status, LIFE_CYCLE_STATUSES)),
    check('orders_payment_status', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
  ],
);

/**
 * What an order sells, one row per item (design §6a, decision 024): a flight, a stay, an insurance
 * added to a flight (its parent item). Each item has its product's trip, its amount, the units it
 * holds, its own status in the order life cycle, its supplier's reference and its document numbers;
 * the order's status follows from its items' (packages/domain/src/orders/order-status-of-items.ts).
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    /** 1, 2, … in the order the items were placed. */
    itemNo: smallint('item_no').notNull(),
    /** The item this one is added to (an insurance's flight); null for an item sold on its own. */
    parentItemNo: smallint('parent_item_no'),
    /** Spec §3 product type id: hotel 1, flight 2, travel insurance 11 … */
    productType: smallint('product_type').notNull(),
    /** What was sold, as its product module wrote it (a flight's directions, legs, fares and sources). */
    trip: jsonb('trip').$type<OrderTrip>().notNull(),
    /** What the item costs, in MMK, before an order-wide promotion: its price lines added up. */
    amount: integer('amount').notNull(),
    /** Its price lines (fares, taxes, fees, discount, premium), as its product gave them; the order's breakdown is a view over them (price-lines.ts). */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    /** What the item holds in its product's unit (seats, rooms), counted against a client's hold limits. */
    heldUnits: smallint('held_units').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<LifeCycleStatus>().notNull(),
    /** The supplier's reference once it confirmed or waitlisted (a PNR, a hotel's confirmation), as it gave it. */
    supplierReference: text('supplier_reference'),
    /** One per traveller or room: ticket numbers, voucher numbers, policy numbers. */
    documentNumbers: jsonb('document_numbers').$type<string[]>().notNull().default([]),
    /** When its supplier confirmed it (the ticket issued, the policy issued); what a policy's cancellation window counts from. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.itemNo] }),
    foreignKey({ columns: [t.orderId, t.parentItemNo], foreignColumns: [t.orderId, t.itemNo], name: 'order_items_parent' }),
    check('order_items_item_no', sql`${t.itemNo} > 0 and (${t.parentItemNo} is null or ${t.parentItemNo} < ${t.itemNo})`),
    check('order_items_amount', sql`${t.amount} >= 0 and ${t.heldUnits} >= 0`),
    check('order_items_status', oneOf(t.status, LIFE_CYCLE_STATUSES)),
  ],
);

/** The history of an order: one row per status change or notable step, written in the same transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    type: varchar('type', { length: 40 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }),
    data: jsonb('data'),
    /** Who or what caused it (design §6a): a customer, an employee, a partner's answer, the worker's jobs. */
    actor: varchar('actor', { length: 10 }).$type<EventActor>().notNull().default('system'),
    /** The employee's (or customer's account's) user id, when a person caused it. */
    actorId: varchar('actor_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id), check('order_events_actor', oneOf(t.actor, EVENT_ACTORS))],
);

/**
 * Seats an order holds or bought in our own inventory, per dated flight, leg and cabin. Taken from
 * flight_seats by a conditional update in the order transaction, given back when the hold ends.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    flightId: bigint('flight_id', { mode: 'number' })
      .notNull()
      .references(() => flights.id),
    legNo: smallint('leg_no').notNull(),
    cabinClass: varchar('cabin_class', { length: 8 }).notNull(),
    seats: smallint('seats').notNull(),
    /** 'held' until paid and issued ('sold') or given back ('released'). */
    status: varchar('status', { length: 10 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.flightId, t.legNo, t.cabinClass] }),
    check('seat_holds_seats', sql`${t.seats} > 0`),
    check('seat_holds_status', sql`${t.status} in ('held', 'sold', 'released')`),
  ],
);

/**
 * Hotels we sell from our own inventory (hotels/hotel-catalogue.ts generates them; the seed loads
 * them). Destinations and their townships are code (hotels/destinations.ts): `destination_id` and
 * `township_slug` point into it.
 */
export const hotels = pgTable(
  'hotels',
  {
    hotelId: varchar('hotel_id', { length: 12 }).primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    destinationId: smallint('destination_id').notNull(),
    townshipSlug: varchar('township_slug', { length: 60 }).notNull(),
    type: varchar('type', { length: 20 }).$type<HotelType>().notNull(),
    stars: smallint('stars').notNull(),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionMy: text('description_my').notNull(),
    addressEn: text('address_en').notNull(),
    addressMy: text('address_my').notNull(),
    amenities: text('amenities').array().$type<Amenity[]>().notNull(),
    policies: jsonb('policies').$type<HotelPolicies>().notNull(),
    /** Where it stands (WGS 84 degrees), for distances to the place's landmarks and its map; set by the seed from the catalogue, null only in a database seeded before issue 19. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The front desk's phone, as the voucher gives it (+95 …). */
    phone: varchar('phone', { length: 20 }),
  },
  (t) => [
    unique('hotels_slug').on(t.slug),
    index('hotels_destination').on(t.destinationId, t.stars),
    check('hotels_type', oneOf(t.type, HOTEL_TYPES)),
    check('hotels_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** A kind of room in a hotel, its occupancy and its rates (prices per night move with hotels/hotel-calendar.ts). */
export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    roomTypeId: varchar('room_type_id', { length: 20 }).primaryKey(),
    hotelId: varchar('hotel_id', { length: 12 })
      .notNull()
      .references(() => hotels.hotelId),
    code: varchar('code', { length: 30 }).notNull(),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    bedType: varchar('bed_type', { length: 10 }).$type<BedType>().notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull(),
    /** Rooms of this type in the hotel: no night ever sells more. */
    roomCount: smallint('room_count').notNull(),
    rates: jsonb('rates').$type<HotelRate[]>().notNull(),
  },
  (t) => [
    index('hotel_room_types_hotel').on(t.hotelId),
    check('hotel_room_types_bed', oneOf(t.bedType, BED_TYPES)),
    check('hotel_room_types_occupancy', sql`${t.maxAdults} >= 1 and ${t.maxChildren} >= 0 and ${t.roomCount} >= 1`),
  ],
);

/**
 * The rooms of a type sold on one night. A row appears the first time a night is held, with the
 * capacity the hotel's calendar gives it (hotels/hotel-calendar.ts); from then on only conditional
 * updates under the row's lock change `taken`, which the CHECK keeps between 0 and the capacity.
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomTypeId: varchar('room_type_id', { length: 20 })
      .notNull()
      .references(() => hotelRoomTypes.roomTypeId),
    night: date('night').notNull(),
    capacity: smallint('capacity').notNull(),
    taken: smallint('taken').notNull().default(0),
    /**
     * The night's room-only price for local guests (MMK) an employee set in the console (issue 20 item 4);
     * null sells the calendar's. The room type's other rates and foreigners' prices follow it in
     * proportion (hotel-calendar repricedNight).
     */
    rate: integer('rate'),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('hotel_room_nights_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
    check('hotel_room_nights_rate', sql`${t.rate} is null or ${t.rate} > 0`),
  ],
);

/** Rooms an order holds or bought, per room type and night. */
export const roomHolds = pgTable(
  'room_holds',
  {
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    roomTypeId: varchar('room_type_id', { length: 20 }).notNull(),
    night: date('night').notNull(),
    rooms: smallint('rooms').notNull(),
    /** 'held' until paid and confirmed ('sold') or given back ('released'). */
    status: varchar('status', { length: 10 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.roomTypeId, t.night] }),
    foreignKey({ columns: [t.roomTypeId, t.night], foreignColumns: [hotelRoomNights.roomTypeId, hotelRoomNights.night] }),
    check('room_holds_rooms', sql`${t.rooms} > 0`),
    check('room_holds_status', sql`${t.status} in ('held', 'sold', 'released')`),
  ],
);

/**
 * A hotel stay between its re-pricing (POST /hotel/v4/checkReservation) and its order: the stay asked,
 * the room and rate as priced then, and the guests once given (POST /hotel/v2/order). The order is
 * placed from this row and only once (`order_id`), so a reload or a second tab cannot book it twice.
 */
export const hotelCheckouts = pgTable(
  'hotel_checkouts',
  {
    checkoutId: varchar('checkout_id', { length: 64 }).primaryKey(),
    request: jsonb('request').$type<HotelStayRequest>().notNull(),
    selection: jsonb('selection').$type<HotelSelection>().notNull(),
    breakdown: jsonb('breakdown').$type<PriceBreakdown>().notNull(),
    guests: jsonb('guests').$type<HotelGuests>(),
    orderId: varchar('order_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_checkouts_expires').on(t.expiresAt)],
);

/**
 * A picture of ours, as uploaded or generated, kept as given (its source); the sizes and formats
 * pages show are derived from it by the image pipeline (apps/api/src/features/media) and kept in
 * image_variants. The id is the source's content hash, so the same picture is stored once and its
 * addresses never change (served as immutable).
 */
export const images = pgTable(
  'images',
  {
    imageId: varchar('image_id', { length: 40 }).primaryKey(),
    mediaType: varchar('media_type', { length: 20 }).$type<ImageSourceType>().notNull(),
    /** Its own size in pixels (an SVG's from its viewBox): pages reserve the box from it, so nothing shifts as it loads. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    source: customBytea('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('images_media_type', oneOf(t.mediaType, IMAGE_SOURCE_TYPES)), check('images_size', sql`${t.width} > 0 and ${t.height} > 0`)],
);

/** One size and format of an image, encoded the first time it is asked for and kept. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: varchar('image_id', { length: 40 })
      .notNull()
      .references(() => images.imageId, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    format: varchar('format', { length: 4 }).$type<ImageFormat>().notNull(),
    bytes: customBytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] }), check('image_variants_format', oneOf(t.format, IMAGE_FORMATS))],
);

/** A hotel's pictures in the order they are shown; a room type's carry its code. */
export const hotelPhotos = pgTable(
  'hotel_photos',
  {
    hotelId: varchar('hotel_id', { length: 12 })
      .notNull()
      .references(() => hotels.hotelId),
    position: smallint('position').notNull(),
    /** The room type's code (hotel_room_types.code) for its room and bathroom; null for the hotel's own. */
    roomCode: varchar('room_code', { length: 30 }),
    kind: varchar('kind', { length: 12 }).$type<HotelPhotoKind>().notNull(),
    imageId: varchar('image_id', { length: 40 })
      .notNull()
      .references(() => images.imageId),
    captionEn: text('caption_en').notNull(),
    captionMy: text('caption_my').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.position] }), check('hotel_photos_kind', oneOf(t.kind, HOTEL_PHOTO_KINDS))],
);

/**
 * A guest's review of a stay: one per order, written after check-out by the guest who booked it
 * (verified: only an invitation's key opens the form). Hidden by an employee, it stays for the record.
 */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    reviewId: uuid('review_id').primaryKey().defaultRandom(),
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .unique()
      .references(() => orders.orderId),
    hotelId: varchar('hotel_id', { length: 12 })
      .notNull()
      .references(() => hotels.hotelId),
    score: smallint('score').notNull(),
    body: text('body').notNull(),
    /** The language it was written in ('en' or 'my'), shown as written. */
    language: varchar('language', { length: 2 }).notNull(),
    /** How it is signed: the lead guest's first name and initial ('Aye C.'). */
    reviewerName: text('reviewer_name').notNull(),
    /** The first night of the stay, shown as its month. */
    stayedFrom: date('stayed_from').notNull(),
    status: varchar('status', { length: 10 }).$type<ReviewStatus>().notNull().default('published'),
    hiddenBy: varchar('hidden_by', { length: 40 }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_reviews_hotel').on(t.hotelId, t.status, t.createdAt),
    check('hotel_reviews_score', sql`${t.score} between 1 and 10`),
    check('hotel_reviews_status', oneOf(t.status, REVIEW_STATUSES)),
    check('hotel_reviews_language', sql`${t.language} in ('en', 'my')`),
  ],
);

/** A reader's report of a review; one per reader (a member, or a visitor's address) and review. */
export const hotelReviewReports = pgTable(
  'hotel_review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => hotelReviews.reviewId),
    /** Who reported it: a member's user id, or a hash of a visitor's address. */
    reporterKey: varchar('reporter_key', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 16 }).$type<ReviewReportReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an employee kept the review and dismissed this report (the console's reported list leaves it out); kept for the record. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterKey] }), check('hotel_review_reports_reason', oneOf(t.reason, REVIEW_REPORT_REASONS))],
);

/**
 * Every change an employee made to what we sell (issue 20 item 4): seats on sale of a dated flight's
 * leg and cabin, a dated flight's discount, a flight number's fares of a cabin, a room type's allotment or rate on a night. One row per thing
 * changed, written in the transaction of the change (beside its audit entry), never changed after.
 */
export const inventoryEvents = pgTable(
  'inventory_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'flight.seats', 'flight.discount', 'flight.fare', 'hotel.allotment' or 'hotel.rate'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The dated flight's id, the flight number (fares), or the room type's id. */
    subjectId: varchar('subject_id', { length: 20 }).notNull(),
    /** Which part of it: '1 economy' (leg and cabin), '' (the flight), the cabin (fares), or the night ('2026-12-01'). */
    part: varchar('part', { length: 20 }).notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    actorId: varchar('actor_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_events_subject').on(t.kind, t.subjectId, t.id),
    check('inventory_events_kind', sql`${t.kind} in ('flight.seats', 'flight.discount', 'flight.fare', 'hotel.allotment', 'hotel.rate')`),
  ],
);

/**
 * A sandbox partner's own bookings (S2, S3): the partner's side of a hold, with its reference, kept
 * apart from our inventory as a real partner's system would be.
 */
export const partnerBookings = pgTable('partner_bookings', {
  partnerRef: varchar('partner_ref', { length: 24 }).primaryKey(),
  source: varchar('source', { length: 4 }).notNull(),
  orderId: varchar('order_id', { length: 20 }).notNull(),
  offerId: text('offer_id').notNull(),
  seats: smallint('seats').notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  pnr: varchar('pnr', { length: 12 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency-Key answers (design §6): the first answer to a key is stored with a hash of its request;
 * the same key and body get that answer again, the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/** A payment attempt on an order through one provider. */
export const payments = pgTable(
  'payments',
  {
    paymentId: varchar('payment_id', { length: 32 }).primaryKey(),
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    provider: varchar('provider', { length: 20 }).notNull(),
    categoryId: smallint('category_id').notNull(),
    subCategoryId: smallint('sub_category_id').notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('MMK'),
    status: varchar('status', { length: 10 }).$type<PaymentAttemptStatus>().notNull(),
    /** The provider's reference for this payment (its session, QR or shop code). */
    providerRef: varchar('provider_ref', { length: 64 }).notNull(),
    paymentCode: varchar('payment_code', { length: 16 }),
    details: jsonb('details'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * When reconciliation next asks the provider about this payment (decision 016): set when a partner
     * payment starts, kept while it is pending (or expired on our side), null once its outcome is known.
     */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_provider_ref').on(t.provider, t.providerRef),
    unique('payments_payment_code').on(t.paymentCode),
    index('payments_order').on(t.orderId),
    index('payments_reconcile_after').on(t.reconcileAfter).where(sql`${t.reconcileAfter} is not null`),
    check('payments_amount', sql`${t.amount} >= 0`),
    check('payments_status', oneOf(t.status, PAYMENT_ATTEMPT_STATUSES)),
  ],
);

/**
 * Why money goes back: the order could not be fulfilled (`not_fulfilled`), a payment arrived after the
 * hold ended (`late`) or after another one paid (`duplicate`), or the customer cancelled as the
 * product's policy allows (`cancelled`).
 */
export const REFUND_REASONS = ['not_fulfilled', 'late', 'duplicate', 'cancelled', 'employee'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Where a refund goes: back to the payment's provider (an agent's credit for a booking paid on it), or into the wallet of the order's member. */
export const REFUND_DESTINATIONS = ['provider', 'wallet'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * Money given back, one row per refund: of which payment, how much (MMK, never more than the payment
 * left unrefunded), why, and where to (design §6a). Queued in the transaction that decides it, with
 * its job; `request_key` makes the decision once (a second cancellation, a job run twice finds it);
 * the provider or the wallet is asked with the row's id, so a retried refund pays out once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    paymentId: varchar('payment_id', { length: 32 })
      .notNull()
      .references(() => payments.paymentId),
    /** The item it gives back; null for money that belongs to no one item (a late or duplicate payment, a whole order). */
    itemNo: smallint('item_no'),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 16 }).$type<RefundReason>().notNull(),
    destination: varchar('destination', { length: 8 }).$type<RefundDestination>().notNull(),
    /** 'queued' until the provider or the wallet has paid it back, then 'refunded'. */
    status: varchar('status', { length: 8 }).$type<'queued' | 'refunded'>().notNull().default('queued'),
    /** What decided it, once: `<order>:cancelled`, `<order>:not_fulfilled`, `<payment>:late` … */
    requestKey: varchar('request_key', { length: 80 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The employee who decided it ('employee' refunds, issue 20): its payout's order event is theirs. */
    decidedBy: varchar('decided_by', { length: 20 }),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    foreignKey({ columns: [t.orderId, t.itemNo], foreignColumns: [orderItems.orderId, orderItems.itemNo], name: 'refunds_item' }),
    index('refunds_payment').on(t.paymentId),
    check('refunds_amount', sql`${t.amount} > 0`),
    check('refunds_reason', oneOf(t.reason, REFUND_REASONS)),
    check('refunds_destination', oneOf(t.destination, REFUND_DESTINATIONS)),
    check('refunds_status', sql`${t.status} in ('queued', 'refunded')`),
  ],
);

/**
 * A refund an employee asked for, per item (issue 20 item 2): one at or below the approval threshold is
 * sent at once; a larger one stays 'requested' until a second employee (never the one who asked)
 * grants it. Sent, it points at the refunds row that pays it out, once. `request_key` is the form's
 * click: a double click finds the first request.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    itemNo: smallint('item_no').notNull(),
    amount: integer('amount').notNull(),
    destination: varchar('destination', { length: 8 }).$type<RefundDestination>().notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 10 }).$type<RefundRequestStatus>().notNull(),
    requestedBy: varchar('requested_by', { length: 20 })
      .notNull()
      .references(() => users.userId),
    /** Null for a refund at or below the threshold, sent without a second employee. */
    grantedBy: varchar('granted_by', { length: 20 }).references(() => users.userId),
    refundId: bigint('refund_id', { mode: 'number' })
      .unique()
      .references(() => refunds.id),
    requestKey: varchar('request_key', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
  },
  (t) => [
    index('refund_requests_order').on(t.orderId),
    // The approvals list reads the waiting ones, oldest first.
    index('refund_requests_waiting').on(t.createdAt).where(sql`${t.status} = 'requested'`),
    foreignKey({ columns: [t.orderId, t.itemNo], foreignColumns: [orderItems.orderId, orderItems.itemNo], name: 'refund_requests_item' }),
    check('refund_requests_amount', sql`${t.amount} > 0`),
    check('refund_requests_status', oneOf(t.status, REFUND_REQUEST_STATUSES)),
    check('refund_requests_destination', oneOf(t.destination, REFUND_DESTINATIONS)),
    // Four eyes, even by hand: the one who asked never grants.
    check('refund_requests_four_eyes', sql`${t.grantedBy} is null or ${t.grantedBy} <> ${t.requestedBy}`),
    check('refund_requests_sent', sql`(${t.status} = 'sent') = (${t.refundId} is not null)`),
  ],
);

/** Provider callbacks already taken, by their nonce: a replayed callback changes nothing. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  provider: varchar('provider', { length: 20 }).notNull(),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  paymentId: varchar('payment_id', { length: 32 }).notNull(),
  status: varchar('status', { length: 10 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.nonce] })]);

/** Promotions customers enter as promo codes. */
export const promotions = pgTable(
  'promotions',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Percent (1..100) or a fixed MMK amount. */
    value: integer('value').notNull(),
    minAmount: integer('min_amount').notNull().default(0),
    maxDiscount: integer('max_discount'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    /** How many orders one customer may use it on (decision 027: an account, else a contact email); null for no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    /** Spec §3 product type ids whose items it comes off (flight 2, hotel 1); null or empty for every product. */
    productTypes: smallint('product_types').array(),
    active: boolean('active').notNull().default(true),
    descriptionEn: text('description_en').notNull(),
    descriptionMy: text('description_my').notNull(),
  },
  (t) => [
    check('promotions_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('promotions_used', sql`${t.used} >= 0 and (${t.usageLimit} is null or ${t.used} <= ${t.usageLimit})`),
    check('promotions_per_customer_limit', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`),
  ],
);

/**
 * Each use of a promotion (decision 027): the order that took it and its customer, so a per-customer
 * limit counts exact rows, and giving the use back (hold ended, order cancelled) deletes its row once.
 * `promotions.used` counts the same rows, kept in the promotion's row for the total limit.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    code: varchar('code', { length: 32 })
      .notNull()
      .references(() => promotions.code),
    /** 'user:<user id>' for a signed-in order, else 'email:<contact email, lowercased>'. */
    customer: text('customer').notNull(),
    orderId: varchar('order_id', { length: 20 })
      .notNull()
      .references(() => orders.orderId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.orderId] }), index('promotion_uses_customer').on(t.code, t.customer)],
);

/**
 * Issued documents, one per completed item (decision 024): a flight's e-ticket, a stay's voucher, an
 * insurance's certificate, rendered once when the item is confirmed and served on every download.
 */
export const tickets = pgTable(
  'tickets',
  {
    orderId: varchar('order_id', { length: 20 }).notNull(),
    itemNo: smallint('item_no').notNull(),
    text: text('text').notNull(),
    pdf: customBytea('pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.itemNo] }),
    foreignKey({ columns: [t.orderId, t.itemNo], foreignColumns: [orderItems.orderId, orderItems.itemNo], name: 'tickets_item' }),
  ],
);

/**
 * A coach service of the bus network (domain bus/bus-network.ts) on one date, with the fare of a seat
 * that day for locals (season included; foreigners' follows, bus-fares.ts). Generated for the next
 * BUS_BOOKING_HORIZON_DAYS days (seed-buses.ts). `counter_women` and `counter_men` are the seats the
 * operator sold at its own counters, by the passenger's gender, which our map shows as sold.
 */
export const busDepartures = pgTable(
  'bus_departures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serviceCode: varchar('service_code', { length: 24 }).notNull(),
    serviceDate: date('service_date').notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    localFare: integer('local_fare').notNull(),
    capacity: smallint('capacity').notNull(),
    counterWomen: varchar('counter_women', { length: 3 }).array().notNull().default(sql`'{}'`),
    counterMen: varchar('counter_men', { length: 3 }).array().notNull().default(sql`'{}'`),
  },
  (t) => [
    unique('bus_departures_service_date').on(t.serviceCode, t.serviceDate),
    index('bus_departures_date').on(t.serviceDate),
    check('bus_departures_fare', sql`${t.localFare} > 0`),
    check('bus_departures_capacity', sql`${t.capacity} > 0 and cardinality(${t.counterWomen}) + cardinality(${t.counterMen}) <= ${t.capacity}`),
  ],
);

/**
 * The seats of a departure taken through us: one row per seat, so a seat is sold at most once by the
 * primary key itself. A checkout holds its chosen seats until `held_until`; its order then holds them
 * (`order_id`, no end of its own: the order's hold expiry releases them) and they are 'sold' once
 * paid and confirmed. A checkout's row past `held_until` without an order is free again; rows are
 * written only under the departure's row lock (apps/api features/bus/bus.repository.ts), where the seat rule is read.
 */
export const busSeats = pgTable(
  'bus_seats',
  {
    departureId: bigint('departure_id', { mode: 'number' })
      .notNull()
      .references(() => busDepartures.id),
    seatNo: varchar('seat_no', { length: 3 }).notNull(),
    checkoutId: varchar('checkout_id', { length: 64 }).notNull(),
    orderId: varchar('order_id', { length: 20 }).references(() => orders.orderId),
    gender: varchar('gender', { length: 6 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.seatNo] }),
    index('bus_seats_order').on(t.orderId),
    index('bus_seats_checkout').on(t.checkoutId),
    check('bus_seats_gender', sql`${t.gender} in ('male', 'female')`),
    check('bus_seats_status', sql`${t.status} in ('held', 'sold')`),
    check('bus_seats_hold', sql`(${t.orderId} is null) = (${t.heldUntil} is not null) and (${t.status} = 'held' or ${t.orderId} is not null)`),
  ],
);

/**
 * Seats chosen on a departure's map and held (POST /bus/v1/hold), until their order is placed from it
 * (`order_id`, once) or the hold ends: the seats with each passenger's gender, the boarding and dropping
 * points, the fare chosen and the amount shown.
 */
export const busCheckouts = pgTable(
  'bus_checkouts',
  {
    checkoutId: varchar('checkout_id', { length: 64 }).primaryKey(),
    departureId: bigint('departure_id', { mode: 'number' })
      .notNull()
      .references(() => busDepartures.id),
    seats: jsonb('seats').$type<{ seatNo: string; gender: 'male' | 'female' }[]>().notNull(),
    boardingPointId: varchar('boarding_point_id', { length: 12 }).notNull(),
    droppingPointId: varchar('dropping_point_id', { length: 12 }).notNull(),
    nationality: varchar('nationality', { length: 7 }).notNull(),
    amount: integer('amount').notNull(),
    /** The client address that chose the seats, for its share of one coach; null for an agent's. */
    heldBy: varchar('held_by', { length: 64 }),
    orderId: varchar('order_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bus_checkouts_expires').on(t.expiresAt), check('bus_checkouts_nationality', sql`${t.nationality} in ('local', 'foreign')`)],
);

/**
 * Travel insurance premiums (issue 18): what one insured person pays, in MMK, by area, age band and
 * coverage-day bucket (travel-cover.ts INSURANCE_AGE_BANDS, COVERAGE_DAY_BUCKETS), as the insurer
 * publishes them. A row is keyed by the first age and the first day of its band and bucket.
 */
export const insurancePremiums = pgTable(
  'insurance_premiums',
  {
    area: varchar('area', { length: 16 }).$type<InsuranceArea>().notNull(),
    ageFrom: smallint('age_from').notNull(),
    daysFrom: smallint('days_from').notNull(),
    premium: integer('premium').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.ageFrom, t.daysFrom] }),
    check('insurance_premiums_area', oneOf(t.area, INSURANCE_AREAS)),
    check('insurance_premiums_premium', sql`${t.premium} > 0`),
  ],
);

/** Every email the product sends; the development mailbox (/dev/mailbox) reads it when SMTP is not configured. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Unique per message we mean to send, so a retried job sends it once. */
    messageKey: varchar('message_key', { length: 80 }).notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** [{ filename, contentType, orderId }]: attachments are read from their source when shown or sent. */
    attachments: jsonb('attachments').notNull().default([]),
    transport: varchar('transport', { length: 8 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_created').on(t.createdAt)],
);

/**
 * The sandbox payment providers' own sessions (card gateway, mobile wallet, shop counter): the
 * provider's side of a payment, with the amount it will charge and where it sends the customer back.
 */
export const sandboxPaymentSessions = pgTable(
  'sandbox_payment_sessions',
  {
    ref: varchar('ref', { length: 64 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    merchantRef: varchar('merchant_ref', { length: 32 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** pending → paid | failed; paid → refunded once its refunds add up to the amount. */
    status: varchar('status', { length: 10 }).notNull(),
    paymentCode: varchar('payment_code', { length: 16 }).unique(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The provider's pending callback (decision 016): when its next delivery attempt is due, null when
     * delivered, given up or not settled yet. A delivery in progress pushes it one lease ahead, so a
     * worker that dies mid-delivery is retried by another.
     */
    callbackDueAt: timestamp('callback_due_at', { withTimezone: true }),
    /** Delivery attempts of the callback so far. */
    callbackAttempts: smallint('callback_attempts').notNull().default(0),
    callbackDeliveredAt: timestamp('callback_delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_sessions_callback_due').on(t.callbackDueAt).where(sql`${t.callbackDueAt} is not null`)],
);

/**
 * The sandbox providers' refunds of a session, one per merchant's refund key: a retried refund
 * answers the first one's reference, and the refunds of a session never add up to more than it took.
 */
export const sandboxPaymentRefunds = pgTable(
  'sandbox_payment_refunds',
  {
    ref: varchar('ref', { length: 64 })
      .notNull()
      .references(() => sandboxPaymentSessions.ref),
    refundKey: varchar('refund_key', { length: 64 }).notNull(),
    refundRef: varchar('refund_ref', { length: 40 }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ref, t.refundKey] }), check('sandbox_payment_refunds_amount', sql`${t.amount} > 0`)],
);

/**
 * Members, agents, sub-agents and employees (spec §6). The user code is the role; `realm` is where they
 * sign in (agents and sub-agents: 'agent', everyone else: 'user'). Email and phone are each unique among
 * accounts that are not deleted; a deleted account keeps its row (orders point at it) but loses its
 * credentials and personal data.
 */
export const users = pgTable(
  'users',
  {
    userId: varchar('user_id', { length: 20 }).primaryKey(),
    userCode: varchar('user_code', { length: 3 }).notNull(),
    realm: varchar('realm', { length: 5 }).notNull(),
    /** Lower-cased; null once deleted (unique: NULLs never collide, so deleted rows free the address). */
    email: text('email'),
    phoneCode: varchar('phone_code', { length: 4 }),
    phoneNumber: varchar('phone_number', { length: 16 }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** argon2id; null for a guest registration that never set a password, and after deletion. */
    passwordHash: text('password_hash'),
    /** pending (registered, not activated) → active ↔ deactivated (sub-agents); any → deleted. */
    status: varchar('status', { length: 12 }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** 'email' or 'sms': where one-time codes and notices go. */
    notificationChannel: varchar('notification_channel', { length: 5 }).notNull().default('email'),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** A sub-agent's agent (spec §4 mainAgentId); null for everyone else. */
    mainAgentId: varchar('main_agent_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ columns: [t.mainAgentId], foreignColumns: [t.userId], name: 'users_main_agent' }),
    index('users_main_agent').on(t.mainAgentId),
    unique('users_email').on(t.email),
    unique('users_phone').on(t.phoneCode, t.phoneNumber),
    check('users_realm', sql`${t.realm} in ('user', 'agent')`),
    check('users_status', sql`${t.status} in ('pending', 'active', 'deactivated', 'deleted')`),
    check('users_channel', sql`${t.notificationChannel} in ('email', 'sms')`),
  ],
);

/**
 * A signed-in session: one per sign-in, ended by sign-out, password change, account deletion or a
 * refresh token used twice. Access tokens name their session (`sid`), so ending it refuses them at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    sessionId: varchar('session_id', { length: 32 }).primaryKey(),
    userId: varchar('user_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    realm: varchar('realm', { length: 5 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the refresh chain ends however often it rotates (the refresh token lifetime from sign-in). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

/** Refresh tokens, stored as sha256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: varchar('session_id', { length: 32 })
      .notNull()
      .references(() => authSessions.sessionId),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/**
 * One-time codes (design §7): 6 digits, stored hashed, at most 10 minutes, used once, at most 5 tries.
 * `target` is where the code went (an email or +95 phone), so a code for a new address proves that address.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: varchar('user_id', { length: 20 }).references(() => users.userId),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    target: text('target').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_lookup').on(t.purpose, t.target, t.createdAt), check('one_time_codes_attempts', sql`${t.attempts} >= 0`)],
);

/** The keys that sign access tokens (ES256); the public halves are the published JWKS. */
export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: varchar('kid', { length: 32 }).primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved travellers of a member or agent (spec §3 saved traveler), reused per checkout slot. The id is
 * the traveller's uuid, so filling a checkout slot from it follows the uuid replace-or-add rule.
 */
export const savedTravelers = pgTable(
  'saved_travelers',
  {
    id: uuid('id').primaryKey(),
    userId: varchar('user_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    /** adult, child or infant, from the date of birth on the day it was saved. */
    travelerType: varchar('traveler_type', { length: 6 }).notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 6 }).notNull(),
    /** ISO country code of nationality (countryOfPassport). */
    nationality: varchar('nationality', { length: 2 }).notNull(),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    nrcDivisionCode: smallint('nrc_division_code'),
    nrcTownshipCode: text('nrc_township_code'),
    nrcType: varchar('nrc_type', { length: 4 }),
    nrcNumber: varchar('nrc_number', { length: 6 }),
    city: text('city'),
    email: text('email'),
    phoneCode: varchar('phone_code', { length: 4 }),
    phoneNumber: varchar('phone_number', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_travelers_user').on(t.userId, t.createdAt),
    check('saved_travelers_type', sql`${t.travelerType} in ('adult', 'child', 'infant')`),
    check('saved_travelers_gender', sql`${t.gender} in ('male', 'female')`),
  ],
);

/**
 * The wallet ledger (decision 013): double entry in whole kyats. One customer account per user,
 * created on first use, and system accounts (top-up clearing, sales, refunds). `balance` is kept
 * beside the entries so a spend is one conditional update; it always equals the sum of the account's
 * entries, and a customer account can never go below zero.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    accountId: varchar('account_id', { length: 40 }).primaryKey(),
    /** customer (one per user) or system (topup_clearing, sales, refunds). */
    kind: varchar('kind', { length: 8 }).notNull(),
    userId: varchar('user_id', { length: 20 }).references(() => users.userId),
    currency: varchar('currency', { length: 3 }).notNull().default('MMK'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_accounts_user').on(t.userId),
    check('wallet_accounts_kind', sql`${t.kind} in ('customer', 'system')`),
    check('wallet_accounts_owner', sql`(${t.kind} = 'customer') = (${t.userId} is not null)`),
    check('wallet_accounts_customer_not_negative', sql`${t.kind} <> 'customer' or ${t.balance} >= 0`),
  ],
);

/** One movement of money: its entries sum to zero; `reference` is unique, so a retry cannot post it twice. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    transferId: varchar('transfer_id', { length: 32 }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The business event it records, e.g. 'topup:TOP…', 'payment:PAY…', 'refund:PAY…'. */
    reference: varchar('reference', { length: 80 }).notNull(),
    /** What the customer sees it was for: the top-up id or the booking's order id. */
    subject: varchar('subject', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('wallet_transfers_reference').on(t.reference), check('wallet_transfers_kind', sql`${t.kind} in ('topup', 'payment', 'refund')`)],
);

/** The signed amounts of a transfer, one per account it touches, with the account's balance after it. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    entryId: bigint('entry_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: varchar('transfer_id', { length: 32 })
      .notNull()
      .references(() => walletTransfers.transferId),
    accountId: varchar('account_id', { length: 40 })
      .notNull()
      .references(() => walletAccounts.accountId),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account').on(t.accountId, t.entryId),
    index('wallet_entries_transfer').on(t.transferId),
    check('wallet_entries_amount', sql`${t.amount} <> 0`),
  ],
);

/**
 * A customer's top-up through a partner provider (card, mobile wallet, shop). Kept apart from
 * `payments`, which pay orders: the provider sees the same merchant reference shape, and the signed
 * callback is routed here by the 'TOP' prefix of its reference (decision 013).
 */
export const walletTopups = pgTable(
  'wallet_topups',
  {
    topupId: varchar('topup_id', { length: 32 }).primaryKey(),
    userId: varchar('user_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('MMK'),
    provider: varchar('provider', { length: 20 }).notNull(),
    categoryId: smallint('category_id').notNull(),
    subCategoryId: smallint('sub_category_id').notNull(),
    /** pending → paid | failed. */
    status: varchar('status', { length: 10 }).notNull(),
    providerRef: varchar('provider_ref', { length: 64 }).notNull(),
    paymentCode: varchar('payment_code', { length: 16 }),
    /** The ledger transfer that credited it, once paid. */
    transferId: varchar('transfer_id', { length: 32 }).references(() => walletTransfers.transferId),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When reconciliation next asks the provider about this top-up (decisions 016, 027): set when it
     * starts, kept while it is pending, null once paid or failed.
     */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_topups_provider_ref').on(t.provider, t.providerRef),
    index('wallet_topups_user').on(t.userId, t.createdAt),
    index('wallet_topups_reconcile_after').on(t.reconcileAfter).where(sql`${t.reconcileAfter} is not null`),
    check('wallet_topups_amount', sql`${t.amount} > 0`),
    check('wallet_topups_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);

/**
 * An employee's permission groups (issue 20, decision 032): they add up, and what each grants is
 * packages/domain/src/operations/permissions.ts. Only EMP accounts hold any.
 */
export const employeeGroups = pgTable(
  'employee_groups',
  {
    userId: varchar('user_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    groupName: varchar('group_name', { length: 12 }).$type<EmployeeGroup>().notNull(),
    /** The employee who granted it; null for the installation's first employee (npm run create-account) and the demo's. */
    grantedBy: varchar('granted_by', { length: 20 }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupName] }), check('employee_groups_group', oneOf(t.groupName, EMPLOYEE_GROUPS))],
);

/**
 * Console sessions (issue 20 item 6): opened with a one-time code at every console sign-in, ended after
 * 30 minutes without a call or when left. The token itself is never stored, only its SHA-256.
 */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: varchar('user_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    address: varchar('address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('console_sessions_user').on(t.userId, t.createdAt)],
);

/**
 * Every employee action (issue 20 item 6): who, what, on what, before and after, when and from where.
 * Migration 0019's triggers refuse any UPDATE, DELETE or TRUNCATE of it, whoever asks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: varchar('actor_id', { length: 20 }).notNull(),
    /** What was done, as `<subject>.<verb>`: 'payment.confirmed', 'refund.granted', 'rate.set' … */
    action: varchar('action', { length: 40 }).notNull(),
    /** What it was done to: 'order', 'refund', 'promotion', 'user' … and its id. */
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 80 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: varchar('address', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target').on(t.targetType, t.targetId, t.id), index('audit_log_actor').on(t.actorId, t.id)],
);

/**
 * Agents' applications from the site (issue 20 item 5): pending until an employee approves one (its
 * agent account is made and named here) or rejects it with a reason. One open application per e-mail,
 * kept by the partial unique index, so two quick submissions cannot both be stored.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    company: text('company').notNull(),
    licenceNumber: varchar('licence_number', { length: 40 }).notNull(),
    contactName: text('contact_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    phoneCode: varchar('phone_code', { length: 4 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 16 }).notNull(),
    /** The language the applicant used: the decision is e-mailed in it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 10 }).$type<AgentApplicationStatus>().notNull().default('pending'),
    /** Why it was rejected, as e-mailed to the applicant. */
    reason: text('reason'),
    /** The agent account an approval made. */
    agentId: varchar('agent_id', { length: 20 }).references(() => users.userId),
    decidedBy: varchar('decided_by', { length: 20 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agent_applications_status', oneOf(t.status, AGENT_APPLICATION_STATUSES)),
    uniqueIndex('agent_applications_open_email').on(t.email).where(sql`${t.status} = 'pending'`),
    index('agent_applications_listed').on(t.createdAt, t.id),
  ],
);

/**
 * An agent's terms (issue 20 item 5): a commission per product type (basis points, keyed by the spec's
 * product type id) and a credit limit in MMK. No row means no commission and no credit.
 */
export const agentTerms = pgTable(
  'agent_terms',
  {
    agentId: varchar('agent_id', { length: 20 })
      .primaryKey()
      .references(() => users.userId),
    commissions: jsonb('commissions').$type<Record<string, number>>().notNull().default({}),
    creditLimit: integer('credit_limit').notNull().default(0),
    updatedBy: varchar('updated_by', { length: 20 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agent_terms_credit_limit', sql`${t.creditLimit} >= 0`)],
);

/**
 * An agent's account with us (issue 20 item 5, decision 034): one line per booking paid on credit
 * (`charge`), commission earned (`commission`), refund of an agent's booking (`refund`) and settlement
 * received (`settlement`), each written once in the transaction of what caused it. `owed_change` is how
 * the line moves what the agent owes (operations/agent-account.ts decides it), so a statement is a sum.
 * Migration 0027's triggers refuse any UPDATE, DELETE or TRUNCATE: a mistake is corrected by a new line.
 */
export const agentAccountLines = pgTable(
  'agent_account_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: varchar('agent_id', { length: 20 })
      .notNull()
      .references(() => users.userId),
    kind: varchar('kind', { length: 12 }).$type<AgentLineKind>().notNull(),
    orderId: varchar('order_id', { length: 20 }).references(() => orders.orderId),
    paymentId: varchar('payment_id', { length: 32 }).references(() => payments.paymentId),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id),
    amount: integer('amount').notNull(),
    /** The commission a refund takes back; 0 on the other kinds. */
    commission: integer('commission').notNull().default(0),
    owedChange: integer('owed_change').notNull(),
    /** A settlement's bank or receipt reference, as the employee typed it. */
    reference: varchar('reference', { length: 60 }),
    /** Who booked (the agent or a sub-agent), or the employee who recorded a settlement. */
    actorId: varchar('actor_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_account_lines_agent').on(t.agentId, t.createdAt, t.id),
    uniqueIndex('agent_account_lines_charge').on(t.paymentId).where(sql`${t.kind} = 'charge'`),
    uniqueIndex('agent_account_lines_commission').on(t.orderId).where(sql`${t.kind} = 'commission'`),
    uniqueIndex('agent_account_lines_refund').on(t.refundId).where(sql`${t.kind} = 'refund'`),
    check('agent_account_lines_kind', oneOf(t.kind, AGENT_LINE_KINDS)),
    check('agent_account_lines_amount', sql`${t.amount} >= 0 and ${t.commission} >= 0`),
    check('agent_account_lines_settlement', sql`(${t.kind} = 'settlement') = (${t.reference} is not null)`),
  ],
);

/**
 * Employees invited by an employee (issue 20 item 5). No account exists until the invitation is
 * accepted with a password: then the EMP account is made, active, with these groups. Only the link
 * token's SHA-256 is stored; one open invitation per e-mail (a new one replaces its token).
 */
export const employeeInvitations = pgTable(
  'employee_invitations',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    groups: jsonb('groups').$type<EmployeeGroup[]>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('employee_invitations_token'),
    invitedBy: varchar('invited_by', { length: 20 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account the acceptance made. */
    userId: varchar('user_id', { length: 20 }).references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('employee_invitations_open_email').on(t.email).where(sql`${t.acceptedAt} is null`)],
);

// ------------------------------------------------------------------ home curated items (decision 040)

/**
 * A banner of the home page (issue 22 item 1): employees of the content group write it in the console
 * in both languages, with its own picture (an `images` row of the media pipeline) and a link to one of
 * our own pages; it shows on its landing(s) within its window, in `position` order. `seed_key` names a
 * banner the seed wrote, so seeding again never writes it twice (nor brings back one an employee ended).
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'all', 'flight' or 'hotel': the landing pages that show it. */
    landing: varchar('landing', { length: 8 }).$type<BannerLanding>().notNull(),
    titleEn: text('title_en').notNull(),
    titleMy: text('title_my').notNull(),
    textEn: text('text_en'),
    textMy: text('text_my'),
    /** A path of our own site ('/hotel?…'); domain home/curated.ts isOwnPagePath decides, the CHECK is the last guard. */
    link: text('link').notNull(),
    imageId: varchar('image_id', { length: 40 })
      .notNull()
      .references(() => images.imageId),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The employee who changed it last; null for the seed's. */
    updatedBy: varchar('updated_by', { length: 20 }),
    seedKey: varchar('seed_key', { length: 40 }).unique('home_banners_seed_key'),
  },
  (t) => [
    index('home_banners_window').on(t.endsAt, t.startsAt),
    check('home_banners_landing', oneOf(t.landing, BANNER_LANDINGS)),
    check('home_banners_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('home_banners_link', sql`${t.link} like '/%' and ${t.link} not like '//%'`),
    check('home_banners_text', sql`(${t.textEn} is null) = (${t.textMy} is null)`),
  ],
);

/**
 * A recommended item of the home page (spec §3 recommended: hotel, car, attraction; only hotels are
 * sold): one of our hotels with a blurb in both languages, within its window, in `position` order. Its
 * picture is the uploaded `image_id`, or the hotel's own first photo when null.
 */
export const homeRecommended = pgTable(
  'home_recommended',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product: varchar('product', { length: 12 }).notNull().default('hotel'),
    hotelId: varchar('hotel_id', { length: 12 })
      .notNull()
      .references(() => hotels.hotelId),
    blurbEn: text('blurb_en').notNull(),
    blurbMy: text('blurb_my').notNull(),
    imageId: varchar('image_id', { length: 40 }).references(() => images.imageId),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 20 }),
    seedKey: varchar('seed_key', { length: 40 }).unique('home_recommended_seed_key'),
  },
  (t) => [
    index('home_recommended_window').on(t.endsAt, t.startsAt),
    check('home_recommended_product', sql`${t.product} in ('hotel')`),
    check('home_recommended_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// ── Partner-wallet mini-app (issue 22 item 5, decision 041) ───────────────────────────────────────

/**
 * A mini-app session: opened only after the partner exchanged the deep link's one-time token for the
 * customer's identity (never from the link's own parameters). The browser holds the random id in an
 * httpOnly cookie; only its sha256 is stored, as order keys are.
 */
export const miniAppSessions = pgTable(
  'mini_app_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    /** The partner app (spec §2 `client`): 'kbzpay' for the sandbox wallet app. */
    client: varchar('client', { length: 32 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    /** The partner's own id of the customer, as its token exchange answered it. */
    partnerUserId: varchar('partner_user_id', { length: 64 }).notNull(),
    customerName: text('customer_name').notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    referralCode: varchar('referral_code', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mini_app_sessions_expires').on(t.expiresAt)],
);

/**
 * The sandbox wallet app's one-time auth tokens (the partner's side, as sandbox_payment_sessions is):
 * issued by its home page, exchanged once by our server within their short life. Only sha256 is kept.
 */
export const partnerWalletTokens = pgTable(
  'partner_wallet_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    partnerUserId: varchar('partner_user_id', { length: 64 }).notNull(),
    customerName: text('customer_name').notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one exchange that used it; a second exchange finds it set and is refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_wallet_tokens_expires').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------- hot deals (issue 22, decision 038)

/**
 * What an item of a product cost, day by day (issue 22 item 1, decision 038): per product and item
 * (a flight route 'RGN-MDL' of our inventory, one of our hotels 'H1001') and Yangon business day, the
 * lowest price of the next 30 days as seen that day (flights: one adult, economy, one way, local fare;
 * hotels: one room, two adults, one night, local price), and the date that price was for. The hot
 * deals call compares today's price with an item's own median of the 90 days before. Written by the
 * worker's price-history job, one row per item and day (an upsert), never by a request.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    product: varchar('product', { length: 10 }).notNull(),
    itemKey: varchar('item_key', { length: 20 }).notNull(),
    day: date('day').notNull(),
    /** MMK, as the listing sells it. */
    price: integer('price').notNull(),
    /** The departure date or the night of that lowest price. */
    priceDate: date('price_date').notNull(),
    /** 'observed' by the job that day, or 'backfill' (the pricing model evaluated as of that day on a fresh database). */
    source: varchar('source', { length: 10 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.itemKey, t.day] }),
    index('price_history_day').on(t.product, t.day),
    check('price_history_product', sql`${t.product} in ('flight', 'hotel')`),
    check('price_history_source', sql`${t.source} in ('observed', 'backfill')`),
    check('price_history_price', sql`${t.price} > 0`),
  ],
);

/**
 * Deals campaigns (issue 22 item 3, decision 042): a page at `/campaign/{slug}` showing, while it
 * runs, the lowest fares of its routes on its travel dates, and its promo code, which the payment
 * page applies when the visitor came from the campaign. Written by the seed (and by SQL until the
 * console edits them); the flight timetable is a campaign computed from the schedules and has no row.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    slug: varchar('slug', { length: 80 }).primaryKey(),
    titleEn: text('title_en').notNull(),
    titleMy: text('title_my').notNull(),
    leadEn: text('lead_en').notNull(),
    leadMy: text('lead_my').notNull(),
    /** The promotion the campaign gives; its own rules (dates, products, limits) decide at payment. */
    promoCode: varchar('promo_code', { length: 32 }).references(() => promotions.code),
    showsFrom: timestamp('shows_from', { withTimezone: true }).notNull(),
    showsUntil: timestamp('shows_until', { withTimezone: true }).notNull(),
    /** The departure dates its fares are for (Yangon calendar days). */
    travelFrom: date('travel_from').notNull(),
    travelUntil: date('travel_until').notNull(),
    /** Its routes of our inventory, 'RGN-MDL', in the order the page lists them when prices tie. */
    routes: text('routes').array().notNull(),
  },
  (t) => [
    check('campaigns_slug', sql`${t.slug} ~ '^[a-z0-9-]{1,80}$'`),
    check('campaigns_shows', sql`${t.showsFrom} < ${t.showsUntil}`),
    check('campaigns_travel', sql`${t.travelFrom} <= ${t.travelUntil}`),
    check('campaigns_routes', sql`cardinality(${t.routes}) between 1 and 40`),
  ],
);

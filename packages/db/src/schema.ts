import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
  varchar,
} from 'drizzle-orm/pg-core';

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

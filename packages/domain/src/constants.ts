/**
 * Cross-cutting business constants of spec §9 (and the few of §1/§3 that several features share).
 *
 * Why one file: a number such as "15 minutes to pay" is read by the api (hold expiry job), the web
 * (countdown) and the e2e tests; if each side typed its own literal they would drift apart.
 * Everything is a plain `const`, so a bundle only carries the constants it imports.
 */

/** Spec §9 "default phone code 95" (Myanmar); a string because it is shown and sent as "+95". */
export const DEFAULT_PHONE_CODE = '95';

/** Spec §9 "date format YYYY-MM-DD": the only date shape on the wire and in query strings. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Spec §4/§9 "Success code 200": responses carry `code`, and only 200 means success. */
export const SUCCESS_CODE = 200;

/** Spec §5/§9: autocomplete waits for at least 3 characters; fewer would match half the country. */
export const AUTOCOMPLETE_MIN_CHARS = 3;

/** Spec §5/§9: autocomplete fires only after a 500 ms typing pause, to save costly mobile data. */
export const AUTOCOMPLETE_PAUSE_MS = 500;

/** Spec §4/§9: sorting or filtering flight results applies after an artificial 500 ms delay. */
export const FILTER_SORT_DELAY_MS = 500;

/** Spec §4/§9: at most 4 recent flight departures are remembered (same airport replaced, newest last). */
export const RECENT_FLIGHT_DEPARTURES_MAX = 4;

/** Spec §4/§9: at most 3 recent hotel locations are remembered (deduplicated by name, oldest dropped). */
export const RECENT_HOTEL_LOCATIONS_MAX = 3;

/** Spec §9 / design §6: card and online payments must complete within 15 minutes, then the hold expires. */
export const PAYMENT_WINDOW_MINUTES = 15;

/** Spec §1/§9 / design §7: a pay-at-shop payment code is valid for 24 hours. */
export const PAY_AT_SHOP_HOURS = 24;

/** Spec §1/§9: for cash on delivery the team makes contact within 2 to 24 hours. */
export const CASH_ON_DELIVERY_CONTACT_HOURS = { min: 2, max: 24 } as const;

/** Spec §4/§9 thank-you "waitlisted": the flight team contacts the customer within 24 hours. */
export const WAITLIST_CONTACT_HOURS = 24;

/**
 * Spec §4/§9: choosing a payment sub-category other than empty or 19 clears saved cash-on-delivery
 * info; 19 is the cash-on-delivery sub-category itself, so its details must survive.
 */
export const CASH_ON_DELIVERY_SUB_CATEGORY_ID = 19;

/** Spec §3/§9: every booking call is tagged with channel type 22 (this web channel). */
export const CHANNEL_TYPE = 22;

/** Spec §3/§9: sub-channel 25 tells the back office the booking came from a phone. */
export const SUB_CHANNEL_TYPE_MOBILE = 25;

/** Spec §3/§9: sub-channel 24 tells the back office the booking came from a desktop browser. */
export const SUB_CHANNEL_TYPE_DESKTOP = 24;

/** Spec §7/§9: the exchange-rate call always sends these fixed values (only the currencies vary). */
export const EXCHANGE_RATE_QUERY = { channelType: 3, amount: 1, productId: 10 } as const;

/** Spec §3 enumerations: product type ids as the back office numbers them. */
export const PRODUCT_TYPE_IDS = {
  hotel: 1,
  flight: 2,
  carWithDriver: 6,
  tour: 7,
  visa: 8,
  bus: 9,
  insurance: 11,
  healthInsurance: 13,
} as const;

/** Spec §3/§9: flight trip type ids; round trip is the default. */
export const TRIP_TYPES = { oneWay: 1, roundTrip: 2 } as const;

/** A flight trip type id (1 one-way, 2 round trip). */
export type TripType = (typeof TRIP_TYPES)[keyof typeof TRIP_TYPES];

/** Spec §3/§9: flight search starts with 1 adult, 0 children, 0 infants, round trip. */
export const FLIGHT_SEARCH_DEFAULTS = {
  adult: 1,
  child: 0,
  infant: 0,
  tripType: TRIP_TYPES.roundTrip,
} as const;

/**
 * Spec §8 "session timed out, search again": a flight search's offers can be verified and booked for
 * 20 minutes; after that its cacheKey answers SESSION_TIMED_OUT and the customer searches again.
 */
export const FLIGHT_SEARCH_TTL_MINUTES = 20;

/** Flights are on sale from today (Yangon) for this many days, as airlines open their schedules a year ahead. */
export const FLIGHT_BOOKING_HORIZON_DAYS = 365;

/** Spec §3/§9: default departure airport is Yangon (RGN, Myanmar); the destination starts empty. */
export const DEFAULT_DEPARTURE_AIRPORT = {
  airportName: 'Yangon International Airport',
  airportCode: 'RGN',
  airportCity: 'Yangon',
  countryName: 'Myanmar',
} as const;

/** Spec §9: hotel search starts with 2 adults in 1 room and no children. */
export const HOTEL_SEARCH_DEFAULTS = { adult: 2, rooms: 1, child: 0 } as const;

/**
 * How long a re-priced hotel stay (checkReservation) keeps its price for the guest and store steps,
 * like a flight's search session; after it the stay is checked again (spec §8 "session timed out").
 */
export const HOTEL_CHECKOUT_TTL_MINUTES = 20;

/** Spec §3/§9: default wallet currency for payment selection is MMK (payments are charged in MMK). */
export const DEFAULT_WALLET_CURRENCY = 'MMK';

import type { z } from 'zod';
import { BUS_WEB_CALLS, BusBookAgain } from './bus.ts';
import { BusOrderItem } from './bus-order-item.ts';
import { FlightOrderItem } from './flight-order-item.ts';
import { FlightBookAgain } from './flights.ts';
import { HEALTH_WEB_CALLS, HealthBookAgain, HealthConfirmResponse } from './health-insurance.ts';
import { HealthOrderItem } from './health-order-item.ts';
import { HOTEL_WEB_CALLS } from './hotel-booking.ts';
import { HotelOrderItem } from './hotel-order-item.ts';
import { HotelBookAgain } from './hotels.ts';
import { INSURANCE_WEB_CALLS, InsuranceBookAgain } from './insurance.ts';
import { InsuranceOrderItem } from './insurance-order-item.ts';
import type { BusTrip } from '../bus/bus-trip.ts';
import type { FlightRequestTrip, FlightTrip } from '../flights/flight-trip.ts';
import type { HotelTrip } from '../hotels/hotel-trip.ts';
import type { HealthInsuranceTrip } from '../insurance/health-insurance-trip.ts';
import type { InsuranceTrip } from '../insurance/insurance-trip.ts';

/**
 * The products' type map (design §6a, decision 024): for every product sold, its order item, its trip,
 * its book-again and its calls. A new product adds its item, its trip, its book-again and its calls
 * here, and nowhere else in packages/domain: booking.ts makes OrderItem and OrderItemContent from
 * PRODUCT_ORDER_ITEMS, orders/order-trip.ts makes OrderTrip from ProductTrips, contracts/trips.ts makes
 * BookAgain (and trips/trips.ts its type) from PRODUCT_BOOK_AGAINS, and web-calls.ts spreads
 * PRODUCT_WEB_CALLS into WEB_CALLS.
 *
 * The check, for a bus (spec §3 product type 9): in packages/domain it needs only its own new files
 * (`contracts/bus-order-item.ts` with BusOrderItem, `bus/bus-trip.ts` with BusTrip, `contracts/bus.ts`
 * with its calls' contracts, BUS_WEB_CALLS and BusBookAgain) and one line per list below: BusOrderItem
 * last in PRODUCT_ORDER_ITEMS, BusTrip in ProductTrips, BusBookAgain last in PRODUCT_BOOK_AGAINS,
 * `...BUS_WEB_CALLS` in PRODUCT_WEB_CALLS (products.test.ts then fails to compile until it has a
 * sample bus item and book-again to parse). If booking.ts, order-trip.ts, either trips.ts or
 * web-calls.ts has to change too, the map has leaked.
 *
 * The files listed here must not import booking.ts or trips.ts, which import this file: an ESM cycle
 * would hand one of them a schema not yet made (a TDZ error at load). What every product's order
 * shares is in order-common.ts for that reason.
 */

/**
 * What each product says an order item of it is, told apart by `product`. New products go last: the
 * order is OrderItem's in the OpenAPI document.
 */
export const PRODUCT_ORDER_ITEMS = [FlightOrderItem, HotelOrderItem, InsuranceOrderItem, HealthOrderItem, BusOrderItem] as const;

/** What each product stores in its order item's `trip` column; a flight's is a sold trip or an offline request. */
export type ProductTrips = [FlightTrip | FlightRequestTrip, HotelTrip, InsuranceTrip, HealthInsuranceTrip, BusTrip];

/** The search My trips runs again for each product's trip, told apart by `product`; new products go last, as in Trip's OpenAPI. */
export const PRODUCT_BOOK_AGAINS = [FlightBookAgain, HotelBookAgain, InsuranceBookAgain, HealthBookAgain, BusBookAgain] as const;

/**
 * The answers of the products that confirm at the spec's one confirm path, `/checkout/v2/confirm`,
 * besides a flight's (checkout-confirm.ts makes the path's answer of them); a product whose payload
 * names it by `product` adds its answer here.
 */
export const PRODUCT_CONFIRM_RESPONSES = [HealthConfirmResponse] as const;

/**
 * The calls the web makes of each product, by the contract of their successful answer. Flights' calls
 * are listed in web-calls.ts instead, and `/checkout/v2/confirm` (a flight's or a health plan's) with
 * them: their contracts are in booking.ts, which imports this file.
 */
export const PRODUCT_WEB_CALLS = { ...HOTEL_WEB_CALLS, ...INSURANCE_WEB_CALLS, ...HEALTH_WEB_CALLS, ...BUS_WEB_CALLS } satisfies Record<string, z.ZodType>;

/**
 * The pages of each product, as the web's routes serve them: content may link to them (site-map.ts).
 * Flights' and hotels' are in the site map with the rest of the first pages.
 */
export const PRODUCT_PAGES: readonly RegExp[] = [/^\/insurance(\/(checkout|payment))?$/, /^\/health-insurance(\/(detail|checkout|payment))?$/, /^\/bus(\/(search|seats|checkout|payment))?$/];

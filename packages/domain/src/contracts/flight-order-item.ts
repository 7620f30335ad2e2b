import { z } from 'zod';
import { CabinClass, FlightSourceAlias } from './flights.ts';
import { ItemCommon } from './order-common.ts';

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
/**
 * What a flight order sells: its directions with their legs, and its travellers with their ticket
 * numbers once issued. Each product has its own item (design §6a); screens render each item with the
 * product's own summary.
 */
export const FlightOrderItem = z
  .object({ product: z.literal('flight'), ...ItemCommon, directions: z.array(OrderDirection), travellers: z.array(OrderTraveller) })
  .meta({ id: 'FlightOrderItem' });
export type FlightOrderItem = z.infer<typeof FlightOrderItem>;

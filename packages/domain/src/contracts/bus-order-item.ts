import { z } from 'zod';
import { BUS_CLASSES } from '../bus/bus-network.ts';
import { ItemCommon, Money } from './order-common.ts';

const Point = z.object({ id: z.string(), name: z.string(), address: z.string(), at: z.string().describe("local 'YYYY-MM-DDTHH:mm' the coach is there") });

/**
 * A bus ticket as its passengers see it (spec §3 product type 9, issue 21): the operator and its
 * phone (for the driver and the passenger), the coach, the cities and times, where they board and get
 * off, each passenger's seat and fare, the operator's tiers of cancellation, and the ticket numbers
 * once the operator confirmed.
 */
export const BusOrderItem = z
  .object({
    product: z.literal('bus'),
    ...ItemCommon,
    operatorName: z.string(),
    operatorPhone: z.string(),
    busClass: z.enum(BUS_CLASSES),
    coachName: z.string(),
    from: z.object({ city: z.string(), name: z.string() }),
    to: z.object({ city: z.string(), name: z.string() }),
    departureDate: z.string().describe('YYYY-MM-DD'),
    departureTime: z.string().describe('HH:mm local'),
    arrival: z.string().describe("local 'YYYY-MM-DDTHH:mm'"),
    boarding: Point,
    dropping: Point,
    passengers: z.array(z.object({ firstName: z.string(), lastName: z.string(), seatNo: z.string(), gender: z.string(), fare: Money })),
    cancellation: z.array(z.object({ moreThanHours: z.number().int(), refundPercent: z.number().int() })),
    reference: z.string().nullable().describe("the operator's booking reference once confirmed"),
    ticketNumbers: z.array(z.string()).describe('one per seat once confirmed; empty before'),
  })
  .meta({ id: 'BusOrderItem' });
export type BusOrderItem = z.infer<typeof BusOrderItem>;

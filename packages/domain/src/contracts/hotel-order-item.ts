import { z } from 'zod';
import { ItemCommon } from './order-common.ts';

/** A hotel stay as its guest sees it, names in the language asked for (the voucher's content). */
export const HotelOrderItem = z
  .object({
    product: z.literal('hotel'),
    ...ItemCommon,
    hotelId: z.string(),
    hotelName: z.string(),
    address: z.string(),
    phone: z.string().nullable().describe("the hotel front desk's phone as the voucher gives it; null when the hotel has none on record"),
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
    childAges: z.array(z.number().int()).describe('one age per child, 2 to 12, as searched'),
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

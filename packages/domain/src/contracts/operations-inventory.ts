import { z } from 'zod';
import { HOTEL_PHOTO_KINDS } from '../hotels/hotel-photos.ts';
import { REVIEW_REPORT_REASONS, REVIEW_STATUSES } from '../hotels/hotel-reviews.ts';
import { FARE_BASE_MAX, FARE_BASE_MIN, FARE_BASE_STEP, INVENTORY_VIEW_MAX_DAYS, MAX_DISCOUNT_PCT, MAX_SEATS_ON_SALE, NIGHT_RATE_MAX, NIGHT_RATE_MIN, NIGHT_RATE_STEP } from '../operations/inventory.ts';

/**
 * The console's inventory and hotel content (issue 20 item 4). Inventory views need `inventory.view`,
 * adjustments `inventory.adjust`; hotel photos, descriptions and reported reviews `hotels.content`.
 * Every call needs the access token and the console-session header (contracts/operations.ts); every
 * change is written with its audit entry (before, after) in one transaction, and an inventory change
 * also as an inventory event. Views cover at most INVENTORY_VIEW_MAX_DAYS dates.
 */

const IsoDate = z.iso.date();
const Instant = z.iso.datetime({ offset: true });
const HotelId = z.string().regex(/^H\d{1,8}$/);
const RoomTypeId = z.string().regex(/^H\d{1,8}-R\d{1,3}$/);
const FlightNumber = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}\d{1,5}$/);
const ImageId = z.string().regex(/^[a-f0-9]{16,40}$/);

export const InventoryRangeQuery = z.object({
  from: IsoDate.describe('first date'),
  to: IsoDate.describe(`last date, at most ${INVENTORY_VIEW_MAX_DAYS} dates from the first`),
});

// -------------------------------------------------------------------------------------- flights

export const FlightInventoryQuery = InventoryRangeQuery.extend({ flightNumber: FlightNumber });

export const FlightScheduleSummary = z.object({ flightNumber: z.string(), route: z.array(z.string()).describe('airports in the order flown'), offline: z.boolean() });
export type FlightScheduleSummary = z.infer<typeof FlightScheduleSummary>;

export const SeatLine = z.object({
  legNo: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  cabinClass: z.enum(['economy', 'business']),
  /** Seats on sale. */
  capacity: z.number().int(),
  /** Seats not taken: on sale less sold and held. */
  available: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  waitlistOpen: z.boolean(),
});
export type SeatLine = z.infer<typeof SeatLine>;

export const FlightDate = z.object({
  flightId: z.number().int(),
  serviceDate: IsoDate,
  discountPct: z.number().int(),
  seats: z.array(SeatLine).describe('by leg, then cabin'),
});
export type FlightDate = z.infer<typeof FlightDate>;

/** The published adult base fare of a cabin for the whole route, local travellers, MMK (before a date's discount), and its tax. */
export const RouteFare = z.object({ cabinClass: z.enum(['economy', 'business']), adultBase: z.number().int(), adultTax: z.number().int() });
export type RouteFare = z.infer<typeof RouteFare>;

export const OpsFlightInventoryResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      flightNumber: z.string(),
      route: z.array(z.string()),
      /** The published adult base fare of each cabin for the whole route, local travellers, MMK (before the date's discount). */
      fares: z.array(RouteFare),
      dates: z.array(FlightDate).describe('the dates the flight flies within the range'),
    }),
  })
  .meta({ id: 'OpsFlightInventoryResponse' });
export type OpsFlightInventoryResponse = z.infer<typeof OpsFlightInventoryResponse>;

export const OpsFlightSchedulesResponse = z.object({ code: z.literal(200), data: z.array(FlightScheduleSummary) }).meta({ id: 'OpsFlightSchedulesResponse' });

export const FlightIdParams = z.object({ flightId: z.coerce.number().int().positive() });

export const AdjustSeatsRequest = z
  .object({
    legNo: z.number().int().min(1).max(20),
    cabinClass: z.enum(['economy', 'business']),
    capacity: z.number().int().min(0).max(MAX_SEATS_ON_SALE).describe('seats on sale; never below those sold and held'),
  })
  .meta({ id: 'AdjustSeatsRequest' });
export type AdjustSeatsRequest = z.infer<typeof AdjustSeatsRequest>;

export const AdjustDiscountRequest = z.object({ discountPct: z.number().int().min(0).max(MAX_DISCOUNT_PCT) }).meta({ id: 'AdjustDiscountRequest' });
export type AdjustDiscountRequest = z.infer<typeof AdjustDiscountRequest>;

export const FlightNumberParams = z.object({ flightNumber: FlightNumber });

export const AdjustFareRequest = z
  .object({
    cabinClass: z.enum(['economy', 'business']),
    adultBase: z
      .number()
      .int()
      .min(FARE_BASE_MIN)
      .max(FARE_BASE_MAX)
      .multipleOf(FARE_BASE_STEP)
      .describe("the whole route's new adult base fare for local travellers, MMK; every other fare of the cabin moves by the same proportion"),
  })
  .meta({ id: 'AdjustFareRequest' });
export type AdjustFareRequest = z.infer<typeof AdjustFareRequest>;

export const OpsRouteFaresResponse = z
  .object({ code: z.literal(200), data: z.object({ flightNumber: z.string(), fares: z.array(RouteFare) }) })
  .meta({ id: 'OpsRouteFaresResponse' });
export type OpsRouteFaresResponse = z.infer<typeof OpsRouteFaresResponse>;

export const OpsFlightDateResponse = z.object({ code: z.literal(200), data: FlightDate }).meta({ id: 'OpsFlightDateResponse' });

// --------------------------------------------------------------------------------------- hotels

export const HotelSummary = z.object({ hotelId: z.string(), nameEn: z.string(), nameMy: z.string(), stars: z.number().int() });
export type HotelSummary = z.infer<typeof HotelSummary>;

export const OpsHotelsQuery = z.object({ q: z.string().trim().max(60).optional().describe('part of the name, English or Myanmar, or the id') });
export const OpsHotelsResponse = z.object({ code: z.literal(200), data: z.array(HotelSummary).describe('at most 50, by name') }).meta({ id: 'OpsHotelsResponse' });

export const HotelIdParams = z.object({ hotelId: HotelId });
export const RoomTypeIdParams = z.object({ roomTypeId: RoomTypeId });

export const RoomNightLine = z.object({
  night: IsoDate,
  /** Rooms on sale that night (the allotment). */
  capacity: z.number().int(),
  /** Rooms held or sold. */
  taken: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  /** The night's room-only rate for local guests, MMK: the one an employee set, or the hotel's calendar's. */
  rate: z.number().int(),
  /** Whether an employee set the rate (the calendar's otherwise). */
  adjusted: z.boolean(),
});
export type RoomNightLine = z.infer<typeof RoomNightLine>;

export const RoomTypeNights = z.object({ roomTypeId: z.string(), nameEn: z.string(), nameMy: z.string(), roomCount: z.number().int(), nights: z.array(RoomNightLine) });
export type RoomTypeNights = z.infer<typeof RoomTypeNights>;

export const OpsHotelInventoryResponse = z
  .object({ code: z.literal(200), data: z.object({ hotel: HotelSummary, roomTypes: z.array(RoomTypeNights) }) })
  .meta({ id: 'OpsHotelInventoryResponse' });
export type OpsHotelInventoryResponse = z.infer<typeof OpsHotelInventoryResponse>;

export const AdjustAllotmentRequest = InventoryRangeQuery.extend({
  capacity: z.number().int().min(0).max(999).describe("rooms on sale each night; never below those held or sold, never above the type's rooms"),
}).meta({ id: 'AdjustAllotmentRequest' });
export type AdjustAllotmentRequest = z.infer<typeof AdjustAllotmentRequest>;

export const AdjustRateRequest = InventoryRangeQuery.extend({
  rate: z
    .number()
    .int()
    .min(NIGHT_RATE_MIN)
    .max(NIGHT_RATE_MAX)
    .multipleOf(NIGHT_RATE_STEP)
    .nullable()
    .describe("each night's room-only price for local guests, MMK; the room type's other rates and foreigners' prices follow in proportion; null sells the hotel calendar's price again"),
}).meta({ id: 'AdjustRateRequest' });
export type AdjustRateRequest = z.infer<typeof AdjustRateRequest>;

export const OpsRoomNightsResponse = z.object({ code: z.literal(200), data: RoomTypeNights }).meta({ id: 'OpsRoomNightsResponse' });

// -------------------------------------------------------------------------------- hotel content

export const DESCRIPTION_MAX = 4_000;
export const CAPTION_MAX = 200;

export const HotelPhotoKindName = z.enum(HOTEL_PHOTO_KINDS);

export const OpsHotelPhoto = z.object({
  position: z.number().int(),
  imageId: z.string(),
  kind: HotelPhotoKindName,
  roomCode: z.string().nullable(),
  captionEn: z.string(),
  captionMy: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OpsHotelPhoto = z.infer<typeof OpsHotelPhoto>;

export const OpsHotelContent = z.object({
  hotel: HotelSummary,
  descriptionEn: z.string(),
  descriptionMy: z.string(),
  /** In the order shown; the first is the cover. */
  photos: z.array(OpsHotelPhoto),
});
export type OpsHotelContent = z.infer<typeof OpsHotelContent>;

export const OpsHotelContentResponse = z.object({ code: z.literal(200), data: OpsHotelContent }).meta({ id: 'OpsHotelContentResponse' });

export const UploadPhotoQuery = z.object({
  kind: HotelPhotoKindName,
  captionEn: z.string().trim().min(1).max(CAPTION_MAX),
  captionMy: z.string().trim().min(1).max(CAPTION_MAX),
});
export type UploadPhotoQuery = z.infer<typeof UploadPhotoQuery>;

export const PhotoOrderRequest = z
  .object({ imageIds: z.array(ImageId).min(1).max(200).describe("every picture of the hotel's, once, in the new order; the first is the cover") })
  .meta({ id: 'PhotoOrderRequest' });
export type PhotoOrderRequest = z.infer<typeof PhotoOrderRequest>;

export const PhotoParams = HotelIdParams.extend({ imageId: ImageId });

export const DescriptionRequest = z
  .object({ descriptionEn: z.string().trim().min(1).max(DESCRIPTION_MAX), descriptionMy: z.string().trim().min(1).max(DESCRIPTION_MAX) })
  .meta({ id: 'DescriptionRequest' });
export type DescriptionRequest = z.infer<typeof DescriptionRequest>;

// ------------------------------------------------------------------------------ reported reviews

export const REPORTED_LIST_LIMIT = 50;

export const ReportedReview = z.object({
  reviewId: z.uuid(),
  hotelId: z.string(),
  hotelName: z.string(),
  orderId: z.string(),
  score: z.number().int(),
  body: z.string(),
  language: z.enum(['en', 'my']),
  reviewerName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: Instant,
  /** Reports not yet dismissed. */
  reports: z.number().int(),
  reasons: z.array(z.enum(REVIEW_REPORT_REASONS)),
});
export type ReportedReview = z.infer<typeof ReportedReview>;

export const OpsReportedReviewsResponse = z
  .object({ code: z.literal(200), data: z.array(ReportedReview).describe(`reviews with reports nobody dismissed yet, most reported first, at most ${REPORTED_LIST_LIMIT}`) })
  .meta({ id: 'OpsReportedReviewsResponse' });

export const ReviewIdParams = z.object({ reviewId: z.uuid() });

export const ModerationResponse = z
  .object({ code: z.literal(200), data: z.object({ reviewId: z.string(), status: z.enum(REVIEW_STATUSES), reportsDismissed: z.number().int() }) })
  .meta({ id: 'ModerationResponse' });

/**
 * What a hotel order stores in its `trip` column (design §6a), and what a hotel checkout keeps between
 * the re-pricing (checkReservation) and the order: the stay, the room and rate chosen and their price
 * as priced then. Names are kept in the language the guest booked in; screens ask the catalogue for
 * the reader's language and fall back to these.
 */
import type { CancellationPolicy } from './cancellation.ts';
import type { Nationality } from '../settings.ts';

/** Who stays: adults (over 12) and children (2 to 12, spec §9) in `rooms` rooms of one type. */
export interface HotelGuestCounts {
  rooms: number;
  adult: number;
  child: number;
  /** One age per child, 2 to 12. */
  childAges: number[];
}

/** The stay asked for. */
export interface HotelStayRequest extends HotelGuestCounts {
  hotelId: string;
  roomTypeId: string;
  rateId: string;
  checkIn: string;
  checkOut: string;
  nationality: Nationality;
  language: 'en' | 'mm';
}

/** Who sells a stay: 'inventory' is our own hotels in Myanmar, 'bed-bank' the sandbox bed bank's abroad. */
export type HotelSourceName = 'inventory' | 'bed-bank';

/** The room and rate as priced for the stay, per room; totals are for every room and night. */
export interface HotelSelection {
  source: HotelSourceName;
  hotelName: string;
  destinationId: number;
  roomName: string;
  rateName: string;
  services: string[];
  nights: number;
  /** Per room, the average night. */
  pricePerNight: number;
  /** Every room, every night. */
  total: number;
  totalBeforeDeal: number;
  cancellation: CancellationPolicy;
  /** The last day the stay can be cancelled free of charge; null for a non-refundable rate. */
  freeCancellationUntil: string | null;
  checkInTime: string;
  checkOutTime: string;
}

/** The guest who checks in to each room, and what the hotel should know (spec §3 hotel guest info). */
export interface HotelGuests {
  /** One lead guest per room, in room order. */
  guests: Array<{ firstName: string; lastName: string }>;
  /** Spec §3: defaults to the label 'Early Check-in'. */
  estimatedCheckInTime: string;
  specialRequest: string | null;
}

export interface HotelTrip {
  product: 'hotel';
  request: HotelStayRequest;
  selection: HotelSelection;
  guests: HotelGuests;
}

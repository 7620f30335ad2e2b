/** What the My trips, view-ticket and purchase-history loaders hand the pages. */
import type { TripProduct, TripTab } from '@thwa/domain/trips/trips';

export interface TripCard {
  orderId: string;
  productName: string;
  status: string;
  tone: 'success' | 'warning' | 'danger' | 'primary' | 'neutral';
  departureDate: string;
  returnDate: string | null;
  travellers: number;
  amount: number;
  bookedBy: string | null;
  /** Track booking posts these to /track-booking, which shows the booking at once. */
  track: { bookingId: string; email: string };
  viewTicketHref: string | null;
  downloadUrl: string | null;
  bookAgainHref: string;
}

export interface MyTripsData {
  title: string;
  tab: TripTab;
  product: TripProduct;
  trips: TripCard[];
  failure: string | null;
}

export interface ViewTicketData {
  title: string;
  orderId: string;
  /** The ticket as formatted text; null when the booking has no ticket (yet). */
  text: string | null;
  downloadUrl: string | null;
  /** "Book trip again": the departure listing of the same trip, filters and class filter back to default. */
  rebookHref: string;
  message: string | null;
}

export interface PurchaseRow {
  orderId: string;
  productName: string;
  amount: number;
  method: string;
  paidAt: string;
}

export interface PurchaseHistoryData {
  title: string;
  purchases: PurchaseRow[];
  page: number;
  hasMore: boolean;
  failure: string | null;
}

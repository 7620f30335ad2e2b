/** What the My trips, view-ticket and purchase-history loaders hand the pages. */
import type { TripProduct, TripTab } from '@thwa/domain/trips/trips';

export interface TripCard {
  orderId: string;
  productName: string;
  status: string;
  tone: 'success' | 'warning' | 'danger' | 'primary' | 'neutral';
  /** A hotel stay: its dates are check-in and check-out, its people guests, its document a voucher. */
  stay: boolean;
  departureDate: string;
  returnDate: string | null;
  travellers: number;
  amount: number;
  bookedBy: string | null;
  /** Track booking posts these to /track-booking, which shows the booking at once. */
  track: { bookingId: string; email: string };
  viewTicketHref: string | null;
  downloadUrl: string | null;
  /** Completed, but its e-ticket is still being rendered: the page says so and looks again until it is there. */
  ticketPending: boolean;
  bookAgainHref: string;
}

export interface MyTripsData {
  title: string;
  tab: TripTab;
  product: TripProduct;
  trips: TripCard[];
  failure: string | null;
}

/** One flight of the ticket, every date, time and number already written in the page's language. */
export interface TicketLegView {
  flightNumber: string;
  airlineName: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  departDate: string;
  departTime: string;
  arriveDate: string;
  arriveTime: string;
  duration: string;
  cabin: 'economy' | 'business';
}

/** The e-ticket laid out as the PDF is: summary, flights, travellers, contact. */
export interface TicketView {
  orderId: string;
  pnr: string | null;
  status: string;
  tone: TripCard['tone'];
  issued: string;
  directions: Array<{ direction: 'outward' | 'return'; legs: TicketLegView[] }>;
  travellers: Array<{ name: string; type: 'adult' | 'child' | 'infant'; ticketNumber: string | null }>;
  contact: { name: string; email: string; phone: string };
  total: string;
}

export interface ViewTicketData {
  title: string;
  orderId: string;
  /** The ticket as formatted text; null when the booking has no ticket (yet). */
  text: string | null;
  /** The same ticket as data for the laid-out view; null when the booking's details could not be read (the text is shown). */
  ticket: TicketView | null;
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
  /** The instant it was paid; the page writes its Yangon day. */
  paidAt: string;
}

export interface PurchaseHistoryData {
  title: string;
  purchases: PurchaseRow[];
  page: number;
  hasMore: boolean;
  failure: string | null;
}

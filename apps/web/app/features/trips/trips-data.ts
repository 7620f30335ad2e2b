/** What the My trips, view-ticket and purchase-history loaders hand the pages. */
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { TripProduct, TripTab } from '@thwa/domain/trips/trips';
import type { MessageKey } from '../../i18n/en.ts';

export interface TripCard {
  orderId: string;
  productName: string;
  status: string;
  tone: 'success' | 'warning' | 'danger' | 'primary' | 'neutral';
  /** Spec §3 product type id: its product words the card (a stay's check-in and guests, its voucher; products/index.ts). */
  productType: number;
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
  /** While it awaits payment: 'Pay now', which opens its payment page (order-view.ts payLaterHref). */
  payHref: string | null;
}

export interface MyTripsData {
  title: string;
  tab: TripTab;
  product: TripProduct;
  trips: TripCard[];
  failure: string | null;
}

/** The booking's document laid out as its PDF is: the shared summary and contact, and each item as its product lays it out. */
export interface TicketView {
  orderId: string;
  /** Spec §3 product type id: its product names the document and its reference. */
  productType: number;
  pnr: string | null;
  status: string;
  tone: TripCard['tone'];
  issued: string;
  items: OrderItem[];
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
  /** The name its product gives the downloaded document ("TW….pdf", "TW…-voucher.pdf"), and its button's words. */
  fileName: string;
  downloadLabel: MessageKey;
  /** The documents of the booking's other issued items (an insurance's certificate beside the e-ticket), each under its own name. */
  moreDocuments: { itemNo: number; downloadUrl: string; fileName: string; label: MessageKey }[];
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

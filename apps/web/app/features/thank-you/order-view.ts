import type { HotelOrderItem, OrderDetail, PriceBreakdown, ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import { formatCalendarDate, formatYangonDateTime as sharedYangonDateTime } from '@thwa/domain/date-format';
import { formatDuration } from '@thwa/domain/duration';
import { toMyanmarDigits } from '@thwa/domain/money';
import { orderStatusTone, type StatusTone } from '@thwa/domain/order-status';
import { paymentOutcome } from '@thwa/domain/payment-text';
import type { Language } from '@thwa/domain/settings';
import { cancellationPreview } from '@thwa/domain/hotels/cancellation';

/** A flight leg with every date and time already written for the page's language. */
export interface LegView {
  flightNumber: string;
  airlineName: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  dateLabel: string;
  departTime: string;
  arriveTime: string;
  duration: string;
}

export interface DirectionView {
  direction: 'outward' | 'return';
  legs: LegView[];
}

export interface TravellerView {
  type: 'adult' | 'child' | 'infant';
  name: string;
  ticketNumber: string | null;
}

/** How the payment line reads: spec §4 payment text, or "awaiting payment" while it is still open. */
export type PaymentState = 'successful' | 'unsuccessful' | 'awaiting';

export interface PaymentView {
  method: string;
  state: PaymentState;
  amount: number;
  paymentCode: string | null;
  /** Pay-at-shop deadline in Asia/Yangon, written out ("14 Mar 2031, 10:30"). */
  deadline: string | null;
  paidAt: string | null;
}

/**
 * What the thank-you and track-booking pages show of an order. Dates are formatted on the server so
 * the browser renders exactly the same text (no clock or ICU differences at hydration).
 */
export interface OrderView {
  orderId: string;
  flow: 'online' | 'offline';
  status: string;
  statusTone: StatusTone;
  paymentStatus: OrderDetail['paymentStatus'];
  outcome: ThankYouOutcome;
  pnr: string | null;
  directions: DirectionView[];
  travellers: TravellerView[];
  /** A hotel order's stay (hotel, dates, room, the guest and voucher number of each room); null for a flight. */
  stay: HotelOrderItem | null;
  /** A hotel stay the guest may cancel online today, and what that would give back; null otherwise. */
  cancelPreview: { refund: number } | null;
  /** Set when the guest cancelled it themselves: what came back, and where to. */
  guestCancellation: NonNullable<OrderDetail['guestCancellation']> | null;
  contact: { name: string; email: string; phone: string };
  breakdown: PriceBreakdown;
  amount: number;
  payment: PaymentView | null;
  ticket: { viewUrl: string; downloadUrl: string } | null;
}

function digits(text: string, lang: Language): string {
  return lang === 'mm' ? toMyanmarDigits(text) : text;
}

/** "Mon, 10 Mar 2031" for a calendar day (read in UTC, so no time zone moves it). */
export function formatCalendarDay(isoDate: string, lang: Language): string {
  // The shared formatter, not Intl: Node's and the browser's Myanmar date data differ (hydration error #418).
  return formatCalendarDate(isoDate, lang, { weekday: true });
}

/** An instant as a Yangon date and 24-hour time: "14 Mar 2031, 10:30". */
export function formatYangonDateTime(instant: string, lang: Language): string {
  return sharedYangonDateTime(instant, lang);
}

/** Whether a payment is still open: nothing decided yet (a QR not yet approved, a shop code not yet paid). */
export function paymentState(status: string): PaymentState {
  return status.trim().toLowerCase() === 'pending' ? 'awaiting' : paymentOutcome(status);
}

/** `today`: the Yangon business date, for whether the guest may still cancel a stay themselves. */
export function orderView(detail: OrderDetail, lang: Language, today?: string): OrderView {
  const flight = flightItemOf(detail);
  const stay = detail.items.find((item): item is HotelOrderItem => item.product === 'hotel') ?? null;
  const paid = detail.payment?.amount ?? detail.amount;
  return {
    orderId: detail.orderId,
    flow: detail.flow,
    status: detail.status,
    statusTone: orderStatusTone(detail.status),
    paymentStatus: detail.paymentStatus,
    outcome: detail.outcome,
    pnr: detail.pnr,
    directions: (flight?.directions ?? []).map((direction) => ({
      direction: direction.direction,
      legs: direction.legs.map((leg) => ({
        flightNumber: leg.flightNumber,
        airlineName: leg.airlineName,
        origin: leg.origin,
        originCity: leg.originCity,
        destination: leg.destination,
        destinationCity: leg.destinationCity,
        dateLabel: formatCalendarDay(leg.departureLocal.slice(0, 10), lang),
        departTime: digits(leg.departureLocal.slice(11, 16), lang),
        arriveTime: digits(leg.arrivalLocal.slice(11, 16), lang),
        duration: formatDuration(leg.durationMinutes, lang),
      })),
    })),
    travellers: (flight?.travellers ?? []).map((traveller) => ({
      type: traveller.type,
      name: [traveller.title, traveller.firstName, traveller.lastName].filter(Boolean).join(' '),
      ticketNumber: traveller.ticketNumber,
    })),
    stay,
    cancelPreview: stay && today ? cancellationPreview({ status: detail.status, checkIn: stay.checkIn, paid, cancellation: stay.cancellation }, today) : null,
    guestCancellation: detail.guestCancellation ?? null,
    contact: detail.contact,
    breakdown: detail.breakdown,
    amount: detail.amount,
    payment: detail.payment
      ? {
          method: detail.payment.method,
          state: paymentState(detail.payment.status),
          amount: detail.payment.amount,
          paymentCode: detail.payment.paymentCode,
          deadline: detail.payment.paymentCode ? formatYangonDateTime(detail.payment.expiresAt, lang) : null,
          paidAt: detail.payment.paidAt ? formatYangonDateTime(detail.payment.paidAt, lang) : null,
        }
      : null,
    ticket: detail.ticket,
  };
}

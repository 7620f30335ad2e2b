import type { OrderDetail, OrderItem, PriceBreakdown, ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { formatCalendarDate, formatYangonDateTime as sharedYangonDateTime } from '@thwa/domain/date-format';
import { orderStatusTone, type StatusTone } from '@thwa/domain/order-status';
import { paymentOutcome } from '@thwa/domain/payment-text';
import type { Language } from '@thwa/domain/settings';
import { productOfItem } from '../../products/index.ts';

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

/** A refund of the order other than the guest's own cancellation's: how much, where to, and whether it arrived. */
export interface RefundView {
  amount: number;
  to: 'wallet' | 'payment';
  /** When it was paid back, in Asia/Yangon, written out; null while it is on its way. */
  refundedAt: string | null;
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
  /** Spec §3 product type id of what the order was placed for: its product words the page (web-product.ts). */
  productType: number;
  pnr: string | null;
  /** What the order sells, each shown by its own product (products/index.ts). */
  items: OrderItem[];
  /** What the guest would get back by cancelling online today, when every item allows it; null otherwise. */
  cancelPreview: { refund: number } | null;
  /** Set when the guest cancelled it themselves: what came back, and where to. */
  guestCancellation: NonNullable<OrderDetail['guestCancellation']> | null;
  contact: { name: string; email: string; phone: string };
  breakdown: PriceBreakdown;
  amount: number;
  payment: PaymentView | null;
  /** What our team or the order's life gave back (an item refunded, a fare's difference), oldest first. */
  refunds: RefundView[];
  ticket: { viewUrl: string; downloadUrl: string } | null;
  /** A confirmed item's document is still being rendered. */
  documentsPending: boolean;
  /** While it awaits payment: 'Pay now', the link that opens its payment page in any browser. */
  payHref: string | null;
}

/**
 * The order's page opened by its payment key (Track booking's, My trips' and the e-mail's 'Pay now'):
 * it keeps the key for this browser and goes on to the payment page while the order can be paid.
 */
export function payLaterHref(orderId: string, payKey: string): string {
  return `/checkout/thank-you?${new URLSearchParams({ orderId, key: payKey }).toString()}`;
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

/**
 * What the guest would get back by cancelling online today, as the item's product says. Only an order
 * of one item is cancelled online for now: the page knows what was paid for the order, not for each item.
 */
function cancelPreviewOf(detail: OrderDetail, at: { today: string; now: Date }): { refund: number } | null {
  const [item] = detail.items;
  if (!item || detail.items.length !== 1) return null;
  return productOfItem(item)?.cancellationPreview(item, { status: detail.status, paid: detail.payment?.amount ?? detail.amount }, at) ?? null;
}

/**
 * `at`: the page's clock, its Yangon business date and its instant, for whether the guest may still
 * cancel the booking themselves and what they would get back (by day or by hour, as the product says).
 */
export function orderView(detail: OrderDetail, lang: Language, at?: { today: string; now: Date }): OrderView {
  return {
    orderId: detail.orderId,
    flow: detail.flow,
    status: detail.status,
    statusTone: orderStatusTone(detail.status),
    paymentStatus: detail.paymentStatus,
    outcome: detail.outcome,
    productType: detail.productType,
    pnr: detail.pnr,
    items: detail.items,
    cancelPreview: at ? cancelPreviewOf(detail, at) : null,
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
    refunds: (detail.refunds ?? []).map((refund) => ({
      amount: refund.amount,
      to: refund.to,
      refundedAt: refund.status === 'refunded' && refund.refundedAt ? formatYangonDateTime(refund.refundedAt, lang) : null,
    })),
    ticket: detail.ticket,
    documentsPending: detail.documentsPending ?? false,
    payHref: detail.payKey ? payLaterHref(detail.orderId, detail.payKey) : null,
  };
}

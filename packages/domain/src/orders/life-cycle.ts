/**
 * The order life cycle of every product (design §6a): each change of an order's status or of its
 * payment status is an event, and this table says from which statuses the event may happen and what
 * it leaves behind. The orders service asks it before every change and writes the event it names to
 * order_events; the database's CHECK constraints hold the same two lists of statuses (migration 0006),
 * so a status outside them cannot be stored even by hand.
 *
 *   (placed) ──▶ held ──payment.succeeded──▶ paid ──issue.pending──▶ processing
 *                 │                            │                        │
 *            hold.expired                      ├──ticket.issued─────────┼──▶ completed
 *                 ▼                            ├──issue.waitlisted──────┼──▶ waitlisted
 *              expired                         └──issue.failed──────────┴──▶ cancelled
 *                                                 (payment.refunded also cancels what it refunds)
 *   paid, processing or completed ──order.cancelled──▶ cancelled   the guest cancelled, as the
 *                                                 product's policy allows; any refund follows
 *   (requested) ──▶ pending   an offline request, answered by the flight team
 *   pending or waitlisted ──fare.raised──▶ held (pay the fare, or its difference) ──…──▶ paid ──fare.confirmed──▶ completed
 *   waitlisted ──fare.confirmed──▶ completed    pending or waitlisted ──order.rejected──▶ cancelled
 *   processing ──fulfilment.retried──▶ processing   (the console's actions, issue 20)
 *
 * The event names are the ones order_events has always stored (flights came first), so the history
 * of an order reads the same before and after the booking core was made product-neutral.
 */
import type { OrderStatus } from '../order-status.ts';

/** The statuses an order takes in our own life cycle; the rest of ORDER_STATUSES are spec display statuses. */
export const LIFE_CYCLE_STATUSES = ['held', 'pending', 'paid', 'processing', 'completed', 'waitlisted', 'cancelled', 'expired'] as const satisfies readonly OrderStatus[];
export type LifeCycleStatus = (typeof LIFE_CYCLE_STATUSES)[number];

export const PAYMENT_STATUSES = ['none', 'pending', 'paid', 'failed', 'refunded', 'late'] as const;
/**
 * Where the money is: none (nothing started), pending (awaiting a pay-at-shop or cash-on-delivery
 * payment, or a gateway callback), paid, failed, refunded, or late (money arrived after the payment
 * window closed and the hold had lapsed).
 */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a new order starts: a hold on inventory awaiting payment, or an offline request. */
export const ORDER_START_EVENTS = {
  'order.placed': 'held',
  'order.requested': 'pending',
} as const satisfies Record<string, LifeCycleStatus>;
export type OrderStartEvent = keyof typeof ORDER_START_EVENTS;

interface Transition {
  /** The statuses the event may happen in. */
  readonly from: readonly LifeCycleStatus[];
  /** The status it leaves, or 'same'. */
  readonly to: LifeCycleStatus | 'same';
  /** The payment status it leaves: one status, 'same', or one that depends on the state it happens in. */
  readonly payment: PaymentStatus | 'same' | ((state: OrderState) => PaymentStatus);
  /** The type order_events stores, when it is not the event's own name. */
  readonly recordedAs?: string;
}

const AFTER_PAYMENT: readonly LifeCycleStatus[] = ['paid', 'processing'];

/** Every event after an order's start, by the name order_events stores. */
export const ORDER_TRANSITIONS = {
  /** A payment was started (card redirect, wallet, shop code): the hold stays, the money is awaited. */
  'payment.started': { from: ['held'], to: 'same', payment: 'pending' },
  /** The provider refused: the hold stays until its window ends, so the customer can try again. */
  'payment.failed': { from: ['held'], to: 'same', payment: 'failed' },
  'payment.succeeded': { from: ['held'], to: 'paid', payment: 'paid' },
  /** Money arrived after the hold ended (spec §4 "paid but exceeded timer"); it is refunded. */
  'payment.late': { from: ['expired', 'cancelled'], to: 'same', payment: 'late' },
  /** A second payment for an order another one already paid: it goes back, the order is untouched. */
  'payment.duplicate': { from: ['paid', 'processing', 'completed', 'waitlisted'], to: 'same', payment: 'same' },
  /**
   * The sale's payment went back to the customer: the supplier refused after payment, or the booking
   * could not be confirmed. A sale refunded is over, so an order not yet cancelled is cancelled by it
   * (and can no longer be fulfilled); a completed sale is cancelled by its own event first.
   */
  'payment.refunded': { from: ['cancelled', 'paid', 'processing', 'waitlisted'], to: 'cancelled', payment: 'refunded' },
  /**
   * A payment beyond the sale went back: a late one stays 'late' (the customer still sees "paid but
   * exceeded timer"), a duplicate one leaves the order as paid as it was. Stored as 'payment.refunded',
   * as it always was; the event's data says which it was. An order held again for a higher fare
   * (fare.raised) whose difference was never paid expires, and its first payment goes back this way.
   */
  'payment.returned': { from: ['expired', 'cancelled', 'paid', 'processing', 'completed', 'waitlisted'], to: 'same', payment: 'same', recordedAs: 'payment.refunded' },
  /**
   * One item's share went back while the order stands (an insurance the insurer refused beside a
   * ticket that was issued, decision 024): the order keeps its status and its payment stays paid.
   */
  'item.refunded': { from: ['paid', 'processing', 'completed', 'waitlisted'], to: 'same', payment: 'same' },
  /** The payment window closed unpaid: inventory goes back to sale, a payment still awaited failed. */
  'hold.expired': { from: ['held'], to: 'expired', payment: ({ paymentStatus }) => (paymentStatus === 'pending' ? 'failed' : paymentStatus) },
  /** A supplier has not confirmed yet; the fulfilment is tried again. */
  'issue.pending': { from: ['paid'], to: 'processing', payment: 'same' },
  'issue.failed': { from: AFTER_PAYMENT, to: 'cancelled', payment: 'same' },
  'issue.waitlisted': { from: AFTER_PAYMENT, to: 'waitlisted', payment: 'same' },
  'ticket.issued': { from: AFTER_PAYMENT, to: 'completed', payment: 'same' },
  /**
   * The guest cancelled a paid booking themselves (a hotel stay, within what its product allows). The
   * inventory goes back to sale; what the policy refunds follows as 'payment.refunded', and a
   * non-refundable booking stays paid. Once cancelled it cannot be cancelled again: one refund only.
   */
  'order.cancelled': { from: [...AFTER_PAYMENT, 'completed'], to: 'cancelled', payment: 'same' },
  /**
   * An employee confirmed a waitlisted booking at the fare the airline gave, no higher than what was
   * paid (any difference is refunded as 'item.refunded'); or the customer paid the difference of a
   * higher one (then the order is 'paid' again, and nothing but that payment leads here).
   */
  'fare.confirmed': { from: ['waitlisted', 'paid'], to: 'completed', payment: 'same' },
  /**
   * An employee confirmed an offline request or a waitlisted booking at a fare higher than what was
   * paid: the order is held again for the difference (an offline request for the whole fare), paid
   * by its payment key (decision 029); its hold's end lets it expire as any hold does. Its payment status
   * is 'none' again: what it awaits is the new payment (the first one stays in its payment row).
   */
  'fare.raised': { from: ['pending', 'waitlisted'], to: 'held', payment: 'none' },
  /** An employee could not book an offline request or a waitlisted booking: it ends; what was paid is refunded in full. */
  'order.rejected': { from: ['pending', 'waitlisted'], to: 'cancelled', payment: 'same' },
  /** An employee ran a stuck fulfilment again through its product: nothing changes until a supplier answers. */
  'fulfilment.retried': { from: ['processing'], to: 'same', payment: 'same' },
} as const satisfies Record<string, Transition>;
export type OrderEvent = keyof typeof ORDER_TRANSITIONS;

export interface OrderState {
  status: LifeCycleStatus;
  paymentStatus: PaymentStatus;
}

export type TransitionResult = { allowed: true; state: OrderState; changed: boolean } | { allowed: false; state: OrderState };

/** The type order_events stores for `event`. */
export function recordedType(event: OrderEvent): string {
  const transition: Transition = ORDER_TRANSITIONS[event];
  return transition.recordedAs ?? event;
}

/** The state a new order starts in. */
export function startState(event: OrderStartEvent): OrderState {
  return { status: ORDER_START_EVENTS[event], paymentStatus: 'none' };
}

/**
 * What `event` makes of an order in `state`: refused when the event may not happen in that status
 * (a late callback, a job run twice), otherwise the new state and whether anything changed.
 */
export function orderTransition(state: OrderState, event: OrderEvent): TransitionResult {
  const transition: Transition = ORDER_TRANSITIONS[event];
  if (!transition.from.includes(state.status)) return { allowed: false, state };
  const status = transition.to === 'same' ? state.status : transition.to;
  const paymentStatus = transition.payment === 'same' ? state.paymentStatus : typeof transition.payment === 'string' ? transition.payment : transition.payment(state);
  return { allowed: true, state: { status, paymentStatus }, changed: status !== state.status || paymentStatus !== state.paymentStatus };
}

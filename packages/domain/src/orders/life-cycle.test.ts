import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-status.ts';
import { thankYouOutcome } from '../booking/thank-you-outcome.ts';
import {
  LIFE_CYCLE_STATUSES,
  ORDER_START_EVENTS,
  ORDER_TRANSITIONS,
  PAYMENT_STATUSES,
  orderTransition,
  recordedType,
  startState,
  type LifeCycleStatus,
  type OrderEvent,
  type OrderState,
  type PaymentStatus,
} from './life-cycle.ts';

const EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];

/** Applies events in turn; throws on the first one the table refuses, naming it. */
function run(start: OrderState, ...events: OrderEvent[]): OrderState {
  return events.reduce((state, event) => {
    const result = orderTransition(state, event);
    if (!result.allowed) throw new Error(`${event} refused in ${state.status}/${state.paymentStatus}`);
    return result.state;
  }, start);
}

/** Every state an order can reach from either start, by breadth-first search over the table. */
function reachableStates(): OrderState[] {
  const seen = new Map<string, OrderState>();
  const queue = Object.keys(ORDER_START_EVENTS).map((event) => startState(event as keyof typeof ORDER_START_EVENTS));
  while (queue.length > 0) {
    const state = queue.shift()!;
    const key = `${state.status}/${state.paymentStatus}`;
    if (seen.has(key)) continue;
    seen.set(key, state);
    for (const event of EVENTS) {
      const result = orderTransition(state, event);
      if (result.allowed) queue.push(result.state);
    }
  }
  return [...seen.values()];
}

describe('order life cycle', () => {
  it('starts a placed order held and an offline request pending, with no payment', () => {
    expect(startState('order.placed')).toEqual({ status: 'held', paymentStatus: 'none' });
    expect(startState('order.requested')).toEqual({ status: 'pending', paymentStatus: 'none' });
  });

  it('pays, then issues: held → paid → processing → completed', () => {
    const held = startState('order.placed');
    expect(run(held, 'payment.started')).toEqual({ status: 'held', paymentStatus: 'pending' });
    expect(run(held, 'payment.started', 'payment.succeeded')).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(run(held, 'payment.started', 'payment.succeeded', 'issue.pending', 'ticket.issued')).toEqual({ status: 'completed', paymentStatus: 'paid' });
    expect(run(held, 'payment.succeeded', 'issue.waitlisted')).toEqual({ status: 'waitlisted', paymentStatus: 'paid' });
  });

  it('keeps the hold when a payment fails, so the customer can try again', () => {
    const failed = run(startState('order.placed'), 'payment.started', 'payment.failed');
    expect(failed).toEqual({ status: 'held', paymentStatus: 'failed' });
    expect(run(failed, 'payment.started', 'payment.succeeded')).toEqual({ status: 'paid', paymentStatus: 'paid' });
  });

  it('expires an unpaid hold; a payment still awaited then failed, one never started stays none', () => {
    expect(run(startState('order.placed'), 'payment.started', 'hold.expired')).toEqual({ status: 'expired', paymentStatus: 'failed' });
    expect(run(startState('order.placed'), 'hold.expired')).toEqual({ status: 'expired', paymentStatus: 'none' });
  });

  it('marks money that arrives after the hold as late, and returning it leaves it late', () => {
    const late = run(startState('order.placed'), 'payment.started', 'hold.expired', 'payment.late');
    expect(late).toEqual({ status: 'expired', paymentStatus: 'late' });
    expect(run(late, 'payment.returned')).toEqual(late);
    expect(orderTransition(late, 'payment.refunded').allowed).toBe(false);
    expect(thankYouOutcome({ orderStatus: late.status, paymentStatus: late.paymentStatus })).toBe('paid_timer_exceeded');
  });

  it('refunds a sale the supplier refused, exactly once in effect', () => {
    const cancelled = run(startState('order.placed'), 'payment.succeeded', 'issue.failed');
    expect(cancelled).toEqual({ status: 'cancelled', paymentStatus: 'paid' });
    const refunded = orderTransition(cancelled, 'payment.refunded');
    expect(refunded).toEqual({ allowed: true, changed: true, state: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(orderTransition(refunded.state, 'payment.refunded')).toEqual({ allowed: true, changed: false, state: refunded.state });
    expect(thankYouOutcome({ orderStatus: refunded.state.status, paymentStatus: refunded.state.paymentStatus })).toBe('paid_cancelled');
  });

  it('refuses to refund a completed sale that was not cancelled first', () => {
    const completed = run(startState('order.placed'), 'payment.succeeded', 'ticket.issued');
    expect(orderTransition(completed, 'payment.refunded').allowed).toBe(false);
  });

  it("lets the guest cancel a paid or completed booking once; a refund may follow, a second cancel may not", () => {
    const completed = run(startState('order.placed'), 'payment.succeeded', 'ticket.issued');
    const cancelled = run(completed, 'order.cancelled');
    expect(cancelled).toEqual({ status: 'cancelled', paymentStatus: 'paid' });
    expect(orderTransition(cancelled, 'order.cancelled').allowed).toBe(false);
    expect(run(cancelled, 'payment.refunded')).toEqual({ status: 'cancelled', paymentStatus: 'refunded' });
    // An unpaid hold is not cancelled by the guest: it simply expires.
    expect(orderTransition(startState('order.placed'), 'order.cancelled').allowed).toBe(false);
  });

  it('cancels a paid sale it refunds, so it can no longer be fulfilled', () => {
    const refunded = run(startState('order.placed'), 'payment.succeeded', 'payment.refunded');
    expect(refunded).toEqual({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(orderTransition(refunded, 'ticket.issued').allowed).toBe(false);
  });

  it('returns a duplicate payment without touching the order it paid twice', () => {
    for (const status of ['paid', 'processing', 'completed', 'waitlisted'] as const) {
      const state: OrderState = { status, paymentStatus: 'paid' };
      expect(orderTransition(state, 'payment.duplicate')).toEqual({ allowed: true, changed: false, state });
      expect(orderTransition(state, 'payment.returned')).toEqual({ allowed: true, changed: false, state });
    }
  });

  it('stores a returned payment under the name order_events has always used', () => {
    expect(recordedType('payment.returned')).toBe('payment.refunded');
    expect(recordedType('hold.expired')).toBe('hold.expired');
  });

  it('refuses what a job run twice or a late callback would do twice', () => {
    const completed: OrderState = { status: 'completed', paymentStatus: 'paid' };
    for (const event of ['payment.succeeded', 'ticket.issued', 'issue.failed', 'hold.expired', 'payment.started'] as const) {
      expect(orderTransition(completed, event)).toEqual({ allowed: false, state: completed });
    }
    const expired: OrderState = { status: 'expired', paymentStatus: 'none' };
    expect(orderTransition(expired, 'hold.expired').allowed).toBe(false);
    expect(orderTransition(expired, 'payment.succeeded').allowed).toBe(false);
    // An offline request has no payment and no supplier step in our life cycle: only an employee answers it.
    const answers: OrderEvent[] = ['fare.raised', 'order.rejected'];
    for (const event of EVENTS) expect(orderTransition(startState('order.requested'), event).allowed).toBe(answers.includes(event));
  });

  it('changes nothing when it refuses an event', () => {
    for (const status of LIFE_CYCLE_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        for (const event of EVENTS) {
          const state = { status, paymentStatus };
          const result = orderTransition(state, event);
          if (!result.allowed) expect(result.state).toBe(state);
        }
      }
    }
  });

  it('lets an employee confirm a waitlisted booking at a fare no higher than paid, once', () => {
    const waitlisted = run(startState('order.placed'), 'payment.succeeded', 'issue.waitlisted');
    expect(run(waitlisted, 'fare.confirmed', 'item.refunded')).toEqual({ status: 'completed', paymentStatus: 'paid' });
    expect(orderTransition(run(waitlisted, 'fare.confirmed'), 'fare.confirmed').allowed).toBe(false);
    expect(orderTransition(run(waitlisted, 'fare.confirmed'), 'fare.raised').allowed).toBe(false);
  });

  it('holds a waitlist confirmed at a higher fare until the difference is paid, then completes it', () => {
    const waitlisted = run(startState('order.placed'), 'payment.succeeded', 'issue.waitlisted');
    const held = run(waitlisted, 'fare.raised');
    expect(held).toEqual({ status: 'held', paymentStatus: 'none' });
    expect(run(held, 'payment.started', 'payment.succeeded', 'fare.confirmed')).toEqual({ status: 'completed', paymentStatus: 'paid' });
    // Unpaid at the hold's end it expires, and its first payment goes back.
    expect(run(held, 'payment.started', 'hold.expired', 'payment.returned')).toEqual({ status: 'expired', paymentStatus: 'failed' });
  });

  it('makes an offline request payable at its confirmed fare, or rejects it; neither twice', () => {
    const request = startState('order.requested');
    expect(run(request, 'fare.raised')).toEqual({ status: 'held', paymentStatus: 'none' });
    expect(run(request, 'fare.raised', 'payment.started', 'payment.succeeded', 'fare.confirmed')).toEqual({ status: 'completed', paymentStatus: 'paid' });
    expect(run(request, 'order.rejected')).toEqual({ status: 'cancelled', paymentStatus: 'none' });
    expect(orderTransition(run(request, 'order.rejected'), 'order.rejected').allowed).toBe(false);
    expect(orderTransition(run(request, 'fare.raised'), 'fare.raised').allowed).toBe(false);
    // An offline request was never paid: nothing confirms it without a payment.
    expect(orderTransition(request, 'fare.confirmed').allowed).toBe(false);
  });

  it('rejects a waitlisted booking, and its refund follows once', () => {
    const rejected = run(startState('order.placed'), 'payment.succeeded', 'issue.waitlisted', 'order.rejected');
    expect(rejected).toEqual({ status: 'cancelled', paymentStatus: 'paid' });
    expect(run(rejected, 'payment.refunded')).toEqual({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('retries a fulfilment only while it is being processed, changing nothing', () => {
    const processing = run(startState('order.placed'), 'payment.succeeded', 'issue.pending');
    expect(orderTransition(processing, 'fulfilment.retried')).toEqual({ allowed: true, state: processing, changed: false });
    for (const event of ['ticket.issued', 'issue.waitlisted'] as const) expect(orderTransition(run(processing, event), 'fulfilment.retried').allowed).toBe(false);
    expect(orderTransition(run(startState('order.placed'), 'payment.succeeded'), 'fulfilment.retried').allowed).toBe(false);
  });

  it('reaches every life-cycle status, and only life-cycle and payment statuses', () => {
    const states = reachableStates();
    expect(new Set(states.map((state) => state.status))).toEqual(new Set<LifeCycleStatus>(LIFE_CYCLE_STATUSES));
    expect(new Set(states.map((state) => state.paymentStatus))).toEqual(new Set<PaymentStatus>(PAYMENT_STATUSES));
    // Every life-cycle status is one the spec shows in its colours.
    for (const status of LIFE_CYCLE_STATUSES) expect(ORDER_STATUSES).toContain(status);
  });

  it('never shows a completed sale as anything but paid', () => {
    const completed = reachableStates().filter((state) => state.status === 'completed');
    expect(completed).toEqual([{ status: 'completed', paymentStatus: 'paid' }]);
  });
});

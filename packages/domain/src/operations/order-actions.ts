/**
 * What an employee may do to an order from the console (issue 20 item 2), read from the life cycle table
 * (orders/life-cycle.ts) so the console offers exactly what the api will allow:
 * - confirm an offline request or a waitlisted booking at the fare the airline gave ('fare.confirmed'
 *   or 'fare.raised'), or reject it ('order.rejected');
 * - retry a stuck fulfilment ('fulfilment.retried');
 * - cancel a paid order ('order.cancelled'), refunding what its product's policy gives back.
 */
import { orderTransition, type OrderEvent, type OrderState } from '../orders/life-cycle.ts';

export const ORDER_ACTIONS = ['confirm-fare', 'reject', 'retry-fulfilment', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The events each action may record: an action is offered when the order can take one of them. */
const EVENTS_OF: Record<OrderAction, readonly OrderEvent[]> = {
  'confirm-fare': ['fare.raised'],
  reject: ['order.rejected'],
  'retry-fulfilment': ['fulfilment.retried'],
  cancel: ['order.cancelled'],
};

/** The actions an order in `state` allows, in the console's order. */
export function orderActionsFor(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => EVENTS_OF[action].some((event) => orderTransition(state, event).allowed));
}

/** How long a customer has to pay a confirmed fare, or its difference (spec §9: the flight team answers within 24 hours, the customer as long). */
export const FARE_DUE_HOURS = 24;

/** The longest confirmed fare a console may enter (MMK), far above any real fare, so a typo of zeros is refused. */
export const MAX_CONFIRMED_FARE = 100_000_000;

/**
 * What confirming a fare does to an order that paid `paid` (MMK) for what the fare replaces: the
 * booking is confirmed as it stands and `refund` goes back (a fare no higher than paid), or the order
 * waits for `due` more (a higher fare; an offline request, never paid, for the whole fare).
 */
export function fareOutcome(fare: number, paid: number): { kind: 'confirmed'; refund: number } | { kind: 'due'; due: number } {
  if (!Number.isSafeInteger(fare) || fare <= 0 || !Number.isSafeInteger(paid) || paid < 0) throw new RangeError('a fare is a whole MMK amount above zero');
  return paid > 0 && fare <= paid ? { kind: 'confirmed', refund: paid - fare } : { kind: 'due', due: fare - paid };
}

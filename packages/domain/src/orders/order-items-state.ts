/**
 * An order's items and its status (design §6a, decision 024). Every item moves through the same life
 * cycle table as orders (life-cycle.ts): an event about the whole order (a payment, the hold's end, the
 * guest's cancellation) moves each item the table lets it move; a supplier's answer moves one item.
 * The order's status then follows from its items' by `orderStatusOfItems`, so a flight whose ticket
 * was issued beside an insurance the insurer refused leaves a completed order, not a cancelled one.
 */
import { ORDER_TRANSITIONS, type LifeCycleStatus, type OrderEvent } from './life-cycle.ts';

export interface ItemState {
  itemNo: number;
  /** The item an add-on is added to; null for an item sold on its own. */
  parentItemNo: number | null;
  status: LifeCycleStatus;
}

/** Statuses an item is over in: it holds nothing and waits for nothing. */
const ENDED: readonly LifeCycleStatus[] = ['cancelled', 'expired'];

/**
 * How far a live item has come, for the order's status: the least advanced item is where the order is.
 * An order being fulfilled is 'processing' until the last of its items is confirmed.
 */
const PROGRESS: Record<Exclude<LifeCycleStatus, 'cancelled' | 'expired'>, number> = {
  held: 0,
  pending: 1,
  paid: 2,
  processing: 3,
  waitlisted: 4,
  completed: 5,
};

/** An item's status after `event` happens to it, or null when the table does not let it happen in that status. */
export function itemTransition(status: LifeCycleStatus, event: OrderEvent): LifeCycleStatus | null {
  const transition = ORDER_TRANSITIONS[event] as { from: readonly LifeCycleStatus[]; to: LifeCycleStatus | 'same' };
  if (!transition.from.includes(status)) return null;
  return transition.to === 'same' ? status : transition.to;
}

/**
 * The order's status from its items':
 * - while any item is live (not cancelled or expired), the least advanced live item's status, so the
 *   order is complete only when every live item is;
 * - an add-on still waiting for its parent to be confirmed (paid, the parent not completed) counts as
 *   its parent does: an order whose flight is being ticketed is 'processing', one whose flight is on
 *   the waitlist 'waitlisted', whatever their insurance waits for;
 * - when every item has ended, 'cancelled' if any was cancelled (the order was paid for), else 'expired'.
 */
export function orderStatusOfItems(items: readonly ItemState[]): LifeCycleStatus {
  if (items.length === 0) throw new Error('an order has at least one item');
  const live = items.filter((item) => !ENDED.includes(item.status));
  if (live.length === 0) return items.some((item) => item.status === 'cancelled') ? 'cancelled' : 'expired';
  const confirmed = new Set(items.filter((item) => item.status === 'completed').map((item) => item.itemNo));
  const counted = live.filter((item) => !(item.parentItemNo !== null && item.status === 'paid' && !confirmed.has(item.parentItemNo)));
  // Only add-ons of a parent that ended are left (the core ends them with it): they are where the order is.
  const considered = counted.length > 0 ? counted : live;
  let least = considered[0]!.status as keyof typeof PROGRESS;
  for (const item of considered) {
    const status = item.status as keyof typeof PROGRESS;
    if (PROGRESS[status] < PROGRESS[least]) least = status;
  }
  return least;
}

/**
 * The items that stand on `itemNo`: its add-ons, and theirs. When a supplier refuses an item, these
 * cannot be sold without it (an insurance for a flight that was never ticketed) and end with it.
 */
export function dependentsOf(items: readonly ItemState[], itemNo: number): number[] {
  const found: number[] = [];
  const queue = [itemNo];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const item of items) {
      if (item.parentItemNo === parent && !found.includes(item.itemNo)) {
        found.push(item.itemNo);
        queue.push(item.itemNo);
      }
    }
  }
  return found;
}

/**
 * Whether an item may be fulfilled now: paid (or still being confirmed), and sold on its own or added
 * to an item already confirmed (an insurance is issued after its flight's ticket).
 */
export function readyToFulfil(items: readonly ItemState[], item: ItemState): boolean {
  if (itemTransition(item.status, 'ticket.issued') === null) return false;
  if (item.parentItemNo === null) return true;
  return items.find((other) => other.itemNo === item.parentItemNo)?.status === 'completed';
}

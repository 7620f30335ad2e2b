import { describe, expect, it } from 'vitest';
import { LIFE_CYCLE_STATUSES, ORDER_TRANSITIONS, orderTransition, type LifeCycleStatus, type OrderEvent } from './life-cycle.ts';
import { dependentsOf, itemTransition, orderStatusOfItems, readyToFulfil, type ItemState } from './order-items-state.ts';

/** Items from a short notation: 'completed', or 'paid<1' for an add-on of item 1. */
function items(...statuses: string[]): ItemState[] {
  return statuses.map((written, index) => {
    const [status, parent] = written.split('<');
    return { itemNo: index + 1, parentItemNo: parent ? Number(parent) : null, status: status as LifeCycleStatus };
  });
}

describe('orderStatusOfItems', () => {
  // [the items, the order's status]
  const table: [string[], LifeCycleStatus][] = [
    // One item: the order is where its item is, whatever that is.
    ...LIFE_CYCLE_STATUSES.map((status): [string[], LifeCycleStatus] => [[status], status]),
    // Several items sold on their own: the least advanced live one.
    [['held', 'held'], 'held'],
    [['paid', 'paid'], 'paid'],
    [['completed', 'processing'], 'processing'],
    [['processing', 'completed'], 'processing'],
    [['completed', 'paid'], 'paid'],
    [['completed', 'completed'], 'completed'],
    [['completed', 'waitlisted'], 'waitlisted'],
    [['pending', 'pending'], 'pending'],
    // An insurance added to a flight: issued after the ticket.
    [['paid', 'paid<1'], 'paid'],
    [['processing', 'paid<1'], 'processing'],
    [['completed', 'paid<1'], 'paid'],
    [['completed', 'processing<1'], 'processing'],
    [['completed', 'completed<1'], 'completed'],
    // The insurer refused: the ticket stands, so does the order.
    [['completed', 'cancelled<1'], 'completed'],
    // The airline refused: the flight ended, and its insurance with it.
    [['cancelled', 'cancelled<1'], 'cancelled'],
    // The flight is waitlisted: its insurance waits for it, the order is on the waitlist.
    [['waitlisted', 'paid<1'], 'waitlisted'],
    // A stay sold beside a flight that was refused: the stay stands.
    [['cancelled', 'completed'], 'completed'],
    // Everything ended.
    [['expired', 'expired<1'], 'expired'],
    [['cancelled', 'expired'], 'cancelled'],
    // An add-on left alone by a parent that ended (the core cancels it with its parent): it is the order.
    [['cancelled', 'paid<1'], 'paid'],
  ];
  it.each(table)('%j → %s', (written, status) => {
    expect(orderStatusOfItems(items(...written))).toBe(status);
  });

  it('refuses an order of no items', () => {
    expect(() => orderStatusOfItems([])).toThrow(/at least one item/);
  });
});

describe('itemTransition', () => {
  it('moves a lone item exactly as the order table moves its order, for every status and event', () => {
    for (const status of LIFE_CYCLE_STATUSES) {
      for (const event of Object.keys(ORDER_TRANSITIONS) as OrderEvent[]) {
        const order = orderTransition({ status, paymentStatus: 'paid' }, event);
        expect([status, event, itemTransition(status, event)]).toEqual([status, event, order.allowed ? order.state.status : null]);
      }
    }
  });

  it('keeps an item the event cannot touch where it is: a cancelled insurance when the guest cancels the flight', () => {
    expect(itemTransition('cancelled', 'order.cancelled')).toBeNull();
    expect(itemTransition('completed', 'order.cancelled')).toBe('cancelled');
  });
});

describe('dependentsOf', () => {
  it("finds an item's add-ons and theirs, and nothing of the items beside it", () => {
    const order = items('paid', 'paid<1', 'paid', 'paid<2', 'paid<3');
    expect(dependentsOf(order, 1)).toEqual([2, 4]);
    expect(dependentsOf(order, 3)).toEqual([5]);
    expect(dependentsOf(order, 4)).toEqual([]);
  });
});

describe('readyToFulfil', () => {
  it('fulfils an item sold on its own once paid, an add-on once its parent is confirmed', () => {
    const paid = items('paid', 'paid<1');
    expect(readyToFulfil(paid, paid[0]!)).toBe(true);
    expect(readyToFulfil(paid, paid[1]!)).toBe(false);
    const ticketed = items('completed', 'paid<1');
    expect(readyToFulfil(ticketed, ticketed[0]!)).toBe(false);
    expect(readyToFulfil(ticketed, ticketed[1]!)).toBe(true);
    const pending = items('completed', 'processing<1');
    expect(readyToFulfil(pending, pending[1]!)).toBe(true);
    expect(readyToFulfil(items('held'), items('held')[0]!)).toBe(false);
  });
});

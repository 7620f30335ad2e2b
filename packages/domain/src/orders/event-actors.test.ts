import { describe, expect, it } from 'vitest';
import { defaultEventActor } from './event-actors.ts';
import { ORDER_START_EVENTS, ORDER_TRANSITIONS, recordedType } from './life-cycle.ts';

describe('order event actors', () => {
  it('name the customer for what they ask, the partner for its answers, the worker for the jobs', () => {
    expect(defaultEventActor('order.placed')).toBe('customer');
    expect(defaultEventActor('order.cancelled')).toBe('customer');
    expect(defaultEventActor('payment.succeeded')).toBe('partner');
    expect(defaultEventActor('hold.expired')).toBe('worker');
    expect(defaultEventActor('ticket.issued')).toBe('worker');
  });

  it('cover every event the life cycle records', () => {
    const recorded = [...Object.keys(ORDER_START_EVENTS), ...Object.keys(ORDER_TRANSITIONS).map((event) => recordedType(event as keyof typeof ORDER_TRANSITIONS))];
    for (const type of recorded) expect(['customer', 'partner', 'worker']).toContain(defaultEventActor(type));
  });
});

import { describe, expect, it } from 'vitest';
import {
  byDeadline,
  cashOnDeliveryTiming,
  contactTiming,
  deadlineDistance,
  isOverdue,
  payAtShopTiming,
  RECONCILIATION_STUCK_MINUTES,
  stuckBefore,
  unsettledTiming,
  UNSETTLED_FOLLOW_UP_HOURS,
} from './queues.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const start = new Date('2026-11-28T03:00:00Z');
const at = (offset: number) => new Date(start.getTime() + offset);

describe('queue deadlines', () => {
  it('a pay-at-shop code is due when it ends', () => {
    expect(payAtShopTiming({ createdAt: start, expiresAt: at(24 * HOUR) })).toEqual({ since: start, dueFrom: null, deadline: at(24 * HOUR) });
  });

  it('cash on delivery is contacted from 2 hours to 24 hours after it was chosen (spec §1)', () => {
    expect(cashOnDeliveryTiming({ createdAt: start })).toEqual({ since: start, dueFrom: at(2 * HOUR), deadline: at(24 * HOUR) });
  });

  it('a request or a waitlisted booking is contacted within 24 hours of entering that status', () => {
    const timing = contactTiming(start);
    expect(timing.deadline).toEqual(at(24 * HOUR));
    expect(isOverdue(timing, at(24 * HOUR - 1))).toBe(false);
    expect(isOverdue(timing, at(24 * HOUR))).toBe(true);
  });

  it('orders soonest deadline first, then who waited longest', () => {
    const a = contactTiming(at(HOUR));
    const b = payAtShopTiming({ createdAt: start, expiresAt: at(25 * HOUR) });
    const c = payAtShopTiming({ createdAt: at(-HOUR), expiresAt: at(25 * HOUR) });
    expect([b, a, c].sort(byDeadline)).toEqual([c, b, a]);
  });

  it('reads a deadline as due in or overdue by whole minutes', () => {
    expect(deadlineDistance(at(3 * HOUR), start)).toEqual({ overdue: false, minutes: 180 });
    expect(deadlineDistance(start, at(20 * MINUTE + 59_000))).toEqual({ overdue: true, minutes: 20 });
    expect(deadlineDistance(start, start)).toEqual({ overdue: true, minutes: 0 });
  });
});

describe('what reconciliation could not settle', () => {
  const now = at(48 * HOUR);

  it('a pending payment reconciliation gave up on is listed from when it gave up', () => {
    const timing = unsettledTiming({ status: 'pending', expiresAt: at(15 * MINUTE), reconcileAfter: null }, now);
    expect(timing).toEqual({ since: at(24 * HOUR + 15 * MINUTE), dueFrom: null, deadline: at((24 + UNSETTLED_FOLLOW_UP_HOURS) * HOUR + 15 * MINUTE) });
  });

  it('a check overdue by the stuck limit is listed from when it was due; a recent one is not', () => {
    const due = new Date(now.getTime() - RECONCILIATION_STUCK_MINUTES * MINUTE);
    expect(unsettledTiming({ status: 'expired', expiresAt: start, reconcileAfter: due }, now)?.since).toEqual(due);
    expect(unsettledTiming({ status: 'pending', expiresAt: start, reconcileAfter: new Date(due.getTime() + 1) }, now)).toBeNull();
    expect(stuckBefore(now)).toEqual(due);
  });

  it('leaves out what is settled, and an expired payment whose checks ended (its provider may have called it failed)', () => {
    for (const status of ['paid', 'failed', 'refunded']) expect(unsettledTiming({ status, expiresAt: start, reconcileAfter: start }, now)).toBeNull();
    expect(unsettledTiming({ status: 'expired', expiresAt: start, reconcileAfter: null }, now)).toBeNull();
  });
});

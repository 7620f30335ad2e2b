import { describe, it, expect } from 'vitest';
import { ORDER_STATUSES, orderStatusTone, parseOrderStatus } from './order-status.ts';

describe('orderStatusTone (spec §4 order status colours)', () => {
  it('shows completed as success', () => {
    expect(orderStatusTone('completed')).toBe('success');
  });

  it('shows pending and processing as warning', () => {
    expect(orderStatusTone('pending')).toBe('warning');
    expect(orderStatusTone('processing')).toBe('warning');
  });

  it('shows cancelled, unsuccessful and failed as danger', () => {
    expect(orderStatusTone('cancelled')).toBe('danger');
    expect(orderStatusTone('unsuccessful')).toBe('danger');
    expect(orderStatusTone('failed')).toBe('danger');
  });

  it('shows booked as primary and initialized as neutral', () => {
    expect(orderStatusTone('booked')).toBe('primary');
    expect(orderStatusTone('initialized')).toBe('neutral');
  });

  it('colours the design §6 states: held primary, paid warning, expired danger, waitlisted warning', () => {
    expect(orderStatusTone('held')).toBe('primary');
    expect(orderStatusTone('paid')).toBe('warning');
    expect(orderStatusTone('expired')).toBe('danger');
    expect(orderStatusTone('waitlisted')).toBe('warning');
  });

  it('ignores case and surrounding spaces', () => {
    expect(orderStatusTone('Completed')).toBe('success');
    expect(orderStatusTone(' CANCELLED ')).toBe('danger');
  });

  it('shows an unknown or missing status as neutral', () => {
    expect(orderStatusTone('refund-requested')).toBe('neutral');
    expect(orderStatusTone('constructor')).toBe('neutral');
    expect(orderStatusTone('')).toBe('neutral');
    expect(orderStatusTone(null)).toBe('neutral');
  });
});

describe('parseOrderStatus', () => {
  it('reads every known status and nothing else', () => {
    for (const status of ORDER_STATUSES) expect(parseOrderStatus(status.toUpperCase())).toBe(status);
    expect(ORDER_STATUSES).toHaveLength(12);
    expect(parseOrderStatus('toString')).toBeNull();
    expect(parseOrderStatus(undefined)).toBeNull();
  });
});

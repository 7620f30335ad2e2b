import { describe, expect, it } from 'vitest';
import { HOLD_LIMITS, holdKeys, holdRefusal, isLoopbackAddress } from './hold-limits.ts';

describe('hold limits (issue 10)', () => {
  it('lets a hold through while every counted scope stays within its orders and seats', () => {
    expect(holdRefusal('unpaid', {}, 9)).toBeNull();
    expect(holdRefusal('unpaid', { address: { orders: 7, seats: 27 }, user: { orders: 4, seats: 18 } }, 9)).toBeNull();
    expect(holdRefusal('extended', { address: { orders: 3, seats: 9 }, email: { orders: 1, seats: 9 }, phone: { orders: 1, seats: 9 } }, 9)).toBeNull();
  });

  it('refuses the order that would be one too many, naming the scope', () => {
    const { orders } = HOLD_LIMITS.unpaid.address!;
    expect(holdRefusal('unpaid', { address: { orders, seats: 0 } }, 1)).toEqual({ scope: 'address', limit: 'orders' });
    expect(holdRefusal('extended', { email: { orders: HOLD_LIMITS.extended.email!.orders, seats: 2 } }, 1)).toEqual({ scope: 'email', limit: 'orders' });
  });

  it('refuses seats beyond the limit even within the order count', () => {
    const { seats } = HOLD_LIMITS.extended.address!;
    expect(holdRefusal('extended', { address: { orders: 1, seats: seats - 2 } }, 3)).toEqual({ scope: 'address', limit: 'seats' });
    expect(holdRefusal('extended', { address: { orders: 1, seats: seats - 3 } }, 3)).toBeNull();
  });

  it('keeps one address to at most a third of a 100-seat flight, and 18 seats for 24 hours', () => {
    expect(HOLD_LIMITS.unpaid.address!.seats).toBeLessThanOrEqual(36);
    expect(HOLD_LIMITS.extended.address!.seats).toBeLessThanOrEqual(18);
    // A party of nine fits in every limit: the largest booking is always possible once.
    for (const kind of ['unpaid', 'extended'] as const) for (const limit of Object.values(HOLD_LIMITS[kind])) expect(limit.seats).toBeGreaterThanOrEqual(9);
  });

  it('does not count what the kind does not limit (contacts only for 24-hour holds)', () => {
    expect(holdRefusal('unpaid', { email: { orders: 100, seats: 900 }, phone: { orders: 100, seats: 900 } }, 9)).toBeNull();
  });

  it('takes a client address, an account and (for 24-hour holds) the contact as keys', () => {
    const contact = { email: ' Aung@Example.com ', phone: '9421234567' };
    expect(holdKeys('unpaid', { address: '203.0.113.7', userId: 'u1', agent: false }, contact)).toEqual({ address: '203.0.113.7', user: 'u1' });
    expect(holdKeys('extended', { address: '203.0.113.7', userId: null, agent: false }, contact)).toEqual({ address: '203.0.113.7', email: 'aung@example.com', phone: '9421234567' });
  });

  it('counts neither the account nor the address of an agent, nor a loopback address', () => {
    expect(holdKeys('unpaid', { address: '203.0.113.7', userId: 'agent-1', agent: true }, null)).toEqual({});
    expect(holdKeys('unpaid', { address: '127.0.0.1', userId: null, agent: false }, null)).toEqual({});
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('2001:db8::1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { countHeld, HOLD_LIMITS, HOTEL_NIGHT_MIN_ROOMS, holdKeys, holdRefusal, hotelNightAllowance, hotelShareRefusal } from './hold-limits.ts';

const seats = (count: number) => ({ seats: count, roomNights: 0 });

describe('hold limits (issue 10)', () => {
  it('lets a hold through while every counted scope stays within its orders and seats', () => {
    expect(holdRefusal('unpaid', {}, seats(9))).toBeNull();
    expect(holdRefusal('unpaid', { address: { orders: 7, seats: 27, roomNights: 0 }, user: { orders: 4, seats: 18, roomNights: 0 } }, seats(9))).toBeNull();
    expect(holdRefusal('extended', { address: { orders: 3, seats: 9, roomNights: 0 }, email: { orders: 1, seats: 9, roomNights: 0 }, phone: { orders: 1, seats: 9, roomNights: 0 } }, seats(9))).toBeNull();
  });

  it('refuses the order that would be one too many, naming the scope', () => {
    const { orders } = HOLD_LIMITS.unpaid.address!;
    expect(holdRefusal('unpaid', { address: { orders, seats: 0, roomNights: 0 } }, seats(1))).toEqual({ scope: 'address', limit: 'orders' });
    expect(holdRefusal('extended', { email: { orders: HOLD_LIMITS.extended.email!.orders, seats: 2, roomNights: 0 } }, seats(1))).toEqual({ scope: 'email', limit: 'orders' });
  });

  it('refuses seats beyond the limit even within the order count', () => {
    const limit = HOLD_LIMITS.extended.address!.seats;
    expect(holdRefusal('extended', { address: { orders: 1, seats: limit - 2, roomNights: 0 } }, seats(3))).toEqual({ scope: 'address', limit: 'seats' });
    expect(holdRefusal('extended', { address: { orders: 1, seats: limit - 3, roomNights: 0 } }, seats(3))).toBeNull();
  });

  it('keeps one address to at most a third of a 100-seat flight, and 18 seats for 24 hours', () => {
    expect(HOLD_LIMITS.unpaid.address!.seats).toBeLessThanOrEqual(36);
    expect(HOLD_LIMITS.extended.address!.seats).toBeLessThanOrEqual(18);
    // A party of nine fits in every limit: the largest booking is always possible once.
    for (const kind of ['unpaid', 'extended'] as const) for (const limit of Object.values(HOLD_LIMITS[kind])) expect(limit.seats).toBeGreaterThanOrEqual(9);
  });

  it('does not count what the kind does not limit (contacts only for 24-hour holds)', () => {
    expect(holdRefusal('unpaid', { email: { orders: 100, seats: 900, roomNights: 900 }, phone: { orders: 100, seats: 900, roomNights: 900 } }, seats(9))).toBeNull();
  });

  it('takes a client address, an account and (for 24-hour holds) the contact as keys', () => {
    const contact = { email: ' Aung@Example.com ', phone: '9421234567' };
    expect(holdKeys('unpaid', { address: '203.0.113.7', userId: 'u1', agent: false }, contact)).toEqual({ address: '203.0.113.7', user: 'u1' });
    expect(holdKeys('extended', { address: '203.0.113.7', userId: null, agent: false }, contact)).toEqual({ address: '203.0.113.7', email: 'aung@example.com', phone: '9421234567' });
  });

  it('counts neither the account nor the address of an agent', () => {
    expect(holdKeys('unpaid', { address: '203.0.113.7', userId: 'agent-1', agent: true }, null)).toEqual({});
  });

  it('counts a loopback client by its address like any other (issue 19), an IPv4 one under one key', () => {
    expect(holdKeys('unpaid', { address: '127.0.0.1', userId: null, agent: false }, null)).toEqual({ address: '127.0.0.1' });
    expect(holdKeys('unpaid', { address: '::ffff:127.0.0.1', userId: null, agent: false }, null)).toEqual({ address: '127.0.0.1' });
    expect(holdKeys('unpaid', { address: '::1', userId: null, agent: false }, null)).toEqual({ address: '::1' });
  });
});

describe('room-nights (issue 19)', () => {
  it('counts what held items take: distinct orders, seats of flights, room-nights of stays', () => {
    expect(
      countHeld([
        { orderId: 'a', unit: 'seats', units: 2 },
        { orderId: 'a', unit: null, units: 0 },
        { orderId: 'b', unit: 'roomNights', units: 12 },
        { orderId: 'c', unit: 'roomNights', units: 3 },
      ]),
    ).toEqual({ orders: 3, seats: 2, roomNights: 15 });
  });

  it('limits room-nights, not rooms: few orders of many rooms for many nights are refused', () => {
    const { roomNights } = HOLD_LIMITS.unpaid.address!;
    // Two orders of 9 rooms for 3 nights (54 room-nights) are far within the order count, not within room-nights.
    expect(holdRefusal('unpaid', { address: { orders: 1, seats: 0, roomNights: 27 } }, { seats: 0, roomNights: 27 })).toBeNull();
    expect(holdRefusal('unpaid', { address: { orders: 2, seats: 0, roomNights: 54 } }, { seats: 0, roomNights: roomNights - 53 })).toEqual({ scope: 'address', limit: 'roomNights' });
    expect(holdRefusal('extended', { user: { orders: 0, seats: 0, roomNights: 0 } }, { seats: 0, roomNights: HOLD_LIMITS.extended.user!.roomNights + 1 })).toEqual({ scope: 'user', limit: 'roomNights' });
  });

  it('leaves room for the longest stay in one room and a family of 3 rooms for 10 nights in every limit', () => {
    for (const kind of ['unpaid', 'extended'] as const) for (const limit of Object.values(HOLD_LIMITS[kind])) expect(limit.roomNights).toBeGreaterThanOrEqual(30);
  });
});

describe("one hotel's rooms per night (issue 19)", () => {
  it('lets one client hold a quarter of what a hotel sells a night, at least 3 rooms, never more than it sells', () => {
    expect(hotelNightAllowance(40)).toBe(10);
    expect(hotelNightAllowance(10)).toBe(HOTEL_NIGHT_MIN_ROOMS);
    expect(hotelNightAllowance(2)).toBe(2);
    expect(hotelNightAllowance(0)).toBe(0);
    // Never the whole of a hotel that sells more than the minimum.
    for (let capacity = HOTEL_NIGHT_MIN_ROOMS + 1; capacity <= 200; capacity++) expect(hotelNightAllowance(capacity)).toBeLessThan(capacity);
  });

  it('refuses on the first night the stay would take the client past its share, counting what it already holds', () => {
    const nights = [
      { night: '2026-12-01', capacity: 20, heldByClient: 0 },
      { night: '2026-12-02', capacity: 20, heldByClient: 3 },
      { night: '2026-12-03', capacity: 12, heldByClient: 1 },
    ];
    expect(hotelShareRefusal(nights, 2)).toBeNull();
    expect(hotelShareRefusal(nights, 3)).toBe('2026-12-02');
    expect(hotelShareRefusal([{ night: '2026-12-03', capacity: 12, heldByClient: 1 }], 3)).toBe('2026-12-03');
    expect(hotelShareRefusal([{ night: '2026-12-01', capacity: 20, heldByClient: 0 }], 20)).toBe('2026-12-01');
  });
});

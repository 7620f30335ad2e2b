/**
 * How much one client may hold unpaid (issue 10: one anonymous client held all 103 seats of a flight
 * for 24 hours by choosing pay-at-shop on 12 orders; issue 19: one client held every room of a hotel
 * for 24 hours). Holds are counted per client address, per signed-in account, and, for the 24-hour
 * holds, per contact email and phone, by what they take: orders, seats and room-nights (rooms × nights,
 * the unit a hotel sells, decision 021), not by how many rooms or tickets they are.
 *
 * - Every unpaid hold (15 minutes, or 24 hours once extended) counts when an order is placed, per address
 *   and per account. The contact's email and phone are typed, not proven, so they are not counted here:
 *   they would only stop the honest, and the tests' and families' many orders under one contact.
 * - A hold extended to 24 hours (a shop code or a cash collection) costs a flight its seats for a day,
 *   so these are counted tighter, when the method is chosen, per address, account, email and phone.
 * - Agents and sub-agents book for many customers and answer for their bookings by contract: their
 *   account and address are not counted (their customers' contacts still are).
 * - A loopback address is counted like any other (issue 19). With TRUST_PROXY off the socket's address
 *   is the client's, and a client on the machine itself is a client; behind a proxy TRUST_PROXY is set
 *   and the address is the forwarded one; the web's own calls to the api carry the browser's address
 *   (host/web.ts). Leaving loopback out let any client on the machine hold without limit.
 *
 * The numbers leave room for a family (9 seats is the largest party), a return booked as two one-way
 * orders, and customers sharing a mobile carrier's address (carrier-grade NAT), while one address can
 * hold at most a third of a 100-seat flight, and only 18 seats of it for 24 hours. Room-nights leave
 * room for the longest stay (30 nights, stay.ts) in one room and for a family's 3 rooms for 10 nights,
 * while the share rule below keeps any one hotel from being emptied by one client on any night.
 */

export type HoldScope = 'address' | 'user' | 'email' | 'phone';

/** `unpaid`: any unpaid hold, checked when an order is placed; `extended`: holds extended to 24 hours, checked when one is. */
export type HoldKind = 'unpaid' | 'extended';

export interface HoldLimit {
  /** Unpaid held orders, the new one included. */
  readonly orders: number;
  /** Seats (adults and children; infants sit on a lap) of those orders. */
  readonly seats: number;
  /** Room-nights (rooms × nights of each stay) of those orders. */
  readonly roomNights: number;
}

export type HoldLimits = Readonly<Record<HoldKind, Readonly<Partial<Record<HoldScope, HoldLimit>>>>>;

export const HOLD_LIMITS: HoldLimits = {
  unpaid: {
    address: { orders: 8, seats: 36, roomNights: 60 },
    user: { orders: 5, seats: 27, roomNights: 45 },
  },
  extended: {
    address: { orders: 4, seats: 18, roomNights: 30 },
    user: { orders: 2, seats: 18, roomNights: 30 },
    email: { orders: 2, seats: 18, roomNights: 30 },
    phone: { orders: 2, seats: 18, roomNights: 30 },
  },
};

/** What a hold takes, in the units the limits count; a product that holds nothing (insurance) takes 0 of each. */
export interface HoldTake {
  seats: number;
  roomNights: number;
}

/** The unit a product's items hold (order_items.held_units): a flight's seats, a stay's room-nights. */
export type HoldUnit = keyof HoldTake;

export interface HeldCount extends HoldTake {
  orders: number;
}

/** One item of an unpaid order, as the limits count it: its order, its unit (null: holds nothing) and how many. */
export interface HeldItem {
  orderId: string;
  unit: HoldUnit | null;
  units: number;
}

/** What the held items of one scope add up to: distinct orders, seats and room-nights. */
export function countHeld(items: readonly HeldItem[]): HeldCount {
  const count: HeldCount = { orders: new Set(items.map((item) => item.orderId)).size, seats: 0, roomNights: 0 };
  for (const item of items) if (item.unit) count[item.unit] += item.units;
  return count;
}

export interface HoldRefusal {
  scope: HoldScope;
  limit: 'orders' | HoldUnit;
}

/**
 * Whether one more hold taking `take` fits beside what each scope already holds (`held`, only the
 * scopes that count for this client). Null when it fits, else the first scope and limit it breaks.
 */
export function holdRefusal(kind: HoldKind, held: Partial<Record<HoldScope, HeldCount>>, take: HoldTake, limits: HoldLimits = HOLD_LIMITS): HoldRefusal | null {
  for (const scope of ['address', 'user', 'email', 'phone'] as const) {
    const limit = limits[kind][scope];
    const count = held[scope];
    if (!limit || !count) continue;
    if (count.orders + 1 > limit.orders) return { scope, limit: 'orders' };
    if (count.seats + take.seats > limit.seats) return { scope, limit: 'seats' };
    if (count.roomNights + take.roomNights > limit.roomNights) return { scope, limit: 'roomNights' };
  }
  return null;
}

/**
 * The share of one hotel's rooms on one night that one client may hold unpaid: a quarter of the rooms
 * it sells that night, but never fewer than 3 rooms (a family's rooms at a small guest house), and
 * never more than it sells. A quarter keeps at least three quarters of every night for everyone
 * else whoever holds, while a group's rooms at a larger hotel (a quarter of 40 is 10) still fit.
 */
export const HOTEL_NIGHT_SHARE = 0.25;
export const HOTEL_NIGHT_MIN_ROOMS = 3;

/** The most rooms one client may hold unpaid at a hotel that sells `capacity` rooms on a night. */
export function hotelNightAllowance(capacity: number): number {
  return Math.min(capacity, Math.max(HOTEL_NIGHT_MIN_ROOMS, Math.floor(capacity * HOTEL_NIGHT_SHARE)));
}

/** One night of a hotel as the share rule sees it: the rooms it sells, and those the client already holds unpaid. */
export interface HotelNight {
  night: string;
  capacity: number;
  heldByClient: number;
}

/**
 * The first night on which `rooms` more rooms would give the client more than its share of the
 * hotel (hotelNightAllowance), or null when every night of the stay leaves it within.
 */
export function hotelShareRefusal(nights: readonly HotelNight[], rooms: number): string | null {
  for (const one of nights) if (one.heldByClient + rooms > hotelNightAllowance(one.capacity)) return one.night;
  return null;
}

/** Who is asking to hold, as the limits see it. */
export interface HoldClient {
  /** The client's address (request.ip); empty when unknown. */
  address: string;
  userId: string | null;
  /** Whether the signed-in caller is an agent or sub-agent (roles.ts isAgent). */
  agent: boolean;
}

/** The scopes of `kind` that count for this client, with their keys; email and phone come from the order. */
export function holdKeys(kind: HoldKind, client: HoldClient, contact: { email: string; phone: string } | null): Partial<Record<HoldScope, string>> {
  const keys: Partial<Record<HoldScope, string>> = {};
  // An IPv4 client reaching a dual-stack socket shows as ::ffff:a.b.c.d: one client, one key.
  if (!client.agent && client.address) keys.address = client.address.trim().toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (!client.agent && client.userId) keys.user = client.userId;
  if (kind === 'extended' && contact) {
    if (contact.email) keys.email = contact.email.trim().toLowerCase();
    if (contact.phone) keys.phone = contact.phone;
  }
  return keys;
}

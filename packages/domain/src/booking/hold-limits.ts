/**
 * How much one client may hold unpaid (issue 10: one anonymous client held all 103 seats of a flight
 * for 24 hours by choosing pay-at-shop on 12 orders). Holds are counted per client address, per
 * signed-in account, and, for the 24-hour holds, per contact email and phone.
 *
 * - Every unpaid hold (15 minutes, or 24 hours once extended) counts when an order is placed, per address
 *   and per account. The contact's email and phone are typed, not proven, so they are not counted here:
 *   they would only stop the honest, and the tests' and families' many orders under one contact.
 * - A hold extended to 24 hours (a shop code or a cash collection) costs a flight its seats for a day,
 *   so these are counted tighter, when the method is chosen, per address, account, email and phone.
 * - Agents and sub-agents book for many customers and answer for their bookings by contract: their
 *   account and address are not counted (their customers' contacts still are).
 * - A loopback address is not a client's (a proxy on the same machine that does not forward the client
 *   address): counting it would put every customer in one budget, so it is not counted.
 *
 * The numbers leave room for a family (9 seats is the largest party), a return booked as two one-way
 * orders, and customers sharing a mobile carrier's address (carrier-grade NAT), while one address can
 * hold at most a third of a 100-seat flight, and only 18 seats of it for 24 hours.
 */

export type HoldScope = 'address' | 'user' | 'email' | 'phone';

/** `unpaid`: any unpaid hold, checked when an order is placed; `extended`: holds extended to 24 hours, checked when one is. */
export type HoldKind = 'unpaid' | 'extended';

export interface HoldLimit {
  /** Unpaid held orders, the new one included. */
  readonly orders: number;
  /** Seats (adults and children; infants sit on a lap) of those orders. */
  readonly seats: number;
}

export type HoldLimits = Readonly<Record<HoldKind, Readonly<Partial<Record<HoldScope, HoldLimit>>>>>;

export const HOLD_LIMITS: HoldLimits = {
  unpaid: {
    address: { orders: 8, seats: 36 },
    user: { orders: 5, seats: 27 },
  },
  extended: {
    address: { orders: 4, seats: 18 },
    user: { orders: 2, seats: 18 },
    email: { orders: 2, seats: 18 },
    phone: { orders: 2, seats: 18 },
  },
};

export interface HeldCount {
  orders: number;
  seats: number;
}

export interface HoldRefusal {
  scope: HoldScope;
  limit: 'orders' | 'seats';
}

/**
 * Whether one more hold of `seats` seats fits beside what each scope already holds (`held`, only the
 * scopes that count for this client). Null when it fits, else the first scope and limit it breaks.
 */
export function holdRefusal(kind: HoldKind, held: Partial<Record<HoldScope, HeldCount>>, seats: number, limits: HoldLimits = HOLD_LIMITS): HoldRefusal | null {
  for (const scope of ['address', 'user', 'email', 'phone'] as const) {
    const limit = limits[kind][scope];
    const count = held[scope];
    if (!limit || !count) continue;
    if (count.orders + 1 > limit.orders) return { scope, limit: 'orders' };
    if (count.seats + seats > limit.seats) return { scope, limit: 'seats' };
  }
  return null;
}

/** A loopback address: the machine itself, not a client (see the module comment). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.trim().toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || plain === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
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
  if (!client.agent && client.address && !isLoopbackAddress(client.address)) keys.address = client.address.trim().toLowerCase();
  if (!client.agent && client.userId) keys.user = client.userId;
  if (kind === 'extended' && contact) {
    if (contact.email) keys.email = contact.email.trim().toLowerCase();
    if (contact.phone) keys.phone = contact.phone;
  }
  return keys;
}

import type { Database } from '@thwa/db/connection';
import { orderItems, orders, payments, users } from '@thwa/db/schema';
import { and, asc, desc, eq, inArray, isNull, or, sql } from '@thwa/db/sql';
import type { OrderRow } from '../orders/orders.repository.ts';

type Condition = ReturnType<typeof eq>;

export type TripOrderRow = OrderRow;

/** Who asks, as far as whose orders they may see (spec §6 "trips by member, agent or sub-agent type"). */
export interface TripOwner {
  userId: string;
  /** Agents also see their sub-agents' orders. */
  isAgent: boolean;
  /** Set only when the address is verified: guest orders placed with it are the member's too. */
  verifiedEmail: string | null;
}

/**
 * The orders a caller owns: their own, their sub-agents' (agents), and guest orders placed with their
 * verified email before they signed up. An unverified address proves nothing, so it adds nothing.
 */
function ownedBy(owner: TripOwner): Condition {
  const conditions: Condition[] = [eq(orders.userId, owner.userId)];
  if (owner.isAgent) {
    conditions.push(inArray(orders.userId, sql`(select ${users.userId} from ${users} where ${users.mainAgentId} = ${owner.userId})`));
  }
  if (owner.verifiedEmail) conditions.push(and(isNull(orders.userId), eq(orders.contactEmail, owner.verifiedEmail.toLowerCase()))!);
  return or(...conditions)!;
}

export function createTripsRepository(db: Database) {
  /** The orders with their items, read in one query for the whole page. */
  async function withItems(rows: (typeof orders.$inferSelect)[]): Promise<TripOrderRow[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((row) => row.orderId)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.itemNo));
    return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.orderId) }));
  }

  return {
    async findUser(userId: string) {
      const [row] = await db
        .select({ userId: users.userId, userCode: users.userCode, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.userId, userId))
        .limit(1);
      return row;
    },

    /** One page of the caller's orders, newest first, one more than asked so the caller knows if there are more. */
    /** One order, if the owner may see it in My trips. */
    async ownedOrder(owner: TripOwner, orderId: string): Promise<TripOrderRow | undefined> {
      const rows = await db.select().from(orders).where(and(ownedBy(owner), eq(orders.orderId, orderId))).limit(1);
      return (await withItems(rows))[0];
    },

    async ordersOf(owner: TripOwner, offset: number, limit: number): Promise<TripOrderRow[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(ownedBy(owner))
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(limit + 1)
        .offset(offset);
      return withItems(rows);
    },

    /** Paid payments of the caller's orders (a refunded one was paid too), newest first. */
    async purchasesOf(owner: TripOwner, offset: number, limit: number) {
      return db
        .select({
          orderId: orders.orderId,
          // What the order was placed for names the purchase: its first item.
          productType: orderItems.productType,
          trip: orderItems.trip,
          createdAt: orderItems.createdAt,
          issuedAt: orderItems.issuedAt,
          status: orders.status,
          amount: payments.amount,
          method: payments.provider,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.orderId, payments.orderId))
        .innerJoin(orderItems, and(eq(orderItems.orderId, orders.orderId), eq(orderItems.itemNo, 1)))
        .where(and(ownedBy(owner), sql`${payments.paidAt} is not null`, inArray(payments.status, ['paid', 'refunded'])))
        .orderBy(desc(payments.paidAt), desc(payments.paymentId))
        .limit(limit + 1)
        .offset(offset);
    },
  };
}

export type TripsRepository = ReturnType<typeof createTripsRepository>;

import type { Database } from '@thwa/db/connection';
import { orderEvents, orderItems, orders, payments, refunds, tickets } from '@thwa/db/schema';
import { defaultEventActor, type EventActor } from '@thwa/domain/orders/event-actors';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql, type Transaction } from '@thwa/db/sql';
import type { HoldKind, HoldScope } from '@thwa/domain/booking/hold-limits';
import { promotionUsesRepository } from './promotion-uses.repository.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
/** An order and what it sells: its items, in the order they were placed. */
export type OrderRow = typeof orders.$inferSelect & { items: OrderItemRow[] };
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** Providers whose payment extends the hold to 24 hours (a shop code, a cash collection). */
export const EXTENDING_PROVIDERS = ['pay_at_shop', 'cash_on_delivery'] as const;

type SQL = ReturnType<typeof sql>;

/** The event of an order that carries a hold-limit key (orders.service.ts writes them into its data). */
function eventCarries(type: string, field: 'client' | 'phone', key: string): SQL {
  return sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.orderId} and ${orderEvents.type} = ${type} and ${orderEvents.data}->>${field} = ${key})`;
}

/** The order `row` with its items, read on the same connection (a transaction's, when inside one). */
async function withItems(on: Database, row: typeof orders.$inferSelect | undefined): Promise<OrderRow | undefined> {
  if (!row) return undefined;
  const items = await on.select().from(orderItems).where(eq(orderItems.orderId, row.orderId)).orderBy(asc(orderItems.itemNo));
  return { ...row, items };
}

/** Orders of every product, their events, payments as the order sees them, and documents. Writes that belong together take a Transaction. */
export function createOrdersRepository(db: Database) {
  return {
    async orderIdTaken(orderId: string): Promise<boolean> {
      const [row] = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, orderId)).limit(1);
      return row !== undefined;
    },

    async insertOrder({ tx }: Transaction, row: NewOrder, items: readonly NewOrderItem[]): Promise<void> {
      await tx.insert(orders).values(row);
      await tx.insert(orderItems).values([...items]);
    },

    async updateItem({ tx }: Transaction, orderId: string, itemNo: number, patch: Partial<NewOrderItem>): Promise<void> {
      await tx
        .update(orderItems)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemNo, itemNo)));
    },

    /** An event's actor is its natural cause (event-actors.ts) unless the caller names one: an employee's action names its employee. */
    async addEvent(
      { tx }: Transaction,
      event: { orderId: string; type: string; fromStatus?: string | null; toStatus?: string | null; data?: unknown; actor?: EventActor; actorId?: string | null },
    ): Promise<void> {
      await tx.insert(orderEvents).values({ ...event, actor: event.actor ?? defaultEventActor(event.type) });
    },

    /** Pass the transaction when reading inside one, so the read needs no second pooled connection. */
    async findOrder(orderId: string, transaction?: Transaction): Promise<OrderRow | undefined> {
      const on = transaction?.tx ?? db;
      const [row] = await on.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
      return withItems(on, row);
    },

    /**
     * The order a payment pays, locked: a provider's result locks the order before the payment (the
     * lock order of decision 010), like every other change of both.
     */
    async lockOrderOfPayment({ tx }: Transaction, paymentId: string): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.orderId, sql`(select ${payments.orderId} from ${payments} where ${payments.paymentId} = ${paymentId})`))
        .for('update')
        .limit(1);
      return withItems(tx, row);
    },

    /**
     * Serialises hold-limit checks across nodes: a transaction-scoped advisory lock per key, taken in
     * the order of the locks' ids so two transactions with keys in common never wait for each other in
     * a circle. Held until commit, so the count that follows and the hold it allows are one step.
     */
    async lockHoldKeys({ tx }: Transaction, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      const list = sql.join(
        keys.map((key) => sql`${`thwa:holds:${key}`}`),
        sql`, `,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(id) from (select distinct hashtextextended(key, 0) as id from unnest(array[${list}]::text[]) as key order by 1) as ids`);
    },

    /**
     * What one scope holds unpaid at `now`: the items of orders still 'held' before their deadline, each
     * with its product type and the units it holds (a flight's seats, a stay's room-nights); the caller
     * counts them by each product's unit (hold-limits.ts countHeld). Few rows: the limits keep them so.
     * `unpaid` counts every such order; `extended` only those whose hold a shop code or a cash collection
     * extended. `except` leaves out the order being extended (choosing its method again).
     */
    async heldBy({ tx }: Transaction, kind: HoldKind, scope: HoldScope, key: string, now: Date, except?: string): Promise<{ orderId: string; productType: number; heldUnits: number }[]> {
      const byScope: Record<HoldScope, SQL> = {
        address: kind === 'unpaid' ? eventCarries('order.placed', 'client', key) : eventCarries('payment.started', 'client', key),
        user: sql`${orders.userId} = ${key}`,
        email: sql`${orders.contactEmail} = ${key}`,
        phone: eventCarries('order.placed', 'phone', key),
      };
      return tx
        .select({ orderId: orders.orderId, productType: orderItems.productType, heldUnits: orderItems.heldUnits })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
        .where(
          and(
            eq(orders.status, 'held'),
            gt(orders.holdExpiresAt, now),
            kind === 'extended' ? inArray(orders.paymentMethod, [...EXTENDING_PROVIDERS]) : undefined,
            except ? ne(orders.orderId, except) : undefined,
            byScope[scope],
          ),
        );
    },

    /** Gives back the use of a promotion an order took (its hold ended unpaid, it was cancelled); once, whoever asks again. */
    releasePromotionUse: (transaction: Transaction, code: string, orderId: string): Promise<boolean> => promotionUsesRepository.release(transaction, code, orderId),

    /** The order, locked for the rest of the transaction: status changes on one order queue up. */
    async lockOrder({ tx }: Transaction, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update').limit(1);
      return withItems(tx, row);
    },

    async updateOrder({ tx }: Transaction, orderId: string, patch: Partial<NewOrder>): Promise<void> {
      await tx
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.orderId, orderId));
    },

    /** Records `userId` as the order's customer if it has none; true when it did. */
    async claimForUser(orderId: string, userId: string): Promise<boolean> {
      const claimed = await db
        .update(orders)
        .set({ userId, updatedAt: sql`now()` })
        .where(and(eq(orders.orderId, orderId), isNull(orders.userId)))
        .returning({ orderId: orders.orderId });
      return claimed.length === 1;
    },

    async findByBookingAndEmail(orderId: string, email: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.contactEmail, email)))
        .limit(1);
      return withItems(db, row);
    },

    /** Orders still holding inventory after their payment window: the sweep's work list. */
    async heldPastDeadline(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(and(eq(orders.status, 'held'), lte(orders.holdExpiresAt, now)))
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    /** The data of the order's latest event of `type`, if it has one. Inside a transaction, pass it. */
    async lastEventData(orderId: string, type: string, transaction?: Transaction): Promise<unknown> {
      const [row] = await (transaction?.tx ?? db)
        .select({ data: orderEvents.data })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      return row?.data;
    },

    async latestPayment(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
      return row;
    },

    /**
     * In the order's transaction: the payment that paid it (`paymentId`, or its latest paid one), as a
     * refund is decided. Undefined when nothing is paid (a non-refundable hold, an unpaid order).
     */
    async paidPayment({ tx }: Transaction, orderId: string, paymentId?: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), paymentId ? eq(payments.paymentId, paymentId) : undefined))
        .orderBy(desc(payments.paidAt), desc(payments.createdAt))
        .limit(1);
      return row;
    },

    /** What has been given back of a payment or decided to be, in MMK: no refund may take it past the payment. */
    async refundsDecided({ tx }: Transaction, paymentId: string): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(eq(refunds.paymentId, paymentId));
      return row?.total ?? 0;
    },

    /** Queues a refund once per request key: its id, or undefined when that refund was decided before. */
    async queueRefund({ tx }: Transaction, row: NewRefund): Promise<number | undefined> {
      const [inserted] = await tx.insert(refunds).values(row).onConflictDoNothing({ target: refunds.requestKey }).returning({ id: refunds.id });
      return inserted?.id;
    },

    async expirePendingPayments({ tx }: Transaction, orderId: string): Promise<void> {
      await tx
        .update(payments)
        .set({ status: 'expired' })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending'])));
    },

    /** What was given back of the order or is on its way, oldest first: for its customer's page. */
    async refundsOf(orderId: string) {
      return db
        .select({ itemNo: refunds.itemNo, amount: refunds.amount, reason: refunds.reason, destination: refunds.destination, status: refunds.status, refundedAt: refunds.refundedAt })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.id));
    },

    /** Which items of the order have their document stored (its text at least), and whether its PDF is there. */
    async documentsOf(orderId: string): Promise<{ itemNo: number; hasPdf: boolean }[]> {
      return db
        .select({ itemNo: tickets.itemNo, hasPdf: sql<boolean>`${tickets.pdf} is not null` })
        .from(tickets)
        .where(eq(tickets.orderId, orderId))
        .orderBy(asc(tickets.itemNo));
    },

    async findDocument(orderId: string, itemNo: number): Promise<{ text: string; pdf: Buffer | null } | undefined> {
      const [row] = await db
        .select({ text: tickets.text, pdf: tickets.pdf })
        .from(tickets)
        .where(and(eq(tickets.orderId, orderId), eq(tickets.itemNo, itemNo)))
        .limit(1);
      return row;
    },

    /** Stores an item's document; a PDF given later joins its text, and a text stored again keeps the PDF. */
    async saveDocument(orderId: string, itemNo: number, text: string, pdf: Buffer | null): Promise<void> {
      await db
        .insert(tickets)
        .values({ orderId, itemNo, text, pdf })
        .onConflictDoUpdate({ target: [tickets.orderId, tickets.itemNo], set: { text, pdf: pdf ?? sql`${tickets.pdf}` } });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

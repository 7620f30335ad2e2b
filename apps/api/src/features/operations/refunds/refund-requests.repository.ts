import type { Database } from '@thwa/db/connection';
import { refundRequests, refunds } from '@thwa/db/schema';
import { and, eq, sql, type Transaction } from '@thwa/db/sql';
import type { RefundRequestView } from '@thwa/domain/contracts/operations-refunds';

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type NewRefundRequest = typeof refundRequests.$inferInsert;

interface ViewRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  item_no: number;
  amount: number;
  destination: 'wallet' | 'provider';
  reason: string;
  status: 'requested' | 'sent';
  paid_out: boolean;
  requested_by: string;
  requested_name: string | null;
  granted_by: string | null;
  granted_name: string | null;
  created_at: string | Date;
  granted_at: string | Date | null;
}

const instant = (value: string | Date) => new Date(value).toISOString();

function view(row: ViewRow): RefundRequestView {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    itemNo: row.item_no,
    amount: row.amount,
    destination: row.destination,
    reason: row.reason,
    status: row.status,
    paidOut: row.paid_out,
    requestedBy: { userId: row.requested_by, name: row.requested_name },
    grantedBy: row.granted_by ? { userId: row.granted_by, name: row.granted_name } : null,
    createdAt: instant(row.created_at),
    grantedAt: row.granted_at ? instant(row.granted_at) : null,
  };
}

/** The request with who asked and granted by name, and whether its refund was paid out. */
const VIEW = sql`
  select r.id, r.order_id, r.item_no, r.amount, r.destination, r.reason, r.status,
         coalesce(f.status = 'refunded', false) as paid_out,
         r.requested_by, nullif(trim(concat_ws(' ', asker.first_name, asker.last_name)), '') as requested_name,
         r.granted_by, nullif(trim(concat_ws(' ', granter.first_name, granter.last_name)), '') as granted_name,
         r.created_at, r.granted_at
  from refund_requests r
  join users asker on asker.user_id = r.requested_by
  left join users granter on granter.user_id = r.granted_by
  left join refunds f on f.id = r.refund_id`;

/** The console's refund requests (issue 20 item 2) and what an order's items gave back already. */
export function createRefundRequestsRepository(db: Database) {
  return {
    /** Refunds decided of each item of the order, queued or paid out (key 0: refunds of the whole order). */
    async refundedByItem({ tx }: Transaction, orderId: string): Promise<Map<number, number>> {
      const rows = await tx
        .select({ itemNo: refunds.itemNo, total: sql<number>`sum(${refunds.amount})::int` })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .groupBy(refunds.itemNo);
      return new Map(rows.map((row) => [row.itemNo ?? 0, row.total]));
    },

    /** Requests of each item still waiting for approval: their money is spoken for. */
    async pendingByItem({ tx }: Transaction, orderId: string): Promise<Map<number, number>> {
      const rows = await tx
        .select({ itemNo: refundRequests.itemNo, total: sql<number>`sum(${refundRequests.amount})::int` })
        .from(refundRequests)
        .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'requested')))
        .groupBy(refundRequests.itemNo);
      return new Map(rows.map((row) => [row.itemNo, row.total]));
    },

    /** Stores a request once per click: its id, or undefined when that click was stored before. */
    async insertOnce({ tx }: Transaction, row: NewRefundRequest): Promise<number | undefined> {
      const [inserted] = await tx.insert(refundRequests).values(row).onConflictDoNothing({ target: refundRequests.requestKey }).returning({ id: refundRequests.id });
      return inserted?.id;
    },

    async findByKey({ tx }: Transaction, requestKey: string): Promise<RefundRequestRow | undefined> {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.requestKey, requestKey)).limit(1);
      return row;
    },

    /** Which order a request is of, before its order is locked (the order's lock comes first). */
    async orderOf(requestId: number): Promise<string | undefined> {
      const [row] = await db.select({ orderId: refundRequests.orderId }).from(refundRequests).where(eq(refundRequests.id, requestId)).limit(1);
      return row?.orderId;
    },

    /** The request locked, after its order: two grants take turns, the second finds it sent. */
    async lock({ tx }: Transaction, requestId: number): Promise<RefundRequestRow | undefined> {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId)).for('update').limit(1);
      return row;
    },

    async markSent({ tx }: Transaction, requestId: number, change: { refundId: number; grantedBy: string | null; grantedAt: Date | null }): Promise<void> {
      await tx
        .update(refundRequests)
        .set({ status: 'sent', ...change })
        .where(eq(refundRequests.id, requestId));
    },

    async view(requestId: number, transaction?: Transaction): Promise<RefundRequestView | undefined> {
      const on = transaction?.tx ?? db;
      const result = await on.execute<ViewRow>(sql`${VIEW} where r.id = ${requestId}`);
      return result.rows[0] && view(result.rows[0]);
    },

    /** An order's requests, newest first (an order has a handful; bounded all the same). */
    async ofOrder(orderId: string): Promise<RefundRequestView[]> {
      const result = await db.execute<ViewRow>(sql`${VIEW} where r.order_id = ${orderId} order by r.id desc limit 200`);
      return result.rows.map(view);
    },

    /** The requests waiting for approval, oldest first (the partial index refund_requests_waiting). */
    async waiting(limit: number): Promise<RefundRequestView[]> {
      const result = await db.execute<ViewRow>(sql`${VIEW} where r.status = 'requested' order by r.created_at asc, r.id asc limit ${limit}`);
      return result.rows.map(view);
    },
  };
}

export type RefundRequestsRepository = ReturnType<typeof createRefundRequestsRepository>;

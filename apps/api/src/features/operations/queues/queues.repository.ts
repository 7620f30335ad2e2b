import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';
import { RECONCILIATION_GIVES_UP_AFTER_WINDOW_HOURS } from '@thwa/domain/operations/queues';

/** One row a queue lists, as read; the deadline rules (packages/domain/src/operations/queues.ts) make the entry. */
export interface QueueRow {
  order_id: string | null;
  topup_id: string | null;
  payment_id: string | null;
  payment_code: string | null;
  provider: string | null;
  status: string;
  amount: number;
  contact_name: string | null;
  contact_email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  created_at: Date;
  expires_at: Date | null;
  reconcile_after: Date | null;
  /** When the order entered its status (its latest event into it); the order's own update time without one. */
  entered_at: Date | null;
  /** How many rows the queue holds in all (before the limit). */
  total: number;
}

/** Timestamps arrive as strings from a raw statement; counts as strings from bigint. */
function typed(rows: Record<string, unknown>[]): QueueRow[] {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return rows.map((row) => ({
    ...(row as unknown as QueueRow),
    amount: Number(row.amount),
    total: Number(row.total),
    created_at: date(row.created_at)!,
    expires_at: date(row.expires_at),
    reconcile_after: date(row.reconcile_after),
    entered_at: date(row.entered_at),
  }));
}

/** When reconciliation gave up on a payment, after its window: the unsettled queue's "since", so its order. */
const GAVE_UP_AFTER = sql`make_interval(hours => ${RECONCILIATION_GIVES_UP_AFTER_WINDOW_HOURS})`;

const ORDER_CONTACT = sql`o.contact->>'contactName' as contact_name, o.contact_email, o.contact->>'phoneCode' as phone_code, o.contact->>'phoneNumber' as phone_number`;

/**
 * What the console's queues read (issue 20 item 3). Each statement answers at most `limit` rows, its
 * soonest deadline first, and `total`, how many there are in all (a window count, taken before the limit).
 */
export function createQueuesRepository(db: Database) {
  return {
    /**
     * Pending pay-at-shop or cash-on-delivery payments whose code is still open, on orders still held for
     * them. An open payment always has a reconciliation check planned (decision 016: it ends only once the
     * outcome is known, or a day after the window), so the partial index on `reconcile_after` finds them.
     */
    async openCounterPayments(provider: 'pay_at_shop' | 'cash_on_delivery', now: Date, limit: number): Promise<QueueRow[]> {
      const rows = await db.execute(sql`
        select p.order_id, null as topup_id, p.payment_id, p.payment_code, p.provider, p.status, p.amount, ${ORDER_CONTACT},
               p.created_at, p.expires_at, p.reconcile_after, null as entered_at, count(*) over () as total
          from payments p join orders o on o.order_id = p.order_id
         where p.reconcile_after is not null and p.provider = ${provider} and p.status = 'pending' and p.expires_at > ${now} and o.status = 'held'
         order by p.expires_at, p.created_at
         limit ${limit}`);
      return typed(rows.rows);
    },

    /**
     * Orders in `status` ('pending': an offline request; 'waitlisted') with when they entered it: their
     * latest event into that status. Oldest first, which is soonest deadline first (24 hours after each).
     */
    async ordersIn(status: 'pending' | 'waitlisted', limit: number): Promise<QueueRow[]> {
      const rows = await db.execute(sql`
        select o.order_id, null as topup_id, null as payment_id, null as payment_code, o.payment_method as provider, o.status, o.amount, ${ORDER_CONTACT},
               o.created_at, null as expires_at, null as reconcile_after,
               coalesce((select max(e.created_at) from order_events e where e.order_id = o.order_id and e.to_status = o.status), o.updated_at) as entered_at,
               count(*) over () as total
          from orders o
         where o.status = ${status}
         order by entered_at, o.order_id
         limit ${limit}`);
      return typed(rows.rows);
    },

    /**
     * Partner payments reconciliation could not settle (the rule: `unsettledTiming`): pending with no
     * check planned (it gave up), or pending or expired with a check due before `stuckBefore`.
     */
    async unsettledPayments(stuckBefore: Date, limit: number): Promise<QueueRow[]> {
      const rows = await db.execute(sql`
        select p.order_id, null as topup_id, p.payment_id, p.payment_code, p.provider, p.status, p.amount, ${ORDER_CONTACT},
               p.created_at, p.expires_at, p.reconcile_after, null as entered_at, count(*) over () as total
          from payments p join orders o on o.order_id = p.order_id
         where p.provider <> 'wallet'
           and ((p.status = 'pending' and p.reconcile_after is null) or (p.status in ('pending', 'expired') and p.reconcile_after <= ${stuckBefore}))
         order by coalesce(p.reconcile_after, p.expires_at + ${GAVE_UP_AFTER}), p.created_at
         limit ${limit}`);
      return typed(rows.rows);
    },

    /** Wallet top-ups by the same rule: still pending with no check planned, or a check due before `stuckBefore`. */
    async unsettledTopups(stuckBefore: Date, limit: number): Promise<QueueRow[]> {
      const rows = await db.execute(sql`
        select null as order_id, t.topup_id, null as payment_id, t.payment_code, t.provider, t.status, t.amount,
               nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as contact_name, u.email as contact_email, u.phone_code, u.phone_number,
               t.created_at, t.expires_at, t.reconcile_after, null as entered_at, count(*) over () as total
          from wallet_topups t join users u on u.user_id = t.user_id
         where t.status = 'pending' and (t.reconcile_after is null or t.reconcile_after <= ${stuckBefore})
         order by coalesce(t.reconcile_after, t.expires_at + ${GAVE_UP_AFTER}), t.created_at
         limit ${limit}`);
      return typed(rows.rows);
    },
  };
}

export type QueuesRepository = ReturnType<typeof createQueuesRepository>;

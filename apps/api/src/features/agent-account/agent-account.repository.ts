import type { Database } from '@thwa/db/connection';
import { agentAccountLines } from '@thwa/db/schema';
import { sql, type Transaction } from '@thwa/db/sql';
import type { AgentLineKind } from '@thwa/domain/operations/agent-account';

export type NewAgentLine = typeof agentAccountLines.$inferInsert;

/** The account a booker books on: their own as an agent, their agent's as a sub-agent, with its terms. */
export type BookingOffice = {
  agentId: string;
  creditLimit: number;
  commissions: Record<string, number>;
  /** Both the agent and the booker are active: a suspended office books nothing, on credit or otherwise. */
  active: boolean;
};

/** One line as a statement shows it, with the running balance of what was owed after it. */
export type StatementLineRow = {
  id: number;
  kind: AgentLineKind;
  orderId: string | null;
  amount: number;
  commission: number;
  owedChange: number;
  balance: number;
  reference: string | null;
  actorId: string | null;
  createdAt: Date;
};

/** Refund reasons that give back a payment the booking never needed (late, or a second one). */
const SURPLUS = sql`('late', 'duplicate')`;

/** The office of `userId`: an agent's own, a sub-agent's agent's; undefined for anyone else or an agent without terms. */
const officeQuery = (userId: string) => sql`
  select t.agent_id as "agentId", t.credit_limit as "creditLimit", t.commissions,
         (a.status = 'active' and u.status = 'active') as active
  from users u
  join agent_terms t on t.agent_id = case when u.user_code = 'SGT' then u.main_agent_id else u.user_id end
  join users a on a.user_id = t.agent_id
  where u.user_id = ${userId} and u.user_code in ('AGT', 'SGT')`;

/**
 * Agents' accounts (decision 034): the ledger of lines, appended to and summed, never changed (migration
 * 0027's triggers refuse it), and the terms row every credit payment of an office locks.
 */
export function createAgentAccountRepository(db: Database) {
  return {
    /** Pass the transaction when reading inside one, so the read needs no second pooled connection. */
    async officeOf(userId: string, transaction?: Transaction): Promise<BookingOffice | undefined> {
      const result = await (transaction?.tx ?? db).execute<BookingOffice>(officeQuery(userId));
      return result.rows[0];
    },

    /** As {@link officeOf}, with the office's terms row locked until the transaction ends: credit payments of one office take turns. */
    async lockOfficeOf({ tx }: Transaction, userId: string): Promise<BookingOffice | undefined> {
      const result = await tx.execute<BookingOffice>(sql`${officeQuery(userId)} for update of t`);
      return result.rows[0];
    },

    /** What the agent owes: the sum of every line's change. Pass the transaction when reading inside one. */
    async balanceOf(agentId: string, transaction?: Transaction): Promise<number> {
      const result = await (transaction?.tx ?? db).execute<{ balance: number }>(
        sql`select coalesce(sum(owed_change), 0)::bigint as balance from agent_account_lines where agent_id = ${agentId}`,
      );
      return Number(result.rows[0]?.balance ?? 0);
    },

    /** Appends a line; false when its kind's one line for that payment, order or refund is already there. */
    async append({ tx }: Transaction, line: NewAgentLine): Promise<boolean> {
      const inserted = await tx.insert(agentAccountLines).values(line).onConflictDoNothing().returning({ id: agentAccountLines.id });
      return inserted.length > 0;
    },

    /**
     * An order's commission on an agent's account and what its refunds took back of it so far, with the
     * refunds paid out of the order (this one included, in the caller's transaction) and what it paid.
     * A payment that arrived late or after another one paid is no part of the booking, nor is its refund.
     * Undefined when the order is no agent's booking with a commission or on credit.
     */
    async bookingOf({ tx }: Transaction, orderId: string): Promise<{ agentId: string; commission: number; takenBack: number; paid: number; refunded: number } | undefined> {
      const result = await tx.execute<{ agentId: string; commission: number; takenBack: number; paid: number; refunded: number }>(sql`
        select l.agent_id as "agentId",
               coalesce(sum(l.amount) filter (where l.kind = 'commission'), 0)::int as commission,
               coalesce(sum(l.commission) filter (where l.kind = 'refund'), 0)::int as "takenBack",
               (select coalesce(sum(p.amount), 0) from payments p where p.order_id = ${orderId} and p.status in ('paid', 'refunded')
                  and not exists (select 1 from refunds d where d.payment_id = p.payment_id and d.reason in ${SURPLUS}))::int as paid,
               (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = ${orderId} and r.status = 'refunded' and r.reason not in ${SURPLUS})::int as refunded
        from agent_account_lines l
        where l.order_id = ${orderId} and l.kind in ('charge', 'commission', 'refund')
        group by l.agent_id
      `);
      return result.rows[0];
    },

    /** The newest `limit` lines of an agent's account, each with the balance owed after it (counted over every line). */
    async statementLines(agentId: string, limit: number): Promise<StatementLineRow[]> {
      const result = await db.execute<StatementLineRow>(sql`
        select id::int, kind, order_id as "orderId", amount, commission, owed_change as "owedChange", balance::int,
               reference, actor_id as "actorId", created_at as "createdAt"
        from (
          select l.*, sum(l.owed_change) over (order by l.created_at, l.id) as balance
          from agent_account_lines l where l.agent_id = ${agentId}
        ) lines
        order by created_at desc, id desc
        limit ${limit}
      `);
      return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
    },

    /** The agent's credit limit; undefined for a user who is no agent. */
    async creditLimitOf(agentId: string): Promise<number | undefined> {
      const result = await db.execute<{ creditLimit: number }>(sql`
        select coalesce(t.credit_limit, 0) as "creditLimit" from users u left join agent_terms t on t.agent_id = u.user_id
        where u.user_id = ${agentId} and u.user_code = 'AGT'
      `);
      return result.rows[0]?.creditLimit;
    },
  };
}

export type AgentAccountRepository = ReturnType<typeof createAgentAccountRepository>;

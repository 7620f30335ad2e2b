import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';
import type { OrderCursor, OrderQuery } from '@thwa/domain/operations/order-search';

type SQL = ReturnType<typeof sql>;

/** What the console's search narrows orders to; every part optional, all of them together. */
export interface OrderSearchFilter {
  query: OrderQuery | null;
  status?: string | undefined;
  productType?: number | undefined;
  from: Date | null;
  before: Date | null;
  placedBy?: string | undefined;
  cursor: OrderCursor | null;
  /** Rows to read: a page and one more, which tells whether there is a next page. */
  limit: number;
}

export interface OrderSearchRow {
  orderId: string;
  /** The placing time as PostgreSQL holds it (microseconds), for the cursor. */
  cursorAt: string;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  amount: number;
  contact: { contactName: string; email: string; phoneCode: string; phoneNumber: string };
  userId: string | null;
  userCode: string | null;
  productTypes: number[];
  people: string[];
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function queryCondition(query: OrderQuery): SQL {
  switch (query.kind) {
    case 'id':
      return sql`o.order_id = ${query.orderId}`;
    case 'email':
      return sql`o.contact_email = ${query.email}`;
    case 'phone':
      // The expression of the orders_contact_phone index, written as it is there.
      return sql`(o.contact->>'phoneNumber') = any(${sql.param(query.numbers)}::text[])`;
    case 'nrc':
      return sql`o.search_text like ${containing(query.nrc)}`;
    case 'name':
      return sql`o.search_text like ${containing(query.name)}`;
  }
}

/**
 * The console's reads of orders (issue 20 item 2). The search is one query whose every filter has an
 * index behind it (migration 0020): the primary key, the contact e-mail, the contact phone, the trigram
 * index of the names and NRCs, status with placing time, the placing account, and placing time alone,
 * always newest first by (created_at, order_id) so a page continues from a cursor without an offset.
 */
export function createOpsOrdersRepository(db: Database) {
  return {
    async search(filter: OrderSearchFilter): Promise<OrderSearchRow[]> {
      const conditions: SQL[] = [];
      if (filter.query) conditions.push(queryCondition(filter.query));
      if (filter.status) conditions.push(sql`o.status = ${filter.status}`);
      if (filter.productType !== undefined) conditions.push(sql`exists (select 1 from order_items i where i.order_id = o.order_id and i.product_type = ${filter.productType})`);
      if (filter.from) conditions.push(sql`o.created_at >= ${filter.from.toISOString()}::timestamptz`);
      if (filter.before) conditions.push(sql`o.created_at < ${filter.before.toISOString()}::timestamptz`);
      if (filter.placedBy) conditions.push(sql`o.user_id = ${filter.placedBy}`);
      if (filter.cursor) conditions.push(sql`(o.created_at, o.order_id) < (${filter.cursor.at}::timestamptz, ${filter.cursor.orderId})`);
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      // The page is chosen first, then only its rows are described (items, people, who placed it).
      const result = await db.execute<{
        order_id: string;
        cursor_at: string;
        created_at: string;
        status: string;
        payment_status: string;
        amount: number;
        contact: OrderSearchRow['contact'];
        user_id: string | null;
        user_code: string | null;
        product_types: number[] | null;
        people: string[] | null;
      }>(sql`
        with page as (
          select o.order_id, o.created_at from orders o where ${where}
          order by o.created_at desc, o.order_id desc limit ${filter.limit}
        )
        select o.order_id, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, o.created_at, o.status, o.payment_status,
               o.amount, o.contact, o.user_id, u.user_code,
               (select array_agg(i.product_type order by i.item_no) from order_items i where i.order_id = o.order_id) as product_types,
               ops_order_people(o.order_id) as people
        from page join orders o on o.order_id = page.order_id left join users u on u.user_id = o.user_id
        order by page.created_at desc, page.order_id desc
      `);
      return result.rows.map((row) => ({
        orderId: row.order_id,
        cursorAt: row.cursor_at,
        createdAt: new Date(row.created_at),
        status: row.status,
        paymentStatus: row.payment_status,
        amount: Number(row.amount),
        contact: row.contact,
        userId: row.user_id,
        userCode: row.user_code,
        productTypes: (row.product_types ?? []).map(Number),
        people: row.people ?? [],
      }));
    },

    /** Every event of the order, oldest first, with the name of the person who caused it when they have an account. */
    async timeline(orderId: string) {
      const result = await db.execute<{
        id: string;
        type: string;
        from_status: string | null;
        to_status: string | null;
        actor: string;
        actor_id: string | null;
        first_name: string | null;
        last_name: string | null;
        created_at: string;
        data: unknown;
      }>(sql`
        select e.id, e.type, e.from_status, e.to_status, e.actor, e.actor_id, u.first_name, u.last_name, e.created_at, e.data
        from order_events e left join users u on u.user_id = e.actor_id
        where e.order_id = ${orderId} order by e.id
      `);
      return result.rows.map((row) => ({
        id: Number(row.id),
        type: row.type,
        fromStatus: row.from_status,
        toStatus: row.to_status,
        actor: row.actor,
        actorId: row.actor_id,
        actorName: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
        at: new Date(row.created_at),
        data: row.data,
      }));
    },

    async payments(orderId: string) {
      const result = await db.execute<{
        payment_id: string;
        provider: string;
        amount: number;
        currency: string;
        status: string;
        payment_code: string | null;
        created_at: string;
        expires_at: string;
        paid_at: string | null;
        refunded_at: string | null;
      }>(sql`
        select payment_id, provider, amount, currency, status, payment_code, created_at, expires_at, paid_at, refunded_at
        from payments where order_id = ${orderId} order by created_at, payment_id
      `);
      return result.rows;
    },

    async refunds(orderId: string) {
      const result = await db.execute<{
        id: string;
        payment_id: string;
        item_no: number | null;
        amount: number;
        reason: string;
        destination: string;
        status: string;
        created_at: string;
        refunded_at: string | null;
      }>(sql`
        select id, payment_id, item_no, amount, reason, destination, status, created_at, refunded_at
        from refunds where order_id = ${orderId} order by id
      `);
      return result.rows;
    },

    async documents(orderId: string) {
      const result = await db.execute<{ item_no: number; has_pdf: boolean; created_at: string }>(sql`
        select item_no, pdf is not null as has_pdf, created_at from tickets where order_id = ${orderId} order by item_no
      `);
      return result.rows;
    },

    /**
     * The e-mails sent about the order: booking notifications are keyed `order:<id>:<kind>` (an agent's
     * copy `order:<id>:<kind>:copy:<user>`), a stay's review invitation `review-invite:<id>`.
     */
    async messages(orderId: string) {
      const result = await db.execute<{ id: string; message_key: string; to_address: string; subject: string; transport: string; created_at: string; sent_at: string | null }>(sql`
        select id, message_key, to_address, subject, transport, created_at, sent_at from mail_messages
        where message_key like ${`order:${orderId}:%`} or message_key = ${`review-invite:${orderId}`}
        order by id
      `);
      return result.rows;
    },

    async placedBy(userId: string): Promise<{ userId: string; userCode: string | null; name: string | null } | null> {
      const result = await db.execute<{ user_id: string; user_code: string; first_name: string | null; last_name: string | null }>(sql`
        select user_id, user_code, first_name, last_name from users where user_id = ${userId}
      `);
      const row = result.rows[0];
      return row ? { userId: row.user_id, userCode: row.user_code, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null } : null;
    },
  };
}

export type OpsOrdersRepository = ReturnType<typeof createOpsOrdersRepository>;

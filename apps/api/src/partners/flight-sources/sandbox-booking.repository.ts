import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/sql';
import { sql } from '@thwa/db/sql';

export interface PartnerBookingRow {
  partnerRef: string;
  source: string;
  orderId: string;
  offerId: string;
  seats: number;
  status: string;
  pnr: string | null;
}

/** A sandbox partner's own booking records (partner_bookings): what a real partner keeps on its side. */
export function createSandboxBookingRepository(db: Database) {
  return {
    async insert({ tx }: Transaction, row: Omit<PartnerBookingRow, 'pnr'>): Promise<void> {
      await tx.execute(sql`
        insert into partner_bookings (partner_ref, source, order_id, offer_id, seats, status)
        values (${row.partnerRef}, ${row.source}, ${row.orderId}, ${row.offerId}, ${row.seats}, ${row.status})
      `);
    },

    async find(source: string, orderId: string): Promise<PartnerBookingRow | undefined> {
      const result = await db.execute<{ partner_ref: string; source: string; order_id: string; offer_id: string; seats: number; status: string; pnr: string | null }>(sql`
        select partner_ref, source, order_id, offer_id, seats, status, pnr from partner_bookings where source = ${source} and order_id = ${orderId} limit 1
      `);
      const row = result.rows[0];
      return row && { partnerRef: row.partner_ref, source: row.source, orderId: row.order_id, offerId: row.offer_id, seats: row.seats, status: row.status, pnr: row.pnr };
    },

    /** Moves a booking on only from the status the caller saw, so a retried call changes it once. */
    async setStatus(source: string, orderId: string, from: string[], to: string, pnr: string | null): Promise<boolean> {
      const result = await db.execute(sql`
        update partner_bookings set status = ${to}, pnr = coalesce(pnr, ${pnr}), updated_at = now()
        where source = ${source} and order_id = ${orderId} and status = any(${sql.param(from)}::varchar[])
        returning partner_ref
      `);
      return result.rows.length > 0;
    },

    async release({ tx }: Transaction, source: string, orderId: string): Promise<void> {
      await tx.execute(sql`
        update partner_bookings set status = 'released', updated_at = now()
        where source = ${source} and order_id = ${orderId} and status in ('held', 'pending')
      `);
    },
  };
}

export type SandboxBookingRepository = ReturnType<typeof createSandboxBookingRepository>;

import type { Database } from '@thwa/db/connection';
import { auditLog } from '@thwa/db/schema';
import { and, desc, eq, lt, type Transaction } from '@thwa/db/sql';

export type AuditEntryRow = typeof auditLog.$inferSelect;

/** One employee action as the audit log keeps it. */
export interface AuditEntry {
  actorId: string;
  /** `<subject>.<verb>`: 'payment.confirmed', 'refund.granted', 'rate.set' … */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  address?: string | null;
}

/**
 * The audit log (issue 20 item 6): appended to, in the transaction of the change it records when there
 * is one, and read; the database refuses any change or deletion of a row (migration 0019).
 */
export function createAuditLogRepository(db: Database) {
  return {
    async append(entry: AuditEntry, transaction?: Transaction): Promise<void> {
      const on = transaction?.tx ?? db;
      await on.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null, address: entry.address ?? null });
    },

    /** Newest first, `limit` at a time below `beforeId`; narrowed to one target or one actor when asked. */
    async list(filter: { targetType?: string | undefined; targetId?: string | undefined; actorId?: string | undefined; beforeId?: number | undefined; limit: number }): Promise<AuditEntryRow[]> {
      const conditions: ReturnType<typeof eq>[] = [];
      if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.beforeId) conditions.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

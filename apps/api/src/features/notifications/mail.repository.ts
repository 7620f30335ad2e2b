import { z } from 'zod';
import type { Database } from '@thwa/db/connection';
import { mailMessages } from '@thwa/db/schema';
import { desc, eq, sql } from '@thwa/db/sql';

/** An attachment is stored as a reference; its bytes are read from their source when sent or shown. */
export const MailAttachmentRef = z.object({
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
  orderId: z.string().min(1).max(20),
  /** The order's item whose document this is; messages stored before items had documents name none (the first). */
  itemNo: z.number().int().positive().optional(),
});
export type MailAttachmentRef = z.infer<typeof MailAttachmentRef>;

const AttachmentList = z.array(MailAttachmentRef);

export type MailTransportName = 'smtp' | 'mailbox';

export interface NewMailMessage {
  messageKey: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachmentRef[];
  transport: MailTransportName;
}

export interface MailMessageRow {
  id: number;
  messageKey: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachmentRef[];
  transport: string;
  sentAt: Date | null;
  createdAt: Date;
}

type StoredRow = typeof mailMessages.$inferSelect;

/** jsonb comes back as `unknown`; a row written by hand that does not parse shows no attachments rather than failing the page. */
function toRow(row: StoredRow): MailMessageRow {
  const attachments = AttachmentList.safeParse(row.attachments);
  return { ...row, attachments: attachments.success ? attachments.data : [] };
}

export function createMailRepository(db: Database) {
  return {
    /**
     * Writes the message unless its key exists. `sent` marks it delivered at once (the development
     * mailbox has nothing further to do). Answers whether this call created the row.
     */
    async insertOnce(message: NewMailMessage, sent: boolean): Promise<boolean> {
      const inserted = await db
        .insert(mailMessages)
        .values({ ...message, sentAt: sent ? sql`now()` : null })
        .onConflictDoNothing({ target: mailMessages.messageKey })
        .returning({ id: mailMessages.id });
      return inserted.length > 0;
    },

    async findByKey(messageKey: string): Promise<MailMessageRow | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.messageKey, messageKey)).limit(1);
      return row && toRow(row);
    },

    /**
     * Delivers an unsent message at most once across processes: the row is locked while `deliver`
     * runs, so a second worker with the same key waits, then sees `sent_at` and stops. If `deliver`
     * throws, the transaction rolls back and the row stays unsent for the next retry.
     */
    async deliverOnce(
      messageKey: string,
      transport: MailTransportName,
      deliver: (row: MailMessageRow) => Promise<void>,
    ): Promise<'delivered' | 'already-sent' | 'missing'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(mailMessages).where(eq(mailMessages.messageKey, messageKey)).for('update');
        if (!row) return 'missing';
        if (row.sentAt) return 'already-sent';
        await deliver(toRow(row));
        await tx
          .update(mailMessages)
          .set({ sentAt: sql`now()`, transport })
          .where(eq(mailMessages.id, row.id));
        return 'delivered';
      });
    },

    /** The mailbox list: newest first, without the bodies. */
    async listRecent(limit: number) {
      return db
        .select({
          id: mailMessages.id,
          toAddress: mailMessages.toAddress,
          subject: mailMessages.subject,
          transport: mailMessages.transport,
          sentAt: mailMessages.sentAt,
          createdAt: mailMessages.createdAt,
        })
        .from(mailMessages)
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(limit);
    },

    async findById(id: number): Promise<MailMessageRow | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
      return row && toRow(row);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

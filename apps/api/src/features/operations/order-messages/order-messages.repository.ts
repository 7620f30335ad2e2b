import { mailMessages, orderEvents } from '@thwa/db/schema';
import { and, eq, or, sql, type Transaction } from '@thwa/db/sql';
import { MailAttachmentRef } from '../../notifications/mail.repository.ts';

const Attachments = MailAttachmentRef.array();

/** What the console's resends and notes read besides the order: the e-mails of an order and the clicks already done. */
export function createOrderMessagesRepository() {
  return {
    /** An e-mail about this order (its key names it), as stored: resent as first written. */
    async messageOf({ tx }: Transaction, orderId: string, messageId: number) {
      const [row] = await tx
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.id, messageId), or(sql`${mailMessages.messageKey} like ${`order:${orderId}:%`}`, eq(mailMessages.messageKey, `review-invite:${orderId}`))))
        .limit(1);
      if (!row) return undefined;
      const attachments = Attachments.safeParse(row.attachments);
      return { ...row, attachments: attachments.success ? attachments.data : [] };
    },

    /** What a click recorded already (a double click, or a retry after a lost answer): its event's data, or undefined. */
    async clickRecorded({ tx }: Transaction, orderId: string, type: string, clickId: string): Promise<Record<string, unknown> | undefined> {
      const [row] = await tx
        .select({ data: orderEvents.data })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type), sql`${orderEvents.data}->>'clickId' = ${clickId}`))
        .limit(1);
      return row ? ((row.data ?? {}) as Record<string, unknown>) : undefined;
    },
  };
}

export type OrderMessagesRepository = ReturnType<typeof createOrderMessagesRepository>;
